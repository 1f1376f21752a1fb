#pragma once
// A convex hull's geometry, built once by Qhull (Debian's libqhull-dev, its reentrant C library
// libqhull_r) from a point set, and from then on immutable: every object and every shape that
// refers to the same hull shares one HullData through a std::shared_ptr<const HullData>, so a
// scene description stays a small fixed-size value however many points a hull has, and copying
// an object (undo, the posed scene, a million small objects) copies a pointer, not the points.
// An edit of the points builds a new HullData (copy on write); nothing ever changes one in place.
//
// Degenerate point sets are refused with the reason, before Qhull sees them: fewer than 4
// points, a NaN or infinite coordinate, more than kHullMaxPoints, all points coincident, all on
// one line, all on one plane (relative to the set's size, kHullFlatness). A hull is a solid:
// a flat point set has no volume, and is a triangle or a polygon, not a hull.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "../math/vec.hpp"
#include "problem.hpp"

namespace collide {

// The most points a hull may be built from: the support function scans every vertex (a linear
// scan; hill climbing over the hull's adjacency would lift this), so this caps a GJK step's cost.
inline constexpr std::size_t kHullMaxPoints = 4096;

// How thin, relative to the point set's size (the largest distance from its first point), a set
// may be before it counts as collinear or coplanar: far above double rounding (1e-16), so Qhull
// never meets a set it would call flat, and far below anything anyone draws on purpose.
inline constexpr double kHullFlatness = 1e-9;

// One face: a convex polygon, its vertices (indices into HullData::vertices) counter-clockwise
// seen from outside, on the plane normal·x = offset with the unit normal pointing out (inside:
// normal·x <= offset). Coplanar facets are merged, as Qhull's default for 3-d does (C-0): a cube
// has 6 square faces, not 12 triangles.
struct HullFace {
  std::uint32_t first = 0;  // the face's vertices are face_vertices[first, first + count)
  std::uint32_t count = 0;
  Vec3<double> normal{};
  double offset = 0;
};

struct HullData {
  std::vector<Vec3<double>> points;          // the set as given: what a file writes back
  std::vector<Vec3<double>> vertices;        // the hull's vertices, a subset of points
  std::vector<Vec3<float>> vertices_float;   // the same, rounded to float (the float queries')
  std::vector<std::uint32_t> vertex_points;  // vertices[i] is points[vertex_points[i]]
  std::vector<std::uint32_t> face_vertices;  // every face's vertex loop, face after face
  std::vector<HullFace> faces;
  Vec3<double> centroid{};  // the mean of the points: what rotate and scale turn about

  std::span<const std::uint32_t> face_loop(const HullFace& f) const {
    return {face_vertices.data() + f.first, f.count};
  }
  // Euler's formula for a convex polyhedron: V − E + F = 2.
  std::size_t edge_count() const { return vertices.size() + faces.size() - 2; }
};

// Why a point set makes no hull.
enum class HullRefusal : std::uint8_t {
  none,
  too_few_points,   // fewer than 4
  too_many_points,  // more than kHullMaxPoints
  non_finite,       // a NaN or infinite coordinate (HullBuild::point names which)
  coincident,       // every point the same
  collinear,        // every point on one line
  coplanar,         // every point on one plane
  qhull_failed,     // Qhull stopped with an error (HullBuild::message has its words)
  bad_transform,    // transformed(): a scale not > 0, or a NaN or infinite number
};

std::string_view describe(HullRefusal r);

// The hull, or why there is none.
struct HullBuild {
  std::shared_ptr<const HullData> hull;  // null when refused
  HullRefusal refusal = HullRefusal::none;
  std::size_t point = 0;  // non_finite: the index of the first point with a bad coordinate
  std::string message;    // a sentence for a person: the reason with the numbers that decided it
};

HullBuild build_convex_hull(std::span<const Vec3<double>> points);

// The hull turned by `rotation` (unit) and scaled by `scale` > 0 about its centroid, then moved by
// `translation`: p' = c + scale·R(p − c) + translation for every point. A rotation, a positive
// uniform scale and a move map a convex polyhedron's faces onto its image's (they keep angles and
// orientation), so Qhull does not run again: the points, the vertices and the normals are mapped,
// each face's offset is taken from its mapped vertices, and the face loops are kept. How the
// gizmo's move, rotate and scale edit a hull (a new HullData: the old one is shared, immutable).
HullBuild transformed(const HullData& hull, const Vec3<double>& translation,
                      const Quat<double>& rotation = Quat<double>(1, 0, 0, 0), double scale = 1);

// The query shape of a convex hull (the scene's kind "convex_hull"): the points offset + scale·v
// for v in the hull's vertices (in precision T: HullData::vertices or vertices_float) and their
// convex combinations. It borrows the HullData, which the scene's object owns (a raw pointer: a
// shape is a small value copied freely by the queries, and a shared_ptr's count would be touched
// on every copy); a scene object's shape has offset 0 and scale 1, and GJK re-centres and scales
// it (core/queries/gjk.cpp) by these two alone, as it moves a box's centre and scales its extents.
template <class T>
struct ConvexHull {
  const HullData* hull = nullptr;
  Vec3<T> offset{};
  T scale = 1;
};

// A hull shape is valid when it has its HullData (a built one is never degenerate) and a finite
// offset and positive scale.
template <class T>
Problem validate(const ConvexHull<T>& h) {
  if (!h.hull || !std::isfinite(h.offset.x) || !std::isfinite(h.offset.y) ||
      !std::isfinite(h.offset.z) || !std::isfinite(h.scale))
    return Problem::non_finite;
  return h.scale > T(0) ? Problem::none : Problem::negative_extent;
}

}  // namespace collide
