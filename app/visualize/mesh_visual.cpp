// A mesh's evidence: tested triangles outlined, hit ones filled red, pruned nodes as dim boxes;
// rows that count them, list them and name the hit triangles (mesh_visual.hpp).
#include "app/visualize/mesh_visual.hpp"

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include <glm/geometric.hpp>

#include "app/visualize/evidence_draw.hpp"
#include "app/visualize/visual_families.hpp"
#include "render/eye_relative.hpp"

namespace collide::visual {

std::string index_list(std::span<const std::uint32_t> indices) {
  std::string s;
  const std::size_t shown = std::min(indices.size(), kMeshListed);
  for (std::size_t i = 0; i < shown; ++i)
    s += (i ? ", " : "") + std::to_string(indices[i]);
  if (indices.empty()) return "none";
  if (shown < indices.size()) return s + ", … (" + std::to_string(indices.size()) + " in all)";
  return s + " (" + std::to_string(indices.size()) + ")";
}

namespace {

template <class T>
std::array<glm::dvec3, 3> corners(const MeshData& m, std::uint32_t k) {
  const Triangle<T> t = m.triangle<T>(k);
  return {dvec(t.a), dvec(t.b), dvec(t.c)};
}

// The pruned nodes' boxes, in the precision the test pruned with.
template <class T>
void pruned_boxes(DrawList& out, const MeshData& m, std::span<const std::uint32_t> nodes,
                  const Color& color) {
  const std::span<const Aabb<T>> boxes = m.node_boxes<T>();
  const glm::dvec3 axes[3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
  for (std::size_t i = 0; i < std::min(nodes.size(), kMeshEvidenceDrawn); ++i) {
    const Aabb<T>& b = boxes[nodes[i]];
    const glm::dvec3 lo = dvec(b.min), hi = dvec(b.max);
    evidence::box_edges(out, 0.5 * (lo + hi), axes, 0.5 * (hi - lo), color, 1.0f);
  }
}

template <class T>
void outline(DrawList& out, const MeshData& m, std::uint32_t k, const Color& color, float width) {
  const auto c = corners<T>(m, k);
  for (int i = 0; i < 3; ++i)
    evidence::line(out, c[std::size_t(i)], c[std::size_t((i + 1) % 3)], color, width);
}

// A hit triangle filled (lifted towards the eye: mesh_visual.hpp) and outlined, both in red.
template <class T>
void fill(DrawList& out, const MeshData& m, std::uint32_t k, const EvidenceStyle& style) {
  auto c = corners<T>(m, k);
  outline<T>(out, m, k, kOverlapColor, 2.5f);
  if (style.view) {
    const glm::dvec3 eye = eye_position_exact(style.view->camera);
    for (glm::dvec3& p : c)
      p += kMeshFillLift * (eye - p);
  }
  out.triangle(Layer::evidence,
               {c[0], c[1], c[2], Color(kOverlapColor.r, kOverlapColor.g, kOverlapColor.b, 0.6f)});
}

template <class T>
glm::dvec3 centroid(const MeshData& m, std::uint32_t k) {
  const auto c = corners<T>(m, k);
  return (c[0] + c[1] + c[2]) / 3.0;
}

// The tested triangles outlined (the hit ones are filled over them).
template <class T>
void tested_outlines(DrawList& out, const MeshData& m, std::span<const std::uint32_t> tested,
                     const Color& color) {
  for (std::size_t i = 0; i < std::min(tested.size(), kMeshEvidenceDrawn); ++i)
    outline<T>(out, m, tested[i], color, 1.5f);
}

std::string count(std::size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// "(x, y, z), (x, y, z), (x, y, z)" and the nine numbers, named prefix + "a.x" ….
template <class T>
std::string corner_text(const MeshData& m, std::uint32_t k, std::vector<WhyNumber>& numbers,
                        const std::string& prefix = "") {
  const Triangle<T> t = m.triangle<T>(k);
  const Vec3<T>* v[3] = {&t.a, &t.b, &t.c};
  const char* names[3] = {"a", "b", "c"};
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j)
      numbers.push_back({prefix + names[i] + "." + char('x' + j), double((*v[i])[j])});
  return why_vector(t.a) + ", " + why_vector(t.b) + ", " + why_vector(t.c);
}

// The rows every mesh test shares: the margin, the pruned nodes, the tested triangles.
void pruning_rows(WhyRows& rows, double margin, std::span<const std::uint32_t> pruned,
                  const std::string& pruned_what, std::span<const std::uint32_t> tested) {
  rows.push_back({WhyRowKind::step,
                  "pruning",
                  "a node is pruned when the other's bounds miss its box grown by margin = " +
                      why_number(margin) + ": its triangles are never tested",
                  {{"margin", margin}}});
  rows.push_back({WhyRowKind::step,
                  "pruned",
                  pruned_what + " " + index_list(pruned),
                  {{"pruned", double(pruned.size())}}});
  rows.push_back({WhyRowKind::step,
                  "tested",
                  "triangles " + index_list(tested),
                  {{"tested", double(tested.size())}}});
}

}  // namespace

template <class T>
void draw_mesh_overlap(const MeshOverlap<T>& r, const MeshData& mesh, const EvidenceStyle& style,
                       DrawList& out) {
  pruned_boxes<T>(out, mesh, r.pruned, kMeshPrunedColor);
  tested_outlines<T>(out, mesh, r.tested, kMeshTestedColor);
  for (std::size_t i = 0; i < std::min(r.hit.size(), kMeshEvidenceDrawn); ++i)
    fill<T>(out, mesh, r.hit[i], style);
  // One label: the first hit triangle, else the first tested one, else the root's box.
  const std::string counts =
      std::to_string(r.tested.size()) + " tested, " + std::to_string(r.hit.size()) + " hit";
  if (!r.hit.empty())
    evidence::label(out, centroid<T>(mesh, r.hit[0]),
                    "triangle " + std::to_string(r.hit[0]) + " hit (" + counts + ")", kOverlapColor,
                    {10, 14});
  else if (!r.tested.empty())
    evidence::label(out, centroid<T>(mesh, r.tested[0]), counts + ": none meets", kGapColor,
                    {10, 14});
  else if (!mesh.nodes.empty()) {
    // The root pruned prunes every node; below a visited root, only the nodes the walk reached
    // (a capsule inside a half's box but between its leaves' boxes: 3 of 7 pruned).
    const bool root_pruned = !r.pruned.empty() && r.pruned.front() == 0;
    const Aabb<T>& root = mesh.node_boxes<T>()[0];
    evidence::label(
        out, 0.5 * (dvec(root.min) + dvec(root.max)),
        (root_pruned ? std::string("every node") : count(r.pruned.size(), "node", "nodes")) +
            " pruned: no triangle tested",
        kGapColor);
  }
}

template <class T>
void explain_mesh_overlap(const MeshOverlap<T>& r, const MeshData& mesh, WhyRows& rows) {
  rows.push_back({WhyRowKind::step,
                  "mesh",
                  count(mesh.triangle_count(), "triangle", "triangles") + ": " +
                      std::to_string(r.tested.size()) + " tested, " + std::to_string(r.hit.size()) +
                      " hit, " + count(r.nodes_visited, "node", "nodes") + " visited, " +
                      std::to_string(r.pruned.size()) + " pruned",
                  {{"triangles", double(mesh.triangle_count())},
                   {"tested", double(r.tested.size())},
                   {"hit", double(r.hit.size())},
                   {"nodes_visited", double(r.nodes_visited)},
                   {"pruned", double(r.pruned.size())}}});
  pruning_rows(rows, double(r.margin), r.pruned, "nodes", r.tested);
  for (std::size_t i = 0; i < std::min(r.hit.size(), kMeshHitRows); ++i) {
    std::vector<WhyNumber> numbers{{"triangle", double(r.hit[i])}};
    const std::string text = corner_text<T>(mesh, r.hit[i], numbers);
    rows.push_back({WhyRowKind::step, "hit " + std::to_string(r.hit[i]), text, numbers});
  }
  if (r.hit.size() > kMeshHitRows)
    rows.push_back({WhyRowKind::step, "hit",
                    "… and " + std::to_string(r.hit.size() - kMeshHitRows) + " more: " +
                        index_list(std::span<const std::uint32_t>(r.hit).subspan(kMeshHitRows))});
  rows.push_back({WhyRowKind::step,
                  "decision",
                  r.intersects
                      ? "triangle " + std::to_string(r.hit.front()) + " meets it → intersects"
                      : "none of the " + std::to_string(r.tested.size()) +
                            " triangles tested meets it, the rest pruned → apart",
                  {{"intersects", r.intersects ? 1.0 : 0.0}}});
  rows.push_back(
      tolerance_row(r.within_tolerance, 0, "each triangle's test with its contact band"));
}

template <class T>
void draw_mesh_ray(const MeshRayHit<T>& r, const MeshData& mesh, const Ray<T>& ray,
                   const EvidenceStyle& style, DrawList& out) {
  pruned_boxes<T>(out, mesh, r.pruned, kMeshPrunedColor);
  tested_outlines<T>(out, mesh, r.tested, kMeshTestedColor);
  const glm::dvec3 o = dvec(ray.origin), d = dvec(ray.direction);
  const double far =
      std::max(2 * (r.intersects ? double(r.t) : 0.0), 10 / std::max(glm::length(d), 1e-300));
  evidence::line(out, o, o + far * d, kOperandAColor, 2);
  evidence::marker(out, o, kOperandAColor, 8);
  evidence::label(out, o, "o (t = 0)", kOperandAColor);
  if (!r.intersects) {
    evidence::label(out, o + 0.5 * far * d,
                    "misses: " + std::to_string(r.tested.size()) + " tested, none hit", kGapColor);
    return;
  }
  fill<T>(out, mesh, r.triangle, style);
  const glm::dvec3 p = dvec(r.point);
  evidence::marker(out, p, kContactColor, 14);
  evidence::label(out, p, "triangle " + std::to_string(r.triangle) + ", t = " + why_number(r.t),
                  kContactColor, {10, 14});
  if (r.has_normal) {
    const auto c = corners<T>(mesh, r.triangle);
    const double size =
        std::max({glm::distance(c[0], c[1]), glm::distance(c[1], c[2]), glm::distance(c[2], c[0])});
    const glm::dvec3 tip = p + 0.6 * size * dvec(r.normal);
    evidence::arrow(out, p, tip, kMeasureColor);
    evidence::label(out, tip, "n", kMeasureColor);
  }
}

template <class T>
void explain_mesh_ray(const MeshRayHit<T>& r, const MeshData& mesh, const Ray<T>&, WhyRows& rows) {
  rows.push_back({WhyRowKind::step,
                  "mesh",
                  count(mesh.triangle_count(), "triangle", "triangles") + ": " +
                      std::to_string(r.tested.size()) + " tested, " + std::to_string(r.hit.size()) +
                      " hit, " + count(r.nodes_visited, "node", "nodes") +
                      " visited (nearest entry first), " + std::to_string(r.pruned.size()) +
                      " pruned",
                  {{"triangles", double(mesh.triangle_count())},
                   {"tested", double(r.tested.size())},
                   {"hit", double(r.hit.size())},
                   {"nodes_visited", double(r.nodes_visited)},
                   {"pruned", double(r.pruned.size())}}});
  pruning_rows(rows, double(r.margin), r.pruned,
               "nodes missed, or entered beyond the best hit:", r.tested);
  if (r.intersects) {
    std::vector<WhyNumber> numbers{{"triangle", double(r.triangle)},
                                   {"t", double(r.t)},
                                   {"x", double(r.point.x)},
                                   {"y", double(r.point.y)},
                                   {"z", double(r.point.z)}};
    rows.push_back({WhyRowKind::step, "first hit",
                    "triangle " + std::to_string(r.triangle) + " at t = " + why_number(r.t) +
                        ": o + t·d = " + why_vector(r.point) +
                        // + 0 writes a normal's −0 components as 0.
                        (r.has_normal ? ", n = " + why_vector(r.normal + Vec3<T>(0))
                                      : ", in the triangle's plane (no normal)"),
                    numbers});
    std::vector<WhyNumber> corner_numbers{{"triangle", double(r.triangle)}};
    const std::string text = corner_text<T>(mesh, r.triangle, corner_numbers);
    rows.push_back(
        {WhyRowKind::step, "triangle " + std::to_string(r.triangle), text, corner_numbers});
  }
  rows.push_back({WhyRowKind::step,
                  "decision",
                  r.intersects ? "the least t of the " + std::to_string(r.hit.size()) +
                                     " triangles hit (Möller–Trumbore) → hits"
                               : "no triangle tested is hit → misses",
                  {{"intersects", r.intersects ? 1.0 : 0.0}}});
  rows.push_back(
      tolerance_row(r.within_tolerance, 0, "the first hit's triangle test (its band in t)"));
}

template <class T>
void draw_mesh_mesh(const MeshMeshOverlap<T>& r, const MeshData& a, const MeshData& b,
                    const EvidenceStyle& style, DrawList& out) {
  // Each mesh's share of the pairs, each triangle and node once, in its operand's colour.
  std::set<std::uint32_t> pruned_a, pruned_b, tested_a, tested_b;
  for (const auto& p : r.pruned) {
    pruned_a.insert(p[0]);
    pruned_b.insert(p[1]);
  }
  for (const auto& p : r.tested) {
    tested_a.insert(p[0]);
    tested_b.insert(p[1]);
  }
  const auto dim = [](Color c) { return Color(c.r, c.g, c.b, 0.3f); };
  const std::vector<std::uint32_t> pa(pruned_a.begin(), pruned_a.end()),
      pb(pruned_b.begin(), pruned_b.end()), ta(tested_a.begin(), tested_a.end()),
      tb(tested_b.begin(), tested_b.end());
  pruned_boxes<T>(out, a, pa, dim(kOperandAColor));
  pruned_boxes<T>(out, b, pb, dim(kOperandBColor));
  tested_outlines<T>(out, a, ta, kOperandAColor);
  tested_outlines<T>(out, b, tb, kOperandBColor);
  std::set<std::uint32_t> hit_a, hit_b;
  for (const auto& p : r.hit) {
    if (hit_a.size() < kMeshEvidenceDrawn && hit_a.insert(p[0]).second)
      fill<T>(out, a, p[0], style);
    if (hit_b.size() < kMeshEvidenceDrawn && hit_b.insert(p[1]).second)
      fill<T>(out, b, p[1], style);
  }
  if (!r.hit.empty())
    evidence::label(out, centroid<T>(a, r.hit[0][0]),
                    "A " + std::to_string(r.hit[0][0]) + " × B " + std::to_string(r.hit[0][1]) +
                        " meet (" + count(r.hit.size(), "pair", "pairs") + ")",
                    kOverlapColor, {10, 14});
  else if (!r.tested.empty())
    evidence::label(out, centroid<T>(a, r.tested[0][0]),
                    count(r.tested.size(), "pair", "pairs") + " tested: none meets", kGapColor,
                    {10, 14});
}

template <class T>
void explain_mesh_mesh(const MeshMeshOverlap<T>& r, const MeshData& a, const MeshData& b,
                       WhyRows& rows) {
  rows.push_back({WhyRowKind::step,
                  "meshes",
                  "A " + count(a.triangle_count(), "triangle", "triangles") + ", B " +
                      count(b.triangle_count(), "triangle", "triangles") + ": " +
                      count(r.tested.size(), "triangle pair", "triangle pairs") + " tested, " +
                      std::to_string(r.hit.size()) + " hit, " +
                      count(r.node_pairs_visited, "node pair", "node pairs") + " visited, " +
                      std::to_string(r.pruned.size()) + " pruned",
                  {{"triangles_a", double(a.triangle_count())},
                   {"triangles_b", double(b.triangle_count())},
                   {"tested", double(r.tested.size())},
                   {"hit", double(r.hit.size())},
                   {"node_pairs_visited", double(r.node_pairs_visited)},
                   {"pruned", double(r.pruned.size())}}});
  const auto pairs = [](const std::vector<std::array<std::uint32_t, 2>>& list, const char* a_name,
                        const char* b_name) {
    std::string s;
    const std::size_t shown = std::min(list.size(), kMeshListed);
    for (std::size_t i = 0; i < shown; ++i)
      s += std::string(i ? ", " : "") + a_name + std::to_string(list[i][0]) + "×" + b_name +
           std::to_string(list[i][1]);
    if (list.empty()) return std::string("none");
    return s + (shown < list.size() ? ", … (" + std::to_string(list.size()) + " in all)"
                                    : " (" + std::to_string(list.size()) + ")");
  };
  rows.push_back({WhyRowKind::step,
                  "pruning",
                  "a pair of nodes is pruned when their boxes, grown by margin = " +
                      why_number(r.margin) + ", miss: no pair of their triangles is tested",
                  {{"margin", double(r.margin)}}});
  rows.push_back({WhyRowKind::step,
                  "pruned",
                  "node pairs " + pairs(r.pruned, "A", "B"),
                  {{"pruned", double(r.pruned.size())}}});
  rows.push_back({WhyRowKind::step,
                  "tested",
                  "triangle pairs " + pairs(r.tested, "A", "B"),
                  {{"tested", double(r.tested.size())}}});
  for (std::size_t i = 0; i < std::min(r.hit.size(), kMeshHitRows); ++i) {
    const auto& p = r.hit[i];
    std::vector<WhyNumber> numbers{{"a", double(p[0])}, {"b", double(p[1])}};
    const std::string ta = corner_text<T>(a, p[0], numbers, "A."),
                      tb = corner_text<T>(b, p[1], numbers, "B.");
    rows.push_back({WhyRowKind::step,
                    "hit A " + std::to_string(p[0]) + " × B " + std::to_string(p[1]),
                    "A " + ta + " meets B " + tb, numbers});
  }
  if (r.hit.size() > kMeshHitRows)
    rows.push_back(
        {WhyRowKind::step, "hit",
         "… and " + std::to_string(r.hit.size() - kMeshHitRows) + " more: " +
             pairs({r.hit.begin() + std::ptrdiff_t(kMeshHitRows), r.hit.end()}, "A", "B")});
  rows.push_back({WhyRowKind::step,
                  "decision",
                  r.intersects ? "A " + std::to_string(r.hit.front()[0]) + " meets B " +
                                     std::to_string(r.hit.front()[1]) + " (Möller) → intersects"
                               : "no pair of the " + std::to_string(r.tested.size()) +
                                     " tested meets, the rest pruned → apart",
                  {{"intersects", r.intersects ? 1.0 : 0.0}}});
  rows.push_back(
      tolerance_row(r.within_tolerance, 0, "each triangle pair's test with its contact band"));
}

#define COLLIDE_MESH_VISUALS(T)                                                                   \
  template void draw_mesh_overlap(const MeshOverlap<T>&, const MeshData&, const EvidenceStyle&,   \
                                  DrawList&);                                                     \
  template void explain_mesh_overlap(const MeshOverlap<T>&, const MeshData&, WhyRows&);           \
  template void draw_mesh_ray(const MeshRayHit<T>&, const MeshData&, const Ray<T>&,               \
                              const EvidenceStyle&, DrawList&);                                   \
  template void explain_mesh_ray(const MeshRayHit<T>&, const MeshData&, const Ray<T>&, WhyRows&); \
  template void draw_mesh_mesh(const MeshMeshOverlap<T>&, const MeshData&, const MeshData&,       \
                               const EvidenceStyle&, DrawList&);                                  \
  template void explain_mesh_mesh(const MeshMeshOverlap<T>&, const MeshData&, const MeshData&,    \
                                  WhyRows&);
COLLIDE_MESH_VISUALS(float)
COLLIDE_MESH_VISUALS(double)
#undef COLLIDE_MESH_VISUALS

}  // namespace collide::visual
