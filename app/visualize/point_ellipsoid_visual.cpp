// Point–ellipsoid: the ray from the centre through the point, where it leaves the ellipsoid
// (c + (p − c)/k), and the gap along it between that surface point and the point.
#include <cmath>
#include <string>
#include <variant>

#include <glm/geometric.hpp>

#include "app/visualize/evidence_draw.hpp"
#include "app/visualize/visual_families.hpp"

namespace collide::visual {

template <class T>
void draw_point_ellipsoid(const PointEllipsoid<T>& r, const Shape<T>& a, const Shape<T>& b,
                          const EvidenceStyle&, DrawList& out) {
  const glm::dvec3 p = dvec(std::get<Point<T>>(a).p), c = dvec(std::get<Ellipsoid<T>>(b).center);
  const glm::dvec3 s = dvec(r.surface_point);
  const double gap = double(r.gap);
  evidence::marker(out, c, kOperandBColor, 8);
  evidence::marker(out, p, kOperandAColor, 10);
  evidence::marker(out, s, kClosestColor, 12);
  evidence::line(out, c, gap > 0 ? s : p, kMeasureColor, 1.5f);
  evidence::line(out, s, p, gap > 0 ? kGapColor : kOverlapColor, 3);
  evidence::label(out, 0.5 * (s + p),
                  (gap > 0 ? "gap " : "inside by ") + why_number(std::abs(gap)) + "  k " +
                      why_number(r.scaled_radius),
                  gap > 0 ? kGapColor : kOverlapColor, {8, -14});
}

template <class T>
void explain_point_ellipsoid(const PointEllipsoid<T>& r, const Shape<T>&, const Shape<T>& b,
                             const EvidenceStyle&, WhyRows& rows) {
  const Ellipsoid<T>& e = std::get<Ellipsoid<T>>(b);
  rows.push_back(
      {WhyRowKind::step,
       "local",
       "sᵢ = (p − c)·uᵢ = " + why_vector(r.local) + ", radii " + why_vector(e.radii),
       {{"s0", double(r.local.x)}, {"s1", double(r.local.y)}, {"s2", double(r.local.z)}}});
  const double k = double(r.scaled_radius);
  rows.push_back(
      {WhyRowKind::step,
       "scaled radius",
       "k = √Σ(sᵢ/aᵢ)² = " + why_number(k) + (k <= 1 ? " ≤ 1 → inside" : " > 1 → outside"),
       {{"k", k}}});
  rows.push_back({WhyRowKind::step,
                  "surface",
                  "c + (p − c)/k = " + why_vector(r.surface_point),
                  {{"x", double(r.surface_point.x)},
                   {"y", double(r.surface_point.y)},
                   {"z", double(r.surface_point.z)}}});
  rows.push_back({WhyRowKind::step,
                  "gap",
                  "|p − c|·(1 − 1/k) = " + why_number(r.gap) +
                      (r.intersects ? " ≤ band → intersects" : " > band → apart") +
                      " (along the ray from c, not the Euclidean distance)",
                  {{"gap", double(r.gap)}}});
  rows.push_back(tolerance_row(r.within_tolerance, double(r.band), "contact band on the gap",
                               double(r.input_band)));
}

COLLIDE_INSTANTIATE_VISUAL_BOTH(point_ellipsoid, PointEllipsoid)

}  // namespace collide::visual
