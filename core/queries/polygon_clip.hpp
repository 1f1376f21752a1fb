#pragma once
// One Sutherland–Hodgman step: the part of a convex polygon on the inner side of a plane, with
// what it cut kept as evidence. Every contact manifold clips with it: the box–box manifold
// (box_box_manifold.hpp) and the manifolds of other convex pairs (contact_manifold.hpp).
//
// A "polygon" of two points is a segment (one edge, not walked there and back): clipping a
// capsule's segment or a box's edge by a face's side planes is the same step.
#include <vector>

#include "../math/vec.hpp"

namespace collide {

// One clipping step of a polygon: the plane n·x <= offset, and what it did.
template <class T>
struct ClipStep {
  Vec3<T> normal{};  // unit, pointing out of the region kept
  T offset = 0;
  std::vector<Vec3<T>> kept;  // the polygon after this step
  std::vector<Vec3<T>> cut;   // the points of the polygon before it that lay outside
};

// The part of `polygon` (convex, in order; or a segment of 2 points, or 1 point) with
// n·x <= offset: walk the edges S→E, keep E when inside, add the crossing point where S and E lie
// on the two sides.
template <class T>
ClipStep<T> clip(const std::vector<Vec3<T>>& polygon, const Vec3<T>& n, T offset);

}  // namespace collide
