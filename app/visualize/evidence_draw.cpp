#include "app/visualize/evidence_draw.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include <glm/geometric.hpp>

#include "app/visualize/why_rows.hpp"

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

void sweep(DrawList& out, const glm::dvec3& c0, const glm::dvec3& v, double radius,
           const Color& color) {
  const glm::dvec3 c1 = c0 + v;
  wire_sphere(out, c0, radius, color, 1.5f);
  wire_sphere(out, c1, radius, {color.r, color.g, color.b, 0.5f}, 1.0f);
  label(out, c0, "t = 0", color);
  label(out, c1, "t = 1", color);
  // The capsule's sides: the sweep of the sphere, seen along two directions across the motion.
  line(out, c0, c1, kMeasureColor, 1.5f);
  if (const double len = glm::length(v); len > 0) {
    const glm::dvec3 u = perpendicular(v / len), w = glm::cross(v / len, u);
    for (const glm::dvec3& side : {u, -u, w, -w})
      line(out, c0 + radius * side, c1 + radius * side, {color.r, color.g, color.b, 0.6f}, 1.0f);
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

void axis_ruler(DrawList& out, const glm::dvec3& L, const glm::dvec3& through,
                const glm::dvec3& side, const RulerInterval& a, const RulerInterval& b, double gap,
                const std::string& name) {
  const glm::dvec3 origin = through - glm::dot(through, L) * L;
  const auto at = [&](double v) { return origin + v * L; };
  const double lo = std::min(a.min, b.min), hi = std::max(a.max, b.max);
  const double span = std::max(hi - lo, 1e-300);

  // The intervals as bars either side of the line; their ends project onto L at the ends.
  const glm::dvec3 off = glm::normalize(glm::cross(L, side)) * (0.03 * span);
  const auto bar = [&](const RulerInterval& i, const glm::dvec3& o) {
    const glm::dvec3 p = at(i.min) + o, q = at(i.max) + o;
    line(out, p, q, i.color, kIntervalBarWidth);
    label(out, 0.5 * (p + q), i.who + " [" + why_number(i.min) + ", " + why_number(i.max) + "]",
          i.color);
  };
  bar(a, off);
  bar(b, -off);

  // Between the intervals: the gap (apart along L) or the overlap, [m0, m1] on the line.
  double m0 = 0, m1 = 0;
  if (gap > 0) {
    const bool a_first = a.max < b.min;
    m0 = a_first ? a.max : b.max;
    m1 = a_first ? b.min : a.min;
    line(out, at(m0), at(m1), kGapColor, 5);
    label(out, at(0.5 * (m0 + m1)), "gap " + why_number(gap), kGapColor, {8, 14});
  } else {
    m0 = std::max(a.min, b.min);
    m1 = std::min(a.max, b.max);
    line(out, at(m0), at(m1), kOverlapColor, 5);
    label(out, at(0.5 * (m0 + m1)), "overlap " + why_number(-gap), kOverlapColor, {8, 14});
  }

  // The thin line of the axis itself, either side of the gap or overlap (two lines on the same
  // points would fight in the depth test).
  line(out, at(lo - 0.25 * span), at(m0), kMeasureColor, 1.5f);
  line(out, at(m1), at(hi + 0.25 * span), kMeasureColor, 1.5f);
  label(out, at(hi + 0.25 * span), name, kMeasureColor);
}

}  // namespace collide::evidence
