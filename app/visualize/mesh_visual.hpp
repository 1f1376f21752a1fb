#pragma once
// The evidence of a triangle mesh's tests (core/queries/mesh_queries.hpp), from the result and
// the mesh it was computed on: what the hierarchy did. The triangles TESTED are outlined, those
// that MET the other shape filled in the overlap's red, the nodes PRUNED (their boxes missed the
// other shape's bounds, their triangles never tested) drawn as dim boxes; the why rows count them
// against the mesh's size, list the pruned nodes and tested triangles, give each hit triangle's
// index and corners, the margin the boxes were grown by, and the decision. A ray: the triangle it
// first hits, its t, point and normal. Two meshes: the triangle pairs.
//
// The pair tests' visualizer rows (visual_families.hpp) call these with the mesh of their shapes.
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

#include "app/visualize/evidence_style.hpp"
#include "app/visualize/why_rows.hpp"
#include "core/queries/mesh_queries.hpp"
#include "render/draw_list.hpp"

namespace collide::visual {

// At most this many pruned boxes and tested triangles are drawn (a box the size of the level
// tests thousands); the rows give the full counts.
inline constexpr std::size_t kMeshEvidenceDrawn = 2000;
// At most this many items of a list (nodes, triangles) are written in a row, and this many hit
// triangles (or pairs) get a row of their own.
inline constexpr std::size_t kMeshListed = 24;
inline constexpr std::size_t kMeshHitRows = 12;
// A filled hit triangle lies on the mesh's own face: it is drawn this share of the way to the eye
// (where the style knows the camera), which keeps every pixel where it was and puts it in front
// of the face in the depth test.
inline constexpr double kMeshFillLift = 1e-3;
// Tested (outlined) and pruned (dim boxes) marks.
inline constexpr Color kMeshTestedColor{0.95f, 0.95f, 0.95f, 0.9f};
inline constexpr Color kMeshPrunedColor{0.60f, 0.66f, 0.80f, 0.35f};

// "3, 7, 12 (3)", or the first kMeshListed then "… (57 in all)".
std::string index_list(std::span<const std::uint32_t> indices);

template <class T>
void draw_mesh_overlap(const MeshOverlap<T>& r, const MeshData& mesh, const EvidenceStyle& style,
                       DrawList& out);
template <class T>
void explain_mesh_overlap(const MeshOverlap<T>& r, const MeshData& mesh, WhyRows& rows);

template <class T>
void draw_mesh_ray(const MeshRayHit<T>& r, const MeshData& mesh, const Ray<T>& ray,
                   const EvidenceStyle& style, DrawList& out);
template <class T>
void explain_mesh_ray(const MeshRayHit<T>& r, const MeshData& mesh, const Ray<T>& ray,
                      WhyRows& rows);

template <class T>
void draw_mesh_mesh(const MeshMeshOverlap<T>& r, const MeshData& a, const MeshData& b,
                    const EvidenceStyle& style, DrawList& out);
template <class T>
void explain_mesh_mesh(const MeshMeshOverlap<T>& r, const MeshData& a, const MeshData& b,
                       WhyRows& rows);

}  // namespace collide::visual
