// The visualizers of the closed-form and GJK/EPA pair tests against hand-worked cases: closest
// points, entry and exit points, hit points, contact points at t, the planes' line and the
// witness points drawn where the maths puts them, and the why rows carrying the result's numbers.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "app/visualize/visualizer.hpp"
#include "tests/app/visualize/visualize_test_support.hpp"

namespace collide {
namespace {

using test::has_line;
using test::has_point_at;
using test::lines_of;
using test::run;
using test::why;

glm::dvec3 dv(const Vec3<double>& v) {
  return {v.x, v.y, v.z};
}

TEST(ClosestPointsVisual, SegmentBesideASphereShowsBothPointsTheRadiusAndTheGap) {
  // Segment (0,0,0)–(2,0,0), sphere at (1,2,0) r 0.5: s = 0.5, on A (1,0,0), on B the centre,
  // distance 2, the radius from (1,2,0) to (1,1.5,0), gap 1.5 from there to (1,0,0).
  const auto d = run<double>(Segment<double>{{0, 0, 0}, {2, 0, 0}}, Sphere<double>{{1, 2, 0}, 0.5});
  ASSERT_EQ(d.r.test, PairTest::segment_sphere);
  ASSERT_EQ(d.r.verdict, PairVerdict::disjoint);
  EXPECT_TRUE(has_point_at(d.list, kOperandAColor, {1, 0, 0}));
  EXPECT_TRUE(has_point_at(d.list, kClosestColor, {1, 2, 0}));
  EXPECT_TRUE(has_line(d.list, kOperandBColor, {1, 2, 0}, {1, 1.5, 0}));
  EXPECT_TRUE(has_line(d.list, kGapColor, {1, 1.5, 0}, {1, 0, 0}));
  const auto& e = std::get<ClosestPoints<double>>(d.r.evidence);
  EXPECT_EQ(why(d.rows, "closest on A", "s"), 0.5);
  EXPECT_EQ(why(d.rows, "closest on A", "x"), e.on_a.x);
  EXPECT_EQ(why(d.rows, "distance", "distance"), 2);
  EXPECT_EQ(why(d.rows, "gap", "gap"), 1.5);
  EXPECT_EQ(why(d.rows, "gap", "gap"), e.gap);
}

TEST(ClosestPointsVisual, PointAboveATriangleFaceShowsItsFootAndBarycentrics) {
  // (0.25, 0.25, 1) over the triangle (0,0,0), (1,0,0), (0,1,0): foot (0.25, 0.25, 0) in the
  // face with (u, v, w) = (0.5, 0.25, 0.25).
  const auto d = run<double>(Point<double>{{0.25, 0.25, 1}},
                             Triangle<double>{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}});
  ASSERT_EQ(d.r.test, PairTest::point_triangle);
  EXPECT_TRUE(has_point_at(d.list, kClosestColor, {0.25, 0.25, 0}));
  EXPECT_TRUE(has_line(d.list, kGapColor, {0.25, 0.25, 1}, {0.25, 0.25, 0}));
  EXPECT_EQ(why(d.rows, "closest on B", "u"), 0.5);
  EXPECT_EQ(why(d.rows, "closest on B", "w"), 0.25);
  EXPECT_EQ(why(d.rows, "gap", "gap"), 1);
}

TEST(SegmentVisual, SegmentThroughABoxShowsEntryAndExitAtTheSlabsT) {
  // (−2, 0.5, 0)–(2, 0.5, 0) through [−1, 1]³: enters at t = 0.25 (x = −1), exits at 0.75.
  const auto d = run<double>(Segment<double>{{-2, 0.5, 0}, {2, 0.5, 0}},
                             Aabb<double>{{-1, -1, -1}, {1, 1, 1}});
  ASSERT_EQ(d.r.verdict, PairVerdict::intersects);
  const auto& e = std::get<SegmentBoxSlabs<double>>(d.r.evidence);
  EXPECT_TRUE(has_point_at(d.list, kContactColor, {-1, 0.5, 0}));
  EXPECT_TRUE(has_point_at(d.list, kContactColor, {1, 0.5, 0}));
  EXPECT_TRUE(has_line(d.list, kOverlapColor, {-1, 0.5, 0}, {1, 0.5, 0}));
  EXPECT_EQ(why(d.rows, "interval", "t_enter"), 0.25);
  EXPECT_EQ(why(d.rows, "interval", "t_exit"), 0.75);
  EXPECT_EQ(why(d.rows, "interval", "enter_axis"), 0);
  EXPECT_EQ(why(d.rows, "slab x", "enter"), e.slabs[0].enter);
  EXPECT_EQ(why(d.rows, "points", "exit.x"), 1);
}

TEST(SegmentVisual, SegmentBesideABoxShowsTheStretchBetweenExitAndEntry) {
  // (−2, 3, 0)–(2, 1.5, 0) passes above [−1, 1]³: y would enter its slab (y = 1) only at
  // t = 4/3, after x has been left at t = 0.75.
  const auto d =
      run<double>(Segment<double>{{-2, 3, 0}, {2, 1.5, 0}}, Aabb<double>{{-1, -1, -1}, {1, 1, 1}});
  ASSERT_EQ(d.r.verdict, PairVerdict::disjoint);
  const auto& e = std::get<SegmentBoxSlabs<double>>(d.r.evidence);
  // The drawn stretch joins the segment's points at the clamped t_exit and t_enter.
  const double t0 = std::clamp(std::min(e.t_enter, e.t_exit), 0.0, 1.0),
               t1 = std::clamp(std::max(e.t_enter, e.t_exit), 0.0, 1.0);
  const glm::dvec3 a{-2, 3, 0}, b{2, 1.5, 0};
  EXPECT_TRUE(has_line(d.list, kGapColor, a + t0 * (b - a), a + t1 * (b - a)));
  EXPECT_EQ(why(d.rows, "interval", "t_enter"), e.t_enter);
}

TEST(SegmentVisual, SegmentThroughATriangleMarksTheHitAtT) {
  const auto d = run<double>(Segment<double>{{0.25, 0.25, -1}, {0.25, 0.25, 1}},
                             Triangle<double>{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}});
  ASSERT_EQ(d.r.test, PairTest::segment_triangle);
  ASSERT_EQ(d.r.verdict, PairVerdict::intersects);
  EXPECT_TRUE(has_point_at(d.list, kContactColor, {0.25, 0.25, 0}));
  EXPECT_EQ(why(d.rows, "crossing", "t"), 0.5);
  EXPECT_EQ(why(d.rows, "crossing", "u"), 0.5);
  EXPECT_EQ(why(d.rows, "plane distances", "d_a"), -1);
}

