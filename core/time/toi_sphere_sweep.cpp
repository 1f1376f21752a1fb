// The sphere sweep (time_of_impact.hpp): a sphere and a partner, both translating, are the
// moving-sphere tests on the relative velocity w = v_sphere − v_partner against the partner as it
// is at t = 0; the contact point found there moves on with the partner by t·v_partner.
#include <algorithm>
#include <cmath>
#include <type_traits>

#include <glm/geometric.hpp>

#include "core/queries/moving_sphere_ellipsoid.hpp"
#include "core/queries/moving_sphere_queries.hpp"
#include "core/queries/plane_queries.hpp"
#include "core/time/toi_object.hpp"

namespace collide {

namespace {

using toi_detail::MovingObject;

template <class S, class T>
concept SweptAgainst = requires(const MovingSphere<T>& m, const S& s) {
  swept_sphere_contact(m, s, Tolerances<T>{});
};

ToiVerdict verdict_of(SweepKind k) {
  switch (k) {
    case SweepKind::touching_at_start:
      return ToiVerdict::touching_at_start;
    case SweepKind::hits:
      return ToiVerdict::hits;
    default:
      return ToiVerdict::misses;
  }
}

}  // namespace

template <class T>
TimeOfImpact<T> sphere_sweep(const ObjectDesc& a_desc, const Motion& ma, const ObjectDesc& b_desc,
                             const Motion& mb, const Tolerances<T>& tol,
                             const ToiSettings<T>& settings) {
  TimeOfImpact<T> r;
  const MovingObject a = toi_detail::moving_object(a_desc, ma);
  const MovingObject b = toi_detail::moving_object(b_desc, mb);
  if (!toi_detail::check_translating(r, a, b, "a sphere sweep")) return r;
  const toi_detail::PosedShape<T> posed_a = toi_detail::shape_at<T>(a, 0),
                                  posed_b = toi_detail::shape_at<T>(b, 0);
  const Shape<T>&sa = posed_a.shape, &sb = posed_b.shape;
  const bool a_is_sphere = std::holds_alternative<Sphere<T>>(sa);
  if (!a_is_sphere && !std::holds_alternative<Sphere<T>>(sb))
    return toi_detail::unsupported(r, "a sphere sweep needs a sphere");
  const MovingObject& sphere_object = a_is_sphere ? a : b;
  const MovingObject& partner_object = a_is_sphere ? b : a;
  const Shape<T>& partner = a_is_sphere ? sb : sa;
  const MovingSphere<T> moving{std::get<Sphere<T>>(a_is_sphere ? sa : sb),
                               Vec3<T>(sphere_object.velocity - partner_object.velocity)};
  r.method = ToiMethod::sphere_sweep;
  r.tolerance = toi_detail::contact_distance(a, b, settings);
  const bool answered = std::visit(
      [&](const auto& shape) {
        using S = std::decay_t<decltype(shape)>;
        const auto take = [&](const auto& c) {
          if (!c.input.valid()) {
            r.verdict = ToiVerdict::invalid;
            r.problem = std::string(describe(c.input.problem));
            return;
          }
          r.verdict = verdict_of(c.kind);
          r.within_tolerance = c.within_tolerance;
          if (!c.intersects) return;
          r.t = c.kind == SweepKind::touching_at_start ? T(0) : c.t;
          if (r.verdict == ToiVerdict::touching_at_start) {
            toi_detail::finish_contact<T>(r, a, b, tol, nullptr);
            return;
          }
          // From the sphere towards the partner, then from A towards B.
          const Vec3<T> out = c.contact_point - c.center_at_contact;
          const T length = glm::length(out);
          Vec3<T> normal = length > 0 ? out / length : Vec3<T>{0, 0, 1};
          const T approach = glm::dot(moving.velocity, normal);
          r.t_error = approach > 0 ? std::min(r.t, r.tolerance / approach) : r.t;
          if (!a_is_sphere) normal = -normal;
          toi_detail::finish_contact<T>(r, a, b, tol, &normal);
          // The sweep's own contact point, on the partner as it was at t = 0, moved on with it.
          r.point = c.contact_point + r.t * Vec3<T>(partner_object.velocity);
        };
        if constexpr (std::is_same_v<S, Plane<T>>) {
          take(swept_sphere_plane_contact(moving, shape, tol));
          return true;
        } else if constexpr (SweptAgainst<S, T>) {
          take(swept_sphere_contact(moving, shape, tol));
          return true;
        } else {
          return false;
        }
      },
      partner);
  if (!answered) return toi_detail::unsupported(r, "no sphere sweep against this kind");
  return r;
}

template TimeOfImpact<float> sphere_sweep(const ObjectDesc&, const Motion&, const ObjectDesc&,
                                          const Motion&, const Tolerances<float>&,
                                          const ToiSettings<float>&);
template TimeOfImpact<double> sphere_sweep(const ObjectDesc&, const Motion&, const ObjectDesc&,
                                           const Motion&, const Tolerances<double>&,
                                           const ToiSettings<double>&);

}  // namespace collide
