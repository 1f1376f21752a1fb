// The octree evidence through the one frame function: `render` (which evaluates the scene
// itself) and the viewer (which passes its evaluation) draw the same list; without the option
// nothing of it is drawn; the focused pair stands for the selection when nothing is selected.
#include <gtest/gtest.h>

#include "app/view/frame.hpp"
#include "app/view/scene_view.hpp"
#include "app/visualize/octree_visual.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/app/visualize/visualize_test_support.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

const Viewport kOctreeViewport{960, 540};

Scene lesson_octree() {
  SceneLoad l = load_scene(test::source_dir() + "/assets/scenes/lesson_octree.json");
  EXPECT_TRUE(l.scene.has_value());
  return l.scene ? *l.scene : Scene{};
}

TEST(OctreeFrame, RenderAndViewerDrawTheSameOctree) {
  const Scene scene = lesson_octree();
  const Camera camera = initial_camera(scene, kOctreeViewport);
  ViewOptions options;
  options.octree.shown = true;
  options.selected = {0, 20};
  DrawList by_render, by_viewer, without;
  build_frame(by_render, scene, camera, kOctreeViewport, options);
  SceneEvaluation e;
  e.build(scene);
  options.evaluation = &e;
  build_frame(by_viewer, scene, camera, kOctreeViewport, options);
  EXPECT_EQ(by_render, by_viewer);
  options.octree.shown = false;
  build_frame(without, scene, camera, kOctreeViewport, options);
  EXPECT_TRUE(test::lines_of(without, octree_depth_color(0)).empty());
  EXPECT_TRUE(test::lines_of(without, kOctreeHoldingColor).empty());

  // What the frame added is exactly draw_octree's list.
  DrawList octree_only;
  const std::vector<std::uint32_t> selected(options.selected.begin(), options.selected.end());
  draw_octree(
      octree_evidence(e, selected, OctreeDrawOptions{.shown = true, .filter = {}, .trace = true}),
      octree_only);
  EXPECT_EQ(by_render.layer(Layer::evidence).lines.size(),
            without.layer(Layer::evidence).lines.size() +
                octree_only.layer(Layer::evidence).lines.size());
}

TEST(OctreeFrame, TheFocusedPairIsTracedWhenNothingIsSelected) {
  const Scene scene = lesson_octree();
  const Camera camera = initial_camera(scene, kOctreeViewport);
  SceneEvaluation e;
  e.build(scene);
  ViewOptions focused;
  focused.octree.shown = true;
  focused.evaluation = &e;
  focused.focus = FrameFocus{3, 9, {}};
  ViewOptions selected = focused;
  selected.focus.reset();
  selected.selected = {3, 9};
  DrawList a, b;
  build_frame(a, scene, camera, kOctreeViewport, focused);
  build_frame(b, scene, camera, kOctreeViewport, selected);
  EXPECT_EQ(test::lines_of(a, kOctreeVisitedColor), test::lines_of(b, kOctreeVisitedColor));
  EXPECT_EQ(test::lines_of(a, kOctreeHoldingColor), test::lines_of(b, kOctreeHoldingColor));
  EXPECT_FALSE(test::lines_of(a, kOctreeHoldingColor).empty());
}

}  // namespace
}  // namespace collide
