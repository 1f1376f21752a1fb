// `collision-lab render --pair` on the lesson scenes, under Xvfb: the evidence is in the image
// where the camera projects it — the n and p vertex markers of plane–box, the interval bars and
// the gap of the separating axis — and not there without --pair.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "app/view/frame.hpp"
#include "app/view/scene_view.hpp"
#include "app/visualize/visualizer.hpp"
#include "core/scene/scene_io.hpp"
#include "core/scene/scene_json.hpp"
#include "render/camera.hpp"
#include "tests/app/support/image_checks.hpp"
#include "tests/app/support/library_scenes.hpp"
#include "tests/app/support/run_cli.hpp"
#include "tests/app/visualize/visualize_test_support.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;
const Viewport kViewport{960, 540};

glm::vec2 pixel_of(const Scene& scene, const glm::dvec3& p) {
  const auto px = world_to_pixel(initial_camera(scene, kViewport), kViewport, glm::vec3(p));
  EXPECT_TRUE(px.has_value());
  return px.value_or(glm::vec2(-100, -100));
}

TEST(EvidenceRender, PlaneBoxMarkersAtTheProjectedNAndPVertices) {
  const std::string path = test::library_scene("lesson_plane_box_np.json");
  const Scene scene = test::load_or_fail(path);
  // The plane through the box's centre: both vertices in view, in front of every solid.
  const FocusedPair f = evaluate_pair(scene, test::object_index(scene, "through_half"),
                                      test::object_index(scene, "unit_box"));
  const auto& e =
      std::get<PlaneBoxSides<double>>(std::get<EvaluatedPair<double>>(f.pair).result.evidence);
  const auto with = test::render_png(path, "--pair through_half,unit_box");
  const auto without = test::render_png(test::scene_without_focus(path, test::ScratchDir()), "");
  ASSERT_TRUE(with && without);
  for (const auto& [vertex, color] :
       {std::pair{e.n_vertex, kNVertexColor}, std::pair{e.p_vertex, kPVertexColor}}) {
    const glm::vec2 px = pixel_of(scene, vertex);
    SCOPED_TRACE(testing::Message() << "vertex at pixel " << px.x << ", " << px.y);
    EXPECT_GT(test::shade_fraction(*with, px, 2, color), 0.5);
    EXPECT_LT(test::shade_fraction(*without, px, 2, color), 0.1);
  }
}

TEST(EvidenceRender, SatIntervalBarsAndGapWhereTheAxisIsProjected) {
  const std::string path = test::library_scene("lesson_obb_sat.json");
  const Scene scene = test::load_or_fail(path);
  // The bars' and the gap's places from the same frame function `render` uses.
  ViewOptions options;
  options.focus =
      FrameFocus{test::object_index(scene, "a"), test::object_index(scene, "face_b"), {}};
  DrawList list;
  build_frame(list, scene, initial_camera(scene, kViewport), kViewport, options);
  const auto with = test::render_png(path, "--pair a,face_b");
  const auto without = test::render_png(test::scene_without_focus(path, test::ScratchDir()), "");
  ASSERT_TRUE(with && without);
  // Points along a line of the evidence: where a solid hides it, it is dimmed (blended), in the
  // clear it has its colour. Returns how many of the fractions show it, with and without --pair.
  const auto count = [&](const Color& color, float width, std::initializer_list<double> at) {
    const auto lines = test::lines_of(list, color, width);
    EXPECT_EQ(lines.size(), 1u);
    std::pair<int, int> shown{0, 0};
    if (lines.size() != 1) return shown;
    for (double f : at) {
      const glm::vec2 px = pixel_of(scene, lines[0].a + f * (lines[0].b - lines[0].a));
      shown.first += test::shade_fraction(*with, px, 1, color) > 0.5;
      shown.second += test::shade_fraction(*without, px, 1, color) > 0.5;
    }
    return shown;
  };
  // The bars lie beside the boxes, mostly in the clear.
  for (const Color& c : {kOperandAColor, kOperandBColor}) {
    const auto [with_pair, without_pair] =
        count(c, kIntervalBarWidth, {0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9});
    EXPECT_GE(with_pair, 6) << c.r << ", " << c.g << ", " << c.b;
    EXPECT_EQ(without_pair, 0);
  }
  // The gap is short (its ends are under the bars' width): its middle.
  const auto [gap_with, gap_without] = count(kGapColor, 5.0f, {0.4, 0.5, 0.6});
  EXPECT_EQ(gap_with, 3);
  EXPECT_EQ(gap_without, 0);
  // A0 separates first: the ruler is along A's first axis, (cos 45°, sin 45°, 0).
  const auto bars = test::lines_of(list, kOperandAColor, kIntervalBarWidth);
  const glm::dvec3 d = glm::normalize(bars[0].b - bars[0].a);
  EXPECT_NEAR(std::abs(glm::dot(d, glm::dvec3(std::sqrt(0.5), std::sqrt(0.5), 0))), 1, 1e-9);
}

