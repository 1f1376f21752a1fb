// Plane–plane: the line where they meet (through its point nearest the origin, along u), or for
// parallel planes the distance between them along the first normal.
#include <algorithm>
#include <cmath>
#include <string>
#include <variant>

#include <glm/geometric.hpp>

#include "app/visualize/evidence_draw.hpp"
#include "app/visualize/visual_families.hpp"

namespace collide::visual {

template <class T>
void draw_plane_plane(const PlanePlane<T>& r, const Shape<T>& a, const Shape<T>& b,
                      const EvidenceStyle&, DrawList& out) {
  const Plane<T>& pa = std::get<Plane<T>>(a);
  const Plane<T>& pb = std::get<Plane<T>>(b);
  if (r.kind == PlanePlaneKind::meet_in_line) {
    const glm::dvec3 p = dvec(r.line_point), u = dvec(r.line_direction);
    const double reach = evidence::plane_line_reach(p);
    evidence::line(out, p - reach * u, p + reach * u, kContactColor, 4);
    evidence::marker(out, p, kContactColor, 12);
    evidence::arrow(out, p, p + 0.5 * reach * u, kMeasureColor, 2);
    evidence::label(out, p, "line of the planes", kContactColor, {10, 14});
    return;
  }
  // Parallel: from plane A's point nearest the origin, d₁·n₁, along n₁ to plane B.
  const glm::dvec3 n1 = dvec(pa.n), n2 = dvec(pb.n);
  const glm::dvec3 p1 = double(pa.d) * n1;
  const double n12 = glm::dot(n1, n2);
  const double s = std::abs(n12) > 0 ? (double(pb.d) - glm::dot(n2, p1)) / n12 : 0;
  const glm::dvec3 p2 = p1 + s * n1;
  evidence::marker(out, p1, kOperandAColor, 10);
  evidence::marker(out, p2, kOperandBColor, 10);
  const Color c = r.intersects ? kOverlapColor : kGapColor;
  evidence::line(out, p1, p2, c, 3);
  evidence::label(out, 0.5 * (p1 + p2),
                  std::string(name_of(r.kind)) + ": distance " + why_number(r.distance), c,
                  {8, -14});
}

template <class T>
void explain_plane_plane(const PlanePlane<T>& r, const Shape<T>& a, const Shape<T>& b,
                         const EvidenceStyle&, WhyRows& rows) {
  const Plane<T>& pa = std::get<Plane<T>>(a);
  const Plane<T>& pb = std::get<Plane<T>>(b);
  rows.push_back({WhyRowKind::step,
                  "planes",
                  "n₁ = " + why_vector(pa.n) + ", d₁ = " + why_number(pa.d) +
                      "; n₂ = " + why_vector(pb.n) + ", d₂ = " + why_number(pb.d),
                  {{"d1", double(pa.d)}, {"d2", double(pb.d)}}});
  rows.push_back(
      {WhyRowKind::step,
       "angle",
       "|n₁ × n₂| = " + why_number(r.sin_angle) +
           (r.kind == PlanePlaneKind::meet_in_line ? " > ε → not parallel" : " ≤ ε → parallel"),
       {{"sin_angle", double(r.sin_angle)}}});
  if (r.kind == PlanePlaneKind::meet_in_line)
    rows.push_back({WhyRowKind::step,
                    "line",
                    "u = n₁ × n₂ / |n₁ × n₂| = " + why_vector(r.line_direction) +
                        ", p = ((d₁·n₂ − d₂·n₁) × u) / |u|² = " + why_vector(r.line_point),
                    {{"px", double(r.line_point.x)},
                     {"py", double(r.line_point.y)},
                     {"pz", double(r.line_point.z)},
                     {"ux", double(r.line_direction.x)},
                     {"uy", double(r.line_direction.y)},
                     {"uz", double(r.line_direction.z)}}});
  else
    rows.push_back(
        {WhyRowKind::step,
         "distance",
         "|d₁ − σ·d₂| = " + why_number(r.distance) + " → " + std::string(name_of(r.kind)),
         {{"distance", double(r.distance)}}});
  rows.push_back(tolerance_row(r.within_tolerance, double(r.band),
                               "sat_parallel on |n₁ × n₂|, contact band on the distance",
                               double(r.input_band)));
}

COLLIDE_INSTANTIATE_VISUAL_BOTH(plane_plane, PlanePlane)

}  // namespace collide::visual