TEST(TriangleBoxVisual, FirstSeparatingFaceAxisShowsBothIntervalsAndTheGap) {
  // Box [1, 3] × [−1, 1]² (centre (2, 0, 0)); triangle at x ∈ [5, 6]: u0 separates first, the
  // triangle's interval [3, 4] and the box's [−1, 1] about the centre, gap 2, i.e. world x
  // [5, 6] and [1, 3] on the ruler, the gap from 3 to 5.
  const auto d = run<double>(Triangle<double>{{5, 0, 0}, {6, 0, 0}, {5, 1, 0}},
                             Aabb<double>{{1, -1, -1}, {3, 1, 1}});
  ASSERT_EQ(d.r.test, PairTest::triangle_aabb);
  ASSERT_EQ(d.r.verdict, PairVerdict::disjoint);
  const auto bar_x = [&](const Color& c) {
    const auto bars = lines_of(d.list, c, kIntervalBarWidth);
    EXPECT_EQ(bars.size(), 1u);
    return bars.empty() ? glm::dvec2(NAN) : glm::dvec2(bars[0].a.x, bars[0].b.x);
  };
  EXPECT_NEAR(bar_x(kOperandAColor).x, 5, 1e-12);
  EXPECT_NEAR(bar_x(kOperandAColor).y, 6, 1e-12);
  EXPECT_NEAR(bar_x(kOperandBColor).x, 1, 1e-12);
  EXPECT_NEAR(bar_x(kOperandBColor).y, 3, 1e-12);
  const auto gaps = lines_of(d.list, kGapColor, 5);
  ASSERT_EQ(gaps.size(), 1u);
  EXPECT_NEAR(std::min(gaps[0].a.x, gaps[0].b.x), 3, 1e-12);
  EXPECT_NEAR(std::max(gaps[0].a.x, gaps[0].b.x), 5, 1e-12);
  EXPECT_EQ(why(d.rows, "u0", "tri.min"), 3);
  EXPECT_EQ(why(d.rows, "u0", "box.max"), 1);
  EXPECT_EQ(why(d.rows, "u0", "gap"), 2);
  EXPECT_EQ(why(d.rows, "decision", "axis"), 0);
  EXPECT_EQ(d.rows.size(), 1u + 1u + 13u + 1u + 1u);  // verdict, rule, 13 axes, decision, tol.
}

