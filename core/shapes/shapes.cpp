#include "core/shapes/shapes.hpp"

#include <cmath>

#include <glm/geometric.hpp>

namespace collide {
namespace {

template <class T>
bool finite(T v) {
  return std::isfinite(v);
}
template <class T>
bool finite(const Vec3<T>& v) {
  return finite(v.x) && finite(v.y) && finite(v.z);
}
template <class T, class... Rest>
bool finite(const T& first, const Rest&... rest) {
  return finite(first) && (finite(rest) && ...);
}

template <class T>
bool near_unit(T length_squared) {
  return std::abs(length_squared - T(1)) <= T(2) * unit_length_tolerance<T>;
}

template <class T>
Problem validate_axes(const std::array<Vec3<T>, 3>& axes) {
  if (!finite(axes[0], axes[1], axes[2])) return Problem::non_finite;
  for (int i = 0; i < 3; ++i) {
    if (!near_unit(glm::dot(axes[i], axes[i]))) return Problem::non_orthonormal_axes;
    for (int j = i + 1; j < 3; ++j)
      if (std::abs(glm::dot(axes[i], axes[j])) > unit_length_tolerance<T>)
        return Problem::non_orthonormal_axes;
  }
  return Problem::none;
}

template <class T>
Problem validate_quaternion(const Quat<T>& q) {
  if (!finite(q.w, q.x, q.y, q.z)) return Problem::non_finite;
  T norm2 = q.w * q.w + q.x * q.x + q.y * q.y + q.z * q.z;
  return near_unit(norm2) ? Problem::none : Problem::non_unit_quaternion;
}

}  // namespace

template <class T>
Plane<T> Plane<T>::from_point_normal(const Vec3<T>& point, const Vec3<T>& normal) {
  T length = glm::length(normal);
  Vec3<T> n = length > T(0) ? normal / length : Vec3<T>(0);
  return {n, glm::dot(n, point)};
}

template <class T>
Plane<T> Plane<T>::from_points(const Vec3<T>& a, const Vec3<T>& b, const Vec3<T>& c) {
  return from_point_normal(a, glm::cross(b - a, c - a));
}

template <class T>
std::array<Vec3<T>, 3> rotation_axes(const Quat<T>& q) {
  const T x = q.x, y = q.y, z = q.z, w = q.w;
  return {Vec3<T>{1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)},
          Vec3<T>{2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)},
          Vec3<T>{2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)}};
}

template <class T>
Obb<T> Obb<T>::from_rotation(const Vec3<T>& center, const Vec3<T>& half_extents, const Quat<T>& q) {
  return {center, rotation_axes(q), half_extents};
}

template <class T>
Obb<T> Obb<T>::from_aabb(const Aabb<T>& box) {
  Obb<T> obb;
  obb.center = (box.min + box.max) * T(0.5);
  obb.half_extents = (box.max - box.min) * T(0.5);
  return obb;
}

template <class T>
Ellipsoid<T> Ellipsoid<T>::from_rotation(const Vec3<T>& center, const Vec3<T>& radii,
                                         const Quat<T>& q) {
  return {center, rotation_axes(q), radii};
}

template <class T>
Cylinder<T> Cylinder<T>::from_rotation(const Vec3<T>& center, T half_height, T radius,
                                       const Quat<T>& q) {
  return {center, rotation_axes(q), half_height, radius};
}

Problem validate_rotation(const Quat<float>& q) {
  return validate_quaternion(q);
}
Problem validate_rotation(const Quat<double>& q) {
  return validate_quaternion(q);
}

template <class T>
Problem validate(const Point<T>& s) {
  return finite(s.p) ? Problem::none : Problem::non_finite;
}

template <class T>
Problem validate(const Segment<T>& s) {
  return finite(s.a, s.b) ? Problem::none : Problem::non_finite;
}

template <class T>
Problem validate(const Ray<T>& s) {
  if (!finite(s.origin, s.direction)) return Problem::non_finite;
  return glm::dot(s.direction, s.direction) > T(0) ? Problem::none : Problem::zero_direction;
}

