#include "render/draw_shapes.hpp"

#include <cmath>
#include <numbers>
#include <utility>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

namespace collide {

namespace {

void line(DrawList& list, const Stroke& s, const glm::dvec3& a, const glm::dvec3& b) {
  list.line(s.layer, {a, b, s.color, s.color, s.width_px});
}

// Point i of a ring of `segments` chords. A ring is closed on its point 0 itself (cos and sin of
// 2π in double are not exactly 1 and 0), so its last chord ends where its first begins.
glm::dvec3 ring_point(const glm::dvec3& center, const glm::dvec3& u, const glm::dvec3& v, int i,
                      int segments) {
  const double t = 2 * std::numbers::pi * double(i) / double(segments);
  return center + std::cos(t) * u + std::sin(t) * v;
}

// Two radii spanning the circle of `radius` in the plane normal to `normal`: u along
// perpendicular(n̂), v = n̂ × u (as long as u, since n̂ ⟂ u and |n̂| = 1).
std::pair<glm::dvec3, glm::dvec3> circle_radii(const glm::dvec3& normal, double radius) {
  const glm::dvec3 n = glm::normalize(normal);
  const glm::dvec3 u = perpendicular(n);
  return {radius * u, radius * glm::cross(n, u)};
}

}  // namespace

glm::dvec3 perpendicular(const glm::dvec3& v) {
  const glm::dvec3 a = glm::abs(v);
  const glm::dvec3 helper = a.x <= a.y && a.x <= a.z ? glm::dvec3(1, 0, 0)
                            : a.y <= a.z             ? glm::dvec3(0, 1, 0)
                                                     : glm::dvec3(0, 0, 1);
  return glm::normalize(glm::cross(v, helper));
}

glm::dmat3 rotation_y_to(const glm::dvec3& dir) {
  // glm's quaternion between two vectors divides by their lengths, and turns an exactly opposite
  // pair (dir = −y) by a half turn about an axis across.
  return glm::mat3_cast(glm::dquat(glm::dvec3(0, 1, 0), dir));
}

std::vector<glm::dvec3> circle_points(const glm::dvec3& center, const glm::dvec3& normal,
                                      double radius, int segments) {
  std::vector<glm::dvec3> pts;
  if (segments < 1) return pts;
  const auto [u, v] = circle_radii(normal, radius);
  pts.reserve(std::size_t(segments) + 1);
  for (int i = 0; i < segments; ++i)
    pts.push_back(ring_point(center, u, v, i, segments));
  pts.push_back(pts.front());
  return pts;
}

void ring(DrawList& list, const Stroke& stroke, const glm::dvec3& center, const glm::dvec3& u,
          const glm::dvec3& v, int segments) {
  // Emitted point by point, without a vector of points: the scene outlines every sphere with a
  // ring, and a frame of 100,000 objects should not allocate per object.
  if (segments < 1) return;
  const glm::dvec3 first = ring_point(center, u, v, 0, segments);
  glm::dvec3 prev = first;
  for (int i = 1; i <= segments; ++i) {
    const glm::dvec3 q = i == segments ? first : ring_point(center, u, v, i, segments);
    line(list, stroke, prev, q);
    prev = q;
  }
}

void circle(DrawList& list, const Stroke& stroke, const glm::dvec3& center,
            const glm::dvec3& normal, double radius, int segments) {
  const auto [u, v] = circle_radii(normal, radius);
  ring(list, stroke, center, u, v, segments);
}

void wire_sphere(DrawList& list, const Stroke& stroke, const glm::dvec3& center, double radius,
                 int segments) {
  const glm::dvec3 e[3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
  for (int c = 0; c < 3; ++c)
    ring(list, stroke, center, radius * e[c], radius * e[(c + 1) % 3], segments);
}

void box_edges(DrawList& list, const Stroke& stroke, const glm::dvec3& center,
               const glm::dmat3& basis) {
  // Corner i has the sign of bit k of i on axis k; an edge joins two corners one bit apart.
  glm::dvec3 c[8];
  for (int i = 0; i < 8; ++i)
    c[i] = center + basis * glm::dvec3(i & 1 ? 1 : -1, i & 2 ? 1 : -1, i & 4 ? 1 : -1);
  for (int i = 0; i < 8; ++i)
    for (int bit : {1, 2, 4})
      if (!(i & bit)) line(list, stroke, c[i], c[i | bit]);
}

void line_arrow(DrawList& list, const Stroke& stroke, const glm::dvec3& from,
                const glm::dvec3& to) {
  line(list, stroke, from, to);
  const glm::dvec3 d = to - from;
  const double len = glm::length(d);
  if (!(len > 0)) return;  // no direction: no head
  const glm::dvec3 dir = d / len, side = perpendicular(dir);
  const double head = 0.25 * len;
  line(list, stroke, to, to - head * dir + 0.5 * head * side);
  line(list, stroke, to, to - head * dir - 0.5 * head * side);
}

void cone_arrow(DrawList& list, const Stroke& stroke, const glm::dvec3& from, const glm::dvec3& to,
                double head, double head_radius) {
  const glm::dvec3 d = to - from;
  const double len = glm::length(d);
  if (!(len > 0)) return;  // no direction to point the cone along
  const glm::dvec3 dir = d / len, base = to - head * dir;
  line(list, stroke, from, base);
  // The unit cone (base radius 1 at y = 0, apex at y = 1) scaled to the head and turned onto dir.
  const glm::dmat3 r = rotation_y_to(dir);
  list.solid(
      stroke.layer,
      {Solid::cone, base,
       glm::mat3(glm::dmat3(r[0] * head_radius, r[1] * head, r[2] * head_radius)), stroke.color});
}

void solid_arrow(DrawList& list, Layer layer, const glm::dvec3& from, const glm::dvec3& dir,
                 double length, const SolidArrowSize& size, const Color& color) {
  const glm::dmat3 r = rotation_y_to(dir);
  const double shaft = length - size.head;
  list.solid(
      layer,
      {Solid::cylinder, from,
       glm::mat3(glm::dmat3(r[0] * size.shaft_radius, r[1] * shaft, r[2] * size.shaft_radius)),
       color});
  list.solid(
      layer,
      {Solid::cone, from + dir * shaft,
       glm::mat3(glm::dmat3(r[0] * size.head_radius, r[1] * size.head, r[2] * size.head_radius)),
       color});
}

}  // namespace collide
