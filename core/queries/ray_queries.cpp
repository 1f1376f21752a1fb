#include "core/queries/ray_queries.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <glm/geometric.hpp>

namespace collide {

namespace {

using V = Vec3<double>;
constexpr double kInf = std::numeric_limits<double>::infinity();

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
  double t0 = -kInf, t1 = kInf;
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
  const double a = glm::dot(d, d);
  if (!(a > 0)) return false;
  const double t_mid = -glm::dot(m, d) / a;
  const V l = m + t_mid * d;  // the closest approach to the centre
  const double h2 = r * r - glm::dot(l, l);
  if (h2 < 0) return false;
  const double half = std::sqrt(h2 / a);
  t0 = t_mid - half;
  t1 = t_mid + half;
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
  const V s = ray.origin - tri.a;
  const V p = glm::cross(ray.direction, e2);
  const double det = glm::dot(e1, p);  // = −d·n: 0 when the ray is parallel to the plane
  RayHit h;
  if (det == 0) {
    if (glm::dot(s, n) != 0) return std::nullopt;  // parallel, off the plane
    // In the plane: inside all three edges' half-planes, m_i·(x − vᵢ) >= 0 with m_i = n × eᵢ.
    const V verts[3] = {tri.a, tri.b, tri.c};
    double t0 = 0, t1 = kInf;
    for (int i = 0; i < 3; ++i) {
      const V edge = verts[(i + 1) % 3] - verts[i];
      const V m = glm::cross(n, edge);
      const double at0 = glm::dot(m, ray.origin - verts[i]);
      const double rate = glm::dot(m, ray.direction);
      if (rate == 0) {
        if (at0 < 0) return std::nullopt;
        continue;
      }
      const double t_edge = -at0 / rate;
      if (rate > 0)
        t0 = std::max(t0, t_edge);
      else
        t1 = std::min(t1, t_edge);
    }
    if (t0 > t1) return std::nullopt;
    h.t = t0;
  } else {
    // Möller–Trumbore: P = d × e2, det = e1·P (= −d·n), β = s·P/det, γ = d·Q/det, t = e2·Q/det
    // with Q = s × e1.
    const V q = glm::cross(s, e1);
    const double beta = glm::dot(s, p) / det;
    const double gamma = glm::dot(ray.direction, q) / det;
    const double t = glm::dot(e2, q) / det;
    if (t < 0 || beta < 0 || gamma < 0 || beta + gamma > 1) return std::nullopt;
    h.t = t;
  }
  h.t_exit = h.t;
  h.point = ray.origin + h.t * ray.direction;
  return h;
}

std::optional<RayHit> ray_point(const Ray<double>& ray, const V& p, double radius) {
  if (!finite(ray)) return std::nullopt;
  const double a = glm::dot(ray.direction, ray.direction);
  if (!(a > 0)) return std::nullopt;
  const double t = std::max(0.0, glm::dot(p - ray.origin, ray.direction) / a);
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
  const V d1 = ray.direction, d2 = seg.b - seg.a, r = ray.origin - seg.a;
  const double a = glm::dot(d1, d1), e = glm::dot(d2, d2);
  if (!(a > 0)) return std::nullopt;
  if (!(e > 0)) return ray_point(ray, seg.a, radius);
  const double b = glm::dot(d1, d2), c = glm::dot(d1, r), f = glm::dot(d2, r);
  const double denom = a * e - b * b;
  // Not parallel: the lines' closest point on the ray, clamped to t >= 0; parallel: any t, 0.
  double t = denom > 1e-15 * a * e ? std::max(0.0, (b * f - c * e) / denom) : 0.0;
  double s = (b * t + f) / e;
  if (s < 0) {
    s = 0;
    t = std::max(0.0, -c / a);
  } else if (s > 1) {
    s = 1;
    t = std::max(0.0, (b - c) / a);
  }
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
