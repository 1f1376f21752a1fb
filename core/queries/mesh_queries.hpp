#pragma once
// A triangle mesh (core/shapes/triangle_mesh.hpp) against another shape, through its hierarchy,
// in either precision (the float queries read the mesh's float vertices and boxes):
//
//   mesh_overlap      against every bounded kind (sphere, OBB, AABB, capsule, cylinder, ellipsoid,
//                     triangle, segment, point, and any shape with a support function) and a plane:
//                     whether any triangle meets it;
//   mesh_ray_cast     a ray's first hit;
//   mesh_mesh_overlap two meshes, both hierarchies descended together, triangle against triangle;
//   mesh_distance     how far the nearest triangle is (for time of impact).
//
// The descent: a node whose box, grown by `margin`, the other shape's bounds miss (its AABB from
// its support function; an OBB's own three axes too; a sphere by its center's distance to the
// box; a plane by the box's extent along its normal) is pruned, none of its triangles tested.
// margin covers the widest contact band any per-triangle test uses (tolerances.hpp: the band is
// relative to the coordinates' size, so a margin of 32 bands of the largest coordinate does), so
// pruning never drops a triangle the test would call touching: the verdict is the brute force's
// over every triangle (tests/core/queries/mesh_queries_test.cpp checks it).
//
// Each triangle left is tested by the core's own test for a triangle and that kind:
//   sphere, point        closest_points (the triangle's closest point, Ericson 5.1.5)
//   OBB, AABB            triangle_box_sat (13 axes)
//   segment              segment_triangle_hit;  capsule: its distance against the radius
//   triangle             triangle_triangle (Möller)
//   plane                triangle_plane_cut
//   cylinder, ellipsoid, and any other shape with a support function: GJK (gjk_distance)
// The mesh meets the shape iff some triangle does; the evidence lists the triangles tested, those
// that met it, and the nodes pruned, in the order met (the Why panel names them).
#include <array>
#include <cstdint>
#include <vector>

#include "../math/tolerances.hpp"
#include "../shapes/input_check.hpp"
#include "../shapes/shape.hpp"
#include "../shapes/triangle_mesh.hpp"
#include "support.hpp"

namespace collide {

// Whether a query goes on after the first triangle that meets: every hit for the evidence (the
// default), or the verdict only, as FCL's collide() with one contact asked for.
enum class MeshStop : std::uint8_t { all_hits, first_hit };

template <class T>
struct MeshOverlap {
  InputCheck input;  // the other shape's problem (a built mesh is always valid): operand b
  bool intersects = false;
  // Some tested triangle's verdict was decided inside its test's band, and no triangle met the
  // shape outside its band: the mesh's verdict could flip with the rounding.
  bool within_tolerance = false;
  std::vector<std::uint32_t> tested;  // triangles (indices into MeshData::triangles) tested
  std::vector<std::uint32_t> hit;     // those of them that meet the shape, in the same order
  std::vector<std::uint32_t> pruned;  // nodes whose box missed: their triangles never tested
  std::uint32_t nodes_visited = 0;
  T margin = 0;  // how much every node's box was grown before it was compared (world units)
};

// A bounded kind (sphere, OBB, AABB, capsule, cylinder, ellipsoid, triangle, segment, point, and
// any other with a support function: a moving sphere's sweep, a registered convex kind).
template <template <class> class S, class T>
requires HasSupport<S<T>, T> MeshOverlap<T> mesh_overlap(const MeshData& mesh, const S<T>& s,
                                                         const Tolerances<T>& tol = {},
                                                         MeshStop stop = MeshStop::all_hits);
template <class T>
MeshOverlap<T> mesh_overlap(const MeshData& mesh, const Plane<T>& s, const Tolerances<T>& tol = {},
                            MeshStop stop = MeshStop::all_hits);
// Any shape: the overloads above by its kind, a ray by mesh_ray_cast.
template <class T>
MeshOverlap<T> mesh_overlap(const MeshData& mesh, const Shape<T>& s, const Tolerances<T>& tol = {},
                            MeshStop stop = MeshStop::all_hits);

// A ray's first hit: the nodes met in order of their entry t, a node pruned when the ray misses
// its box or enters it beyond the best hit so far; each triangle by ray_cast (Möller–Trumbore).
template <class T>
struct MeshRayHit {
  InputCheck input;
  bool intersects = false;
  bool within_tolerance = false;  // the first hit's triangle test decided within its band
  std::uint32_t triangle = 0;     // the triangle first hit
  T t = 0;                        // its entry t (units of the ray's direction)
  Vec3<T> point{};                // origin + t·direction
  bool has_normal = false;        // false when the ray lies in the triangle's plane
  Vec3<T> normal{};               // the triangle's unit normal facing the ray's origin
  std::vector<std::uint32_t> tested, hit, pruned;  // as MeshOverlap's (hit: tested and met)
  std::uint32_t nodes_visited = 0;
  T margin = 0;
};
template <class T>
MeshRayHit<T> mesh_ray_cast(const MeshData& mesh, const Ray<T>& ray, const Tolerances<T>& tol = {});

// Two meshes: node pairs whose boxes (grown by margin) overlap are descended, the larger box
// split first; each leaf pair's triangles by triangle_triangle.
template <class T>
struct MeshMeshOverlap {
  InputCheck input;  // always valid (two built meshes): as every pair result has one
  bool intersects = false;
  bool within_tolerance = false;
  std::vector<std::array<std::uint32_t, 2>> tested;  // (triangle of a, triangle of b) tested
  std::vector<std::array<std::uint32_t, 2>> hit;     // those that meet
  std::vector<std::array<std::uint32_t, 2>> pruned;  // (node of a, node of b) whose boxes missed
  std::uint32_t node_pairs_visited = 0;
  T margin = 0;
};
template <class T>
MeshMeshOverlap<T> mesh_mesh_overlap(const MeshData& a, const MeshData& b,
                                     const Tolerances<T>& tol = {},
                                     MeshStop stop = MeshStop::all_hits);

// The distance from the mesh to a bounded shape: the least over triangles of shape_distance's
// (a closed form for a point, sphere or capsule, GJK for the others), nodes visited nearest box
// first and pruned when their box is further from the shape's bounds than the best distance so
// far (boxes hold their triangles, bounds the shape: no triangle in a pruned node is nearer).
// Stops at the first triangle the shape meets (distance 0). A triangle that shape_distance calls
// touching is confirmed by mesh_overlap's test for it: GJK can stop without progress and call an
// apart pair touching (float runs against a triangle, up to about 6e-4 apart on the level's
// coordinates: tests/core/queries/mesh_fcl_test.cpp), and when the triangle's own test (for a box,
// the exact SAT) finds them apart, or is GJK itself and stopped the same way (a cylinder, an
// ellipsoid, a hull), the answer is `undecided`: distance 0, a lower bound (what time of impact's
// conservative advancement may safely use), not the distance.
template <class T>
struct MeshDistance {
  InputCheck input;
  bool supported = true;  // false for a ray or a plane (unbounded: no bounds to prune with), a mesh
  bool intersecting = false;
  bool undecided = false;      // see above: distance 0 is a lower bound
  T distance = 0;              // 0 when intersecting or undecided
  std::uint32_t triangle = 0;  // the nearest triangle (or the first that meets)
  Vec3<T> on_mesh{}, on_shape{};
  std::vector<std::uint32_t> tested, pruned;
  std::uint32_t nodes_visited = 0;
};
template <class T>
MeshDistance<T> mesh_distance(const MeshData& mesh, const Shape<T>& s,
                              const Tolerances<T>& tol = {});

}  // namespace collide
