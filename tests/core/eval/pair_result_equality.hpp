#pragma once
// Bit-for-bit equality of two pair results: the verdict, the flags and every number of the
// evidence compared as bits (so −0 ≠ +0 and a NaN equals only the same NaN), field by field.
#include <bit>
#include <cstdint>
#include <cstring>
#include <vector>

#include "core/queries/pair_test.hpp"

namespace collide::eval_test {

inline bool same(float a, float b) {
  return std::bit_cast<std::uint32_t>(a) == std::bit_cast<std::uint32_t>(b);
}
inline bool same(double a, double b) {
  return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}
template <class T>
bool same(const Vec3<T>& a, const Vec3<T>& b) {
  return same(a.x, b.x) && same(a.y, b.y) && same(a.z, b.z);
}
template <class E>
requires std::is_enum_v<E> || std::is_integral_v<E>
bool same(E a, E b) {
  return a == b;
}
inline bool same(const InputCheck& a, const InputCheck& b) {
  return a.problem == b.problem && a.operand == b.operand;
}
// The results of the closed-form, GJK and EPA tests, declared first: they nest.
template <class T>
bool same(const Slab<T>& a, const Slab<T>& b);
template <class T>
bool same(const MinkowskiPoint<T>& a, const MinkowskiPoint<T>& b);
template <class T>
bool same(const GjkStep<T>& a, const GjkStep<T>& b);
template <class T>
bool same(const GjkResult<T>& a, const GjkResult<T>& b);
template <class T>
bool same(const EpaFace<T>& a, const EpaFace<T>& b);
template <class T>
bool same(const EpaStep<T>& a, const EpaStep<T>& b);
template <class T>
bool same(const EpaResult<T>& a, const EpaResult<T>& b);
template <class T>
bool same(const ClosestPoints<T>& a, const ClosestPoints<T>& b);
template <class T>
bool same(const SegmentBoxSlabs<T>& a, const SegmentBoxSlabs<T>& b);
template <class T>
bool same(const SegmentTriangleHit<T>& a, const SegmentTriangleHit<T>& b);
template <class T>
bool same(const TriangleBoxAxis<T>& a, const TriangleBoxAxis<T>& b);
template <class T>
bool same(const TriangleBoxSat<T>& a, const TriangleBoxSat<T>& b);
template <class T>
bool same(const TriangleTriangle<T>& a, const TriangleTriangle<T>& b);
template <class T>
bool same(const SweptSphereContact<T>& a, const SweptSphereContact<T>& b);
template <class T>
bool same(const SweptSphereShapeContact<T>& a, const SweptSphereShapeContact<T>& b);
template <class T>
bool same(const PlanePlane<T>& a, const PlanePlane<T>& b);
template <class T>
bool same(const PointEllipsoid<T>& a, const PointEllipsoid<T>& b);
template <class T>
bool same(const ConvexProximity<T>& a, const ConvexProximity<T>& b);
template <class T>
bool same(const RayCast<T>& a, const RayCast<T>& b);
template <class X>
bool same(const std::vector<X>& a, const std::vector<X>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (!same(a[i], b[i])) return false;
  return true;
}
template <class X, std::size_t N>
bool same(const std::array<X, N>& a, const std::array<X, N>& b) {
  for (std::size_t i = 0; i < N; ++i)
    if (!same(a[i], b[i])) return false;
  return true;
}
template <class T>
bool same(const Obb<T>& a, const Obb<T>& b) {
  return same(a.center, b.center) && same(a.axes, b.axes) && same(a.half_extents, b.half_extents);
}

#define COLLIDE_SAME(f) same(a.f, b.f)

template <class T>
bool same(const BoxClosestPoint<T>& a, const BoxClosestPoint<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(intersects) && COLLIDE_SAME(within_tolerance) &&
         COLLIDE_SAME(closest) && COLLIDE_SAME(closest_in_box) && COLLIDE_SAME(signed_distance) &&
         COLLIDE_SAME(radius) && COLLIDE_SAME(gap) && COLLIDE_SAME(band);
}
template <class T>
bool same(const AabbOverlap<T>& a, const AabbOverlap<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(intersects) && COLLIDE_SAME(within_tolerance) &&
         COLLIDE_SAME(overlap_min) && COLLIDE_SAME(overlap_max) && COLLIDE_SAME(gap) &&
         COLLIDE_SAME(separating_axis);
}
template <class T>
bool same(const CenterDistance<T>& a, const CenterDistance<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(intersects) && COLLIDE_SAME(within_tolerance) &&
         COLLIDE_SAME(center_distance) && COLLIDE_SAME(radius_sum) && COLLIDE_SAME(gap) &&
         COLLIDE_SAME(band);
}
template <class T>
bool same(const PlaneBoxSides<T>& a, const PlaneBoxSides<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(side) && COLLIDE_SAME(intersects) &&
         COLLIDE_SAME(within_tolerance) && COLLIDE_SAME(n_vertex) && COLLIDE_SAME(p_vertex) &&
         COLLIDE_SAME(n_distance) && COLLIDE_SAME(p_distance) && COLLIDE_SAME(center_distance) &&
         COLLIDE_SAME(projected_radius) && COLLIDE_SAME(radius_form_side) &&
         COLLIDE_SAME(forms_agree) && COLLIDE_SAME(band);
}
template <class T>
bool same(const PointPlaneSide<T>& a, const PointPlaneSide<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(side) && COLLIDE_SAME(intersects) &&
         COLLIDE_SAME(within_tolerance) && COLLIDE_SAME(distance) && COLLIDE_SAME(projection) &&
         COLLIDE_SAME(thickness) && COLLIDE_SAME(band);
}
template <class T>
bool same(const SegmentPlaneCrossing<T>& a, const SegmentPlaneCrossing<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(kind) && COLLIDE_SAME(intersects) &&
         COLLIDE_SAME(within_tolerance) && COLLIDE_SAME(distance_a) && COLLIDE_SAME(distance_b) &&
         COLLIDE_SAME(t) && COLLIDE_SAME(point) && COLLIDE_SAME(band);
}
template <class T>
bool same(const SpherePlaneSide<T>& a, const SpherePlaneSide<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(side) && COLLIDE_SAME(intersects) &&
         COLLIDE_SAME(within_tolerance) && COLLIDE_SAME(center_distance) && COLLIDE_SAME(radius) &&
         COLLIDE_SAME(projection) && COLLIDE_SAME(band);
}
template <class T>
bool same(const SweptSpherePlaneContact<T>& a, const SweptSpherePlaneContact<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(kind) && COLLIDE_SAME(intersects) &&
         COLLIDE_SAME(within_tolerance) && COLLIDE_SAME(t) && COLLIDE_SAME(center_at_contact) &&
         COLLIDE_SAME(contact_point) && COLLIDE_SAME(start_distance) &&
         COLLIDE_SAME(end_distance) && COLLIDE_SAME(radius) && COLLIDE_SAME(band);
}
template <class T>
bool same(const EllipsoidPlaneSide<T>& a, const EllipsoidPlaneSide<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(side) && COLLIDE_SAME(intersects) &&
         COLLIDE_SAME(within_tolerance) && COLLIDE_SAME(center_distance) &&
         COLLIDE_SAME(effective_radius) && COLLIDE_SAME(support_back) &&
         COLLIDE_SAME(support_front) && COLLIDE_SAME(band);
}
template <class T>
bool same(const CapsulePlaneSide<T>& a, const CapsulePlaneSide<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(side) && COLLIDE_SAME(intersects) &&
         COLLIDE_SAME(within_tolerance) && COLLIDE_SAME(distance_a) && COLLIDE_SAME(distance_b) &&
         COLLIDE_SAME(radius) && COLLIDE_SAME(lowest) && COLLIDE_SAME(highest) &&
         COLLIDE_SAME(support_back) && COLLIDE_SAME(support_front) && COLLIDE_SAME(band) &&
         COLLIDE_SAME(input_band);
}
template <class T>
bool same(const HullPlaneSide<T>& a, const HullPlaneSide<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(side) && COLLIDE_SAME(intersects) &&
         COLLIDE_SAME(within_tolerance) && COLLIDE_SAME(lowest) && COLLIDE_SAME(highest) &&
         COLLIDE_SAME(lowest_vertex) && COLLIDE_SAME(highest_vertex) && COLLIDE_SAME(band) &&
         COLLIDE_SAME(input_band);
}
template <class T>
bool same(const MeshOverlap<T>& a, const MeshOverlap<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(intersects) && COLLIDE_SAME(within_tolerance) &&
         COLLIDE_SAME(tested) && COLLIDE_SAME(hit) && COLLIDE_SAME(pruned) &&
         COLLIDE_SAME(nodes_visited) && COLLIDE_SAME(margin);
}
template <class T>
bool same(const MeshMeshOverlap<T>& a, const MeshMeshOverlap<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(intersects) && COLLIDE_SAME(within_tolerance) &&
         a.tested == b.tested && a.hit == b.hit && a.pruned == b.pruned &&
         COLLIDE_SAME(node_pairs_visited) && COLLIDE_SAME(margin);
}
template <class T>
bool same(const MeshRayHit<T>& a, const MeshRayHit<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(intersects) && COLLIDE_SAME(within_tolerance) &&
         COLLIDE_SAME(triangle) && COLLIDE_SAME(t) && COLLIDE_SAME(point) &&
         COLLIDE_SAME(has_normal) && COLLIDE_SAME(normal) && COLLIDE_SAME(tested) &&
         COLLIDE_SAME(hit) && COLLIDE_SAME(pruned) && COLLIDE_SAME(nodes_visited) &&
         COLLIDE_SAME(margin);
}
template <class T>
bool same(const CylinderPlaneSide<T>& a, const CylinderPlaneSide<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(side) && COLLIDE_SAME(intersects) &&
         COLLIDE_SAME(within_tolerance) && COLLIDE_SAME(center_distance) &&
         COLLIDE_SAME(axis_cos) && COLLIDE_SAME(extent) && COLLIDE_SAME(support_back) &&
         COLLIDE_SAME(support_front) && COLLIDE_SAME(band) && COLLIDE_SAME(input_band);
}
template <class T>
bool same(const TrianglePlaneCut<T>& a, const TrianglePlaneCut<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(side) && COLLIDE_SAME(intersects) &&
         COLLIDE_SAME(within_tolerance) && COLLIDE_SAME(cut) && COLLIDE_SAME(distances) &&
         COLLIDE_SAME(vertex_sides) && COLLIDE_SAME(points) && COLLIDE_SAME(thickness) &&
         COLLIDE_SAME(band);
}
template <class T>
bool same(const SatResult<T>& a, const SatResult<T>& b) {
  return COLLIDE_SAME(verdict) && COLLIDE_SAME(input) && COLLIDE_SAME(separating_axis) &&
         COLLIDE_SAME(least_overlap_axis) && COLLIDE_SAME(depth) && COLLIDE_SAME(normal) &&
         COLLIDE_SAME(within_tolerance) && COLLIDE_SAME(parallel_tolerance) &&
         COLLIDE_SAME(evidence.filled) && COLLIDE_SAME(evidence.parallel) &&
         COLLIDE_SAME(evidence.contact) && COLLIDE_SAME(evidence.a) && COLLIDE_SAME(evidence.b);
}
template <class T>
bool same(const Slab<T>& a, const Slab<T>& b) {
  return COLLIDE_SAME(enter) && COLLIDE_SAME(exit) && COLLIDE_SAME(parallel) &&
         COLLIDE_SAME(outside) && COLLIDE_SAME(band);
}
template <class T>
bool same(const MinkowskiPoint<T>& a, const MinkowskiPoint<T>& b) {
  return COLLIDE_SAME(w) && COLLIDE_SAME(a) && COLLIDE_SAME(b);
}
template <class T>
bool same(const GjkStep<T>& a, const GjkStep<T>& b) {
  return COLLIDE_SAME(direction) && COLLIDE_SAME(found) && COLLIDE_SAME(simplex) &&
         COLLIDE_SAME(weights) && COLLIDE_SAME(size) && COLLIDE_SAME(closest) &&
         COLLIDE_SAME(upper) && COLLIDE_SAME(lower);
}
template <class T>
bool same(const GjkResult<T>& a, const GjkResult<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(intersects) && COLLIDE_SAME(within_tolerance) &&
         COLLIDE_SAME(converged) && COLLIDE_SAME(stop) && COLLIDE_SAME(iterations) &&
         COLLIDE_SAME(distance) && COLLIDE_SAME(lower_bound) && COLLIDE_SAME(witness_a) &&
         COLLIDE_SAME(witness_b) && COLLIDE_SAME(band) && COLLIDE_SAME(scale) &&
         COLLIDE_SAME(simplex) && COLLIDE_SAME(simplex_size) && COLLIDE_SAME(steps);
}
template <class T>
bool same(const EpaFace<T>& a, const EpaFace<T>& b) {
  return COLLIDE_SAME(v) && COLLIDE_SAME(normal) && COLLIDE_SAME(distance);
}
template <class T>
bool same(const EpaStep<T>& a, const EpaStep<T>& b) {
  return COLLIDE_SAME(nearest) && COLLIDE_SAME(found) && COLLIDE_SAME(lower) &&
         COLLIDE_SAME(upper) && COLLIDE_SAME(vertex_count) && COLLIDE_SAME(face_count);
}
template <class T>
bool same(const EpaResult<T>& a, const EpaResult<T>& b) {
  return COLLIDE_SAME(converged) && COLLIDE_SAME(stop) && COLLIDE_SAME(iterations) &&
         COLLIDE_SAME(depth) && COLLIDE_SAME(depth_upper) && COLLIDE_SAME(normal) &&
         COLLIDE_SAME(contact_a) && COLLIDE_SAME(contact_b) && COLLIDE_SAME(vertices) &&
         COLLIDE_SAME(faces) && COLLIDE_SAME(steps);
}
template <class T>
bool same(const ClosestPoints<T>& a, const ClosestPoints<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(intersects) && COLLIDE_SAME(within_tolerance) &&
         COLLIDE_SAME(on_a) && COLLIDE_SAME(on_b) && COLLIDE_SAME(distance) &&
         COLLIDE_SAME(radius) && COLLIDE_SAME(gap) && COLLIDE_SAME(band) && COLLIDE_SAME(s) &&
         COLLIDE_SAME(t) && COLLIDE_SAME(barycentric) && COLLIDE_SAME(region) &&
         COLLIDE_SAME(parallel);
}
template <class T>
bool same(const SegmentBoxSlabs<T>& a, const SegmentBoxSlabs<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(intersects) && COLLIDE_SAME(within_tolerance) &&
         COLLIDE_SAME(slabs) && COLLIDE_SAME(t_enter) && COLLIDE_SAME(t_exit) &&
         COLLIDE_SAME(enter_axis) && COLLIDE_SAME(exit_axis) && COLLIDE_SAME(enter_point) &&
         COLLIDE_SAME(exit_point) && COLLIDE_SAME(band);
}
template <class T>
bool same(const SegmentTriangleHit<T>& a, const SegmentTriangleHit<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(kind) && COLLIDE_SAME(intersects) &&
         COLLIDE_SAME(within_tolerance) && COLLIDE_SAME(t) && COLLIDE_SAME(point) &&
         COLLIDE_SAME(barycentric) && COLLIDE_SAME(distance_a) && COLLIDE_SAME(distance_b) &&
         COLLIDE_SAME(distance) && COLLIDE_SAME(band);
}
template <class T>
bool same(const TriangleBoxAxis<T>& a, const TriangleBoxAxis<T>& b) {
  return COLLIDE_SAME(axis) && COLLIDE_SAME(degenerate) && COLLIDE_SAME(triangle_min) &&
         COLLIDE_SAME(triangle_max) && COLLIDE_SAME(box_min) && COLLIDE_SAME(box_max) &&
         COLLIDE_SAME(gap) && COLLIDE_SAME(in_band);
}
template <class T>
bool same(const TriangleBoxSat<T>& a, const TriangleBoxSat<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(intersects) && COLLIDE_SAME(within_tolerance) &&
         COLLIDE_SAME(axes) && COLLIDE_SAME(separating_axis) && COLLIDE_SAME(least_overlap_axis) &&
         COLLIDE_SAME(depth) && COLLIDE_SAME(band);
}
template <class T>
bool same(const TriangleTriangle<T>& a, const TriangleTriangle<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(kind) && COLLIDE_SAME(intersects) &&
         COLLIDE_SAME(within_tolerance) && COLLIDE_SAME(distances_a) && COLLIDE_SAME(distances_b) &&
         COLLIDE_SAME(line_direction) && COLLIDE_SAME(interval_a) && COLLIDE_SAME(interval_b) &&
         COLLIDE_SAME(shared) && COLLIDE_SAME(gap) && COLLIDE_SAME(band);
}
template <class T>
bool same(const SweptSphereContact<T>& a, const SweptSphereContact<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(kind) && COLLIDE_SAME(intersects) &&
         COLLIDE_SAME(within_tolerance) && COLLIDE_SAME(t) && COLLIDE_SAME(center_at_contact) &&
         COLLIDE_SAME(other_center_at_contact) && COLLIDE_SAME(contact_point) &&
         COLLIDE_SAME(start_gap) && COLLIDE_SAME(closest_time) && COLLIDE_SAME(closest_gap) &&
         COLLIDE_SAME(radius_sum) && COLLIDE_SAME(band);
}
template <class T>
bool same(const SweptSphereShapeContact<T>& a, const SweptSphereShapeContact<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(kind) && COLLIDE_SAME(intersects) &&
         COLLIDE_SAME(within_tolerance) && COLLIDE_SAME(t) && COLLIDE_SAME(center_at_contact) &&
         COLLIDE_SAME(contact_point) && COLLIDE_SAME(start_gap) && COLLIDE_SAME(end_gap) &&
         COLLIDE_SAME(band);
}
template <class T>
bool same(const PlanePlane<T>& a, const PlanePlane<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(kind) && COLLIDE_SAME(intersects) &&
         COLLIDE_SAME(within_tolerance) && COLLIDE_SAME(sin_angle) && COLLIDE_SAME(distance) &&
         COLLIDE_SAME(line_point) && COLLIDE_SAME(line_direction) && COLLIDE_SAME(band);
}
template <class T>
bool same(const PointEllipsoid<T>& a, const PointEllipsoid<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(intersects) && COLLIDE_SAME(within_tolerance) &&
         COLLIDE_SAME(local) && COLLIDE_SAME(scaled_radius) && COLLIDE_SAME(surface_point) &&
         COLLIDE_SAME(gap) && COLLIDE_SAME(band);
}
template <class T>
bool same(const ConvexProximity<T>& a, const ConvexProximity<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(intersects) && COLLIDE_SAME(within_tolerance) &&
         COLLIDE_SAME(converged) && COLLIDE_SAME(distance) && COLLIDE_SAME(witness_a) &&
         COLLIDE_SAME(witness_b) && COLLIDE_SAME(depth) && COLLIDE_SAME(normal) &&
         COLLIDE_SAME(contact_a) && COLLIDE_SAME(contact_b) && COLLIDE_SAME(band) &&
         COLLIDE_SAME(gjk) && COLLIDE_SAME(epa_ran) && COLLIDE_SAME(epa);
}
template <class T>
bool same(const RayCast<T>& a, const RayCast<T>& b) {
  return COLLIDE_SAME(input) && COLLIDE_SAME(form) && COLLIDE_SAME(intersects) &&
         COLLIDE_SAME(within_tolerance) && COLLIDE_SAME(starts_inside) && COLLIDE_SAME(parallel) &&
         COLLIDE_SAME(behind) && COLLIDE_SAME(t_enter) && COLLIDE_SAME(t_exit) &&
         COLLIDE_SAME(entry_point) && COLLIDE_SAME(exit_point) && COLLIDE_SAME(has_normal) &&
         COLLIDE_SAME(normal) && COLLIDE_SAME(on_ray) && COLLIDE_SAME(on_other) &&
         COLLIDE_SAME(distance) && COLLIDE_SAME(t_closest) && COLLIDE_SAME(other_parameter) &&
         COLLIDE_SAME(origin_distance) && COLLIDE_SAME(rate) && COLLIDE_SAME(t_mid) &&
         COLLIDE_SAME(half_chord) && COLLIDE_SAME(closest_distance) && COLLIDE_SAME(radius) &&
         COLLIDE_SAME(slabs) && COLLIDE_SAME(enter_axis) && COLLIDE_SAME(exit_axis) &&
         COLLIDE_SAME(barycentric) && COLLIDE_SAME(piece) && COLLIDE_SAME(sweep_time) &&
         COLLIDE_SAME(band);
}
inline bool same(std::monostate, std::monostate) {
  return true;
}

#undef COLLIDE_SAME

template <class T>
bool same(const PairResult<T>& a, const PairResult<T>& b) {
  if (a.test != b.test || a.swapped != b.swapped || a.verdict != b.verdict ||
      a.within_tolerance != b.within_tolerance || !same(a.input, b.input) || a.reason != b.reason ||
      a.evidence.index() != b.evidence.index())
    return false;
  return std::visit(
      [&](const auto& x) {
        using X = std::decay_t<decltype(x)>;
        return same(x, std::get<X>(b.evidence));
      },
      a.evidence);
}

}  // namespace collide::eval_test
