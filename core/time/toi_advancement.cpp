// Conservative advancement (time_of_impact.hpp): step by the time the gap along the nearest
// points' direction cannot close in, until the distance is within ε.
#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

#include <glm/geometric.hpp>

#include "core/queries/shape_distance.hpp"
#include "core/queries/support.hpp"
#include "core/time/toi_object.hpp"

namespace collide {

namespace {

using toi_detail::MovingObject;

// max over the shape of n·x, for a bounded shape (its support) or a plane whose normal is ±n
// (then n·x is the same everywhere on it); nothing for anything else.
template <class T>
std::optional<T> highest_along(const Shape<T>& s, const Vec3<T>& n) {
  if (const auto* plane = std::get_if<Plane<T>>(&s)) return glm::dot(n, plane->n) * plane->d;
  if (const std::optional<Vec3<T>> x = support(s, n)) return glm::dot(n, *x);
  return std::nullopt;
}

// The direction to measure the gap along: from A towards B, and a plane's own normal when one of
// them is a plane (so that the plane's extent along it is a single number).
template <class T>
Vec3<T> gap_direction(const Shape<T>& a, const Shape<T>& b, const Vec3<T>& measured) {
  for (const Shape<T>* s : {&a, &b})
    if (const auto* plane = std::get_if<Plane<T>>(s))
      return glm::dot(measured, plane->n) >= 0 ? plane->n : -plane->n;
  return measured;
}

}  // namespace

template <class T>
TimeOfImpact<T> conservative_advancement(const ObjectDesc& a_desc, const Motion& ma,
                                         const ObjectDesc& b_desc, const Motion& mb,
                                         const Tolerances<T>& tol, const ToiSettings<T>& settings) {
  TimeOfImpact<T> r;
  r.method = ToiMethod::conservative_advancement;
  MovingObject a = toi_detail::moving_object(a_desc, ma);
  MovingObject b = toi_detail::moving_object(b_desc, mb);
  if (!toi_detail::check_operands(r, a, b)) return r;
  // Two unbounded kinds with a turn: answered only when they touch at t = 0 (below).
  const bool no_bound = !a.bounded && !b.bounded && (a.turns || b.turns);
  // An unbounded object against a bounded one: only its points within the other's reach can be
  // nearest (the nearest point of a ray or a plane to x is no further from its pivot than x), so
  // those are the points whose speed counts, and a ray is cut there.
  for (auto [u, other] : {std::pair{&a, &b}, std::pair{&b, &a}}) {
    if (u->bounded || !other->bounded) continue;
    const double reach = (glm::length(u->pivot - other->pivot) + glm::length(u->velocity) +
                          glm::length(other->velocity) + other->radius) *
                             (1 + 1e-9) +
                         1e-300;
    u->radius = reach;
    if (u->is_ray) {
      u->reach = reach;
      u->bounded = true;  // now a segment
    }
  }
  if (!a.bounded && !b.bounded) a.radius = b.radius = 0;  // neither turns (or no_bound)

  const T eps = toi_detail::contact_distance(a, b, settings);
  r.tolerance = eps;
  const Vec3<T> v_rel = Vec3<T>(a.velocity - b.velocity);
  const Vec3<T> wa = Vec3<T>(a.omega), wb = Vec3<T>(b.omega);
  const T ra = T(a.radius), rb = T(b.radius);
  const T any_direction = glm::length(v_rel) + glm::length(wa) * ra + glm::length(wb) * rb;
  const T inf = std::numeric_limits<T>::infinity();

  T t = 0, least = inf, last_bound = 0;
  for (int k = 0; k < settings.max_steps; ++k) {
    const toi_detail::PosedShape<T> posed_a = toi_detail::shape_at<T>(a, double(t));
    const toi_detail::PosedShape<T> posed_b = toi_detail::shape_at<T>(b, double(t));
    const Shape<T>&sa = posed_a.shape, &sb = posed_b.shape;
    const ShapeDistance<T> sd = shape_distance(sa, sb, tol);
    if (!sd.valid) {
      r.verdict = ToiVerdict::invalid;
      r.problem = sd.problem + " (at t = " + std::to_string(double(t)) + ")";
      return r;
    }
    const T d = sd.intersecting ? T(0) : sd.distance;
    least = std::min(least, d);
    AdvancementStep<T> step;
    step.t = t;
    step.distance = d;
    step.gap = d;
    if (d <= eps) {
      if (settings.record_steps) r.steps.push_back(step);
      r.verdict = k == 0 ? ToiVerdict::touching_at_start : ToiVerdict::hits;
      r.t = t;
      r.t_error = k == 0 ? T(0) : eps / (2 * last_bound);
      r.within_tolerance = !sd.intersecting && d > eps / 2;
      toi_detail::finish_contact<T>(r, a, b, tol, nullptr);
      return r;
    }
    if (no_bound)
      return toi_detail::unsupported(
          r,
          "A and B are both unbounded (a plane or a ray), apart at t = 0, and one of them turns: "
          "nothing bounds how fast their nearest points move");
    const Vec3<T> across = sd.on_b - sd.on_a;
    const T across_length = glm::length(across);
    const Vec3<T> measured = across_length > 0 ? across / across_length : Vec3<T>{0, 0, 1};
    // Any direction: the distance, less GJK's error (an upper bound, known near a curved contact
    // only to about √ulp of the pair's size, which ε/4 exceeds), closes no faster than every
    // point's speed.
    step.normal = measured;
    step.gap = d - eps / 4;
    step.bound = any_direction;
    step.advance = any_direction > 0 ? (step.gap - eps / 2) / any_direction : inf;
    // Along n: the gap g between the shapes' extents by their supports (a lower bound on the
    // distance whatever n is) closes no faster than μ. Better when n is good (the nearest
    // points' direction far from contact, a plane's normal); useless when it is not.
    const Vec3<T> n = gap_direction(sa, sb, measured);
    const std::optional<T> high_a = highest_along(sa, n);
    const std::optional<T> low_b_negated = highest_along(sb, -n);
    if (high_a && low_b_negated) {
      const T gap = -*low_b_negated - *high_a;
      const T mu = glm::dot(n, v_rel) + glm::length(glm::cross(n, wa)) * ra +
                   glm::length(glm::cross(n, wb)) * rb;
      const T advance = gap <= eps / 2 ? -inf : mu > 0 ? (gap - eps / 2) / mu : inf;
      if (advance > step.advance) {
        step.normal = n;
        step.gap = gap;
        step.bound = mu;
        step.advance = advance;
        step.projected = true;
      }
    }
    if (settings.record_steps) r.steps.push_back(step);
    last_bound = step.bound;
    if (!(t + step.advance <= T(1))) {
      r.verdict = ToiVerdict::misses;
      r.within_tolerance = least <= 2 * eps;
      return r;
    }
    // A step below t's resolution (float near a graze) still moves on by one ulp.
    const T next = t + step.advance;
    t = next > t ? next : std::nextafter(t, T(2));
  }
  r.verdict = ToiVerdict::unresolved;
  r.t = t;
  r.problem = "conservative advancement reached its step cap (" +
              std::to_string(settings.max_steps) + ") before contact or t = 1";
  return r;
}

template TimeOfImpact<float> conservative_advancement(const ObjectDesc&, const Motion&,
                                                      const ObjectDesc&, const Motion&,
                                                      const Tolerances<float>&,
                                                      const ToiSettings<float>&);
template TimeOfImpact<double> conservative_advancement(const ObjectDesc&, const Motion&,
                                                       const ObjectDesc&, const Motion&,
                                                       const Tolerances<double>&,
                                                       const ToiSettings<double>&);

}  // namespace collide
