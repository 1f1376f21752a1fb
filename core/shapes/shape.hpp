#pragma once
// Any one of the primitive shapes, for code that handles them all (pair dispatch, scenes).
#include <cstddef>
#include <iterator>
#include <string_view>
#include <variant>

#include "convex_hull.hpp"
#include "shapes.hpp"
#include "support_shape.hpp"
#include "triangle_mesh.hpp"

namespace collide {

// One order for the kinds: Shape's first alternatives are the scene's kinds in ObjectDesc's order
// (core/scene/scene.hpp: a box's query shape is an OBB), so a scene kind's index is its
// ShapeKind (core/scene/kind_descriptor.cpp checks it at compile time); the kinds only a query
// makes come after them (a moving sphere: a sphere with a velocity). Last, the shape of every kind
// registered at run time (core/scene/kind_descriptor.hpp: register_kind), a SupportShape known by
// its support function alone: outside the table of built-in kinds (kShapeKindCount), which keeps
// its indices, it meets every bounded kind through the GJK/EPA fallback.
template <class T>
using Shape = std::variant<Obb<T>, Aabb<T>, Sphere<T>, Plane<T>, Point<T>, Segment<T>, Triangle<T>,
                           Ellipsoid<T>, Ray<T>, Capsule<T>, Cylinder<T>, ConvexHull<T>,
                           TriangleMesh<T>, MovingSphere<T>, SupportShape<T>>;

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
  capsule,
  cylinder,
  convex_hull,
  mesh,  // a triangle mesh: a set of triangles, not convex (no support function)
  moving_sphere,
  convex,  // a registered kind's SupportShape (its own name is its kind's: SupportKind::name)
};
// The built-in kinds of shape, the pair table's rows and columns: every alternative of Shape but
// the last, SupportShape (ShapeKind::convex).
inline constexpr std::size_t kShapeKindCount = std::variant_size_v<Shape<float>> - 1;
static_assert(static_cast<std::size_t>(ShapeKind::moving_sphere) + 1 == kShapeKindCount,
              "ShapeKind lists Shape's alternatives, in order");
static_assert(static_cast<std::size_t>(ShapeKind::convex) == kShapeKindCount);

template <class T>
ShapeKind kind_of(const Shape<T>& s) {
  return static_cast<ShapeKind>(s.index());
}

constexpr std::string_view name_of(ShapeKind k) {
  constexpr std::string_view names[] = {"obb",   "aabb",          "sphere",   "plane",
                                        "point", "segment",       "triangle", "ellipsoid",
                                        "ray",   "capsule",       "cylinder", "convex hull",
                                        "mesh",  "moving sphere", "convex"};
  static_assert(std::size(names) == kShapeKindCount + 1);
  return names[static_cast<std::size_t>(k)];
}

template <class T>
Problem validate(const Shape<T>& s) {
  return std::visit([](const auto& shape) { return validate(shape); }, s);
}

}  // namespace collide
