#include "app/edit/measure.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <glm/geometric.hpp>

#include "core/queries/convex_proximity.hpp"
#include "core/queries/support.hpp"

namespace collide {

namespace {

using D3 = glm::dvec3;

Measurement from_proximity(const ConvexProximity<double>& r, std::string method) {
  Measurement m;
  m.method = std::move(method);
  m.intersecting = r.intersects;
  if (r.intersects) {
    m.distance = 0;
    m.on_a = r.contact_a;
    m.on_b = r.contact_b;
    m.depth = r.depth;
    m.has_depth = r.epa_ran;
    m.method += "/EPA";
  } else {
    m.distance = r.distance;
    m.on_a = r.witness_a;
    m.on_b = r.witness_b;
  }
  return m;
}

Measurement swapped(Measurement m) {
  std::swap(m.on_a, m.on_b);
  return m;
}

// A plane and a bounded shape (the plane first).
Measurement plane_bounded(const Plane<double>& p, const Shape<double>& b) {
  Measurement m;
  m.method = "plane support";
  const D3 low = *support(b, -p.n), high = *support(b, p.n);
  const double lo = glm::dot(p.n, low) - p.d, hi = glm::dot(p.n, high) - p.d;
  if (lo > 0 || hi < 0) {
    const D3 at = lo > 0 ? low : high;
    const double s = lo > 0 ? lo : hi;
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

// The point of ray o + t·u (t >= 0) nearest to x: t = max(0, (x − o)·u / u·u).
D3 on_ray(const Ray<double>& r, const D3& x) {
  const double t =
      std::max(0.0, glm::dot(x - r.origin, r.direction) / glm::dot(r.direction, r.direction));
  return r.origin + t * r.direction;
}

// A ray and a bounded shape (the ray first): the ray cut at t_max (see the header).
Measurement ray_bounded(const Ray<double>& r, const Shape<double>& b) {
  const D3& u = r.direction;
  const double t_max = std::max(0.0, glm::dot(*support(b, u) - r.origin, u) / glm::dot(u, u));
  const Shape<double> cut = t_max > 0
                                ? Shape<double>(Segment<double>{r.origin, r.origin + t_max * u})
                                : Shape<double>(Point<double>{r.origin});
  return from_proximity(convex_proximity(cut, b), "ray cut at t_max, GJK");
}

Measurement ray_ray(const Ray<double>& r1, const Ray<double>& r2) {
  Measurement m;
  m.method = "closest points of two rays";
  auto offer = [&](const D3& p, const D3& q, bool first) {
    const double d = glm::length(p - q);
    if (first || d < m.distance) {
      m.distance = d;
      m.on_a = p;
      m.on_b = q;
    }
  };
  offer(r1.origin, on_ray(r2, r1.origin), true);
  offer(on_ray(r1, r2.origin), r2.origin, false);
  // The lines' closest pair: minimise |w + s·u − t·v|², w = o₁ − o₂.
  const D3 &u = r1.direction, &v = r2.direction, w = r1.origin - r2.origin;
  const D3 n = glm::cross(u, v);
  const double nn = glm::dot(n, n);
  if (nn > 1e-24 * glm::dot(u, u) * glm::dot(v, v)) {
    // s = n·(v × w)/|n|², t = n·(u × w)/|n|² (Lagrange's identity, as the core's segments).
    const double s = glm::dot(n, glm::cross(v, w)) / nn;
    const double t = glm::dot(n, glm::cross(u, w)) / nn;
    if (s >= 0 && t >= 0) offer(r1.origin + s * u, r2.origin + t * v, false);
  }
  return m;
}

Measurement ray_plane(const Ray<double>& r, const Plane<double>& p) {
  Measurement m;
  m.method = "ray and plane";
  const double s0 = glm::dot(p.n, r.origin) - p.d, nu = glm::dot(p.n, r.direction);
  if (s0 == 0 || (nu != 0 && -s0 / nu >= 0)) {
    m.intersecting = true;
    m.on_a = m.on_b = s0 == 0 ? r.origin : r.origin + (-s0 / nu) * r.direction;
    return m;
  }
  m.distance = std::abs(s0);
  m.on_a = r.origin;
  m.on_b = r.origin - s0 * p.n;
  return m;
}

Measurement plane_plane(const Plane<double>& a, const Plane<double>& b) {
  Measurement m;
  m.method = "two planes";
  const D3 u = glm::cross(a.n, b.n);
  if (glm::length(u) <= 1e-12) {
    const double sign = glm::dot(a.n, b.n) > 0 ? 1.0 : -1.0;
    const double gap = sign * b.d - a.d;  // b is n_a·x = sign·d_b
    m.on_a = a.d * a.n;
    m.on_b = m.on_a + gap * a.n;
    m.distance = std::abs(gap);
    m.intersecting = m.distance == 0;
    return m;
  }
  // A point of both: ((d_a·n_b − d_b·n_a) × u)/|u|² (Ericson 5.4.4).
  m.intersecting = true;
  m.on_a = m.on_b = glm::cross(a.d * b.n - b.d * a.n, u) / glm::dot(u, u);
  return m;
}

}  // namespace

Measurement measure_shapes(const Shape<double>& a, const Shape<double>& b) {
  for (const Shape<double>* s : {&a, &b}) {
    if (const Problem p = validate(*s); p != Problem::none) {
      Measurement m;
      m.valid = false;
      m.problem = std::string(s == &a ? "A: " : "B: ") + std::string(describe(p));
      return m;
    }
  }
  const bool bounded_a = has_support(kind_of(a)), bounded_b = has_support(kind_of(b));
  if (bounded_a && bounded_b) return from_proximity(convex_proximity(a, b), "GJK");
  const auto* plane_a = std::get_if<Plane<double>>(&a);
  const auto* plane_b = std::get_if<Plane<double>>(&b);
  const auto* ray_a = std::get_if<Ray<double>>(&a);
  const auto* ray_b = std::get_if<Ray<double>>(&b);
  if (plane_a && plane_b) return plane_plane(*plane_a, *plane_b);
  if (ray_a && ray_b) return ray_ray(*ray_a, *ray_b);
  if (ray_a && plane_b) return ray_plane(*ray_a, *plane_b);
  if (plane_a && ray_b) return swapped(ray_plane(*ray_b, *plane_a));
  if (plane_a) return plane_bounded(*plane_a, b);
  if (plane_b) return swapped(plane_bounded(*plane_b, a));
  if (ray_a) return ray_bounded(*ray_a, b);
  return swapped(ray_bounded(*ray_b, a));
}

Measurement measure_points(const glm::dvec3& a, const glm::dvec3& b) {
  Measurement m;
  m.method = "between the picked points";
  m.on_a = a;
  m.on_b = b;
  m.distance = glm::length(b - a);
  m.intersecting = m.distance == 0;
  return m;
}

}  // namespace collide
