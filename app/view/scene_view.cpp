#include "app/view/scene_view.hpp"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "core/shapes/shapes.hpp"

namespace collide {

namespace {

// What framing holds of an object: its bounds from the core (a moving sphere's whole sweep),
// and for the two unbounded kinds what is drawn of them: a plane's quad and normal arrow, a
// ray's origin only (framing the drawn stretch would zoom out on every ray).
void add_object(Bounds& b, const ObjectDesc& d, const Motion& m) {
  if (const auto box = bounds_of(d, m)) {
    b.add(box->min);
    b.add(box->max);
  } else if (const auto* plane = std::get_if<desc::Plane>(&d)) {
    const PlaneQuad q = plane_quad(*plane);
    for (const glm::dvec3& c : q.corners)
      b.add(c);
    b.add(q.center + glm::dvec3(q.normal) * double(kPlaneArrowLength));
  } else if (const auto* ray = std::get_if<desc::Ray>(&d)) {
    b.add(ray->origin);
  }
}

}  // namespace

PlaneQuad plane_quad(const desc::Plane& d) {
  PlaneQuad q;
  q.normal = glm::normalize(glm::vec3(d.normal));
  q.center = d.point;
  // In-plane axes: u horizontal where possible, so a tilted plane's quad sits level.
  glm::vec3 u = glm::cross(glm::vec3(0, 1, 0), q.normal);
  u = glm::length(u) > 1e-3f ? glm::normalize(u) : glm::vec3(1, 0, 0);
  const glm::vec3 v = glm::cross(q.normal, u);
  const glm::dvec3 hu = glm::dvec3(u) * double(kPlaneQuadHalfSize);
  const glm::dvec3 hv = glm::dvec3(v) * double(kPlaneQuadHalfSize);
  q.u = u;
  q.v = v;
  q.corners = {q.center - hu - hv, q.center + hu - hv, q.center + hu + hv, q.center - hu + hv};
  return q;
}

glm::dvec3 ray_drawn_end(const desc::Ray& d) {
  const double len = glm::length(d.direction);
  if (!(len > 0) || !std::isfinite(len)) return d.origin;
  return d.origin + d.direction * (kRayDrawLength / len);
}

double Bounds::radius() const {
  return empty ? 0.0 : glm::length(hi - lo) * 0.5;
}

void Bounds::add(const glm::dvec3& p) {
  if (!std::isfinite(p.x) || !std::isfinite(p.y) || !std::isfinite(p.z)) return;
  lo = empty ? p : glm::min(lo, p);
  hi = empty ? p : glm::max(hi, p);
  empty = false;
}

Bounds scene_bounds(const Scene& scene) {
  Bounds b;
  for (const SceneObject& o : scene.objects)
    if (o.visible) add_object(b, o.desc, o.motion);
  return b;
}

std::vector<glm::dvec3> framing_points(const Scene& scene) {
  Bounds b = scene_bounds(scene);
  if (b.empty) {
    b.add({-3, 0, -3});
    b.add({3, 0, 3});
  }
  std::vector<glm::dvec3> points;
  for (int i = 0; i < 8; ++i)
    points.emplace_back(i & 1 ? b.hi.x : b.lo.x, i & 2 ? b.hi.y : b.lo.y, i & 4 ? b.hi.z : b.lo.z);
  return points;
}

void frame_scene(Camera& camera, const Scene& scene, const Viewport& viewport) {
  frame_points(camera, viewport, framing_points(scene), kViewFramingMargin);
}

Camera initial_camera(const Scene& scene, const Viewport& viewport) {
  if (scene.camera) {
    const SceneCamera& sc = *scene.camera;
    Camera c = look_at(sc.eye, sc.target, glm::radians(float(sc.fov_degrees)));
    // The zoom range follows the scene, also when the file chose the view.
    const Bounds b = scene_bounds(scene);
    c.scene_radius = b.empty ? 0.0 : b.radius();
    return c;
  }
  Camera c;
  c.yaw = 0.6f;
  c.pitch = 0.42f;
  frame_scene(c, scene, viewport);
  return c;
}

}  // namespace collide
