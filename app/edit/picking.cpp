#include "app/edit/picking.hpp"

#include <cmath>
#include <limits>

#include <glm/geometric.hpp>

#include "core/math/overloaded.hpp"

namespace collide {

namespace {

// Within `px` pixels of a point at its depth.
std::optional<RayHit> near_point(const Ray<double>& ray, const glm::dvec3& p, const EditView& v,
                                 double px) {
  return ray_point(ray, p, px * v.pixel_size_at(p));
}

// Within `px` pixels of a segment, measured at the depth of its point nearest the ray.
std::optional<RayHit> near_segment(const Ray<double>& ray, const Segment<double>& s,
                                   const EditView& v, double px) {
  auto closest = ray_segment(ray, s, std::numeric_limits<double>::infinity());
  if (!closest || closest->distance > px * v.pixel_size_at(closest->point)) return std::nullopt;
  return closest;
}

std::optional<RayHit> nearest(std::optional<RayHit> a, std::optional<RayHit> b) {
  if (!a) return b;
  if (!b) return a;
  return b->t < a->t ? b : a;
}

}  // namespace

PlanePatch plane_patch(const desc::Plane& plane, double half_size) {
  PlanePatch p;
  const glm::dvec3 n = glm::normalize(plane.normal);
  glm::dvec3 u = glm::cross(glm::dvec3(0, 1, 0), n);
  u = glm::length(u) > 1e-3 ? glm::normalize(u) : glm::dvec3(1, 0, 0);
  p.center = plane.point;
  p.u = u;
  p.v = glm::cross(n, u);
  p.half_size = half_size;
  return p;
}

std::optional<Pick> pick_one(const SceneObject& object, std::size_t index, const Ray<double>& ray,
                             const EditView& view, const PickSettings& settings) {
  const double px = settings.point_radius_px;
  const std::optional<RayHit> hit = std::visit(
      Overloaded{
          [&](const desc::Box& d) {
            return ray_obb(ray, Obb<double>::from_rotation(d.center, d.half_extents,
                                                           glm::normalize(d.rotation)));
          },
          [&](const desc::Aabb& d) {
            return ray_aabb(ray, Aabb<double>{d.min, d.max});
          },
          [&](const desc::Sphere& d) {
            auto h = ray_sphere(ray, {d.center, d.radius});
            if (d.velocity) {
              // The sweep: the sphere at the end, and the path of the centre.
              h = nearest(h, ray_sphere(ray, {d.center + *d.velocity, d.radius}));
              h = nearest(h, near_segment(ray, {d.center, d.center + *d.velocity}, view, px));
            }
            return h;
          },
          [&](const desc::Plane& d) {
            return ray_plane_patch(ray, plane_patch(d, settings.plane_half_size));
          },
          [&](const desc::Point& d) { return near_point(ray, d.position, view, px); },
          [&](const desc::Segment& d) {
            return near_segment(ray, {d.a, d.b}, view, px);
          },
          [&](const desc::Triangle& d) {
            auto h = ray_triangle(ray, {d.a, d.b, d.c});
            h = nearest(h, near_segment(ray, {d.a, d.b}, view, px));
            h = nearest(h, near_segment(ray, {d.b, d.c}, view, px));
            return nearest(h, near_segment(ray, {d.c, d.a}, view, px));
          },
          [&](const desc::Ellipsoid& d) {
            return ray_ellipsoid(ray, Ellipsoid<double>::from_rotation(d.center, d.radii,
                                                                       glm::normalize(d.rotation)));
          },
          [&](const desc::Ray& d) {
            // Like a segment: within px pixels of the stretch drawn for it.
            const double len = glm::length(d.direction);
            if (!(len > 0) || !std::isfinite(len)) return near_point(ray, d.origin, view, px);
            return near_segment(
                ray, {d.origin, d.origin + d.direction * (settings.ray_length / len)}, view, px);
          },
      },
      object.desc);
  if (!hit) return std::nullopt;
  // From inside a solid the user sees its far wall: rank it there, so objects inside it win.
  const double t = hit->starts_inside ? hit->t_exit : hit->t;
  return Pick{index, t, ray.origin + t * ray.direction};
}

std::optional<Pick> pick_object(const Scene& scene, const EditView& view, const glm::dvec2& pixel,
                                const PickSettings& settings) {
  const Ray<double> ray = view.ray_through(pixel);
  std::optional<Pick> best;
  for (std::size_t i = 0; i < scene.objects.size(); ++i) {
    if (!scene.objects[i].visible) continue;
    auto p = pick_one(scene.objects[i], i, ray, view, settings);
    if (p && (!best || p->t <= best->t)) best = p;
  }
  return best;
}

}  // namespace collide
