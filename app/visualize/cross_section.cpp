#include "app/visualize/cross_section.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

#include <glm/geometric.hpp>

#include "core/shapes/shapes.hpp"
#include "render/draw_shapes.hpp"

namespace collide {

namespace {

bool finite(const glm::dvec3& v) {
  return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z);
}

// Orders points of a convex planar polygon by angle about their mean, seen from the front of n.
void order_around(std::vector<glm::dvec3>& pts, const glm::dvec3& n) {
  if (pts.size() < 3) return;
  glm::dvec3 mean(0);
  for (const glm::dvec3& p : pts)
    mean += p;
  mean /= double(pts.size());
  const glm::dvec3 u = perpendicular(n), v = glm::cross(n, u);
  std::ranges::sort(pts, [&](const glm::dvec3& a, const glm::dvec3& b) {
    return std::atan2(glm::dot(a - mean, v), glm::dot(a - mean, u)) <
           std::atan2(glm::dot(b - mean, v), glm::dot(b - mean, u));
  });
}

std::array<glm::dvec3, 3> axes_of(const Quat<double>& q) {
  const auto a = rotation_axes(q);
  return {glm::dvec3(a[0]), glm::dvec3(a[1]), glm::dvec3(a[2])};
}

}  // namespace

std::optional<SectionPlane> section_plane(const desc::Plane& p) {
  const double len = glm::length(p.normal);
  if (!(len > 0) || !std::isfinite(len) || !finite(p.point)) return std::nullopt;
  const glm::dvec3 n = p.normal / len;
  return SectionPlane{n, glm::dot(n, p.point)};
}

std::vector<glm::dvec3> box_section(const SectionPlane& plane, const glm::dvec3& center,
                                    const glm::dvec3 axes[3], const glm::dvec3& half) {
  auto corner = [&](int bits) {
    glm::dvec3 p = center;
    for (int i = 0; i < 3; ++i)
      p += axes[i] * (half[i] * (bits & (1 << i) ? 1.0 : -1.0));
    return p;
  };
  std::vector<glm::dvec3> pts;
  // A crossing nearer than this (relative to the box's size) to one already found is the same
  // point reached along another edge (the plane through a corner, or along an edge).
  const double tol = 1e-12 * (half.x + half.y + half.z + glm::length(center));
  auto add = [&](const glm::dvec3& p) {
    for (const glm::dvec3& q : pts)
      if (glm::length(p - q) <= tol) return;
    pts.push_back(p);
  };
  for (int bits = 0; bits < 8; ++bits)
    for (int axis = 1; axis < 8; axis <<= 1) {
      if (bits & axis) continue;
      const glm::dvec3 a = corner(bits), b = corner(bits | axis);
      const double da = glm::dot(plane.n, a) - plane.offset,
                   db = glm::dot(plane.n, b) - plane.offset;
      if (da == 0) add(a);
      if (db == 0) add(b);
      if ((da < 0 && db > 0) || (da > 0 && db < 0)) add(a + (b - a) * (da / (da - db)));
    }
  order_around(pts, plane.n);
  return pts;
}

std::optional<SectionCircle> sphere_section(const SectionPlane& plane, const glm::dvec3& center,
                                            double radius) {
  const double d = glm::dot(plane.n, center) - plane.offset;
  if (!(std::abs(d) <= radius)) return std::nullopt;
  return SectionCircle{center - d * plane.n, std::sqrt(radius * radius - d * d)};
}

std::vector<glm::dvec3> ellipsoid_section(const SectionPlane& plane, const glm::dvec3& center,
                                          const glm::dvec3 axes[3], const glm::dvec3& radii,
                                          int count) {
  // x = c + Σ rᵢ uᵢ axesᵢ, so n·x = offset is m·u = e with mᵢ = rᵢ (n·axesᵢ), e = offset − n·c.
  const glm::dvec3 m(radii.x * glm::dot(plane.n, axes[0]), radii.y * glm::dot(plane.n, axes[1]),
                     radii.z * glm::dot(plane.n, axes[2]));
  const double mm = glm::dot(m, m);
  const double e = plane.offset - glm::dot(plane.n, center);
  if (!(mm > 0) || e * e > mm) return {};
  const glm::dvec3 mu = m / std::sqrt(mm);
  const glm::dvec3 u0 = m * (e / mm);
  const double rho = std::sqrt(std::max(1.0 - e * e / mm, 0.0));
  const glm::dvec3 e1 = perpendicular(mu), e2 = glm::cross(mu, e1);
  std::vector<glm::dvec3> pts;
  for (int k = 0; k < count; ++k) {
    const double t = 2 * std::numbers::pi * k / count;
    const glm::dvec3 u = u0 + rho * (std::cos(t) * e1 + std::sin(t) * e2);
    pts.push_back(center + axes[0] * (radii.x * u.x) + axes[1] * (radii.y * u.y) +
                  axes[2] * (radii.z * u.z));
  }
  return pts;
}

std::vector<glm::dvec3> plane_section_outline(const desc::Plane& plane, const ObjectDesc& other) {
  const auto p = section_plane(plane);
  if (!p) return {};
  if (const auto* b = std::get_if<desc::Box>(&other)) {
    const auto a = axes_of(b->rotation);
    return box_section(*p, b->center, a.data(), b->half_extents);
  }
  if (const auto* b = std::get_if<desc::Aabb>(&other)) {
    const glm::dvec3 a[3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    return box_section(*p, (b->min + b->max) * 0.5, a, (b->max - b->min) * 0.5);
  }
  if (const auto* s = std::get_if<desc::Sphere>(&other)) {
    const auto c = sphere_section(*p, s->center, s->radius);
    if (!c) return {};
    const glm::dvec3 u = perpendicular(p->n), v = glm::cross(p->n, u);
    std::vector<glm::dvec3> pts;
    for (int k = 0; k < 64; ++k) {
      const double t = 2 * std::numbers::pi * k / 64;
      pts.push_back(c->center + c->radius * (std::cos(t) * u + std::sin(t) * v));
    }
    return pts;
  }
  if (const auto* e = std::get_if<desc::Ellipsoid>(&other)) {
    const auto a = axes_of(e->rotation);
    return ellipsoid_section(*p, e->center, a.data(), e->radii);
  }
  return {};
}

void draw_plane_section(const Scene& scene, std::size_t a, std::size_t b, DrawList& out) {
  if (a >= scene.objects.size() || b >= scene.objects.size()) return;
  const auto* plane = std::get_if<desc::Plane>(&scene.objects[a].desc);
  std::size_t other = b;
  if (!plane) {
    plane = std::get_if<desc::Plane>(&scene.objects[b].desc);
    other = a;
  }
  if (!plane) return;
  const std::vector<glm::dvec3> pts = plane_section_outline(*plane, scene.objects[other].desc);
  if (pts.size() < 2) return;
  glm::dvec3 mean(0);
  for (const glm::dvec3& q : pts)
    mean += q;
  mean /= double(pts.size());
  Color fill = kSectionColor;
  fill.a = 0.3f;
  for (std::size_t i = 0; i < pts.size(); ++i) {
    const glm::dvec3& p = pts[i];
    const glm::dvec3& q = pts[(i + 1) % pts.size()];
    out.line(Layer::evidence, {p, q, kSectionColor, kSectionColor, 3.0f});
    if (pts.size() >= 3) out.triangle(Layer::evidence, {mean, p, q, fill});
  }
}

}  // namespace collide
