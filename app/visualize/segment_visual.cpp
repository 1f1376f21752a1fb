// A segment against a box by slabs (the entry and exit points at t_enter and t_exit, each slab's
// t interval in the rows) and against a triangle (the crossing point at t with its
// barycentrics, or the nearest points and the distance between them).
#include <algorithm>
#include <cmath>
#include <string>
#include <variant>

#include <glm/geometric.hpp>

#include "app/visualize/evidence_draw.hpp"
#include "app/visualize/visual_families.hpp"

namespace collide::visual {
namespace {

template <class T>
glm::dvec3 along(const Segment<T>& s, double t) {
  return dvec(s.a) + t * (dvec(s.b) - dvec(s.a));
}

template <class T>
std::string slab_name(const Shape<T>& box, int i) {
  if (i < 0) return "the segment's end";
  if (std::holds_alternative<Obb<T>>(box)) return "u" + std::to_string(i);
  return std::string(1, char('x' + i));
}

}  // namespace

template <class T>
void draw_segment_box(const SegmentBoxSlabs<T>& r, const Shape<T>& a, const Shape<T>& b,
                      const EvidenceStyle&, DrawList& out) {
  const Segment<T>& s = std::get<Segment<T>>(a);
  const double t0 = double(r.t_enter), t1 = double(r.t_exit);
  evidence::marker(out, dvec(s.a), kOperandAColor, 8);
  evidence::label(out, dvec(s.a), "t = 0", kOperandAColor);
  if (r.intersects) {
    const glm::dvec3 p = dvec(r.enter_point), q = dvec(r.exit_point);
    evidence::line(out, p, q, kOverlapColor, 5);
    evidence::marker(out, p, kContactColor, 14);
    evidence::marker(out, q, kContactColor, 10);
    evidence::label(out, p, "enter t " + why_number(t0) + " (" + slab_name(b, r.enter_axis) + ")",
                    kContactColor, {10, 14});
    evidence::label(out, q, "exit t " + why_number(t1) + " (" + slab_name(b, r.exit_axis) + ")",
                    kContactColor, {10, -14});
  } else {
    // Apart: the last entry comes after the first exit; the stretch between them is outside.
    const double lo = std::clamp(std::min(t0, t1), 0.0, 1.0),
                 hi = std::clamp(std::max(t0, t1), 0.0, 1.0);
    const glm::dvec3 p = along(s, lo), q = along(s, hi);
    evidence::line(out, p, q, kGapColor, 3);
    evidence::marker(out, p, kMeasureColor, 8);
    evidence::marker(out, q, kMeasureColor, 8);
    evidence::label(out, 0.5 * (p + q), "exit t " + why_number(t1) + " < enter t " + why_number(t0),
                    kGapColor);
  }
}

template <class T>
void explain_segment_box(const SegmentBoxSlabs<T>& r, const Shape<T>&, const Shape<T>& b,
                         const EvidenceStyle&, WhyRows& rows) {
  rows.push_back({WhyRowKind::step,
                  "rule",
                  "in the box frame slab i holds p + t·d for t between (±eᵢ − pᵢ)/dᵢ; hit ⇔ "
                  "max(0, enters) ≤ min(1, exits)",
                  {}});
  for (int i = 0; i < 3; ++i) {
    const Slab<T>& sl = r.slabs[std::size_t(i)];
    std::string f;
    if (sl.parallel)
      f = sl.outside ? "parallel to the slab and off it → misses" : "parallel, inside for every t";
    else
      f = "t ∈ [" + why_number(sl.enter) + ", " + why_number(sl.exit) + "]";
    rows.push_back({WhyRowKind::step,
                    "slab " + slab_name(b, i),
                    f,
                    {{"enter", double(sl.enter)},
                     {"exit", double(sl.exit)},
                     {"parallel", sl.parallel ? 1.0 : 0.0},
                     {"outside", sl.outside ? 1.0 : 0.0}}});
  }
  const double t0 = double(r.t_enter), t1 = double(r.t_exit);
  rows.push_back({WhyRowKind::step,
                  "interval",
                  "t_enter = " + why_number(t0) + " (" + slab_name(b, r.enter_axis) +
                      "), t_exit = " + why_number(t1) + " (" + slab_name(b, r.exit_axis) + ")" +
                      (r.intersects ? " → t_enter ≤ t_exit: hits" : " → misses"),
                  {{"t_enter", t0},
                   {"t_exit", t1},
                   {"enter_axis", double(r.enter_axis)},
                   {"exit_axis", double(r.exit_axis)}}});
  if (r.intersects)
    rows.push_back(
        {WhyRowKind::step,
         "points",
         "enters at " + why_vector(r.enter_point) + ", exits at " + why_vector(r.exit_point),
         {{"enter.x", double(r.enter_point.x)},
          {"enter.y", double(r.enter_point.y)},
          {"enter.z", double(r.enter_point.z)},
          {"exit.x", double(r.exit_point.x)},
          {"exit.y", double(r.exit_point.y)},
          {"exit.z", double(r.exit_point.z)}}});
  rows.push_back(tolerance_row(r.within_tolerance, double(r.band),
                               "rounding of the deciding slabs' t (band in t)",
                               double(r.input_band)));
}

template <class T>
void draw_segment_triangle(const SegmentTriangleHit<T>& r, const Shape<T>& a, const Shape<T>&,
                           const EvidenceStyle&, DrawList& out) {
  const Segment<T>& s = std::get<Segment<T>>(a);
  const glm::dvec3 on_seg = along(s, double(r.t)), p = dvec(r.point);
  evidence::label(out, dvec(s.a), "d_a " + why_number(r.distance_a), kOperandAColor);
  evidence::label(out, dvec(s.b), "d_b " + why_number(r.distance_b), kOperandAColor);
  if (r.kind == SegmentTriangleKind::crosses_face) {
    evidence::marker(out, p, kContactColor, 14);
    evidence::label(out, p, "hit t " + why_number(r.t), kContactColor, {10, 14});
    return;
  }
  evidence::marker(out, on_seg, kOperandAColor, 10);
  evidence::marker(out, p, kClosestColor, 12);
  evidence::line(out, on_seg, p, r.intersects ? kOverlapColor : kGapColor, 3);
  evidence::label(out, 0.5 * (on_seg + p),
                  std::string(name_of(r.kind)) + ": distance " + why_number(r.distance),
                  r.intersects ? kOverlapColor : kGapColor, {8, -14});
}

template <class T>
void explain_segment_triangle(const SegmentTriangleHit<T>& r, const Shape<T>&, const Shape<T>&,
                              const EvidenceStyle&, WhyRows& rows) {
  const double da = double(r.distance_a), db = double(r.distance_b);
  rows.push_back({WhyRowKind::step,
                  "plane distances",
                  "ends from the triangle's plane: d_a = " + why_number(da) +
                      ", d_b = " + why_number(db) +
                      (da * db < 0 ? " (opposite sides)" : " (not strictly opposite)"),
                  {{"d_a", da}, {"d_b", db}}});
  const double t = double(r.t);
  std::vector<WhyNumber> nums{{"t", t},
                              {"x", double(r.point.x)},
                              {"y", double(r.point.y)},
                              {"z", double(r.point.z)},
                              {"u", double(r.barycentric.x)},
                              {"v", double(r.barycentric.y)},
                              {"w", double(r.barycentric.z)}};
  if (r.kind == SegmentTriangleKind::crosses_face)
    rows.push_back({WhyRowKind::step, "crossing",
                    "t = d_a / (d_a − d_b) = " + why_number(t) + " → " + why_vector(r.point) +
                        ", (u, v, w) = " + why_vector(r.barycentric) + " all ≥ 0 → inside",
                    nums});
  else
    rows.push_back({WhyRowKind::step, "nearest",
                    "segment at t = " + why_number(t) + ", triangle at " + why_vector(r.point) +
                        " (u, v, w) = " + why_vector(r.barycentric),
                    nums});
  rows.push_back({WhyRowKind::step,
                  "distance",
                  "distance = " + why_number(r.distance) + " → " + std::string(name_of(r.kind)),
                  {{"distance", double(r.distance)}}});
  rows.push_back(tolerance_row(r.within_tolerance, double(r.band), "contact band on the distance",
                               double(r.input_band)));
}

COLLIDE_INSTANTIATE_VISUAL_BOTH(segment_box, SegmentBoxSlabs)
COLLIDE_INSTANTIATE_VISUAL_BOTH(segment_triangle, SegmentTriangleHit)

}  // namespace collide::visual
