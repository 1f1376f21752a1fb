#include "core/eval/pair_measures.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <system_error>

#include "core/math/overloaded.hpp"

namespace collide {

std::string exact_number_text(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  char buf[64];
  const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
  return ec == std::errc() ? std::string(buf, end) : std::string("?");
}

template <class T>
PairMeasures measures_of(const PairResult<T>& r) {
  PairMeasures m;
  if (r.verdict != PairVerdict::intersects && r.verdict != PairVerdict::disjoint) return m;
  const bool hit = r.verdict == PairVerdict::intersects;
  const auto d = [](T v) { return static_cast<double>(v); };
  // A signed gap (<= 0 when they meet): the depth is its opposite.
  const auto signed_gap = [&](T g) {
    m.gap = d(g);
    if (hit) m.depth = -d(g);
  };
  // Plane tests: with the object's least and greatest signed distance lo, hi from the plane, the
  // gap is max(lo, −hi): the distance to its nearest point when on one side, minus the smaller
  // push-out distance when it straddles.
  const auto plane_gap = [&](T lo, T hi) { signed_gap(std::max(lo, -hi)); };
  std::visit(
      Overloaded{
          [](std::monostate) {},
          [&](const BoxClosestPoint<T>& e) { signed_gap(e.gap); },
          [&](const AabbOverlap<T>& e) {
            if (e.separating_axis >= 0) {
              m.gap = d(e.gap[e.separating_axis]);
              m.axis = aabb_axis_name(e.separating_axis);
            } else {
              m.depth = -d(std::max({e.gap.x, e.gap.y, e.gap.z}));
            }
          },
          [&](const CenterDistance<T>& e) { signed_gap(e.gap); },
          [&](const PlaneBoxSides<T>& e) { plane_gap(e.n_distance, e.p_distance); },
          [&](const PointPlaneSide<T>& e) { plane_gap(e.distance, e.distance); },
          [&](const SegmentPlaneCrossing<T>& e) {
            plane_gap(std::min(e.distance_a, e.distance_b), std::max(e.distance_a, e.distance_b));
          },
          [&](const SpherePlaneSide<T>& e) { signed_gap(std::abs(e.center_distance) - e.radius); },
          [&](const SweptSpherePlaneContact<T>& e) {
            if (e.intersects) m.toi = d(e.t);
          },
          [&](const CapsulePlaneSide<T>& e) { plane_gap(e.lowest, e.highest); },
          [&](const HullPlaneSide<T>& e) { plane_gap(e.lowest, e.highest); },
          [&](const CylinderPlaneSide<T>& e) {
            plane_gap(e.center_distance - e.extent, e.center_distance + e.extent);
          },
          [&](const EllipsoidPlaneSide<T>& e) {
            signed_gap(std::abs(e.center_distance) - e.effective_radius);
          },
          [&](const TrianglePlaneCut<T>& e) {
            const auto [lo, hi] = std::minmax({e.distances[0], e.distances[1], e.distances[2]});
            plane_gap(lo, hi);
          },
          [&](const SatResult<T>& e) {
            if (e.verdict == SatVerdict::separated && e.separating_axis >= 0) {
              m.axis = box_axis_name(e.separating_axis, r.swapped);
              m.gap = d(e.axis(e.separating_axis).gap);
            } else if (hit && e.least_overlap_axis >= 0) {
              m.depth = d(e.depth);
            }
          },
          [&](const ClosestPoints<T>& e) { signed_gap(e.gap); },
          [](const SegmentBoxSlabs<T>&) {},
          [&](const SegmentTriangleHit<T>& e) {
            if (!e.intersects) m.gap = d(e.distance);
          },
          [&](const TriangleBoxSat<T>& e) {
            if (e.separating_axis >= 0) {
              m.axis = triangle_box_axis_name(e.separating_axis);
              m.gap = d(e.axes[static_cast<std::size_t>(e.separating_axis)].gap);
            } else if (hit && e.least_overlap_axis >= 0) {
              m.depth = d(e.depth);
            }
          },
          [&](const TriangleTriangle<T>& e) {
            // Apart by a plane: the nearest vertex's distance from it; otherwise the test's gap
            // (intervals on the line of the planes: max(lo) − min(hi); coplanar: the distance).
            const auto nearest = [&](const std::array<T, 3>& v) {
              return d(std::min({std::abs(v[0]), std::abs(v[1]), std::abs(v[2])}));
            };
            if (e.kind == TriangleTriangleKind::apart_by_plane_b)
              m.gap = nearest(e.distances_a);
            else if (e.kind == TriangleTriangleKind::apart_by_plane_a)
              m.gap = nearest(e.distances_b);
            else
              m.gap = d(e.gap);
          },
          [&](const SweptSphereContact<T>& e) {
            if (e.intersects)
              m.toi = d(e.t);
            else
              m.gap = d(e.closest_gap);
          },
          [&](const SweptSphereShapeContact<T>& e) {
            if (e.intersects) m.toi = d(e.t);
          },
          [&](const PlanePlane<T>& e) {
            if (e.kind != PlanePlaneKind::meet_in_line) m.gap = d(e.distance);
          },
          [&](const PointEllipsoid<T>& e) { signed_gap(e.gap); },
          [&](const ConvexProximity<T>& e) {
            if (e.intersects)
              m.depth = d(e.depth);
            else
              m.gap = d(e.distance);
          },
          [&](const RayCast<T>& e) {
            if (e.intersects)
              m.toi = d(e.t_enter);
            else if (e.form == RayCastForm::closest_points)
              m.gap = d(e.distance);
          },
          // A mesh's verdict is its triangles' (which met, which were pruned): its gap and
          // depth come from the shapes (pair_outcome.cpp); a ray's first hit its time.
          [](const MeshOverlap<T>&) {},
          [](const MeshMeshOverlap<T>&) {},
          [&](const MeshRayHit<T>& e) {
            if (e.intersects) m.toi = d(e.t);
          },
      },
      r.evidence);
  return m;
}

template PairMeasures measures_of(const PairResult<float>&);
template PairMeasures measures_of(const PairResult<double>&);

}  // namespace collide
