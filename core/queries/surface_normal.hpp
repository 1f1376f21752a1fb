#pragma once
// The outward unit normal of a curved shape at a point on (or near) its surface, from the shape's
// own equation: a sphere's x − c; an ellipsoid's gradient Σ uᵢ·((x − c)·uᵢ)/rᵢ²; a capsule's
// x − (its segment's nearest point to x). Nothing for a flat-faced or unbounded kind, a flat
// ellipsoid (a zero radius), or a point at the centre or on the core, where no normal is defined.
//
// Why: GJK's nearest points on a curved surface are known only to about √ulp of the size along
// it, so at a distance within ε their direction can be tilted by that over ε; the surface's own
// normal at the point is tilted only by the point's error over the curvature radius.
#include <optional>

#include <glm/geometric.hpp>

#include "../shapes/shape.hpp"
#include "closest_points.hpp"

namespace collide {

template <class T>
std::optional<Vec3<T>> surface_normal(const Shape<T>& s, const Vec3<T>& x) {
  Vec3<T> n(0);
  if (const auto* sphere = std::get_if<Sphere<T>>(&s)) {
    n = x - sphere->center;
  } else if (const auto* e = std::get_if<Ellipsoid<T>>(&s)) {
    for (int i = 0; i < 3; ++i) {
      if (!(e->radii[i] > T(0))) return std::nullopt;
      n += e->axes[i] * (glm::dot(x - e->center, e->axes[i]) / (e->radii[i] * e->radii[i]));
    }
  } else if (const auto* c = std::get_if<Capsule<T>>(&s)) {
    n = x - (c->a + closest_segment_parameter(x, c->a, c->b) * (c->b - c->a));
  } else {
    return std::nullopt;
  }
  const T length = glm::length(n);
  if (!(length > T(0)) || !std::isfinite(length)) return std::nullopt;
  return n / length;
}

}  // namespace collide
