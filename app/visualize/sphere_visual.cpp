// Point and sphere against a sphere: the line of centres, each radius along it, and the gap or
// overlap between them (distance against the radius sum).
#include <cmath>
#include <variant>

#include <glm/geometric.hpp>

#include "app/visualize/evidence_draw.hpp"
#include "app/visualize/visual_families.hpp"

namespace collide::visual {
namespace {

template <class T>
Sphere<T> as_sphere(const Shape<T>& s) {
  if (const auto* p = std::get_if<Point<T>>(&s)) return {p->p, T(0)};
  return std::get<Sphere<T>>(s);
}

}  // namespace

template <class T>
void draw_center_distance(const CenterDistance<T>& r, const Shape<T>& a, const Shape<T>& b,
                          const EvidenceStyle&, DrawList& out) {
  const Sphere<T> sa = as_sphere(a), sb = as_sphere(b);
  const glm::dvec3 c1 = dvec(sa.center), c2 = dvec(sb.center);
  const double r1 = double(sa.radius), r2 = double(sb.radius), d = double(r.center_distance);
  evidence::marker(out, c1, kOperandAColor, 8);
  evidence::marker(out, c2, kOperandBColor, 8);
  evidence::line(out, c1, c2, kMeasureColor, 1.5f);
  evidence::label(out, 0.5 * (c1 + c2), "|c₁ − c₂| " + why_number(d), kMeasureColor, {8, -14});
  if (!(d > 0)) return;
  const glm::dvec3 u = (c2 - c1) / d;
  const glm::dvec3 e1 = c1 + r1 * u, e2 = c2 - r2 * u;
  if (r1 > 0) evidence::line(out, c1, e1, kOperandAColor, 5);
  evidence::line(out, c2, e2, kOperandBColor, 5);
  const double gap = double(r.gap);
  evidence::line(out, e1, e2, gap > 0 ? kGapColor : kOverlapColor, 3);
  evidence::label(out, 0.5 * (e1 + e2),
                  (gap > 0 ? "gap " : "overlap ") + why_number(std::abs(gap)) + " (r sum " +
                      why_number(r.radius_sum) + ")",
                  gap > 0 ? kGapColor : kOverlapColor, {8, 14});
}

template <class T>
void explain_center_distance(const CenterDistance<T>& r, const Shape<T>& a, const Shape<T>& b,
                             const EvidenceStyle&, WhyRows& rows) {
  const Sphere<T> sa = as_sphere(a), sb = as_sphere(b);
  const double d = double(r.center_distance), sum = double(r.radius_sum), gap = double(r.gap);
  rows.push_back({WhyRowKind::step,
                  "centre distance",
                  "|c₁ − c₂| = |" + why_vector(sa.center) + " − " + why_vector(sb.center) +
                      "| = " + why_number(d),
                  {{"center_distance", d}}});
  rows.push_back({WhyRowKind::step,
                  "radius sum",
                  "r₁ + r₂ = " + why_number(sa.radius) + " + " + why_number(sb.radius) + " = " +
                      why_number(sum),
                  {{"r1", double(sa.radius)}, {"r2", double(sb.radius)}, {"radius_sum", sum}}});
  rows.push_back({WhyRowKind::step,
                  "gap",
                  "gap = " + why_number(d) + " − " + why_number(sum) + " = " + why_number(gap) +
                      (r.intersects ? " ≤ band → intersects" : " > band → apart"),
                  {{"gap", gap}}});
  rows.push_back(tolerance_row(r.within_tolerance, double(r.band), "contact band on the gap",
                               double(r.input_band)));
}

COLLIDE_INSTANTIATE_VISUAL_BOTH(center_distance, CenterDistance)

}  // namespace collide::visual
