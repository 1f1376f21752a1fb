#include "core/eval/pair_outcome.hpp"

#include <algorithm>
#include <cstdio>

#include "core/math/number_format.hpp"
#include "core/math/overloaded.hpp"
#include "core/queries/contact_manifold.hpp"
#include "core/queries/shape_distance.hpp"

namespace collide {

template <class T>
PairOutcome outcome(const PairResult<T>& r, std::size_t a, std::size_t b) {
  PairOutcome o;
  o.a = a;
  o.b = b;
  o.test = r.test;
  o.verdict = r.verdict;
  o.within_tolerance = r.within_tolerance;
  o.measures = measures_of(r);
  if (r.verdict == PairVerdict::invalid || r.verdict == PairVerdict::unsupported)
    o.reason = std::string(r.reason);
  auto num = [](T v) { return EvidenceValue(static_cast<double>(v)); };
  auto vec = [](const Vec3<T>& v) { return EvidenceValue(Vec3<double>(v)); };
  auto word = [](std::string_view s) { return EvidenceValue(std::string(s)); };
  auto side_of = [&](std::string s) {
    o.side = s;
    o.evidence.emplace_back("side", s);
  };
  std::visit(
      Overloaded{
          [](std::monostate) {},
          [&](const BoxClosestPoint<T>& e) {
            o.evidence = {{"gap", num(e.gap)}, {"closest", vec(e.closest)}};
          },
          [&](const AabbOverlap<T>& e) {
            o.evidence = {{"overlap_min", vec(e.overlap_min)}, {"overlap_max", vec(e.overlap_max)}};
          },
          [&](const CenterDistance<T>& e) {
            o.evidence = {{"center_distance", num(e.center_distance)},
                          {"radius_sum", num(e.radius_sum)},
                          {"gap", num(e.gap)}};
          },
          [&](const PlaneBoxSides<T>& e) {
            side_of(std::string(name_of(e.side)));
            o.evidence.emplace_back("n_distance", num(e.n_distance));
            o.evidence.emplace_back("p_distance", num(e.p_distance));
          },
          [&](const PointPlaneSide<T>& e) {
            side_of(std::string(name_of(e.side)));
            o.evidence.emplace_back("distance", num(e.distance));
          },
          [&](const SegmentPlaneCrossing<T>& e) {
            if (e.kind == SegmentPlaneKind::crosses)
              side_of("straddling");
            else if (e.kind == SegmentPlaneKind::in_plane)
              side_of("on");
            else
              side_of(e.distance_a > 0 ? "front" : "back");
            o.evidence.emplace_back("kind", word(name_of(e.kind)));
            if (e.kind == SegmentPlaneKind::crosses) {
              o.evidence.emplace_back("t", num(e.t));
              o.evidence.emplace_back("point", vec(e.point));
            }
          },
          [&](const SpherePlaneSide<T>& e) {
            side_of(std::string(name_of(e.side)));
            o.evidence.emplace_back("center_distance", num(e.center_distance));
          },
          [&](const SweptSpherePlaneContact<T>& e) {
            side_of(e.intersects ? "straddling" : e.start_distance > 0 ? "front" : "back");
            o.evidence.emplace_back("kind", word(name_of(e.kind)));
            if (e.intersects) {
              o.contact_time = static_cast<double>(e.t);
              o.evidence.emplace_back("t", num(e.t));
              o.evidence.emplace_back("contact_point", vec(e.contact_point));
            }
          },
          [&](const CapsulePlaneSide<T>& e) {
            side_of(std::string(name_of(e.side)));
            o.evidence.emplace_back("distance_a", num(e.distance_a));
            o.evidence.emplace_back("distance_b", num(e.distance_b));
          },
          [&](const CylinderPlaneSide<T>& e) {
            side_of(std::string(name_of(e.side)));
            o.evidence.emplace_back("center_distance", num(e.center_distance));
            o.evidence.emplace_back("extent", num(e.extent));
          },
          [&](const HullPlaneSide<T>& e) {
            side_of(std::string(name_of(e.side)));
            o.evidence.emplace_back("lowest", num(e.lowest));
            o.evidence.emplace_back("highest", num(e.highest));
          },
          [&](const EllipsoidPlaneSide<T>& e) {
            side_of(std::string(name_of(e.side)));
            o.evidence.emplace_back("center_distance", num(e.center_distance));
            o.evidence.emplace_back("effective_radius", num(e.effective_radius));
          },
          [&](const TrianglePlaneCut<T>& e) {
            side_of(std::string(name_of(e.side)));
            o.evidence.emplace_back("cut", word(name_of(e.cut)));
          },
          [&](const SatResult<T>& e) {
            if (e.verdict == SatVerdict::separated && e.separating_axis >= 0) {
              o.separating_axis = box_axis_name(e.separating_axis, r.swapped);
              o.evidence.emplace_back("separating_axis", *o.separating_axis);
              o.evidence.emplace_back("gap", num(e.axis(e.separating_axis).gap));
            } else if (e.least_overlap_axis >= 0) {
              o.evidence.emplace_back("least_overlap_axis",
                                      box_axis_name(e.least_overlap_axis, r.swapped));
              o.evidence.emplace_back("depth", num(e.depth));
            }
          },
          // Closed-form point, segment and triangle tests (points named in a, b order).
          [&](const ClosestPoints<T>& e) {
            o.evidence = {{"gap", num(e.gap)},
                          {"closest_a", vec(r.swapped ? e.on_b : e.on_a)},
                          {"closest_b", vec(r.swapped ? e.on_a : e.on_b)}};
            if (e.region != TriangleRegion::none)
              o.evidence.emplace_back("region", word(name_of(e.region)));
            if (e.parallel) o.evidence.emplace_back("parallel", word("yes"));
          },
          [&](const SegmentBoxSlabs<T>& e) {
            o.evidence = {{"t_enter", num(e.t_enter)}, {"t_exit", num(e.t_exit)}};
            if (e.intersects) o.evidence.emplace_back("enter_point", vec(e.enter_point));
          },
          [&](const SegmentTriangleHit<T>& e) {
            o.evidence = {{"kind", word(name_of(e.kind))},
                          {"t", num(e.t)},
                          {"point", vec(e.point)},
                          {"barycentric", vec(e.barycentric)}};
            if (!e.intersects) o.evidence.emplace_back("distance", num(e.distance));
          },
          [&](const TriangleTriangle<T>& e) {
            o.evidence = {{"kind", word(name_of(e.kind))}, {"gap", num(e.gap)}};
            if (e.kind == TriangleTriangleKind::intervals_overlap)
              o.evidence.emplace_back("shared_from", vec(e.shared[0]));
          },
          [&](const SweptSphereContact<T>& e) {
            o.evidence = {{"kind", word(name_of(e.kind))}};
            if (e.intersects) {
              o.contact_time = static_cast<double>(e.t);
              o.evidence.emplace_back("t", num(e.t));
              o.evidence.emplace_back("contact_point", vec(e.contact_point));
            } else {
              o.evidence.emplace_back("closest_gap", num(e.closest_gap));
            }
          },
          [&](const SweptSphereShapeContact<T>& e) {
            o.evidence = {{"kind", word(name_of(e.kind))}};
            if (e.intersects) {
              o.contact_time = static_cast<double>(e.t);
              o.evidence.emplace_back("t", num(e.t));
              o.evidence.emplace_back("contact_point", vec(e.contact_point));
            }
          },
          [&](const PlanePlane<T>& e) {
            o.evidence = {{"kind", word(name_of(e.kind))}};
            if (e.kind == PlanePlaneKind::meet_in_line) {
              o.evidence.emplace_back("line_point", vec(e.line_point));
              o.evidence.emplace_back("line_direction", vec(e.line_direction));
            } else {
              o.evidence.emplace_back("distance", num(e.distance));
            }
          },
          [&](const PointEllipsoid<T>& e) {
            o.evidence = {{"scaled_radius", num(e.scaled_radius)},
                          {"gap", num(e.gap)},
                          {"local", vec(e.local)}};
          },
          [&](const TriangleBoxSat<T>& e) {
            if (e.separating_axis >= 0) {
              o.separating_axis = triangle_box_axis_name(e.separating_axis);
              o.evidence = {{"separating_axis", *o.separating_axis},
                            {"gap", num(e.axes[e.separating_axis].gap)}};
            } else if (e.least_overlap_axis >= 0) {
              o.evidence = {{"least_overlap_axis", triangle_box_axis_name(e.least_overlap_axis)},
                            {"depth", num(e.depth)}};
            }
          },
          [&](const ConvexProximity<T>& e) {
            // GJK/EPA. Witnesses and normal in the scene's a, b order (the test's B is our a
            // when swapped, and its normal, from its A to its B, is then ours reversed).
            const Vec3<T>& wa = r.swapped ? e.witness_b : e.witness_a;
            const Vec3<T>& wb = r.swapped ? e.witness_a : e.witness_b;
            if (!e.intersects) {
              o.evidence = {
                  {"distance", num(e.distance)}, {"witness_a", vec(wa)}, {"witness_b", vec(wb)}};
            } else {
              o.evidence = {{"depth", num(e.depth)},
                            {"normal", vec(r.swapped ? -e.normal : e.normal)}};
            }
            o.evidence.emplace_back("gjk_iterations", num(T(e.gjk.iterations)));
            o.evidence.emplace_back("gjk_stop", word(name_of(e.gjk.stop)));
            if (e.epa_ran) {
              o.evidence.emplace_back("epa_iterations", num(T(e.epa.iterations)));
              o.evidence.emplace_back("epa_stop", word(name_of(e.epa.stop)));
            }
            if (!e.converged) o.evidence.emplace_back("converged", word("no"));
          },
          [&](const RayCast<T>& e) {
            o.evidence = {{"form", word(name_of(e.form))}};
            if (e.form == RayCastForm::closest_points)
              o.evidence.emplace_back("distance", num(e.distance));
            if (e.intersects) {
              o.evidence.emplace_back("t_enter", num(e.t_enter));
              o.evidence.emplace_back("entry_point", vec(e.entry_point));
              if (e.t_exit != e.t_enter) o.evidence.emplace_back("t_exit", num(e.t_exit));
              if (e.starts_inside) o.evidence.emplace_back("starts_inside", word("yes"));
            }
            if (e.parallel) o.evidence.emplace_back("parallel", word("yes"));
            if (e.behind) o.evidence.emplace_back("behind", word("yes"));
          },
          // A mesh: how many triangles were tested and met and how many nodes pruned, and the
          // first triangle met (its index in the mesh).
          [&](const MeshOverlap<T>& e) {
            o.evidence = {{"triangles_tested", num(T(e.tested.size()))},
                          {"triangles_hit", num(T(e.hit.size()))},
                          {"nodes_pruned", num(T(e.pruned.size()))}};
            if (!e.hit.empty()) o.evidence.emplace_back("first_hit", num(T(e.hit[0])));
          },
          [&](const MeshMeshOverlap<T>& e) {
            o.evidence = {{"triangle_pairs_tested", num(T(e.tested.size()))},
                          {"triangle_pairs_hit", num(T(e.hit.size()))},
                          {"node_pairs_pruned", num(T(e.pruned.size()))}};
          },
          [&](const MeshRayHit<T>& e) {
            o.evidence = {{"triangles_tested", num(T(e.tested.size()))},
                          {"nodes_pruned", num(T(e.pruned.size()))}};
            if (e.intersects) {
              o.evidence.emplace_back("t_enter", num(e.t));
              o.evidence.emplace_back("entry_point", vec(e.point));
              o.evidence.emplace_back("triangle", num(T(e.triangle)));
            }
          },
      },
      r.evidence);
  return o;
}

template PairOutcome outcome(const PairResult<float>&, std::size_t, std::size_t);
template PairOutcome outcome(const PairResult<double>&, std::size_t, std::size_t);

namespace {

// A mesh's test says which triangles met, not how far or how deep (pair_measures.hpp): apart, its
// gap is shape_distance's (the least over its triangles, through the hierarchy), unless GJK left
// that distance a lower bound; meeting, its depth is the contact manifold's deepest point's (the
// deepest hit triangle's manifold against the solid).
template <class T>
void add_mesh_measures(PairOutcome& o, const PairResult<T>& r, const Shape<T>& shape_a,
                       const Shape<T>& shape_b) {
  if (!std::holds_alternative<MeshOverlap<T>>(r.evidence) &&
      !std::holds_alternative<MeshMeshOverlap<T>>(r.evidence))
    return;
  if (r.verdict == PairVerdict::disjoint) {
    const ShapeDistance<T> d = shape_distance(shape_a, shape_b);
    if (d.valid && !d.intersecting && !d.undecided) o.measures.gap = double(d.distance);
  } else if (r.verdict == PairVerdict::intersects && !o.contacts.empty()) {
    double deepest = o.contacts.front().depth;
    for (const ContactOutcome& c : o.contacts)
      deepest = std::max(deepest, c.depth);
    o.measures.depth = deepest;
  }
}

}  // namespace

template <class T>
PairOutcome outcome(const PairResult<T>& r, std::size_t a, std::size_t b, const Shape<T>& shape_a,
                    const Shape<T>& shape_b) {
  PairOutcome o = outcome(r, a, b);
  if (const ContactManifold<T> m = contact_manifold(r, shape_a, shape_b); !m.empty()) {
    o.contact_normal = Vec3<double>(m.normal);
    for (const ContactPoint<T>& c : m.points)
      o.contacts.push_back({Vec3<double>(c.point), double(c.depth)});
  }
  add_mesh_measures(o, r, shape_a, shape_b);
  return o;
}

template PairOutcome outcome(const PairResult<float>&, std::size_t, std::size_t,
                             const Shape<float>&, const Shape<float>&);
template PairOutcome outcome(const PairResult<double>&, std::size_t, std::size_t,
                             const Shape<double>&, const Shape<double>&);

std::string number_text(double v) {
  return format_number(v);
}

template <class T>
void add_motion(PairOutcome& o, const TimeOfImpact<T>& r, bool timed) {
  MotionOutcome m;
  m.verdict = std::string(name_of(r.verdict));
  m.method = std::string(name_of(r.method));
  m.problem = r.problem;
  if (r.touches()) {
    m.toi = static_cast<double>(r.t);
    m.toi_error = static_cast<double>(r.t_error);
    m.point = Vec3<double>(r.point);
    m.normal = Vec3<double>(r.normal);
  }
  if (timed) {
    // The still test's evidence is of the pose at t = 0 only: beside a verdict over [0, 1] it
    // would say something else (a separating axis under "intersects"), so it goes.
    o.measures = {};
    o.measures.toi = m.toi;
    o.evidence.clear();
    o.side.reset();
    o.separating_axis.reset();
    o.contacts.clear();
    o.contact_normal.reset();
    if (!r.problem.empty()) o.reason = r.problem;
  }
  o.motion = std::move(m);
}
template void add_motion(PairOutcome&, const TimeOfImpact<float>&, bool);
template void add_motion(PairOutcome&, const TimeOfImpact<double>&, bool);

}  // namespace collide
