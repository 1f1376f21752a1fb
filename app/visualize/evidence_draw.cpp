#include "app/visualize/evidence_draw.hpp"

#include <algorithm>
#include <optional>
#include <utility>

#include <glm/geometric.hpp>

#include "app/visualize/why_rows.hpp"
#include "render/draw_shapes.hpp"

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
  out.label(Layer::evidence, {at, offset_px, std::move(text), color, LabelPriority::focused});
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
  line_arrow(out, {Layer::evidence, color, width}, from, to);
}

void wire_sphere(DrawList& out, const glm::dvec3& center, double radius, const Color& color,
                 float width) {
  collide::wire_sphere(out, {Layer::evidence, color, width}, center, radius);
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
  collide::box_edges(
      out, {Layer::evidence, color, width}, center,
      glm::dmat3(half_extents.x * axes[0], half_extents.y * axes[1], half_extents.z * axes[2]));
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

std::pair<double, double> ruler_values(const RulerInterval& a, const RulerInterval& b,
                                       double extend) {
  const double lo = std::min(a.min, b.min), hi = std::max(a.max, b.max);
  const double span = std::max(hi - lo, 1e-300);
  return {lo - extend * span, hi + extend * span};
}

namespace {

// The offset of the bars from the ruler's line: across L and `side`, 3% of the intervals' span.
glm::dvec3 bar_offset(const glm::dvec3& L, const glm::dvec3& side, const RulerInterval& a,
                      const RulerInterval& b) {
  const double span = std::max(std::max(a.max, b.max) - std::min(a.min, b.min), 1e-300);
  return glm::normalize(glm::cross(L, side)) * (0.03 * span);
}

}  // namespace

std::vector<glm::dvec3> ruler_points(const glm::dvec3& L, const RulerPlace& place,
                                     const glm::dvec3& side, const RulerInterval& a,
                                     const RulerInterval& b) {
  const glm::dvec3 origin = place.through - glm::dot(place.through, L) * L;
  const auto [v0, v1] = ruler_values(a, b, place.extend);
  const glm::dvec3 off = bar_offset(L, side, a, b);
  return {origin + v0 * L,          origin + v1 * L,          origin + a.min * L + off,
          origin + a.max * L + off, origin + b.min * L - off, origin + b.max * L - off};
}

RulerPlace ruler_beside(const EvidenceStyle& style, const glm::dvec3& L, const glm::dvec3& mid,
                        const glm::dvec3& side, double aside, const RulerInterval& a,
                        const RulerInterval& b) {
  const glm::dvec3 eye_dir = glm::cross(style.view_right, style.view_up);
  const glm::dvec3 toward_eye = eye_dir - glm::dot(eye_dir, L) * L;
  const auto place = [&](double reach, double sign, double depth) {
    return mid + aside * reach * (sign * side + depth * toward_eye);
  };
  if (!style.view || style.view->viewport.width <= 0 || style.view->viewport.height <= 0)
    return {place(1, 1, 1)};
  const Viewport& v = style.view->viewport;
  // Inside the view by a margin (the labels at the ruler's ends need some room).
  const double m = std::max(24.0, 0.05 * std::min(v.width, v.height));
  const auto cut = [&](const RulerPlace& where) {
    double out = 0;
    for (const glm::dvec3& p : ruler_points(L, where, side, a, b)) {
      const auto px = world_to_pixel(style.view->camera, v, p);
      if (!px) return 1e30;  // behind the eye
      out += std::max(0.0, m - px->x) + std::max(0.0, px->x - (v.width - m)) +
             std::max(0.0, m - px->y) + std::max(0.0, px->y - (v.height - m));
    }
    return out;
  };
  std::optional<std::pair<double, RulerPlace>> best;
  // Beside and towards the eye first, then at the objects' depth, the other side, closer in;
  // over the objects; at last behind them, further and further (smaller on screen: a ruler
  // longer than the view is high fits there; the evidence is drawn over the solids).
  for (const double extend : {kRulerExtend, 0.08, 0.0})
    for (const double depth : {1.0, 0.0, -1.0, -2.0, -4.0})
      for (const double reach : {1.0, 0.7, 0.45, 0.25, 0.0})
        for (const double sign : {1.0, -1.0}) {
          if (reach == 0 && sign < 0) continue;
          const RulerPlace where{place(reach, sign, depth), extend};
          const double c = cut(where);
          if (c == 0) return where;
          if (!best || c < best->first) best = {{c, where}};
        }
  return best->second;
}

void axis_ruler(DrawList& out, const glm::dvec3& L, const RulerPlace& place, const glm::dvec3& side,
                const RulerInterval& a, const RulerInterval& b, double gap,
                const std::string& name) {
  const glm::dvec3 origin = place.through - glm::dot(place.through, L) * L;
  const auto at = [&](double v) { return origin + v * L; };
  const auto [v0, v1] = ruler_values(a, b, place.extend);

  // The intervals as bars either side of the line; their ends project onto L at the ends.
  const glm::dvec3 off = bar_offset(L, side, a, b);
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
  line(out, at(v0), at(m0), kMeasureColor, 1.5f);
  line(out, at(m1), at(v1), kMeasureColor, 1.5f);
  label(out, at(v1), name, kMeasureColor);
}

}  // namespace collide::evidence
