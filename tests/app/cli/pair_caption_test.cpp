// Issue 35, item 15: `render --labels` writes the why panel's headline (the verdict row and the
// axis drawn) and a legend of the evidence colours into the picture; `--axis B0` draws another
// axis than `--axis A0`. GL-free: the caption lines and the draw lists, for the lesson's pair
// a – face_b (a turned 45° about z, face_b not turned, apart along x).
#include "app/cli/pair_caption.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>

#include <glm/geometric.hpp>

#include "app/view/scene_view.hpp"
#include "app/visualize/evidence_style.hpp"
#include "app/visualize/visualizer.hpp"
#include "tests/app/support/library_scenes.hpp"

namespace collide {
namespace {

struct Drawn {
  FrameFocus focus;
  DrawList list;
  std::vector<CaptionLine> caption;
};

// The frame `render --pair a,face_b --axis NAME` draws, and its caption.
Drawn drawn_with_axis(const Scene& scene, const std::string& axis) {
  Drawn d;
  d.focus.a = test::object_index(scene, "a");
  d.focus.b = test::object_index(scene, "face_b");
  const bool swapped = std::visit([](const auto& p) { return p.result.swapped; },
                                  evaluate_pair(scene, d.focus.a, d.focus.b).pair);
  d.focus.style.sat_axis = sat_axis_from_name(axis, swapped);
  const Viewport viewport{960, 540};
  ViewOptions options;
  options.focus = d.focus;
  build_frame(d.list, scene, initial_camera(scene, viewport), viewport, options);
  d.caption = pair_caption(scene, d.focus, d.list);
  return d;
}

const CaptionLine* line_starting(const std::vector<CaptionLine>& lines, const std::string& start) {
  for (const CaptionLine& l : lines)
    if (l.text.rfind(start, 0) == 0) return &l;
  return nullptr;
}

// Whether A's interval (an evidence line in A's colour) runs along `axis` (|cos| > 0.9999): the
// SAT draws the two intervals on a ruler along the axis shown.
bool draws_a_line_along(const DrawList& list, const glm::dvec3& axis) {
  for (const DrawLine& l : list.layer(Layer::evidence).lines) {
    if (l.color_a != kOperandAColor) continue;
    const glm::dvec3 d = l.b - l.a;
    if (glm::length(d) > 1e-9 && std::abs(glm::dot(glm::normalize(d), axis)) > 0.9999) return true;
  }
  return false;
}

TEST(PairCaption, NamesThePairItsVerdictTheAxisDrawnAndTheColoursShown) {
  const Scene scene = test::load_or_fail(test::library_scene("lesson_obb_sat.json"));
  const Drawn a0 = drawn_with_axis(scene, "A0");
  ASSERT_GE(a0.caption.size(), 4u);
  EXPECT_EQ(a0.caption[0].text, "a – face_b: obb-obb");
  // The headline: apart, A0 separating them (the file's expectation), by the gap worked by hand:
  // along L = (√½, √½, 0), |T·L| = 4√½, r_A = 1, r_B = 0.5·(√½ + √½) = √½: gap 3√½ − 1.
  const std::string head = "verdict: disjoint, separated by axis A0, gap ";
  const CaptionLine* verdict = line_starting(a0.caption, head);
  ASSERT_NE(verdict, nullptr) << a0.caption[1].text;
  EXPECT_NEAR(std::stod(verdict->text.substr(head.size())), 3 * std::sqrt(0.5) - 1, 1e-12);
  const CaptionLine* axis = line_starting(a0.caption, "axis drawn A0: ");
  ASSERT_NE(axis, nullptr);
  // The legend: A in orange and B in blue, named by id, and the gap in green.
  const auto swatch = [&](const Color& c) -> const CaptionLine* {
    for (const CaptionLine& l : a0.caption)
      if (l.swatch && *l.swatch == c) return &l;
    return nullptr;
  };
  ASSERT_NE(swatch(kOperandAColor), nullptr);
  EXPECT_NE(swatch(kOperandAColor)->text.find("A = a"), std::string::npos);
  ASSERT_NE(swatch(kOperandBColor), nullptr);
  EXPECT_NE(swatch(kOperandBColor)->text.find("B = face_b"), std::string::npos);
  EXPECT_NE(swatch(kGapColor), nullptr);
  EXPECT_EQ(swatch(kOverlapColor), nullptr) << "nothing overlaps";
}

TEST(PairCaption, AxisB0DrawsAndNamesAnotherAxisThanA0) {
  const Scene scene = test::load_or_fail(test::library_scene("lesson_obb_sat.json"));
  const Drawn a0 = drawn_with_axis(scene, "A0");
  const Drawn b0 = drawn_with_axis(scene, "B0");
  EXPECT_NE(a0.list.layer(Layer::evidence), b0.list.layer(Layer::evidence));
  // A0 is a's x axis turned 45° about z; B0 is face_b's x axis, the world's.
  const double h = std::sqrt(0.5);
  EXPECT_TRUE(draws_a_line_along(a0.list, {h, h, 0}));
  EXPECT_FALSE(draws_a_line_along(a0.list, {1, 0, 0}));
  EXPECT_TRUE(draws_a_line_along(b0.list, {1, 0, 0}));
  EXPECT_FALSE(draws_a_line_along(b0.list, {h, h, 0}));
  EXPECT_NE(line_starting(b0.caption, "axis drawn B0: "), nullptr);
  EXPECT_EQ(line_starting(b0.caption, "axis drawn A0: "), nullptr);
}

}  // namespace
}  // namespace collide
