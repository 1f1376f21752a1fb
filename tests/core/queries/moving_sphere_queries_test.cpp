#include "core/queries/moving_sphere_queries.hpp"

#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "tests/core/queries/query_test_support.hpp"
#include "tests/core/queries/reference_distance.hpp"

namespace collide {
namespace {

using test::Real;
using test::VecL;
using test::wide;

template <class T>
class MovingSphereQueriesTest : public ::testing::Test {};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(MovingSphereQueriesTest, Scalars);

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
  EXPECT_NEAR(graze.t, 0.625, 1e-6);  // |m|² − R² = 29 − 4, rounded through √29
  EXPECT_EQ(graze.closest_gap, T(0));
  auto pass =
      swept_sphere_contact(MovingSphere<T>{{{-5, 2.01, 0}, 1}, {8, 0, 0}}, Sphere<T>{{0, 0, 0}, 1});
  EXPECT_EQ(pass.kind, SweepKind::misses);
  EXPECT_NEAR(pass.closest_gap, 0.01, 1e-5);
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
  test::Tally tally("moving sphere-sphere");
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

}  // namespace
}  // namespace collide
