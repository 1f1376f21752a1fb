#pragma once
// How a triangle mesh (core/shapes/triangle_mesh.hpp) is drawn: every triangle in the object's
// colour (the solid shader shades each by its normal, so a level's treads and risers read apart),
// and, in the outline, only its feature edges — where the surface folds (the two triangles' planes
// meet at more than kMeshCreaseDegrees), where it ends (an edge of one triangle), and where more
// than two triangles meet. A level's floor of 3,200 coplanar triangles is then its rim, not a
// wire grid, and a step is its twelve edges, each drawn once.
//
// A mesh never changes (an edit builds a new MeshData), so its feature edges are found once and
// kept while the mesh lives (mesh_feature_edges_of): a still frame of a 17,342-triangle level
// does not sort its 52,000 edges again.
#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "app/kinds/kind_drawing.hpp"
#include "core/shapes/triangle_mesh.hpp"

namespace collide {

// Two triangles sharing an edge fold there when their planes meet at more than this (a round
// pillar of 32 sides turns 11.25° from side to side: smooth; a step's riser 90°: a fold).
inline constexpr double kMeshCreaseDegrees = 20.0;

// An edge, as its two vertex indices (first < second).
using MeshEdge = std::array<std::uint32_t, 2>;

// The mesh's feature edges, each once, sorted. Orientation does not count (the planes' angle, not
// the normals': a triangle wound the other way round is still flat with its neighbour); an edge
// whose triangle is degenerate (no plane) is a feature; a degenerate edge (a repeated index) is
// none.
std::vector<MeshEdge> mesh_feature_edges(const MeshData& mesh);
// The same, found once per mesh while it lives (a few recent meshes are kept).
std::shared_ptr<const std::vector<MeshEdge>> mesh_feature_edges_of(
    const std::shared_ptr<const MeshData>& mesh);

// The mesh into Layer::scene: one triangle per triangle in s.color, and `edges` as lines in the
// outline (none when the outline is off).
void draw_mesh(const MeshData& mesh, std::span<const MeshEdge> edges, const ObjectStyle& s);

}  // namespace collide
