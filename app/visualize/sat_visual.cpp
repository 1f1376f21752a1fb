// OBB–OBB and OBB–AABB by separating axes: the selected axis drawn through the scene with both
// boxes' projected intervals as bars on it and the gap or overlap between them; the separating
// plane when it separates; for intersecting boxes the minimum translation vector and the contact
// manifold (manifold_visual.hpp). The why rows are the 15 axes in test order, then the selected
// axis' |T·L| against r_A + r_B, then for intersecting boxes how the contacts were made.
#include <algorithm>
#include <cmath>
#include <string>
#include <utility>

#include <glm/geometric.hpp>

#include "app/visualize/evidence_draw.hpp"
#include "app/visualize/manifold_visual.hpp"
#include "app/visualize/visual_families.hpp"
#include "app/visualize/visualizer.hpp"
#include "core/queries/sat_axis_names.hpp"

namespace collide {

std::string sat_axis_label(int k) {
  return axis_label(box_axis_name(k));
}

int sat_axis_from_name(std::string_view name, bool swapped) {
  return parse_box_axis_text(name, swapped).value_or(-1);
}

template <class T>
int selected_sat_axis(const SatResult<T>& r, const EvidenceStyle& style) {
  if (style.sat_axis >= 0 && style.sat_axis < kSatAxisCount) return style.sat_axis;
  if (r.separating_axis >= 0) return r.separating_axis;
  if (r.least_overlap_axis >= 0) return r.least_overlap_axis;
  return 0;
}
template int selected_sat_axis(const SatResult<float>&, const EvidenceStyle&);
template int selected_sat_axis(const SatResult<double>&, const EvidenceStyle&);

namespace visual {

template <class T>
void draw_sat(const SatResult<T>& r, const Shape<T>&, const Shape<T>&, const EvidenceStyle& style,
              DrawList& out) {
  if (!r.evidence.filled) return;
  const glm::dvec3 ca = dvec(r.evidence.a.center), cb = dvec(r.evidence.b.center);
  const glm::dvec3 mid = 0.5 * (ca + cb);
  const auto axes = r.axes();
  const int k = selected_sat_axis(r, style);
  const SatAxis<T>& ax = axes[std::size_t(k)];

  if (style.sat_all_axes)
    for (int j = 0; j < kSatAxisCount; ++j) {
      const SatAxis<T>& o = axes[std::size_t(j)];
      if (j == k || o.degenerate) continue;
      const glm::dvec3 L = dvec(o.axis);
      const double reach = 0.5 * double(std::max(o.a.max - o.a.min, o.b.max - o.b.min));
      const Color c = o.separates ? kGapColor : kOverlapColor;
      evidence::line(out, mid - 1.5 * reach * L, mid + 1.5 * reach * L, {c.r, c.g, c.b, 0.45f},
                     1.0f);
    }

  // Another axis selected: the first separating axis stays marked, faintly, through the centres.
  if (r.separating_axis >= 0 && k != r.separating_axis) {
    const SatAxis<T>& first = axes[std::size_t(r.separating_axis)];
    const glm::dvec3 L = dvec(first.axis);
    const double reach =
        0.5 * double(std::max(first.a.max - first.a.min, first.b.max - first.b.min));
    evidence::line(out, mid - 1.5 * reach * L, mid + 1.5 * reach * L, kGapColor, 2.0f, kDashPx);
    evidence::label(out, mid + 1.5 * reach * L,
                    "first separating axis " + sat_axis_label(r.separating_axis), kGapColor);
  }

  std::string name = sat_axis_label(k);
  if (k == r.separating_axis) name += "  first separating axis";
  if (k == r.least_overlap_axis) name += "  least overlap";
  if (ax.degenerate) {
    evidence::label(out, mid, name + ": skipped (parallel edges)", kMeasureColor);
    return;
  }
  // The axis as a ruler beside both boxes (to their right on screen, clear of the solids):
  // the line {origin + v·L} with origin·L = 0 through mid + aside, so v is the projection value.
  const glm::dvec3 L = dvec(ax.axis);
  const glm::dvec3 side = evidence::across(L, style.view_right, style.view_up);
  const auto box_reach = [&](const Obb<T>& box) {
    return glm::length(dvec(box.half_extents)) + std::abs(glm::dot(dvec(box.center) - mid, side));
  };
  const double aside = 1.15 * std::max(box_reach(r.evidence.a), box_reach(r.evidence.b));
  // Beside the boxes and brought towards the eye (so they do not hide it), inside the view.
  const evidence::RulerInterval ia{double(ax.a.min), double(ax.a.max), kOperandAColor, "A"};
  const evidence::RulerInterval ib{double(ax.b.min), double(ax.b.max), kOperandBColor, "B"};
  const evidence::RulerPlace at = evidence::ruler_beside(style, L, mid, side, aside, ia, ib);
  evidence::axis_ruler(out, L, at, side, ia, ib, double(ax.gap), name);
  // The separating plane, between the boxes: through mid moved along L to the gap's middle.
  if (ax.gap > 0 && ax.separates) {
    const bool a_first = ax.a.max < ax.b.min;
    const double g0 = double(a_first ? ax.a.max : ax.b.max),
                 g1 = double(a_first ? ax.b.min : ax.a.min);
    evidence::plane_square(out, mid + (0.5 * (g0 + g1) - glm::dot(mid, L)) * L, L,
                           0.8 * std::max(glm::length(dvec(r.evidence.a.half_extents)),
                                          glm::length(dvec(r.evidence.b.half_extents))),
                           kGapColor);
  }

  // Intersecting: moving B by depth along the normal (A towards B) parts them.
  if (r.verdict == SatVerdict::intersecting && r.least_overlap_axis >= 0) {
    const glm::dvec3 n = dvec(r.normal);
    const double depth = double(r.depth);
    evidence::arrow(out, cb, cb + depth * n, kContactColor, 3.5f);
    evidence::label(
        out, cb + depth * n,
        "MTV: depth " + why_number(depth) + " along " + sat_axis_label(r.least_overlap_axis),
        kContactColor);
    draw_manifold(sat_manifold(r), style, out);
  }
}

// The verdict's arithmetic on one axis, from the test's own numbers (SatAxis::distance, ra, rb,
// inverse_length), each written in T's shortest digits (reads back as the same T) and each
// result the one T computes from the written terms: redoing the row in T gives its digits.
// (The intervals, rounded at their own magnitude, cannot show a gap of 1e-4 at 1e4 in float.)
template <class T>
struct SatArithmetic {
  T sum, along_l;  // r_A + r_B; |T·L| − (r_A + r_B) along the unnormalised L (the edge axes')
  bool edge;       // an edge axis: the gap is along_l · (1/|L|); a face's is along_l itself
  explicit SatArithmetic(const SatAxis<T>& ax)
      : sum(ax.ra + ax.rb), along_l(ax.distance - sum), edge(ax.inverse_length != T(1)) {}
};

// "|T·L| − (r_A + r_B) = d − (ra + rb = sum) = gap" for a face,
// "(|T·L| − (r_A + r_B))·(1/|L|) = (d − (ra + rb = sum))·inv = along_l·inv = gap" for an edge.
template <class T>
std::string sat_gap_arithmetic(const SatAxis<T>& ax) {
  const SatArithmetic<T> m(ax);
  const std::string terms = why_number(ax.distance) + " − (" + why_number(ax.ra) + " + " +
                            why_number(ax.rb) + " = " + why_number(m.sum) + ")";
  if (!m.edge) return "|T·L| − (r_A + r_B) = " + terms + " = " + why_number(ax.gap);
  return "(|T·L| − (r_A + r_B))·(1/|L|) = (" + terms + ")·" + why_number(ax.inverse_length) +
         " = " + why_number(m.along_l) + "·" + why_number(ax.inverse_length) + " = " +
         why_number(ax.gap);
}

template <class T>
void explain_sat(const SatResult<T>& r, const Shape<T>&, const Shape<T>&,
                 const EvidenceStyle& style, WhyRows& rows) {
  if (!r.evidence.filled) return;
  const auto axes = r.axes();
  const bool separated = r.verdict == SatVerdict::separated;
  rows.push_back({WhyRowKind::step,
                  "rule",
                  "L separates ⇔ |T·L| − (r_A + r_B) > w, with r_X = Σ eₖ·|Xₖ·L| (an edge axis "
                  "Aᵢ×Bⱼ unnormalised, its gap times 1/|L|); axes tested in order A0..A2, B0..B2, "
                  "Aᵢ×Bⱼ; numbers as the test rounded them",
                  {}});
  // The boxes as the test took them (an OBB–AABB test moved both by evidence.origin: added back).
  const auto world = [&](const Vec3<T>& c) {
    if (r.evidence.origin == Vec3<T>(0)) return why_vector(c);
    return why_vector(dvec(c) + dvec(r.evidence.origin));
  };
  rows.push_back({WhyRowKind::step,
                  "centres",
                  "c_A = " + world(r.evidence.a.center) + ", c_B = " + world(r.evidence.b.center) +
                      "; half extents e_A = " + why_vector(r.evidence.a.half_extents) +
                      ", e_B = " + why_vector(r.evidence.b.half_extents),
                  {}});
  for (int k = 0; k < kSatAxisCount; ++k) {
    const SatAxis<T>& ax = axes[std::size_t(k)];
    WhyRow row{WhyRowKind::axis, sat_axis_label(k), "", {}, k};
    row.muted = separated && !style.sat_all_axes && k > r.separating_axis;
    if (ax.degenerate) {
      row.formula = "skipped: |Aᵢ×Bⱼ| ≤ ε (parallel edges)";
    } else {
      // The bars' ends (as drawn), then the gap from the test's own terms (> 0 apart).
      row.formula = "L = " + why_vector(ax.axis) + "  A [" + why_number(ax.a.min) + ", " +
                    why_number(ax.a.max) + "]  B [" + why_number(ax.b.min) + ", " +
                    why_number(ax.b.max) + "]  gap = " + sat_gap_arithmetic(ax) + " → " +
                    (ax.separates ? "separates" : "overlaps") + (ax.in_band ? " (in band)" : "");
      if (k == r.separating_axis) row.formula += "  ← first separating axis";
      if (k == r.least_overlap_axis) row.formula += "  ← least overlap";
      if (row.muted) row.formula += "  (not tested: the test stopped earlier)";
    }
    row.numbers = {{"a.min", double(ax.a.min)},
                   {"a.max", double(ax.a.max)},
                   {"b.min", double(ax.b.min)},
                   {"b.max", double(ax.b.max)},
                   {"gap", double(ax.gap)},
                   {"|T·L|", double(ax.distance)},
                   {"r_A", double(ax.ra)},
                   {"r_B", double(ax.rb)},
                   {"1/|L|", double(ax.inverse_length)},
                   {"band", double(ax.band)},
                   {"separates", ax.separates ? 1.0 : 0.0}};
    rows.push_back(std::move(row));
  }

  // The selected axis: the centres' distance along L against the two projected radii.
  const int k = selected_sat_axis(r, style);
  const SatAxis<T>& ax = axes[std::size_t(k)];
  if (!ax.degenerate) {
    // The test's own numbers and sums (SatArithmetic), not ones rebuilt from the intervals.
    const SatArithmetic<T> m(ax);
    std::string f = "|T·L| = " + why_number(ax.distance) + (ax.gap > 0 ? " > " : " ≤ ") +
                    "r_A + r_B = " + why_number(ax.ra) + " + " + why_number(ax.rb) + " = " +
                    why_number(m.sum);
    if (m.edge)  // the test's L is the unnormalised cross product: its gap times 1/|L|
      f += " along the unnormalised " + sat_axis_label(k) + "; along the unit L the gap is (" +
           why_number(m.along_l) + ")·" + why_number(ax.inverse_length) + " = " +
           why_number(ax.gap);
    f += ax.gap > 0 ? (ax.separates ? " → separated by " + why_number(ax.gap)
                                    : " → gap " + why_number(ax.gap) + " within ε's widening")
                    : " → overlap " + why_number(-ax.gap);
    rows.push_back({WhyRowKind::step,
                    "axis " + sat_axis_label(k),
                    f,
                    {{"|T·L|", double(ax.distance)},
                     {"r_A", double(ax.ra)},
                     {"r_B", double(ax.rb)},
                     {"r_A + r_B", double(m.sum)},
                     {"1/|L|", double(ax.inverse_length)},
                     {"gap", double(ax.gap)}},
                    k});
  }
  if (separated)
    rows.push_back({WhyRowKind::step,
                    "decision",
                    "first separating axis " + sat_axis_label(r.separating_axis) + " (" +
                        std::to_string(r.separating_axis + 1) + " of 15 tested) → separated",
                    {{"axis", double(r.separating_axis)}}});
  else if (r.least_overlap_axis >= 0)
    rows.push_back({WhyRowKind::step,
                    "decision",
                    "no axis separates → intersecting; least overlap on " +
                        sat_axis_label(r.least_overlap_axis) + ", depth " + why_number(r.depth) +
                        ", MTV = depth · " + why_vector(r.normal),
                    {{"axis", double(r.least_overlap_axis)}, {"depth", double(r.depth)}}});
  explain_manifold(sat_manifold(r), style, rows);
  rows.push_back(tolerance_row(
      r.within_tolerance, double(ax.band),
      "ε = " + why_number(r.parallel_tolerance) + " on |Aᵢ·Bⱼ| plus the contact band" +
          (r.input_band > 0 ? " and the inputs' rounding" : "") + "; band of " + sat_axis_label(k),
      double(r.input_band)));
}

COLLIDE_INSTANTIATE_VISUAL_BOTH(sat, SatResult)

}  // namespace visual
}  // namespace collide
