#pragma once
// The visualizers of each family of tests (one .cpp each), as the table in visualizer.cpp
// registers them. Each takes the test's own result and the two shapes in the test's order.
#include "app/visualize/evidence_style.hpp"
#include "app/visualize/why_rows.hpp"
#include "core/queries/pair_test.hpp"
#include "render/draw_list.hpp"

namespace collide::visual {

#define COLLIDE_VISUAL(NAME, RESULT)                                            \
  template <class T>                                                            \
  void draw_##NAME(const RESULT<T>& r, const Shape<T>& a, const Shape<T>& b,    \
                   const EvidenceStyle& style, DrawList& out);                  \
  template <class T>                                                            \
  void explain_##NAME(const RESULT<T>& r, const Shape<T>& a, const Shape<T>& b, \
                      const EvidenceStyle& style, WhyRows& rows);

COLLIDE_VISUAL(plane_box, PlaneBoxSides)               // plane_box_visual.cpp
COLLIDE_VISUAL(sat, SatResult)                         // sat_visual.cpp
COLLIDE_VISUAL(box_closest_point, BoxClosestPoint)     // box_visual.cpp
COLLIDE_VISUAL(aabb_overlap, AabbOverlap)              // box_visual.cpp
COLLIDE_VISUAL(center_distance, CenterDistance)        // sphere_visual.cpp
COLLIDE_VISUAL(point_plane, PointPlaneSide)            // plane_visual.cpp
COLLIDE_VISUAL(segment_plane, SegmentPlaneCrossing)    // plane_visual.cpp
COLLIDE_VISUAL(sphere_plane, SpherePlaneSide)          // plane_visual.cpp
COLLIDE_VISUAL(ellipsoid_plane, EllipsoidPlaneSide)    // plane_visual.cpp
COLLIDE_VISUAL(triangle_plane, TrianglePlaneCut)       // plane_visual.cpp
COLLIDE_VISUAL(capsule_plane, CapsulePlaneSide)        // plane_visual.cpp
COLLIDE_VISUAL(cylinder_plane, CylinderPlaneSide)      // plane_visual.cpp
COLLIDE_VISUAL(hull_plane, HullPlaneSide)              // plane_visual.cpp
COLLIDE_VISUAL(swept_sphere, SweptSpherePlaneContact)  // swept_sphere_visual.cpp
COLLIDE_VISUAL(closest_points, ClosestPoints)          // closest_points_visual.cpp
COLLIDE_VISUAL(segment_box, SegmentBoxSlabs)           // segment_visual.cpp
COLLIDE_VISUAL(segment_triangle, SegmentTriangleHit)   // segment_visual.cpp
COLLIDE_VISUAL(triangle_box, TriangleBoxSat)           // triangle_box_visual.cpp
COLLIDE_VISUAL(triangle_triangle, TriangleTriangle)    // triangle_triangle_visual.cpp
COLLIDE_VISUAL(swept_contact, SweptSphereContact)      // swept_contact_visual.cpp
COLLIDE_VISUAL(swept_shape, SweptSphereShapeContact)   // swept_contact_visual.cpp
COLLIDE_VISUAL(plane_plane, PlanePlane)                // plane_plane_visual.cpp
COLLIDE_VISUAL(point_ellipsoid, PointEllipsoid)        // point_ellipsoid_visual.cpp
COLLIDE_VISUAL(convex_proximity, ConvexProximity)      // gjk_visual.cpp
COLLIDE_VISUAL(ray_cast, RayCast)                      // ray_visual.cpp
COLLIDE_VISUAL(mesh_any, MeshOverlap)                  // mesh_rows.cpp
COLLIDE_VISUAL(mesh_mesh, MeshMeshOverlap)             // mesh_rows.cpp
COLLIDE_VISUAL(ray_mesh, MeshRayHit)                   // mesh_rows.cpp

#undef COLLIDE_VISUAL

// The controls of the families whose evidence the person adjusts through EvidenceStyle (the
// axis shown, the time scrubbed, the GJK step): drawn with ImGui in the why panel, under the
// title, for the focused pair. They are the only ImGui code of app/visualize and live in their
// own *_controls.cpp files, so the drawing and the rows above need no ImGui context. Each
// returns true when it changed `style`; `rows` are the pair's why rows as explained with it.
#define COLLIDE_CONTROLS(NAME, RESULT) \
  template <class T>                   \
  bool controls_##NAME(const RESULT<T>& r, const WhyRows& rows, EvidenceStyle& style);

COLLIDE_CONTROLS(sat, SatResult)                         // sat_controls.cpp
COLLIDE_CONTROLS(triangle_box, TriangleBoxSat)           // sat_controls.cpp
COLLIDE_CONTROLS(swept_sphere, SweptSpherePlaneContact)  // swept_controls.cpp
COLLIDE_CONTROLS(swept_contact, SweptSphereContact)      // swept_controls.cpp
COLLIDE_CONTROLS(swept_shape, SweptSphereShapeContact)   // swept_controls.cpp
COLLIDE_CONTROLS(convex_proximity, ConvexProximity)      // gjk_controls.cpp

#undef COLLIDE_CONTROLS

#define COLLIDE_INSTANTIATE_VISUAL(NAME, RESULT, T)                                \
  template void draw_##NAME(const RESULT<T>&, const Shape<T>&, const Shape<T>&,    \
                            const EvidenceStyle&, DrawList&);                      \
  template void explain_##NAME(const RESULT<T>&, const Shape<T>&, const Shape<T>&, \
                               const EvidenceStyle&, WhyRows&);
#define COLLIDE_INSTANTIATE_VISUAL_BOTH(NAME, RESULT) \
  COLLIDE_INSTANTIATE_VISUAL(NAME, RESULT, float)     \
  COLLIDE_INSTANTIATE_VISUAL(NAME, RESULT, double)
#define COLLIDE_INSTANTIATE_CONTROLS_BOTH(NAME, RESULT)                                \
  template bool controls_##NAME(const RESULT<float>&, const WhyRows&, EvidenceStyle&); \
  template bool controls_##NAME(const RESULT<double>&, const WhyRows&, EvidenceStyle&);

// Shared by the families.
template <class V>
glm::dvec3 dvec(const V& v) {
  return glm::dvec3(double(v.x), double(v.y), double(v.z));
}
WhyRow tolerance_row(bool within, double band, const std::string& what);
// The same with the band for the rounding of the inputs to float (tolerances.hpp), named when it
// is not 0: "…; inputs rounded to float: ±x".
WhyRow tolerance_row(bool within, double band, const std::string& what, double input_band);
// Triangle–box: the axis drawn, as selected_sat_axis for the box SAT (style.sat_axis when in
// 0..12, else the first separating axis, else the axis of least overlap, else 0).
template <class T>
int selected_triangle_box_axis(const TriangleBoxSat<T>& r, const EvidenceStyle& style);

// A plane's side in its colour: in front, behind, straddling (the plane tests' shared rule).
inline Color side_color(PlaneSide s) {
  return s == PlaneSide::front ? kFrontColor : s == PlaneSide::back ? kBackColor : kStraddlingColor;
}

}  // namespace collide::visual
