#pragma once
// Support functions: for a convex shape S and a direction d, support(S, d) is a point of S that
// lies furthest along d, argmax over x in S of d·x. GJK and EPA (core/queries/gjk.hpp, epa.hpp)
// see a shape through this function alone: the support of the Minkowski difference A − B in d is
// support(A, d) − support(B, −d).
//
// Ties (a face or an edge facing d exactly) are broken towards the + side of each axis, so the
// answer is a vertex of a polytope and the same bits every time. d = 0 is allowed: every point
// of S maximises 0·x, and the functions return a point of S (the center side of the tie rule).
// Rays and planes are unbounded and have no support function.
#include <array>
#include <cmath>
#include <concepts>
#include <cstddef>
#include <optional>
#include <utility>
#include <variant>

#include <glm/geometric.hpp>

#include "../shapes/shape.hpp"
#include "hull_queries.hpp"

namespace collide {

// A point: itself.
template <class T>
Vec3<T> support(const Point<T>& s, const Vec3<T>&) {
  return s.p;
}

// A segment: the end further along d (a when tied).
template <class T>
Vec3<T> support(const Segment<T>& s, const Vec3<T>& d) {
  return glm::dot(s.b - s.a, d) > T(0) ? s.b : s.a;
}

// A triangle: the vertex with the greatest d·v (the first of them when tied).
template <class T>
Vec3<T> support(const Triangle<T>& s, const Vec3<T>& d) {
  const T da = glm::dot(s.a, d), db = glm::dot(s.b, d), dc = glm::dot(s.c, d);
  if (da >= db && da >= dc) return s.a;
  return db >= dc ? s.b : s.c;
}

// A sphere: c + r·d/|d| (the center when d = 0).
template <class T>
Vec3<T> support(const Sphere<T>& s, const Vec3<T>& d) {
  const T length = glm::length(d);
  return length > T(0) ? s.center + d * (s.radius / length) : s.center;
}

// A moving sphere's swept volume over t in [0, 1]: the capsule around the segment from c to
// c + velocity, so the segment's support plus r·d/|d|.
template <class T>
Vec3<T> support(const MovingSphere<T>& s, const Vec3<T>& d) {
  const Segment<T> path{s.sphere.center, s.sphere.center + s.velocity};
  return support(Sphere<T>{support(path, d), s.sphere.radius}, d);
}

// A capsule: its segment's support (the end further along d) plus r·d/|d|.
template <class T>
Vec3<T> support(const Capsule<T>& s, const Vec3<T>& d) {
  return support(Sphere<T>{support(Segment<T>{s.a, s.b}, d), s.radius}, d);
}

// A cylinder (axis u₁, half height h, radius r): its cap's rim furthest along d,
// c + sign(d·u₁)·h·u₁ + r·d⊥/|d⊥| with d⊥ = (d·u₀)·u₀ + (d·u₂)·u₂, the part of d across the axis
// (taken from the two cross axes, not d − (d·u₁)·u₁, which cancels for d near the axis). d along
// the axis (d⊥ = 0): every point of the cap ties; its centre (sign(0) = +1 as the OBB's).
template <class T>
Vec3<T> support(const Cylinder<T>& s, const Vec3<T>& d) {
  const T along = glm::dot(d, s.axes[1]) >= T(0) ? s.half_height : -s.half_height;
  const T d0 = glm::dot(d, s.axes[0]), d2 = glm::dot(d, s.axes[2]);
  const T across = std::sqrt(d0 * d0 + d2 * d2);
  Vec3<T> x = s.center + s.axes[1] * along;
  if (across > T(0)) x += (s.axes[0] * d0 + s.axes[2] * d2) * (s.radius / across);
  return x;
}

// A convex hull: its vertex furthest along d (hull_queries.hpp; ties to the first vertex).
template <class T>
Vec3<T> support(const ConvexHull<T>& s, const Vec3<T>& d) {
  return hull_support(s, d);
}

// An AABB: per axis, max where dᵢ >= 0 and min where dᵢ < 0.
template <class T>
Vec3<T> support(const Aabb<T>& s, const Vec3<T>& d) {
  return {d.x >= T(0) ? s.max.x : s.min.x, d.y >= T(0) ? s.max.y : s.min.y,
          d.z >= T(0) ? s.max.z : s.min.z};
}

// An OBB: c + Σ sign(d·uᵢ)·eᵢ·uᵢ (sign(0) = +1).
template <class T>
Vec3<T> support(const Obb<T>& s, const Vec3<T>& d) {
  Vec3<T> x = s.center;
  for (int i = 0; i < 3; ++i) {
    const T e = glm::dot(d, s.axes[i]) >= T(0) ? s.half_extents[i] : -s.half_extents[i];
    x += s.axes[i] * e;
  }
  return x;
}

// An ellipsoid {c + U·diag(r)·s : |s| <= 1}: with M = U·diag(r), max over |s| <= 1 of d·M·s is
// reached at s = Mᵀd/|Mᵀd|, so support = c + M·Mᵀd/|Mᵀd| = c + Σ uᵢ·rᵢ²(uᵢ·d)/|Mᵀd|, where
// |Mᵀd|² = Σ (rᵢ·uᵢ·d)². (The center when Mᵀd = 0: d = 0 or all radii zero along d.)
template <class T>
Vec3<T> support(const Ellipsoid<T>& s, const Vec3<T>& d) {
  Vec3<T> md;  // Mᵀd in the ellipsoid's frame
  for (int i = 0; i < 3; ++i)
    md[i] = s.radii[i] * glm::dot(s.axes[i], d);
  const T length = glm::length(md);
  if (!(length > T(0))) return s.center;
  Vec3<T> x = s.center;
  for (int i = 0; i < 3; ++i)
    x += s.axes[i] * (s.radii[i] * (md[i] / length));
  return x;
}

// Whether a shape type has a support function above: the trait the pair table reads (a kind with
// one gets GJK/EPA against every other such kind that has no closed form, pair_test.hpp), so a
// new convex kind joins the table by its support overload alone.
template <class S, class T>
concept HasSupport = requires(const S& s, const Vec3<T>& d) {
  { support(s, d) } -> std::same_as<Vec3<T>>;
};

namespace support_detail {
template <std::size_t... I>
constexpr std::array<bool, sizeof...(I)> kinds_with_support(std::index_sequence<I...>) {
  return {HasSupport<std::variant_alternative_t<I, Shape<double>>, double>...};
}
inline constexpr auto kHasSupport =
    kinds_with_support(std::make_index_sequence<std::variant_size_v<Shape<double>>>{});
}  // namespace support_detail

// Whether a kind is bounded and convex, i.e. has a support function (today every kind but the
// ray and the plane).
constexpr bool has_support(ShapeKind k) {
  return support_detail::kHasSupport[static_cast<std::size_t>(k)];
}

// The support of any shape whose kind has one; nullopt for the others (a ray, a plane).
template <class T>
std::optional<Vec3<T>> support(const Shape<T>& s, const Vec3<T>& d) {
  return std::visit(
      [&](const auto& shape) -> std::optional<Vec3<T>> {
        if constexpr (HasSupport<std::decay_t<decltype(shape)>, T>)
          return support(shape, d);
        else
          return std::nullopt;
      },
      s);
}

}  // namespace collide
