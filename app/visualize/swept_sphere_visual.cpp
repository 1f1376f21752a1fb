// A moving sphere against a plane: the start and end spheres, the swept capsule between them,
// the sphere at the first contact time with the contact point, and the sphere at a scrubbed t.
#include <algorithm>
#include <cmath>
#include <variant>

#include <glm/geometric.hpp>

#include "app/visualize/evidence_draw.hpp"
#include "app/visualize/visual_families.hpp"

namespace collide::visual {

template <class T>
void draw_swept_sphere(const SweptSpherePlaneContact<T>& r, const Shape<T>& a, const Shape<T>& b,
                       const EvidenceStyle& style, DrawList& out) {
  const MovingSphere<T>& m = std::get<MovingSphere<T>>(a);
  const glm::dvec3 n = dvec(std::get<Plane<T>>(b).n);
  const glm::dvec3 c0 = dvec(m.sphere.center), v = dvec(m.velocity);
  const double radius = double(m.sphere.radius);
  evidence::sweep(out, c0, v, radius, kOperandAColor);
  if (r.kind == SweepKind::hits || r.kind == SweepKind::touching_at_start) {
    evidence::wire_sphere(out, dvec(r.center_at_contact), radius, kContactColor, 2.0f);
    evidence::marker(out, dvec(r.contact_point), kContactColor, 14);
    evidence::label(out, dvec(r.contact_point), "contact t " + why_number(r.t), kContactColor,
                    {10, 14});
  }
  if (style.sweep_t >= 0 && style.sweep_t <= 1) {
    const glm::dvec3 ct = c0 + style.sweep_t * v;
    const double dist = glm::dot(ct, n) - double(std::get<Plane<T>>(b).d);
    evidence::wire_sphere(out, ct, radius, kMeasureColor, 2.0f);
    evidence::dashed(out, ct, ct - dist * n, kMeasureColor, 1.5f);
    evidence::label(out, ct, "t " + why_number(style.sweep_t) + "  dist " + why_number(dist),
                    kMeasureColor);
  }
}

template <class T>
void explain_swept_sphere(const SweptSpherePlaneContact<T>& r, const Shape<T>& a, const Shape<T>& b,
                          const EvidenceStyle& style, WhyRows& rows) {
  const MovingSphere<T>& m = std::get<MovingSphere<T>>(a);
  const Plane<T>& plane = std::get<Plane<T>>(b);
  const double d0 = double(r.start_distance), d1 = double(r.end_distance),
               radius = double(r.radius), t = double(r.t);
  rows.push_back({WhyRowKind::step,
                  "distances",
                  "d₀ = dist(c) = " + why_number(d0) + ", d₁ = dist(c + v) = " + why_number(d1) +
                      ", r = " + why_number(radius),
                  {{"d0", d0}, {"d1", d1}, {"r", radius}}});
  std::string f;
  switch (r.kind) {
    case SweepKind::touching_at_start:
      f = "|d₀| = " + why_number(std::abs(d0)) + " ≤ r → touching at t = 0";
      break;
    case SweepKind::hits:
    case SweepKind::misses: {
      const double sigma = d0 > 0 ? 1.0 : -1.0;
      f = "t = (|d₀| − r) / (|d₀| − σ·d₁) = " + why_number(std::abs(d0) - radius) + " / " +
          why_number(std::abs(d0) - sigma * d1) + " = " + why_number(t) +
          (r.kind == SweepKind::hits ? " ≤ 1 → hits at " + why_vector(r.contact_point)
                                     : " > 1 → misses this frame");
      break;
    }
    case SweepKind::moving_away:
      f = "n·v points away from the plane → moving away";
      break;
    case SweepKind::parallel:
      f = "n·v within the band: the distance does not change → parallel";
      break;
  }
  rows.push_back({WhyRowKind::step, "first contact", f, {{"t", t}}});
  if (style.sweep_t >= 0 && style.sweep_t <= 1) {
    // The scrubbed time, in double from the shapes (a what-if, not part of the verdict).
    const double nv = glm::dot(dvec(plane.n), dvec(m.velocity));
    const double dist = d0 + style.sweep_t * nv;
    rows.push_back({WhyRowKind::step,
                    "at scrubbed t",
                    "dist(t) = d₀ + t·(n·v) = " + why_number(d0) + " + " +
                        why_number(style.sweep_t) + "·" + why_number(nv) + " = " +
                        why_number(dist) + (std::abs(dist) <= radius ? " ≤ r: touching" : " > r"),
                    {{"t", style.sweep_t}, {"dist", dist}}});
  }
  rows.push_back(tolerance_row(r.within_tolerance, double(r.band),
                               "contact band on |d₀| − r and σ·d₁ − r", double(r.input_band)));
}

COLLIDE_INSTANTIATE_VISUAL_BOTH(swept_sphere, SweptSpherePlaneContact)

}  // namespace collide::visual
