// The ray visualizer against hand-worked cases: the ray drawn from its origin, the entry and
// exit markers where the maths puts them, the normal arrow at the entry, the closest approach
// of thin kinds, and the why rows carrying the closed form's numbers.
#include <gtest/gtest.h>

#include "app/visualize/visualizer.hpp"
#include "tests/app/visualize/visualize_test_support.hpp"

namespace collide {
namespace {

using test::has_line;
using test::has_point_at;
using test::why;

struct Drawn {
  PairResult<double> r;
  DrawList list;
  WhyRows rows;
};
Drawn run(const Shape<double>& a, const Shape<double>& b) {
  Drawn d{pair_test(a, b), {}, {}};
  draw_evidence(d.r, a, b, {}, d.list);
  explain_evidence(d.r, a, b, {}, d.rows);
  return d;
}

// Whether some evidence line of colour c starts at p (either end) and runs along u.
bool has_line_from_along(const DrawList& l, const Color& c, const glm::dvec3& p,
                         const glm::dvec3& u) {
  for (const DrawLine& x : test::lines_of(l, c)) {
    for (auto [from, to] : {std::pair{x.a, x.b}, std::pair{x.b, x.a}}) {
      const glm::dvec3 v = to - from;
      if (test::near(from, p) && glm::length(v) > 0 &&
          test::near(glm::normalize(v), glm::normalize(u), 1e-12))
        return true;
    }
  }
  return false;
}

TEST(RayVisual, RayThroughABoxMarksEntryAndExitWithTheNormalAndEachSlab) {
  // From (−5, 0.5, 0) along +x through [−1, 1]³: the x slab holds t in [4, 6], so it enters at
  // (−1, 0.5, 0) through the face whose normal is −x and leaves at (1, 0.5, 0); y and z are
  // parallel slabs that hold the ray for every t.
  const Drawn d = run(Ray<double>{{-5, 0.5, 0}, {1, 0, 0}}, Aabb<double>{{-1, -1, -1}, {1, 1, 1}});
  ASSERT_EQ(d.r.test, PairTest::ray_aabb);
  ASSERT_TRUE(d.r.intersects());
  EXPECT_TRUE(test::only_evidence(d.list));
  EXPECT_TRUE(has_point_at(d.list, kContactColor, {-1, 0.5, 0}));
  EXPECT_TRUE(has_point_at(d.list, kContactColor, {1, 0.5, 0}));
  EXPECT_TRUE(has_line(d.list, kOverlapColor, {-1, 0.5, 0}, {1, 0.5, 0}));
  EXPECT_TRUE(has_point_at(d.list, kOperandAColor, {-5, 0.5, 0}));                    // the origin
  EXPECT_TRUE(has_line_from_along(d.list, kOperandAColor, {-5, 0.5, 0}, {1, 0, 0}));  // the ray
  EXPECT_TRUE(has_line_from_along(d.list, kMeasureColor, {-1, 0.5, 0}, {-1, 0, 0}));  // normal
  EXPECT_EQ(why(d.rows, "slab x", "enter"), 4);
  EXPECT_EQ(why(d.rows, "slab x", "exit"), 6);
  EXPECT_EQ(why(d.rows, "slab y", "parallel"), 1);
  EXPECT_EQ(why(d.rows, "slab y", "outside"), 0);
  EXPECT_EQ(why(d.rows, "entry", "t_enter"), 4);
  EXPECT_EQ(why(d.rows, "entry", "t_exit"), 6);
  EXPECT_EQ(why(d.rows, "entry", "x"), -1);
  EXPECT_EQ(why(d.rows, "entry", "nx"), -1);
}

TEST(RayVisual, BoxFirstDrawsTheSameAsRayFirst) {
  const Shape<double> ray = Ray<double>{{-5, 0.5, 0}, {1, 0, 0}};
  const Shape<double> box = Aabb<double>{{-1, -1, -1}, {1, 1, 1}};
  const Drawn forward = run(ray, box), back = run(box, ray);
  EXPECT_TRUE(back.r.swapped);
  EXPECT_EQ(forward.list, back.list);
}

TEST(RayVisual, SphereChordRowsHoldTMidAndTheHalfChord) {
  // y = 0.6 across the unit sphere from x = −5: |l| = 0.6, half chord √(1 − 0.36) = 0.8, so
  // t = 5 ± 0.8 and it enters at (−0.8, 0.6, 0) where the normal is (−0.8, 0.6, 0).
  const Drawn d = run(Ray<double>{{-5, 0.6, 0}, {1, 0, 0}}, Sphere<double>{{0, 0, 0}, 1});
  ASSERT_TRUE(d.r.intersects());
  EXPECT_NEAR(why(d.rows, "chord", "t_mid"), 5, 1e-12);
  EXPECT_NEAR(why(d.rows, "chord", "closest"), 0.6, 1e-12);
  EXPECT_NEAR(why(d.rows, "chord", "half_chord"), 0.8, 1e-12);
  EXPECT_NEAR(why(d.rows, "entry", "t_enter"), 4.2, 1e-12);
  EXPECT_TRUE(has_point_at(d.list, kContactColor, {-0.8, 0.6, 0}, 1e-12));
  EXPECT_TRUE(has_point_at(d.list, kContactColor, {0.8, 0.6, 0}, 1e-12));
  EXPECT_TRUE(has_line_from_along(d.list, kMeasureColor, {-0.8, 0.6, 0}, {-0.8, 0.6, 0}));
}

TEST(RayVisual, MissedSphereShowsTheClosestApproach) {
  // y = 2 passes the unit sphere: nearest (0, 2, 0), 2 from the centre; no entry marker.
  const Drawn d = run(Ray<double>{{-5, 2, 0}, {1, 0, 0}}, Sphere<double>{{0, 0, 0}, 1});
  ASSERT_FALSE(d.r.intersects());
  EXPECT_TRUE(has_line(d.list, kGapColor, {0, 2, 0}, {0, 0, 0}));
  EXPECT_TRUE(test::points_of(d.list, kContactColor).empty());
}

TEST(RayVisual, PointBesideTheRayShowsBothClosestPointsAndTheDistance) {
  const Drawn d = run(Ray<double>{{0, 0, 0}, {1, 0, 0}}, Point<double>{{3, 1, 0}});
  ASSERT_EQ(d.r.test, PairTest::ray_point);
  EXPECT_TRUE(has_point_at(d.list, kOperandAColor, {3, 0, 0}));
  EXPECT_TRUE(has_point_at(d.list, kClosestColor, {3, 1, 0}));
  EXPECT_TRUE(has_line(d.list, kGapColor, {3, 0, 0}, {3, 1, 0}));
  EXPECT_EQ(why(d.rows, "closest", "t"), 3);
  EXPECT_EQ(why(d.rows, "distance", "distance"), 1);
}

TEST(RayVisual, PlaneRowsGiveTheCrossingFromTheOriginsDistance) {
  // From (0, 2, 0) down onto y = 0: s₀ = 2, n·d = −1, t = 2 at the origin's foot.
  const Drawn d = run(Ray<double>{{0, 2, 0}, {0, -1, 0}}, Plane<double>{{0, 1, 0}, 0});
  ASSERT_TRUE(d.r.intersects());
  EXPECT_EQ(why(d.rows, "crossing", "s0"), 2);
  EXPECT_EQ(why(d.rows, "crossing", "rate"), -1);
  EXPECT_TRUE(has_point_at(d.list, kContactColor, {0, 0, 0}));
  EXPECT_TRUE(has_line_from_along(d.list, kMeasureColor, {0, 0, 0}, {0, 1, 0}));
}

TEST(RayVisual, MovingSphereNamesThePieceAndTheSweepTime) {
  // Across the middle of the capsule x in [0, 4], r = 1: the side at (2, −1, 0), τ = 0.5.
  const Drawn d =
      run(Ray<double>{{2, -5, 0}, {0, 1, 0}}, MovingSphere<double>{{{0, 0, 0}, 1}, {4, 0, 0}});
  ASSERT_TRUE(d.r.intersects());
  EXPECT_TRUE(has_point_at(d.list, kContactColor, {2, -1, 0}));
  EXPECT_EQ(why(d.rows, "piece", "sweep_time"), 0.5);
  EXPECT_EQ(why(d.rows, "path", "closest"), 0);
}

}  // namespace
}  // namespace collide
