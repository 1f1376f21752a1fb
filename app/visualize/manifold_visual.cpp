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

}  // namespace

template <class T>
void draw_manifold(const BoxBoxManifold<T>& m, DrawList& out) {
  if (!m.intersecting || m.points.empty()) return;
  glm::dvec3 centre(0);
  for (const ContactPoint<T>& c : m.points)
    centre += dvec(c.point);
  centre /= double(m.points.size());
  double deepest = 0, size = 0;
  for (const ContactPoint<T>& c : m.points) {
    deepest = std::max(deepest, double(c.depth));
    size = std::max(size, glm::length(dvec(c.point) - centre));
  }
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
  for (const ContactPoint<T>& c : m.points)
    evidence::marker(out, dvec(c.point), kContactColor);
  const glm::dvec3 n = dvec(m.normal);
  evidence::arrow(out, centre, centre + std::max(size, deepest) * n, kContactColor, 3.0f);
  evidence::label(out, centre + std::max(size, deepest) * n,
                  std::to_string(m.points.size()) +
                      (m.points.size() == 1 ? " contact, depth " : " contacts, deepest ") +
                      why_number(deepest),
                  kContactColor);
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
  for (std::size_t i = 0; i < m.points.size(); ++i)
    rows.push_back({WhyRowKind::step,
                    "contact " + std::to_string(i + 1),
                    "p = " + why_vector(m.points[i].point) + " on B, depth " +
                        why_number(m.points[i].depth) + " (on A: p + depth·n)",
                    {{"depth", double(m.points[i].depth)}}});
}

template void draw_manifold(const BoxBoxManifold<float>&, DrawList&);
template void draw_manifold(const BoxBoxManifold<double>&, DrawList&);
template void explain_manifold(const BoxBoxManifold<float>&, WhyRows&);
template void explain_manifold(const BoxBoxManifold<double>&, WhyRows&);

}  // namespace collide::visual
