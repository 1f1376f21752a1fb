#pragma once
// A segment against a box (AABB or OBB) by slabs, and against a triangle by its plane crossing
// and, on the boundary, by distance. (Segment–segment and segment–sphere are closest-point
// queries: closest_points.hpp.)
#include <array>
#include <cstdint>
#include <string_view>

#include "../math/tolerances.hpp"
#include "../shapes/input_check.hpp"
#include "../shapes/shapes.hpp"
#include "closest_points.hpp"

namespace collide {

// Where the segment p + t·d is inside one slab −eᵢ <= xᵢ <= eᵢ of the box (box frame).
template <class T>
struct Slab {
  T enter = 0, exit = 1;  // t interval inside the slab (unclamped)
  bool parallel = false;  // |dᵢ| within rounding of 0: inside for all t or for none
  bool outside = false;   // parallel and off the slab: the segment misses
  T band = 0;             // the rounding of enter and exit, in t
};

// Slabs (Ericson 5.3.3): in the box frame the segment is inside slab i for t between
// (±eᵢ − pᵢ)/dᵢ; it meets the box iff [max enter, min exit] ∩ [0, 1] is not empty.
template <class T>
struct SegmentBoxSlabs {
  InputCheck input;
  bool intersects = false;
  bool within_tolerance = false;   // |t_enter − t_exit| <= band when they cross, or a parallel
                                   // slab decided within its band
  std::array<Slab<T>, 3> slabs{};  // along the box's axes (x, y, z for an AABB)
  T t_enter = 0, t_exit = 1;       // max(0, enters), min(1, exits): a hit iff t_enter <= t_exit
  int enter_axis = -1, exit_axis = -1;  // the slab that sets each (−1: the segment's own end)
  Vec3<T> enter_point{}, exit_point{};  // a + t·(b − a) at t_enter and t_exit (hits only)
  T band = 0;                           // in t: the two deciding slabs' bands
  // The inputs' rounding (tolerances.hpp; 0 unless rounded), in distance: how far it can move
  // any point of either. within_tolerance also when the verdict on the box grown by it differs
  // from the verdict on the box shrunk by it (segment_queries.cpp).
  T input_band = 0;
};

enum class SegmentTriangleKind : std::uint8_t {
  crosses_face,  // crosses the triangle's plane inside its face
  meets,         // meets it otherwise: an end on it, in its plane, across an edge or a vertex
  misses,
};
constexpr std::string_view name_of(SegmentTriangleKind k) {
  constexpr std::string_view names[] = {"crosses face", "meets", "misses"};
  return names[static_cast<std::uint8_t>(k)];
}

// With dₐ, d_b the ends' signed distances from the plane of the triangle, a segment whose ends
// are strictly on both sides crosses it at t = dₐ / (dₐ − d_b); the crossing hits iff its
// barycentrics are all >= 0. Otherwise the segment and the triangle are apart by the least
// of: its ends to the triangle, and the segment to the three edges; they meet iff that
// distance is within the band (touching, coplanar overlap, degenerate triangles).
template <class T>
struct SegmentTriangleHit {
  InputCheck input;
  SegmentTriangleKind kind = SegmentTriangleKind::misses;
  bool intersects = false;
  bool within_tolerance = false;     // decided by a distance within the band
  T t = 0;                           // along the segment: the crossing, else the closest point's
  Vec3<T> point{};                   // on the triangle: the hit, else its point nearest the segment
  Vec3<T> barycentric{};             // of `point`
  T distance_a = 0, distance_b = 0;  // the ends' signed distances from the plane (0 if flat)
  T distance = 0;                    // segment to triangle (0 when it crosses the face)
  T band = 0;
  // The inputs' rounding (tolerances.hpp; 0 unless rounded): how far it can move `distance`,
  // or the depth of a crossing (its shortest separating move over the 4 axes n, s × eᵢ); either
  // within band + input_band is within_tolerance.
  T input_band = 0;
};

template <class T>
SegmentBoxSlabs<T> segment_box_slabs(const Segment<T>& segment, const Aabb<T>& box,
                                     const Tolerances<T>& tol = {});
template <class T>
SegmentBoxSlabs<T> segment_box_slabs(const Segment<T>& segment, const Obb<T>& box,
                                     const Tolerances<T>& tol = {});
template <class T>
SegmentTriangleHit<T> segment_triangle_hit(const Segment<T>& segment, const Triangle<T>& triangle,
                                           const Tolerances<T>& tol = {});

// How deep a segment that crosses a triangle is in it: the shortest move that separates their
// projections along the 4 axes that can separate them, the triangle's normal and s × eᵢ (the face
// normals of their Minkowski difference: its penetration depth). For the input band of
// segment–triangle and ray–triangle.
template <class T>
T segment_triangle_depth(const Segment<T>& segment, const Triangle<T>& triangle);

}  // namespace collide
