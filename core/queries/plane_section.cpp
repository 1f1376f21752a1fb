#include "core/queries/plane_section.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

#include <glm/geometric.hpp>

#include "core/math/tolerances.hpp"
#include "core/queries/closest_points.hpp"
#include "core/queries/plane_plane.hpp"
#include "core/queries/ray_cast.hpp"
#include "core/queries/support.hpp"

namespace collide {

namespace {

using D3 = Vec3<double>;

// Orders points of a convex planar polygon by angle about their mean, seen from the front of n.
void order_around(std::vector<D3>& pts, const D3& n) {
  if (pts.size() < 3) return;
  D3 mean(0);
  for (const D3& p : pts)
    mean += p;
  mean /= double(pts.size());
  const D3 u = any_perpendicular(n), v = glm::cross(n, u);
  std::ranges::sort(pts, [&](const D3& a, const D3& b) {
    return std::atan2(glm::dot(a - mean, v), glm::dot(a - mean, u)) <
           std::atan2(glm::dot(b - mean, v), glm::dot(b - mean, u));
  });
}

// `count` points of the circle about c of radius r in the plane normal to n.
std::vector<D3> circle(const D3& c, const D3& n, double r, int count) {
  const D3 u = any_perpendicular(n), v = glm::cross(n, u);
  std::vector<D3> pts;
  for (int k = 0; k < count; ++k) {
    const double t = 2 * std::numbers::pi * k / count;
    pts.push_back(c + r * (std::cos(t) * u + std::sin(t) * v));
  }
  return pts;
}

double signed_distance(const Plane<double>& p, const D3& x) {
  return glm::dot(p.n, x) - p.d;
}

// "On the plane" for a vertex: within the contact band of the numbers that made its distance.
bool on_plane(const Plane<double>& p, const D3& x, double s) {
  const double scale = std::abs(p.d) + std::abs(x.x) + std::abs(x.y) + std::abs(x.z);
  return std::abs(s) <= contact_band(Tolerances<double>{}, scale);
}

// The crossings of a closed polyline's edges (a triangle: 3, a segment: 1 edge) with the plane,
// each vertex on the plane once.
PlaneSection edge_crossings(const Plane<double>& p, const std::vector<D3>& v, bool closed) {
  std::vector<double> s;
  std::vector<bool> on;
  for (const D3& x : v) {
    s.push_back(signed_distance(p, x));
    on.push_back(on_plane(p, x, s.back()));
  }
  PlaneSection r;
  if (std::ranges::all_of(on, [](bool b) { return b; })) {
    r.form = SectionForm::whole;
    r.points = v;
    return r;
  }
  const std::size_t edges = closed ? v.size() : v.size() - 1;
  for (std::size_t i = 0; i < v.size(); ++i)
    if (on[i]) r.points.push_back(v[i]);
  for (std::size_t i = 0; i < edges; ++i) {
    const std::size_t j = (i + 1) % v.size();
    if (on[i] || on[j]) continue;
    if ((s[i] < 0 && s[j] > 0) || (s[i] > 0 && s[j] < 0))
      r.points.push_back(v[i] + (v[j] - v[i]) * (s[i] / (s[i] - s[j])));
  }
  r.form = r.points.empty()       ? SectionForm::none
           : r.points.size() == 1 ? SectionForm::point
                                  : SectionForm::segment;
  return r;
}

// The distance from x to the segment [a, b] (its nearest point: closest_points.hpp).
double to_segment(const D3& x, const D3& a, const D3& b) {
  return glm::length(x - (a + closest_segment_parameter(x, a, b) * (b - a)));
}

// A convex solid's section from a point x of it on the plane, along each
// direction of the plane, the last t in [0, reach] with x + t·dir inside (bisected).
template <class Inside>
PlaneSection section_from(const Plane<double>& p, const D3& x, double reach, Inside inside,
                          int count) {
  PlaneSection out;
  out.form = SectionForm::polygon;
  const D3 u = any_perpendicular(p.n), v = glm::cross(p.n, u);
  for (int k = 0; k < count; ++k) {
    const double t = 2 * std::numbers::pi * k / count;
    const D3 dir = std::cos(t) * u + std::sin(t) * v;
    double lo = 0, hi = reach;
    for (int step = 0; step < 60; ++step) {
      const double mid = 0.5 * (lo + hi);
      (inside(x + mid * dir) ? lo : hi) = mid;
    }
    out.points.push_back(x + lo * dir);
  }
  return out;
}

PlaneSection capsule_section(const Plane<double>& p, const MovingSphere<double>& m, int count) {
  const D3 a = m.sphere.center, b = a + m.velocity;
  const double r = m.sphere.radius;
  // The path's point nearest the plane: an end, or where the path crosses it.
  const double sa = signed_distance(p, a), sb = signed_distance(p, b);
  D3 q = std::abs(sa) <= std::abs(sb) ? a : b;
  if ((sa < 0 && sb > 0) || (sa > 0 && sb < 0)) q = a + (b - a) * (sa / (sa - sb));
  const double s = signed_distance(p, q);
  PlaneSection out;
  if (!(std::abs(s) <= r)) return out;
  const D3 x = q - s * p.n;  // on the plane, within r of the path: inside the capsule
  if (std::abs(s) == r) {
    out.form = SectionForm::point;
    out.points = {x};
    return out;
  }
  const double reach = glm::length(b - a) + 2 * r;  // no point of the capsule is farther from x
  return section_from(
      p, x, reach, [&](const D3& y) { return to_segment(y, a, b) <= r; }, count);
}

// A cylinder's: its supports along −n and n lie on either side of the plane (or it misses), and
// the segment between them lies in it (convex), so its crossing x is a point of the section.
PlaneSection cylinder_section(const Plane<double>& p, const Cylinder<double>& c, int count) {
  const D3 back = support(c, -p.n), front = support(c, p.n);
  const double sb = signed_distance(p, back), sf = signed_distance(p, front);
  PlaneSection out;
  if (!(sb <= 0 && sf >= 0)) return out;
  if (sb == 0 || sf == 0) {  // touching at a support: a point (a rim or cap lying on it aside)
    out.form = SectionForm::point;
    out.points = {sb == 0 ? back : front};
    return out;
  }
  const D3 x = back + (front - back) * (sb / (sb - sf));
  const D3 axis = c.axes[1];
  const auto inside = [&](const D3& q) {
    const D3 from = q - c.center;
    const double along = glm::dot(from, axis);
    return std::abs(along) <= c.half_height && glm::length(from - along * axis) <= c.radius;
  };
  return section_from(p, x, 2 * std::hypot(c.half_height, c.radius), inside, count);
}

// Where the plane meets the edge a–b: an end on it, or the crossing n·(a + t(b − a)) = d.
template <class Add>
void add_crossings(const Plane<double>& plane, const D3& a, const D3& b, Add& add) {
  const double da = signed_distance(plane, a), db = signed_distance(plane, b);
  if (da == 0) add(a);
  if (db == 0) add(b);
  if ((da < 0 && db > 0) || (da > 0 && db < 0)) add(a + (b - a) * (da / (da - db)));
}

// A box's or a curve's points: a plane through a corner or along an edge touches it in one or
// two points.
PlaneSection polygon(std::vector<D3> pts) {
  PlaneSection r;
  r.form = pts.empty()       ? SectionForm::none
           : pts.size() == 1 ? SectionForm::point
           : pts.size() == 2 ? SectionForm::segment
                             : SectionForm::polygon;
  r.points = std::move(pts);
  return r;
}

}  // namespace

D3 any_perpendicular(const D3& v) {
  const D3 a = glm::abs(v);
  const D3 helper = a.x <= a.y && a.x <= a.z ? D3(1, 0, 0) : a.y <= a.z ? D3(0, 1, 0) : D3(0, 0, 1);
  return glm::normalize(glm::cross(v, helper));
}

std::vector<D3> box_section(const Plane<double>& plane, const D3& center, const D3 axes[3],
                            const D3& half) {
  auto corner = [&](int bits) {
    D3 p = center;
    for (int i = 0; i < 3; ++i)
      p += axes[i] * (half[i] * (bits & (1 << i) ? 1.0 : -1.0));
    return p;
  };
  std::vector<D3> pts;
  // A crossing nearer than this (relative to the box's size) to one already found is the same
  // point reached along another edge (the plane through a corner, or along an edge).
  const double tol = 1e-12 * (half.x + half.y + half.z + glm::length(center));
  auto add = [&](const D3& p) {
    for (const D3& q : pts)
      if (glm::length(p - q) <= tol) return;
    pts.push_back(p);
  };
  for (int bits = 0; bits < 8; ++bits)
    for (int axis = 1; axis < 8; axis <<= 1) {
      if (bits & axis) continue;
      const D3 a = corner(bits), b = corner(bits | axis);
      add_crossings(plane, a, b, add);
    }
  order_around(pts, plane.n);
  return pts;
}

std::vector<D3> hull_section(const Plane<double>& plane, const HullData& hull) {
  double size = 0;
  for (const D3& v : hull.vertices)
    size = std::max(size, glm::length(v - hull.centroid));
  std::vector<D3> pts;
  const double tol = 1e-12 * (size + glm::length(hull.centroid));  // as the box's
  auto add = [&](const D3& p) {
    for (const D3& q : pts)
      if (glm::length(p - q) <= tol) return;
    pts.push_back(p);
  };
  for (const HullFace& f : hull.faces) {
    const auto loop = hull.face_loop(f);
    for (std::size_t k = 0; k < loop.size(); ++k) {
      const std::uint32_t a = loop[k], b = loop[(k + 1) % loop.size()];
      // Each edge once: it runs a→b in one face's loop and b→a in its neighbour's.
      if (a < b) add_crossings(plane, hull.vertices[a], hull.vertices[b], add);
    }
  }
  order_around(pts, plane.n);
  return pts;
}

std::optional<SectionCircle> sphere_section(const Plane<double>& plane, const D3& center,
                                            double radius) {
  const double d = signed_distance(plane, center);
  if (!(std::abs(d) <= radius)) return std::nullopt;
  return SectionCircle{center - d * plane.n, std::sqrt(radius * radius - d * d)};
}

std::vector<D3> ellipsoid_section(const Plane<double>& plane, const D3& center, const D3 axes[3],
                                  const D3& radii, int count) {
  // x = c + Σ rᵢ uᵢ axesᵢ, so n·x = d is m·u = e with mᵢ = rᵢ (n·axesᵢ), e = d − n·c.
  const D3 m(radii.x * glm::dot(plane.n, axes[0]), radii.y * glm::dot(plane.n, axes[1]),
             radii.z * glm::dot(plane.n, axes[2]));
  const double mm = glm::dot(m, m);
  const double e = plane.d - glm::dot(plane.n, center);
  if (!(mm > 0) || e * e > mm) return {};
  const D3 mu = m / std::sqrt(mm);
  const D3 u0 = m * (e / mm);
  const double rho = std::sqrt(std::max(1.0 - e * e / mm, 0.0));
  const D3 e1 = any_perpendicular(mu), e2 = glm::cross(mu, e1);
  std::vector<D3> pts;
  for (int k = 0; k < count; ++k) {
    const double t = 2 * std::numbers::pi * k / count;
    const D3 u = u0 + rho * (std::cos(t) * e1 + std::sin(t) * e2);
    pts.push_back(center + axes[0] * (radii.x * u.x) + axes[1] * (radii.y * u.y) +
                  axes[2] * (radii.z * u.z));
  }
  return pts;
}

PlaneSection plane_section(const Plane<double>& plane, const Shape<double>& other,
                           int curve_points) {
  if (validate(Shape<double>(plane)) != Problem::none || validate(other) != Problem::none)
    return {};
  const Plane<double>& p = plane;
  return std::visit(
      [&](const auto& s) -> PlaneSection {
        using S = std::decay_t<decltype(s)>;
        if constexpr (std::is_same_v<S, Point<double>>) {
          PlaneSection r;
          if (on_plane(p, s.p, signed_distance(p, s.p))) r.form = SectionForm::point;
          if (r.form == SectionForm::point) r.points = {s.p};
          return r;
        } else if constexpr (std::is_same_v<S, Segment<double>>) {
          return edge_crossings(p, {s.a, s.b}, false);
        } else if constexpr (std::is_same_v<S, Triangle<double>>) {
          return edge_crossings(p, {s.a, s.b, s.c}, true);
        } else if constexpr (std::is_same_v<S, Ray<double>>) {
          // The ray cast's crossing; lying in the plane (parallel, its origin on it), all of it.
          const RayCast<double> c = ray_cast(s, p);
          PlaneSection r;
          if (c.parallel && c.starts_inside) {
            r.form = SectionForm::whole;
            r.points = {s.origin};
            r.direction = glm::normalize(s.direction);
            r.half_line = true;
          } else if (c.intersects) {
            r.form = SectionForm::point;
            r.points = {c.entry_point};
          }
          return r;
        } else if constexpr (std::is_same_v<S, Plane<double>>) {
          const PlanePlane<double> c = plane_plane(p, s);
          PlaneSection r;
          if (c.kind == PlanePlaneKind::meet_in_line) {
            r.form = SectionForm::line;
            r.points = {c.line_point};
            r.direction = c.line_direction;
          } else if (c.kind == PlanePlaneKind::coincident) {
            r.form = SectionForm::whole;
            r.points = {p.d * p.n};
            r.direction = any_perpendicular(p.n);
          }
          return r;
        } else if constexpr (std::is_same_v<S, Sphere<double>>) {
          const auto c = sphere_section(p, s.center, s.radius);
          return c ? polygon(circle(c->center, p.n, c->radius, curve_points)) : PlaneSection{};
        } else if constexpr (std::is_same_v<S, MovingSphere<double>>) {
          return capsule_section(p, s, curve_points);
        } else if constexpr (std::is_same_v<S, Capsule<double>>) {
          // The same capsule as a sphere at a moving to b.
          return capsule_section(p, MovingSphere<double>{{s.a, s.radius}, s.b - s.a}, curve_points);
        } else if constexpr (std::is_same_v<S, Cylinder<double>>) {
          return cylinder_section(p, s, curve_points);
        } else if constexpr (std::is_same_v<S, Aabb<double>>) {
          const D3 a[3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
          return polygon(box_section(p, (s.min + s.max) * 0.5, a, (s.max - s.min) * 0.5));
        } else if constexpr (std::is_same_v<S, Obb<double>>) {
          return polygon(box_section(p, s.center, s.axes.data(), s.half_extents));
        } else if constexpr (std::is_same_v<S, ConvexHull<double>>) {
          // offset + scale·v on n·x = d  ⇔  v on n·v = (d − n·offset)/scale.
          std::vector<D3> v =
              hull_section({p.n, (p.d - glm::dot(p.n, s.offset)) / s.scale}, *s.hull);
          for (D3& x : v)
            x = s.offset + s.scale * x;
          return polygon(v);
        } else if constexpr (std::is_same_v<S, TriangleMesh<double>>) {
          // A mesh's crossing is one segment per triangle cut, not one outline: none is drawn
          // here (the pair's evidence names the triangles the plane cuts).
          return PlaneSection{};
        } else if constexpr (std::is_same_v<S, SupportShape<double>>) {
          // A registered kind is known by its support function alone, which does not give the
          // section's outline: none is drawn (its pair results are GJK/EPA's as for any kind).
          return PlaneSection{};
        } else {
          static_assert(std::is_same_v<S, Ellipsoid<double>>, "every kind has a section");
          return polygon(ellipsoid_section(p, s.center, s.axes.data(), s.radii, curve_points));
        }
      },
      other);
}

}  // namespace collide
