#include "app/kinds/mesh_drawing.hpp"

#include <algorithm>
#include <cmath>
#include <mutex>
#include <numbers>

#include <glm/geometric.hpp>

namespace collide {

namespace {

// A triangle's unit normal, or zero for a degenerate one.
glm::dvec3 unit_normal(const MeshData& m, const std::array<std::uint32_t, 3>& t) {
  const glm::dvec3 n =
      glm::cross(m.vertices[t[1]] - m.vertices[t[0]], m.vertices[t[2]] - m.vertices[t[0]]);
  const double len = glm::length(n);
  return len > 0 ? n / len : glm::dvec3(0);
}

}  // namespace

std::vector<MeshEdge> mesh_feature_edges(const MeshData& mesh) {
  // Every triangle's three edges keyed by (low vertex, high vertex), sorted so the triangles
  // sharing an edge come together: n log n over 3n entries, with no hash table.
  struct Side {
    MeshEdge edge;
    std::uint32_t triangle;
  };
  std::vector<Side> sides;
  sides.reserve(3 * mesh.triangles.size());
  for (std::uint32_t k = 0; k < mesh.triangles.size(); ++k) {
    const auto& t = mesh.triangles[k];
    for (int i = 0; i < 3; ++i) {
      const std::uint32_t a = t[std::size_t(i)], b = t[std::size_t((i + 1) % 3)];
      if (a != b) sides.push_back({{std::min(a, b), std::max(a, b)}, k});
    }
  }
  std::sort(sides.begin(), sides.end(),
            [](const Side& x, const Side& y) { return x.edge < y.edge; });

  // |n₁·n₂| ≥ cos θ: the two planes meet at θ or less (either winding).
  const double smooth = std::cos(kMeshCreaseDegrees * std::numbers::pi / 180.0);
  std::vector<MeshEdge> edges;
  for (std::size_t i = 0; i < sides.size();) {
    std::size_t j = i + 1;
    while (j < sides.size() && sides[j].edge == sides[i].edge)
      ++j;
    bool feature = j - i != 2;  // an open edge, or one of three or more triangles
    if (!feature) {
      const glm::dvec3 n1 = unit_normal(mesh, mesh.triangles[sides[i].triangle]);
      const glm::dvec3 n2 = unit_normal(mesh, mesh.triangles[sides[i + 1].triangle]);
      const bool flat = n1 != glm::dvec3(0) && n2 != glm::dvec3(0);
      feature = !flat || std::abs(glm::dot(n1, n2)) < smooth;
    }
    if (feature) edges.push_back(sides[i].edge);
    i = j;
  }
  return edges;
}

std::shared_ptr<const std::vector<MeshEdge>> mesh_feature_edges_of(
    const std::shared_ptr<const MeshData>& mesh) {
  // A few recent meshes, each known by its owner (a weak pointer: a mesh that died and a new one
  // built at its address are told apart), the least recently used replaced. The view draws from
  // one thread, `render` too; the lock keeps it right if a loader thread ever draws.
  struct Entry {
    std::weak_ptr<const MeshData> mesh;
    const MeshData* data = nullptr;  // an aliasing pointer's, beside its owner
    std::shared_ptr<const std::vector<MeshEdge>> edges;
    unsigned long long used = 0;
  };
  static std::mutex lock;
  static std::array<Entry, 8> entries;
  static unsigned long long clock = 0;
  if (!mesh) return std::make_shared<const std::vector<MeshEdge>>();
  const std::lock_guard<std::mutex> hold(lock);
  ++clock;
  for (Entry& e : entries)
    if (e.data == mesh.get() && !e.mesh.owner_before(mesh) && !mesh.owner_before(e.mesh) &&
        !e.mesh.expired()) {
      e.used = clock;
      return e.edges;
    }
  Entry& oldest = *std::min_element(entries.begin(), entries.end(),
                                    [](const auto& x, const auto& y) { return x.used < y.used; });
  oldest = {mesh, mesh.get(),
            std::make_shared<const std::vector<MeshEdge>>(mesh_feature_edges(*mesh)), clock};
  return oldest.edges;
}

void draw_mesh(const MeshData& mesh, std::span<const MeshEdge> edges, const ObjectStyle& s) {
  for (const auto& t : mesh.triangles)
    s.list.triangle(Layer::scene,
                    {mesh.vertices[t[0]], mesh.vertices[t[1]], mesh.vertices[t[2]], s.color});
  if (s.width <= 0) return;  // outlines off
  for (const MeshEdge& e : edges)
    kinds::line(s, mesh.vertices[e[0]], mesh.vertices[e[1]], s.outline, s.width);
}

}  // namespace collide
