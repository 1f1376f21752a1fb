#pragma once
// What the queries ask of a convex hull (core/shapes/convex_hull.hpp), in either precision: its
// support point (GJK and EPA see it through this alone), its extent along a plane's normal (the
// hull–plane test). Where a ray first meets it: ray_convex_hull in ray_queries.hpp.
#include <algorithm>
#include <cstdint>
#include <span>
#include <type_traits>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include "../math/tolerances.hpp"
#include "../shapes/convex_hull.hpp"
#include "../shapes/input_check.hpp"
#include "plane_side.hpp"

namespace collide {

// The hull's vertices in precision T: the doubles as built, or their float roundings.
template <class T>
std::span<const Vec3<T>> hull_vertices(const HullData& h) {
  if constexpr (std::is_same_v<T, float>)
    return h.vertices_float;
  else
    return h.vertices;
}

// The index of a vertex furthest along d, argmax over vertices of d·v: the hull's support is a
// vertex, since a linear function on a polytope is greatest at one. A linear scan, so its cost
// is the vertex count (at most kHullMaxPoints); ties go to the first vertex, so d = 0 gives
// vertex 0 and the same direction gives the same bits every time.
template <class T>
std::uint32_t hull_support_index(const HullData& h, const Vec3<T>& d) {
  const std::span<const Vec3<T>> v = hull_vertices<T>(h);
  std::uint32_t best = 0;
  T best_dot = glm::dot(v[0], d);
  for (std::uint32_t i = 1; i < v.size(); ++i)
    if (const T x = glm::dot(v[i], d); x > best_dot) best_dot = x, best = i;
  return best;
}

template <class T>
Vec3<T> hull_support(const HullData& h, const Vec3<T>& d) {
  return hull_vertices<T>(h)[hull_support_index(h, d)];
}

// A hull shape's vertex i: offset + scale·vᵢ (offset 0 and scale 1 give vᵢ's own bits).
template <class T>
Vec3<T> hull_point(const ConvexHull<T>& h, std::uint32_t i) {
  return h.offset + h.scale * hull_vertices<T>(*h.hull)[i];
}
// The shape's support: a positive scale and a move keep which vertex is furthest along d.
template <class T>
Vec3<T> hull_support(const ConvexHull<T>& h, const Vec3<T>& d) {
  return hull_point(h, hull_support_index(*h.hull, d));
}
// The largest |x|₁ and |x|∞ of the shape's vertices: the size its bands and GJK's scaling use.
template <class T>
T hull_l1_reach(const ConvexHull<T>& h) {
  T r = 0;
  for (std::uint32_t i = 0; i < h.hull->vertices.size(); ++i)
    r = std::max(r, l1_norm(hull_point(h, i)));
  return r;
}
template <class T>
T hull_max_abs(const ConvexHull<T>& h) {
  T r = 0;
  for (std::uint32_t i = 0; i < h.hull->vertices.size(); ++i) {
    const Vec3<T> x = glm::abs(hull_point(h, i));
    r = std::max({r, x.x, x.y, x.z});
  }
  return r;
}

// The hull against a plane by its support: its vertices' signed distances n·v − d span
// [lowest, highest] (the supports along −n and n), so it is in front when lowest > band, behind
// when highest < −band, and straddles (meets the plane) otherwise.
template <class T>
struct HullPlaneSide {
  InputCheck input;  // the plane's problem, if any (a built hull is always valid)
  PlaneSide side = PlaneSide::front;
  bool intersects = false;        // side == straddling
  bool within_tolerance = false;  // lowest or highest within band + input_band of 0
  T lowest = 0, highest = 0;      // the least and greatest signed distance of a vertex
  std::uint32_t lowest_vertex = 0, highest_vertex = 0;  // which vertices (support along ∓n)
  T band = 0;
  T input_band = 0;  // the inputs' rounding (tolerances.hpp; 0 unless rounded)
};

template <class T>
HullPlaneSide<T> hull_plane_side(const ConvexHull<T>& hull, const Plane<T>& plane,
                                 const Tolerances<T>& tol = {});
// The HullData as built (offset 0, scale 1).
template <class T>
HullPlaneSide<T> hull_plane_side(const HullData& hull, const Plane<T>& plane,
                                 const Tolerances<T>& tol = {}) {
  return hull_plane_side(ConvexHull<T>{&hull}, plane, tol);
}

}  // namespace collide
