// Support functions against brute force: for polytopes the best of all vertices (the maximum
// of a linear function over a polytope is at a vertex), for spheres, capsules and ellipsoids the
// best of 4,000 surface samples (the support must be at least as far along d, up to the
// sampling's resolution) and membership of the point returned.
#include "core/queries/support.hpp"

#include <vector>

#include <gtest/gtest.h>

#include "tests/core/queries/query_test_support.hpp"
#include "tests/support/scalars.hpp"

namespace collide {
namespace {

using test::Real;
using test::VecL;
using test::wide;

template <class T>
class GjkSupportTest : public ::testing::Test {};
TYPED_TEST_SUITE(GjkSupportTest, test::Scalars);

Real dot(const VecL& a, const VecL& b) {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}

// max over the points of d·x, in extended precision.
template <class T>
Real best_of(const std::vector<Vec3<T>>& points, const Vec3<T>& d) {
  Real best = -1e300L;
  for (const Vec3<T>& p : points)
    best = std::max(best, dot(wide(p), wide(d)));
  return best;
}

template <class T>
std::vector<Vec3<T>> corner_points(const Obb<T>& box) {
  std::vector<Vec3<T>> out;
  for (int k = 0; k < 8; ++k) {
    Vec3<T> p = box.center;
    for (int i = 0; i < 3; ++i)
      p += box.axes[i] * (k >> i & 1 ? box.half_extents[i] : -box.half_extents[i]);
    out.push_back(p);
  }
  return out;
}

// Unit vectors spread over the sphere (a Fibonacci lattice).
std::vector<glm::dvec3> directions(int n) {
  std::vector<glm::dvec3> out;
  const double golden = M_PI * (3 - std::sqrt(5.0));
  for (int k = 0; k < n; ++k) {
    const double z = 1 - 2 * (k + 0.5) / n, r = std::sqrt(1 - z * z);
    out.push_back({r * std::cos(golden * k), r * std::sin(golden * k), z});
  }
  return out;
}

TYPED_TEST(GjkSupportTest, PolytopesReachTheirBestVertex) {
  using T = TypeParam;
  test::Random random(0x5u);
  const Real eps = std::numeric_limits<T>::epsilon();
  for (int i = 0; i < 20000; ++i) {
    const Vec3<T> d = random.one_in(10) ? Vec3<T>(0, 1, 0) : random.unit<T>() * T(3);
    const Obb<T> obb = random.obb<T>(2, 1.5);
    const Aabb<T> aabb = random.aabb<T>(2, 1.5);
    const Triangle<T> tri{random.vec<T>(-3, 3), random.vec<T>(-3, 3), random.vec<T>(-3, 3)};
    const Segment<T> seg{random.vec<T>(-3, 3), random.vec<T>(-3, 3)};
    const Point<T> point{random.vec<T>(-3, 3)};
    auto check = [&](const auto& shape, const std::vector<Vec3<T>>& vertices, Real slack) {
      const Vec3<T> s = support(shape, d);
      EXPECT_GE(dot(wide(s), wide(d)), best_of(vertices, d) - slack) << test::str(d);
    };
    // The OBB's support is summed in T: rounding of |c| + Σ e (about 8) times |d| (3).
    check(obb, corner_points(obb), 64 * eps * 24);
    check(aabb, corner_points(Obb<T>::from_aabb(aabb)), 64 * eps * 24);
    check(tri, {tri.a, tri.b, tri.c}, 0);
    check(seg, {seg.a, seg.b}, 0);
    check(point, {point.p}, 0);
    // A box's support is one of its corners.
    const Vec3<T> s = support(aabb, d);
    for (int k = 0; k < 3; ++k)
      EXPECT_TRUE(s[k] == aabb.min[k] || s[k] == aabb.max[k]);
  }
}

TYPED_TEST(GjkSupportTest, SmoothShapesBeatEverySampleAndLieOnTheSurface) {
  using T = TypeParam;
  test::Random random(0x6u);
  const auto samples = directions(4000);
  // 4,000 lattice points are about 0.056 apart on the unit sphere: a sample can fall short of
  // the true maximum by at most r·(1 − cos 0.056) ≈ 0.0016·r, and never exceed it.
  const Real eps = std::numeric_limits<T>::epsilon();
  for (int i = 0; i < 300; ++i) {
    const Vec3<T> d = random.unit<T>() * T(random.uniform(0.1, 5));
    const Ellipsoid<T> e = Ellipsoid<T>::from_rotation(random.vec<T>(-2, 2), random.vec<T>(0, 1.5),
                                                       random.rotation<T>());
    const Sphere<T> sphere = random.sphere<T>(2, 1.5);
    const MovingSphere<T> moving{sphere, random.vec<T>(-2, 2)};
    Real best_e = -1e300L, best_s = -1e300L, best_m = -1e300L;
    for (const glm::dvec3& u : samples) {
      VecL pe = wide(e.center), ps = wide(sphere.center);
      for (int k = 0; k < 3; ++k)
        pe += wide(e.axes[k]) * (Real(e.radii[k]) * Real(u[k]));
      ps += VecL(u.x, u.y, u.z) * Real(sphere.radius);
      best_e = std::max(best_e, dot(pe, wide(d)));
      best_s = std::max(best_s, dot(ps, wide(d)));
      best_m = std::max({best_m, dot(ps, wide(d)), dot(ps + wide(moving.velocity), wide(d))});
    }
    const Real scale = 8 * Real(glm::length(d));
    const Vec3<T> se = support(e, d), ss = support(sphere, d), sm = support(moving, d);
    EXPECT_GE(dot(wide(se), wide(d)), best_e - 64 * eps * scale);
    EXPECT_GE(dot(wide(ss), wide(d)), best_s - 64 * eps * scale);
    EXPECT_GE(dot(wide(sm), wide(d)), best_m - 64 * eps * scale);
    // ... and not by more than the sampling's resolution: the point is on the surface.
    EXPECT_LE(dot(wide(se), wide(d)), best_e + 0.0016L * 1.5L * scale);
    Real q = 0;  // Σ (sₖ / rₖ)² for the point returned
    for (int k = 0; k < 3; ++k) {
      const Real s = dot(wide(se) - wide(e.center), wide(e.axes[k]));
      if (e.radii[k] > T(1e-3)) q += (s / Real(e.radii[k])) * (s / Real(e.radii[k]));
    }
    EXPECT_LE(q, 1 + 1e3L * eps);
    EXPECT_NEAR(double(glm::length(wide(ss) - wide(sphere.center))), double(sphere.radius),
                1e3 * double(eps));
  }
}

TYPED_TEST(GjkSupportTest, ZeroDirectionsAndZeroSizesGiveAPointOfTheShape) {
  using T = TypeParam;
  const Vec3<T> zero(0);
  const Ellipsoid<T> flat{
      {1, 2, 3}, {Vec3<T>{1, 0, 0}, Vec3<T>{0, 1, 0}, Vec3<T>{0, 0, 1}}, {0, 0, 0}};
  EXPECT_EQ(support(flat, Vec3<T>(1, 1, 1)), (Vec3<T>{1, 2, 3}));
  EXPECT_EQ(support(flat, zero), (Vec3<T>{1, 2, 3}));
  EXPECT_EQ(support(Sphere<T>{{1, 2, 3}, 5}, zero), (Vec3<T>{1, 2, 3}));
  // A disc-like ellipsoid (one radius 0) seen along its flat axis: its center.
  const Ellipsoid<T> disc{
      {0, 0, 0}, {Vec3<T>{1, 0, 0}, Vec3<T>{0, 1, 0}, Vec3<T>{0, 0, 1}}, {1, 1, 0}};
  EXPECT_EQ(support(disc, Vec3<T>(0, 0, 1)), zero);
  EXPECT_EQ(support(disc, Vec3<T>(1, 0, 1)), (Vec3<T>{1, 0, 0}));
  EXPECT_FALSE(support(Shape<T>(Plane<T>{}), zero).has_value());
  EXPECT_FALSE(support(Shape<T>(Ray<T>{}), zero).has_value());
  EXPECT_EQ(*support(Shape<T>(Aabb<T>{{0, 0, 0}, {1, 1, 1}}), Vec3<T>(-1, 1, -1)),
            (Vec3<T>{0, 1, 0}));
}

}  // namespace
}  // namespace collide
