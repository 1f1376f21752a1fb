#include "core/queries/point_ellipsoid.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <glm/geometric.hpp>

#include "core/shapes/input_reach.hpp"

namespace collide {

template <class T>
PointEllipsoid<T> point_ellipsoid(const Point<T>& point, const Ellipsoid<T>& e,
                                  const Tolerances<T>& tol) {
  PointEllipsoid<T> r;
  if (r.input = check_inputs(point, e); !r.input.valid()) return r;
  const Vec3<T> offset = point.p - e.center;
  r.band = contact_band(tol, l1_norm(offset) + l1_norm(e.radii));
  T k2 = 0, flat_gap = 0;
  for (int i = 0; i < 3; ++i) {
    r.local[i] = glm::dot(offset, e.axes[i]);
    if (e.radii[i] > T(0)) {
      const T q = r.local[i] / e.radii[i];
      k2 += q * q;
    } else {
      flat_gap = std::max(flat_gap, std::abs(r.local[i]));
    }
  }
  r.scaled_radius = std::sqrt(k2);
  const T length = glm::length(offset);
  if (flat_gap > r.band) {
    r.gap = flat_gap;
  } else if (r.scaled_radius > T(0)) {
    r.surface_point = e.center + offset / r.scaled_radius;
    r.gap = length - length / r.scaled_radius;
  } else {
    r.surface_point = e.center;
    r.gap = length > T(0) ? length : T(0);  // at the center, or off it along flat axes only
  }
  r.intersects = r.gap <= r.band;
  r.within_tolerance = std::abs(r.gap) <= r.band;
  // Rounded inputs (tolerances.hpp): p's distance to the surface moves by at most
  // ρ·(|p| + input_reach(e)) (input_reach.hpp). The gap along the ray is not that distance, but
  // k = |A⁻¹Rᵀ(p − c)| changes by at most 1/a_min per unit moved, so the distance is at least
  // |k − 1|·a_min; a flat ellipsoid has no depth (rounding can lift p off it), and off it the
  // distance is at least the flat axis' |sᵢ|.
  if (tol.input_rounding != T(0)) {
    r.input_band = input_band(tol, l1_norm(point.p) + input_reach(e));
    T least_radius = std::numeric_limits<T>::infinity();  // over the axes of non-zero radius
    for (int i = 0; i < 3; ++i)
      if (e.radii[i] > T(0)) least_radius = std::min(least_radius, e.radii[i]);
    const T at_least =
        std::isinf(least_radius) ? T(0) : std::abs(r.scaled_radius - T(1)) * least_radius;
    const T limit = r.band + r.input_band;
    const bool flat = e.radii.x == T(0) || e.radii.y == T(0) || e.radii.z == T(0);
    const bool flagged =
        flat ? r.intersects || std::max(flat_gap, r.scaled_radius > T(1) ? at_least : T(0)) <= limit
             : at_least <= limit;
    if (flagged) r.within_tolerance = true;
  }
  return r;
}

template PointEllipsoid<float> point_ellipsoid(const Point<float>&, const Ellipsoid<float>&,
                                               const Tolerances<float>&);
template PointEllipsoid<double> point_ellipsoid(const Point<double>&, const Ellipsoid<double>&,
                                                const Tolerances<double>&);

}  // namespace collide
