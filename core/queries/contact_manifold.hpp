#pragma once
// The contact manifold of any intersecting pair of solids: the contact points, one normal and
// each point's depth, as engines make them, with the evidence of how.
//
// - Two boxes (OBB, AABB): box_box_manifold.hpp (least-penetration axis, face clipping).
// - Spheres and capsules, in closed form: a sphere or a capsule is its core (a point, a segment)
//   swept by its radius, so each contact is the cores' closest points pushed out by the radii:
//   sphere–sphere and sphere–capsule one point along the centres' line; capsule–capsule one
//   point, or two when the segments are parallel (within kFeatureSlop) and overlap: B's segment
//   clipped to A's span, each end's depth on its own. Sphere–box: the box's closest point (the
//   centre inside: the nearest face); sphere–triangle: the triangle's closest point;
//   capsule–triangle, the segment apart from the triangle by d: the normal along the closest
//   points, depth r − d, the features clipped as below (a capsule lying on a face: two points,
//   each exact where EPA's depth was off in its last digits); the segment meeting the triangle:
//   EPA's, as any convex pair.
// - Against a plane (two-sided, as its tests: the object is pushed out on the side it is mostly
//   on, the smaller push-out, as the depth measure): every end of a capsule, corner of a box that
//   lies below, the sphere's and the ellipsoid's lowest point.
// - Any other convex pair (GJK/EPA, or triangle–box's SAT): the normal n (EPA's, or the axis of
//   least overlap) and each shape's supporting feature along it (supporting_feature.hpp: A's
//   along n, B's along −n). A point on either side (a round shape): one contact, EPA's, at the
//   round shape's support point along EPA's normal (B's, or A's moved back by the depth) — EPA's
//   own contact point is a blend of its polytope's corners, off the curved surface by up to
//   about 1e-3 of the shapes' size where the depth and normal are good to 1e-6.
// - A triangle mesh against a solid: one triangle's manifold, the hit triangle whose own manifold
//   with the solid reaches deepest (a mesh is a set of triangles, not a solid: at its edges the
//   triangles' normals differ, and merging their points would give no one normal). None against
//   a plane, a triangle or a mesh (two surfaces), as for a triangle.
//   Otherwise the feature with more points is the reference: the other is clipped by its side
//   planes (through each edge, along n; for two parallel segments, the planes across the
//   reference's ends) with polygon_clip.hpp's step, and the points not below the reference
//   (its plane, or the plane through its segment facing n) are dropped, each kept point's depth
//   measured along n. Two crossing segments: their closest points, EPA's depth.
//
// Every point is on B's surface and the normal points from A towards B (box_box_manifold.hpp's
// convention): the matching point on A is point + depth·normal; moving B by depth·normal makes
// them touch there.
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "box_box_manifold.hpp"
#include "pair_test.hpp"
#include "polygon_clip.hpp"
#include "supporting_feature.hpp"

namespace collide {

enum class ContactMethod : std::uint8_t {
  none,          // no manifold: not intersecting, or not a pair of solids
  boxes,         // box_box_manifold: `boxes` holds its evidence
  closed_form,   // spheres, capsules, planes: `how` says which
  features,      // supporting features clipped
  single_point,  // a round feature: EPA's point (or the feature's)
};

template <class T>
struct ContactManifold {
  ContactMethod method = ContactMethod::none;
  std::string_view how;  // one line: the closed form, or the features' names
  Vec3<T> normal{};      // unit, from A towards B
  std::vector<ContactPoint<T>> points;
  // The closed forms' evidence: the cores' points the contacts came from (on A's core, on B's
  // core, pairwise), and the radii pushed out.
  std::vector<Vec3<T>> core_a, core_b;
  // Features: the two supporting features, which one is the reference, each clipping step (the
  // side planes, then the depth filter, whose `cut` are the points above the reference).
  SupportingFeature<T> feature_a, feature_b;
  bool reference_on_a = true;
  std::vector<ClipStep<T>> clips;
  // Two boxes: their manifold in full.
  std::optional<BoxBoxManifold<T>> boxes;

  bool empty() const { return points.empty(); }
};

// The manifold of shapes a and b in that order from their pair result (the verdict, the test,
// EPA's normal and depth), in a, b order whatever order the test took. Empty (method none) when
// the pair does not intersect or is not of two solids (a point, a segment, a ray, a moving
// sphere, a triangle against a triangle or a plane; a plane against a plane).
template <class T>
ContactManifold<T> contact_manifold(const PairResult<T>& r, const Shape<T>& a, const Shape<T>& b);

// The same in the test's order (what the view draws, as every test's evidence): A is the test's
// first operand, `ta` and `tb` the shapes as the test took them.
template <class T>
ContactManifold<T> contact_manifold_in_test_order(const PairResult<T>& r, const Shape<T>& ta,
                                                  const Shape<T>& tb);

// The features' manifold for the normal n (unit, A towards B) and depth: the step above, for
// EPA's normal and any other.
template <class T>
ContactManifold<T> feature_manifold(const Shape<T>& a, const Shape<T>& b, const Vec3<T>& n,
                                    T depth);

}  // namespace collide
