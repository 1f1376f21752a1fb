#pragma once
// How far any point of a shape can move, over ρ, when every number of the shape is rounded by
// ρ (each x to within ρ·|x|: Tolerances::input_rounding, tolerances.hpp). Both ways: every point
// of the rounded shape is that close to a point of the original, and every point of the original
// to one of the rounded (the Hausdorff distance of the two, over ρ).
//
// The tests of two bounded convex shapes use it through one fact: their signed distance (the
// distance apart, or minus the penetration depth) is 1-Lipschitz in the Hausdorff distance of
// each operand, so rounding moves it by at most ρ·(input_reach(a) + input_reach(b)); so does the
// gap along any fixed unit axis (a SAT axis). l1 norms bound the Euclidean ones they stand for.
#include <algorithm>
#include <cmath>
#include <limits>
#include <type_traits>
#include <variant>

#include <glm/common.hpp>

#include "../math/vec.hpp"
#include "shape.hpp"

namespace collide {

// A point p moves by |δp| <= ρ·|p|.
template <class T>
T input_reach(const Point<T>& s) {
  return l1_norm(s.p);
}
// Every point is a mix of the two ends.
template <class T>
T input_reach(const Segment<T>& s) {
  return std::max(l1_norm(s.a), l1_norm(s.b));
}
// ... of the three vertices.
template <class T>
T input_reach(const Triangle<T>& s) {
  return std::max({l1_norm(s.a), l1_norm(s.b), l1_norm(s.c)});
}
// c + r·u: the centre by ρ·|c|, the radius by ρ·r.
template <class T>
T input_reach(const Sphere<T>& s) {
  return l1_norm(s.center) + s.radius;
}
// The whole sweep, c + τ·v + r·u for τ in [0, 1]: ρ·(|c| + |v| + r).
template <class T>
T input_reach(const MovingSphere<T>& s) {
  return l1_norm(s.sphere.center) + l1_norm(s.velocity) + s.sphere.radius;
}
// Each coordinate of a point lies between minᵢ and maxᵢ, and moves by ρ·max(|minᵢ|, |maxᵢ|).
template <class T>
T input_reach(const Aabb<T>& s) {
  return l1_norm(glm::max(glm::abs(s.min), glm::abs(s.max)));
}
// c + Σ sᵢ·Aᵢ with |sᵢ| <= eᵢ: the centre by ρ·|c|, each extent by ρ·eᵢ, each unit axis by
// |δAᵢ| <= ρ (times |sᵢ| <= eᵢ): ρ·(|c| + 2·Σe), written 3·Σe for the rounding of the bound.
template <class T>
T input_reach(const Obb<T>& s) {
  return l1_norm(s.center) + T(3) * l1_norm(s.half_extents);
}
// The same with the radii for the extents (|sᵢ| <= aᵢ).
template <class T>
T input_reach(const Ellipsoid<T>& s) {
  return l1_norm(s.center) + T(3) * l1_norm(s.radii);
}
// A mix of its two ends plus r·u: the ends by ρ·max|end|, the radius by ρ·r.
template <class T>
T input_reach(const Capsule<T>& s) {
  return std::max(l1_norm(s.a), l1_norm(s.b)) + s.radius;
}
// A box's bound with the half extents (r, h, r) of its bounding box in its own frame.
template <class T>
T input_reach(const Cylinder<T>& s) {
  return l1_norm(s.center) + T(3) * (s.half_height + T(2) * s.radius);
}
// A convex hull: a mix of its vertices offset + scale·v, each coordinate rounded: the largest
// vertex's |x|₁ (offset, scale and vertex each by ρ times itself: written 3·, as a box's axes).
template <class T>
T input_reach(const ConvexHull<T>& s) {
  T r = 0;
  const auto v = [&]() -> const auto& {
    if constexpr (std::is_same_v<T, float>)
      return s.hull->vertices_float;
    else
      return s.hull->vertices;
  }
  ();
  for (const Vec3<T>& x : v)
    r = std::max(r, l1_norm(x));
  return l1_norm(s.offset) + T(3) * s.scale * r;
}
// A triangle mesh: its vertices as stored (each coordinate as given, no mix): the root box's
// largest corner's |x|₁ bounds every vertex's.
template <class T>
T input_reach(const TriangleMesh<T>& s) {
  const Aabb<T>& box = s.mesh->template node_boxes<T>()[0];
  return l1_norm(glm::max(glm::abs(box.min), glm::abs(box.max)));
}
// A registered kind's points are its positions plus turned sizes (SupportKind): each number,
// each size and each unit axis it turns moves by ρ times itself, so 3·(Σ|slots|₁) bounds it.
template <class T>
T input_reach(const SupportShape<T>& s) {
  T r = l1_norm(s.vec[0]) + l1_norm(s.vec[1]) + std::abs(s.num[0]) + std::abs(s.num[1]);
  return T(3) * r;
}
// Unbounded shapes have no finite reach: their tests bound the part that matters themselves.
template <class T>
T input_reach(const Ray<T>&) {
  return std::numeric_limits<T>::infinity();
}
template <class T>
T input_reach(const Plane<T>&) {
  return std::numeric_limits<T>::infinity();
}

template <class T>
T input_reach(const Shape<T>& s) {
  return std::visit([](const auto& x) { return input_reach(x); }, s);
}

}  // namespace collide
