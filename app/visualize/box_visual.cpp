// Point and sphere against a box (the clamped closest point and the segment to the centre,
// its length against the radius), and AABB–AABB (the overlap interval on each axis).
#include <cmath>
#include <variant>

#include <glm/geometric.hpp>

#include "app/visualize/evidence_draw.hpp"
#include "app/visualize/visual_families.hpp"

namespace collide::visual {
namespace {

template <class T>
Vec3<T> center_of(const Shape<T>& s, T& radius) {
  if (const auto* p = std::get_if<Point<T>>(&s)) {
    radius = 0;
    return p->p;
  }
  const Sphere<T>& sphere = std::get<Sphere<T>>(s);
  radius = sphere.radius;
  return sphere.center;
}

constexpr const char* kAxisNames[3] = {"x", "y", "z"};

}  // namespace

template <class T>
void draw_box_closest_point(const BoxClosestPoint<T>& r, const Shape<T>& a, const Shape<T>&,
                            const EvidenceStyle&, DrawList& out) {
  T radius_t = 0;
  const glm::dvec3 p = dvec(center_of(a, radius_t)), q = dvec(r.closest);
  const double radius = double(radius_t), d = double(r.signed_distance);
  const Color verdict = r.intersects ? kOverlapColor : kGapColor;
  evidence::marker(out, p, kOperandAColor, 8);
  evidence::marker(out, q, kClosestColor);
  evidence::label(out, q, "closest q", kClosestColor);
  if (d > 0) {
    evidence::line(out, p, q, verdict, 3);
    // The sphere's surface along the segment: where the radius ends.
    if (radius > 0)
      evidence::marker(out, p + (q - p) * std::min(1.0, radius / d), kOperandAColor, 6);
    evidence::label(out, 0.5 * (p + q),
                    "|p − q| " + why_number(d) + (radius > 0 ? " vs r " + why_number(radius) : ""),
                    verdict, {8, 14});
  } else {
    evidence::label(out, p, "inside: depth " + why_number(-d), verdict, {8, 14});
  }
}

template <class T>
void explain_box_closest_point(const BoxClosestPoint<T>& r, const Shape<T>& a, const Shape<T>&,
                               const EvidenceStyle&, WhyRows& rows) {
  T radius_t = 0;
  const Vec3<T> p = center_of(a, radius_t);
  const double radius = double(radius_t), d = double(r.signed_distance), gap = double(r.gap);
  rows.push_back(
      {WhyRowKind::step,
       "closest point",
       "q = clamp(p, −e, e) in the box's frame = " + why_vector(r.closest_in_box) + " → world " +
           why_vector(r.closest),
       {{"x", double(r.closest.x)}, {"y", double(r.closest.y)}, {"z", double(r.closest.z)}}});
  rows.push_back({WhyRowKind::step,
                  "distance",
                  d > 0 ? "|p − q| = |" + why_vector(p) + " − q| = " + why_number(d)
                        : "p is inside: minus the distance to the nearest face = " + why_number(d),
                  {{"signed_distance", d}}});
  rows.push_back({WhyRowKind::step,
                  "gap",
                  "gap = " + why_number(d) + " − r = " + why_number(d) + " − " +
                      why_number(radius) + " = " + why_number(gap) +
                      (r.intersects ? " ≤ band → intersects" : " > band → apart"),
                  {{"r", radius}, {"gap", gap}}});
  rows.push_back(tolerance_row(r.within_tolerance, double(r.band), "contact band on the gap",
                               double(r.input_band)));
}

template <class T>
void draw_aabb_overlap(const AabbOverlap<T>& r, const Shape<T>&, const Shape<T>&,
                       const EvidenceStyle&, DrawList& out) {
  const glm::dvec3 lo = dvec(r.overlap_min), hi = dvec(r.overlap_max);
  const glm::dvec3 mid = 0.5 * (lo + hi);
  for (int i = 0; i < 3; ++i) {
    // On axis i, the interval from overlap_min to overlap_max (reversed: the gap), through the
    // middle of the overlap region on the other two axes.
    glm::dvec3 p = mid, q = mid;
    p[i] = lo[i];
    q[i] = hi[i];
    const double g = double(r.gap[i]);
    const Color c = g > 0 ? kGapColor : kOverlapColor;
    evidence::line(out, p, q, c, kIntervalBarWidth);
    evidence::marker(out, p, c, 6);
    evidence::marker(out, q, c, 6);
    evidence::label(
        out, q,
        std::string(kAxisNames[i]) + (g > 0 ? ": gap " : ": overlap ") + why_number(std::abs(g)),
        c);
  }
}

template <class T>
void explain_aabb_overlap(const AabbOverlap<T>& r, const Shape<T>&, const Shape<T>&,
                          const EvidenceStyle&, WhyRows& rows) {
  for (int i = 0; i < 3; ++i) {
    const double lo = double(r.overlap_min[i]), hi = double(r.overlap_max[i]);
    const bool overlaps = lo <= hi;
    rows.push_back(
        {WhyRowKind::step,
         std::string("axis ") + kAxisNames[i],
         "max(a.min, b.min) = " + why_number(lo) + (overlaps ? " ≤ " : " > ") +
             "min(a.max, b.max) = " + why_number(hi) + " → " +
             (overlaps ? "overlap " + why_number(hi - lo) : "gap " + why_number(lo - hi)),
         {{"overlap_min", lo}, {"overlap_max", hi}, {"gap", double(r.gap[i])}}});
  }
  rows.push_back({WhyRowKind::step,
                  "decision",
                  r.separating_axis >= 0
                      ? std::string("axis ") + kAxisNames[r.separating_axis] + " separates → apart"
                      : std::string("the intervals overlap on x, y and z → intersects"),
                  {{"separating_axis", double(r.separating_axis)}}});
  rows.push_back(tolerance_row(r.within_tolerance, 0, "none on the comparisons (exact)",
                               double(r.input_band)));
}

COLLIDE_INSTANTIATE_VISUAL_BOTH(box_closest_point, BoxClosestPoint)
COLLIDE_INSTANTIATE_VISUAL_BOTH(aabb_overlap, AabbOverlap)

}  // namespace collide::visual
