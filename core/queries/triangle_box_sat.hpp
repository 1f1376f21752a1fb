#pragma once
// Triangle–AABB and triangle–OBB by the separating-axis test on 13 axes (Ericson 5.2.9,
// Akenine-Möller's triangle–box test).
//
// A triangle and a box are disjoint iff some axis separates their projections; the candidates
// are the box's 3 face normals uⱼ, the triangle's normal n = (b − a) × (c − b), and the 9 cross
// products eᵢ × uⱼ of the triangle's edges e₀ = b − a, e₁ = c − b, e₂ = a − c with the box's
// axes. Along a unit axis L, in the box frame, the box projects to ±Σⱼ hⱼ·|uⱼ·L| and the
// triangle to [min, max] of its vertices' v·L.
//
// Axis order (the index used in the evidence):
//   0..2   face of the box j        (L = uⱼ)
//   3      the triangle's normal    (L = n / |n|)
//   4..12  edge eᵢ × uⱼ             index 4 + 3·i + j
// An axis whose unnormalised length is within Tolerances::sat_parallel of 0, relative to the
// edge lengths (an edge parallel to a box axis, a degenerate triangle's normal), is skipped and
// marked `degenerate`: the remaining axes then suffice (for parallel edges the face axes decide;
// a flat triangle is a segment or a point, and the box faces and its edge crosses decide).
//
// An axis separates iff its gap (the distance between the two intervals) is > band, the contact
// band of tolerances.hpp over the size of the box-frame coordinates; touching intersects.
#include <array>
#include <cstdint>

#include "../math/tolerances.hpp"
#include "../shapes/input_check.hpp"
#include "../shapes/shapes.hpp"

namespace collide {

inline constexpr int kTriangleBoxAxisCount = 13;

template <class T>
struct TriangleBoxAxis {
  Vec3<T> axis{};                        // unit, in world coordinates (0 when degenerate)
  bool degenerate = false;               // skipped: see above
  T triangle_min = 0, triangle_max = 0;  // the triangle's interval along the axis
  T box_min = 0, box_max = 0;            // the box's interval (center at 0)
  T gap = 0;                             // > 0: the intervals are apart by this much
  bool in_band = false;                  // |gap| <= band + input_band
};

template <class T>
struct TriangleBoxSat {
  InputCheck input;
  bool intersects = false;
  bool within_tolerance = false;  // a non-degenerate axis's |gap| <= band + input_band
  std::array<TriangleBoxAxis<T>, kTriangleBoxAxisCount> axes{};
  int separating_axis = -1;     // the first axis with gap > band (−1: intersecting)
  int least_overlap_axis = -1;  // intersecting: the axis of the least overlap
  T depth = 0;                  // intersecting: −gap on that axis
  T band = 0;
  // The inputs' rounding (tolerances.hpp; 0 unless rounded): how far it can move any axis' gap;
  // part of each axis' in_band (triangle_box_sat.cpp).
  T input_band = 0;
};

template <class T>
TriangleBoxSat<T> triangle_box_sat(const Triangle<T>& triangle, const Aabb<T>& box,
                                   const Tolerances<T>& tol = {});
template <class T>
TriangleBoxSat<T> triangle_box_sat(const Triangle<T>& triangle, const Obb<T>& box,
                                   const Tolerances<T>& tol = {});

}  // namespace collide