TEST(EvidenceRender, AxisByNameOrIndexDrawsTheSamePicture) {
  const std::string path = test::library_scene("lesson_obb_sat.json");
  const auto by_default = test::render_png(path, "--pair a,edge_b");
  const auto by_name = test::render_png(path, "--pair a,edge_b --axis A2xB0");
  const auto by_index = test::render_png(path, "--pair a,edge_b --axis 12");
  const auto other = test::render_png(path, "--pair a,edge_b --axis B1");
  ASSERT_TRUE(by_default && by_name && by_index && other);
  EXPECT_EQ(by_default->rgba, by_name->rgba);
  EXPECT_EQ(by_default->rgba, by_index->rgba);
  EXPECT_NE(by_default->rgba, other->rgba);
}

// Without --pair, the scene file's "focus" is drawn: the lesson opens on its pair and axis.
TEST(EvidenceRender, TheScenesFocusIsDrawnWithoutPair) {
  const std::string sat = test::library_scene("lesson_obb_sat.json");
  const auto sat_focus = test::render_png(sat, "");
  const auto sat_pair = test::render_png(sat, "--pair a,edge_b --axis A2xB0");
  ASSERT_TRUE(sat_focus && sat_pair);
  EXPECT_EQ(sat_focus->rgba, sat_pair->rgba);
  const std::string np = test::library_scene("lesson_plane_box_np.json");
  const auto np_focus = test::render_png(np, "");
  const auto np_pair = test::render_png(np, "--pair through_half,unit_box");
  const auto np_other = test::render_png(np, "--pair through_2,unit_box");
  ASSERT_TRUE(np_focus && np_pair && np_other);
  EXPECT_EQ(np_focus->rgba, np_pair->rgba);
  EXPECT_NE(np_focus->rgba, np_other->rgba);
}

TEST(EvidenceRender, BadPairOrAxisIsAUsageErrorNamingIt) {
  const std::string path = test::library_scene("lesson_obb_sat.json");
  const test::ScratchDir scratch;
  const fs::path never = scratch / "never.png";
  const auto run = [&](const std::string& extra) {
    const test::CliOutcome r =
        test::run_cli("render '" + path + "' --out '" + never.string() + "' " + extra);
    return std::pair{r.exit_code, r.err};
  };
  auto [code, text] = run("--pair a,nobody");
  EXPECT_NE(code, 0);
  EXPECT_NE(text.find("no object with id 'nobody'"), std::string::npos) << text;
  std::tie(code, text) = run("--pair a");
  EXPECT_NE(code, 0);
  EXPECT_NE(text.find("--pair needs two object ids"), std::string::npos) << text;
  std::tie(code, text) = run("--pair a,edge_b --axis A7");
  EXPECT_NE(code, 0);
  EXPECT_NE(text.find("'A7'"), std::string::npos) << text;
  std::tie(code, text) = run("--axis A0");
  EXPECT_NE(code, 0);
  EXPECT_NE(text.find("--axis needs --pair"), std::string::npos) << text;
  EXPECT_FALSE(fs::exists(never));
}

}  // namespace
}  // namespace collide
