#include "core/queries/shape_distance.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <utility>

#include <glm/geometric.hpp>

#include "core/queries/closest_points.hpp"
#include "core/queries/convex_proximity.hpp"
#include "core/queries/mesh_queries.hpp"
#include "core/queries/plane_plane.hpp"
#include "core/queries/ray_cast.hpp"
#include "core/queries/support.hpp"

namespace collide {

namespace {

template <class T>
ShapeDistance<T> from_proximity(const ConvexProximity<T>& r, bool cut_ray) {
  ShapeDistance<T> m;
  m.intersecting = r.intersects;
  if (r.intersects) {
    // Touching within the band without a simplex around the origin (GJK stopped converged or
    // without progress), EPA had nothing to expand: GJK's nearest points, within the band of
    // each other, are the contact.
    m.on_a = r.epa_ran ? r.contact_a : r.witness_a;
    m.on_b = r.epa_ran ? r.contact_b : r.witness_b;
    m.depth = r.depth;
    m.has_depth = r.epa_ran;
    m.method = cut_ray ? "ray cut at t_max, GJK/EPA" : "GJK/EPA";
  } else {
    m.distance = r.distance;
    m.on_a = r.witness_a;
    m.on_b = r.witness_b;
    m.method = cut_ray ? "ray cut at t_max, GJK" : "GJK";
  }
  return m;
}

template <class T>
ShapeDistance<T> swapped(ShapeDistance<T> m) {
  std::swap(m.on_a, m.on_b);
  return m;
}

// A plane and a bounded shape (the plane first).
template <class T>
ShapeDistance<T> plane_bounded(const Plane<T>& p, const Shape<T>& b) {
  ShapeDistance<T> m;
  m.method = "plane support";
  const Vec3<T> low = *support(b, Vec3<T>(-p.n)), high = *support(b, p.n);
  const T lo = glm::dot(p.n, low) - p.d, hi = glm::dot(p.n, high) - p.d;
  if (lo > 0 || hi < 0) {
    const Vec3<T> at = lo > 0 ? low : high;
    const T s = lo > 0 ? lo : hi;
    m.distance = std::abs(s);
    m.on_b = at;
    m.on_a = at - s * p.n;  // its foot on the plane
    return m;
  }
  m.intersecting = true;
  m.has_depth = true;
  // The shallower side: pushing B off the plane that way is the least move.
  const bool up = hi <= -lo;
  m.depth = up ? hi : -lo;
  m.on_b = up ? high : low;
  m.on_a = m.on_b - (up ? hi : lo) * p.n;
  return m;
}

// Two rays: the ray cast's closest points of the two half-lines.
template <class T>
ShapeDistance<T> ray_ray(const Ray<T>& r1, const Ray<T>& r2, const Tolerances<T>& tol) {
  const RayCast<T> c = ray_cast(r1, r2, tol);
  ShapeDistance<T> m;
  m.method = "ray cast, closest points";
  m.intersecting = c.intersects;
  m.on_a = c.on_ray;
  m.on_b = c.on_other;
  m.distance = c.intersects ? T(0) : c.distance;
  return m;
}

// A ray and a plane: the ray cast's crossing, else the origin and its foot on the plane.
template <class T>
ShapeDistance<T> ray_plane(const Ray<T>& r, const Plane<T>& p, const Tolerances<T>& tol) {
  const RayCast<T> c = ray_cast(r, p, tol);
  ShapeDistance<T> m;
  m.method = "ray cast, plane";
  m.intersecting = c.intersects;
  if (c.intersects) {
    m.on_a = m.on_b = c.entry_point;
    return m;
  }
  m.distance = std::abs(c.origin_distance);
  m.on_a = r.origin;
  m.on_b = r.origin - c.origin_distance * p.n;
  return m;
}

// The radius a shape's core carries: a sphere's about its centre, a capsule's about its segment.
template <class T>
T core_radius(const Shape<T>& s) {
  if (const auto* sphere = std::get_if<Sphere<T>>(&s)) return sphere->radius;
  if (const auto* capsule = std::get_if<Capsule<T>>(&s)) return capsule->radius;
  return T(0);
}

// A sphere or a capsule against a point, a segment, a triangle, a sphere or a capsule, wherever
// closest_points.hpp has the pair: the cores' closest points against the radii, exact where GJK
// on the rounded shapes converges only step by step (its nearest point on a curved surface is
// known only to about √ulp of the size along it: 0.06 off on a float sphere). Apart by
// d − r_a − r_b, the surfaces' points on_a + r_a·u and on_b − r_b·u (u from core a to core b);
// overlapping, the depth r_a + r_b − d when the cores are apart (moving b along u by it makes the
// cores r_a + r_b apart: they stay separated along u).
template <class T>
std::optional<ShapeDistance<T>> rounded_closed_form(const Shape<T>& a, const Shape<T>& b,
                                                    const Tolerances<T>& tol) {
  const auto rounded = [](const Shape<T>& s) {
    return std::holds_alternative<Sphere<T>>(s) || std::holds_alternative<Capsule<T>>(s);
  };
  if (!rounded(a) && !rounded(b)) return std::nullopt;
  // The closest points of x and y in the order closest_points.hpp takes them, if it has the pair.
  const auto cores = [&](const Shape<T>& x, const Shape<T>& y) {
    return std::visit(
        [&](const auto& p, const auto& q) -> std::optional<ClosestPoints<T>> {
          if constexpr (requires { closest_points(p, q, tol); })
            return closest_points(p, q, tol);
          else
            return std::nullopt;
        },
        x, y);
  };
  std::optional<ClosestPoints<T>> c = cores(a, b);
  const bool swap = !c;
  if (swap) c = cores(b, a);
  if (!c) return std::nullopt;
  const Shape<T>& first = swap ? b : a;
  const Shape<T>& second = swap ? a : b;
  const T r_first = core_radius(first), r_second = core_radius(second);
  ShapeDistance<T> m;
  m.method = "closest points of the cores";
  m.intersecting = c->intersects;
  const Vec3<T> u = c->distance > T(0) ? (c->on_b - c->on_a) / c->distance : Vec3<T>(0);
  m.on_a = c->on_a + r_first * u;
  m.on_b = c->on_b - r_second * u;
  if (c->intersects) {
    m.has_depth = c->distance > T(0);
    m.depth = m.has_depth ? std::max(T(0), -c->gap) : T(0);
  } else {
    m.distance = c->gap;
  }
  return swap ? swapped(m) : m;
}

// A bounded pair: its rounded closed form, or GJK/EPA (`cut_ray`: a is a ray cut at t_max).
template <class T>
ShapeDistance<T> bounded_distance(const Shape<T>& a, const Shape<T>& b, const Tolerances<T>& tol,
                                  bool cut_ray) {
  if (std::optional<ShapeDistance<T>> m = rounded_closed_form(a, b, tol)) {
    if (cut_ray) m->method = "ray cut at t_max, closest points of the cores";
    return *m;
  }
  return from_proximity(convex_proximity(a, b, tol), cut_ray);
}

// A ray and a bounded shape (the ray first): the ray cut at t_max (see the header).
template <class T>
ShapeDistance<T> ray_bounded(const Ray<T>& r, const Shape<T>& b, const Tolerances<T>& tol) {
  const Vec3<T>& u = r.direction;
  const T t_max = std::max(T(0), glm::dot(*support(b, u) - r.origin, u) / glm::dot(u, u));
  const Shape<T> cut = t_max > 0 ? Shape<T>(Segment<T>{r.origin, r.origin + t_max * u})
                                 : Shape<T>(Point<T>{r.origin});
  return bounded_distance(cut, b, tol, true);
}

template <class T>
ShapeDistance<T> plane_plane_distance(const Plane<T>& a, const Plane<T>& b,
                                      const Tolerances<T>& tol) {
  const PlanePlane<T> c = plane_plane(a, b, tol);
  ShapeDistance<T> m;
  m.method = "plane–plane";
  m.intersecting = c.intersects;
  if (c.kind == PlanePlaneKind::meet_in_line) {
    m.on_a = m.on_b = c.line_point;
    return m;
  }
  // Parallel: b is n_a·x = σ·d_b, so the foot of the origin on a, moved by σ·d_b − d_a along
  // n_a, is on b.
  const T sigma = glm::dot(a.n, b.n) >= 0 ? T(1) : T(-1);
  m.on_a = a.d * a.n;
  m.on_b = m.on_a + (sigma * b.d - a.d) * a.n;
  m.distance = c.intersects ? T(0) : c.distance;
  return m;
}

// A mesh (the first) against any shape: the least over its triangles. A bounded shape through
// the hierarchy (mesh_distance: nodes pruned by the shape's bounds); a plane, a ray or another
// mesh triangle by triangle (the other mesh's hierarchy then prunes for each). A mesh is a
// surface: meeting it has no depth.
template <class T>
ShapeDistance<T> mesh_shape(const TriangleMesh<T>& mesh, const Shape<T>& b,
                            const Tolerances<T>& tol) {
  if (has_support(kind_of(b))) {
    const MeshDistance<T> d = mesh_distance(*mesh.mesh, b, tol);
    ShapeDistance<T> m;
    m.intersecting = d.intersecting;
    m.distance = d.distance;
    m.undecided = d.undecided;
    m.on_a = d.on_mesh;
    m.on_b = d.on_shape;
    // Undecided: a triangle GJK called touching that its own test finds apart; 0 is a lower
    // bound of the distance (mesh_queries.hpp), what time of impact may use.
    m.method = d.undecided ? "mesh hierarchy (undecided: 0 is a lower bound)" : "mesh hierarchy";
    return m;
  }
  ShapeDistance<T> best;
  best.distance = std::numeric_limits<T>::infinity();
  for (std::uint32_t k = 0; k < mesh.mesh->triangles.size(); ++k) {
    ShapeDistance<T> d = shape_distance(Shape<T>(mesh.mesh->template triangle<T>(k)), b, tol);
    d.has_depth = false;
    d.depth = 0;
    if (d.intersecting || d.distance < best.distance) best = d;
    if (d.intersecting) break;
  }
  best.method = "mesh, triangle by triangle";
  return best;
}

}  // namespace

template <class T>
ShapeDistance<T> shape_distance(const Shape<T>& a, const Shape<T>& b, const Tolerances<T>& tol) {
  for (const Shape<T>* s : {&a, &b}) {
    if (const Problem p = validate(*s); p != Problem::none) {
      ShapeDistance<T> m;
      m.valid = false;
      m.problem = std::string(s == &a ? "A: " : "B: ") + std::string(describe(p));
      return m;
    }
  }
  if (const auto* mesh = std::get_if<TriangleMesh<T>>(&a)) return mesh_shape(*mesh, b, tol);
  if (const auto* mesh = std::get_if<TriangleMesh<T>>(&b))
    return swapped(mesh_shape(*mesh, a, tol));
  if (has_support(kind_of(a)) && has_support(kind_of(b))) return bounded_distance(a, b, tol, false);
  const auto* plane_a = std::get_if<Plane<T>>(&a);
  const auto* plane_b = std::get_if<Plane<T>>(&b);
  const auto* ray_a = std::get_if<Ray<T>>(&a);
  const auto* ray_b = std::get_if<Ray<T>>(&b);
  if (plane_a && plane_b) return plane_plane_distance(*plane_a, *plane_b, tol);
  if (ray_a && ray_b) return ray_ray(*ray_a, *ray_b, tol);
  if (ray_a && plane_b) return ray_plane(*ray_a, *plane_b, tol);
  if (plane_a && ray_b) return swapped(ray_plane(*ray_b, *plane_a, tol));
  if (plane_a) return plane_bounded(*plane_a, b);
  if (plane_b) return swapped(plane_bounded(*plane_b, a));
  if (ray_a) return ray_bounded(*ray_a, b, tol);
  return swapped(ray_bounded(*ray_b, a, tol));
}

template <class T>
ShapeDistance<T> point_distance(const Vec3<T>& a, const Vec3<T>& b) {
  ShapeDistance<T> m;
  m.method = "between the picked points";
  m.on_a = a;
  m.on_b = b;
  m.distance = glm::length(b - a);
  m.intersecting = m.distance == 0;
  return m;
}

template ShapeDistance<float> shape_distance(const Shape<float>&, const Shape<float>&,
                                             const Tolerances<float>&);
template ShapeDistance<double> shape_distance(const Shape<double>&, const Shape<double>&,
                                              const Tolerances<double>&);
template ShapeDistance<float> point_distance(const Vec3<float>&, const Vec3<float>&);
template ShapeDistance<double> point_distance(const Vec3<double>&, const Vec3<double>&);

}  // namespace collide
