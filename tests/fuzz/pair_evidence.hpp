#pragma once
// What a pair result claims that can be checked from outside: points it says lie in both shapes
// (only when it says "intersects") and a separating distance (only when it says "disjoint").
// Each entry names the field it reads, so a failed check can be traced to the evidence.
#include <optional>
#include <vector>

#include "core/queries/pair_test.hpp"

namespace collide::fuzz {

struct Claims {
  std::vector<Vec3<double>> in_both;  // intersects: each point is in both operands
  std::optional<double> separation;   // disjoint: a distance that must be >= 0 (not NaN)
};

template <class T>
Vec3<double> wide(const Vec3<T>& v) {
  return Vec3<double>(v);
}

template <class T>
struct ClaimReader {
  bool hit;
  // The radius of the test's first operand (a sphere's or a capsule's; 0 for the rest): of
  // ClosestPoints' radius, the part about on_a.
  double first_radius;
  Claims& out;

  void add(const Vec3<T>& p) { out.in_both.push_back(wide(p)); }
  void gap(T g) { out.separation = static_cast<double>(g); }

  void operator()(std::monostate) {}
  // The clamp of the center into the box: in the box, and within r + band of the center.
  void operator()(const BoxClosestPoint<T>& e) { hit ? add(e.closest) : gap(e.gap); }
  void operator()(const AabbOverlap<T>& e) {
    if (hit) add(e.overlap_min);
    for (int i = 0; i < 3 && !hit; ++i)
      if (e.gap[i] > 0) gap(e.gap[i]);
  }
  void operator()(const CenterDistance<T>& e) {
    if (!hit) gap(e.gap);
  }
  void operator()(const PlaneBoxSides<T>&) {}
  void operator()(const PointPlaneSide<T>& e) {
    if (hit) add(e.projection);
  }
  void operator()(const SegmentPlaneCrossing<T>& e) {
    if (hit && e.kind == SegmentPlaneKind::crosses) add(e.point);
  }
  // The center's foot on the plane is the sphere's point nearest the plane.
  void operator()(const SpherePlaneSide<T>& e) {
    if (hit) add(e.projection);
  }
  void operator()(const SweptSpherePlaneContact<T>& e) {
    if (hit) add(e.contact_point);
  }
  void operator()(const EllipsoidPlaneSide<T>&) {}
  void operator()(const CapsulePlaneSide<T>&) {}
  void operator()(const CylinderPlaneSide<T>&) {}
  void operator()(const HullPlaneSide<T>&) {}
  void operator()(const TrianglePlaneCut<T>& e) {
    if (!hit) return;
    if (e.cut == TriangleCut::vertex || e.cut == TriangleCut::segment) add(e.points[0]);
    if (e.cut == TriangleCut::segment) add(e.points[1]);
  }
  void operator()(const SatResult<T>& e) {
    if (!hit && e.separating_axis >= 0) gap(e.axis(e.separating_axis).gap);
  }
  // The closest points of the cores (a sphere's centre, a point of a capsule's segment), with the
  // radii about them: the point splitting on_a–on_b as the radii do is within each one's radius
  // of its core (a sphere's witness is the other's core point; a capsule pair's lies between).
  void operator()(const ClosestPoints<T>& e) {
    if (!hit) return gap(e.gap);
    const double radius = double(e.radius), share = radius > 0 ? first_radius / radius : 0.0;
    out.in_both.push_back(wide(e.on_a) + share * (wide(e.on_b) - wide(e.on_a)));
  }
  void operator()(const SegmentBoxSlabs<T>& e) {
    if (hit) add(e.enter_point);
  }
  void operator()(const SegmentTriangleHit<T>& e) { hit ? add(e.point) : gap(e.distance); }
  void operator()(const TriangleBoxSat<T>& e) {
    if (!hit && e.separating_axis >= 0)
      gap(e.axes[static_cast<std::size_t>(e.separating_axis)].gap);
  }
  void operator()(const TriangleTriangle<T>& e) {
    if (hit && e.kind == TriangleTriangleKind::intervals_overlap) {
      add(e.shared[0]);
      add(e.shared[1]);
    }
    if (!hit) gap(e.gap);
  }
  // First contact of two spheres (a hit after t = 0): the touching point. At t = 0 the spheres
  // may be nested, and the reported point is then on the outer one only, so it is not read.
  void operator()(const SweptSphereContact<T>& e) {
    if (hit && e.kind == SweepKind::hits) add(e.contact_point);
  }
  void operator()(const SweptSphereShapeContact<T>& e) {
    if (hit) add(e.contact_point);
  }
  void operator()(const PlanePlane<T>& e) {
    if (hit && e.kind == PlanePlaneKind::meet_in_line) add(e.line_point);
  }
  void operator()(const PointEllipsoid<T>& e) {
    if (!hit) gap(e.gap);
  }
  void operator()(const ConvexProximity<T>& e) {
    if (!hit) gap(e.distance);
  }
  // A mesh's tests give triangle indices, not points: nothing to check from outside but the
  // ray's first hit, a point on the ray and on the mesh.
  void operator()(const MeshOverlap<T>&) {}
  void operator()(const MeshMeshOverlap<T>&) {}
  void operator()(const MeshRayHit<T>& e) {
    if (hit) add(e.point);
  }
  void operator()(const RayCast<T>& e) {
    if (hit) add(e.entry_point);
    if (!hit && e.form == RayCastForm::closest_points) gap(e.distance);
  }
};

template <class T>
Claims claims_of(const PairResult<T>& r, double first_radius) {
  Claims out;
  if (r.verdict != PairVerdict::intersects && r.verdict != PairVerdict::disjoint) return out;
  std::visit(ClaimReader<T>{r.intersects(), first_radius, out}, r.evidence);
  return out;
}

}  // namespace collide::fuzz
