#include "core/queries/ray_queries.hpp"

#include "core/queries/ray_cast.hpp"
#include "core/queries/ray_geometry.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <glm/geometric.hpp>

namespace collide {

namespace {

using V = Vec3<double>;
constexpr double kInfinity = std::numeric_limits<double>::infinity();

// A ray with a NaN or infinite coordinate meets nothing (the slabs' max/min would otherwise
// skip a NaN and report a hit).
bool finite(const Ray<double>& r) {
  for (int i = 0; i < 3; ++i)
    if (!std::isfinite(r.origin[i]) || !std::isfinite(r.direction[i])) return false;
  return true;
}

// A solid entered at t0 and left at t1 (t0 <= t1), seen by a ray that starts at t = 0.
std::optional<RayHit> solid_hit(const Ray<double>& ray, double t0, double t1) {
  if (!(t0 <= t1) || t1 < 0) return std::nullopt;
  RayHit h;
  h.starts_inside = t0 <= 0;
  h.t = std::max(t0, 0.0);
  h.t_exit = t1;
  h.point = ray.origin + h.t * ray.direction;
  return h;
}

// The interval of t for which o + t·d lies in [lo, hi] on every axis.
std::optional<RayHit> slabs(const Ray<double>& ray, const V& o, const V& d, const V& lo,
                            const V& hi) {
  double t0 = -kInfinity, t1 = kInfinity;
  for (int i = 0; i < 3; ++i) {
    if (d[i] == 0) {
      if (o[i] < lo[i] || o[i] > hi[i]) return std::nullopt;
      continue;
    }
    double a = (lo[i] - o[i]) / d[i], b = (hi[i] - o[i]) / d[i];
    if (a > b) std::swap(a, b);
    t0 = std::max(t0, a);
    t1 = std::min(t1, b);
  }
  return solid_hit(ray, t0, t1);
}

// Local coordinates of a ray in an orthonormal frame at `center`.
struct LocalRay {
  V o, d;
};
LocalRay to_local(const Ray<double>& ray, const V& center, const std::array<V, 3>& axes) {
  const V m = ray.origin - center;
  return {V(glm::dot(m, axes[0]), glm::dot(m, axes[1]), glm::dot(m, axes[2])),
          V(glm::dot(ray.direction, axes[0]), glm::dot(ray.direction, axes[1]),
            glm::dot(ray.direction, axes[2]))};
}

// The t interval in which o + t·d is within radius r of c (m = o − c).
bool sphere_interval(const V& m, const V& d, double r, double& t0, double& t1) {
  if (!(glm::dot(d, d) > 0)) return false;
  const ray_geometry::LineSphere<double> s = ray_geometry::line_sphere(m, d, r);
  if (!s.meets) return false;
  t0 = s.t_mid - s.half;
  t1 = s.t_mid + s.half;
  return true;
}

}  // namespace

std::optional<RayHit> ray_sphere(const Ray<double>& ray, const Sphere<double>& sphere) {
  if (!finite(ray)) return std::nullopt;
  double t0 = 0, t1 = 0;
  if (!sphere_interval(ray.origin - sphere.center, ray.direction, sphere.radius, t0, t1))
    return std::nullopt;
  return solid_hit(ray, t0, t1);
}

std::optional<RayHit> ray_aabb(const Ray<double>& ray, const Aabb<double>& box) {
  if (!finite(ray)) return std::nullopt;
  return slabs(ray, ray.origin, ray.direction, box.min, box.max);
}

std::optional<RayHit> ray_obb(const Ray<double>& ray, const Obb<double>& box) {
  if (!finite(ray)) return std::nullopt;
  const LocalRay l = to_local(ray, box.center, box.axes);
  return slabs(ray, l.o, l.d, -box.half_extents, box.half_extents);
}

std::optional<RayHit> ray_ellipsoid(const Ray<double>& ray, const Ellipsoid<double>& e) {
  if (!finite(ray)) return std::nullopt;
  const LocalRay l = to_local(ray, e.center, e.axes);
  double t0 = 0, t1 = 0;
  if (!sphere_interval(l.o / e.radii, l.d / e.radii, 1.0, t0, t1)) return std::nullopt;
  return solid_hit(ray, t0, t1);
}

namespace {

// A pair test's ray cast as a pick's hit: where the ray enters the solid (or starts in it).
template <class S>
std::optional<RayHit> hit_by_cast(const Ray<double>& ray, const S& solid) {
  if (!finite(ray)) return std::nullopt;
  const RayCast<double> c = ray_cast(ray, solid);
  if (!c.intersects) return std::nullopt;
  RayHit h;
  h.t = c.t_enter;
  h.point = c.entry_point;
  h.starts_inside = c.starts_inside;
  h.t_exit = c.t_exit;
  return h;
}

}  // namespace

std::optional<RayHit> ray_capsule(const Ray<double>& ray, const Capsule<double>& capsule) {
  return hit_by_cast(ray, capsule);
}

std::optional<RayHit> ray_cylinder(const Ray<double>& ray, const Cylinder<double>& cylinder) {
  return hit_by_cast(ray, cylinder);
}

std::optional<RayHit> ray_convex_hull(const Ray<double>& ray, const HullData& hull) {
  if (!finite(ray)) return std::nullopt;
  double t0 = -kInfinity, t1 = kInfinity;
  for (const HullFace& f : hull.faces) {
    // n·(o + t·d) <= offset  ⇔  t·(n·d) <= offset − n·o, the offset taken from a vertex of the
    // face (not from n·o − offset, which cancels far from the origin).
    const V& on_face = hull.vertices[hull.face_vertices[f.first]];
    const double room =
        glm::dot(f.normal, on_face - ray.origin) + (f.offset - glm::dot(f.normal, on_face));
    const double along = glm::dot(f.normal, ray.direction);
    if (along == 0) {
      if (room < 0) return std::nullopt;
      continue;
    }
    const double t = room / along;
    if (along < 0)
      t0 = std::max(t0, t);
    else
      t1 = std::min(t1, t);
  }
  return solid_hit(ray, t0, t1);
}

std::optional<RayHit> ray_plane(const Ray<double>& ray, const V& plane_point, const V& normal) {
  if (!finite(ray)) return std::nullopt;
  const double offset = glm::dot(normal, plane_point - ray.origin);
  const double along = glm::dot(normal, ray.direction);
  RayHit h;
  if (along == 0) {
    if (offset != 0) return std::nullopt;
    h.t = 0;  // the ray lies in the plane
  } else {
    h.t = offset / along;
    if (h.t < 0) return std::nullopt;
  }
  h.t_exit = h.t;
  h.point = ray.origin + h.t * ray.direction;
  return h;
}

std::optional<RayHit> ray_plane_patch(const Ray<double>& ray, const PlanePatch& patch) {
  if (!finite(ray)) return std::nullopt;
  const V n = glm::cross(patch.u, patch.v);
  const V m = ray.origin - patch.center;
  // The ray in the patch's (u, v, n) frame; the patch is [−h, h]² × [0, 0].
  const V o(glm::dot(m, patch.u), glm::dot(m, patch.v), glm::dot(m, n));
  const V d(glm::dot(ray.direction, patch.u), glm::dot(ray.direction, patch.v),
            glm::dot(ray.direction, n));
  const double h = patch.half_size;
  auto hit = slabs(ray, o, d, V(-h, -h, 0), V(h, h, 0));
  if (hit) {
    hit->starts_inside = false;
    hit->t_exit = hit->t;
  }
  return hit;
}

std::optional<RayHit> ray_triangle(const Ray<double>& ray, const Triangle<double>& tri) {
  if (!finite(ray)) return std::nullopt;
  const V e1 = tri.b - tri.a, e2 = tri.c - tri.a;
  const V n = glm::cross(e1, e2);
  const double nn = glm::dot(n, n);
  if (!(nn > 0)) return std::nullopt;  // degenerate: no area
  const ray_geometry::MollerTrumbore<double> mt =
      ray_geometry::moller_trumbore(ray.origin, ray.direction, tri.a, tri.b, tri.c);
  RayHit h;
  if (mt.det == 0) {
    if (glm::dot(ray.origin - tri.a, n) != 0) return std::nullopt;  // parallel, off the plane
    const V verts[3] = {tri.a, tri.b, tri.c};
    const auto [t0, t1] = ray_geometry::clip_in_plane(ray.origin, ray.direction, verts, n, 0.0);
    if (t0 > t1) return std::nullopt;
    h.t = t0;
  } else {
    if (mt.t < 0 || mt.beta < 0 || mt.gamma < 0 || mt.beta + mt.gamma > 1) return std::nullopt;
    h.t = mt.t;
  }
  h.t_exit = h.t;
  h.point = ray.origin + h.t * ray.direction;
  return h;
}

std::optional<RayHit> ray_point(const Ray<double>& ray, const V& p, double radius) {
  if (!finite(ray)) return std::nullopt;
  const double a = glm::dot(ray.direction, ray.direction);
  if (!(a > 0)) return std::nullopt;
  const double t = ray_geometry::closest_t_to_point(ray.origin, ray.direction, p);
  const double dist = glm::length(ray.origin + t * ray.direction - p);
  if (!(dist <= radius)) return std::nullopt;
  RayHit h;
  h.t = h.t_exit = t;
  h.point = p;
  h.distance = dist;
  return h;
}

std::optional<RayHit> ray_segment(const Ray<double>& ray, const Segment<double>& seg,
                                  double radius) {
  if (!finite(ray)) return std::nullopt;
  const V d1 = ray.direction, d2 = seg.b - seg.a;
  if (!(glm::dot(d1, d1) > 0)) return std::nullopt;
  if (!(glm::dot(d2, d2) > 0)) return ray_point(ray, seg.a, radius);
  const auto [t, s, parallel] = ray_geometry::closest_ray_segment(ray.origin, d1, seg.a, seg.b);
  const V on_seg = seg.a + s * d2;
  const double dist = glm::length(ray.origin + t * d1 - on_seg);
  if (!(dist <= radius)) return std::nullopt;
  RayHit h;
  h.t = h.t_exit = t;
  h.point = on_seg;
  h.distance = dist;
  return h;
}

}  // namespace collide