TEST(TriangleBoxVisual, OverlapArrowMovesTheBoxOutOfTheTriangle) {
  // The triangle in z = 0.8 cuts into the top of [−1, 1]³: least overlap 0.2 (u2 comes before
  // n); the red arrow from the box's centre is the move that parts them: (0, 0, −0.2).
  const Triangle<double> tri{{-2, -2, 0.8}, {2, -2, 0.8}, {0, 2, 0.8}};
  const auto d = run<double>(tri, Aabb<double>{{-1, -1, -1}, {1, 1, 1}});
  ASSERT_EQ(d.r.verdict, PairVerdict::intersects);
  const auto& e = std::get<TriangleBoxSat<double>>(d.r.evidence);
  EXPECT_NEAR(e.depth, 0.2, 1e-12);
  EXPECT_EQ(e.least_overlap_axis, 2);
  const auto arrows = lines_of(d.list, kContactColor, 3.5f);
  ASSERT_FALSE(arrows.empty());
  const glm::dvec3 move = arrows[0].b - arrows[0].a;
  EXPECT_TRUE(test::near(arrows[0].a, {0, 0, 0}));
  EXPECT_TRUE(test::near(move, {0, 0, -0.2}, 1e-12));
  // Independently: the box moved a little further than the arrow is apart from the triangle.
  const glm::dvec3 m = 1.01 * move;
  const Shape<double> moved =
      Aabb<double>{{-1 + m.x, -1 + m.y, -1 + m.z}, {1 + m.x, 1 + m.y, 1 + m.z}};
  EXPECT_EQ(pair_test(Shape<double>(tri), moved).verdict, PairVerdict::disjoint);
  EXPECT_NEAR(why(d.rows, "decision", "depth"), 0.2, 1e-12);
  // Another axis selected through the style: n (3), the bars then lie along z.
  EvidenceStyle style;
  style.sat_axis = 3;
  const auto n = run<double>(tri, Aabb<double>{{-1, -1, -1}, {1, 1, 1}}, style);
  const auto bars = lines_of(n.list, kOperandAColor, kIntervalBarWidth);
  ASSERT_EQ(bars.size(), 1u);
  const double z = glm::dot(bars[0].a, dv(e.axes[3].axis));
  EXPECT_NEAR(std::abs(z), 0.8, 1e-12);
}

