#pragma once
// Any one of the primitive shapes, for code that handles them all (pair dispatch, scenes).
#include <cstddef>
#include <string_view>
#include <variant>

#include "shapes.hpp"

namespace collide {

template <class T>
using Shape = std::variant<Point<T>, Segment<T>, Ray<T>, Plane<T>, Sphere<T>, MovingSphere<T>,
                           Aabb<T>, Obb<T>, Triangle<T>, Ellipsoid<T>>;

// The kinds in the order of Shape's alternatives, so kind_of(s) == ShapeKind(s.index()).
enum class ShapeKind : std::size_t {
  point,
  segment,
  ray,
  plane,
  sphere,
  moving_sphere,
  aabb,
  obb,
  triangle,
  ellipsoid,
};
// One per alternative of Shape (and so one per enumerator above).
inline constexpr std::size_t kShapeKindCount = std::variant_size_v<Shape<float>>;
static_assert(static_cast<std::size_t>(ShapeKind::ellipsoid) + 1 == kShapeKindCount,
              "ShapeKind lists Shape's alternatives, in order");

template <class T>
ShapeKind kind_of(const Shape<T>& s) {
  return static_cast<ShapeKind>(s.index());
}

constexpr std::string_view name_of(ShapeKind k) {
  constexpr std::string_view names[] = {"point",         "segment", "ray", "plane",    "sphere",
                                        "moving sphere", "aabb",    "obb", "triangle", "ellipsoid"};
  return names[static_cast<std::size_t>(k)];
}

template <class T>
Problem validate(const Shape<T>& s) {
  return std::visit([](const auto& shape) { return validate(shape); }, s);
}

}  // namespace collide
