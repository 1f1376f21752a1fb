// The box–box contact manifold drawn and explained (manifold_visual.hpp).
#include "app/visualize/manifold_visual.hpp"

#include <algorithm>
#include <string>

#include "app/visualize/evidence_draw.hpp"
#include "app/visualize/visual_families.hpp"
#include "app/visualize/visualizer.hpp"

namespace collide::visual {

namespace {

inline constexpr Color kCutColor{0.70f, 0.70f, 0.70f, 0.8f};

// "A+1": the face of box `who` whose outward normal is sign·axis k.
std::string face_name(char who, int k, double sign) {
  return std::string(1, who) + (sign > 0 ? "+" : "−") + std::to_string(k);
}

void polygon(DrawList& out, const auto& corners, const Color& color, float width, float dash) {
  for (std::size_t i = 0; i < corners.size(); ++i)
    evidence::line(out, dvec(corners[i]), dvec(corners[(i + 1) % corners.size()]), color, width,
                   dash);
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
                         double size, DrawList& out) {
  const glm::dvec3 centre = centre_of(points);
  double deepest = 0;
  for (const ContactPoint<T>& c : points) {
    deepest = std::max(deepest, double(c.depth));
    size = std::max(size, glm::length(dvec(c.point) - centre));
    evidence::marker(out, dvec(c.point), kContactColor);
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

}  // namespace

template <class T>
void draw_manifold(const BoxBoxManifold<T>& m, DrawList& out) {
  if (!m.intersecting || m.points.empty()) return;
  double size = 0;
  if (m.feature == ManifoldFeature::edge_edge) {
    evidence::line(out, dvec(m.edge_a[0]), dvec(m.edge_a[1]), kOperandAColor, 3.5f);
    evidence::line(out, dvec(m.edge_b[0]), dvec(m.edge_b[1]), kOperandBColor, 3.5f);
    size = std::max(size, 0.25 * glm::length(dvec(m.edge_a[1] - m.edge_a[0])));
  } else {
    const bool on_a = m.feature == ManifoldFeature::face_a;
    polygon(out, m.reference_face, on_a ? kOperandAColor : kOperandBColor, 3.0f, 0);
    // Labelled at the face's middle: a big face's corners are often off screen.
    glm::dvec3 middle(0);
    for (const Vec3<T>& p : m.reference_face)
      middle += 0.25 * dvec(p);
    evidence::label(out, middle, "reference face", on_a ? kOperandAColor : kOperandBColor);
    polygon(out, m.incident_face, on_a ? kOperandBColor : kOperandAColor, 2.0f, kDashPx);
    evidence::label(out, dvec(m.incident_face[2]), "incident face",
                    on_a ? kOperandBColor : kOperandAColor);
    for (const ClipStep<T>& step : m.clips)
      for (const Vec3<T>& p : step.cut)
        evidence::marker(out, dvec(p), kCutColor, 0.6f * kEvidenceMarkerPx);
    const glm::dvec3 side = dvec(m.reference_face[1] - m.reference_face[0]);
    size = std::max(size, 0.25 * glm::length(side));
  }
  contacts_and_normal(m.points, m.normal, size, out);
}

template <class T>
void explain_manifold(const BoxBoxManifold<T>& m, WhyRows& rows) {
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
void draw_contact_manifold(const ContactManifold<T>& m, DrawList& out) {
  if (m.empty()) return;
  if (m.boxes) {
    draw_manifold(*m.boxes, out);
    return;
  }
  double size = 0;
  // A closed form: each contact's cores' points, joined (the radii pushed out along the line).
  for (std::size_t i = 0; i < m.core_a.size() && i < m.core_b.size(); ++i)
    evidence::line(out, dvec(m.core_a[i]), dvec(m.core_b[i]), kContactColor, 1.5f, kDashPx);
  if (m.method == ContactMethod::features || m.method == ContactMethod::single_point) {
    // The features: the reference solid, the incident dashed; a single point is a marker.
    for (const bool on_a : {true, false}) {
      const SupportingFeature<T>& f = on_a ? m.feature_a : m.feature_b;
      const Color color = on_a ? kOperandAColor : kOperandBColor;
      const bool reference = m.method == ContactMethod::features && on_a == m.reference_on_a;
      if (f.points.size() == 1) {
        evidence::marker(out, dvec(f.points[0]), color, 0.6f * kEvidenceMarkerPx);
        continue;
      }
      std::vector<glm::dvec3> corners;
      for (const Vec3<T>& p : f.points)
        corners.push_back(dvec(p));
      if (corners.size() == 2)
        evidence::line(out, corners[0], corners[1], color, reference ? 3.0f : 2.0f,
                       reference ? 0.0f : kDashPx);
      else
        polygon(out, corners, color, reference ? 3.0f : 2.0f, reference ? 0.0f : kDashPx);
      glm::dvec3 middle(0);
      for (const glm::dvec3& p : corners)
        middle += p / double(corners.size());
      evidence::label(out, middle, std::string(reference ? "reference " : "") + std::string(f.name),
                      color);
      size = std::max(size, 0.25 * glm::length(corners[1] - corners[0]));
    }
    for (const ClipStep<T>& step : m.clips)
      for (const Vec3<T>& p : step.cut)
        evidence::marker(out, dvec(p), kCutColor, 0.6f * kEvidenceMarkerPx);
  }
  contacts_and_normal(m.points, m.normal, size, out);
}

template <class T>
void explain_contact_manifold(const ContactManifold<T>& m, WhyRows& rows) {
  if (m.empty()) return;
  if (m.boxes) {
    explain_manifold(*m.boxes, rows);
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

template void draw_manifold(const BoxBoxManifold<float>&, DrawList&);
template void draw_manifold(const BoxBoxManifold<double>&, DrawList&);
template void explain_manifold(const BoxBoxManifold<float>&, WhyRows&);
template void explain_manifold(const BoxBoxManifold<double>&, WhyRows&);
template void draw_contact_manifold(const ContactManifold<float>&, DrawList&);
template void draw_contact_manifold(const ContactManifold<double>&, DrawList&);
template void explain_contact_manifold(const ContactManifold<float>&, WhyRows&);
template void explain_contact_manifold(const ContactManifold<double>&, WhyRows&);

}  // namespace collide::visual