TEST(TriangleTriangleVisual, CrossingTrianglesShowTheirIntervalsOnThePlanesLineAndTheShare) {
  // A in z = 0, B in x = 0; the planes meet on the y axis, D = n_A × n_B = (0, −1, 0). A cuts
  // it for y ∈ [−1, 1], B for y ∈ [−0.5, 3]: along D, A [−1, 1], B [−3, 0.5]; shared
  // (0, 1, 0)–(0, −0.5, 0).
  const auto d = run<double>(Triangle<double>{{-1, -1, 0}, {1, -1, 0}, {0, 1, 0}},
                             Triangle<double>{{0, -0.5, -1}, {0, -0.5, 1}, {0, 3, 0}});
  ASSERT_EQ(d.r.verdict, PairVerdict::intersects);
  const auto& e = std::get<TriangleTriangle<double>>(d.r.evidence);
  ASSERT_EQ(e.kind, TriangleTriangleKind::intervals_overlap);
  EXPECT_TRUE(has_line(d.list, kContactColor, {0, 1, 0}, {0, -0.5, 0}, 1e-12));
  // The line of the planes is the y axis; each bar's ends project onto D at its interval.
  const auto axis = lines_of(d.list, kMeasureColor, 1.5f);
  ASSERT_EQ(axis.size(), 1u);
  for (const glm::dvec3& p : {axis[0].a, axis[0].b}) {
    EXPECT_NEAR(p.x, 0, 1e-12);
    EXPECT_NEAR(p.z, 0, 1e-12);
  }
  const glm::dvec3 D = dv(e.line_direction);
  const auto bars = lines_of(d.list, kOperandAColor, kIntervalBarWidth);
  ASSERT_EQ(bars.size(), 1u);
  EXPECT_NEAR(glm::dot(bars[0].a, D), -1, 1e-12);
  EXPECT_NEAR(glm::dot(bars[0].b, D), 1, 1e-12);
  EXPECT_EQ(why(d.rows, "intervals", "b.min"), e.interval_b[0]);
  EXPECT_NEAR(why(d.rows, "intervals", "b.min"), -3, 1e-12);
  EXPECT_EQ(why(d.rows, "gap", "gap"), e.gap);
}

TEST(TriangleTriangleVisual, ATriangleAboveTheOthersPlaneShowsItsVerticesHeights) {
  const auto d = run<double>(Triangle<double>{{0, 0, 1}, {1, 0, 2}, {0, 1, 3}},
                             Triangle<double>{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}});
  const auto& e = std::get<TriangleTriangle<double>>(d.r.evidence);
  ASSERT_EQ(e.kind, TriangleTriangleKind::apart_by_plane_b);
  EXPECT_TRUE(has_line(d.list, kGapColor, {1, 0, 2}, {1, 0, 0}));
  EXPECT_TRUE(has_line(d.list, kGapColor, {0, 1, 3}, {0, 1, 0}));
  EXPECT_EQ(why(d.rows, "A from B's plane", "d2"), 3);
}

TEST(SweptContactVisual, MovingSphereHitsASphereAtTheClosedFormTime) {
  // c = (−3, 0, 0) + t·(4, 0, 0), r 1, against the sphere at (2, 0, 0), r 1: |m + t·w| = 2 at
  // t = 0.75, the centre then at 0, the contact point r₂ from (2, 0, 0): (1, 0, 0).
  const Shape<double> m = MovingSphere<double>{{{-3, 0, 0}, 1}, {4, 0, 0}};
  EvidenceStyle style;
  style.sweep_t = 0.5;
  const auto d = run<double>(m, Sphere<double>{{2, 0, 0}, 1}, style);
  ASSERT_EQ(d.r.test, PairTest::moving_sphere_sphere);
  ASSERT_EQ(d.r.verdict, PairVerdict::intersects);
  EXPECT_TRUE(has_point_at(d.list, kContactColor, {1, 0, 0}, 1e-12));
  EXPECT_TRUE(has_line(d.list, kMeasureColor, {0, 0, 0}, {2, 0, 0}, 1e-12));
  EXPECT_NEAR(why(d.rows, "first contact", "t"), 0.75, 1e-12);
  EXPECT_EQ(why(d.rows, "first contact", "t"),
            std::get<SweptSphereContact<double>>(d.r.evidence).t);
  EXPECT_NEAR(why(d.rows, "first contact", "x"), 1, 1e-12);
  // At the scrubbed t = 0.5 the centre is at (−1, 0, 0): gap |−1 − 2| − 2 = 1.
  EXPECT_NEAR(why(d.rows, "at scrubbed t", "gap"), 1, 1e-12);
  EXPECT_TRUE(has_line(d.list, kMeasureColor, {-1, 0, 0}, {2, 0, 0}));
}

