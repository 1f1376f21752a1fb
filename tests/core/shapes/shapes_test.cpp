#include "core/shapes/shapes.hpp"

#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "tests/support/scalars.hpp"

namespace collide {
namespace {

template <class T>
class ShapesTest : public ::testing::Test {};
TYPED_TEST_SUITE(ShapesTest, test::Scalars);

TYPED_TEST(ShapesTest, RotationAxesAreTheColumnsOfTheQuaternionMatrix) {
  using T = TypeParam;
  // 90° about z: x goes to y, y goes to −x.
  Quat<T> q{T(std::sqrt(0.5)), 0, 0, T(std::sqrt(0.5))};
  auto axes = rotation_axes(q);
  EXPECT_NEAR(axes[0].x, 0, 1e-6);
  EXPECT_NEAR(axes[0].y, 1, 1e-6);
  EXPECT_NEAR(axes[1].x, -1, 1e-6);
  EXPECT_NEAR(axes[1].y, 0, 1e-6);
  EXPECT_NEAR(axes[2].z, 1, 1e-6);
  // The same as GLM's own rotation of the basis vectors.
  Vec3<T> rotated = q * Vec3<T>(1, 0, 0);
  EXPECT_NEAR(rotated.y, axes[0].y, 1e-6);
}

TYPED_TEST(ShapesTest, PlaneFromPointsFacesCounterClockwise) {
  using T = TypeParam;
  auto plane = Plane<T>::from_points({0, 2, 0}, {0, 2, 1}, {1, 2, 0});
  EXPECT_EQ(validate(plane), Problem::none);
  EXPECT_NEAR(plane.n.y, 1, 1e-6);
  EXPECT_NEAR(plane.d, 2, 1e-6);
  EXPECT_EQ(validate(Plane<T>::from_points({0, 0, 0}, {1, 1, 1}, {2, 2, 2})), Problem::zero_normal);
}

TYPED_TEST(ShapesTest, InvalidInputIsNamed) {
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN();
  const T inf = std::numeric_limits<T>::infinity();
  EXPECT_EQ(validate(Point<T>{{nan, 0, 0}}), Problem::non_finite);
  EXPECT_EQ(validate(Segment<T>{{0, 0, 0}, {0, inf, 0}}), Problem::non_finite);
  EXPECT_EQ(validate(Sphere<T>{{0, 0, 0}, T(-1)}), Problem::negative_radius);
  EXPECT_EQ(validate(Sphere<T>{{0, 0, 0}, T(0)}), Problem::none);
  EXPECT_EQ(validate(Aabb<T>{{0, 0, 0}, {1, -1, 1}}), Problem::inverted_bounds);
  EXPECT_EQ(validate(Plane<T>{{0, 0, 0}, 1}), Problem::zero_normal);
  EXPECT_EQ(validate(Plane<T>{{0, 2, 0}, 1}), Problem::non_unit_normal);
  EXPECT_EQ(validate(Ray<T>{{0, 0, 0}, {0, 0, 0}}), Problem::zero_direction);
  Obb<T> box;
  box.half_extents = {1, T(-0.5), 1};
  EXPECT_EQ(validate(box), Problem::negative_extent);
  EXPECT_EQ(validate(Obb<T>::from_rotation({}, {1, 1, 1}, Quat<T>{1, 1, 0, 0})),
            Problem::non_orthonormal_axes);
  EXPECT_EQ(validate_rotation(Quat<T>{2, 0, 0, 0}), Problem::non_unit_quaternion);
  EXPECT_EQ(validate_rotation(Quat<T>{T(0.7071), 0, T(0.7071), 0}), Problem::none);
  Ellipsoid<T> flat;
  flat.radii = {1, -1, 1};
  EXPECT_EQ(validate(flat), Problem::negative_radius);
  EXPECT_EQ(validate(MovingSphere<T>{{}, {0, nan, 0}}), Problem::non_finite);
}

}  // namespace
}  // namespace collide
