#include "core/queries/sphere_queries.hpp"

#include <cmath>

#include <glm/geometric.hpp>

#include "core/math/scaled_length.hpp"

namespace collide {
namespace {

template <class T>
CenterDistance<T> between_centers(const Vec3<T>& a, const Vec3<T>& b, T radius_sum,
                                  const Tolerances<T>& tol) {
  CenterDistance<T> r;
  // a − b is exact for nearby centers, so the band scales with the difference, not with |a|.
  const Vec3<T> d = a - b;
  r.center_distance = scaled_length(d);
  r.radius_sum = radius_sum;
  r.gap = r.center_distance - radius_sum;
  // Rounded inputs (tolerances.hpp): each centre moves by at most ρ·|c| <= ρ·|c|₁, the radii by
  // ρ·r, and |a − b| − r by no more than their sum.
  r.band = contact_band(tol, std::abs(d.x) + std::abs(d.y) + std::abs(d.z) + radius_sum);
  r.input_band = input_band(tol, l1_norm(a) + l1_norm(b) + radius_sum);
  r.intersects = r.gap <= r.band;
  r.within_tolerance = std::abs(r.gap) <= r.band + r.input_band;
  return r;
}

}  // namespace

template <class T>
CenterDistance<T> center_distance(const Point<T>& point, const Sphere<T>& sphere,
                                  const Tolerances<T>& tol) {
  CenterDistance<T> r;
  if (r.input = check_inputs(point, sphere); !r.input.valid()) return r;
  return between_centers(point.p, sphere.center, sphere.radius, tol);
}

template <class T>
CenterDistance<T> center_distance(const Sphere<T>& a, const Sphere<T>& b,
                                  const Tolerances<T>& tol) {
  CenterDistance<T> r;
  if (r.input = check_inputs(a, b); !r.input.valid()) return r;
  return between_centers(a.center, b.center, a.radius + b.radius, tol);
}

#define COLLIDE_INSTANTIATE(T)                                                   \
  template CenterDistance<T> center_distance(const Point<T>&, const Sphere<T>&,  \
                                             const Tolerances<T>&);              \
  template CenterDistance<T> center_distance(const Sphere<T>&, const Sphere<T>&, \
                                             const Tolerances<T>&);

COLLIDE_INSTANTIATE(float)
COLLIDE_INSTANTIATE(double)
#undef COLLIDE_INSTANTIATE

}  // namespace collide
