// The moving sphere against an ellipsoid, in float and double, against a long-double reference
// that shares nothing with the conservative advancement on GJK: the distance from the center
// c + t·v to the ellipsoid (tests/core/reference/ellipsoid_distance.hpp, a certified interval)
// is convex in t, so its least value comes by golden section over t and the first contact by
// bisection before it. A hit is proven when the sphere overlaps the ellipsoid by more than δ at
// the least distance; a miss when a separating plane (the support function along the nearest
// pair's direction, against both ends of the sweep) leaves more than δ.
#include <algorithm>
#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "core/queries/gjk.hpp"
#include "core/queries/moving_sphere_ellipsoid.hpp"
#include "tests/core/queries/query_test_support.hpp"
#include "tests/core/reference/ellipsoid_distance.hpp"
#include "tests/core/reference/polytope_distance.hpp"
#include "tests/support/scalars.hpp"

namespace collide {
namespace {

using test::Real;
using test::VecL;
using test::wide;

template <class T>
class MovingSphereEllipsoidPropertyTest : public ::testing::Test {};
TYPED_TEST_SUITE(MovingSphereEllipsoidPropertyTest, test::Scalars);

TYPED_TEST(MovingSphereEllipsoidPropertyTest, AgainstConvexSearchOverT) {
  using T = TypeParam;
  constexpr int kCases = 1000;
  const Real eps = std::numeric_limits<T>::epsilon();
  test::Random random(0xE115);
  // δ: the query decides within the contact band (16 ulps of the scale) of a distance that GJK
  // knows to gjk_relative of itself (gjk.hpp); 4 of each, of the scale S below.
  const Real relative = Real(GjkSettings<T>{}.gjk_relative);
  // Unproven cases only by chance (the least gap within ±δ, some 1e-3 of the range in float):
  // 1% allowed.
  test::Tally tally("moving sphere-ellipsoid", kCases / 100);
  long times_off = 0, hits = 0, misses = 0;
  std::string first_time;
  for (int i = 0; i < kCases; ++i) {
    const Ellipsoid<T> e = Ellipsoid<T>::from_rotation(random.vec<T>(-1, 1), random.vec<T>(0.3, 2),
                                                       random.rotation<T>());
    const Vec3<T> start = random.vec<T>(-5, 5);
    // Half aimed at a point near the center (mostly hits), half anywhere near it.
    const Vec3<T> aim = e.center + random.vec<T>(-1, 1) * T(random.one_in(2) ? 1 : 3);
    const MovingSphere<T> s{{start, random.scalar<T>(0.05, 0.8)},
                            (aim - start) * random.scalar<T>(0.5, 1.5)};
    const auto r = swept_sphere_contact(s, e);
    const test::EllipsoidL el = test::ellipsoid_l(e);
    const VecL c = wide(s.sphere.center), v = wide(s.velocity);
    const Real radius = Real(s.sphere.radius);
    const Real scale =
        test::l1(s.sphere.center - e.center) + test::l1(s.velocity) + radius + test::l1(e.radii);
    const Real delta = 4 * (16 * eps + relative) * scale;
    auto gap = [&](Real t) { return test::distance_to(el, c + t * v).upper - radius; };
    Real at = 0;
    const Real least = test::minimise_convex(gap, &at);
    bool hit = false, miss = false;
    if (least <= -delta) {
      hit = true;
    } else {
      const VecL x = c + at * v;
      const test::EllipsoidDistance d = test::distance_to(el, x);
      if (d.upper > 0) {
        const VecL n = (x - d.nearest) / d.upper;
        const Real sweep = std::min(glm::dot(n, c), glm::dot(n, c + v));
        miss = sweep - radius - test::support(el, n) > delta;
      }
    }
    const bool either = !hit && !miss;
    hits += hit;
    misses += miss;
    tally.add(r.intersects, either ? !r.intersects : hit, either, [&](std::ostream& out) {
      out << "case " << i << " least gap " << double(least) << " at t " << double(at)
          << ", core says " << r.intersects << " t " << r.t;
    });
    if (hit && r.intersects) {
      // The first contact: the gap there is within δ of 0 (the sphere is touching), and no
      // contact is passed: t is at most the reference's first root (bisection on [0, at]) plus
      // δ of travel.
      Real lo = 0, hi = at;
      if (gap(0) <= 0) hi = 0;
      for (int k = 0; k < 100; ++k) {
        const Real mid = (lo + hi) / 2;
        (gap(mid) <= 0 ? hi : lo) = mid;
      }
      const Real g = gap(Real(r.t)), speed = test::length(v);
      const bool ok = (hi == 0 ? r.t == T(0) : std::abs(g) <= delta) &&
                      Real(r.t) <= hi + delta / std::max(speed, Real(1e-30));
      if (!ok && ++times_off == 1)
        first_time = "case " + std::to_string(i) + " t " + std::to_string(double(r.t)) +
                     " reference " + std::to_string(double(hi)) + " gap there " +
                     std::to_string(double(g));
    }
  }
  EXPECT_EQ(tally.cases(), kCases);
  EXPECT_EQ(tally.real(), 0) << tally.first_real();
  EXPECT_EQ(times_off, 0) << first_time;
  std::printf("[ sweep    ] %ld proven hits, %ld proven misses\n", hits, misses);
  EXPECT_GT(hits, kCases / 4);  // both outcomes exercised
  EXPECT_GT(misses, kCases / 4);
}

}  // namespace
}  // namespace collide