TEST(SweptContactVisual, MovingSphereTouchesABoxFaceWhereTheGrownSlabBegins) {
  // c = (−3, 0, 0) + t·(4, 0, 0), r 0.5, against [−1, 1]³: the centre reaches x = −1.5 at
  // t = 0.375; the contact point is (−1, 0, 0).
  const auto d = run<double>(MovingSphere<double>{{{-3, 0, 0}, 0.5}, {4, 0, 0}},
                             Aabb<double>{{-1, -1, -1}, {1, 1, 1}});
  ASSERT_EQ(d.r.test, PairTest::moving_sphere_aabb);
  ASSERT_EQ(d.r.verdict, PairVerdict::intersects);
  EXPECT_TRUE(has_point_at(d.list, kContactColor, {-1, 0, 0}, 1e-12));
  EXPECT_TRUE(has_line(d.list, kMeasureColor, {-1.5, 0, 0}, {-1, 0, 0}, 1e-12));
  EXPECT_NEAR(why(d.rows, "first contact", "t"), 0.375, 1e-12);
  EXPECT_EQ(why(d.rows, "gaps", "start_gap"),
            std::get<SweptSphereShapeContact<double>>(d.r.evidence).start_gap);
}

TEST(SweptContactVisual, AMissSaysWhetherItTouchesLateOrPassesBy) {
  const auto first_contact = [](const WhyRows& rows) {
    const WhyRow* r = test::row_named(rows, "first contact");
    return r ? r->formula : std::string("no row");
  };
  // Too late: c = (−3, 0, 0) + t·(1, 0, 0), r 1, against the sphere at (2, 0, 0), r 1: the gap
  // |−3 + t − 2| − 2 is 0 at t = 3.
  const auto late =
      run<double>(MovingSphere<double>{{{-3, 0, 0}, 1}, {1, 0, 0}}, Sphere<double>{{2, 0, 0}, 1});
  ASSERT_EQ(std::get<SweptSphereContact<double>>(late.r.evidence).kind, SweepKind::misses);
  EXPECT_NE(first_contact(late.rows).find("would touch only at t = 3 > 1 → misses"),
            std::string::npos)
      << first_contact(late.rows);
  // Passing by: the same path 5 units up: the closest approach, at t = 5, is 3 apart.
  const auto by =
      run<double>(MovingSphere<double>{{{-3, 5, 0}, 1}, {1, 0, 0}}, Sphere<double>{{2, 0, 0}, 1});
  ASSERT_EQ(std::get<SweptSphereContact<double>>(by.r.evidence).kind, SweepKind::misses);
  EXPECT_EQ(first_contact(by.rows), "never touches: passes by → misses");
  // Against a box: [−1, 1]³ grown by 0.5 is entered at x = −1.5, t = 1.5 > 1; 5 units up the
  // path never enters it.
  const auto box_late = run<double>(MovingSphere<double>{{{-3, 0, 0}, 0.5}, {1, 0, 0}},
                                    Aabb<double>{{-1, -1, -1}, {1, 1, 1}});
  ASSERT_EQ(std::get<SweptSphereShapeContact<double>>(box_late.r.evidence).kind, SweepKind::misses);
  EXPECT_NE(first_contact(box_late.rows).find("would touch only at t = 1.5 > 1 → misses"),
            std::string::npos)
      << first_contact(box_late.rows);
  const auto box_by = run<double>(MovingSphere<double>{{{-3, 5, 0}, 0.5}, {1, 0, 0}},
                                  Aabb<double>{{-1, -1, -1}, {1, 1, 1}});
  ASSERT_EQ(std::get<SweptSphereShapeContact<double>>(box_by.r.evidence).kind, SweepKind::misses);
  EXPECT_NE(first_contact(box_by.rows).find("never touches: passes by → misses"), std::string::npos)
      << first_contact(box_by.rows);
}

