#include "core/queries/triangle_box_sat.hpp"

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
class TriangleBoxSatTest : public ::testing::Test {};
TYPED_TEST_SUITE(TriangleBoxSatTest, test::Scalars);

// Box [0,1]³ throughout.
TYPED_TEST(TriangleBoxSatTest, HandWorked) {
  using T = TypeParam;
  const Aabb<T> box = test::unit_box<T>();
  // A large triangle slicing through the box at z = 0.5: its normal's interval is inside.
  auto slice = triangle_box_sat(Triangle<T>{{-5, -5, 0.5}, {5, -5, 0.5}, {0, 5, 0.5}}, box);
  EXPECT_TRUE(slice.intersects);
  EXPECT_EQ(slice.separating_axis, -1);
  // The same triangle at z = 2: the box face z (axis 2) separates first, by 1.
  auto above = triangle_box_sat(Triangle<T>{{-5, -5, 2}, {5, -5, 2}, {0, 5, 2}}, box);
  EXPECT_FALSE(above.intersects);
  EXPECT_EQ(above.separating_axis, 2);
  EXPECT_EQ(above.axes[2].gap, T(1));
  EXPECT_EQ(above.axes[2].triangle_min, T(1.5));
  EXPECT_EQ(above.axes[2].box_max, T(0.5));
  // Resting on the top face: touching.
  auto rest = triangle_box_sat(Triangle<T>{{-5, -5, 1}, {5, -5, 1}, {0, 5, 1}}, box);
  EXPECT_TRUE(rest.intersects);
  EXPECT_TRUE(rest.within_tolerance);
  // Cutting the corner (1,1,1) diagonally: only the triangle's normal (1,1,1) separates when
  // x + y + z = 3.5 (the corner is at 3); x + y + z = 3 touches the corner.
  auto corner_apart = triangle_box_sat(Triangle<T>{{3.5, 0, 0}, {0, 3.5, 0}, {0, 0, 3.5}}, box);
  EXPECT_FALSE(corner_apart.intersects);
  EXPECT_EQ(corner_apart.separating_axis, 3);
  EXPECT_NEAR(corner_apart.axes[3].gap, 0.5 / std::sqrt(3.0), test::float_ulps<T>(1e-6));
  EXPECT_TRUE(triangle_box_sat(Triangle<T>{{3, 0, 0}, {0, 3, 0}, {0, 0, 3}}, box).intersects);
  // A triangle edge touching a box edge: the edge from (2,0,0.5)… crosses y = 2 − x; the
  // triangle is vertical (normal ⟂ z). x + y = 2 touches the box edge x = y = 1; 2.5 misses,
  // and only an edge axis (e × u_z) or the normal separates it.
  auto edge_touch = triangle_box_sat(Triangle<T>{{2, 0, -1}, {0, 2, -1}, {1, 1, 3}}, box);
  EXPECT_TRUE(edge_touch.intersects);
  auto edge_apart = triangle_box_sat(Triangle<T>{{2.5, 0, -1}, {0, 2.5, -1}, {1.25, 1.25, 3}}, box);
  EXPECT_FALSE(edge_apart.intersects);
  EXPECT_GE(edge_apart.separating_axis, 3);
  // Inside entirely.
  auto inside =
      triangle_box_sat(Triangle<T>{{0.2, 0.2, 0.2}, {0.8, 0.2, 0.2}, {0.5, 0.8, 0.7}}, box);
  EXPECT_TRUE(inside.intersects);
  EXPECT_GT(inside.depth, T(0));
  // Degenerate triangles: a segment through the box and a point outside it.
  auto seg = triangle_box_sat(Triangle<T>{{-1, 0.5, 0.5}, {2, 0.5, 0.5}, {0.5, 0.5, 0.5}}, box);
  EXPECT_TRUE(seg.intersects);
  EXPECT_TRUE(seg.axes[3].degenerate);
  auto dot = triangle_box_sat(Triangle<T>{{1, 1, 1.5}, {1, 1, 1.5}, {1, 1, 1.5}}, box);
  EXPECT_FALSE(dot.intersects);
  EXPECT_EQ(dot.separating_axis, 2);
  // Edges parallel to the box axes make their cross products degenerate, not separating.
  auto aligned = triangle_box_sat(Triangle<T>{{0, 0, 2}, {1, 0, 2}, {0, 1, 2}}, box);
  EXPECT_TRUE(aligned.axes[4 + 0].degenerate);  // e0 = x, × u_x
  EXPECT_FALSE(aligned.intersects);
}

