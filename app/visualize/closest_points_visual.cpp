// Tests decided by the distance between two cores (point, segment, triangle, a sphere's centre, a
// capsule's segment): the two closest points, the segment between them, the radii taken off it,
// and the gap or overlap that remains; a segment's parameter and a triangle's region and
// barycentrics.
#include <cmath>
#include <string>
#include <variant>

#include <glm/geometric.hpp>

#include "app/visualize/evidence_draw.hpp"
#include "app/visualize/visual_families.hpp"

namespace collide::visual {
namespace {

// The radius an operand takes off the distance: a sphere's or a capsule's, else 0.
template <class T>
double radius_of(const Shape<T>& s) {
  if (const auto* sphere = std::get_if<Sphere<T>>(&s)) return double(sphere->radius);
  if (const auto* capsule = std::get_if<Capsule<T>>(&s)) return double(capsule->radius);
  return 0;
}
// A segment or a capsule's segment: its closest point has a parameter.
template <class T>
bool has_segment(const Shape<T>& s) {
  return std::holds_alternative<Segment<T>>(s) || std::holds_alternative<Capsule<T>>(s);
}

}  // namespace

template <class T>
void draw_closest_points(const ClosestPoints<T>& r, const Shape<T>& a, const Shape<T>& b,
                         const EvidenceStyle&, DrawList& out) {
  const glm::dvec3 pa = dvec(r.on_a), pb = dvec(r.on_b);
  const double d = double(r.distance), radius = double(r.radius), gap = double(r.gap);
  evidence::marker(out, pa, kOperandAColor, 10);
  evidence::marker(out, pb, kClosestColor, 12);
  if (has_segment(a)) evidence::label(out, pa, "s " + why_number(r.s), kOperandAColor, {10, 14});
  if (has_segment(b)) evidence::label(out, pb, "t " + why_number(r.t), kClosestColor, {10, 14});
  if (std::holds_alternative<Triangle<T>>(b))
    evidence::label(out, pb, std::string(name_of(r.region)), kClosestColor, {10, 14});
  // The distance, with each operand's radius (a sphere's from its centre, a capsule's from its
  // segment's point) taken off it at its own end.
  const double ra = radius_of(a), rb = radius_of(b);
  const Color gap_color = gap > 0 ? kGapColor : kOverlapColor;
  if (radius > 0 && d > 0) {
    const glm::dvec3 u = (pb - pa) / d;
    const glm::dvec3 surface_a = pa + ra * u, surface_b = pb - rb * u;
    if (ra > 0) evidence::line(out, pa, surface_a, kOperandAColor, 5);
    if (rb > 0) evidence::line(out, pb, surface_b, kOperandBColor, 5);
    if (gap > 0)
      evidence::line(out, surface_a, surface_b, kGapColor, 3);
    else
      evidence::line(out, pa, pb, kOverlapColor, 3);
  } else {
    evidence::line(out, pa, pb, gap_color, 3);
  }
  evidence::label(out, 0.5 * (pa + pb),
                  (gap > 0 ? "gap " : "overlap ") + why_number(std::abs(gap)) +
                      (radius > 0 ? " (r " + why_number(radius) + ")" : std::string()),
                  gap_color, {8, -14});
}

template <class T>
void explain_closest_points(const ClosestPoints<T>& r, const Shape<T>& a, const Shape<T>& b,
                            const EvidenceStyle&, WhyRows& rows) {
  const auto xyz = [](const Vec3<T>& p, const std::string& prefix) {
    return std::vector<WhyNumber>{
        {prefix + "x", double(p.x)}, {prefix + "y", double(p.y)}, {prefix + "z", double(p.z)}};
  };
  std::string fa = "on A = " + why_vector(r.on_a);
  if (has_segment(a))
    fa = std::string(std::holds_alternative<Capsule<T>>(a) ? "on A's segment" : "on A") +
         " = a + s·(b − a), s = " + why_number(r.s) + " → " + why_vector(r.on_a) +
         (r.parallel ? " (parallel segments: one closest pair of many)" : "");
  else if (std::holds_alternative<Sphere<T>>(a))
    fa = "on A = the sphere's centre " + why_vector(r.on_a);
  std::vector<WhyNumber> na = xyz(r.on_a, "");
  na.push_back({"s", double(r.s)});
  rows.push_back({WhyRowKind::step, "closest on A", fa, na});

  std::string fb = "on B = " + why_vector(r.on_b);
  std::vector<WhyNumber> nb = xyz(r.on_b, "");
  if (has_segment(b)) {
    fb = std::string(std::holds_alternative<Capsule<T>>(b) ? "on B's segment" : "on B") +
         " = a + t·(b − a), t = clamp((p − a)·(b − a) / |b − a|², 0, 1) = " + why_number(r.t) +
         " → " + why_vector(r.on_b);
    nb.push_back({"t", double(r.t)});
  } else if (std::holds_alternative<Triangle<T>>(b)) {
    fb = "on B = u·a + v·b + w·c, (u, v, w) = " + why_vector(r.barycentric) + " in region " +
         std::string(name_of(r.region)) + " → " + why_vector(r.on_b);
    nb.push_back({"u", double(r.barycentric.x)});
    nb.push_back({"v", double(r.barycentric.y)});
    nb.push_back({"w", double(r.barycentric.z)});
  } else if (std::holds_alternative<Sphere<T>>(b)) {
    fb = "on B = the sphere's centre " + why_vector(r.on_b);
  }
  rows.push_back({WhyRowKind::step, "closest on B", fb, nb});

  const double d = double(r.distance), radius = double(r.radius), gap = double(r.gap);
  rows.push_back(
      {WhyRowKind::step, "distance", "|on A − on B| = " + why_number(d), {{"distance", d}}});
  const double ra = radius_of(a), rb = radius_of(b);
  const std::string radii = ra > 0 && rb > 0 ? "(r_A " + why_number(ra) + " + r_B " +
                                                   why_number(rb) + " = " + why_number(radius) + ")"
                                             : "r " + why_number(radius);
  rows.push_back({WhyRowKind::step,
                  "gap",
                  "gap = " + why_number(d) + " − " + radii + " = " + why_number(gap) +
                      (r.intersects ? " ≤ band → intersects" : " > band → apart"),
                  {{"radius", radius}, {"gap", gap}}});
  rows.push_back(tolerance_row(r.within_tolerance, double(r.band), "contact band on the gap",
                               double(r.input_band)));
}

COLLIDE_INSTANTIATE_VISUAL_BOTH(closest_points, ClosestPoints)

}  // namespace collide::visual
