// build_frame with a focused pair: the scene is drawn as without one, and the evidence layer
// holds exactly what the pair's visualizer draws (so `render --pair` and the viewer agree).
#include <gtest/gtest.h>

#include "app/view/frame.hpp"
#include "app/view/scene_view.hpp"
#include "app/visualize/cross_section.hpp"
#include "app/visualize/visualizer.hpp"
#include "tests/app/visualize/visualize_test_support.hpp"

namespace collide {
namespace {

const Viewport kViewport{960, 540};

Scene plane_and_box(Precision precision) {
  Scene s;
  s.settings.precision = precision;
  s.objects.emplace_back("floor", "Floor", std::nullopt, true, desc::Plane{{0, 1, 0}, {0, 2.4, 0}});
  s.objects.emplace_back(
      "box", "Box", std::nullopt, true,
      desc::Box{{0, 3, 0}, {0.5, 0.5, 0.5}, {0.9238795325112867, 0, 0, 0.3826834323650898}});
  s.objects.emplace_back("ball", "Ball", std::nullopt, true, desc::Sphere{{3, 0, 0}, 0.5});
  return s;
}

TEST(FocusedFrame, TheEvidenceLayerIsTheFocusedPairsDrawingAndTheSceneIsUnchanged) {
  for (Precision precision : {Precision::float32, Precision::float64}) {
    const Scene scene = plane_and_box(precision);
    const Camera camera = initial_camera(scene, kViewport);
    DrawList plain, focused;
    build_frame(plain, scene, camera, kViewport);
    ViewOptions options;
    options.focus = FrameFocus{1, 0, {}};
    build_frame(focused, scene, camera, kViewport, options);
    EXPECT_EQ(focused.layer(Layer::scene), plain.layer(Layer::scene));
    EXPECT_TRUE(plain.layer(Layer::evidence).points.empty());

    const FocusedPair pair = evaluate_pair(scene, 1, 0);
    EXPECT_EQ(pair.pair.index(), precision == Precision::float32 ? 0u : 1u);
    EvidenceStyle style;
    style.view_right = glm::dvec3(right_direction(camera));
    style.view_up = glm::dvec3(up_direction(camera));
    DrawList expected;
    draw_evidence(pair, style, expected);
    draw_plane_section(scene, 1, 0, expected);  // where the floor cuts the box
    EXPECT_EQ(focused.layer(Layer::evidence), expected.layer(Layer::evidence));
    // The n vertex is there: plane–obb ran on (floor, box).
    std::visit(
        [&](const auto& p) {
          EXPECT_EQ(p.result.test, PairTest::plane_obb);
          EXPECT_TRUE(p.result.swapped);
        },
        pair.pair);
    EXPECT_FALSE(test::points_of(focused, kNVertexColor).empty());

    // The overload that takes the caller's result draws the same frame.
    DrawList given;
    build_frame(given, scene, camera, kViewport, options, pair);
    EXPECT_EQ(given, focused);
  }
}

TEST(FocusedFrame, AFocusOutsideTheSceneOrOnOneObjectDrawsNoEvidence) {
  const Scene scene = plane_and_box(Precision::float64);
  const Camera camera = initial_camera(scene, kViewport);
  DrawList plain;
  build_frame(plain, scene, camera, kViewport);
  for (FrameFocus f : {FrameFocus{0, 3, {}}, FrameFocus{7, 1, {}}, FrameFocus{1, 1, {}}}) {
    ViewOptions options;
    options.focus = f;
    DrawList list;
    build_frame(list, scene, camera, kViewport, options);
    EXPECT_EQ(list, plain);
  }
  // A pair apart (the ball is below the floor) still draws its evidence.
  ViewOptions options;
  options.focus = FrameFocus{2, 0, {}};
  DrawList list;
  build_frame(list, scene, camera, kViewport, options);
  EXPECT_FALSE(list.layer(Layer::evidence).lines.empty());
}

}  // namespace
}  // namespace collide
