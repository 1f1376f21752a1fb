// Triangle–AABB and triangle–OBB by 13 separating axes: the selected axis as a ruler beside the
// pair with the triangle's and the box's intervals as bars (the same ruler as the box SAT), the
// gap or overlap, the separating plane; the rows list the 13 axes in test order.
#include <algorithm>
#include <cmath>
#include <string>
#include <variant>

#include <glm/geometric.hpp>

#include "app/visualize/evidence_draw.hpp"
#include "app/visualize/visual_families.hpp"
#include "core/queries/sat_axis_names.hpp"

namespace collide::visual {
namespace {

// Axis k's name as shown: "u0".."u2" (box faces), "n" (the triangle's normal), "e0×u0".."e2×u2".
std::string triangle_box_axis_label(int k) {
  return axis_label(triangle_box_axis_name(k));
}

// The box's centre and the radius of a sphere around it, in double.
template <class T>
std::pair<glm::dvec3, double> box_centre(const Shape<T>& box) {
  if (const auto* o = std::get_if<Obb<T>>(&box))
    return {dvec(o->center), glm::length(dvec(o->half_extents))};
  const Aabb<T>& a = std::get<Aabb<T>>(box);
  return {0.5 * (dvec(a.min) + dvec(a.max)), 0.5 * glm::length(dvec(a.max) - dvec(a.min))};
}

}  // namespace

template <class T>
int selected_triangle_box_axis(const TriangleBoxSat<T>& r, const EvidenceStyle& style) {
  if (style.sat_axis >= 0 && style.sat_axis < kTriangleBoxAxisCount) return style.sat_axis;
  if (r.separating_axis >= 0) return r.separating_axis;
  if (r.least_overlap_axis >= 0) return r.least_overlap_axis;
  return 0;
}
template int selected_triangle_box_axis(const TriangleBoxSat<float>&, const EvidenceStyle&);
template int selected_triangle_box_axis(const TriangleBoxSat<double>&, const EvidenceStyle&);

template <class T>
void draw_triangle_box(const TriangleBoxSat<T>& r, const Shape<T>& a, const Shape<T>& b,
                       const EvidenceStyle& style, DrawList& out) {
  const Triangle<T>& tri = std::get<Triangle<T>>(a);
  const auto [c, box_reach] = box_centre(b);
  const int k = selected_triangle_box_axis(r, style);
  const TriangleBoxAxis<T>& ax = r.axes[std::size_t(k)];
  std::string name = triangle_box_axis_label(k);
  if (k == r.separating_axis) name += "  first separating axis";
  if (k == r.least_overlap_axis) name += "  least overlap";
  if (ax.degenerate) {
    evidence::label(out, c, name + ": skipped (degenerate axis)", kMeasureColor);
    evidence::marker(out, c, kMeasureColor, 6);
    return;
  }
  // The intervals are relative to the box's centre: projection value v is at world c·L + v.
  const glm::dvec3 L = dvec(ax.axis);
  const double cL = glm::dot(c, L);
  const glm::dvec3 verts[3] = {dvec(tri.a), dvec(tri.b), dvec(tri.c)};
  double tri_reach = 0;
  for (const glm::dvec3& v : verts)
    tri_reach = std::max(tri_reach, glm::length(v - c));
  const glm::dvec3 side = evidence::across(L, style.view_right, style.view_up);
  const double aside = 1.15 * std::max(tri_reach, box_reach);
  const evidence::RulerInterval it{cL + double(ax.triangle_min), cL + double(ax.triangle_max),
                                   kOperandAColor, "tri"};
  const evidence::RulerInterval ib{cL + double(ax.box_min), cL + double(ax.box_max), kOperandBColor,
                                   "box"};
  // Beside the pair and towards the eye, inside the view (as the box SAT's ruler).
  evidence::axis_ruler(out, L, evidence::ruler_beside(style, L, c, side, aside, it, ib), side, it,
                       ib, double(ax.gap), name);
  if (k == r.separating_axis) {
    const bool tri_first = ax.triangle_max < ax.box_min;
    const double g0 = double(tri_first ? ax.triangle_max : ax.box_max),
                 g1 = double(tri_first ? ax.box_min : ax.triangle_min);
    evidence::plane_square(out, c + 0.5 * (g0 + g1) * L, L, 0.8 * std::max(tri_reach, box_reach),
                           kGapColor);
  }
  if (r.intersects && r.least_overlap_axis >= 0) {
    // Moving the box by depth along the axis of least overlap (away from the triangle) parts them.
    const TriangleBoxAxis<T>& lo = r.axes[std::size_t(r.least_overlap_axis)];
    const glm::dvec3 n = dvec(lo.axis);
    const double tri_mid = 0.5 * double(lo.triangle_min + lo.triangle_max);
    const glm::dvec3 dir = tri_mid > 0 ? -n : n;  // the triangle lies towards +n: move the box −n
    const double depth = double(r.depth);
    evidence::arrow(out, c, c + depth * dir, kContactColor, 3.5f);
    evidence::label(
        out, c + depth * dir,
        "depth " + why_number(depth) + " along " + triangle_box_axis_label(r.least_overlap_axis),
        kContactColor);
  }
}

template <class T>
void explain_triangle_box(const TriangleBoxSat<T>& r, const Shape<T>&, const Shape<T>&,
                          const EvidenceStyle& style, WhyRows& rows) {
  rows.push_back({WhyRowKind::step,
                  "rule",
                  "L separates ⇔ gap = max(t_min − r, −r − t_max) > band, with r = Σ hⱼ·|uⱼ·L| "
                  "and [t_min, t_max] the triangle's vertices on L (box frame); axes u0..u2, n, "
                  "eᵢ×uⱼ",
                  {}});
  const bool separated = r.separating_axis >= 0;
  for (int k = 0; k < kTriangleBoxAxisCount; ++k) {
    const TriangleBoxAxis<T>& ax = r.axes[std::size_t(k)];
    WhyRow row{WhyRowKind::axis, triangle_box_axis_label(k), "", {}, k};
    row.muted = separated && !style.sat_all_axes && k > r.separating_axis;
    if (ax.degenerate) {
      row.formula = "skipped: the axis' length is within ε of 0";
    } else {
      const double gap = double(ax.gap);
      row.formula = "L = " + why_vector(ax.axis) + "  tri [" + why_number(ax.triangle_min) + ", " +
                    why_number(ax.triangle_max) + "]  box [" + why_number(ax.box_min) + ", " +
                    why_number(ax.box_max) + "]  " +
                    (gap > 0 ? "gap " + why_number(gap) : "overlap " + why_number(-gap)) +
                    (gap > double(r.band) ? " → separates" : " → overlaps") +
                    (ax.in_band ? " (in band)" : "");
      if (k == r.separating_axis) row.formula += "  ← first separating axis";
      if (k == r.least_overlap_axis) row.formula += "  ← least overlap";
      if (row.muted) row.formula += "  (not needed: the test had its answer)";
    }
    row.numbers = {{"tri.min", double(ax.triangle_min)},
                   {"tri.max", double(ax.triangle_max)},
                   {"box.min", double(ax.box_min)},
                   {"box.max", double(ax.box_max)},
                   {"gap", double(ax.gap)},
                   {"degenerate", ax.degenerate ? 1.0 : 0.0}};
    rows.push_back(std::move(row));
  }
  if (separated)
    rows.push_back({WhyRowKind::step,
                    "decision",
                    "first separating axis " + triangle_box_axis_label(r.separating_axis) +
                        " → separated by " + why_number(r.axes[std::size_t(r.separating_axis)].gap),
                    {{"axis", double(r.separating_axis)}}});
  else
    rows.push_back({WhyRowKind::step,
                    "decision",
                    "no axis separates → intersecting; least overlap on " +
                        triangle_box_axis_label(r.least_overlap_axis) + ", depth " +
                        why_number(r.depth),
                    {{"axis", double(r.least_overlap_axis)}, {"depth", double(r.depth)}}});
  rows.push_back(tolerance_row(r.within_tolerance, double(r.band), "contact band on each gap",
                               double(r.input_band)));
}

COLLIDE_INSTANTIATE_VISUAL_BOTH(triangle_box, TriangleBoxSat)

}  // namespace collide::visual
