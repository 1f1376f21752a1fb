#include "core/queries/point_ellipsoid.hpp"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

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
  return r;
}

template PointEllipsoid<float> point_ellipsoid(const Point<float>&, const Ellipsoid<float>&,
                                               const Tolerances<float>&);
template PointEllipsoid<double> point_ellipsoid(const Point<double>&, const Ellipsoid<double>&,
                                                const Tolerances<double>&);

}  // namespace collide
