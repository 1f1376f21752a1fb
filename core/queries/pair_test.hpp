#pragma once
// Pair dispatch: one entry point for any two shapes. It says which test ran, whether the
// operands were swapped into that test's order, the test's own result (its evidence), and a
// plain verdict: intersects, disjoint, invalid (with the Problem and the operand) or unsupported
// (no test exists for the pair of kinds — never a silent "no hit").
//
// The table of kinds × kinds (pair_table) is the one source of which test each cell uses: the
// closed forms registered for their pairs of kinds, and for every other cell whose two kinds
// both have a support function (support.hpp's HasSupport), the GJK/EPA fallback convex_convex.
// A new convex kind therefore needs its support function, not a cell per partner. The manual's
// table is generated from it (pair_table_markdown) and a test checks they match.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

#include "../math/tolerances.hpp"
#include "../shapes/input_check.hpp"
#include "../shapes/shape.hpp"
#include "box_queries.hpp"
#include "closest_points.hpp"
#include "convex_proximity.hpp"
#include "hull_queries.hpp"
#include "mesh_queries.hpp"
#include "moving_sphere_ellipsoid.hpp"
#include "moving_sphere_queries.hpp"
#include "obb_sat.hpp"
#include "plane_box_queries.hpp"
#include "plane_plane.hpp"
#include "plane_queries.hpp"
#include "point_ellipsoid.hpp"
#include "ray_cast.hpp"
#include "segment_queries.hpp"
#include "sphere_queries.hpp"
#include "sweep_input_band.hpp"
#include "triangle_box_sat.hpp"
#include "triangle_triangle.hpp"

