#pragma once
// The primitive shapes: small value types, templated on the scalar (float and double are
// instantiated). Every shape is a closed set: its boundary belongs to it, so touching counts as
// intersecting. `validate` tells whether a value is a shape at all (see problem.hpp).
#include <array>

#include "../math/vec.hpp"
#include "problem.hpp"

namespace collide {

template <class T>
struct Point {
  Vec3<T> p{};
};

// The points a + s·(b − a) for s in [0, 1].
template <class T>
struct Segment {
  Vec3<T> a{}, b{};
};

// The points origin + t·direction for t >= 0. The direction need not be of unit length.
template <class T>
struct Ray {
  Vec3<T> origin{};
  Vec3<T> direction{0, 0, 1};
};

// The points x with n·x = d, n of unit length. "Front" is the side n points to (n·x > d).
template <class T>
struct Plane {
  Vec3<T> n{0, 1, 0};
  T d = 0;

  // n is normalised here; a zero n gives a plane that validate() reports as zero_normal.
  static Plane from_point_normal(const Vec3<T>& point, const Vec3<T>& normal);
  // Counter-clockwise a, b, c seen from the front; collinear points give a zero_normal plane.
  static Plane from_points(const Vec3<T>& a, const Vec3<T>& b, const Vec3<T>& c);
};

template <class T>
struct Sphere {
  Vec3<T> center{};
  T radius = 1;
};

// The points center + Σ sᵢ·axes[i] with |s₁| <= half_height and s₀² + s₂² <= radius²: a solid
// cylinder whose axis is its own y (axes[1], as Jolt and Bullet); axes orthonormal.
template <class T>
struct Cylinder {
  Vec3<T> center{};
  std::array<Vec3<T>, 3> axes{Vec3<T>{1, 0, 0}, Vec3<T>{0, 1, 0}, Vec3<T>{0, 0, 1}};
  T half_height = 1;
  T radius = 1;

  static Cylinder from_rotation(const Vec3<T>& center, T half_height, T radius, const Quat<T>& q);
};

// A sphere that moves by `velocity` over one frame: at time t in [0, 1] its center is
// center + t·velocity.
template <class T>
struct MovingSphere {
  Sphere<T> sphere{};
  Vec3<T> velocity{};
};

template <class T>
struct Aabb {
  Vec3<T> min{}, max{};

  static Aabb from_center_half(const Vec3<T>& center, const Vec3<T>& half_extents) {
    return {center - half_extents, center + half_extents};
  }
};

// The points center + Σ sᵢ·axes[i] with |sᵢ| <= half_extents[i]; axes orthonormal.
template <class T>
struct Obb {
  Vec3<T> center{};
  std::array<Vec3<T>, 3> axes{Vec3<T>{1, 0, 0}, Vec3<T>{0, 1, 0}, Vec3<T>{0, 0, 1}};
  Vec3<T> half_extents{1, 1, 1};

  // The axes are the columns of q's rotation matrix; q is used as given (not renormalised).
  // Check q with validate_rotation() first: most non-unit q give axes that validate() reports
  // as non_orthonormal_axes, but not all (the formula ignores a scaled w).
  static Obb from_rotation(const Vec3<T>& center, const Vec3<T>& half_extents, const Quat<T>& q);
  static Obb from_aabb(const Aabb<T>& box);
};

// The filled triangle a, b, c (a degenerate one is a segment or a point, still a valid set).
template <class T>
struct Triangle {
  Vec3<T> a{}, b{}, c{};
};

// The points center + Σ sᵢ·axes[i] with Σ (sᵢ / radii[i])² <= 1; axes orthonormal.
template <class T>
struct Ellipsoid {
  Vec3<T> center{};
  std::array<Vec3<T>, 3> axes{Vec3<T>{1, 0, 0}, Vec3<T>{0, 1, 0}, Vec3<T>{0, 0, 1}};
  Vec3<T> radii{1, 1, 1};

  static Ellipsoid from_rotation(const Vec3<T>& center, const Vec3<T>& radii, const Quat<T>& q);
};

// The segment a–b swept by a ball of `radius`: the points within radius of the segment (a == b is
// a sphere). It turns about its centre (a + b)/2.
template <class T>
struct Capsule {
  Vec3<T> a{}, b{};
  T radius = 1;
};

// The columns of q's rotation matrix, computed from q as given (no renormalisation).
template <class T>
std::array<Vec3<T>, 3> rotation_axes(const Quat<T>& q);

// How far from unit length a normal, quaternion or axis may be before it is invalid. It catches
// garbage, not rounding: a float quaternion typed with four digits passes.
template <class T>
inline constexpr T unit_length_tolerance = T(1e-4);

Problem validate_rotation(const Quat<float>& q);
Problem validate_rotation(const Quat<double>& q);

template <class T>
Problem validate(const Point<T>& s);
template <class T>
Problem validate(const Segment<T>& s);
template <class T>
Problem validate(const Ray<T>& s);
template <class T>
Problem validate(const Plane<T>& s);
template <class T>
Problem validate(const Sphere<T>& s);
template <class T>
Problem validate(const MovingSphere<T>& s);
template <class T>
Problem validate(const Aabb<T>& s);
template <class T>
Problem validate(const Obb<T>& s);
template <class T>
Problem validate(const Triangle<T>& s);
template <class T>
Problem validate(const Ellipsoid<T>& s);
template <class T>
Problem validate(const Capsule<T>& s);
template <class T>
Problem validate(const Cylinder<T>& s);

}  // namespace collide
