#include "core/queries/plane_plane.hpp"

#include <cmath>

#include <glm/geometric.hpp>

namespace collide {

template <class T>
PlanePlane<T> plane_plane(const Plane<T>& a, const Plane<T>& b, const Tolerances<T>& tol) {
  PlanePlane<T> r;
  if (r.input = check_inputs(a, b); !r.input.valid()) return r;
  const Vec3<T> u = glm::cross(a.n, b.n);
  r.sin_angle = glm::length(u);
  r.band = contact_band(tol, std::abs(a.d) + std::abs(b.d));
  // Rounded inputs: d₁ − σ·d₂ moves by ρ·(|d₁| + |d₂|); each unit normal by |δn| <= ρ, so
  // |n₁ × n₂| by at most ρ·(|n₁| + |n₂|) = 2ρ.
  r.input_band = input_band(tol, std::abs(a.d) + std::abs(b.d));
  const bool angle_in_band = std::abs(r.sin_angle - tol.sat_parallel) <= input_band(tol, T(2));
  if (r.sin_angle > tol.sat_parallel) {
    r.kind = PlanePlaneKind::meet_in_line;
    r.line_direction = u / r.sin_angle;
    r.line_point = glm::cross(a.d * b.n - b.d * a.n, u) / glm::dot(u, u);
  } else {
    const T sigma = glm::dot(a.n, b.n) >= 0 ? T(1) : T(-1);
    r.distance = std::abs(a.d - sigma * b.d);
    r.kind = r.distance <= r.band ? PlanePlaneKind::coincident : PlanePlaneKind::parallel_apart;
    // Nearly parallel planes that are apart here do meet, far away: a verdict of the tolerance.
    // So do the file's planes whenever their normals, rounded to these, were not exactly
    // parallel: with rounded inputs "parallel and apart" has no margin at all.
    r.within_tolerance = r.distance <= r.band + r.input_band || r.sin_angle > 0 ||
                         (tol.input_rounding != T(0) && r.kind == PlanePlaneKind::parallel_apart);
  }
  // Parallel or not was decided within the rounding of the normals (only when rounded): that
  // flips the verdict unless the planes, taken as parallel, surely coincide.
  if (angle_in_band && tol.input_rounding != T(0)) {
    const T sigma = glm::dot(a.n, b.n) >= 0 ? T(1) : T(-1);
    if (std::abs(a.d - sigma * b.d) + r.input_band > r.band) r.within_tolerance = true;
  }
  r.intersects = r.kind != PlanePlaneKind::parallel_apart;
  return r;
}

template PlanePlane<float> plane_plane(const Plane<float>&, const Plane<float>&,
                                       const Tolerances<float>&);
template PlanePlane<double> plane_plane(const Plane<double>&, const Plane<double>&,
                                        const Tolerances<double>&);

}  // namespace collide
