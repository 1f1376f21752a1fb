// The moving sphere against a point, a sphere, a moving sphere (closed form by relative motion)
// and against a segment, a box or a triangle (the first entry into the shape grown by r): the
// sweep from t = 0 to t = 1, the spheres at the first contact time with the contact point, and
// the sphere at a scrubbed t.
#include <cmath>
#include <string>
#include <variant>

#include <glm/geometric.hpp>

#include "app/visualize/evidence_draw.hpp"
#include "app/visualize/visual_families.hpp"

namespace collide::visual {
namespace {

bool touches(SweepKind k) {
  return k == SweepKind::hits || k == SweepKind::touching_at_start;
}

// The second operand of a closed-form sweep at time t: a point, a still or a moving sphere.
template <class T>
Sphere<T> other_at(const Shape<T>& b, double t) {
  if (const auto* p = std::get_if<Point<T>>(&b)) return {p->p, T(0)};
  if (const auto* s = std::get_if<Sphere<T>>(&b)) return *s;
  const MovingSphere<T>& m = std::get<MovingSphere<T>>(b);
  return {m.sphere.center + T(t) * m.velocity, m.sphere.radius};
}

// `passes_by`: a miss that never touches (else it touches only after t = 1, at t).
std::string first_contact_text(SweepKind kind, double t, bool passes_by) {
  switch (kind) {
    case SweepKind::touching_at_start:
      return "touching at t = 0";
    case SweepKind::hits:
      return "first contact at t = " + why_number(t) + " ∈ (0, 1] → hits";
    case SweepKind::misses:
      if (passes_by) return "never touches: passes by → misses";
      return "would touch only at t = " + why_number(t) + " > 1 → misses";
    case SweepKind::moving_away:
      return "never touches and not approaching → moving away";
    case SweepKind::parallel:
      return "no relative motion, apart → parallel";
  }
  return "";
}

}  // namespace

template <class T>
void draw_swept_contact(const SweptSphereContact<T>& r, const Shape<T>& a, const Shape<T>& b,
                        const EvidenceStyle& style, DrawList& out) {
  const MovingSphere<T>& m = std::get<MovingSphere<T>>(a);
  const double radius = double(m.sphere.radius);
  evidence::sweep(out, dvec(m.sphere.center), dvec(m.velocity), radius, kOperandAColor);
  if (const auto* mb = std::get_if<MovingSphere<T>>(&b))
    evidence::sweep(out, dvec(mb->sphere.center), dvec(mb->velocity), double(mb->sphere.radius),
                    kOperandBColor);
  else if (const Sphere<T> s = other_at(b, 0); s.radius > 0)
    evidence::wire_sphere(out, dvec(s.center), double(s.radius), kOperandBColor, 1.5f);
  else
    evidence::marker(out, dvec(s.center), kOperandBColor, 10);
  if (touches(r.kind)) {
    const glm::dvec3 ca = dvec(r.center_at_contact), cb = dvec(r.other_center_at_contact);
    evidence::wire_sphere(out, ca, radius, kContactColor, 2.0f);
    if (const double rb = double(r.radius_sum) - radius; rb > 0)
      evidence::wire_sphere(out, cb, rb, kContactColor, 1.5f);
    evidence::line(out, ca, cb, kMeasureColor, 1.5f);
    evidence::marker(out, dvec(r.contact_point), kContactColor, 14);
    evidence::label(out, dvec(r.contact_point), "contact t " + why_number(r.t), kContactColor,
                    {10, 14});
  }
  if (style.sweep_t >= 0 && style.sweep_t <= 1) {
    const double t = style.sweep_t;
    const glm::dvec3 ct = dvec(m.sphere.center) + t * dvec(m.velocity);
    const Sphere<T> o = other_at(b, t);
    evidence::wire_sphere(out, ct, radius, kMeasureColor, 2.0f);
    if (std::holds_alternative<MovingSphere<T>>(b))
      evidence::wire_sphere(out, dvec(o.center), double(o.radius), kMeasureColor, 2.0f);
    const double gap = glm::length(ct - dvec(o.center)) - double(r.radius_sum);
    evidence::dashed(out, ct, dvec(o.center), kMeasureColor, 1.5f);
    evidence::label(out, ct, "t " + why_number(t) + "  gap " + why_number(gap), kMeasureColor);
  }
}

template <class T>
void explain_swept_contact(const SweptSphereContact<T>& r, const Shape<T>& a, const Shape<T>& b,
                           const EvidenceStyle& style, WhyRows& rows) {
  const double R = double(r.radius_sum);
  rows.push_back(
      {WhyRowKind::step,
       "at t = 0",
       "|m| − R = " + why_number(r.start_gap) + " with m = c − c₂, R = r + r₂ = " + why_number(R),
       {{"start_gap", double(r.start_gap)}, {"radius_sum", R}}});
  rows.push_back(
      {WhyRowKind::step,
       "closest approach",
       "t* = −m·w / |w|² = " + why_number(r.closest_time) +
           ", g* = |m + t*·w| − R = " + why_number(r.closest_gap),
       {{"closest_time", double(r.closest_time)}, {"closest_gap", double(r.closest_gap)}}});
  // A pass-by reports t = t*, its closest approach, which stays apart by more than the band.
  std::string f = first_contact_text(r.kind, double(r.t), r.closest_gap > r.band);
  if (r.kind == SweepKind::hits) f = "t = t* − √((R² − d*²)/|w|²): " + f;
  if (touches(r.kind)) f += "; contact at " + why_vector(r.contact_point);
  rows.push_back({WhyRowKind::step,
                  "first contact",
                  f,
                  {{"t", double(r.t)},
                   {"x", double(r.contact_point.x)},
                   {"y", double(r.contact_point.y)},
                   {"z", double(r.contact_point.z)}}});
  if (style.sweep_t >= 0 && style.sweep_t <= 1) {
    // The scrubbed time, in double from the shapes (a what-if, not part of the verdict).
    const MovingSphere<T>& m = std::get<MovingSphere<T>>(a);
    const Sphere<T> o = other_at(b, style.sweep_t);
    const double gap =
        glm::length(dvec(m.sphere.center) + style.sweep_t * dvec(m.velocity) - dvec(o.center)) - R;
    rows.push_back(
        {WhyRowKind::step,
         "at scrubbed t",
         "gap(t) = |m + t·w| − R = " + why_number(gap) + (gap <= 0 ? " ≤ 0: touching" : " > 0"),
         {{"t", style.sweep_t}, {"gap", gap}}});
  }
  rows.push_back(tolerance_row(r.within_tolerance, double(r.band),
                               "contact band on the gap at t = 0, t = 1 or t*",
                               double(r.input_band)));
}

template <class T>
void draw_swept_shape(const SweptSphereShapeContact<T>& r, const Shape<T>& a, const Shape<T>&,
                      const EvidenceStyle& style, DrawList& out) {
  const MovingSphere<T>& m = std::get<MovingSphere<T>>(a);
  const double radius = double(m.sphere.radius);
  evidence::sweep(out, dvec(m.sphere.center), dvec(m.velocity), radius, kOperandAColor);
  if (touches(r.kind)) {
    const glm::dvec3 c = dvec(r.center_at_contact), p = dvec(r.contact_point);
    evidence::wire_sphere(out, c, radius, kContactColor, 2.0f);
    evidence::line(out, c, p, kMeasureColor, 1.5f);
    evidence::marker(out, p, kContactColor, 14);
    evidence::label(out, p, "contact t " + why_number(r.t), kContactColor, {10, 14});
  }
  if (style.sweep_t >= 0 && style.sweep_t <= 1) {
    const glm::dvec3 ct = dvec(m.sphere.center) + style.sweep_t * dvec(m.velocity);
    evidence::wire_sphere(out, ct, radius, kMeasureColor, 2.0f);
    evidence::label(out, ct, "t " + why_number(style.sweep_t), kMeasureColor);
  }
}

template <class T>
void explain_swept_shape(const SweptSphereShapeContact<T>& r, const Shape<T>&, const Shape<T>& b,
                         const EvidenceStyle&, WhyRows& rows) {
  const std::string grown = std::holds_alternative<Segment<T>>(b)    ? "the capsule"
                            : std::holds_alternative<Triangle<T>>(b) ? "the prism and 3 capsules"
                                                                     : "3 slabs and 12 capsules";
  rows.push_back({WhyRowKind::step,
                  "gaps",
                  "dist(c, X) − r at t = 0: " + why_number(r.start_gap) +
                      ", at t = 1: " + why_number(r.end_gap),
                  {{"start_gap", double(r.start_gap)}, {"end_gap", double(r.end_gap)}}});
  // A miss reports the later entry's t (> 1), or 0 when the path never enters.
  std::string f = "c + t·v enters X grown by r (" + grown +
                  "): " + first_contact_text(r.kind, double(r.t), !(r.t > 1));
  if (touches(r.kind))
    f += "; centre " + why_vector(r.center_at_contact) + ", contact " + why_vector(r.contact_point);
  rows.push_back({WhyRowKind::step,
                  "first contact",
                  f,
                  {{"t", double(r.t)},
                   {"x", double(r.contact_point.x)},
                   {"y", double(r.contact_point.y)},
                   {"z", double(r.contact_point.z)},
                   {"cx", double(r.center_at_contact.x)},
                   {"cy", double(r.center_at_contact.y)},
                   {"cz", double(r.center_at_contact.z)}}});
  rows.push_back(tolerance_row(r.within_tolerance, double(r.band),
                               "contact band on the gap at t = 0, 1", double(r.input_band)));
}

COLLIDE_INSTANTIATE_VISUAL_BOTH(swept_contact, SweptSphereContact)
COLLIDE_INSTANTIATE_VISUAL_BOTH(swept_shape, SweptSphereShapeContact)

}  // namespace collide::visual
