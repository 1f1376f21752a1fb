#include "app/view/scene_view.hpp"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "core/shapes/shapes.hpp"

namespace collide {

namespace {

glm::vec3 f(const Vec3<double>& v) {
  return glm::vec3(v);
}

// An oriented box's bounds: |R|·h in each axis around the centre.
void add_oriented(Bounds& b, const Vec3<double>& center, const Vec3<double>& half,
                  const Quat<double>& q) {
  const auto axes = rotation_axes(q);
  Vec3<double> extent(0);
  for (int i = 0; i < 3; ++i)
    extent += glm::abs(axes[std::size_t(i)]) * half[i];
  b.add(f(center - extent));
  b.add(f(center + extent));
}

void add_sphere(Bounds& b, const Vec3<double>& c, double r) {
  b.add(f(c - Vec3<double>(r)));
  b.add(f(c + Vec3<double>(r)));
}

struct AddObject {
  Bounds& b;
  void operator()(const desc::Box& d) const {
    add_oriented(b, d.center, d.half_extents, d.rotation);
  }
  void operator()(const desc::Aabb& d) const {
    b.add(f(d.min));
    b.add(f(d.max));
  }
  void operator()(const desc::Sphere& d) const {
    add_sphere(b, d.center, d.radius);
    if (d.velocity) add_sphere(b, d.center + *d.velocity, d.radius);
  }
  void operator()(const desc::Plane& d) const {
    const PlaneQuad q = plane_quad(d);
    for (const glm::vec3& c : q.corners)
      b.add(c);
    b.add(q.center + q.normal * kPlaneArrowLength);
  }
  void operator()(const desc::Point& d) const { b.add(f(d.position)); }
  void operator()(const desc::Segment& d) const {
    b.add(f(d.a));
    b.add(f(d.b));
  }
  void operator()(const desc::Triangle& d) const {
    b.add(f(d.a));
    b.add(f(d.b));
    b.add(f(d.c));
  }
  void operator()(const desc::Ellipsoid& d) const {
    add_oriented(b, d.center, d.radii, d.rotation);
  }
};

}  // namespace

PlaneQuad plane_quad(const desc::Plane& d) {
  PlaneQuad q;
  q.normal = glm::normalize(f(d.normal));
  q.center = f(d.point);
  // In-plane axes: u horizontal where possible, so a tilted plane's quad sits level.
  glm::vec3 u = glm::cross(glm::vec3(0, 1, 0), q.normal);
  u = glm::length(u) > 1e-3f ? glm::normalize(u) : glm::vec3(1, 0, 0);
  const glm::vec3 v = glm::cross(q.normal, u);
  const float h = kPlaneQuadHalfSize;
  q.u = u;
  q.v = v;
  q.corners = {q.center - h * u - h * v, q.center + h * u - h * v, q.center + h * u + h * v,
               q.center - h * u + h * v};
  return q;
}

void Bounds::add(const glm::vec3& p) {
  if (!std::isfinite(p.x) || !std::isfinite(p.y) || !std::isfinite(p.z)) return;
  lo = empty ? p : glm::min(lo, p);
  hi = empty ? p : glm::max(hi, p);
  empty = false;
}

Bounds scene_bounds(const Scene& scene) {
  Bounds b;
  for (const SceneObject& o : scene.objects)
    if (o.visible) std::visit(AddObject{b}, o.desc);
  return b;
}

GridStyle grid_for(const Scene& scene) {
  const Bounds b = scene_bounds(scene);
  GridStyle g;
  if (b.empty) {
    g.half_extent = 3;
    return g;
  }
  // Spacing: 1 m up to scenes tens of metres across, then a power of ten, to keep lines few.
  const float size = std::max(b.hi.x - b.lo.x, b.hi.z - b.lo.z);
  g.spacing = size > 80 ? std::pow(10.0f, std::floor(std::log10(size / 8.0f))) : 1.0f;
  // Centred on the footprint (snapped to the lattice), reaching just past its corners.
  g.center_x = std::round((b.lo.x + b.hi.x) * 0.5f / g.spacing) * g.spacing;
  g.center_z = std::round((b.lo.z + b.hi.z) * 0.5f / g.spacing) * g.spacing;
  float reach = 0;
  for (float x : {b.lo.x, b.hi.x})
    for (float z : {b.lo.z, b.hi.z})
      reach = std::max(reach, std::hypot(x - g.center_x, z - g.center_z));
  g.half_extent = std::max(3.0f * g.spacing, std::ceil(reach / g.spacing + 0.5f) * g.spacing);
  return g;
}

std::vector<glm::vec3> framing_points(const Scene& scene) {
  std::vector<glm::vec3> points;
  const Bounds b = scene_bounds(scene);
  if (!b.empty)
    for (int i = 0; i < 8; ++i)
      points.emplace_back(i & 1 ? b.hi.x : b.lo.x, i & 2 ? b.hi.y : b.lo.y,
                          i & 4 ? b.hi.z : b.lo.z);
  // The grid is a disc that fades out at its rim; nothing of it shows beyond.
  const GridStyle g = grid_for(scene);
  constexpr int kRim = 32;
  for (int i = 0; i < kRim; ++i) {
    const float a = 6.2831853f * float(i) / float(kRim);
    points.emplace_back(g.center_x + g.half_extent * std::cos(a), 0.0f,
                        g.center_z + g.half_extent * std::sin(a));
  }
  return points;
}

void frame_scene(Camera& camera, const Scene& scene, const Viewport& viewport, int left_inset_px) {
  const std::vector<glm::vec3> points = framing_points(scene);
  // Fit the uncovered part's shape, then slide the picture right by half the inset.
  const int inset = std::clamp(left_inset_px, 0, viewport.width / 2);
  frame_points(camera, {viewport.width - inset, viewport.height}, points);
  if (inset > 0) pan(camera, viewport, 0.5f * float(inset), 0.0f);
}

Camera initial_camera(const Scene& scene, const Viewport& viewport, int left_inset_px) {
  if (scene.camera) {
    const SceneCamera& sc = *scene.camera;
    return look_at(glm::vec3(sc.eye), glm::vec3(sc.target), glm::radians(float(sc.fov_degrees)));
  }
  Camera c;
  c.yaw = 0.6f;
  c.pitch = 0.42f;
  frame_scene(c, scene, viewport, left_inset_px);
  return c;
}

}  // namespace collide
