#pragma once
// The contact manifold of two intersecting boxes, as engines make it (Box2D, Bullet's
// btBoxBoxDetector after ODE's dBoxBox, Jolt), with every step kept as evidence.
//
// 1. The axis of least penetration among the SAT's 15 (obb_sat.hpp's order), overlap
//    o = r_A + r_B − |(c_B − c_A)·L|: the least among the 6 faces, unless the least among the 9
//    edges is less by the factor 1.05 (faces give stable manifolds: a near-tie must not flip a
//    resting box to one point; Bullet's factor). Ties go to the first in order. The normal n is
//    that axis turned from A towards B; depth = o.
// 2. A face axis: that box's face towards the other is the reference face; the other box's face
//    most against it (largest |uⱼ·n|) is the incident face. The incident face's 4 corners are
//    clipped by the reference face's 4 side planes (Sutherland–Hodgman: walk the polygon's edges,
//    keep the inside ends, add the crossing points), then the points not below the reference
//    face (its plane: n_ref·x <= n_ref·f) are dropped, with no crossing points added (where the
//    incident face rises out of the reference plane is not a contact); each kept point's depth
//    is how far below.
// 3. An edge axis (Aᵢ×Bⱼ): one point, where the two supporting edges (A's edge along Aᵢ furthest
//    along n, B's along Bⱼ furthest along −n) come closest; depth = o.
//
// Every point is on B's surface (as Bullet reports them): the matching point on A is
// point + depth·n. All clipped points are kept (up to 8; an engine keeps 4 of them: the deepest
// and those spanning the largest area), so the polygon they span is the whole contact region.
#include <array>
#include <cstdint>
#include <vector>

#include "../math/tolerances.hpp"
#include "../shapes/shapes.hpp"
#include "obb_sat.hpp"
#include "polygon_clip.hpp"

namespace collide {

template <class T>
struct ContactPoint {
  Vec3<T> point{};  // on B's surface
  T depth = 0;      // along the normal: the point on A is point + depth·normal
};

enum class ManifoldFeature : std::uint8_t {
  none,       // not intersecting
  face_a,     // reference face on A, incident face on B
  face_b,     // reference face on B, incident face on A
  edge_edge,  // an edge of A against an edge of B: one point
};

template <class T>
struct BoxBoxManifold {
  bool intersecting = false;
  ManifoldFeature feature = ManifoldFeature::none;
  int axis = -1;     // the deciding SAT axis (0–2 A's faces, 3–5 B's, 6 + 3i + j edges)
  Vec3<T> normal{};  // unit, from A towards B
  T depth = 0;       // the deciding axis' overlap
  std::vector<ContactPoint<T>> points;

  // Evidence of the choice: the least overlap among the faces and among the edges (-1 and
  // infinity when no edge axis was tested: all parallel).
  int face_axis = -1, edge_axis = -1;
  T face_overlap = 0, edge_overlap = 0;

  // Evidence of a face contact: the reference and incident faces' corners (counter-clockwise
  // seen from outside their boxes), the reference face's outward normal, and which face of the
  // other box is incident (its axis 0–2, and the sign of its outward normal along that axis).
  std::array<Vec3<T>, 4> reference_face{}, incident_face{};
  Vec3<T> reference_normal{};
  int incident_axis = -1;
  T incident_sign = 1;
  // The 4 side planes in turn — the reference box's axis (k+1) mod 3 on its + then − side, then
  // axis (k+2) mod 3 likewise, k the reference face's axis — then the reference face's own plane
  // (the depth cut: a filter).
  std::vector<ClipStep<T>> clips;

  // Evidence of an edge contact: the two supporting edges.
  std::array<Vec3<T>, 2> edge_a{}, edge_b{};
};

// Boxes that do not intersect (an axis with overlap < 0) give intersecting = false and no points.
template <class T>
BoxBoxManifold<T> box_box_manifold(const Obb<T>& a, const Obb<T>& b, const Tolerances<T>& tol = {});

// The manifold of a SAT result's operands (empty unless they intersect), every point, face,
// clipping plane and edge moved back to world coordinates (an OBB–AABB test runs at its own
// origin). `swapped`: B's box taken as the first (the scene's order when the test swapped them).
template <class T>
BoxBoxManifold<T> sat_manifold(const SatResult<T>& r, bool swapped = false);

}  // namespace collide
