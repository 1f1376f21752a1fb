#pragma once
// Any one of the primitive shapes, for code that handles them all (pair dispatch, scenes).
#include <cstddef>
#include <iterator>
#include <string_view>
#include <variant>

#include "shapes.hpp"

namespace collide {

// One order for the kinds: Shape's first alternatives are the scene's kinds in ObjectDesc's order
// (core/scene/scene.hpp: a box's query shape is an OBB), so a scene kind's index is its
// ShapeKind (core/scene/kind_descriptor.cpp checks it at compile time); the kinds only a query
// makes come after them (a moving sphere: a sphere with a velocity).
template <class T>
using Shape = std::variant<Obb<T>, Aabb<T>, Sphere<T>, Plane<T>, Point<T>, Segment<T>, Triangle<T>,
                           Ellipsoid<T>, Ray<T>, MovingSphere<T>>;

// The kinds in the order of Shape's alternatives, so kind_of(s) == ShapeKind(s.index()).
enum class ShapeKind : std::size_t {
  obb,
  aabb,
  sphere,
  plane,
  point,
  segment,
  triangle,
  ellipsoid,
  ray,
  moving_sphere,
};
// One per alternative of Shape (and so one per enumerator above).
inline constexpr std::size_t kShapeKindCount = std::variant_size_v<Shape<float>>;
static_assert(static_cast<std::size_t>(ShapeKind::moving_sphere) + 1 == kShapeKindCount,
              "ShapeKind lists Shape's alternatives, in order");

template <class T>
ShapeKind kind_of(const Shape<T>& s) {
  return static_cast<ShapeKind>(s.index());
}

constexpr std::string_view name_of(ShapeKind k) {
  constexpr std::string_view names[] = {"obb",   "aabb",         "sphere",   "plane",
                                        "point", "segment",      "triangle", "ellipsoid",
                                        "ray",   "moving sphere"};
  static_assert(std::size(names) == kShapeKindCount);
  return names[static_cast<std::size_t>(k)];
}

template <class T>
Problem validate(const Shape<T>& s) {
  return std::visit([](const auto& shape) { return validate(shape); }, s);
}

}  // namespace collide
