#include "core/queries/point_ellipsoid.hpp"

#include <cmath>
#include <limits>

#include <gtest/gtest.h>

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
class PointEllipsoidTest : public ::testing::Test {};
TYPED_TEST_SUITE(PointEllipsoidTest, test::Scalars);

TYPED_TEST(PointEllipsoidTest, HandWorked) {
  using T = TypeParam;
  // Radii 4, 2, 1 along x, y, z, centred at (1, 1, 1).
  const Ellipsoid<T> e{
      {1, 1, 1}, {Vec3<T>{1, 0, 0}, Vec3<T>{0, 1, 0}, Vec3<T>{0, 0, 1}}, {4, 2, 1}};
  auto tip = point_ellipsoid(Point<T>{{5, 1, 1}}, e);
  EXPECT_TRUE(tip.intersects) << "the end of the long axis is on the surface";
  EXPECT_EQ(tip.scaled_radius, T(1));
  EXPECT_EQ(tip.gap, T(0));
  EXPECT_FALSE(point_ellipsoid(Point<T>{{1, 3.01, 1}}, e).intersects);
  EXPECT_TRUE(point_ellipsoid(Point<T>{{1, 3, 1}}, e).intersects);
  // (3, 2, 1): (2/4)² + (1/2)² = 0.5, k = √0.5: inside.
  auto in = point_ellipsoid(Point<T>{{3, 2, 1}}, e);
  EXPECT_TRUE(in.intersects);
  EXPECT_NEAR(in.scaled_radius, std::sqrt(0.5), test::float_ulps<T>(1e-6));
  EXPECT_LT(in.gap, T(0));
  // Outside a point the sphere of radius 4 would contain: the ellipsoid is thin in z.
  auto above = point_ellipsoid(Point<T>{{1, 1, 3}}, e);
  EXPECT_FALSE(above.intersects);
  EXPECT_EQ(above.gap, T(1));
  EXPECT_EQ(above.surface_point, (Vec3<T>{1, 1, 2}));
  // Turned 90° about z: its long axis is along y now.
  const Ellipsoid<T> turned{
      {0, 0, 0}, {Vec3<T>{0, 1, 0}, Vec3<T>{-1, 0, 0}, Vec3<T>{0, 0, 1}}, {4, 2, 1}};
  EXPECT_TRUE(point_ellipsoid(Point<T>{{0, 4, 0}}, turned).intersects);
  EXPECT_FALSE(point_ellipsoid(Point<T>{{4, 0, 0}}, turned).intersects);
  // A flat ellipsoid (radius 0 in z) is an ellipse: points off its plane miss.
  const Ellipsoid<T> flat{
      {0, 0, 0}, {Vec3<T>{1, 0, 0}, Vec3<T>{0, 1, 0}, Vec3<T>{0, 0, 1}}, {2, 1, 0}};
  EXPECT_TRUE(point_ellipsoid(Point<T>{{1, 0.5, 0}}, flat).intersects);
  auto off = point_ellipsoid(Point<T>{{1, 0.5, 0.25}}, flat);
  EXPECT_FALSE(off.intersects);
  EXPECT_EQ(off.gap, T(0.25));
  // All radii 0: a point.
  const Ellipsoid<T> dot{
      {1, 2, 3}, {Vec3<T>{1, 0, 0}, Vec3<T>{0, 1, 0}, Vec3<T>{0, 0, 1}}, {0, 0, 0}};
  EXPECT_TRUE(point_ellipsoid(Point<T>{{1, 2, 3}}, dot).intersects);
  EXPECT_FALSE(point_ellipsoid(Point<T>{{1, 2, 3.5}}, dot).intersects);
  // Invalid input.
  Ellipsoid<T> bad = e;
  bad.radii.y = -1;
  EXPECT_EQ(point_ellipsoid(Point<T>{}, bad).input.problem, Problem::negative_radius);
  EXPECT_EQ(point_ellipsoid(Point<T>{}, bad).input.operand, Operand::b);
  EXPECT_FALSE(point_ellipsoid(Point<T>{}, bad).intersects);
}

