#include "app/visualize/evidence_draw.hpp"

#include <cmath>
#include <utility>

#include <glm/geometric.hpp>

namespace collide::evidence {

void line(DrawList& out, const glm::dvec3& a, const glm::dvec3& b, const Color& color, float width,
          float dash) {
  out.line(Layer::evidence, {a, b, color, color, width, dash});
}

void dashed(DrawList& out, const glm::dvec3& a, const glm::dvec3& b, const Color& color,
            float width) {
  line(out, a, b, color, width, kDashPx);
}

void marker(DrawList& out, const glm::dvec3& p, const Color& color, float size) {
  out.point(Layer::evidence, {p, color, size});
}

void label(DrawList& out, const glm::dvec3& at, std::string text, const Color& color,
           glm::vec2 offset_px) {
  out.label(Layer::evidence, {at, offset_px, std::move(text), color});
}

glm::dvec3 perpendicular(const glm::dvec3& v) {
  const glm::dvec3 a = glm::abs(v);
  const glm::dvec3 helper = a.x <= a.y && a.x <= a.z ? glm::dvec3(1, 0, 0)
                            : a.y <= a.z             ? glm::dvec3(0, 1, 0)
                                                     : glm::dvec3(0, 0, 1);
  return glm::normalize(glm::cross(v, helper));
}

glm::dvec3 across(const glm::dvec3& v, const glm::dvec3& right, const glm::dvec3& up) {
  const glm::dvec3 r = right - glm::dot(right, v) * v, u = up - glm::dot(up, v) * v;
  // Right unless v runs mostly along it (then its remainder would point into the screen).
  const glm::dvec3 d = glm::length(r) >= 0.7 || glm::length(u) < 1e-3 ? r : u;
  const double len = glm::length(d);
  return len > 1e-3 ? d / len : perpendicular(v);
}

void arrow(DrawList& out, const glm::dvec3& from, const glm::dvec3& to, const Color& color,
           float width) {
  line(out, from, to, color, width);
  const glm::dvec3 d = to - from;
  const double len = glm::length(d);
  if (!(len > 0)) return;
  const glm::dvec3 dir = d / len, side = perpendicular(dir);
  const double head = 0.25 * len;
  line(out, to, to - head * dir + 0.5 * head * side, color, width);
  line(out, to, to - head * dir - 0.5 * head * side, color, width);
}

void wire_sphere(DrawList& out, const glm::dvec3& center, double radius, const Color& color,
                 float width) {
  constexpr int kSegments = 48;
  constexpr double kTwoPi = 6.283185307179586;
  const glm::dvec3 e[3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
  for (int c = 0; c < 3; ++c) {
    const glm::dvec3 u = e[c], v = e[(c + 1) % 3];
    glm::dvec3 prev = center + radius * u;
    for (int i = 1; i <= kSegments; ++i) {
      const double a = kTwoPi * double(i) / kSegments;
      const glm::dvec3 q = center + radius * (std::cos(a) * u + std::sin(a) * v);
      line(out, prev, q, color, width);
      prev = q;
    }
  }
}

void box_edges(DrawList& out, const glm::dvec3& center, const glm::dvec3 axes[3],
               const glm::dvec3& half_extents, const Color& color, float width) {
  glm::dvec3 c[8];
  for (int i = 0; i < 8; ++i)
    c[i] = center + (i & 1 ? 1.0 : -1.0) * half_extents.x * axes[0] +
           (i & 2 ? 1.0 : -1.0) * half_extents.y * axes[1] +
           (i & 4 ? 1.0 : -1.0) * half_extents.z * axes[2];
  for (int i = 0; i < 8; ++i)
    for (int bit : {1, 2, 4})
      if (!(i & bit)) line(out, c[i], c[i | bit], color, width);
}

void plane_square(DrawList& out, const glm::dvec3& center, const glm::dvec3& normal, double half,
                  const Color& color) {
  const glm::dvec3 u = perpendicular(normal), v = glm::cross(normal, u);
  const glm::dvec3 a = center - half * u - half * v, b = center + half * u - half * v,
                   c = center + half * u + half * v, d = center - half * u + half * v;
  const Color fill{color.r, color.g, color.b, 0.22f};
  out.triangle(Layer::evidence, {a, b, c, fill});
  out.triangle(Layer::evidence, {a, c, d, fill});
  line(out, a, b, color, 1.5f);
  line(out, b, c, color, 1.5f);
  line(out, c, d, color, 1.5f);
  line(out, d, a, color, 1.5f);
}

}  // namespace collide::evidence
