#include "core/queries/moving_sphere_queries.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "tests/core/queries/query_test_support.hpp"
#include "tests/core/queries/reference_distance.hpp"
#include "tests/support/scalars.hpp"

namespace collide {
namespace {

using test::Real;
using test::VecL;
using test::wide;

template <class T>
class MovingSphereQueriesTest : public ::testing::Test {};
TYPED_TEST_SUITE(MovingSphereQueriesTest, test::Scalars);

TYPED_TEST(MovingSphereQueriesTest, HandWorked) {
  using T = TypeParam;
  // Unit sphere from x = −5 moving +8 toward the unit sphere at the origin: the centers are
  // 2 apart at x = −2, t = 3/8; the contact point is (−1, 0, 0).
  const MovingSphere<T> s{{{-5, 0, 0}, 1}, {8, 0, 0}};
  auto head_on = swept_sphere_contact(s, Sphere<T>{{0, 0, 0}, 1});
  EXPECT_EQ(head_on.kind, SweepKind::hits);
  EXPECT_EQ(head_on.t, T(0.375));
  EXPECT_EQ(head_on.contact_point, (Vec3<T>{-1, 0, 0}));
  EXPECT_EQ(head_on.center_at_contact, (Vec3<T>{-2, 0, 0}));
  // Against the point (0, 0, 0): touches at x = −1, t = 0.5.
  auto point = swept_sphere_contact(s, Point<T>{{0, 0, 0}});
  EXPECT_EQ(point.t, T(0.5));
  EXPECT_EQ(point.contact_point, (Vec3<T>{0, 0, 0}));
  // Offset by 2 in y: grazes the sphere at t = 5/8 (closest approach exactly 2 = R).
  auto graze =
      swept_sphere_contact(MovingSphere<T>{{{-5, 2, 0}, 1}, {8, 0, 0}}, Sphere<T>{{0, 0, 0}, 1});
  EXPECT_TRUE(graze.intersects);
  EXPECT_TRUE(graze.within_tolerance);
  EXPECT_NEAR(graze.t, 0.625,
              test::float_ulps<T>(1e-6));  // |m|² − R² = 29 − 4, rounded through √29
  EXPECT_EQ(graze.closest_gap, T(0));
  auto pass =
      swept_sphere_contact(MovingSphere<T>{{{-5, 2.01, 0}, 1}, {8, 0, 0}}, Sphere<T>{{0, 0, 0}, 1});
  EXPECT_EQ(pass.kind, SweepKind::misses);
  EXPECT_NEAR(pass.closest_gap, 0.01, test::float_ulps<T>(1e-5));
  // Exactly at t = 1, and short of it.
  auto end =
      swept_sphere_contact(MovingSphere<T>{{{-5, 0, 0}, 1}, {3, 0, 0}}, Sphere<T>{{0, 0, 0}, 1});
  EXPECT_EQ(end.kind, SweepKind::hits);
  EXPECT_EQ(end.t, T(1));
  auto late =
      swept_sphere_contact(MovingSphere<T>{{{-5, 0, 0}, 1}, {2, 0, 0}}, Sphere<T>{{0, 0, 0}, 1});
  EXPECT_EQ(late.kind, SweepKind::misses);
  EXPECT_EQ(late.t, T(1.5));
  EXPECT_FALSE(late.intersects);
  // Touching at the start, moving away, not moving.
  EXPECT_EQ(
      swept_sphere_contact(MovingSphere<T>{{{2, 0, 0}, 1}, {5, 0, 0}}, Sphere<T>{{0, 0, 0}, 1})
          .kind,
      SweepKind::touching_at_start);
  EXPECT_EQ(
      swept_sphere_contact(MovingSphere<T>{{{3, 0, 0}, 1}, {5, 0, 0}}, Sphere<T>{{0, 0, 0}, 1})
          .kind,
      SweepKind::moving_away);
  EXPECT_EQ(
      swept_sphere_contact(MovingSphere<T>{{{3, 0, 0}, 1}, {0, 0, 0}}, Sphere<T>{{0, 0, 0}, 1})
          .kind,
      SweepKind::parallel);
  // Two moving spheres closing head-on at 4 + 4: 10 apart, touching when 2 apart, t = 1.
  auto both = swept_sphere_contact(MovingSphere<T>{{{-5, 0, 0}, 1}, {4, 0, 0}},
                                   MovingSphere<T>{{{5, 0, 0}, 1}, {-4, 0, 0}});
  EXPECT_EQ(both.kind, SweepKind::hits);
  EXPECT_EQ(both.t, T(1));
  EXPECT_EQ(both.contact_point, (Vec3<T>{0, 0, 0}));
  // Moving together: no relative motion.
  EXPECT_EQ(swept_sphere_contact(MovingSphere<T>{{{-5, 0, 0}, 1}, {4, 0, 0}},
                                 MovingSphere<T>{{{5, 0, 0}, 1}, {4, 0, 0}})
                .kind,
            SweepKind::parallel);
  // Zero radius: a moving point against a point.
  EXPECT_TRUE(swept_sphere_contact(MovingSphere<T>{{{0, 0, 0}, 0}, {2, 0, 0}}, Point<T>{{1, 0, 0}})
                  .intersects);
  // Invalid input.
  const T nan = std::numeric_limits<T>::quiet_NaN();
  auto bad = swept_sphere_contact(MovingSphere<T>{{{0, 0, 0}, 1}, {nan, 0, 0}}, Point<T>{});
  EXPECT_EQ(bad.input.problem, Problem::non_finite);
  EXPECT_EQ(bad.input.operand, Operand::a);
  EXPECT_FALSE(bad.intersects);
  EXPECT_EQ(swept_sphere_contact(MovingSphere<T>{}, Sphere<T>{{0, 0, 0}, -1}).input.operand,
            Operand::b);
}

// Against a reference in extended precision that never solves the quadratic: the gap
// g(t) = |m + t·w| − R is convex, so its least value on [0, 1] comes by golden section and the
// first contact by bisection on [0, argmin].
TYPED_TEST(MovingSphereQueriesTest, PropertyAgainstConvexSearch) {
  using T = TypeParam;
  test::Random random(0x5EE9);
  // Random pairs, none built grazing: in the band by chance only, 0.1%.
  test::Tally tally("moving sphere-sphere", test::boundary_ceiling(test::kPropertyCases, 0, 1e-3));
  const Real slack = std::is_same_v<T, float> ? 1e-5L : 1e-13L;
  const Real time_slack = std::is_same_v<T, float> ? 1e-2L : 1e-6L;
  int bad_times = 0;
  for (int i = 0; i < test::kPropertyCases; ++i) {
    const MovingSphere<T> a{random.sphere<T>(3, 1), random.vec<T>(-5, 5)};
    const MovingSphere<T> b{random.sphere<T>(3, 1),
                            random.one_in(2) ? Vec3<T>(0) : random.vec<T>(-3, 3)};
    const auto r = swept_sphere_contact(a, b);
    const VecL m = wide(a.sphere.center) - wide(b.sphere.center);
    const VecL w = wide(a.velocity) - wide(b.velocity);
    const Real R = Real(a.sphere.radius) + Real(b.sphere.radius);
    auto gap = [&](Real t) { return test::length(m + t * w) - R; };
    Real at = 0;
    const Real least = test::minimise_convex(gap, &at);
    const bool ref_hits = least <= 0;
    tally.add(r.intersects, ref_hits, std::abs(least) <= slack * 10,
              [&](std::ostream& out) { out << "case " << i << " least gap " << double(least); });
    if (r.intersects && ref_hits && least < -slack * 10) {
      Real lo = 0, hi = at;
      if (gap(0) <= 0) hi = 0;
      for (int k = 0; k < 100; ++k) {
        const Real mid = (lo + hi) / 2;
        (gap(mid) <= 0 ? hi : lo) = mid;
      }
      if (std::abs(Real(r.t) - hi) > time_slack && ++bad_times == 1)
        ADD_FAILURE() << "case " << i << " t " << r.t << " vs " << double(hi);
    }
  }
  EXPECT_NO_REAL_DISAGREEMENT(tally);
  EXPECT_EQ(bad_times, 0);
}

// A sphere rolling along a triangle's edge and sliding along a box's face, hand-worked.
TYPED_TEST(MovingSphereQueriesTest, ShapesHandWorked) {
  using T = TypeParam;
  // Segment (0,0,0)–(4,0,0); a unit sphere from (2, 5, 0) down at 8: touches at y = 1, t = 1/2.
  const Segment<T> seg{{0, 0, 0}, {4, 0, 0}};
  auto down = swept_sphere_contact(MovingSphere<T>{{{2, 5, 0}, 1}, {0, -8, 0}}, seg);
  EXPECT_EQ(down.kind, SweepKind::hits);
  EXPECT_EQ(down.t, T(0.5));
  EXPECT_EQ(down.contact_point, (Vec3<T>{2, 0, 0}));
  // Toward the end (4, 0, 0) along the axis from x = 10: touches the end's sphere at x = 5,
  // t = 5/8.
  auto end = swept_sphere_contact(MovingSphere<T>{{{10, 0, 0}, 1}, {-8, 0, 0}}, seg);
  EXPECT_EQ(end.t, T(0.625));
  EXPECT_EQ(end.contact_point, (Vec3<T>{4, 0, 0}));
  // Past the end: misses.
  EXPECT_FALSE(swept_sphere_contact(MovingSphere<T>{{{6, 5, 0}, 1}, {0, -8, 0}}, seg).intersects);
  // Box [0,1]³: from (3, 0.5, 0.5) at −4 in x touches the face x = 1 at t = 1/4.
  const Aabb<T> box = test::unit_box<T>();
  auto face = swept_sphere_contact(MovingSphere<T>{{{3, 0.5, 0.5}, 1}, {-4, 0, 0}}, box);
  EXPECT_EQ(face.t, T(0.25));
  EXPECT_EQ(face.contact_point, (Vec3<T>{1, 0.5, 0.5}));
  // Toward the corner (1, 1, 1) along the diagonal: touches the corner's sphere.
  auto corner = swept_sphere_contact(MovingSphere<T>{{{3, 3, 3}, 1}, {-3, -3, -3}},
                                     box);  // |c − corner| = 2√3 at t = 0
  EXPECT_NEAR(corner.t, (2 * std::sqrt(3.0) - 1) / (3 * std::sqrt(3.0)), test::float_ulps<T>(1e-5));
  EXPECT_NEAR(corner.contact_point.x, 1, test::float_ulps<T>(1e-5));
  // Sliding along the top face at height exactly 1 (= r): touching all along, from t = 0.
  EXPECT_EQ(swept_sphere_contact(MovingSphere<T>{{{-3, 2, 0.5}, 1}, {8, 0, 0}}, box).kind,
            SweepKind::hits);
  // Passing over the edge y = z = 1 with clearance: center line y = z = 1.8 is 0.8√2 > 1 away.
  EXPECT_FALSE(
      swept_sphere_contact(MovingSphere<T>{{{-3, 1.8, 1.8}, 1}, {8, 0, 0}}, box).intersects);
  // y = z = 1.7: 0.7√2 < 1 from the edge: hits its capsule.
  EXPECT_TRUE(
      swept_sphere_contact(MovingSphere<T>{{{-3, 1.7, 1.7}, 1}, {8, 0, 0}}, box).intersects);
  // OBB: the unit cube turned 45° about z reaches x = √2.
  const T h = std::sqrt(T(0.5));
  const Obb<T> obb{{0, 0, 0}, {Vec3<T>{h, h, 0}, Vec3<T>{-h, h, 0}, Vec3<T>{0, 0, 1}}, {1, 1, 1}};
  auto turned = swept_sphere_contact(MovingSphere<T>{{{5, 0, 0}, 1}, {-4, 0, 0}}, obb);
  EXPECT_NEAR(turned.t, (4 - std::sqrt(2.0)) / 4, test::float_ulps<T>(1e-5));
  // Triangle (0,0,0), (4,0,0), (0,4,0): onto the face from above, and sliding along edge ab at
  // distance exactly r (the sphere's lowest point on the triangle's plane, beside the edge).
  const Triangle<T> tri{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};
  auto onto = swept_sphere_contact(MovingSphere<T>{{{1, 1, 5}, 1}, {0, 0, -8}}, tri);
  EXPECT_EQ(onto.t, T(0.5));
  EXPECT_EQ(onto.contact_point, (Vec3<T>{1, 1, 0}));
  auto slide = swept_sphere_contact(MovingSphere<T>{{{-2, -1, 0}, 1}, {8, 0, 0}}, tri);
  EXPECT_TRUE(slide.intersects);
  EXPECT_EQ(slide.t, T(0.25));  // reaches x = 0, where the edge starts: (0, 0, 0) at distance 1
  auto beside = swept_sphere_contact(MovingSphere<T>{{{-2, -1.01, 0}, 1}, {8, 0, 0}}, tri);
  EXPECT_FALSE(beside.intersects);
  // Degenerate triangle: a segment.
  EXPECT_TRUE(swept_sphere_contact(MovingSphere<T>{{{2, 5, 0}, 1}, {0, -8, 0}},
                                   Triangle<T>{{0, 0, 0}, {4, 0, 0}, {2, 0, 0}})
                  .intersects);
  // Touching at start and invalid input.
  EXPECT_EQ(swept_sphere_contact(MovingSphere<T>{{{2, 1, 0}, 1}, {0, 8, 0}}, seg).kind,
            SweepKind::touching_at_start);
  EXPECT_EQ(swept_sphere_contact(MovingSphere<T>{{{2, 2, 0}, 1}, {0, 8, 0}}, seg).kind,
            SweepKind::moving_away);
  EXPECT_EQ(swept_sphere_contact(MovingSphere<T>{}, Aabb<T>{{1, 1, 1}, {0, 0, 0}}).input.problem,
            Problem::inverted_bounds);
}

// Found by fuzz_pair_tests: a zero-radius sweep that starts on the line of a triangle's edge,
// beyond the edge's end, and leaves the triangle's plane. Triangle in y = −16: a = (14.875, −16,
// −12), b = (−16, −16, −16), c = (−16, −16, −31.974609375); edge bc is x = −16, y = −16, z in
// [−31.97, −16]. Path (−16, −16, 0) + t·(0, −15.875, −16): at t = 0 on the edge's line but 16
// beyond b; for t > 0 it is 15.875·t off the plane. It passes b at 11.3 at best (t ≈ 0.504:
// |(0, −15.875t, 16 − 16t)|² is least at t = 256/508.0156) and ends 15.875 right under b. The
// edge's zero-radius cylinder saw a path starting on its axis, where the closest approach and
// m·w are rounding residue, and the grazing formula put the contact at t = 1 on b: a "hit"
// 15.875 away.
TYPED_TEST(MovingSphereQueriesTest, ZeroRadiusPathLeavingAnEdgeLineBeyondTheEdgeMisses) {
  using T = TypeParam;
  const Triangle<T> tri{{T(14.875), -16, -12}, {-16, -16, -16}, {-16, -16, T(-31.974609375)}};
  const Vec3<T> c{-16, -16, 0}, v{0, T(-15.875), -16};
  const auto r = swept_sphere_contact(MovingSphere<T>{{c, 0}, v}, tri);
  EXPECT_FALSE(r.intersects);
  EXPECT_NE(r.kind, SweepKind::hits);
  EXPECT_FALSE(r.within_tolerance);
  // The independent answer: the path's distance to the triangle (reference_distance.hpp, in
  // extended precision), sampled along it.
  Real nearest = 1e30;
  for (int k = 0; k <= 1000; ++k) {
    const VecL x = wide(c) + Real(k) / Real(1000) * wide(v);
    nearest =
        std::min(nearest, test::point_triangle_distance(x, wide(tri.a), wide(tri.b), wide(tri.c)));
  }
  EXPECT_GT(nearest, Real(11));
  // The same path starting 1 below the edge's line (not on it) was never in doubt.
  const auto off = swept_sphere_contact(MovingSphere<T>{{c + Vec3<T>(0, -1, 0), 0}, v}, tri);
  EXPECT_FALSE(off.intersects);
}

// Found by fuzz_pair_tests: a zero-radius sweep whose path goes through a triangle's edge. Path
// (0, 0, −15.875) + t·(−16, −16, −1); triangle a = (−16, −16, −1), b = (−1, −1, −16),
// c = (0, −9.5, −16). At t = 9/136 the center is P = (−18/17, −18/17, −15.875 − 9/136), and
// P = a + (254/255)(b − a): on edge ab. The path crosses the plane there (v·n = 2422.5 ≠ 0 for
// n = (b − a) × (c − a) = (−127.5, −15, −142.5)), so it meets the triangle at P only: a graze,
// which rounding decides (the edge's cylinder has R = 0 and a discriminant of ≈ 0). Both
// precisions must call it a hit within tolerance at P; float said hit and double miss, unflagged.
TYPED_TEST(MovingSphereQueriesTest, ZeroRadiusPathThroughATriangleEdgeIsAGrazeWithinTolerance) {
  using T = TypeParam;
  const Triangle<T> tri{{-16, -16, -1}, {-1, -1, -16}, {0, -9.5, -16}};
  const Vec3<T> c{0, 0, -15.875}, v{-16, -16, -1};
  const double t_edge = 9.0 / 136.0;
  // The hand-worked point, checked in extended precision against both the path and the edge.
  const VecL p = wide(c) + Real(t_edge) * wide(v);
  const VecL on_edge = wide(tri.a) + Real(254) / Real(255) * (wide(tri.b) - wide(tri.a));
  ASSERT_LT(glm::length(p - on_edge), Real(1e-15));

  const auto graze = swept_sphere_contact(MovingSphere<T>{{c, 0}, v}, tri);
  EXPECT_EQ(graze.kind, SweepKind::hits);
  EXPECT_TRUE(graze.within_tolerance);
  EXPECT_NEAR(double(graze.t), t_edge, test::float_ulps<T>(1e-5));
  EXPECT_NEAR(double(graze.contact_point.x), double(p.x), test::float_ulps<T>(1e-4));
  EXPECT_NEAR(double(graze.contact_point.y), double(p.y), test::float_ulps<T>(1e-4));
  EXPECT_NEAR(double(graze.contact_point.z), double(p.z), test::float_ulps<T>(1e-4));

  // The same path moved by ±0.01·(c − P), in the triangle's plane (t at the plane unchanged):
  // through the face just inside the edge, a hit; just beyond it, a miss. Neither is a graze:
  // they pass 0.01·(c's distance to the edge, 7.38) ≈ 0.074 from it, far outside the band.
  const Vec3<T> toward_c = tri.c - Vec3<T>(p);
  const auto inside = swept_sphere_contact(MovingSphere<T>{{c + T(0.01) * toward_c, 0}, v}, tri);
  EXPECT_EQ(inside.kind, SweepKind::hits);
  EXPECT_FALSE(inside.within_tolerance);
  EXPECT_NEAR(double(inside.t), t_edge, test::float_ulps<T>(1e-5));
  const auto beyond = swept_sphere_contact(MovingSphere<T>{{c - T(0.01) * toward_c, 0}, v}, tri);
  EXPECT_FALSE(beyond.intersects);
  EXPECT_FALSE(beyond.within_tolerance);
}

// The sweeps against shapes, against the same convex search on the reference distances.
TYPED_TEST(MovingSphereQueriesTest, ShapesPropertyAgainstConvexSearch) {
  using T = TypeParam;
  constexpr int kCases = 20000;
  test::Random random(0x5EE5);
  // Random sweeps, none built grazing: in the band by chance only, 0.1%.
  const long ceiling = test::boundary_ceiling(kCases, 0, 1e-3);
  test::Tally seg_tally("moving sphere-segment", ceiling),
      aabb_tally("moving sphere-aabb", ceiling), obb_tally("moving sphere-obb", ceiling),
      tri_tally("moving sphere-triangle", ceiling);
  const Real slack = std::is_same_v<T, float> ? 1e-5L : 1e-13L;
  const Real time_slack = std::is_same_v<T, float> ? 1e-2L : 1e-6L;
  int bad_times = 0;
  auto check = [&](test::Tally& tally, const SweptSphereShapeContact<T>& r,
                   const MovingSphere<T>& s, auto&& distance) {
    const VecL c = wide(s.sphere.center), v = wide(s.velocity);
    const Real R = Real(s.sphere.radius);
    auto gap = [&](Real t) { return distance(c + t * v) - R; };
    Real at = 0;
    const Real least = test::minimise_convex(gap, &at);
    tally.add(r.intersects, least <= 0, std::abs(least) <= slack * 10, [&](std::ostream& out) {
      out << test::str(s.sphere.center) << " r " << s.sphere.radius << " v "
          << test::str(s.velocity) << " least " << double(least) << " kind " << name_of(r.kind);
    });
    if (r.intersects && least < -slack * 10) {
      Real lo = 0, hi = at;
      if (gap(0) <= 0) hi = 0;
      for (int k = 0; k < 100; ++k) {
        const Real mid = (lo + hi) / 2;
        (gap(mid) <= 0 ? hi : lo) = mid;
      }
      if (std::abs(Real(r.t) - hi) > time_slack && ++bad_times == 1)
        ADD_FAILURE() << name_of(r.kind) << " t " << r.t << " vs " << double(hi);
    }
  };
  for (int i = 0; i < kCases; ++i) {
    const MovingSphere<T> s{random.sphere<T>(3, 1), random.vec<T>(-5, 5)};
    {
      const Segment<T> seg{random.vec<T>(-2, 2), random.vec<T>(-2, 2)};
      check(seg_tally, swept_sphere_contact(s, seg), s, [&](const VecL& x) {
        return test::point_segment_projection(x, wide(seg.a), wide(seg.b));
      });
    }
    {
      const Aabb<T> box = random.aabb<T>(1.5, 1.5);
      check(aabb_tally, swept_sphere_contact(s, box), s, [&](const VecL& x) {
        return test::point_box_distance(x, wide(box.min), wide(box.max));
      });
    }
    {
      const Obb<T> box = random.obb<T>(1.5, 1.5);
      check(obb_tally, swept_sphere_contact(s, box), s, [&](const VecL& x) {
        const VecL o = x - wide(box.center);
        const VecL local{glm::dot(o, wide(box.axes[0])), glm::dot(o, wide(box.axes[1])),
                         glm::dot(o, wide(box.axes[2]))};
        return test::point_box_distance(local, -wide(box.half_extents), wide(box.half_extents));
      });
    }
    {
      const Triangle<T> tri{random.vec<T>(-2, 2), random.vec<T>(-2, 2), random.vec<T>(-2, 2)};
      check(tri_tally, swept_sphere_contact(s, tri), s, [&](const VecL& x) {
        return test::point_triangle_distance(x, wide(tri.a), wide(tri.b), wide(tri.c));
      });
    }
  }
  for (const test::Tally* t : {&seg_tally, &aabb_tally, &obb_tally, &tri_tally}) {
    EXPECT_EQ(t->cases(), kCases);
    EXPECT_EQ(t->real(), 0) << t->first_real();
  }
  EXPECT_EQ(bad_times, 0);
}

}  // namespace
}  // namespace collide