namespace collide {

// Every test, named after its operands in the order the test takes them.
enum class PairTest : std::uint8_t {
  unsupported,          // no test for the pair
  point_aabb,           // box_closest_point      → BoxClosestPoint
  point_obb,            // box_closest_point      → BoxClosestPoint
  sphere_aabb,          // box_closest_point      → BoxClosestPoint
  sphere_obb,           // box_closest_point      → BoxClosestPoint
  aabb_aabb,            // aabb_overlap           → AabbOverlap
  point_sphere,         // center_distance        → CenterDistance
  sphere_sphere,        // center_distance        → CenterDistance
  plane_aabb,           // plane_box_sides        → PlaneBoxSides
  plane_obb,            // plane_box_sides        → PlaneBoxSides
  point_plane,          // point_plane_side       → PointPlaneSide
  segment_plane,        // segment_plane_crossing → SegmentPlaneCrossing
  sphere_plane,         // sphere_plane_side      → SpherePlaneSide
  moving_sphere_plane,  // swept_sphere_plane_contact → SweptSpherePlaneContact
  ellipsoid_plane,      // ellipsoid_plane_side   → EllipsoidPlaneSide
  triangle_plane,       // triangle_plane_cut     → TrianglePlaneCut
  obb_obb,              // obb_obb_sat            → SatResult
  obb_aabb,             // obb_aabb_sat           → SatResult
  // Closed-form tests of points, segments and triangles (closest_points, segment_queries).
  point_point,                  // closest_points       → ClosestPoints
  point_segment,                // closest_points       → ClosestPoints
  point_triangle,               // closest_points       → ClosestPoints
  segment_segment,              // closest_points       → ClosestPoints
  segment_sphere,               // closest_points       → ClosestPoints
  sphere_triangle,              // closest_points       → ClosestPoints
  segment_aabb,                 // segment_box_slabs    → SegmentBoxSlabs
  segment_obb,                  // segment_box_slabs    → SegmentBoxSlabs
  segment_triangle,             // segment_triangle_hit → SegmentTriangleHit
  triangle_aabb,                // triangle_box_sat     → TriangleBoxSat
  triangle_obb,                 // triangle_box_sat     → TriangleBoxSat
  triangle_triangle,            // triangle_triangle    → TriangleTriangle
  moving_sphere_point,          // swept_sphere_contact → SweptSphereContact
  moving_sphere_sphere,         // swept_sphere_contact → SweptSphereContact
  moving_sphere_moving_sphere,  // swept_sphere_contact → SweptSphereContact
  moving_sphere_segment,        // swept_sphere_contact → SweptSphereShapeContact
  moving_sphere_aabb,           // swept_sphere_contact → SweptSphereShapeContact
  moving_sphere_obb,            // swept_sphere_contact → SweptSphereShapeContact
  moving_sphere_triangle,       // swept_sphere_contact → SweptSphereShapeContact
  plane_plane,                  // plane_plane          → PlanePlane
  point_ellipsoid,              // point_ellipsoid      → PointEllipsoid
  // Conservative advancement on GJK's distance (moving_sphere_ellipsoid.hpp).
  moving_sphere_ellipsoid,  // swept_sphere_contact → SweptSphereShapeContact
  // A ray against every kind (ray_cast → RayCast).
  ray_point,
  ray_segment,
  ray_ray,
  ray_plane,
  ray_sphere,
  ray_moving_sphere,
  ray_aabb,
  ray_obb,
  ray_triangle,
  ray_ellipsoid,
  // A capsule: its segment's closest points against the radii (closest_points → ClosestPoints),
  // its ends' distances to a plane (capsule_plane_side → CapsulePlaneSide), a ray against it as
  // against a moving sphere's capsule (ray_cast → RayCast).
  point_capsule,
  segment_capsule,
  sphere_capsule,
  capsule_capsule,
  capsule_plane,
  ray_capsule,
  // A cylinder: its extent along a plane's normal (cylinder_plane_side → CylinderPlaneSide), a
  // ray against its side and caps (ray_cast → RayCast); every other partner by GJK/EPA.
  cylinder_plane,
  ray_cylinder,
  // A convex hull: its vertices' extent along a plane's normal (hull_plane_side → HullPlaneSide),
  // a ray clipped by its faces' half-spaces (ray_cast → RayCast); every other partner by GJK/EPA.
  convex_hull_plane,
  ray_convex_hull,
  // A triangle mesh (mesh_queries.hpp), through its hierarchy: against every other kind but a ray,
  // the mesh first (mesh_overlap → MeshOverlap: the triangles tested, hit, and the nodes pruned),
  // like the fallback one test for many cells; against another mesh, both hierarchies
  // (mesh_mesh_overlap → MeshMeshOverlap); a ray's first hit, the ray first (mesh_ray_cast →
  // MeshRayHit).
  mesh_any,
  mesh_mesh,
  ray_mesh,
  // The fallback, not a closed form: any two kinds that both have a support function and no test
  // above, by GJK/EPA (convex_proximity → ConvexProximity), the operands in ShapeKind order.
  convex_convex,
};
inline constexpr std::size_t kPairTestCount = 64;  // including unsupported

// The test's name: a closed form's operands ("moving sphere-plane"); "convex-convex" for the
// fallback and "mesh-any" for a mesh against another kind, which test_name names after the kinds
// they ran on.
std::string_view name_of(PairTest t);
// The name of test t as run on kinds a and b (either order), as check and the panels show it:
// the test's operands in its order, so name_of(t) for a closed form and, for the fallback, the
// two kinds in ShapeKind order ("segment-ellipsoid").
std::string_view test_name(PairTest t, ShapeKind a, ShapeKind b);
// A shape's kind's name: name_of(kind_of(s)), or a registered kind's own ("capsule").
template <class T>
std::string_view shape_name(const Shape<T>& s);
// The name of test t as run on shapes a and b: test_name of their kinds, the fallback on a
// registered kind named after it ("capsule-sphere").
template <class T>
std::string_view test_name(PairTest t, const Shape<T>& a, const Shape<T>& b);

// The kinds a test takes, in its order: a closed form's one pair; for the fallback and
// mesh_any, the first cell they fill unswapped (the fallback's least kinds in ShapeKind order;
// mesh_any's mesh and the first kind).
struct PairTestOperands {
  ShapeKind a, b;
};
PairTestOperands operands_of(PairTest t);  // precondition: t != unsupported

// Which test a (kind a, kind b) cell uses, and whether it takes the operands as (b, a): the
// closed form registered for the two kinds; a mesh's mesh_any, mesh_mesh or ray_mesh; else
// convex_convex when both have a support function (swapped when a comes after b in ShapeKind),
// else unsupported.
struct PairCell {
  PairTest test = PairTest::unsupported;
  bool swapped = false;
};
PairCell pair_cell(ShapeKind a, ShapeKind b);

// The built-in kinds' cells (a registered kind, ShapeKind::convex, is pair_cell's alone).
using PairTable = std::array<std::array<PairCell, kShapeKindCount>, kShapeKindCount>;
// table[a][b] == pair_cell(ShapeKind(a), ShapeKind(b)).
PairTable pair_table();
// The table as Markdown (rows: first operand, columns: second), as in the README.
std::string pair_table_markdown();

enum class PairVerdict : std::uint8_t { intersects, disjoint, invalid, unsupported };
std::string_view name_of(PairVerdict v);

// One alternative per result type; monostate when no test ran (invalid or unsupported).
template <class T>
using PairEvidence =
    std::variant<std::monostate, BoxClosestPoint<T>, AabbOverlap<T>, CenterDistance<T>,
                 PlaneBoxSides<T>, PointPlaneSide<T>, SegmentPlaneCrossing<T>, SpherePlaneSide<T>,
                 SweptSpherePlaneContact<T>, EllipsoidPlaneSide<T>, TrianglePlaneCut<T>,
                 SatResult<T>, ClosestPoints<T>, SegmentBoxSlabs<T>, SegmentTriangleHit<T>,
                 TriangleBoxSat<T>, TriangleTriangle<T>, SweptSphereContact<T>,
                 SweptSphereShapeContact<T>, PlanePlane<T>, PointEllipsoid<T>, ConvexProximity<T>,
                 RayCast<T>, CapsulePlaneSide<T>, CylinderPlaneSide<T>, HullPlaneSide<T>,
                 MeshOverlap<T>, MeshMeshOverlap<T>, MeshRayHit<T>>;

template <class T>
struct PairResult {
  PairTest test = PairTest::unsupported;  // the test for the pair (also when inputs are invalid)
  bool swapped = false;                   // the test took (b, a); its evidence is in its order
  PairVerdict verdict = PairVerdict::unsupported;
  bool within_tolerance = false;  // the test's verdict was decided inside a tolerance band
  // Invalid: the Problem and the operand as passed to pair_test (a = first argument), whatever
  // the test's order. Inputs are checked before support, so bad input is reported as invalid
  // even for a pair without a test.
  InputCheck input;
  // Why, in words, for invalid (the Problem) and unsupported (the missing test); empty when a
  // test ran: then its evidence is the why.
  std::string_view reason;
  PairEvidence<T> evidence;

  bool intersects() const { return verdict == PairVerdict::intersects; }
};

template <class T>
PairResult<T> pair_test(const Shape<T>& a, const Shape<T>& b, const Tolerances<T>& tol = {});

}  // namespace collide
