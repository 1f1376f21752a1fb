#include "app/visualize/visualizer.hpp"

#include <cmath>
#include <cstdio>

#include "app/visualize/manifold_visual.hpp"
#include "app/visualize/visual_families.hpp"
#include "core/eval/pair_motion.hpp"
#include "core/eval/scene_evaluation.hpp"
#include "core/math/number_format.hpp"

namespace collide {

// A zero is written "0" whatever its sign: -0 is the same number, and a row reading
// "n = (-1, -0, -0)" or "n·x <= -0" makes a reader look for a meaning the sign does not have.
std::string why_number(double v) {
  return format_number(v == 0 ? 0.0 : v);
}
std::string why_number(float v) {
  return format_number(v == 0 ? 0.0f : v);
}

namespace visual {

WhyRow tolerance_row(bool within, double band, const std::string& what, double input_band) {
  WhyRow row = tolerance_row(within, band, what);
  if (input_band > 0) {
    const std::string tail = "; decided inside the band";
    const auto at = row.formula.rfind(tail);
    row.formula.insert(at, "; inputs rounded to float: ±" + why_number(input_band));
    row.numbers.push_back({"input_band", input_band});
  }
  return row;
}

WhyRow tolerance_row(bool within, double band, const std::string& what) {
  return {WhyRowKind::tolerance,
          "tolerance",
          what + (band > 0 ? " = ±" + why_number(band) : std::string()) +
              "; decided inside the band: " + (within ? "yes" : "no"),
          {{"band", band}, {"within_tolerance", within ? 1.0 : 0.0}}};
}

}  // namespace visual

namespace {

// A table row from a family's typed functions: the result's alternative is R. C, the controls,
// is optional (nullptr: none).
template <class T, class R,
          void (*D)(const R&, const Shape<T>&, const Shape<T>&, const EvidenceStyle&, DrawList&),
          void (*E)(const R&, const Shape<T>&, const Shape<T>&, const EvidenceStyle&, WhyRows&),
          bool (*C)(const R&, const WhyRows&, EvidenceStyle&) = nullptr>
constexpr Visualizer<T> row(PairTest test) {
  Visualizer<T> v{test,
                  [](const PairResult<T>& r, const Shape<T>& a, const Shape<T>& b,
                     const EvidenceStyle& s, DrawList& out) {
                    if (const R* e = std::get_if<R>(&r.evidence)) D(*e, a, b, s, out);
                  },
                  [](const PairResult<T>& r, const Shape<T>& a, const Shape<T>& b,
                     const EvidenceStyle& s, WhyRows& rows) {
                    if (const R* e = std::get_if<R>(&r.evidence)) E(*e, a, b, s, rows);
                  }};
  if constexpr (C != nullptr)
    v.controls = [](const PairResult<T>& r, const WhyRows& rows, EvidenceStyle& s) {
      const R* e = std::get_if<R>(&r.evidence);
      return e && C(*e, rows, s);
    };
  return v;
}

// A row of family NAME (draw_NAME, explain_NAME; with controls_NAME when the person adjusts its
// evidence) for PairTest::TEST, whose result is RESULT.
#define COLLIDE_ROW(TEST, NAME, RESULT) \
  row<T, RESULT<T>, visual::draw_##NAME<T>, visual::explain_##NAME<T>>(PairTest::TEST)
#define COLLIDE_ROW_WITH_CONTROLS(TEST, NAME, RESULT)                  \
  row<T, RESULT<T>, visual::draw_##NAME<T>, visual::explain_##NAME<T>, \
      visual::controls_##NAME<T>>(PairTest::TEST)

template <class T>
constexpr VisualizerTable<T> make_table() {
  // One row per PairTest, in PairTest order (a static_assert below checks it).
  return {{
      {PairTest::unsupported, nullptr, nullptr, nullptr},
      COLLIDE_ROW(point_aabb, box_closest_point, BoxClosestPoint),
      COLLIDE_ROW(point_obb, box_closest_point, BoxClosestPoint),
      COLLIDE_ROW(sphere_aabb, box_closest_point, BoxClosestPoint),
      COLLIDE_ROW(sphere_obb, box_closest_point, BoxClosestPoint),
      COLLIDE_ROW(aabb_aabb, aabb_overlap, AabbOverlap),
      COLLIDE_ROW(point_sphere, center_distance, CenterDistance),
      COLLIDE_ROW(sphere_sphere, center_distance, CenterDistance),
      COLLIDE_ROW(plane_aabb, plane_box, PlaneBoxSides),
      COLLIDE_ROW(plane_obb, plane_box, PlaneBoxSides),
      COLLIDE_ROW(point_plane, point_plane, PointPlaneSide),
      COLLIDE_ROW(segment_plane, segment_plane, SegmentPlaneCrossing),
      COLLIDE_ROW(sphere_plane, sphere_plane, SpherePlaneSide),
      COLLIDE_ROW_WITH_CONTROLS(moving_sphere_plane, swept_sphere, SweptSpherePlaneContact),
      COLLIDE_ROW(ellipsoid_plane, ellipsoid_plane, EllipsoidPlaneSide),
      COLLIDE_ROW(triangle_plane, triangle_plane, TrianglePlaneCut),
      COLLIDE_ROW_WITH_CONTROLS(obb_obb, sat, SatResult),
      COLLIDE_ROW_WITH_CONTROLS(obb_aabb, sat, SatResult),
      COLLIDE_ROW(point_point, closest_points, ClosestPoints),
      COLLIDE_ROW(point_segment, closest_points, ClosestPoints),
      COLLIDE_ROW(point_triangle, closest_points, ClosestPoints),
      COLLIDE_ROW(segment_segment, closest_points, ClosestPoints),
      COLLIDE_ROW(segment_sphere, closest_points, ClosestPoints),
      COLLIDE_ROW(sphere_triangle, closest_points, ClosestPoints),
      COLLIDE_ROW(segment_aabb, segment_box, SegmentBoxSlabs),
      COLLIDE_ROW(segment_obb, segment_box, SegmentBoxSlabs),
      COLLIDE_ROW(segment_triangle, segment_triangle, SegmentTriangleHit),
      COLLIDE_ROW_WITH_CONTROLS(triangle_aabb, triangle_box, TriangleBoxSat),
      COLLIDE_ROW_WITH_CONTROLS(triangle_obb, triangle_box, TriangleBoxSat),
      COLLIDE_ROW(triangle_triangle, triangle_triangle, TriangleTriangle),
      COLLIDE_ROW_WITH_CONTROLS(moving_sphere_point, swept_contact, SweptSphereContact),
      COLLIDE_ROW_WITH_CONTROLS(moving_sphere_sphere, swept_contact, SweptSphereContact),
      COLLIDE_ROW_WITH_CONTROLS(moving_sphere_moving_sphere, swept_contact, SweptSphereContact),
      COLLIDE_ROW_WITH_CONTROLS(moving_sphere_segment, swept_shape, SweptSphereShapeContact),
      COLLIDE_ROW_WITH_CONTROLS(moving_sphere_aabb, swept_shape, SweptSphereShapeContact),
      COLLIDE_ROW_WITH_CONTROLS(moving_sphere_obb, swept_shape, SweptSphereShapeContact),
      COLLIDE_ROW_WITH_CONTROLS(moving_sphere_triangle, swept_shape, SweptSphereShapeContact),
      COLLIDE_ROW(plane_plane, plane_plane, PlanePlane),
      COLLIDE_ROW(point_ellipsoid, point_ellipsoid, PointEllipsoid),
      COLLIDE_ROW_WITH_CONTROLS(moving_sphere_ellipsoid, swept_shape, SweptSphereShapeContact),
      COLLIDE_ROW(ray_point, ray_cast, RayCast),
      COLLIDE_ROW(ray_segment, ray_cast, RayCast),
      COLLIDE_ROW(ray_ray, ray_cast, RayCast),
      COLLIDE_ROW(ray_plane, ray_cast, RayCast),
      COLLIDE_ROW(ray_sphere, ray_cast, RayCast),
      COLLIDE_ROW(ray_moving_sphere, ray_cast, RayCast),
      COLLIDE_ROW(ray_aabb, ray_cast, RayCast),
      COLLIDE_ROW(ray_obb, ray_cast, RayCast),
      COLLIDE_ROW(ray_triangle, ray_cast, RayCast),
      COLLIDE_ROW(ray_ellipsoid, ray_cast, RayCast),
      COLLIDE_ROW(point_capsule, closest_points, ClosestPoints),
      COLLIDE_ROW(segment_capsule, closest_points, ClosestPoints),
      COLLIDE_ROW(sphere_capsule, closest_points, ClosestPoints),
      COLLIDE_ROW(capsule_capsule, closest_points, ClosestPoints),
      COLLIDE_ROW(capsule_plane, capsule_plane, CapsulePlaneSide),
      COLLIDE_ROW(ray_capsule, ray_cast, RayCast),
      COLLIDE_ROW(cylinder_plane, cylinder_plane, CylinderPlaneSide),
      COLLIDE_ROW(ray_cylinder, ray_cast, RayCast),
      COLLIDE_ROW(convex_hull_plane, hull_plane, HullPlaneSide),
      COLLIDE_ROW(ray_convex_hull, ray_cast, RayCast),
      COLLIDE_ROW(mesh_any, mesh_any, MeshOverlap),
      COLLIDE_ROW(mesh_mesh, mesh_mesh, MeshMeshOverlap),
      COLLIDE_ROW(ray_mesh, ray_mesh, MeshRayHit),
      COLLIDE_ROW_WITH_CONTROLS(convex_convex, convex_proximity, ConvexProximity),
  }};
}
#undef COLLIDE_ROW
#undef COLLIDE_ROW_WITH_CONTROLS

template <class T>
constexpr bool rows_in_order(const VisualizerTable<T>& t) {
  for (std::size_t i = 0; i < t.size(); ++i)
    if (static_cast<std::size_t>(t[i].test) != i) return false;
  return true;
}

constexpr VisualizerTable<float> kTableFloat = make_table<float>();
constexpr VisualizerTable<double> kTableDouble = make_table<double>();
static_assert(rows_in_order(kTableFloat) && rows_in_order(kTableDouble),
              "the visualizer table lists the tests in PairTest order");

}  // namespace

template <>
const VisualizerTable<float>& visualizer_table<float>() {
  return kTableFloat;
}
template <>
const VisualizerTable<double>& visualizer_table<double>() {
  return kTableDouble;
}

// The box SAT's view shows its manifold under its own axis (sat_visual.cpp); every other pair's
// is added after its evidence (manifold_visual.hpp).
namespace {
bool draws_its_own_manifold(PairTest t) {
  return t == PairTest::obb_obb || t == PairTest::obb_aabb;
}
}  // namespace

template <class T>
void draw_evidence(const PairResult<T>& r, const Shape<T>& a, const Shape<T>& b,
                   const EvidenceStyle& style, DrawList& out) {
  if (r.verdict == PairVerdict::invalid || r.verdict == PairVerdict::unsupported) return;
  const Visualizer<T>& v = visualizer<T>(r.test);
  if (!v.draw) return;
  // The manifold first: the test's own markers (a plane–box's n vertex is also a contact) stay
  // on top of it.
  if (!draws_its_own_manifold(r.test))
    visual::draw_contact_manifold(
        contact_manifold_in_test_order(r, r.swapped ? b : a, r.swapped ? a : b), style, out);
  if (r.swapped)
    v.draw(r, b, a, style, out);
  else
    v.draw(r, a, b, style, out);
}

template <class T>
void explain_evidence(const PairResult<T>& r, const Shape<T>& a, const Shape<T>& b,
                      const EvidenceStyle& style, WhyRows& rows) {
  rows.clear();
  std::string head = std::string(test_name(r.test, a, b)) + " → " + std::string(name_of(r.verdict));
  if (r.within_tolerance) head += " (within tolerance)";
  if (r.swapped) head += "; the test takes the pair as (b, a): its A is the second object";
  if (!r.reason.empty()) head += ": " + std::string(r.reason);
  rows.push_back({WhyRowKind::verdict,
                  "verdict",
                  head,
                  {{"intersects", r.intersects() ? 1.0 : 0.0},
                   {"within_tolerance", r.within_tolerance ? 1.0 : 0.0}}});
  if (r.verdict == PairVerdict::invalid || r.verdict == PairVerdict::unsupported) return;
  const Visualizer<T>& v = visualizer<T>(r.test);
  if (!v.explain) return;
  if (r.swapped)
    v.explain(r, b, a, style, rows);
  else
    v.explain(r, a, b, style, rows);
  if (!draws_its_own_manifold(r.test)) {
    // Before the tolerance row, which ends every test's rows.
    WhyRows contacts;
    visual::explain_contact_manifold(
        contact_manifold_in_test_order(r, r.swapped ? b : a, r.swapped ? a : b), style, contacts);
    const auto at =
        !rows.empty() && rows.back().kind == WhyRowKind::tolerance ? rows.end() - 1 : rows.end();
    rows.insert(at, contacts.begin(), contacts.end());
  }
}

template <class T>
bool evidence_controls(const PairResult<T>& r, const WhyRows& rows, EvidenceStyle& style) {
  if (r.verdict == PairVerdict::invalid || r.verdict == PairVerdict::unsupported) return false;
  const Visualizer<T>& v = visualizer<T>(r.test);
  return v.controls && v.controls(r, rows, style);
}

template void draw_evidence(const PairResult<float>&, const Shape<float>&, const Shape<float>&,
                            const EvidenceStyle&, DrawList&);
template void draw_evidence(const PairResult<double>&, const Shape<double>&, const Shape<double>&,
                            const EvidenceStyle&, DrawList&);
template void explain_evidence(const PairResult<float>&, const Shape<float>&, const Shape<float>&,
                               const EvidenceStyle&, WhyRows&);
template void explain_evidence(const PairResult<double>&, const Shape<double>&,
                               const Shape<double>&, const EvidenceStyle&, WhyRows&);
template bool evidence_controls(const PairResult<float>&, const WhyRows&, EvidenceStyle&);
template bool evidence_controls(const PairResult<double>&, const WhyRows&, EvidenceStyle&);

namespace {
template <class T>
EvaluatedPair<T> evaluate(const Scene& scene, std::size_t a, std::size_t b) {
  EvaluatedPair<T> p{{}, to_shape<T>(scene.objects[a]), to_shape<T>(scene.objects[b])};
  p.result = pair_test(p.a, p.b, scene_tolerances<T>(scene.settings));
  return p;
}
}  // namespace

FocusedPair evaluate_pair(const Scene& scene, std::size_t a, std::size_t b) {
  FocusedPair f;
  f.a = a;
  f.b = b;
  if (scene.settings.precision == Precision::float32)
    f.pair = evaluate<float>(scene, a, b);
  else
    f.pair = evaluate<double>(scene, a, b);
  f.motion = moving_pair(scene.objects[a], scene.objects[b], scene.settings);
  const SceneObject &oa = scene.objects[a], &ob = scene.objects[b];
  f.timed = f.motion && !(query_shape_holds_motion(oa.desc, oa.motion) &&
                          query_shape_holds_motion(ob.desc, ob.motion));
  if (f.timed)
    std::visit(
        [&](auto& p) {
          std::visit(
              [&](const auto& toi) {
                p.result.verdict = verdict_of(toi);
                p.result.within_tolerance = toi.within_tolerance;
                p.result.reason = reason_of(toi);
              },
              f.motion->toi);
        },
        f.pair);
  return f;
}

void draw_evidence(const FocusedPair& f, const EvidenceStyle& style, DrawList& out) {
  // A timed pair's still evidence is of the pose at t = 0, not of its verdict: not drawn.
  if (!(f.timed && f.motion))
    std::visit([&](const auto& p) { draw_evidence(p.result, p.a, p.b, style, out); }, f.pair);
  if (f.motion) draw_motion(*f.motion, style, out);
}

namespace {
// A timed pair's rows: time of impact's verdict, its evidence, and one muted row naming the still
// test (whose evidence, of the pose at t = 0 only, is left out).
template <class T>
void explain_timed(const FocusedPair& f, const EvaluatedPair<T>& p, const EvidenceStyle& style,
                   WhyRows& rows) {
  rows.clear();
  explain_motion_verdict(*f.motion, p.result.verdict, p.result.within_tolerance, rows);
  explain_motion(*f.motion, style, rows);
  rows.push_back({WhyRowKind::step, "still test",
                  std::string(test_name(p.result.test, p.a, p.b)) +
                      " at t = 0.000 is one pose, not the verdict over [0, 1]: its evidence is "
                      "not shown (move the timeline to test the pair at an instant)"});
  rows.back().muted = true;
}
}  // namespace

void explain_evidence(const FocusedPair& f, const EvidenceStyle& style, WhyRows& rows) {
  if (f.timed && f.motion) {
    std::visit([&](const auto& p) { explain_timed(f, p, style, rows); }, f.pair);
    return;
  }
  std::visit([&](const auto& p) { explain_evidence(p.result, p.a, p.b, style, rows); }, f.pair);
  // The still test of a moving pair at the timeline's instant: its rows are of that pose.
  if (f.motion && f.at_time && !rows.empty())
    rows.front().formula = "at t = " + why_number(*f.at_time) + ": " + rows.front().formula;
  if (f.motion) explain_motion(*f.motion, style, rows);
}

int shown_sat_axis(const FocusedPair& f, const EvidenceStyle& style) {
  if (f.timed && f.motion) return -1;
  return std::visit(
      [&]<class T>(const EvaluatedPair<T>& p) {
        if (const auto* sat = std::get_if<SatResult<T>>(&p.result.evidence))
          return selected_sat_axis(*sat, style);
        if (const auto* tri = std::get_if<TriangleBoxSat<T>>(&p.result.evidence))
          return visual::selected_triangle_box_axis(*tri, style);
        return -1;
      },
      f.pair);
}

std::optional<glm::dvec3> shown_sat_direction(const FocusedPair& f, const EvidenceStyle& style) {
  const int k = shown_sat_axis(f, style);
  if (k < 0) return std::nullopt;
  const glm::dvec3 axis = std::visit(
      [&]<class T>(const EvaluatedPair<T>& p) {
        if (const auto* sat = std::get_if<SatResult<T>>(&p.result.evidence))
          return visual::dvec(sat->axes()[std::size_t(k)].axis);
        const auto& tri = std::get<TriangleBoxSat<T>>(p.result.evidence);
        return visual::dvec(tri.axes[std::size_t(k)].axis);
      },
      f.pair);
  if (!(glm::length(axis) > 0)) return std::nullopt;
  return glm::normalize(axis);
}

bool evidence_controls(const FocusedPair& f, const WhyRows& rows, EvidenceStyle& style) {
  bool changed = false;
  if (!(f.timed && f.motion)) {
    changed =
        std::visit([&](const auto& p) { return evidence_controls(p.result, rows, style); }, f.pair);
    changed = visual::contact_controls(rows, style) || changed;  // any pair with a manifold
  }
  if (f.motion) changed = motion_controls(*f.motion, style) || changed;
  return changed;
}

}  // namespace collide