// Against the ellipsoid as the image of the unit ball
// (tests/core/reference/ellipsoid_distance.hpp): p is proven inside when its unit-frame point w =
// M⁻¹(p − c) (Cramer's rule, long double) has |w| <= 1 − δ, and proven outside when a separating
// plane from the support function, at the nearest point found by a trust-region search, leaves more
// than 4 bands; between, either verdict is right. Cases in turn: random, on the surface (up to
// rounding), 4 to 64 δ inside or outside the surface, random again.
TYPED_TEST(PointEllipsoidTest, PropertyAgainstUnitFrameAndNearestPoint) {
  using T = TypeParam;
  constexpr long n = test::kPropertyCases;
  const Real eps = std::numeric_limits<T>::epsilon();
  test::Random random(0xE11);
  // Every unproven case is counted in the band, whatever the verdict. The surface quarter (i % 4
  // == 1, exactly n/4) may all be; the others only by chance (a shell of 4 bands): 0.1%.
  test::Tally tally("point-ellipsoid", n / 4 + n / 1000);
  long numbers_off = 0;
  std::string first_off;
  for (int i = 0; i < n; ++i) {
    const Ellipsoid<T> e = Ellipsoid<T>::from_rotation(random.vec<T>(-2, 2), random.vec<T>(0.1, 2),
                                                       random.rotation<T>());
    const test::EllipsoidL el = test::ellipsoid_l(e);
    const Real a_min = std::min({Real(e.radii.x), Real(e.radii.y), Real(e.radii.z)});
    // The band as tolerances.hpp specifies it for this query (scale |p − c|₁ + |a|₁ <= 24 + 6),
    // and δ, 4 bands in the unit frame (a distance x from the surface moves |w| by <= x/a_min).
    const Real band_max = 16 * eps * 30, delta = 4 * band_max / a_min;
    Vec3<T> p = random.vec<T>(-4, 4);
    // c + M·w with |w| = 1: on the surface (up to rounding); or |w| = 1 ± ρ, ρ = 4..64 δ.
    if (i % 4 == 1 || i % 4 == 2) {
      glm::dvec3 w = glm::dvec3(random.unit<T>());
      w /= glm::length(w);
      if (i % 4 == 2)
        w *= 1 + (random.one_in(2) ? 1 : -1) * double(delta) * std::pow(2.0, random.uniform(2, 6));
      glm::dvec3 x = glm::dvec3(e.center);
      for (int k = 0; k < 3; ++k)
        x += double(e.radii[k]) * w[k] * glm::dvec3(e.axes[k]);
      p = Vec3<T>(x);
    }
    const auto r = point_ellipsoid(Point<T>{p}, e);
    const VecL pw = test::wide(p);
    const Real k = test::length(test::unit_frame(el, pw));
    const Real band = 16 * eps * (test::l1(p - e.center) + test::l1(e.radii));
    bool proven_inside = false, proven_outside = false;
    test::EllipsoidDistance d;
    if (k <= 1 - delta) {
      proven_inside = true;
    } else if (k > 1) {
      d = test::distance_to(el, pw);
      proven_outside = d.lower > 4 * band;
    }
    const bool either = !proven_inside && !proven_outside;
    tally.add(r.intersects, either ? !r.intersects : proven_inside, either, [&](std::ostream& out) {
      out << "case " << i << " " << test::str(p) << " |w| " << double(k) << " lower "
          << double(d.lower) << " core gap " << r.gap;
    });
    // The numbers: k itself (the same quantity, another frame: to rounding, 64 ulps); the
    // surface point on the surface; outside, the gap along the ray is at least the distance.
    bool off = std::abs(Real(r.scaled_radius) - k) > 64 * eps * (1 + k);
    if (r.scaled_radius > 0)
      off = off || std::abs(test::length(test::unit_frame(el, test::wide(r.surface_point))) - 1) >
                       64 * eps * (1 + band_max / a_min);
    if (proven_outside) off = off || Real(r.gap) < d.lower - 4 * band;
    if (off && ++numbers_off == 1)
      first_off = "case " + std::to_string(i) + " k " + std::to_string(double(k)) + " core k " +
                  std::to_string(double(r.scaled_radius)) + " gap " +
                  std::to_string(double(r.gap)) + " lower " + std::to_string(double(d.lower));
  }
  EXPECT_NO_REAL_DISAGREEMENT(tally);
  EXPECT_EQ(numbers_off, 0) << first_off;
}

}  // namespace
}  // namespace collide
