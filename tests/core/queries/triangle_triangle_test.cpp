#include "core/queries/triangle_triangle.hpp"

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
class TriangleTriangleTest : public ::testing::Test {};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(TriangleTriangleTest, Scalars);

// a: (0,0,0), (4,0,0), (0,4,0) in z = 0.
TYPED_TEST(TriangleTriangleTest, HandWorked) {
  using T = TypeParam;
  const Triangle<T> a{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};
  // Upright in y = 1, from x = 1 to 3, z from −1 to 1: crosses a along y = 1, x in [1, 3].
  auto cross = triangle_triangle(a, Triangle<T>{{1, 1, -1}, {3, 1, -1}, {2, 1, 1}});
  EXPECT_EQ(cross.kind, TriangleTriangleKind::intervals_overlap);
  EXPECT_TRUE(cross.intersects);
  // The shared segment lies on y = 1, z = 0 between x = 1.5 and 2.5 (b's cut of z = 0).
  for (const Vec3<T>& p : cross.shared) {
    EXPECT_NEAR(p.y, 1, test::float_ulps<T>(1e-6));
    EXPECT_NEAR(p.z, 0, test::float_ulps<T>(1e-6));
  }
  EXPECT_NEAR(std::min(cross.shared[0].x, cross.shared[1].x), 1.5, test::float_ulps<T>(1e-6));
  EXPECT_NEAR(std::max(cross.shared[0].x, cross.shared[1].x), 2.5, test::float_ulps<T>(1e-6));
  // Above the plane of a.
  auto above = triangle_triangle(a, Triangle<T>{{1, 1, 1}, {3, 1, 1}, {2, 1, 2}});
  EXPECT_EQ(above.kind, TriangleTriangleKind::apart_by_plane_a);
  EXPECT_FALSE(above.intersects);
  // Crosses a's plane beyond the hypotenuse: both cut the line, in intervals apart.
  auto beside = triangle_triangle(a, Triangle<T>{{3, 3, -1}, {5, 3, -1}, {4, 3, 1}});
  EXPECT_FALSE(beside.intersects);
  EXPECT_EQ(beside.kind, TriangleTriangleKind::intervals_apart);
  // Touching: b's lowest vertex on a's face.
  auto vertex = triangle_triangle(a, Triangle<T>{{1, 1, 0}, {3, 1, 2}, {1, 3, 2}});
  EXPECT_TRUE(vertex.intersects);
  // Coplanar: overlapping, sharing only an edge point, and apart.
  auto overlap = triangle_triangle(a, Triangle<T>{{1, 1, 0}, {5, 1, 0}, {1, 5, 0}});
  EXPECT_EQ(overlap.kind, TriangleTriangleKind::coplanar);
  EXPECT_TRUE(overlap.intersects);
  auto inside = triangle_triangle(a, Triangle<T>{{0.5, 0.5, 0}, {1, 0.5, 0}, {0.5, 1, 0}});
  EXPECT_TRUE(inside.intersects) << "one inside the other: no edges cross";
  auto touch = triangle_triangle(a, Triangle<T>{{4, 0, 0}, {6, 0, 0}, {5, 2, 0}});
  EXPECT_TRUE(touch.intersects) << "they share the vertex (4, 0, 0)";
  auto apart = triangle_triangle(a, Triangle<T>{{3, 3, 0}, {6, 3, 0}, {3, 6, 0}});
  EXPECT_EQ(apart.kind, TriangleTriangleKind::coplanar);
  EXPECT_FALSE(apart.intersects);
  EXPECT_NEAR(apart.gap, std::sqrt(2.0), test::float_ulps<T>(1e-6));
  // Degenerate: a segment through a's face, a point on its edge, a point above it.
  EXPECT_TRUE(triangle_triangle(Triangle<T>{{1, 1, -1}, {1, 1, 1}, {1, 1, 0}}, a).intersects);
  EXPECT_TRUE(triangle_triangle(a, Triangle<T>{{2, 0, 0}, {2, 0, 0}, {2, 0, 0}}).intersects);
  EXPECT_FALSE(triangle_triangle(a, Triangle<T>{{1, 1, 1}, {1, 1, 1}, {1, 1, 1}}).intersects);
  // Invalid input.
  const T nan = std::numeric_limits<T>::quiet_NaN();
  auto bad = triangle_triangle(a, Triangle<T>{{0, 0, 0}, {0, nan, 0}, {0, 0, 0}});
  EXPECT_EQ(bad.input.problem, Problem::non_finite);
  EXPECT_EQ(bad.input.operand, Operand::b);
  EXPECT_FALSE(bad.intersects);
}

// The property test against a certified distance: triangle_triangle_property_test.cpp.

}  // namespace
}  // namespace collide
