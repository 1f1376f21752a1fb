#include "core/queries/plane_box_queries.hpp"

#include <cmath>

#include <glm/geometric.hpp>

namespace collide {
namespace {

// Three-way answer from the least and the greatest signed distance over the box.
template <class T>
PlaneSide side_of(T least, T greatest, T band) {
  if (least > band) return PlaneSide::front;
  if (greatest < -band) return PlaneSide::back;
  return PlaneSide::straddling;
}

// `input` is the input band (tolerances.hpp): how far the rounding of the operands can move
// n·v − d (the plane's n by ρ, d by ρ·|d|, each point of the box by ρ·(its reach)).
template <class T>
void decide(PlaneBoxSides<T>& r, const Plane<T>& plane, T band, T input) {
  r.band = band;
  r.input_band = input;
  r.n_distance = glm::dot(plane.n, r.n_vertex) - plane.d;
  r.p_distance = glm::dot(plane.n, r.p_vertex) - plane.d;
  r.side = side_of(r.n_distance, r.p_distance, band);
  r.intersects = r.side == PlaneSide::straddling;
  r.within_tolerance =
      std::abs(r.n_distance) <= band + input || std::abs(r.p_distance) <= band + input;
  r.radius_form_side =
      side_of(r.center_distance - r.projected_radius, r.center_distance + r.projected_radius, band);
  r.forms_agree = r.side == r.radius_form_side;
}

}  // namespace

template <class T>
PlaneBoxSides<T> plane_box_sides(const Plane<T>& plane, const Aabb<T>& box,
                                 const Tolerances<T>& tol) {
  PlaneBoxSides<T> r;
  if (r.input = check_inputs(plane, box); !r.input.valid()) return r;
  // The box axes are the world axes: pick min or max per coordinate by the sign of nᵢ.
  for (int i = 0; i < 3; ++i) {
    const bool along = plane.n[i] >= 0;
    r.n_vertex[i] = along ? box.min[i] : box.max[i];
    r.p_vertex[i] = along ? box.max[i] : box.min[i];
  }
  const Vec3<T> center = (box.min + box.max) * T(0.5);
  const Vec3<T> half = (box.max - box.min) * T(0.5);
  r.center_distance = glm::dot(plane.n, center) - plane.d;
  r.projected_radius = glm::dot(half, glm::abs(plane.n));
  // The size of the terms of n·v − d (Σ|nᵢ·vᵢ| + |d|) for either vertex.
  const Vec3<T> reach = glm::max(glm::abs(box.min), glm::abs(box.max));
  // Rounded inputs: a vertex moves by ρ·|v| <= ρ·|reach|₁; n·v by ρ·|v| more; d by ρ·|d|.
  decide(r, plane, contact_band(tol, glm::dot(glm::abs(plane.n), reach) + std::abs(plane.d)),
         input_band(tol, T(2) * l1_norm(reach) + std::abs(plane.d)));
  return r;
}

template <class T>
PlaneBoxSides<T> plane_box_sides(const Plane<T>& plane, const Obb<T>& box,
                                 const Tolerances<T>& tol) {
  PlaneBoxSides<T> r;
  if (r.input = check_inputs(plane, box); !r.input.valid()) return r;
  r.n_vertex = r.p_vertex = box.center;
  r.center_distance = glm::dot(plane.n, box.center) - plane.d;
  for (int i = 0; i < 3; ++i) {
    const T along = glm::dot(plane.n, box.axes[i]);
    const Vec3<T> step = box.half_extents[i] * box.axes[i];
    r.n_vertex += along >= 0 ? -step : step;
    r.p_vertex += along >= 0 ? step : -step;
    r.projected_radius += box.half_extents[i] * std::abs(along);
  }
  // The terms of n·v − d, plus the rounding of the vertex sums c ± Σ eᵢ·uᵢ.
  const T scale = glm::dot(glm::abs(plane.n), glm::abs(box.center)) +
                  T(2) * l1_norm(box.half_extents) + std::abs(plane.d);
  // Rounded inputs: a vertex moves by ρ·(|c| + 3·Σe) (centre, extents, axes) and is at most
  // |c| + Σe from the origin (n's rounding); d by ρ·|d|.
  decide(r, plane, contact_band(tol, scale),
         input_band(tol, T(2) * l1_norm(box.center) + T(4) * l1_norm(box.half_extents) +
                             std::abs(plane.d)));
  return r;
}

#define COLLIDE_INSTANTIATE(T)                                               \
  template PlaneBoxSides<T> plane_box_sides(const Plane<T>&, const Aabb<T>&, \
                                            const Tolerances<T>&);           \
  template PlaneBoxSides<T> plane_box_sides(const Plane<T>&, const Obb<T>&, const Tolerances<T>&);

COLLIDE_INSTANTIATE(float)
COLLIDE_INSTANTIATE(double)
#undef COLLIDE_INSTANTIATE

}  // namespace collide
