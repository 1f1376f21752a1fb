#include "core/queries/moving_sphere_queries.hpp"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

namespace collide {
namespace {

// c, v: the moving sphere; c2, v2: the other (v2 = 0 when still); R the radius sum, r2 the
// other's radius.
template <class T>
SweptSphereContact<T> sweep(const Vec3<T>& c, const Vec3<T>& v, const Vec3<T>& c2,
                            const Vec3<T>& v2, T R, T r2, const Tolerances<T>& tol) {
  SweptSphereContact<T> r;
  const Vec3<T> m = c - c2, w = v - v2;
  r.radius_sum = R;
  r.band = contact_band(tol, l1_norm(m) + l1_norm(w) + R);
  auto finish = [&](T t) {
    r.t = t;
    r.center_at_contact = c + t * v;
    r.other_center_at_contact = c2 + t * v2;
    const Vec3<T> between = r.center_at_contact - r.other_center_at_contact;
    const T length = glm::length(between);
    r.contact_point = length > T(0) ? r.other_center_at_contact + (r2 / length) * between
                                    : r.other_center_at_contact;
  };
  r.start_gap = glm::length(m) - R;
  const T a = glm::dot(w, w), b = glm::dot(m, w);
  if (r.start_gap <= r.band) {
    r.kind = SweepKind::touching_at_start;
    r.within_tolerance = std::abs(r.start_gap) <= r.band;
    finish(T(0));
  } else if (!(a > T(0))) {
    r.kind = SweepKind::parallel;
    r.closest_gap = r.start_gap;
  } else if (b >= T(0)) {
    r.kind = SweepKind::moving_away;
    r.closest_gap = r.start_gap;
  } else {
    r.closest_time = -b / a;
    const T d_star = glm::length(m + r.closest_time * w);
    r.closest_gap = d_star - R;
    if (r.closest_gap > r.band) {
      r.kind = SweepKind::misses;  // passes by
      r.t = r.closest_time;
    } else {
      // The smaller root of |w|²t² + 2(m·w)t + |m|² − R², written without cancellation
      // (m·w < 0): t = (|m|² − R²) / (−m·w + √(|w|²(R² − d*²))). Grazing within the band
      // (d* > R) gives the closest approach, t*.
      const T root = std::sqrt(a * std::max(T(0), (R - d_star) * (R + d_star)));
      const T t = std::max(T(0), r.start_gap * (glm::length(m) + R) / (root - b));
      // Decide t <= 1 by the gap at t = 1, as the plane sweep does, not by t's rounding.
      const T end_gap = glm::length(m + w) - R;
      const bool hits = t <= T(1) || end_gap <= r.band;
      r.within_tolerance = std::abs(r.closest_gap) <= r.band ||
                           (t >= T(1) - T(4) * r.band && std::abs(end_gap) <= r.band);
      r.kind = hits ? SweepKind::hits : SweepKind::misses;
      finish(hits ? std::min(t, T(1)) : t);
    }
  }
  r.intersects = r.kind == SweepKind::touching_at_start || r.kind == SweepKind::hits;
  return r;
}

}  // namespace

template <class T>
SweptSphereContact<T> swept_sphere_contact(const MovingSphere<T>& a, const Point<T>& b,
                                           const Tolerances<T>& tol) {
  SweptSphereContact<T> r;
  if (r.input = check_inputs(a, b); !r.input.valid()) return r;
  return sweep(a.sphere.center, a.velocity, b.p, Vec3<T>(0), a.sphere.radius, T(0), tol);
}

template <class T>
SweptSphereContact<T> swept_sphere_contact(const MovingSphere<T>& a, const Sphere<T>& b,
                                           const Tolerances<T>& tol) {
  SweptSphereContact<T> r;
  if (r.input = check_inputs(a, b); !r.input.valid()) return r;
  return sweep(a.sphere.center, a.velocity, b.center, Vec3<T>(0), a.sphere.radius + b.radius,
               b.radius, tol);
}

template <class T>
SweptSphereContact<T> swept_sphere_contact(const MovingSphere<T>& a, const MovingSphere<T>& b,
                                           const Tolerances<T>& tol) {
  SweptSphereContact<T> r;
  if (r.input = check_inputs(a, b); !r.input.valid()) return r;
  return sweep(a.sphere.center, a.velocity, b.sphere.center, b.velocity,
               a.sphere.radius + b.sphere.radius, b.sphere.radius, tol);
}

#define COLLIDE_INSTANTIATE(T)                                                                  \
  template SweptSphereContact<T> swept_sphere_contact(const MovingSphere<T>&, const Point<T>&,  \
                                                      const Tolerances<T>&);                    \
  template SweptSphereContact<T> swept_sphere_contact(const MovingSphere<T>&, const Sphere<T>&, \
                                                      const Tolerances<T>&);                    \
  template SweptSphereContact<T> swept_sphere_contact(                                          \
      const MovingSphere<T>&, const MovingSphere<T>&, const Tolerances<T>&);

COLLIDE_INSTANTIATE(float)
COLLIDE_INSTANTIATE(double)
#undef COLLIDE_INSTANTIATE

}  // namespace collide
