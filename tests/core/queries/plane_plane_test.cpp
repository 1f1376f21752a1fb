#include "core/queries/plane_plane.hpp"

#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "tests/core/queries/query_test_support.hpp"

namespace collide {
namespace {

template <class T>
class PlanePlaneTest : public ::testing::Test {};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(PlanePlaneTest, Scalars);

TYPED_TEST(PlanePlaneTest, HandWorked) {
  using T = TypeParam;
  const Plane<T> floor{{0, 1, 0}, 0};
  // x = 2 meets y = 0 along the z axis through (2, 0, 0).
  auto line = plane_plane(floor, Plane<T>{{1, 0, 0}, 2});
  EXPECT_EQ(line.kind, PlanePlaneKind::meet_in_line);
  EXPECT_TRUE(line.intersects);
  EXPECT_EQ(line.line_point, (Vec3<T>{2, 0, 0}));
  EXPECT_EQ(std::abs(line.line_direction.z), T(1));
  // Parallel: y = 3 is 3 above; y = 0 with the normal flipped is the same plane.
  auto apart = plane_plane(floor, Plane<T>{{0, 1, 0}, 3});
  EXPECT_EQ(apart.kind, PlanePlaneKind::parallel_apart);
  EXPECT_FALSE(apart.intersects);
  EXPECT_EQ(apart.distance, T(3));
  auto flipped = plane_plane(floor, Plane<T>{{0, -1, 0}, 0});
  EXPECT_EQ(flipped.kind, PlanePlaneKind::coincident);
  EXPECT_TRUE(flipped.intersects);
  auto flipped_apart = plane_plane(Plane<T>{{0, 1, 0}, 1}, Plane<T>{{0, -1, 0}, 1});
  EXPECT_EQ(flipped_apart.distance, T(2)) << "y = 1 and −y = 1, i.e. y = −1";
  EXPECT_TRUE(plane_plane(floor, floor).intersects);
  // Invalid input.
  auto bad = plane_plane(floor, Plane<T>{{0, 0, 0}, 0});
  EXPECT_EQ(bad.input.problem, Problem::zero_normal);
  EXPECT_EQ(bad.input.operand, Operand::b);
  EXPECT_FALSE(bad.intersects);
}

// Random planes: the line's point lies on both planes and its direction in both; parallel
// copies (the same normal, another offset) are apart by the offset difference.
TYPED_TEST(PlanePlaneTest, PropertyLineLiesInBoth) {
  using T = TypeParam;
  test::Random random(0x9A9E);
  const double tol = std::is_same_v<T, float> ? 1e-3 : 1e-9;
  int bad = 0;
  for (int i = 0; i < test::kPropertyCases; ++i) {
    const Plane<T> a = random.plane<T>(3), b = random.plane<T>(3);
    auto r = plane_plane(a, b);
    if (r.kind != PlanePlaneKind::meet_in_line) continue;
    // The error of p grows as 1/sin of the angle between the planes.
    const double slack = tol / double(r.sin_angle);
    const double on_a = double(glm::dot(a.n, r.line_point) - a.d);
    const double on_b = double(glm::dot(b.n, r.line_point) - b.d);
    if (std::abs(on_a) > slack || std::abs(on_b) > slack ||
        std::abs(double(glm::dot(a.n, r.line_direction))) > tol ||
        std::abs(double(glm::dot(b.n, r.line_direction))) > tol)
      ++bad;
    Plane<T> copy = a;
    copy.d += T(0.5);
    auto p = plane_plane(a, copy);
    if (p.kind != PlanePlaneKind::parallel_apart || std::abs(double(p.distance) - 0.5) > tol) ++bad;
  }
  EXPECT_EQ(bad, 0);
}

}  // namespace
}  // namespace collide
