// SAT evidence against hand-worked boxes: the interval bars' ends are the intervals' ends along
// the selected axis, the gap and the separating plane sit between them, the MTV arrow has the
// depth's length, and the rows carry the result's numbers.
#include <gtest/gtest.h>

#include <cmath>

#include "app/visualize/visualizer.hpp"
#include "tests/app/visualize/visualize_test_support.hpp"

namespace collide {
namespace {

using test::why;

// An axis-aligned box as an OBB (written out: `{}` would zero its axes).
Obb<double> cube(const Vec3<double>& center, double half) {
  return Obb<double>::from_aabb(Aabb<double>::from_center_half(center, Vec3<double>(half)));
}

// The projections onto L of a bar's two ends, low first.
std::pair<double, double> along(const DrawLine& l, const glm::dvec3& L) {
  const double a = glm::dot(l.a, L), b = glm::dot(l.b, L);
  return {std::min(a, b), std::max(a, b)};
}

TEST(SatVisual, BoxesApartAlongXShowTheirIntervalsTheGapAndTheSeparatingPlane) {
  // A: the cube of half 1 at the origin; B: half 0.5 at (2, 0, 0). Along x (A0, tested first):
  // A [−1, 1], B [1.5, 2.5], gap 0.5, the separating plane x = 1.25.
  const Shape<double> a = Obb<double>{}, b = cube({2, 0, 0}, 0.5);
  const PairResult<double> r = pair_test(a, b);
  ASSERT_EQ(r.verdict, PairVerdict::disjoint);
  const auto& e = std::get<SatResult<double>>(r.evidence);
  ASSERT_EQ(e.separating_axis, 0);
  DrawList list;
  draw_evidence(r, a, b, {.view_right = {0, 0, 1}}, list);
  const glm::dvec3 x{1, 0, 0};
  const auto abar = test::lines_of(list, kOperandAColor, kIntervalBarWidth);
  const auto bbar = test::lines_of(list, kOperandBColor, kIntervalBarWidth);
  ASSERT_EQ(abar.size(), 1u);
  ASSERT_EQ(bbar.size(), 1u);
  EXPECT_NEAR(along(abar[0], x).first, -1, 1e-12);
  EXPECT_NEAR(along(abar[0], x).second, 1, 1e-12);
  EXPECT_NEAR(along(bbar[0], x).first, 1.5, 1e-12);
  EXPECT_NEAR(along(bbar[0], x).second, 2.5, 1e-12);
  // The ruler is beside the boxes, towards the view's right (+z here), clear of both.
  EXPECT_GT(abar[0].a.z, 1.0);
  const auto gap = test::lines_of(list, kGapColor, 5);
  ASSERT_EQ(gap.size(), 1u);
  EXPECT_NEAR(along(gap[0], x).first, 1, 1e-12);
  EXPECT_NEAR(along(gap[0], x).second, 1.5, 1e-12);
  // The separating plane: triangles at x = 1.25.
  const auto& tris = list.layer(Layer::evidence).triangles;
  ASSERT_EQ(tris.size(), 2u);
  for (const DrawTriangle& t : tris)
    for (const glm::dvec3& p : {t.a, t.b, t.c})
      EXPECT_NEAR(p.x, 1.25, 1e-12);
  // No MTV for separated boxes.
  EXPECT_TRUE(test::lines_of(list, kContactColor).empty());

  WhyRows rows;
  explain_evidence(r, a, b, {}, rows);
  const auto axes = e.axes();
  for (int k = 0; k < kSatAxisCount; ++k) {
    const WhyRow* row = test::row_named(rows, sat_axis_label(k));
    ASSERT_NE(row, nullptr) << k;
    EXPECT_EQ(row->axis, k);
    EXPECT_EQ(row->number("a.min")->value, axes[std::size_t(k)].a.min);
    EXPECT_EQ(row->number("b.max")->value, axes[std::size_t(k)].b.max);
    EXPECT_EQ(row->number("gap")->value, axes[std::size_t(k)].gap);
    EXPECT_EQ(row->muted, k > 0);  // the test stops at A0
  }
  EXPECT_EQ(why(rows, "axis A0", "|T·L|"), 2);
  EXPECT_EQ(why(rows, "axis A0", "r_A"), 1);
  EXPECT_EQ(why(rows, "axis A0", "r_B"), 0.5);
  EXPECT_EQ(why(rows, "axis A0", "gap"), 0.5);
  EXPECT_EQ(test::row_named(rows, "axis A0")->formula,
            "|T·L| = 2 > r_A + r_B = 1 + 0.5 = 1.5 → separated by 0.5");
  // Showing all 15: nothing muted.
  explain_evidence(r, a, b, {.sat_all_axes = true}, rows);
  for (const WhyRow& row : rows)
    EXPECT_FALSE(row.muted) << row.label;
}

TEST(SatVisual, ASelectedAxisIsDrawnInsteadOfTheTestsOwn) {
  // Same boxes, axis B1 (y) chosen: A [−1, 1], B [−0.5, 0.5], an overlap of 1 between them.
  const Shape<double> a = Obb<double>{}, b = cube({2, 0, 0}, 0.5);
  const PairResult<double> r = pair_test(a, b);
  DrawList list;
  draw_evidence(r, a, b, {.sat_axis = 4}, list);
  const glm::dvec3 y{0, 1, 0};
  const auto abar = test::lines_of(list, kOperandAColor, kIntervalBarWidth);
  const auto bbar = test::lines_of(list, kOperandBColor, kIntervalBarWidth);
  ASSERT_EQ(abar.size(), 1u);
  ASSERT_EQ(bbar.size(), 1u);
  EXPECT_NEAR(along(abar[0], y).first, -1, 1e-12);
  EXPECT_NEAR(along(bbar[0], y).second, 0.5, 1e-12);
  const auto overlap = test::lines_of(list, kOverlapColor, 5);
  ASSERT_EQ(overlap.size(), 1u);
  EXPECT_NEAR(along(overlap[0], y).first, -0.5, 1e-12);
  EXPECT_NEAR(along(overlap[0], y).second, 0.5, 1e-12);
  EXPECT_TRUE(list.layer(Layer::evidence).triangles.empty());  // B1 does not separate
  // The first separating axis (A0, x) stays marked: a dashed line along x through the centres'
  // middle (1, 0, 0), and its label.
  bool marked = false;
  for (const DrawLine& l : test::lines_of(list, kGapColor, 2.0f))
    marked |= l.dash_px > 0 && std::abs(l.a.y) < 1e-12 && std::abs(l.a.z) < 1e-12 &&
              std::abs(l.b.y) < 1e-12 && std::abs(l.b.z) < 1e-12 && l.a.x < 1 && l.b.x > 1;
  EXPECT_TRUE(marked);
  bool labelled = false;
  for (const DrawLabel& l : list.layer(Layer::evidence).labels)
    labelled |= l.text == "first separating axis A0";
  EXPECT_TRUE(labelled);
}

TEST(SatVisual, IntersectingBoxesShowTheLeastOverlapAxisAndTheMinimumTranslation) {
  // B (half 0.5) at (1.2, 0, 0) enters A (half 1) by 0.3 along x, 1.5 along y and z: the least
  // overlap is on A0 with depth 0.3; moving B by 0.3 along +x parts them.
  const Shape<double> a = Obb<double>{}, b = cube({1.2, 0, 0}, 0.5);
  const PairResult<double> r = pair_test(a, b);
  ASSERT_EQ(r.verdict, PairVerdict::intersects);
  const auto& e = std::get<SatResult<double>>(r.evidence);
  ASSERT_EQ(e.least_overlap_axis, 0);
  EXPECT_NEAR(e.depth, 0.3, 1e-12);
  DrawList list;
  draw_evidence(r, a, b, {}, list);
  EXPECT_TRUE(test::has_line(list, kContactColor, {1.2, 0, 0}, {1.5, 0, 0}, 1e-12));
  const auto overlap = test::lines_of(list, kOverlapColor, 5);
  ASSERT_EQ(overlap.size(), 1u);
  EXPECT_NEAR(along(overlap[0], {1, 0, 0}).first, 0.7, 1e-12);
  EXPECT_NEAR(along(overlap[0], {1, 0, 0}).second, 1.0, 1e-12);
  WhyRows rows;
  explain_evidence(r, a, b, {}, rows);
  EXPECT_EQ(why(rows, "decision", "depth"), e.depth);
  EXPECT_EQ(why(rows, "decision", "axis"), 0);
  for (const WhyRow& row : rows)
    EXPECT_FALSE(row.muted) << row.label;  // every axis was tested
}

TEST(SatVisual, AxisNamesFromTheCallersOrder) {
  EXPECT_EQ(sat_axis_from_name("A0", false), 0);
  EXPECT_EQ(sat_axis_from_name("B1", false), 4);
  EXPECT_EQ(sat_axis_from_name("A2xB0", false), 12);
  EXPECT_EQ(sat_axis_from_name("A2×B0", false), 12);
  // Swapped: our A is the test's B, and our A2×B0 is the test's A0×B2.
  EXPECT_EQ(sat_axis_from_name("A0", true), 3);
  EXPECT_EQ(sat_axis_from_name("B1", true), 1);
  EXPECT_EQ(sat_axis_from_name("A2xB0", true), 8);
  EXPECT_EQ(sat_axis_from_name("14", true), 14);
  for (const char* bad : {"15", "A3", "C0", "", "A0xB", "-1"})
    EXPECT_EQ(sat_axis_from_name(bad, false), -1) << bad;
  for (int k = 0; k < kSatAxisCount; ++k)
    EXPECT_EQ(sat_axis_from_name(sat_axis_label(k), false), k);
}

TEST(SatVisual, TheLessonsEdgeAxisIsTheOneTheExpectationNames) {
  // lesson_obb_sat.json: A at the origin turned 45° about z, B at (0, 3, 0) turned 45° about x;
  // only A2×B0 separates, with gap 3 − 2√2.
  const double c = std::cos(M_PI / 8), s = std::sin(M_PI / 8);
  const Shape<double> a = Obb<double>::from_rotation({0, 0, 0}, {1, 1, 1}, {c, 0, 0, s});
  const Shape<double> b = Obb<double>::from_rotation({0, 3, 0}, {1, 1, 1}, {c, s, 0, 0});
  const PairResult<double> r = pair_test(a, b);
  const auto& e = std::get<SatResult<double>>(r.evidence);
  ASSERT_EQ(e.separating_axis, sat_axis_from_name("A2xB0", false));
  WhyRows rows;
  explain_evidence(r, a, b, {}, rows);
  EXPECT_NEAR(why(rows, "axis A2×B0", "gap"), 3 - 2 * std::sqrt(2.0), 1e-12);
  EXPECT_EQ(why(rows, "axis A2×B0", "gap"), e.axis(e.separating_axis).gap);
}

}  // namespace
}  // namespace collide
