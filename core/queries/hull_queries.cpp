#include "core/queries/hull_queries.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <glm/geometric.hpp>

#include "core/shapes/input_reach.hpp"

namespace collide {

template <class T>
HullPlaneSide<T> hull_plane_side(const ConvexHull<T>& hull, const Plane<T>& plane,
                                 const Tolerances<T>& tol) {
  HullPlaneSide<T> r;
  if (r.input = check_inputs(hull, plane); !r.input.valid()) return r;
  r.lowest_vertex = hull_support_index(*hull.hull, -plane.n);
  r.highest_vertex = hull_support_index(*hull.hull, plane.n);
  r.lowest = glm::dot(plane.n, hull_point(hull, r.lowest_vertex)) - plane.d;
  r.highest = glm::dot(plane.n, hull_point(hull, r.highest_vertex)) - plane.d;
  // dist(x) = n·x − d sums numbers of size Σ|nᵢ·xᵢ| + |d| (the band's scale, at the vertex where
  // it is largest); rounded by ρ, it moves by ρ·(2·|x|₁ + |d|) (n and x each by ρ·|x|, d by ρ·|d|).
  T scale = 0, reach = 0;
  for (std::uint32_t i = 0; i < hull.hull->vertices.size(); ++i) {
    const Vec3<T> x = hull_point(hull, i);
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

template HullPlaneSide<float> hull_plane_side(const ConvexHull<float>&, const Plane<float>&,
                                              const Tolerances<float>&);
template HullPlaneSide<double> hull_plane_side(const ConvexHull<double>&, const Plane<double>&,
                                               const Tolerances<double>&);

}  // namespace collide
