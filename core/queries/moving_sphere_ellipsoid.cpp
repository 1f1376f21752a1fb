#include "core/queries/moving_sphere_ellipsoid.hpp"

#include <algorithm>
#include <cmath>

#include "core/queries/gjk.hpp"
#include "core/shapes/input_check.hpp"
#include "core/shapes/shape.hpp"

namespace collide {
namespace {

// The sphere's center at t against the ellipsoid: the gap (distance − r; ≤ 0 when the center
// is inside), GJK's lower bound of it, the ellipsoid's nearest point and the band.
template <class T>
struct Probe {
  T gap = 0, lower = 0, band = 0;
  Vec3<T> nearest{};
  bool inside = false;
};

template <class T>
Probe<T> probe(const Vec3<T>& center, T radius, const Shape<T>& ellipsoid,
               const Tolerances<T>& tol) {
  const GjkResult<T> g = gjk_distance(Shape<T>(Point<T>{center}), ellipsoid, tol);
  Probe<T> p;
  p.inside = g.intersects;
  p.band = g.band;
  p.nearest = g.witness_b;
  p.gap = g.intersects ? -radius : g.distance - radius;
  p.lower = g.intersects ? -radius : std::max(g.lower_bound, T(0)) - radius;
  return p;
}

// Whether the distance is still decreasing at the center: v points toward the nearest point.
template <class T>
bool approaching(const Probe<T>& p, const Vec3<T>& center, const Vec3<T>& v) {
  return glm::dot(v, p.nearest - center) > 0;
}

}  // namespace

template <class T>
SweptSphereShapeContact<T> swept_sphere_contact(const MovingSphere<T>& a, const Ellipsoid<T>& b,
                                                const Tolerances<T>& tol) {
  SweptSphereShapeContact<T> r;
  if (r.input = check_inputs(a, b); !r.input.valid()) return r;
  const Shape<T> ellipsoid(b);
  const T radius = a.sphere.radius;
  const Vec3<T>& c = a.sphere.center;
  const Vec3<T>& v = a.velocity;
  const T speed = glm::length(v);

  const Probe<T> start = probe(c, radius, ellipsoid, tol);
  const Probe<T> end = probe<T>(c + v, radius, ellipsoid, tol);
  r.start_gap = start.gap;
  r.end_gap = end.gap;
  r.band = start.band;
  r.within_tolerance = std::abs(start.gap) <= start.band || std::abs(end.gap) <= end.band;
  auto contact_at = [&](T t, const Probe<T>& p, SweepKind kind) {
    r.kind = kind;
    r.t = t;
    r.center_at_contact = c + t * v;
    r.contact_point = p.inside ? r.center_at_contact : p.nearest;
    r.intersects = kind != SweepKind::misses;
  };
  if (start.gap <= start.band) {
    contact_at(T(0), start, SweepKind::touching_at_start);
    return r;
  }
  if (speed <= start.band) {
    r.kind = SweepKind::parallel;
    return r;
  }
  if (!approaching(start, c, v)) {
    r.kind = SweepKind::moving_away;
    return r;
  }
  // Advance while approaching; past t = 1 the search goes on to report when it would touch.
  T t = 0;
  Probe<T> p = start;
  for (int step = 0; step < kAdvancementStepCap; ++step) {
    const T next = t + std::max(p.lower, T(0)) / speed;
    if (next == t) break;  // no progress in T: as close as this precision can tell
    t = next;
    p = probe<T>(c + t * v, radius, ellipsoid, tol);
    if (p.gap <= p.band) {
      // A contact after t = 1 still counts when the gap at t = 1 is inside the band.
      if (t <= T(1) || end.gap <= end.band)
        contact_at(std::min(t, T(1)), t <= T(1) ? p : end, SweepKind::hits);
      else
        contact_at(t, p, SweepKind::misses);
      return r;
    }
    if (!approaching(p, c + t * v, v)) {
      // Passed by: the gap grows from here on and never reached the band.
      r.kind = SweepKind::misses;
      r.t = 0;
      return r;
    }
  }
  // The cap (or no progress) before the band: the gap is tiny; say it was decided in the band.
  r.within_tolerance = true;
  contact_at(t, p, t <= T(1) ? SweepKind::hits : SweepKind::misses);
  return r;
}

template SweptSphereShapeContact<float> swept_sphere_contact(const MovingSphere<float>&,
                                                             const Ellipsoid<float>&,
                                                             const Tolerances<float>&);
template SweptSphereShapeContact<double> swept_sphere_contact(const MovingSphere<double>&,
                                                              const Ellipsoid<double>&,
                                                              const Tolerances<double>&);

}  // namespace collide
