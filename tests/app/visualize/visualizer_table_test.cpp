// The table: one row per PairTest, each drawing only into the evidence layer and explaining
// with a verdict row first, with controls exactly when its evidence can be adjusted; the
// dispatch through draw_evidence/explain_evidence honours swapped operands; invalid and
// unsupported pairs draw nothing and say why. (The controls themselves, under ImGui:
// evidence_controls_test.cpp.)
#include <gtest/gtest.h>

#include <vector>

#include "app/visualize/visualizer.hpp"
#include "app/visualize/why_controls.hpp"
#include "core/scene/scene.hpp"
#include "tests/app/visualize/visualize_test_support.hpp"

namespace collide {
namespace {

// A shape of each kind, placed so that every pair of kinds meets or nearly meets near the origin.
template <class T>
Shape<T> sample(ShapeKind k) {
  switch (k) {
    case ShapeKind::point:
      return Point<T>{{T(0.2), T(0.1), T(0)}};
    case ShapeKind::segment:
      return Segment<T>{{T(-1), T(-1), T(0.1)}, {T(1), T(1.5), T(0)}};
    case ShapeKind::ray:
      return Ray<T>{};
    case ShapeKind::plane:
      return Plane<T>::from_point_normal({0, T(0.3), 0}, {T(0.2), 1, T(0.1)});
    case ShapeKind::sphere:
      return Sphere<T>{{T(0.4), T(0.2), 0}, T(0.7)};
    case ShapeKind::moving_sphere:
      return MovingSphere<T>{{{0, 3, 0}, T(0.5)}, {0, -6, 0}};
    case ShapeKind::aabb:
      return Aabb<T>{{-1, -1, -1}, {1, 1, 1}};
    case ShapeKind::obb:
      return Obb<T>::from_rotation({T(0.5), 0, 0}, {1, T(0.5), T(0.8)},
                                   glm::angleAxis(T(0.6), glm::normalize(Vec3<T>{1, 2, 3})));
    case ShapeKind::triangle:
      return Triangle<T>{{-1, -1, 0}, {1, 2, 0}, {-1, 1, T(0.5)}};
    case ShapeKind::ellipsoid:
      return Ellipsoid<T>::from_rotation({0, 1, 0}, {2, 1, T(0.5)},
                                         glm::angleAxis(T(0.4), Vec3<T>{0, 0, 1}));
    case ShapeKind::capsule:
      return Capsule<T>{{-1, T(0.5), 0}, {1, T(1.5), T(0.5)}, T(0.6)};
    case ShapeKind::cylinder:
      return Cylinder<T>::from_rotation({0, T(0.5), 0}, T(0.8), T(0.6),
                                        glm::angleAxis(T(0.5), Vec3<T>{1, 0, 0}));
    case ShapeKind::convex_hull:  // the Add menu's hull, raised and enlarged by the shape's own
      return ConvexHull<T>{default_hull().get(), {0, T(0.5), 0}, T(1.5)};
    case ShapeKind::mesh:  // the default mesh (an open pyramid about the origin)
      return TriangleMesh<T>{default_mesh()->mesh.get()};
    case ShapeKind::convex:  // a registered kind's: outside kShapeKindCount
      break;
  }
  return Point<T>{};
}

// Each choice the why panel's controls make, away from its default: every field of
// EvidenceStyle but the camera's directions (a new choice there adds a style here).
std::vector<EvidenceStyle> adjusted_styles() {
  std::vector<EvidenceStyle> s(5);
  s[0].sat_axis = 1;
  s[1].sat_axis = 3;  // two, so that one differs from the axis shown by default
  s[2].sat_all_axes = true;
  s[3].sweep_t = 0.5;
  s[4].gjk_iteration = 0;
  return s;
}

template <class T>
void every_test_has_a_visualizer() {
  const VisualizerTable<T>& table = visualizer_table<T>();
  ASSERT_EQ(table.size(), kPairTestCount);
  for (std::size_t i = 1; i < kPairTestCount; ++i) {
    const PairTest t = static_cast<PairTest>(i);
    SCOPED_TRACE(std::string(name_of(t)));
    EXPECT_EQ(table[i].test, t);
    ASSERT_NE(table[i].draw, nullptr);
    ASSERT_NE(table[i].explain, nullptr);
    // Run the test on samples of its kinds, in both orders, and see evidence and rows come out.
    const PairTestOperands ops = operands_of(t);
    DrawList unswapped_list;
    WhyRows unswapped_rows;
    bool adjustable = false;  // some choice of the controls changes the drawing or the rows
    for (bool swap : {false, true}) {
      const Shape<T> a = sample<T>(swap ? ops.b : ops.a), b = sample<T>(swap ? ops.a : ops.b);
      const PairResult<T> r = pair_test(a, b);
      ASSERT_EQ(r.test, t);
      ASSERT_EQ(r.swapped, swap && ops.a != ops.b);
      ASSERT_NE(r.verdict, PairVerdict::invalid) << r.reason;
      DrawList list;
      draw_evidence(r, a, b, {}, list);
      const DrawLayer& ev = list.layer(Layer::evidence);
      EXPECT_FALSE(ev.lines.empty() && ev.points.empty());
      EXPECT_TRUE(test::only_evidence(list));
      WhyRows rows;
      explain_evidence(r, a, b, {}, rows);
      ASSERT_GE(rows.size(), 3u);
      EXPECT_EQ(rows.front().kind, WhyRowKind::verdict);
      EXPECT_EQ(rows.front().number("intersects")->value, r.intersects() ? 1.0 : 0.0);
      EXPECT_EQ(rows.back().kind, WhyRowKind::tolerance);
      EXPECT_EQ(rows.back().number("within_tolerance")->value, r.within_tolerance ? 1.0 : 0.0);
      // Pure: the same inputs give the same list and rows.
      DrawList again;
      draw_evidence(r, a, b, {}, again);
      EXPECT_EQ(list, again);
      for (const EvidenceStyle& style : adjusted_styles()) {
        DrawList adjusted_list;
        draw_evidence(r, a, b, style, adjusted_list);
        WhyRows adjusted_rows;
        explain_evidence(r, a, b, style, adjusted_rows);
        if (!(adjusted_list == list) || adjusted_rows != rows) adjustable = true;
      }
      // A test without controls draws none: no ImGui context is needed (there is none here).
      if (!table[i].controls) {
        EvidenceStyle style;
        EXPECT_FALSE(evidence_controls(r, rows, style));
      }
      // Swapped operands reach the test in its order: the same drawing and, after the verdict
      // row (which says the order), the same rows.
      if (!swap) {
        unswapped_list = list;
        unswapped_rows = rows;
      } else {
        EXPECT_EQ(list, unswapped_list);
        ASSERT_EQ(rows.size(), unswapped_rows.size());
        for (std::size_t k = 1; k < rows.size(); ++k)
          EXPECT_EQ(rows[k], unswapped_rows[k]);
      }
    }
    // Controls exactly when the person can change what the evidence shows.
    if (adjustable)
      EXPECT_NE(table[i].controls, nullptr)
          << "its evidence follows the EvidenceStyle: the row needs controls (a *_controls.cpp)";
    else
      EXPECT_EQ(table[i].controls, nullptr)
          << "its evidence ignores every choice of the EvidenceStyle: controls would do nothing";
  }
  EXPECT_EQ(table[0].test, PairTest::unsupported);
}

TEST(VisualizerTable, EveryPairTestHasARowThatDrawsExplainsAndHasItsControlsInFloat) {
  every_test_has_a_visualizer<float>();
}
TEST(VisualizerTable, EveryPairTestHasARowThatDrawsExplainsAndHasItsControlsInDouble) {
  every_test_has_a_visualizer<double>();
}

TEST(VisualizerTable, InvalidAndUnsupportedPairsDrawNothingAndSayWhy) {
  // Every pair of kinds has a test now: an unsupported result is made by hand, as the dispatch
  // would answer for a pair without one.
  const Shape<double> ray = Ray<double>{}, box = Aabb<double>{{0, 0, 0}, {1, 1, 1}};
  PairResult<double> unsupported;
  unsupported.reason = "no test for this pair of kinds";
  ASSERT_EQ(unsupported.verdict, PairVerdict::unsupported);
  DrawList list;
  draw_evidence(unsupported, ray, box, {}, list);
  EXPECT_EQ(list, DrawList{});
  WhyRows rows;
  explain_evidence(unsupported, ray, box, {}, rows);
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_NE(rows[0].formula.find("no test for this pair"), std::string::npos) << rows[0].formula;

  const Shape<double> bad = Sphere<double>{{0, 0, 0}, -1};
  const PairResult<double> invalid = pair_test(bad, box);
  ASSERT_EQ(invalid.verdict, PairVerdict::invalid);
  draw_evidence(invalid, bad, box, {}, list);
  EXPECT_EQ(list, DrawList{});
  explain_evidence(invalid, bad, box, {}, rows);
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_NE(rows[0].formula.find(std::string(invalid.reason)), std::string::npos);
}

TEST(VisualizerTable, SwappedOperandsReachTheTestInItsOrder) {
  // box, plane: the dispatch runs plane–aabb on (plane, box); the drawing is the same as for
  // (plane, box) given in the test's order.
  const Shape<double> box = Aabb<double>{{0, 0, 0}, {1, 1, 1}};
  const Shape<double> plane = Plane<double>::from_point_normal({0.5, 0.5, 0.5}, {-1, -1, -1});
  const PairResult<double> r1 = pair_test(box, plane), r2 = pair_test(plane, box);
  ASSERT_TRUE(r1.swapped);
  DrawList l1, l2;
  draw_evidence(r1, box, plane, {}, l1);
  draw_evidence(r2, plane, box, {}, l2);
  EXPECT_EQ(l1, l2);
  WhyRows w1, w2;
  explain_evidence(r1, box, plane, {}, w1);
  explain_evidence(r2, plane, box, {}, w2);
  ASSERT_EQ(w1.size(), w2.size());
  EXPECT_NE(w1[0].formula.find("(b, a)"), std::string::npos);
  for (std::size_t i = 1; i < w1.size(); ++i)
    EXPECT_EQ(w1[i], w2[i]);
}

TEST(WhyNumber, TheOneRuleOfNumberFormat) {
  // The rows write numbers as core/math/number_format.hpp does (tested there): the shortest
  // digits that read back, fixed notation from 1e-4 to 1e15, a float in its own digits.
  EXPECT_EQ(why_number(0.5), "0.5");
  EXPECT_EQ(why_number(0.9966), "0.9966");
  EXPECT_EQ(why_number(-1.2), "-1.2");
  EXPECT_EQ(why_number(0.0), "0");
  // A negative zero is the same number: the rows never write "-0" ("n = (-1, -0, -0)" was read
  // as meaning something).
  EXPECT_EQ(why_number(-0.0), "0");
  EXPECT_EQ(why_number(-0.0f), "0");
  EXPECT_EQ(why_vector(glm::dvec3(-1, -0.0, -0.0)), "(-1, 0, 0)");
  EXPECT_EQ(why_number(1.9e-6), "1.9e-06");
  EXPECT_EQ(why_number(250000.0), "250000");
  EXPECT_EQ(why_number(10001.000499849917), "10001.000499849917");
  EXPECT_EQ(why_number(0.1f), "0.1");
  EXPECT_EQ(why_vector(glm::vec3(0.1f, 10000.f, 1e-7f)), "(0.1, 10000, 1e-07)");
}

TEST(WhyControls, AxisSteppingStopsAtTheFirstSeparatingAxisUnlessAllAreShown) {
  // Boxes parted along x (A0 separates first): the slider runs 0..0, or 0..14 with all shown.
  const Shape<double> a = Obb<double>{}, b = Obb<double>{{3, 0.2, 0}};
  const PairResult<double> r = pair_test(a, b);
  WhyRows rows;
  EvidenceStyle style;
  explain_evidence(r, a, b, style, rows);
  EXPECT_EQ(last_sat_axis(rows, style), 0);
  step_sat_axis(rows, style, 0, +1);
  EXPECT_EQ(style.sat_axis, 0);
  style.sat_all_axes = true;
  explain_evidence(r, a, b, style, rows);
  EXPECT_EQ(last_sat_axis(rows, style), 14);
  step_sat_axis(rows, style, 0, +1);
  EXPECT_EQ(style.sat_axis, 1);
  step_sat_axis(rows, style, 14, +1);
  EXPECT_EQ(style.sat_axis, 14);
  step_sat_axis(rows, style, 0, -1);
  EXPECT_EQ(style.sat_axis, 0);
  // A pair without axes offers none.
  const Shape<double> s = Sphere<double>{}, p = Plane<double>{};
  explain_evidence(pair_test(s, p), s, p, style, rows);
  EXPECT_EQ(last_sat_axis(rows, style), -1);
}

}  // namespace
}  // namespace collide