TEST(PlanePlaneVisual, CrossingPlanesDrawTheirLineAndParallelOnesTheirDistance) {
  // y = 1 and x = 2 meet along u = (0,1,0) × (1,0,0) = (0,0,−1) through (2, 1, 0).
  const auto d = run<double>(Plane<double>{{0, 1, 0}, 1}, Plane<double>{{1, 0, 0}, 2});
  ASSERT_EQ(d.r.verdict, PairVerdict::intersects);
  EXPECT_TRUE(has_point_at(d.list, kContactColor, {2, 1, 0}));
  const auto lines = lines_of(d.list, kContactColor, 4);
  ASSERT_EQ(lines.size(), 1u);
  for (const glm::dvec3& p : {lines[0].a, lines[0].b}) {
    EXPECT_NEAR(p.x, 2, 1e-12);
    EXPECT_NEAR(p.y, 1, 1e-12);
  }
  EXPECT_EQ(why(d.rows, "line", "px"), 2);
  EXPECT_EQ(why(d.rows, "line", "uz"), -1);

  const auto p = run<double>(Plane<double>{{0, 1, 0}, 1}, Plane<double>{{0, 1, 0}, 3});
  ASSERT_EQ(p.r.verdict, PairVerdict::disjoint);
  EXPECT_TRUE(has_line(p.list, kGapColor, {0, 1, 0}, {0, 3, 0}));
  EXPECT_EQ(why(p.rows, "distance", "distance"), 2);
}

TEST(PointEllipsoidVisual, PointOutsideShowsWhereTheRayFromTheCentreLeaves) {
  // Centre (1, 0, 0), radii (2, 1, 1); p = (5, 0, 0): s = (4, 0, 0), k = 2, leaves at (3, 0, 0),
  // gap 4·(1 − 1/2) = 2.
  const auto d = run<double>(
      Point<double>{{5, 0, 0}},
      Ellipsoid<double>{{1, 0, 0},
                        {Vec3<double>{1, 0, 0}, Vec3<double>{0, 1, 0}, Vec3<double>{0, 0, 1}},
                        {2, 1, 1}});
  ASSERT_EQ(d.r.test, PairTest::point_ellipsoid);
  EXPECT_TRUE(has_point_at(d.list, kClosestColor, {3, 0, 0}, 1e-12));
  EXPECT_TRUE(has_line(d.list, kGapColor, {3, 0, 0}, {5, 0, 0}, 1e-12));
  EXPECT_NEAR(why(d.rows, "scaled radius", "k"), 2, 1e-12);
  EXPECT_NEAR(why(d.rows, "gap", "gap"), 2, 1e-12);
  EXPECT_EQ(why(d.rows, "surface", "x"),
            std::get<PointEllipsoid<double>>(d.r.evidence).surface_point.x);
}

Shape<double> ball_ellipsoid(const Vec3<double>& c) {
  return Ellipsoid<double>{
      c, {Vec3<double>{1, 0, 0}, Vec3<double>{0, 1, 0}, Vec3<double>{0, 0, 1}}, {1, 1, 1}};
}

