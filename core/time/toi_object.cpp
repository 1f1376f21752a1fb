#include "core/time/toi_object.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <variant>

#include <glm/geometric.hpp>

#include "core/math/overloaded.hpp"
#include "core/queries/hull_queries.hpp"
#include "core/queries/shape_distance.hpp"
#include "core/queries/surface_normal.hpp"
#include "core/scene/kind_descriptor.hpp"
#include "core/scene/pose.hpp"

namespace collide::toi_detail {

namespace {

bool finite(const Vec3<double>& v) {
  return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z);
}

// The furthest point of a bounded shape from p: exact for the kinds that turn (a box, an
// ellipsoid, a capsule, a cylinder, a convex hull; a sphere), else the furthest corner of the
// kind's bounds.
double radius_about(const ObjectDesc& d, const Vec3<double>& p) {
  const Shape<double> s = to_shape<double>(d);
  if (const auto* box = std::get_if<Obb<double>>(&s))
    return glm::length(box->center - p) + glm::length(box->half_extents);
  if (const auto* e = std::get_if<Ellipsoid<double>>(&s))
    return glm::length(e->center - p) + std::max({e->radii.x, e->radii.y, e->radii.z});
  if (const auto* sphere = std::get_if<Sphere<double>>(&s))
    return glm::length(sphere->center - p) + sphere->radius;
  if (const auto* c = std::get_if<Capsule<double>>(&s))
    return std::max(glm::length(c->a - p), glm::length(c->b - p)) + c->radius;
  if (const auto* c = std::get_if<Cylinder<double>>(&s))
    return glm::length(c->center - p) + std::hypot(c->half_height, c->radius);
  if (const auto* h = std::get_if<ConvexHull<double>>(&s)) {
    double r = 0;  // a convex polytope's furthest point from p is a vertex
    for (std::uint32_t i = 0; i < h->hull->vertices.size(); ++i)
      r = std::max(r, glm::length(hull_point(*h, i) - p));
    return r;
  }
  const KindDescriptor& kind = descriptor_of(d);
  const std::optional<Aabb<double>> box = kind.bounds ? kind.bounds(d) : std::nullopt;
  if (!box) return std::numeric_limits<double>::infinity();
  double r = 0;
  for (int k = 0; k < 8; ++k) {
    const Vec3<double> corner{(k & 1) ? box->max.x : box->min.x, (k & 2) ? box->max.y : box->min.y,
                              (k & 4) ? box->max.z : box->min.z};
    r = std::max(r, glm::length(corner - p));
  }
  return r;
}

}  // namespace

MovingObject moving_object(const ObjectDesc& d, const Motion& m) {
  MovingObject o;
  o.desc = &d;
  o.motion = &m;
  const KindDescriptor& kind = descriptor_of(d);
  if (m.velocity) o.velocity = *m.velocity;
  if (m.angular_velocity && kind.rotated) o.omega = *m.angular_velocity;
  if (!finite(o.velocity) || (m.angular_velocity && !finite(*m.angular_velocity))) {
    o.problem = "its motion has a NaN or infinite number";
    o.invalid = true;
    return o;
  }
  o.turns = glm::length(o.omega) > 0;
  const Shape<double> s = to_shape<double>(d);
  o.is_ray = std::holds_alternative<Ray<double>>(s);
  // Bounded: a kind with a support function, or a mesh (not convex, but held by its root box).
  o.bounded = kind.support != nullptr || std::holds_alternative<TriangleMesh<double>>(s);
  const std::optional<Vec3<double>> pivot = turn_pivot(d);
  if (!pivot) {
    if (o.turns) o.problem = "its kind turns about no point that its fields name";
    return o;
  }
  o.pivot = *pivot;
  if (o.bounded) o.radius = radius_about(d, o.pivot);
  return o;
}

template <class T>
PosedShape<T> shape_at(const MovingObject& o, double t) {
  ObjectDesc posed = pose_at(*o.desc, *o.motion, t);
  Shape<double> s = to_shape<double>(posed);
  if (o.reach > 0) {
    if (const auto* ray = std::get_if<Ray<double>>(&s)) {
      const double length = glm::length(ray->direction);
      s = Segment<double>{ray->origin, ray->origin + ray->direction * (o.reach / length)};
    }
  }
  if constexpr (std::is_same_v<T, double>)
    return {std::move(posed), s};
  else
    return {std::move(posed), round_to_float(s)};
}

