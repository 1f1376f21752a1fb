// Triangle–triangle (Möller's interval test): each vertex's signed distance from the other
// triangle's plane (dashed to its foot when a plane separates), else the line where the planes
// meet with both triangles' intervals on it as bars, and the gap or the shared segment.
#include <algorithm>
#include <cmath>
#include <string>
#include <variant>

#include <glm/geometric.hpp>

#include "app/visualize/evidence_draw.hpp"
#include "app/visualize/visual_families.hpp"
#include "render/draw_shapes.hpp"

namespace collide::visual {
namespace {

template <class T>
glm::dvec3 unit_normal(const Triangle<T>& t) {
  const glm::dvec3 n = glm::cross(dvec(t.b) - dvec(t.a), dvec(t.c) - dvec(t.a));
  const double len = glm::length(n);
  return len > 0 ? n / len : glm::dvec3(0);
}

}  // namespace

template <class T>
void draw_triangle_triangle(const TriangleTriangle<T>& r, const Shape<T>& a, const Shape<T>& b,
                            const EvidenceStyle&, DrawList& out) {
  const Triangle<T>& ta = std::get<Triangle<T>>(a);
  const Triangle<T>& tb = std::get<Triangle<T>>(b);
  const glm::dvec3 va[3] = {dvec(ta.a), dvec(ta.b), dvec(ta.c)};
  const glm::dvec3 vb[3] = {dvec(tb.a), dvec(tb.b), dvec(tb.c)};
  const bool by_plane_b = r.kind == TriangleTriangleKind::apart_by_plane_b,
             by_plane_a = r.kind == TriangleTriangleKind::apart_by_plane_a;
  if (by_plane_b || by_plane_a) {
    // The separated triangle's vertices with dashed lines to their feet on the other's plane.
    const glm::dvec3* v = by_plane_b ? va : vb;
    const glm::dvec3 n = unit_normal(by_plane_b ? tb : ta);
    const auto& d = by_plane_b ? r.distances_a : r.distances_b;
    const Color who = by_plane_b ? kOperandAColor : kOperandBColor;
    for (int i = 0; i < 3; ++i) {
      const glm::dvec3 foot = v[i] - double(d[std::size_t(i)]) * n;
      evidence::marker(out, v[i], who, 9);
      evidence::dashed(out, v[i], foot, kGapColor);
      evidence::label(out, v[i], why_number(d[std::size_t(i)]), who);
    }
    evidence::label(
        out, (v[0] + v[1] + v[2]) / 3.0,
        by_plane_b ? "all of A on one side of B's plane" : "all of B on one side of A's plane",
        kGapColor, {10, 14});
    return;
  }
  if (r.kind == TriangleTriangleKind::coplanar) {
    const glm::dvec3 ca = (va[0] + va[1] + va[2]) / 3.0, cb = (vb[0] + vb[1] + vb[2]) / 3.0;
    evidence::marker(out, ca, kOperandAColor, 8);
    evidence::marker(out, cb, kOperandBColor, 8);
    evidence::dashed(out, ca, cb, r.intersects ? kOverlapColor : kGapColor);
    evidence::label(out, 0.5 * (ca + cb), "coplanar: distance " + why_number(r.gap),
                    r.intersects ? kOverlapColor : kGapColor);
    return;
  }
  // The line where the planes meet: its point nearest 0 is p0 (p0·D = 0), so the value s along
  // D is at p0 + s·D (Ericson 5.4.4 with n·x = d for each plane).
  const glm::dvec3 na = unit_normal(ta), nb = unit_normal(tb), D = dvec(r.line_direction);
  const glm::dvec3 u = glm::cross(na, nb);
  const double da = glm::dot(na, va[0]), db = glm::dot(nb, vb[0]);
  const glm::dvec3 p0 = glm::cross(da * nb - db * na, u) / glm::dot(u, u);
  const glm::dvec3 o = p0 - glm::dot(p0, D) * D;
  const auto at = [&](double s) { return o + s * D; };
  const double a0 = double(r.interval_a[0]), a1 = double(r.interval_a[1]),
               b0 = double(r.interval_b[0]), b1 = double(r.interval_b[1]);
  const double lo = std::min(a0, b0), hi = std::max(a1, b1), span = std::max(hi - lo, 1e-300);
  evidence::line(out, at(lo - 0.25 * span), at(hi + 0.25 * span), kMeasureColor, 1.5f);
  evidence::label(out, at(hi + 0.25 * span), "line of the planes", kMeasureColor);
  const glm::dvec3 off = 0.03 * span * perpendicular(D);
  evidence::line(out, at(a0) + off, at(a1) + off, kOperandAColor, kIntervalBarWidth);
  evidence::line(out, at(b0) - off, at(b1) - off, kOperandBColor, kIntervalBarWidth);
  evidence::label(out, at(0.5 * (a0 + a1)) + off,
                  "A [" + why_number(a0) + ", " + why_number(a1) + "]", kOperandAColor);
  evidence::label(out, at(0.5 * (b0 + b1)) - off,
                  "B [" + why_number(b0) + ", " + why_number(b1) + "]", kOperandBColor, {10, 14});
  if (r.intersects) {
    const glm::dvec3 s0 = dvec(r.shared[0]), s1 = dvec(r.shared[1]);
    evidence::line(out, s0, s1, kContactColor, 5);
    evidence::marker(out, s0, kContactColor, 10);
    evidence::marker(out, s1, kContactColor, 10);
    evidence::label(out, 0.5 * (s0 + s1), "shared segment", kContactColor, {10, 14});
  } else {
    const double g0 = std::min(a1, b1), g1 = std::max(a0, b0);
    evidence::line(out, at(g0), at(g1), kGapColor, 5);
    evidence::label(out, at(0.5 * (g0 + g1)), "gap " + why_number(r.gap), kGapColor, {8, 14});
  }
}

template <class T>
void explain_triangle_triangle(const TriangleTriangle<T>& r, const Shape<T>&, const Shape<T>&,
                               const EvidenceStyle&, WhyRows& rows) {
  const auto three = [](const std::array<T, 3>& d) {
    return why_number(d[0]) + ", " + why_number(d[1]) + ", " + why_number(d[2]);
  };
  rows.push_back(
      {WhyRowKind::step,
       "A from B's plane",
       "n_B·(aᵢ − b₀) = " + three(r.distances_a) +
           (r.kind == TriangleTriangleKind::apart_by_plane_b ? " → all one side: apart" : ""),
       {{"d0", double(r.distances_a[0])},
        {"d1", double(r.distances_a[1])},
        {"d2", double(r.distances_a[2])}}});
  if (r.kind != TriangleTriangleKind::apart_by_plane_b)
    rows.push_back(
        {WhyRowKind::step,
         "B from A's plane",
         "n_A·(bᵢ − a₀) = " + three(r.distances_b) +
             (r.kind == TriangleTriangleKind::apart_by_plane_a ? " → all one side: apart" : ""),
         {{"d0", double(r.distances_b[0])},
          {"d1", double(r.distances_b[1])},
          {"d2", double(r.distances_b[2])}}});
  if (r.kind == TriangleTriangleKind::intervals_apart ||
      r.kind == TriangleTriangleKind::intervals_overlap) {
    rows.push_back({WhyRowKind::step,
                    "intervals",
                    "along D = n_A × n_B = " + why_vector(r.line_direction) + ": A [" +
                        why_number(r.interval_a[0]) + ", " + why_number(r.interval_a[1]) +
                        "], B [" + why_number(r.interval_b[0]) + ", " +
                        why_number(r.interval_b[1]) + "]",
                    {{"a.min", double(r.interval_a[0])},
                     {"a.max", double(r.interval_a[1])},
                     {"b.min", double(r.interval_b[0])},
                     {"b.max", double(r.interval_b[1])}}});
    rows.push_back({WhyRowKind::step,
                    "gap",
                    "max(lo) − min(hi) = " + why_number(r.gap) +
                        (r.intersects ? " ≤ band → they meet along " + why_vector(r.shared[0]) +
                                            " – " + why_vector(r.shared[1])
                                      : " > band → apart"),
                    {{"gap", double(r.gap)}}});
  } else if (r.kind == TriangleTriangleKind::coplanar) {
    rows.push_back({WhyRowKind::step,
                    "coplanar",
                    "in one plane: least of 9 edge–edge and 6 vertex–triangle distances = " +
                        why_number(r.gap) + (r.intersects ? " ≤ band → meet" : " → apart"),
                    {{"gap", double(r.gap)}}});
  }
  rows.push_back({WhyRowKind::step,
                  "decision",
                  std::string(name_of(r.kind)) + (r.intersects ? " → intersects" : " → apart"),
                  {{"kind", double(static_cast<int>(r.kind))}}});
  rows.push_back(tolerance_row(r.within_tolerance, double(r.band),
                               "contact band on distances and gaps", double(r.input_band)));
}

COLLIDE_INSTANTIATE_VISUAL_BOTH(triangle_triangle, TriangleTriangle)

}  // namespace collide::visual
