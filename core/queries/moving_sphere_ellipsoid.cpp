#include "core/queries/moving_sphere_ellipsoid.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/queries/gjk.hpp"
#include "core/queries/support.hpp"
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

template <class T>
SweptSphereShapeContact<T> sweep(const MovingSphere<T>& a, const Ellipsoid<T>& b,
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
  // A point (radius within the band) against a needle or a point (no more than one radius beyond
  // the band): two lines in space pass at some distance unless they are placed just so, so
  // their contact is always decided by the band.
  int wide_radii = 0;
  for (int i = 0; i < 3; ++i)
    wide_radii += b.radii[i] > start.band;
  const bool point_on_thin = radius <= start.band && wide_radii < 2;
  // Advance while approaching; past t = 1 the search goes on to report when it would touch.
  T t = 0;
  Probe<T> p = start;
  for (int step = 0; step < kAdvancementStepCap; ++step) {
    const T next = t + std::max(p.lower, T(0)) / speed;
    if (next == t) break;  // no progress in T: as close as this precision can tell
    t = next;
    p = probe<T>(c + t * v, radius, ellipsoid, tol);
    if (p.gap <= p.band) {
      r.within_tolerance = r.within_tolerance || point_on_thin;
      // A contact after t = 1 still counts when the gap at t = 1 is inside the band.
      if (t <= T(1) || end.gap <= end.band)
        contact_at(std::min(t, T(1)), t <= T(1) ? p : end, SweepKind::hits);
      else
        contact_at(t, p, SweepKind::misses);
      return r;
    }
    // Not approaching any more: passed by, or near a graze, where the nearest point's
    // direction (GJK's witness) is too rough to tell the gap's slope; the search below decides.
    if (!approaching(p, c + t * v, v)) break;
  }
  // The cap, no progress, or no longer approaching, before the band. Advancement closes in
  // geometrically on a path that crosses the surface, but only as 1/steps on one that grazes
  // it (the gap falls as (t* − t)², and each step is the gap / |v|): after 200 steps a graze can
  // still be 1e-4 of the size short of its touch. Nothing touched before t, and the gap is
  // convex in t, so its least value from t on lies in [t, t_far] (t_far: past it the center is
  // beyond the whole ellipsoid along v, so the gap grows); golden section finds it, and
  // bisection the first t where the gap reaches the band before it. The verdict rests on the
  // least gap against the band: within tolerance when they are close (a graze), and the contact
  // point is always within the band of the sphere.
  const Vec3<T> far_point = support(b, v);
  const T t_far = std::max(t, glm::dot(far_point - c, v) / (speed * speed));
  auto gap_at = [&](T u) { return probe<T>(c + u * v, radius, ellipsoid, tol); };
  T lo = t, hi = t_far;
  const T golden = T(0.381966011250105);
  T m1 = lo + golden * (hi - lo), m2 = hi - golden * (hi - lo);
  Probe<T> p1 = gap_at(m1), p2 = gap_at(m2);
  for (int step = 0; step < kSearchStepCap && lo < m1 && m1 < m2 && m2 < hi; ++step) {
    if (p1.gap <= p1.band) break;  // already touching: the bisection below finds the first
    // The gap changes by at most |v| per unit of t: a bracket whose probes stay clear of the
    // band by more than that over its width is a proven miss, outside the band.
    if (std::min(p1.lower, p2.lower) - speed * (hi - lo) > 2 * p1.band) break;
    if (p1.gap <= p2.gap) {
      hi = m2, m2 = m1, p2 = p1;
      m1 = lo + golden * (hi - lo);
      p1 = gap_at(m1);
    } else {
      lo = m1, m1 = m2, p1 = p2;
      m2 = hi - golden * (hi - lo);
      p2 = gap_at(m2);
    }
  }
  const T t_min = p1.gap <= p2.gap ? m1 : m2;
  const Probe<T> least = p1.gap <= p2.gap ? p1 : p2;
  r.within_tolerance = r.within_tolerance || std::abs(least.gap) <= 2 * least.band;
  if (least.gap > least.band) {
    r.kind = SweepKind::misses;  // passes by: the least gap stays outside the band
    r.t = 0;
    return r;
  }
  // The gap falls from above the band at t to within it at t_min: the first contact between.
  T before = t, after = t_min;
  Probe<T> touch = least;
  for (int step = 0; step < kSearchStepCap; ++step) {
    const T mid = before + (after - before) / 2;
    if (!(before < mid && mid < after)) break;
    const Probe<T> q = gap_at(mid);
    if (q.gap <= q.band)
      after = mid, touch = q;
    else
      before = mid;
  }
  if (after <= T(1) || end.gap <= end.band)
    contact_at(std::min(after, T(1)), after <= T(1) ? touch : end, SweepKind::hits);
  else
    contact_at(after, touch, SweepKind::misses);
  return r;
}

}  // namespace

// A hit decided by the gap reaching the band says nothing of how far in the path goes: a
// zero-radius path crossing a flat ellipsoid (a disc) a hair inside its rim reaches gap 0 there
// as surely as one through its middle. So a hit is clear only when it survives the ellipsoid
// pulled in by twice the band: scaled about its center by s = 1 − 2·band/a (a its least radius
// that is not flat), every point of sE lies at least (1 − s)·a = 2·band inside E, since E holds
// the ball (in a disc's plane: the disc) of radius a about its center.
template <class T>
SweptSphereShapeContact<T> swept_sphere_contact(const MovingSphere<T>& a, const Ellipsoid<T>& b,
                                                const Tolerances<T>& tol) {
  SweptSphereShapeContact<T> r = sweep(a, b, tol);
  if (r.kind != SweepKind::hits || r.within_tolerance) return r;
  T least = std::numeric_limits<T>::infinity();
  for (int i = 0; i < 3; ++i)
    if (b.radii[i] > r.band) least = std::min(least, b.radii[i]);
  const T s = T(1) - 2 * r.band / least;
  Ellipsoid<T> inner = b;
  inner.radii = s * b.radii;
  // Thinner than the band (s <= 0): every hit on it is within it.
  if (!(s > 0) || !sweep(a, inner, tol).intersects) r.within_tolerance = true;
  return r;
}

template SweptSphereShapeContact<float> swept_sphere_contact(const MovingSphere<float>&,
                                                             const Ellipsoid<float>&,
                                                             const Tolerances<float>&);
template SweptSphereShapeContact<double> swept_sphere_contact(const MovingSphere<double>&,
                                                              const Ellipsoid<double>&,
                                                              const Tolerances<double>&);

}  // namespace collide
