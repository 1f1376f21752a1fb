// The box–box contact manifold drawn and explained (manifold_visual.hpp).
#include "app/visualize/manifold_visual.hpp"

#include <algorithm>
#include <array>
#include <string>

#include "app/visualize/evidence_draw.hpp"
#include "app/visualize/visual_families.hpp"
#include "app/visualize/visualizer.hpp"
#include "render/draw_shapes.hpp"

namespace collide::visual {

namespace {

// Which part of the clipping a step shows (EvidenceStyle::contact_step over C clips): all of it
// at once, or 0 the faces, k in 1..C the first k planes applied, C + 1 the contacts.
struct Walk {
  bool all = true;
  int step = 0;
  int clips = 0;
  bool applied(std::size_t s) const { return all || int(s) < step; }  // clip s (0-based) done
  bool contacts() const { return all || step > clips; }
  bool depths() const { return !all && step > clips; }  // each point labelled with its depth
};
Walk walk_of(const EvidenceStyle& style, std::size_t clips) {
  if (style.contact_step < 0 || clips == 0) return {};  // nothing clipped: nothing to walk
  return {false, std::min(style.contact_step, int(clips) + 1), int(clips)};
}

// "A+1": the face of box `who` whose outward normal is sign·axis k.
std::string face_name(char who, int k, double sign) {
  return std::string(1, who) + (sign > 0 ? "+" : "−") + std::to_string(k);
}

void polygon(DrawList& out, const auto& corners, const Color& color, float width, float dash) {
  for (std::size_t i = 0; i < corners.size(); ++i)
    evidence::line(out, dvec(corners[i]), dvec(corners[(i + 1) % corners.size()]), color, width,
                   dash);
}

// Clipping plane n·x = offset drawn as a rectangle around the reference feature's middle
// projected onto it: along the contact normal and across it for a side plane (which holds the
// normal), a square for the depth cut (the reference's own plane); as wide as the reference.
template <class T>
void clip_plane(const ClipStep<T>& c, const std::vector<glm::dvec3>& reference,
                const glm::dvec3& normal, const Color& color, DrawList& out) {
  glm::dvec3 middle(0);
  for (const glm::dvec3& p : reference)
    middle += p / double(reference.size());
  double half = 0;
  for (const glm::dvec3& p : reference)
    half = std::max(half, glm::length(p - middle));
  half = std::max(half, 0.25);  // a point or a short segment still gets a plane one can see
  const glm::dvec3 pn = dvec(c.normal);
  const glm::dvec3 centre = middle - (glm::dot(pn, middle) - double(c.offset)) * pn;
  glm::dvec3 u = glm::cross(pn, normal);
  const bool side = glm::length(u) > 1e-6;
  u = side ? glm::normalize(u) : perpendicular(pn);
  const glm::dvec3 v = glm::normalize(glm::cross(pn, u));
  const double across = side ? 0.5 * half : half;
  const std::array<glm::dvec3, 4> corners = {
      centre + half * u + across * v, centre - half * u + across * v,
      centre - half * u - across * v, centre + half * u - across * v};
  polygon(out, corners, color, 2.0f, 0);
}

// The clipping as far as the walk has gone: the points each plane applied cut (grey); stepping,
// the planes applied (the current one bright, labelled with what it kept and cut, the earlier
// ones faint) and the polygon left after the current one.
template <class T>
void clipping(const std::vector<ClipStep<T>>& clips, const std::vector<glm::dvec3>& reference,
              const glm::dvec3& normal, const Walk& w, DrawList& out) {
  for (std::size_t s = 0; s < clips.size(); ++s)
    if (w.applied(s))
      for (const Vec3<T>& p : clips[s].cut)
        evidence::marker(out, dvec(p), kCutColor, 0.6f * kEvidenceMarkerPx);
  if (w.all || w.step < 1 || w.step > w.clips) return;
  for (int s = 0; s < w.step; ++s) {
    const bool current = s + 1 == w.step;
    clip_plane(clips[std::size_t(s)], reference, normal,
               current ? kClipPlaneColor : kClipPlaneFaintColor, out);
  }
  const ClipStep<T>& c = clips[std::size_t(w.step) - 1];
  std::vector<glm::dvec3> kept;
  for (const Vec3<T>& p : c.kept) {
    kept.push_back(dvec(p));
    evidence::marker(out, kept.back(), kKeptColor, 0.7f * kEvidenceMarkerPx);
  }
  if (kept.size() >= 2) polygon(out, kept, kKeptColor, 1.5f, 0);
  const bool depth_cut = w.step == w.clips;
  glm::dvec3 at = kept.empty() ? dvec(c.cut.front()) : kept.front();
  evidence::label(out, at,
                  std::string(depth_cut ? "depth cut" : "clip " + std::to_string(w.step)) +
                      ": kept " + std::to_string(c.kept.size()) + ", " +
                      (depth_cut ? "dropped " : "cut ") + std::to_string(c.cut.size()),
                  kClipPlaneColor);
}

// The contacts' centre.
template <class T>
glm::dvec3 centre_of(const std::vector<ContactPoint<T>>& points) {
  glm::dvec3 centre(0);
  for (const ContactPoint<T>& c : points)
    centre += dvec(c.point) / double(points.size());
  return centre;
}

// The contact points and the normal from their centre, as long as the larger of `size`, their
// spread and the deepest depth, labelled with the count and the deepest.
template <class T>
void contacts_and_normal(const std::vector<ContactPoint<T>>& points, const Vec3<T>& normal,
                         double size, const Walk& w, DrawList& out) {
  if (!w.contacts()) return;
  const glm::dvec3 centre = centre_of(points);
  double deepest = 0;
  for (const ContactPoint<T>& c : points) {
    deepest = std::max(deepest, double(c.depth));
    size = std::max(size, glm::length(dvec(c.point) - centre));
    evidence::marker(out, dvec(c.point), kContactColor);
    if (w.depths())
      evidence::label(out, dvec(c.point), "depth " + why_number(c.depth), kContactColor, {10, 14});
  }
  const glm::dvec3 tip = centre + std::max(size, deepest) * dvec(normal);
  evidence::arrow(out, centre, tip, kContactColor, 3.0f);
  evidence::label(out, tip,
                  std::to_string(points.size()) +
                      (points.size() == 1 ? " contact, depth " : " contacts, deepest ") +
                      why_number(deepest),
                  kContactColor);
}

// One row per contact: the point on B and its depth.
template <class T>
void contact_rows(const std::vector<ContactPoint<T>>& points, WhyRows& rows) {
  for (std::size_t i = 0; i < points.size(); ++i)
    rows.push_back({WhyRowKind::step,
                    "contact " + std::to_string(i + 1),
                    "p = " + why_vector(points[i].point) + " on B, depth " +
                        why_number(points[i].depth) + " (on A: p + depth·n)",
                    {{"depth", double(points[i].depth)}}});
}

// The manifold's rows (from `first` on) as the style shows them: muted when the contacts are not
// shown; stepping, the row of the step shown marked (the Why panel highlights it) — the faces'
// or features' row, the k-th clip's, or every contact's.
void mark_rows(WhyRows& rows, std::size_t first, const EvidenceStyle& style, const Walk& w) {
  int clip = 0;
  for (std::size_t i = first; i < rows.size(); ++i) {
    WhyRow& r = rows[i];
    if (!style.contacts) {
      r.muted = true;
      continue;
    }
    if (w.all) continue;
    const bool clip_row = r.label.starts_with("contacts: clip") || r.label == "contacts: depth";
    if (clip_row) ++clip;
    r.shown = (w.step == 0 && (r.label == "contacts: faces" || r.label == "contacts: features")) ||
              (clip_row && clip == w.step) || (w.step > w.clips && r.label.starts_with("contact "));
  }
}

template <class T>
void box_rows(const BoxBoxManifold<T>& m, WhyRows& rows) {
  if (!m.intersecting) return;
  const bool edge = m.feature == ManifoldFeature::edge_edge;
  std::string choice = "least overlap among faces: " +
                       (m.face_axis >= 0 ? sat_axis_label(m.face_axis) : std::string("—")) + " = " +
                       why_number(m.face_overlap);
  if (m.edge_axis >= 0)
    choice += "; among edges: " + sat_axis_label(m.edge_axis) + " = " + why_number(m.edge_overlap) +
              "; an edge wins only when 1.05 × " + why_number(m.edge_overlap) +
              (edge ? " < " : " ≥ ") + why_number(m.face_overlap);
  choice += " → " + sat_axis_label(m.axis) + ", normal A→B " + why_vector(m.normal) + ", depth " +
            why_number(m.depth);
  rows.push_back({WhyRowKind::step,
                  "contacts: axis",
                  choice,
                  {{"axis", double(m.axis)}, {"depth", double(m.depth)}},
                  m.axis});
  if (edge) {
    rows.push_back({WhyRowKind::step,
                    "contacts: edges",
                    "A's edge along " + sat_axis_label((m.axis - 6) / 3) + " furthest along n, " +
                        why_vector(m.edge_a[0]) + "–" + why_vector(m.edge_a[1]) + "; B's along " +
                        sat_axis_label(3 + (m.axis - 6) % 3) + " furthest along −n, " +
                        why_vector(m.edge_b[0]) + "–" + why_vector(m.edge_b[1]) +
                        " → one point where they come closest",
                    {}});
  } else {
    const bool on_a = m.feature == ManifoldFeature::face_a;
    const char ref = on_a ? 'A' : 'B', inc = on_a ? 'B' : 'A';
    const int k = on_a ? m.axis : m.axis - 3;
    rows.push_back({WhyRowKind::step,
                    "contacts: faces",
                    "reference face " + face_name(ref, k, 1) +
                        " outward n_ref = " + why_vector(m.reference_normal) + " (" + ref +
                        "'s face towards the other box); incident face " +
                        face_name(inc, m.incident_axis, double(m.incident_sign)) + " (" + inc +
                        "'s face most against n_ref)",
                    {{"incident_axis", double(m.incident_axis)}}});
    const int sides[2] = {(k + 1) % 3, (k + 2) % 3};
    for (std::size_t s = 0; s < m.clips.size(); ++s) {
      const ClipStep<T>& step = m.clips[s];
      const bool depth_cut = s == 4;
      const std::string what =
          depth_cut ? "below the reference face (n_ref·x ≤ " + why_number(step.offset) + ")"
                    : "side plane " + face_name(ref, sides[s / 2], s % 2 == 0 ? 1.0 : -1.0) +
                          " (n·x ≤ " + why_number(step.offset) + ")";
      rows.push_back({WhyRowKind::step,
                      depth_cut ? "contacts: depth" : "contacts: clip " + std::to_string(s + 1),
                      what + ": kept " + std::to_string(step.kept.size()) + ", " +
                          (depth_cut ? "dropped " : "cut ") + std::to_string(step.cut.size()),
                      {{"kept", double(step.kept.size())}, {"cut", double(step.cut.size())}}});
    }
  }
  contact_rows(m.points, rows);
}

template <class T>
void feature_rows(const ContactManifold<T>& m, WhyRows& rows) {
  if (m.empty()) return;
  if (m.boxes) {
    box_rows(*m.boxes, rows);
    return;
  }
  rows.push_back({WhyRowKind::step,
                  "contacts: how",
                  std::string(m.how) + " → normal A→B " + why_vector(m.normal),
                  {{"points", double(m.points.size())}}});
  if (m.method == ContactMethod::features || m.method == ContactMethod::single_point) {
    const auto feature = [](const SupportingFeature<T>& f) {
      return std::string(f.name) + " (" + std::to_string(f.points.size()) + " point" +
             (f.points.size() == 1 ? "" : "s") + ")";
    };
    std::string what = "A's supporting feature along n: " + feature(m.feature_a) +
                       "; B's along −n: " + feature(m.feature_b);
    what += m.method == ContactMethod::single_point
                ? " → a single point: one contact, at the point's side"
                : std::string(" → reference: ") + (m.reference_on_a ? "A's" : "B's") +
                      ", the other clipped by its side planes";
    rows.push_back({WhyRowKind::step,
                    "contacts: features",
                    what,
                    {{"points_a", double(m.feature_a.points.size())},
                     {"points_b", double(m.feature_b.points.size())}}});
    for (std::size_t s = 0; s < m.clips.size(); ++s) {
      const ClipStep<T>& step = m.clips[s];
      const bool depth_cut = s + 1 == m.clips.size();
      rows.push_back({WhyRowKind::step,
                      depth_cut ? "contacts: depth" : "contacts: clip " + std::to_string(s + 1),
                      (depth_cut ? "below the reference (n·x ≤ " : "side plane (n·x ≤ ") +
                          why_number(step.offset) + ", n = " + why_vector(step.normal) +
                          "): kept " + std::to_string(step.kept.size()) + ", " +
                          (depth_cut ? "dropped " : "cut ") + std::to_string(step.cut.size()),
                      {{"kept", double(step.kept.size())}, {"cut", double(step.cut.size())}}});
    }
  }
  contact_rows(m.points, rows);
}

}  // namespace

template <class T>
void draw_manifold(const BoxBoxManifold<T>& m, const EvidenceStyle& style, DrawList& out) {
  if (!style.contacts || !m.intersecting || m.points.empty()) return;
  const Walk w = walk_of(style, m.clips.size());
  double size = 0;
  if (m.feature == ManifoldFeature::edge_edge) {
    evidence::line(out, dvec(m.edge_a[0]), dvec(m.edge_a[1]), kOperandAColor, 3.5f);
    evidence::line(out, dvec(m.edge_b[0]), dvec(m.edge_b[1]), kOperandBColor, 3.5f);
    size = std::max(size, 0.25 * glm::length(dvec(m.edge_a[1] - m.edge_a[0])));
  } else {
    const bool on_a = m.feature == ManifoldFeature::face_a;
    polygon(out, m.reference_face, on_a ? kOperandAColor : kOperandBColor, 3.0f, 0);
    // Labelled at the face's middle: a big face's corners are often off screen.
    std::vector<glm::dvec3> reference;
    glm::dvec3 middle(0);
    for (const Vec3<T>& p : m.reference_face) {
      reference.push_back(dvec(p));
      middle += 0.25 * dvec(p);
    }
    evidence::label(out, middle, "reference face", on_a ? kOperandAColor : kOperandBColor);
    polygon(out, m.incident_face, on_a ? kOperandBColor : kOperandAColor, 2.0f, kDashPx);
    evidence::label(out, dvec(m.incident_face[2]), "incident face",
                    on_a ? kOperandBColor : kOperandAColor);
    clipping(m.clips, reference, dvec(m.normal), w, out);
    const glm::dvec3 side = dvec(m.reference_face[1] - m.reference_face[0]);
    size = std::max(size, 0.25 * glm::length(side));
  }
  contacts_and_normal(m.points, m.normal, size, w, out);
}

template <class T>
void explain_manifold(const BoxBoxManifold<T>& m, const EvidenceStyle& style, WhyRows& rows) {
  const std::size_t first = rows.size();
  box_rows(m, rows);
  mark_rows(rows, first, style, walk_of(style, m.clips.size()));
}

template <class T>
void draw_contact_manifold(const ContactManifold<T>& m, const EvidenceStyle& style, DrawList& out) {
  if (!style.contacts || m.empty()) return;
  if (m.boxes) {
    draw_manifold(*m.boxes, style, out);
    return;
  }
  const Walk w = walk_of(style, m.clips.size());
  double size = 0;
  // A closed form: each contact's cores' points, joined (the radii pushed out along the line).
  for (std::size_t i = 0; i < m.core_a.size() && i < m.core_b.size(); ++i)
    evidence::line(out, dvec(m.core_a[i]), dvec(m.core_b[i]), kContactColor, 1.5f, kDashPx);
  if (m.method == ContactMethod::features || m.method == ContactMethod::single_point) {
    // The features: the reference solid, the incident dashed; a single point is a marker.
    std::vector<glm::dvec3> reference;
    for (const bool on_a : {true, false}) {
      const SupportingFeature<T>& f = on_a ? m.feature_a : m.feature_b;
      const Color color = on_a ? kOperandAColor : kOperandBColor;
      const bool is_reference = m.method == ContactMethod::features && on_a == m.reference_on_a;
      std::vector<glm::dvec3> corners;
      for (const Vec3<T>& p : f.points)
        corners.push_back(dvec(p));
      if (is_reference) reference = corners;
      if (corners.size() == 1) {
        evidence::marker(out, corners[0], color, 0.6f * kEvidenceMarkerPx);
        continue;
      }
      if (corners.size() == 2)
        evidence::line(out, corners[0], corners[1], color, is_reference ? 3.0f : 2.0f,
                       is_reference ? 0.0f : kDashPx);
      else
        polygon(out, corners, color, is_reference ? 3.0f : 2.0f, is_reference ? 0.0f : kDashPx);
      glm::dvec3 middle(0);
      for (const glm::dvec3& p : corners)
        middle += p / double(corners.size());
      evidence::label(out, middle,
                      std::string(is_reference ? "reference " : "") + std::string(f.name), color);
      size = std::max(size, 0.25 * glm::length(corners[1] - corners[0]));
    }
    if (!reference.empty()) clipping(m.clips, reference, dvec(m.normal), w, out);
  }
  contacts_and_normal(m.points, m.normal, size, w, out);
}

template <class T>
void explain_contact_manifold(const ContactManifold<T>& m, const EvidenceStyle& style,
                              WhyRows& rows) {
  const std::size_t first = rows.size();
  feature_rows(m, rows);
  mark_rows(rows, first, style, walk_of(style, m.boxes ? m.boxes->clips.size() : m.clips.size()));
}

template void draw_manifold(const BoxBoxManifold<float>&, const EvidenceStyle&, DrawList&);
template void draw_manifold(const BoxBoxManifold<double>&, const EvidenceStyle&, DrawList&);
template void explain_manifold(const BoxBoxManifold<float>&, const EvidenceStyle&, WhyRows&);
template void explain_manifold(const BoxBoxManifold<double>&, const EvidenceStyle&, WhyRows&);
template void draw_contact_manifold(const ContactManifold<float>&, const EvidenceStyle&, DrawList&);
template void draw_contact_manifold(const ContactManifold<double>&, const EvidenceStyle&,
                                    DrawList&);
template void explain_contact_manifold(const ContactManifold<float>&, const EvidenceStyle&,
                                       WhyRows&);
template void explain_contact_manifold(const ContactManifold<double>&, const EvidenceStyle&,
                                       WhyRows&);

}  // namespace collide::visual