TEST(GjkVisual, SeparatedShapesShowTheWitnessPointsTheDistanceAndTheSelectedSimplex) {
  // The unit sphere at 0 and a unit ball-shaped ellipsoid at (4, 0, 0): distance 2 between
  // (1, 0, 0) and (3, 0, 0).
  EvidenceStyle style;
  style.gjk_iteration = 0;
  const auto d = run<double>(Sphere<double>{{0, 0, 0}, 1}, ball_ellipsoid({4, 0, 0}), style);
  ASSERT_EQ(d.r.test, PairTest::convex_convex);
  ASSERT_EQ(d.r.verdict, PairVerdict::disjoint);
  const auto& e = std::get<ConvexProximity<double>>(d.r.evidence);
  EXPECT_NEAR(e.distance, 2, 1e-6);
  EXPECT_TRUE(has_point_at(d.list, kOperandAColor, dv(e.witness_a)));
  EXPECT_TRUE(has_point_at(d.list, kOperandBColor, dv(e.witness_b)));
  EXPECT_TRUE(has_line(d.list, kGapColor, dv(e.witness_a), dv(e.witness_b)));
  EXPECT_TRUE(test::near(dv(e.witness_a), {1, 0, 0}, 1e-4));
  EXPECT_TRUE(test::near(dv(e.witness_b), {3, 0, 0}, 1e-4));
  EXPECT_EQ(why(d.rows, "distance", "distance"), e.distance);
  EXPECT_EQ(why(d.rows, "distance", "b.x"), e.witness_b.x);
  // The first step's closest point is drawn (and its support points on A and B).
  ASSERT_FALSE(e.gjk.steps.empty());
  EXPECT_TRUE(has_point_at(d.list, kClosestColor, dv(e.gjk.steps[0].closest)));
  EXPECT_TRUE(has_point_at(d.list, kOperandAColor, dv(e.gjk.steps[0].found.a)));
  EXPECT_EQ(why(d.rows, "step 1", "upper"), e.gjk.steps[0].upper);
  EXPECT_EQ(why(d.rows, "GJK", "iterations"), e.gjk.iterations);
  // One row per step.
  EXPECT_EQ(test::row_named(d.rows, "step " + std::to_string(e.gjk.steps.size() + 1)), nullptr);
  EXPECT_NE(test::row_named(d.rows, "step " + std::to_string(e.gjk.steps.size())), nullptr);
  // Another step selected: its closest point is drawn instead.
  style.gjk_iteration = int(e.gjk.steps.size()) - 1;
  const auto last = run<double>(Sphere<double>{{0, 0, 0}, 1}, ball_ellipsoid({4, 0, 0}), style);
  EXPECT_TRUE(has_point_at(last.list, kClosestColor, dv(e.gjk.steps.back().closest)));
  // A test without GJK has no step rows (and no step slider: VisualizerTable).
  EXPECT_EQ(test::row_named(run<double>(Sphere<double>{}, Sphere<double>{}).rows, "step 1"),
            nullptr);
}

TEST(GjkVisual, OverlappingShapesShowTheDepthAlongTheNormal) {
  // Unit sphere at 0, unit ball at (1.5, 0, 0): depth 0.5 along (1, 0, 0).
  const auto d = run<double>(Sphere<double>{{0, 0, 0}, 1}, ball_ellipsoid({1.5, 0, 0}));
  ASSERT_EQ(d.r.verdict, PairVerdict::intersects);
  const auto& e = std::get<ConvexProximity<double>>(d.r.evidence);
  ASSERT_TRUE(e.epa_ran);
  EXPECT_NEAR(e.depth, 0.5, 1e-2);
  const glm::dvec3 cb = dv(e.contact_b);
  EXPECT_TRUE(has_line(d.list, kContactColor, cb, cb + e.depth * dv(e.normal)));
  EXPECT_TRUE(has_point_at(d.list, kOperandAColor, dv(e.contact_a)));
  EXPECT_EQ(why(d.rows, "penetration", "depth"), e.depth);
  EXPECT_EQ(why(d.rows, "penetration", "n.x"), e.normal.x);
  // EPA's polytope: every edge of its first face is drawn.
  ASSERT_FALSE(e.epa.faces.empty());
  const auto& f = e.epa.faces[0];
  const Color epa{1.00f, 0.45f, 0.45f, 0.5f};
  for (int i = 0; i < 3; ++i)
    EXPECT_TRUE(has_line(d.list, epa, dv(e.epa.vertices[std::size_t(f.v[std::size_t(i)])].w),
                         dv(e.epa.vertices[std::size_t(f.v[std::size_t((i + 1) % 3)])].w)));
}

}  // namespace
}  // namespace collide