TYPED_TEST(TriangleBoxSatTest, ObbAndInvalidInput) {
  using T = TypeParam;
  // The unit cube turned 45° about z: its corner reaches x = √2 ≈ 1.414.
  const T h = std::sqrt(T(0.5));
  const Obb<T> box{{0, 0, 0}, {Vec3<T>{h, h, 0}, Vec3<T>{-h, h, 0}, Vec3<T>{0, 0, 1}}, {1, 1, 1}};
  EXPECT_TRUE(triangle_box_sat(Triangle<T>{{1.4, -1, 0}, {1.4, 1, 0}, {3, 0, 0}}, box).intersects);
  auto apart = triangle_box_sat(Triangle<T>{{1.5, -1, 0}, {1.5, 1, 0}, {3, 0, 0}}, box);
  EXPECT_FALSE(apart.intersects);
  const T nan = std::numeric_limits<T>::quiet_NaN();
  auto bad = triangle_box_sat(Triangle<T>{{nan, 0, 0}, {}, {}}, box);
  EXPECT_EQ(bad.input.problem, Problem::non_finite);
  EXPECT_EQ(bad.input.operand, Operand::a);
  EXPECT_FALSE(bad.intersects);
  EXPECT_EQ(triangle_box_sat(Triangle<T>{}, Aabb<T>{{1, 1, 1}, {0, 0, 0}}).input.operand,
            Operand::b);
}

// Triangle to box [lo, hi] by nested golden sections: along u the triangle's cross-sections
// (1 − u)·a + u·[b, c], and along each cross-section. Partial minimisation of a convex
// function over a convex set is convex, so both searches are on convex functions.
Real triangle_box_distance(const VecL& a, const VecL& b, const VecL& c, const VecL& lo,
                           const VecL& hi) {
  return test::minimise_convex([&](Real u) {
    return test::minimise_convex([&](Real v) {
      return test::point_box_distance((1 - u) * a + u * ((1 - v) * b + v * c), lo, hi);
    });
  });
}

// Against the reference distance. A case may go either way when it is within `slack` of
// touching from outside, or misses the box shrunk by `slack` (barely inside).
TYPED_TEST(TriangleBoxSatTest, PropertyAgainstReferenceDistance) {
  using T = TypeParam;
  constexpr int kCases = 2000;  // each reference is some 10,000 box distances
  test::Random random(0x7B0);
  // The band is the reference's (within `slack` of touching, and not meeting the box shrunk by
  // it): random triangles land there by chance only, 1e-3 allowed.
  test::Tally aabb("triangle-aabb", test::boundary_ceiling(kCases, 0, 1e-3)),
      obb("triangle-obb", test::boundary_ceiling(kCases, 0, 1e-3));
  const Real slack = std::is_same_v<T, float> ? 1e-5L : 1e-13L;
  const VecL grow(slack);
  for (int i = 0; i < kCases; ++i) {
    Triangle<T> tri{random.vec<T>(-2.5, 2.5), random.vec<T>(-2.5, 2.5), random.vec<T>(-2.5, 2.5)};
    if (random.one_in(6)) tri.c = tri.a + (tri.b - tri.a) * T(0.25);  // degenerate
    {
      const Aabb<T> box = random.aabb<T>(1, 1.5);
      auto r = triangle_box_sat(tri, box);
      const VecL lo = wide(box.min), hi = wide(box.max);
      const Real d = triangle_box_distance(wide(tri.a), wide(tri.b), wide(tri.c), lo, hi);
      const Real shrunk = triangle_box_distance(wide(tri.a), wide(tri.b), wide(tri.c), lo + grow,
                                                glm::max(hi - grow, lo + grow));
      aabb.add(r.intersects, d <= 0, d <= slack && shrunk > 0,
               [&](std::ostream& out) { out << "case " << i << " d " << double(d); });
    }
    {
      const Obb<T> box = random.obb<T>(1, 1.5);
      auto r = triangle_box_sat(tri, box);
      auto local = [&](const Vec3<T>& p) {
        const VecL o = wide(p) - wide(box.center);
        return VecL{glm::dot(o, wide(box.axes[0])), glm::dot(o, wide(box.axes[1])),
                    glm::dot(o, wide(box.axes[2]))};
      };
      const VecL e = wide(box.half_extents);
      const Real d = triangle_box_distance(local(tri.a), local(tri.b), local(tri.c), -e, e);
      const Real shrunk = triangle_box_distance(local(tri.a), local(tri.b), local(tri.c), -e + grow,
                                                glm::max(e - grow, -e + grow));
      obb.add(r.intersects, d <= 0, d <= slack && shrunk > 0,
              [&](std::ostream& out) { out << "case " << i << " d " << double(d); });
    }
  }
  EXPECT_EQ(aabb.cases(), kCases);
  EXPECT_EQ(aabb.real(), 0) << aabb.first_real();
  EXPECT_EQ(obb.real(), 0) << obb.first_real();
}

}  // namespace
}  // namespace collide
