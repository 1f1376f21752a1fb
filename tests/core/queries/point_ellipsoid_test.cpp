#include "core/queries/point_ellipsoid.hpp"

#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "tests/core/queries/query_test_support.hpp"

namespace collide {
namespace {

using test::Real;
using test::VecL;
using test::wide;

template <class T>
class PointEllipsoidTest : public ::testing::Test {};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(PointEllipsoidTest, Scalars);

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
  EXPECT_NEAR(in.scaled_radius, std::sqrt(0.5), 1e-6);
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

// Against the same inequality in extended precision, with points placed on the surface a
// quarter of the time (the band's cases).
TYPED_TEST(PointEllipsoidTest, PropertyAgainstExtendedPrecision) {
  using T = TypeParam;
  test::Random random(0xE11);
  // A quarter are put on the surface: at most those, plus 0.1% by chance.
  test::Tally tally("point-ellipsoid", test::boundary_ceiling(test::kPropertyCases, 0.25, 1e-3));
  const Real slack = std::is_same_v<T, float> ? 1e-5L : 1e-13L;
  for (int i = 0; i < test::kPropertyCases; ++i) {
    const Ellipsoid<T> e = Ellipsoid<T>::from_rotation(random.vec<T>(-2, 2), random.vec<T>(0.1, 2),
                                                       random.rotation<T>());
    Vec3<T> p = random.vec<T>(-4, 4);
    if (random.one_in(4)) {
      // c + Σ aᵢ·wᵢ·uᵢ with w a unit vector: on the surface, up to rounding.
      const Vec3<T> w = random.unit<T>();
      p = e.center + e.radii.x * w.x * e.axes[0] + e.radii.y * w.y * e.axes[1] +
          e.radii.z * w.z * e.axes[2];
    }
    const auto r = point_ellipsoid(Point<T>{p}, e);
    const VecL o = wide(p) - wide(e.center);
    Real k2 = 0;
    for (int j = 0; j < 3; ++j) {
      const Real s = glm::dot(o, wide(e.axes[j])) / Real(e.radii[j]);
      k2 += s * s;
    }
    const Real k = std::sqrt(k2);
    tally.add(r.intersects, k <= 1, std::abs(k - 1) <= slack * 10,
              [&](std::ostream& out) { out << test::str(p) << " k " << double(k); });
  }
  EXPECT_NO_REAL_DISAGREEMENT(tally);
}

}  // namespace
}  // namespace collide
