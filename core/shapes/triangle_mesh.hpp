#pragma once
// A triangle mesh's geometry: vertices, triangles (three vertex indices each) and a bounding-volume
// hierarchy over the triangles, built once and from then on immutable. As a convex hull's
// (convex_hull.hpp), every object and shape that refers to the same mesh shares one MeshData
// through a std::shared_ptr<const MeshData>, so a scene description stays a small fixed-size value
// however many triangles a level has; an edit builds a new MeshData (copy on write).
//
// The mesh is a set of triangles, not a solid: a point inside a closed mesh does not meet it.
// Degenerate triangles (a repeated index, three points on a line) are kept: a flat triangle is
// still a valid set (shapes.hpp), a segment or a point.
//
// The hierarchy is an AABB tree (a "BVH"): each node's box holds its triangles; a leaf holds at
// most kBvhLeafSize of them (more only when their centroids coincide), an inner node two children.
// It is built by the surface area heuristic over binned centroids (SAH, the default) or by
// splitting at the median centroid along the widest axis; measured on assets/meshes/level.obj
// against a mesh–box workload (assets/help/triangle-meshes.md), SAH visits fewer nodes and tests
// fewer triangles. `transformed` (the gizmo's move, turn and scale) maps the vertices and refits
// the boxes on the same tree: no new build while a mesh is dragged.
#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "../math/vec.hpp"
#include "problem.hpp"
#include "shapes.hpp"

namespace collide {

// The most triangles and vertices a mesh may have: indices are 32-bit, and a scene holds its
// meshes in memory (a million triangles is about 100 MB with the hierarchy).
inline constexpr std::size_t kMeshMaxTriangles = 1'000'000;
inline constexpr std::size_t kMeshMaxVertices = 3'000'000;
// The most triangles a leaf holds (unless their centroids coincide: no split can part them).
inline constexpr std::uint32_t kBvhLeafSize = 4;
// How deep the SAH build may go before it splits at the median (which halves every time), so a
// traversal's stack of kBvhStackSize always suffices: 48 + log2(kMeshMaxTriangles) + 1 < 80.
inline constexpr int kBvhSahDepth = 48;
inline constexpr int kBvhStackSize = 80;

enum class BvhSplit : std::uint8_t { sah, median };
std::string_view name_of(BvhSplit s);

// One node of the hierarchy. A leaf (count > 0) holds the triangles order[first, first + count);
// an inner node (count == 0) has its children at nodes[first] and nodes[first + 1]. Node 0 is the
// root.
struct BvhNode {
  std::uint32_t first = 0;
  std::uint32_t count = 0;
  bool leaf() const { return count > 0; }
};

struct MeshData {
  std::vector<Vec3<double>> vertices;       // as given (a file's, or a transform's image)
  std::vector<Vec3<float>> vertices_float;  // the same, rounded to float (the float queries')
  std::vector<std::array<std::uint32_t, 3>> triangles;  // vertex indices, as given
  std::vector<BvhNode> nodes;                           // the hierarchy, root first
  std::vector<Aabb<double>> boxes;                      // boxes[i]: node i's box over `vertices`
  std::vector<Aabb<float>> boxes_float;  // the same over `vertices_float` (exact min/max)
  std::vector<std::uint32_t> order;      // the leaves' triangles: indices into `triangles`
  Vec3<double> centroid{};               // the mean of the vertices: what turn and scale use
  BvhSplit split = BvhSplit::sah;

  std::size_t triangle_count() const { return triangles.size(); }
  template <class T>
  Triangle<T> triangle(std::uint32_t k) const;
  template <class T>
  std::span<const Aabb<T>> node_boxes() const {
    if constexpr (std::is_same_v<T, float>)
      return boxes_float;
    else
      return boxes;
  }
  // The deepest leaf's depth (the root's is 0).
  int depth() const;
};

template <class T>
Triangle<T> MeshData::triangle(std::uint32_t k) const {
  const std::array<std::uint32_t, 3>& t = triangles[k];
  if constexpr (std::is_same_v<T, float>)
    return {vertices_float[t[0]], vertices_float[t[1]], vertices_float[t[2]]};
  else
    return {vertices[t[0]], vertices[t[1]], vertices[t[2]]};
}

// Why vertices and triangles make no mesh.
enum class MeshRefusal : std::uint8_t {
  none,
  no_triangles,
  too_many_triangles,  // more than kMeshMaxTriangles
  too_many_vertices,   // more than kMeshMaxVertices
  index_out_of_range,  // a triangle names a vertex that is not there (MeshBuild::index: which)
  non_finite,          // a vertex has a NaN or infinite coordinate (MeshBuild::index: which)
  bad_transform,       // transformed(): a scale not > 0, or a NaN or infinite number
};
std::string_view describe(MeshRefusal r);

// The mesh, or why there is none.
struct MeshBuild {
  std::shared_ptr<const MeshData> mesh;  // null when refused
  MeshRefusal refusal = MeshRefusal::none;
  std::size_t index = 0;  // index_out_of_range: the triangle; non_finite: the vertex
  std::string message;    // a sentence for a person: the reason, with the triangle or vertex
};

MeshBuild build_triangle_mesh(std::span<const Vec3<double>> vertices,
                              std::span<const std::array<std::uint32_t, 3>> triangles,
                              BvhSplit split = BvhSplit::sah);

// The mesh turned by `rotation` (unit) and scaled by `scale` > 0 about its centroid, then moved by
// `translation`: p' = p + translation + (scale·R(p − c) − (p − c)), so a move alone moves every
// vertex by exactly the move. The triangles and the hierarchy's tree are kept and its boxes refit
// to the new vertices (a turn may loosen them, never make them wrong).
MeshBuild transformed(const MeshData& mesh, const Vec3<double>& translation,
                      const Quat<double>& rotation = Quat<double>(1, 0, 0, 0), double scale = 1);

// The query shape of a triangle mesh (the scene's kind "mesh"): the set of its triangles, in
// precision T (MeshData::vertices or vertices_float). It borrows the MeshData, which the scene's
// object owns (a raw pointer, as ConvexHull<T> borrows its HullData: a shape is a small value the
// queries copy freely); the mesh is already in world space, so the shape has no pose of its own.
// Not convex: it has no support function, and meets other shapes through its hierarchy
// (core/queries/mesh_queries.hpp).
template <class T>
struct TriangleMesh {
  const MeshData* mesh = nullptr;
};

// A mesh shape is valid when it has its MeshData (a built one has only finite vertices).
template <class T>
Problem validate(const TriangleMesh<T>& m) {
  return m.mesh ? Problem::none : Problem::non_finite;
}

}  // namespace collide
