#pragma once
// The distance and closest points of any two shapes, in float or double: what the measuring tool
// shows, and the one distance query of the core. Each pair goes to the core query that already
// answers it, and only the plane's and the ray's reductions to a bounded problem live here:
//
//   a sphere or a capsule against a point, a segment, a triangle, a sphere or a capsule, where
//       closest_points.hpp has the pair: the closed form, the cores' closest points against the
//       radii, the depth r_a + r_b − d;
//   two bounded shapes: GJK, and EPA's depth when they meet (convex_proximity.hpp);
//   plane n·x = d and a bounded B: B spans [lo, hi] = [n·s(−n), n·s(n)] − d along n (s: B's
//       support); apart by lo > 0 (or −hi) at the support point and its foot on the plane;
//       straddling otherwise, depth min(−lo, hi);
//   ray o + t·u (t >= 0) and a bounded B: no point past t_max = max(0, u·(s(u) − o)/u·u) is
//       nearer (there the distance only grows: (o + t·u − x)·u >= u·u·(t − t_max) >= 0 for x
//       in B), so the ray is the segment [o, o + t_max·u], measured as a segment;
//   ray and ray, ray and plane: the ray casts' closest points and crossing (ray_cast.hpp);
//   plane and plane: plane_plane.hpp (meet in a line, or parallel |d₁ − σ·d₂| apart);
//   a triangle mesh and a bounded shape: mesh_distance (mesh_queries.hpp), through its
//       hierarchy; a mesh and a plane, a ray or a mesh: the least over its triangles. A mesh is
//       a surface: meeting it has no depth.
//
// The verdict of each answer is its query's, with its contact band: `intersecting` is the
// query's `intersects`, and the distance is then 0.
#include <string>
#include <string_view>

#include "../math/tolerances.hpp"
#include "../shapes/shape.hpp"

namespace collide {

template <class T>
struct ShapeDistance {
  bool valid = true;
  std::string problem;        // why not ("A: " or "B: " and the invalid input), when !valid
  bool intersecting = false;  // they meet (within the answering query's contact band)
  T distance = 0;             // between on_a and on_b when apart; 0 when intersecting
  Vec3<T> on_a{0}, on_b{0};   // the closest points (intersecting: the contact points)
  T depth = 0;                // intersecting: how deep (EPA, or the plane's straddle)
  bool has_depth = false;     // depth was measured (EPA ran, or a plane and a solid)
  // Apart by a mesh triangle's own test though GJK stalled on it (mesh_queries.hpp): distance 0
  // is then a lower bound of the distance, not the distance.
  bool undecided = false;
  std::string_view method;  // which query answered: "GJK", "GJK/EPA", "plane support", ...
};

// The distance between a and b, with the core's tolerances (or `tol`).
template <class T>
ShapeDistance<T> shape_distance(const Shape<T>& a, const Shape<T>& b,
                                const Tolerances<T>& tol = {});

// The distance between two points (the measuring tool's "between points").
template <class T>
ShapeDistance<T> point_distance(const Vec3<T>& a, const Vec3<T>& b);

}  // namespace collide
