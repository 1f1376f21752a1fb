// The one frame function, without a GL context: the grid and axes follow the view options, the
// objects follow the scene, and the same inputs give the same list however often it is built
// (the viewer rebuilds its list each frame; `render` builds one).
#include <gtest/gtest.h>

#include <glm/geometric.hpp>

#include "app/document/default_scene.hpp"
#include "app/session/selection.hpp"
#include "app/view/frame.hpp"
#include "app/view/scene_drawing.hpp"
#include "app/view/scene_view.hpp"
#include "render/grid.hpp"

namespace collide {
namespace {

const Viewport kViewport{960, 540};

bool rgb_is(const Color& a, const Color& b) {
  return a.r == b.r && a.g == b.g && a.b == b.b;
}

// Grid levels are coloured along the ramp from `minor` to `major` (render/grid.hpp).
bool on_grid_ramp(const Color& c, const GridStyle& g) {
  const glm::vec3 lo(g.minor), d = glm::vec3(g.major) - lo;
  const float t = glm::dot(glm::vec3(c) - lo, d) / glm::dot(d, d);
  return t >= -1e-4f && t <= 1 + 1e-4f && glm::length(glm::vec3(c) - (lo + t * d)) < 1e-5f;
}

struct LineKinds {
  int axes = 0, grid = 0, other = 0;
};
LineKinds classify(const DrawList& list, const GridStyle& g) {
  LineKinds k;
  for (const DrawLine& l : list.layer(Layer::scene).lines) {
    if (rgb_is(l.color_a, g.x_axis) || rgb_is(l.color_a, g.y_axis) || rgb_is(l.color_a, g.z_axis))
      ++k.axes;
    else if (on_grid_ramp(l.color_a, g))
      ++k.grid;
    else
      ++k.other;
  }
  return k;
}

TEST(Frame, GridAndAxesFollowTheViewOptionsAndObjectsAreAlwaysThere) {
  const Scene scene = default_scene();
  const Camera camera = initial_camera(scene, kViewport);
  const GridStyle g;

  DrawList objects_only;
  draw_objects(objects_only, scene, camera, kViewport);
  const int object_lines = int(objects_only.layer(Layer::scene).lines.size());

  DrawList all, no_grid, no_axes, none;
  build_frame(all, scene, camera, kViewport);
  build_frame(no_grid, scene, camera, kViewport, {.grid = false});
  build_frame(no_axes, scene, camera, kViewport, {.axes = false});
  build_frame(none, scene, camera, kViewport, {.grid = false, .axes = false});

  const LineKinds a = classify(all, g);
  EXPECT_GT(a.axes, 0);
  EXPECT_GT(a.grid, 0);
  EXPECT_EQ(a.other, object_lines);
  const LineKinds ng = classify(no_grid, g), na = classify(no_axes, g);
  EXPECT_EQ(ng.grid, 0);
  EXPECT_EQ(ng.axes, a.axes);
  EXPECT_EQ(na.axes, 0);
  EXPECT_EQ(na.grid, a.grid);
  // With neither, the frame is exactly the objects.
  EXPECT_EQ(none, objects_only);
  // The solids are the same in every case, one per solid object of the scene.
  for (const DrawList* l : {&no_grid, &no_axes, &none})
    EXPECT_EQ(l->layer(Layer::scene).solids, all.layer(Layer::scene).solids);
}

TEST(Frame, TheSameInputsGiveTheSameListAndAReusedListHoldsOnlyThisFrame) {
  Scene scene = default_scene();
  const Camera camera = initial_camera(scene, kViewport);
  DrawList reused, fresh;
  // A different frame first (a hidden object, a highlight), then this one into the same list.
  Scene other = scene;
  other.objects[0].visible = false;
  build_frame(reused, other, camera, kViewport, {.highlighted = 1});
  build_frame(reused, scene, camera, kViewport);
  build_frame(fresh, scene, camera, kViewport);
  EXPECT_EQ(reused, fresh);
  EXPECT_EQ(fresh.background_top, kBackgroundTop);
  EXPECT_EQ(fresh.background_bottom, kBackgroundBottom);
  // And the highlight does change it (the comparison can fail).
  DrawList highlighted;
  build_frame(highlighted, scene, camera, kViewport, {.highlighted = 1});
  EXPECT_NE(highlighted, fresh);
}

TEST(Frame, DrawCallBatchesDoNotGrowWithTheObjectCount) {
  // What bounds the renderer's draw calls is the number of non-empty batches: the same for the
  // default scene and for it with 1,000 more boxes.
  const Scene scene = default_scene();
  Scene crowded = scene;
  for (int i = 0; i < 1000; ++i)
    crowded.objects.push_back({"x" + std::to_string(i), "x", Rgb{1, 2, 3}, true,
                               desc::Box{{(i % 40) * 1.0, (i / 40) * 1.0, -25}, {0.4, 0.4, 0.4}}});
  auto batches = [](const DrawList& l) {
    const DrawLayer& s = l.layer(Layer::scene);
    int n = !s.lines.empty() + !s.points.empty() + !s.triangles.empty();
    for (const auto& k : s.solids)
      n += !k.empty();
    return n;
  };
  DrawList a, b;
  build_frame(a, scene, initial_camera(scene, kViewport), kViewport);
  build_frame(b, crowded, initial_camera(crowded, kViewport), kViewport);
  EXPECT_GT(b.layer(Layer::scene).solid_count(), a.layer(Layer::scene).solid_count() + 999);
  EXPECT_EQ(batches(a), batches(b));
  EXPECT_LE(batches(b), 3 + int(kSolidKinds));
}

TEST(Frame, TheSelectionsIdsBecomeIndicesAndEachSelectedObjectIsOutlined) {
  const Scene scene = default_scene();
  const Camera camera = initial_camera(scene, kViewport);
  ASSERT_GE(scene.objects.size(), 3u);
  Selection selection;
  for (const std::string& id :
       {scene.objects[2].id, std::string("no such id"), scene.objects[0].id})
    selection.add(id);
  const std::vector<std::size_t> indices = selection.indices(scene);
  EXPECT_EQ(indices, (std::vector<std::size_t>{2, 0}));  // selection order, the primary last
  // A select-all, newest first, keeps its order.
  Selection all;
  std::vector<std::size_t> expected;
  for (std::size_t i = scene.objects.size(); i-- > 0;) {
    all.add(scene.objects[i].id);
    expected.push_back(i);
  }
  EXPECT_EQ(all.indices(scene), expected);

  // The frame draws what draw_objects draws for that selection, over the same grid.
  DrawList frame, objects;
  build_frame(frame, scene, camera, kViewport, {.grid = false, .axes = false, .selected = indices});
  draw_objects(objects, scene, camera, kViewport, -1, true, indices);
  EXPECT_EQ(frame, objects);
  int primary = 0, selected = 0;
  for (const DrawLine& l : frame.layer(Layer::scene).lines) {
    primary += l.color_a == kPrimarySelectedColor;
    selected += l.color_a == kSelectedColor;
  }
  EXPECT_GT(primary, 0);
  EXPECT_GT(selected, 0);
}

}  // namespace
}  // namespace collide
