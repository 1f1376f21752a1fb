#include "core/queries/hull_queries.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <glm/geometric.hpp>

#include "core/shapes/input_reach.hpp"

namespace collide {

template <class T>
HullPlaneSide<T> hull_plane_side(const HullData& hull, const Plane<T>& plane,
                                 const Tolerances<T>& tol) {
  HullPlaneSide<T> r;
  if (Problem p = validate(plane); p != Problem::none) {
    r.input = {p, Operand::b};
    return r;
  }
  r.lowest_vertex = hull_support_index(hull, -plane.n);
  r.highest_vertex = hull_support_index(hull, plane.n);
  const std::span<const Vec3<T>> v = hull_vertices<T>(hull);
  r.lowest = glm::dot(plane.n, v[r.lowest_vertex]) - plane.d;
  r.highest = glm::dot(plane.n, v[r.highest_vertex]) - plane.d;
  // dist(x) = n·x − d sums numbers of size Σ|nᵢ·xᵢ| + |d| (the band's scale, at the vertex where
  // it is largest); rounded by ρ, it moves by ρ·(2·|x|₁ + |d|) (n and x each by ρ·|x|, d by ρ·|d|).
  T scale = 0, reach = 0;
  for (const Vec3<T>& x : v) {
    scale = std::max(scale, glm::dot(glm::abs(plane.n), glm::abs(x)));
    reach = std::max(reach, l1_norm(x));
  }
  r.band = contact_band(tol, scale + std::abs(plane.d));
  r.side = r.lowest > r.band     ? PlaneSide::front
           : r.highest < -r.band ? PlaneSide::back
                                 : PlaneSide::straddling;
  r.intersects = r.side == PlaneSide::straddling;
  r.input_band = input_band(tol, T(2) * reach + std::abs(plane.d));
  r.within_tolerance = std::min(std::abs(r.lowest), std::abs(r.highest)) <= r.band + r.input_band;
  return r;
}

template HullPlaneSide<float> hull_plane_side(const HullData&, const Plane<float>&,
                                              const Tolerances<float>&);
template HullPlaneSide<double> hull_plane_side(const HullData&, const Plane<double>&,
                                               const Tolerances<double>&);

std::optional<RayHit> ray_convex_hull(const Ray<double>& ray, const HullData& hull) {
  for (int i = 0; i < 3; ++i)
    if (!std::isfinite(ray.origin[i]) || !std::isfinite(ray.direction[i])) return std::nullopt;
  double t0 = -std::numeric_limits<double>::infinity();
  double t1 = std::numeric_limits<double>::infinity();
  for (const HullFace& f : hull.faces) {
    // n·(o + t·d) <= offset  ⇔  t·(n·d) <= offset − n·o, the offset taken from a vertex of the
    // face (not from n·o − offset, which cancels far from the origin).
    const Vec3<double>& on_face = hull.vertices[hull.face_vertices[f.first]];
    const double room =
        glm::dot(f.normal, on_face - ray.origin) + (f.offset - glm::dot(f.normal, on_face));
    const double along = glm::dot(f.normal, ray.direction);
    if (along == 0) {
      if (room < 0) return std::nullopt;
      continue;
    }
    const double t = room / along;
    if (along < 0)
      t0 = std::max(t0, t);
    else
      t1 = std::min(t1, t);
    if (t0 > t1) return std::nullopt;
  }
  if (t1 < 0) return std::nullopt;
  RayHit h;
  h.starts_inside = t0 <= 0;
  h.t = std::max(t0, 0.0);
  h.t_exit = t1;
  h.point = ray.origin + h.t * ray.direction;
  return h;
}

}  // namespace collide