template <class T>
bool check_operands(TimeOfImpact<T>& r, const MovingObject& a, const MovingObject& b) {
  for (const auto* o : {&a, &b}) {
    const char* name = o == &a ? "A" : "B";
    if (const Problem p = validate(shape_at<T>(*o, 0).shape); p != Problem::none) {
      r.verdict = ToiVerdict::invalid;
      r.problem = std::string(name) + ": " + std::string(describe(p));
      return false;
    }
    if (!o->problem.empty()) {
      r.verdict = o->invalid ? ToiVerdict::invalid : ToiVerdict::unsupported;
      r.problem = std::string(name) + ": " + o->problem;
      return false;
    }
  }
  return true;
}

template <class T>
T contact_distance(const MovingObject& a, const MovingObject& b, const ToiSettings<T>& settings) {
  const double ra = a.bounded ? a.radius : 0, rb = b.bounded ? b.radius : 0;
  double size = ra + rb + glm::length(a.velocity - b.velocity) + glm::length(a.omega) * ra +
                glm::length(b.omega) * rb;
  if (!(size > 0)) size = 1;
  // Coordinates far from the origin round at their own size: 64 ulps of them.
  const double coordinates = glm::length(a.pivot) + glm::length(b.pivot) + ra + rb +
                             glm::length(a.velocity) + glm::length(b.velocity);
  return T(double(settings.distance_relative) * size +
           64 * double(std::numeric_limits<T>::epsilon()) * coordinates);
}

template <class T>
void finish_contact(TimeOfImpact<T>& r, const MovingObject& a, const MovingObject& b,
                    const Tolerances<T>& tol, const Vec3<T>* hint) {
  const auto at = [&](T t) {
    return shape_distance(shape_at<T>(a, double(t)).shape, shape_at<T>(b, double(t)).shape, tol);
  };
  // A closed form's exact first contact so early that the first time within ε may be t = 0:
  // within ε at t = 0 is touching at start, whatever the method.
  if (r.verdict == ToiVerdict::hits && r.t_error >= r.t) {
    const ShapeDistance<T> start = at(T(0));
    if (start.intersecting || start.distance <= r.tolerance) {
      r.verdict = ToiVerdict::touching_at_start;
      r.t = 0;
      r.t_error = 0;
    }
  }
  T measured_at = r.t;
  ShapeDistance<T> d = at(r.t);
  r.distance_at_t = d.intersecting ? T(0) : d.distance;
  // Exactly touching, the distance query may answer "intersecting" with contact points that EPA
  // could not find at zero depth: the nearest points a moment before, when no point has moved
  // by more than ε/2, are within ε/2 of the contact.
  const T speed = T(glm::length(a.velocity - b.velocity) + glm::length(a.omega) * a.radius +
                    glm::length(b.omega) * b.radius);
  if (d.intersecting && r.t > 0 && speed > 0) {
    const T earlier = std::max(T(0), r.t - r.tolerance / (2 * speed));
    const ShapeDistance<T> before = at(earlier);
    if (!before.intersecting) d = before, measured_at = earlier;
  }
  r.point = (d.on_a + d.on_b) * T(0.5);
  const Vec3<T> across = d.on_b - d.on_a;
  const Vec3<T> pivots = Vec3<T>(b.pivot - a.pivot);
  // A curved shape's own normal at its nearest point, where a linear sweep gave no axis: the
  // nearest points' direction, within ε of each other, is tilted by GJK's error along a curved
  // surface over their distance (surface_normal.hpp).
  const std::optional<Vec3<T>> curved_b =
      surface_normal(shape_at<T>(b, double(measured_at)).shape, d.on_b);
  const std::optional<Vec3<T>> curved_a =
      curved_b ? std::nullopt : surface_normal(shape_at<T>(a, double(measured_at)).shape, d.on_a);
  if (hint)
    r.normal = *hint;
  else if (curved_b)
    r.normal = -*curved_b;
  else if (curved_a)
    r.normal = *curved_a;
  else if (glm::length(across) > 0)
    r.normal = glm::normalize(across);
  else if (glm::length(pivots) > 0)
    r.normal = glm::normalize(pivots);
  else
    r.normal = {0, 0, 1};
}

template PosedShape<float> shape_at<float>(const MovingObject&, double);
template PosedShape<double> shape_at<double>(const MovingObject&, double);
template bool check_operands(TimeOfImpact<float>&, const MovingObject&, const MovingObject&);
template bool check_operands(TimeOfImpact<double>&, const MovingObject&, const MovingObject&);
template float contact_distance(const MovingObject&, const MovingObject&,
                                const ToiSettings<float>&);
template double contact_distance(const MovingObject&, const MovingObject&,
                                 const ToiSettings<double>&);
template void finish_contact(TimeOfImpact<float>&, const MovingObject&, const MovingObject&,
                             const Tolerances<float>&, const Vec3<float>*);
template void finish_contact(TimeOfImpact<double>&, const MovingObject&, const MovingObject&,
                             const Tolerances<double>&, const Vec3<double>*);

}  // namespace collide::toi_detail
