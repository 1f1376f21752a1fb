// The other visualizers against hand-worked cases: closest points, intervals, centre lines,
// crossings, cuts, supports and sweeps drawn where the maths puts them, and the why rows
// carrying the result's numbers.
#include <gtest/gtest.h>

#include <cmath>

#include "app/visualize/visualizer.hpp"
#include "tests/app/visualize/visualize_test_support.hpp"

namespace collide {
namespace {

using test::has_line;
using test::has_point_at;
using test::run;
using test::why;

TEST(BoxVisual, SphereBesideABoxShowsTheClampedPointAndTheSegmentToTheCentre) {
  // Centre (2, 0.5, 0), radius 0.5, box [−1, 1]³: q = (1, 0.5, 0), |p − q| = 1, gap 0.5.
  const auto d =
      run<double>(Sphere<double>{{2, 0.5, 0}, 0.5}, Aabb<double>{{-1, -1, -1}, {1, 1, 1}});
  ASSERT_EQ(d.r.verdict, PairVerdict::disjoint);
  EXPECT_TRUE(has_point_at(d.list, kClosestColor, {1, 0.5, 0}));
  EXPECT_TRUE(has_line(d.list, kGapColor, {2, 0.5, 0}, {1, 0.5, 0}));
  EXPECT_TRUE(has_point_at(d.list, kOperandAColor, {1.5, 0.5, 0}));  // where the radius ends
  EXPECT_EQ(why(d.rows, "closest point", "x"), 1);
  EXPECT_EQ(why(d.rows, "distance", "signed_distance"), 1);
  EXPECT_EQ(why(d.rows, "gap", "gap"), 0.5);
  EXPECT_EQ(why(d.rows, "gap", "gap"), std::get<BoxClosestPoint<double>>(d.r.evidence).gap);
}

TEST(BoxVisual, PointInsideATurnedBoxIsItsOwnClosestPoint) {
  const Shape<float> box =
      Obb<float>::from_rotation({1, 0, 0}, {1, 2, 1}, glm::angleAxis(0.5f, Vec3<float>{0, 1, 0}));
  const auto d = run<float>(Point<float>{{1.2f, 0.5f, 0}}, box);
  ASSERT_EQ(d.r.verdict, PairVerdict::intersects);
  EXPECT_TRUE(has_point_at(d.list, kClosestColor, {1.2, 0.5, 0}, 1e-6));
  EXPECT_LT(why(d.rows, "distance", "signed_distance"), 0);
}

TEST(BoxVisual, AabbOverlapShowsTheIntervalOnEachAxis) {
  // a [0,2]³, b [1,3]×[0.5,1]×[3,4]: x overlaps on [1,2], y on [0.5,1], z has a gap [2,3].
  const auto d =
      run<double>(Aabb<double>{{0, 0, 0}, {2, 2, 2}}, Aabb<double>{{1, 0.5, 3}, {3, 1, 4}});
  ASSERT_EQ(d.r.verdict, PairVerdict::disjoint);
  // Each axis' interval runs through the middle of the others': (1.5, 0.75, 2.5).
  EXPECT_TRUE(has_line(d.list, kOverlapColor, {1, 0.75, 2.5}, {2, 0.75, 2.5}));
  EXPECT_TRUE(has_line(d.list, kOverlapColor, {1.5, 0.5, 2.5}, {1.5, 1, 2.5}));
  EXPECT_TRUE(has_line(d.list, kGapColor, {1.5, 0.75, 3}, {1.5, 0.75, 2}));
  EXPECT_EQ(why(d.rows, "axis z", "gap"), 1);
  EXPECT_EQ(why(d.rows, "axis x", "overlap_min"), 1);
  EXPECT_EQ(why(d.rows, "axis y", "overlap_max"), 1);
  EXPECT_EQ(why(d.rows, "decision", "separating_axis"), 2);
}

TEST(SphereVisual, TwoSpheresShowTheCentreLineEachRadiusAndTheGap) {
  // c₁ = 0, r₁ = 1; c₂ = (3, 0, 0), r₂ = 0.5: distance 3, radius sum 1.5, gap 1.5.
  const auto d = run<double>(Sphere<double>{{0, 0, 0}, 1}, Sphere<double>{{3, 0, 0}, 0.5});
  EXPECT_TRUE(has_line(d.list, kMeasureColor, {0, 0, 0}, {3, 0, 0}));
  EXPECT_TRUE(has_line(d.list, kOperandAColor, {0, 0, 0}, {1, 0, 0}));
  EXPECT_TRUE(has_line(d.list, kOperandBColor, {3, 0, 0}, {2.5, 0, 0}));
  EXPECT_TRUE(has_line(d.list, kGapColor, {1, 0, 0}, {2.5, 0, 0}));
  EXPECT_EQ(why(d.rows, "centre distance", "center_distance"), 3);
  EXPECT_EQ(why(d.rows, "radius sum", "radius_sum"), 1.5);
  EXPECT_EQ(why(d.rows, "gap", "gap"), 1.5);
}

TEST(PlaneVisual, PointAndSphereShowTheirFeetAndDistances) {
  const Shape<double> floor = Plane<double>{{0, 1, 0}, 0};
  const auto p = run<double>(Point<double>{{1, 2, 3}}, floor);
  EXPECT_TRUE(has_line(p.list, kFrontColor, {1, 2, 3}, {1, 0, 3}));
  EXPECT_EQ(why(p.rows, "distance", "distance"), 2);
  const auto s = run<double>(Sphere<double>{{0, 2, 0}, 0.5}, floor);
  EXPECT_TRUE(has_point_at(s.list, kClosestColor, {0, 0, 0}));
  EXPECT_TRUE(has_line(s.list, kMeasureColor, {0, 2, 0}, {0, 0, 0}));
  EXPECT_EQ(why(s.rows, "centre distance", "s"), 2);
  EXPECT_EQ(why(s.rows, "side", "r"), 0.5);
}

TEST(PlaneVisual, SegmentCrossingAQuarterOfTheWay) {
  // From y = −1 to y = 3 through y = 0: t = 1/4 at the origin.
  const auto d = run<double>(Segment<double>{{0, -1, 0}, {0, 3, 0}}, Plane<double>{{0, 1, 0}, 0});
  EXPECT_TRUE(has_point_at(d.list, kContactColor, {0, 0, 0}));
  EXPECT_TRUE(has_line(d.list, kBackColor, {0, -1, 0}, {0, 0, 0}));
  EXPECT_TRUE(has_line(d.list, kFrontColor, {0, 3, 0}, {0, 0, 0}));
  EXPECT_EQ(why(d.rows, "crossing", "t"), 0.25);
  EXPECT_EQ(why(d.rows, "end distances", "distance_a"), -1);
}

TEST(PlaneVisual, TriangleCutBetweenTwoEdges) {
  // a below (y = −1), b and c above (y = 1): the plane y = 0 cuts a–b at the origin and a–c at
  // (−1, 0, 0).
  const auto d = run<double>(Triangle<double>{{-1, -1, 0}, {1, 1, 0}, {-1, 1, 0}},
                             Plane<double>{{0, 1, 0}, 0});
  EXPECT_TRUE(has_line(d.list, kContactColor, {0, 0, 0}, {-1, 0, 0}, 1e-15));
  EXPECT_TRUE(has_point_at(d.list, kBackColor, {-1, -1, 0}));
  EXPECT_TRUE(has_point_at(d.list, kFrontColor, {1, 1, 0}));
  EXPECT_EQ(why(d.rows, "vertex a", "dist"), -1);
  EXPECT_EQ(why(d.rows, "vertex c", "dist"), 1);
}

TEST(PlaneVisual, EllipsoidSupportsAndEffectiveRadius) {
  // Radii (2, 1, 1) on the world axes, plane normal (1, 1, 0)/√2 through the origin, centre
  // (0, 3, 0): r = √((2/√2)² + (1/√2)²) = √2.5; s = 3/√2; supports c ∓ (4, 1, 0)/(√2·r).
  const Shape<double> e = Ellipsoid<double>::from_rotation({0, 3, 0}, {2, 1, 1}, {1, 0, 0, 0});
  const Shape<double> plane = Plane<double>::from_point_normal({0, 0, 0}, {1, 1, 0});
  const auto d = run<double>(e, plane);
  const double r = std::sqrt(2.5), k = 1 / (std::sqrt(2.0) * r);
  EXPECT_NEAR(why(d.rows, "effective radius", "r"), r, 1e-12);
  EXPECT_NEAR(why(d.rows, "centre distance", "s"), 3 / std::sqrt(2.0), 1e-12);
  EXPECT_TRUE(has_point_at(d.list, kNVertexColor, {-4 * k, 3 - k, 0}, 1e-12));
  EXPECT_TRUE(has_point_at(d.list, kPVertexColor, {4 * k, 3 + k, 0}, 1e-12));
}

TEST(SweptSphereVisual, ContactAtHalfTimeAndTheScrubbedSphere) {
  // Centre (0, 3, 0), r = 1, v = (0, −4, 0) over y = 0: d₀ = 3, d₁ = −1,
  // t = (3 − 1)/(3 + 1) = 0.5, the sphere then at (0, 1, 0) touching at the origin.
  const Shape<double> m = MovingSphere<double>{{{0, 3, 0}, 1}, {0, -4, 0}};
  const Shape<double> floor = Plane<double>{{0, 1, 0}, 0};
  const auto d = run<double>(m, floor, {.sweep_t = 0.25});
  EXPECT_TRUE(has_point_at(d.list, kContactColor, {0, 0, 0}, 1e-12));
  EXPECT_EQ(why(d.rows, "first contact", "t"), 0.5);
  // The sphere at contact: every contact-coloured circle point is 1 from (0, 1, 0), and there
  // are the wireframe's 3 × 48 segments of them.
  const auto contact = test::lines_of(d.list, kContactColor, 2.0f);
  ASSERT_EQ(contact.size(), 144u);
  for (const DrawLine& l : contact)
    EXPECT_NEAR(glm::length(l.a - glm::dvec3(0, 1, 0)), 1, 1e-12);
  // The scrubbed sphere at t = 0.25: centre (0, 2, 0), distance 2.
  const auto scrub = test::lines_of(d.list, kMeasureColor, 2.0f);
  ASSERT_GE(scrub.size(), 144u);
  EXPECT_NEAR(glm::length(scrub[0].a - glm::dvec3(0, 2, 0)), 1, 1e-12);
  EXPECT_EQ(why(d.rows, "at scrubbed t", "dist"), 2);
  // Without a scrubbed time: no such sphere and no such row.
  const auto plain = run<double>(m, floor);
  EXPECT_EQ(test::row_named(plain.rows, "at scrubbed t"), nullptr);
  EXPECT_TRUE(test::lines_of(plain.list, kMeasureColor, 2.0f).empty());
}

}  // namespace
}  // namespace collide
