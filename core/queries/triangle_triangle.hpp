#pragma once
// Triangle–triangle by Möller's interval test ("A fast triangle-triangle intersection test",
// 1997; Ericson 5.2.x), with coplanar and degenerate triangles handled by distance.
//
// 1. Each triangle against the other's plane: if the three signed distances of a's vertices
//    from b's plane are all > band (or all < −band), that plane separates them; likewise for b.
// 2. Otherwise each triangle cuts the other's plane in a segment (its vertices on the plane and
//    the crossings of its edges with strictly opposite ends), and both segments lie on the line
//    where the planes meet, of direction D = n_a × n_b. They intersect iff the two intervals of
//    the segments along D overlap: max(lo) − min(hi) <= band; the overlap is the shared segment.
//    Their ends are as accurate as the crossings: a distance off by the band moves an edge's
//    crossing by band/|dⱼ − dᵢ| of the edge, a lot for an edge nearly level with the other
//    plane; a gap within the band plus that error is within_tolerance.
// 3. Coplanar triangles (either's distances all within the band of the other's plane, judged
//    both ways since either normal may round worse, or the planes parallel to sat_parallel),
//    and degenerate ones (no normal), are decided by distance: two triangles
//    that do not meet are apart by the least of the 9 edge–edge and 6 vertex–triangle
//    distances, and an edge of one crosses the other's face iff they meet across it.
#include <array>
#include <cstdint>
#include <string_view>

#include "../math/tolerances.hpp"
#include "../shapes/input_check.hpp"
#include "../shapes/shapes.hpp"

namespace collide {

enum class TriangleTriangleKind : std::uint8_t {
  apart_by_plane_b,   // a lies strictly on one side of b's plane
  apart_by_plane_a,   // b lies strictly on one side of a's plane
  intervals_apart,    // both cut the line of the planes, in intervals that do not meet
  intervals_overlap,  // their intervals on that line overlap: they meet along a segment
  coplanar,           // one in the band of the other's plane, or degenerate: by distance
};
constexpr std::string_view name_of(TriangleTriangleKind k) {
  constexpr std::string_view names[] = {"apart by plane b", "apart by plane a", "intervals apart",
                                        "intervals overlap", "coplanar"};
  return names[static_cast<std::uint8_t>(k)];
}

template <class T>
struct TriangleTriangle {
  InputCheck input;
  TriangleTriangleKind kind = TriangleTriangleKind::apart_by_plane_b;
  bool intersects = false;
  bool within_tolerance = false;   // the deciding gap or distance within the band (intervals:
                                   // plus the cuts' error; rounded inputs: plus input_band)
  std::array<T, 3> distances_a{};  // a's vertices from b's plane (0 if b is degenerate)
  std::array<T, 3> distances_b{};  // b's vertices from a's plane
  Vec3<T> line_direction{};        // unit D (intervals_*)
  std::array<T, 2> interval_a{}, interval_b{};  // along D, from the origin (intervals_*)
  std::array<Vec3<T>, 2> shared{};              // intervals_overlap: the segment they share
  T gap = 0;  // intervals: max(lo) − min(hi); coplanar: the distance
  T band = 0;
  // The inputs' rounding (tolerances.hpp; 0 unless rounded): how far it can move the triangles'
  // distance (apart) or depth (meeting, the shortest separating move over the 11 axes); either
  // within band + input_band is within_tolerance (triangle_triangle.cpp).
  T input_band = 0;
};

template <class T>
TriangleTriangle<T> triangle_triangle(const Triangle<T>& a, const Triangle<T>& b,
                                      const Tolerances<T>& tol = {});

}  // namespace collide