template <class T>
Problem validate(const Plane<T>& s) {
  if (!finite(s.n, s.d)) return Problem::non_finite;
  T length2 = glm::dot(s.n, s.n);
  if (length2 <= unit_length_tolerance<T> * unit_length_tolerance<T>) return Problem::zero_normal;
  return near_unit(length2) ? Problem::none : Problem::non_unit_normal;
}

template <class T>
Problem validate(const Sphere<T>& s) {
  if (!finite(s.center, s.radius)) return Problem::non_finite;
  return s.radius >= T(0) ? Problem::none : Problem::negative_radius;
}

template <class T>
Problem validate(const MovingSphere<T>& s) {
  if (Problem p = validate(s.sphere); p != Problem::none) return p;
  return finite(s.velocity) ? Problem::none : Problem::non_finite;
}

template <class T>
Problem validate(const Aabb<T>& s) {
  if (!finite(s.min, s.max)) return Problem::non_finite;
  bool ordered = s.min.x <= s.max.x && s.min.y <= s.max.y && s.min.z <= s.max.z;
  return ordered ? Problem::none : Problem::inverted_bounds;
}

template <class T>
Problem validate(const Obb<T>& s) {
  if (!finite(s.center, s.half_extents)) return Problem::non_finite;
  if (Problem p = validate_axes(s.axes); p != Problem::none) return p;
  const Vec3<T>& e = s.half_extents;
  return e.x >= T(0) && e.y >= T(0) && e.z >= T(0) ? Problem::none : Problem::negative_extent;
}

template <class T>
Problem validate(const Triangle<T>& s) {
  return finite(s.a, s.b, s.c) ? Problem::none : Problem::non_finite;
}

template <class T>
Problem validate(const Ellipsoid<T>& s) {
  if (!finite(s.center, s.radii)) return Problem::non_finite;
  if (Problem p = validate_axes(s.axes); p != Problem::none) return p;
  const Vec3<T>& r = s.radii;
  return r.x >= T(0) && r.y >= T(0) && r.z >= T(0) ? Problem::none : Problem::negative_radius;
}

template <class T>
Problem validate(const Capsule<T>& s) {
  if (!finite(s.a, s.b, s.radius)) return Problem::non_finite;
  return s.radius >= T(0) ? Problem::none : Problem::negative_radius;
}

template <class T>
Problem validate(const Cylinder<T>& s) {
  if (!finite(s.center, s.half_height, s.radius)) return Problem::non_finite;
  if (Problem p = validate_axes(s.axes); p != Problem::none) return p;
  if (s.half_height < T(0)) return Problem::negative_extent;
  return s.radius >= T(0) ? Problem::none : Problem::negative_radius;
}

#define COLLIDE_INSTANTIATE(T)                                   \
  template struct Plane<T>;                                      \
  template struct Obb<T>;                                        \
  template struct Ellipsoid<T>;                                  \
  template std::array<Vec3<T>, 3> rotation_axes(const Quat<T>&); \
  template Problem validate(const Point<T>&);                    \
  template Problem validate(const Segment<T>&);                  \
  template Problem validate(const Ray<T>&);                      \
  template Problem validate(const Plane<T>&);                    \
  template Problem validate(const Sphere<T>&);                   \
  template Problem validate(const MovingSphere<T>&);             \
  template Problem validate(const Aabb<T>&);                     \
  template Problem validate(const Obb<T>&);                      \
  template Problem validate(const Triangle<T>&);                 \
  template Problem validate(const Ellipsoid<T>&);                \
  template Problem validate(const Capsule<T>&);                  \
  template struct Cylinder<T>;                                   \
  template Problem validate(const Cylinder<T>&);

COLLIDE_INSTANTIATE(float)
COLLIDE_INSTANTIATE(double)
#undef COLLIDE_INSTANTIATE

}  // namespace collide
