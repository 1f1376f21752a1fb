#pragma once
// Point and sphere against a box (AABB or OBB) by the box's closest point, and AABB against
// AABB by the overlap of their intervals on each axis.
#include "../math/tolerances.hpp"
#include "../shapes/input_check.hpp"
#include "../shapes/shapes.hpp"

namespace collide {

// The box's point nearest to a point (or to a sphere's center), found by clamping the point to
// the box in the box's frame: qᵢ = clamp(pᵢ, −eᵢ, eᵢ). The point meets the box iff q = p, and a
// sphere meets it iff |p − q| <= r.
template <class T>
struct BoxClosestPoint {
  InputCheck input;
  bool intersects = false;
  // |gap| <= band + input_band (point–AABB, exact on its operands: only for input_band)
  bool within_tolerance = false;
  Vec3<T> closest{};         // the clamped point, in world coordinates
  Vec3<T> closest_in_box{};  // the same, as offsets from the box center along its axes
  // From the point (or sphere center) to the box: |p − q| outside; inside, minus the distance
  // to the nearest face (the depth), so that it is continuous across the surface.
  T signed_distance = 0;
  T radius = 0;      // 0 for a point
  T gap = 0;         // signed_distance − radius: > 0 is apart
  T band = 0;        // the contact band the gap was compared with (tolerances.hpp)
  T input_band = 0;  // the inputs' rounding (tolerances.hpp; 0 unless rounded)
};

// Two AABBs overlap iff their intervals overlap on every axis:
// max(a.minᵢ, b.minᵢ) <= min(a.maxᵢ, b.maxᵢ) for i = x, y, z. Comparisons only, so exact on its
// operands; only the rounding of the operands themselves (input_band) can flip it.
template <class T>
struct AabbOverlap {
  InputCheck input;
  bool intersects = false;
  // |max gapᵢ| <= input_band: the rounding of the inputs could have flipped the verdict (never
  // when the operands are the numbers judged: the test is exact).
  bool within_tolerance = false;
  // The overlap of the two intervals on each axis, [overlap_min, overlap_max]; on an axis
  // where they do not overlap overlap_min > overlap_max.
  Vec3<T> overlap_min{}, overlap_max{};
  // overlap_min − overlap_max per axis: > 0 is the distance between the boxes along that
  // axis, <= 0 minus the width of the overlap (0: the faces touch).
  Vec3<T> gap{};
  int separating_axis = -1;  // the first of x, y, z (0, 1, 2) that separates; −1 if none
  T input_band = 0;          // the inputs' rounding (tolerances.hpp; 0 unless rounded)
};

template <class T>
BoxClosestPoint<T> box_closest_point(const Point<T>& point, const Aabb<T>& box,
                                     const Tolerances<T>& tol = {});
template <class T>
BoxClosestPoint<T> box_closest_point(const Point<T>& point, const Obb<T>& box,
                                     const Tolerances<T>& tol = {});
template <class T>
BoxClosestPoint<T> box_closest_point(const Sphere<T>& sphere, const Aabb<T>& box,
                                     const Tolerances<T>& tol = {});
template <class T>
BoxClosestPoint<T> box_closest_point(const Sphere<T>& sphere, const Obb<T>& box,
                                     const Tolerances<T>& tol = {});

template <class T>
AabbOverlap<T> aabb_overlap(const Aabb<T>& a, const Aabb<T>& b, const Tolerances<T>& tol = {});

}  // namespace collide
