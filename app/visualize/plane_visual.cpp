// The plane family: point, segment, sphere, ellipsoid, triangle and capsule against a plane
// n·x = d.
// Every drawing is the signed distance dist(x) = n·x − d made visible: dashed lines from points
// to their feet on the plane, labelled with their distances.
#include <algorithm>
#include <cmath>
#include <variant>

#include <glm/geometric.hpp>

#include "app/visualize/evidence_draw.hpp"
#include "app/visualize/visual_families.hpp"

namespace collide::visual {
namespace {

std::string side_word(PlaneSide s) {
  return std::string(name_of(s));
}

// A point, its foot on the plane and its distance.
void to_foot(DrawList& out, const glm::dvec3& p, double dist, const glm::dvec3& n,
             const Color& color, const std::string& name) {
  const glm::dvec3 foot = p - dist * n;
  evidence::dashed(out, p, foot, color, 2.0f);
  evidence::marker(out, foot, color, 6);
  evidence::marker(out, p, color);
  evidence::label(out, p, name + "dist " + why_number(dist), color);
}

// s against a radius r, as the plane tests with an extent say it.
std::string side_by_radius(PlaneSide side, double s, double r, const char* rname) {
  const std::string rn = rname;
  if (side == PlaneSide::front) return "s − " + rn + " = " + why_number(s - r) + " > 0 → front";
  if (side == PlaneSide::back) return "s + " + rn + " = " + why_number(s + r) + " < 0 → back";
  return "|s| = " + why_number(std::abs(s)) + " ≤ " + rn + " = " + why_number(r) + " → straddling";
}

}  // namespace

// --- point–plane -------------------------------------------------------------------------------

template <class T>
void draw_point_plane(const PointPlaneSide<T>& r, const Shape<T>& a, const Shape<T>& b,
                      const EvidenceStyle&, DrawList& out) {
  const glm::dvec3 n = dvec(std::get<Plane<T>>(b).n);
  to_foot(out, dvec(std::get<Point<T>>(a).p), double(r.distance), n, side_color(r.side), "");
}

template <class T>
void explain_point_plane(const PointPlaneSide<T>& r, const Shape<T>& a, const Shape<T>&,
                         const EvidenceStyle&, WhyRows& rows) {
  const double s = double(r.distance), t = double(r.thickness);
  rows.push_back(
      {WhyRowKind::step,
       "distance",
       "dist(p) = n·p − d = n·" + why_vector(std::get<Point<T>>(a).p) + " − d = " + why_number(s),
       {{"distance", s}}});
  std::string f = r.side == PlaneSide::on      ? "|dist| ≤ " + why_number(t) + " → on"
                  : r.side == PlaneSide::front ? "dist > " + why_number(t) + " → front"
                                               : "dist < −" + why_number(t) + " → back";
  rows.push_back({WhyRowKind::step, "side", f, {{"thickness", t}}});
  rows.push_back(tolerance_row(r.within_tolerance, double(r.band),
                               "plane thickness + contact band (half-width " + why_number(t) + ")",
                               double(r.input_band)));
}

// --- segment–plane -----------------------------------------------------------------------------

template <class T>
void draw_segment_plane(const SegmentPlaneCrossing<T>& r, const Shape<T>& a, const Shape<T>& b,
                        const EvidenceStyle&, DrawList& out) {
  const Segment<T>& s = std::get<Segment<T>>(a);
  const glm::dvec3 n = dvec(std::get<Plane<T>>(b).n);
  const auto color = [](T d) {
    return d > 0 ? kFrontColor : d < 0 ? kBackColor : kStraddlingColor;
  };
  to_foot(out, dvec(s.a), double(r.distance_a), n, color(r.distance_a), "a  ");
  to_foot(out, dvec(s.b), double(r.distance_b), n, color(r.distance_b), "b  ");
  if (r.kind == SegmentPlaneKind::crosses) {
    evidence::marker(out, dvec(r.point), kContactColor, 14);
    evidence::label(out, dvec(r.point), "crossing t " + why_number(r.t), kContactColor, {10, 14});
  } else if (r.kind == SegmentPlaneKind::in_plane) {
    evidence::line(out, dvec(s.a), dvec(s.b), kContactColor, 5);
  }
}

template <class T>
void explain_segment_plane(const SegmentPlaneCrossing<T>& r, const Shape<T>&, const Shape<T>&,
                           const EvidenceStyle&, WhyRows& rows) {
  const double da = double(r.distance_a), db = double(r.distance_b);
  rows.push_back({WhyRowKind::step,
                  "end distances",
                  "dₐ = dist(a) = " + why_number(da) + ", d_b = dist(b) = " + why_number(db),
                  {{"distance_a", da}, {"distance_b", db}}});
  std::string f;
  switch (r.kind) {
    case SegmentPlaneKind::crosses:
      f = "t = dₐ / (dₐ − d_b) = " + why_number(da) + " / " + why_number(da - db) + " = " +
          why_number(r.t) + " → crosses at " + why_vector(r.point);
      break;
    case SegmentPlaneKind::misses:
      f = "dₐ and d_b have the same strict sign → misses";
      break;
    case SegmentPlaneKind::parallel:
      f = "n·(b − a) within the band and off the plane → parallel, misses";
      break;
    case SegmentPlaneKind::in_plane:
      f = "both ends on the plane → the segment lies in it";
      break;
  }
  rows.push_back({WhyRowKind::step,
                  "crossing",
                  f,
                  {{"t", double(r.t)},
                   {"x", double(r.point.x)},
                   {"y", double(r.point.y)},
                   {"z", double(r.point.z)}}});
  rows.push_back(tolerance_row(r.within_tolerance, double(r.band), "contact band on the ends",
                               double(r.input_band)));
}

// --- sphere–plane ------------------------------------------------------------------------------

template <class T>
void draw_sphere_plane(const SpherePlaneSide<T>& r, const Shape<T>& a, const Shape<T>& b,
                       const EvidenceStyle& style, DrawList& out) {
  const Sphere<T>& sphere = std::get<Sphere<T>>(a);
  const glm::dvec3 n = dvec(std::get<Plane<T>>(b).n), c = dvec(sphere.center);
  const double s = double(r.center_distance), radius = double(r.radius);
  const Color color = side_color(r.side);
  evidence::marker(out, c, kMeasureColor, 7);
  evidence::dashed(out, c, dvec(r.projection), kMeasureColor, 2.0f);
  evidence::label(out, 0.5 * (c + dvec(r.projection)), "s " + why_number(s), kMeasureColor, {8, 0});
  evidence::marker(out, dvec(r.projection), kClosestColor);
  // The radius towards the plane, beside the distance.
  const glm::dvec3 beside = evidence::across(n, style.view_right, style.view_up) * (1.3 * radius);
  const double toward = s >= 0 ? -1.0 : 1.0;
  evidence::line(out, c + beside, c + beside + toward * radius * n, color, 5);
  evidence::label(out, c + beside + toward * radius * n, "r " + why_number(radius), color, {8, 12});
}

template <class T>
void explain_sphere_plane(const SpherePlaneSide<T>& r, const Shape<T>&, const Shape<T>&,
                          const EvidenceStyle&, WhyRows& rows) {
  const double s = double(r.center_distance), radius = double(r.radius);
  rows.push_back(
      {WhyRowKind::step, "centre distance", "s = n·c − d = " + why_number(s), {{"s", s}}});
  rows.push_back(
      {WhyRowKind::step, "side", side_by_radius(r.side, s, radius, "r"), {{"r", radius}}});
  rows.push_back(tolerance_row(r.within_tolerance, double(r.band), "contact band on |s| − r",
                               double(r.input_band)));
}

// --- ellipsoid–plane ---------------------------------------------------------------------------

template <class T>
void draw_ellipsoid_plane(const EllipsoidPlaneSide<T>& r, const Shape<T>& a, const Shape<T>& b,
                          const EvidenceStyle& style, DrawList& out) {
  const Ellipsoid<T>& e = std::get<Ellipsoid<T>>(a);
  const Plane<T>& plane = std::get<Plane<T>>(b);
  const glm::dvec3 n = dvec(plane.n), c = dvec(e.center);
  const double s = double(r.center_distance), radius = double(r.effective_radius);
  // dist of the supports: s ∓ r.
  to_foot(out, dvec(r.support_back), s - radius, n, kNVertexColor, "back support  ");
  to_foot(out, dvec(r.support_front), s + radius, n, kPVertexColor, "front support  ");
  const double reach = std::max({double(e.radii.x), double(e.radii.y), double(e.radii.z)});
  const glm::dvec3 beside = evidence::across(n, style.view_right, style.view_up) * (1.3 * reach);
  evidence::marker(out, c, kMeasureColor, 7);
  evidence::dashed(out, c, c - s * n, kMeasureColor, 2.0f);
  evidence::label(out, c - 0.5 * s * n, "s " + why_number(s), kMeasureColor, {8, 0});
  evidence::line(out, c + beside - radius * n, c + beside + radius * n, side_color(r.side), 5);
  evidence::label(out, c + beside, "r_eff " + why_number(radius), side_color(r.side), {8, 12});
}

template <class T>
void explain_ellipsoid_plane(const EllipsoidPlaneSide<T>& r, const Shape<T>& a, const Shape<T>& b,
                             const EvidenceStyle&, WhyRows& rows) {
  const Ellipsoid<T>& e = std::get<Ellipsoid<T>>(a);
  const Plane<T>& plane = std::get<Plane<T>>(b);
  const double s = double(r.center_distance), radius = double(r.effective_radius);
  std::string terms;
  WhyRow row{WhyRowKind::step, "effective radius", ""};
  for (int i = 0; i < 3; ++i) {
    const T nu = glm::dot(plane.n, e.axes[std::size_t(i)]);
    terms +=
        (i ? " + " : "") + std::string("(") + why_number(e.radii[i]) + "·" + why_number(nu) + ")²";
    row.numbers.push_back({"n·u" + std::to_string(i), double(nu)});
  }
  row.formula = "r = √Σ(aᵢ·(n·uᵢ))² = √(" + terms + ") = " + why_number(radius);
  row.numbers.push_back({"r", radius});
  rows.push_back(row);
  rows.push_back(
      {WhyRowKind::step, "centre distance", "s = n·c − d = " + why_number(s), {{"s", s}}});
  rows.push_back({WhyRowKind::step,
                  "supports",
                  "c ∓ Σ aᵢ²·(n·uᵢ)·uᵢ / r: back " + why_vector(r.support_back) + " (dist " +
                      why_number(s - radius) + "), front " + why_vector(r.support_front) +
                      " (dist " + why_number(s + radius) + ")",
                  {}});
  rows.push_back({WhyRowKind::step, "side", side_by_radius(r.side, s, radius, "r"), {}});
  rows.push_back(tolerance_row(r.within_tolerance, double(r.band), "contact band on |s| − r",
                               double(r.input_band)));
}

// --- triangle–plane ----------------------------------------------------------------------------

template <class T>
void draw_triangle_plane(const TrianglePlaneCut<T>& r, const Shape<T>& a, const Shape<T>& b,
                         const EvidenceStyle&, DrawList& out) {
  const Triangle<T>& tri = std::get<Triangle<T>>(a);
  const glm::dvec3 n = dvec(std::get<Plane<T>>(b).n);
  const Vec3<T> v[3] = {tri.a, tri.b, tri.c};
  const char* names[3] = {"a  ", "b  ", "c  "};
  for (std::size_t i = 0; i < 3; ++i)
    to_foot(out, dvec(v[i]), double(r.distances[i]), n, side_color(r.vertex_sides[i]), names[i]);
  if (r.cut == TriangleCut::segment) {
    evidence::line(out, dvec(r.points[0]), dvec(r.points[1]), kContactColor, 5);
    evidence::label(out, 0.5 * (dvec(r.points[0]) + dvec(r.points[1])), "cut", kContactColor,
                    {8, 14});
  } else if (r.cut == TriangleCut::vertex) {
    evidence::marker(out, dvec(r.points[0]), kContactColor, 14);
  } else if (r.cut == TriangleCut::triangle) {
    out.triangle(Layer::evidence,
                 {dvec(tri.a), dvec(tri.b), dvec(tri.c),
                  Color{kContactColor.r, kContactColor.g, kContactColor.b, 0.35f}});
  }
}

template <class T>
void explain_triangle_plane(const TrianglePlaneCut<T>& r, const Shape<T>&, const Shape<T>&,
                            const EvidenceStyle&, WhyRows& rows) {
  const char* names[3] = {"a", "b", "c"};
  for (std::size_t i = 0; i < 3; ++i)
    rows.push_back({WhyRowKind::step,
                    std::string("vertex ") + names[i],
                    std::string("dist(") + names[i] + ") = " + why_number(r.distances[i]) + " → " +
                        side_word(r.vertex_sides[i]),
                    {{"dist", double(r.distances[i])}}});
  std::string f = "cut: " + std::string(name_of(r.cut));
  if (r.cut == TriangleCut::segment)
    f += " from " + why_vector(r.points[0]) + " to " + why_vector(r.points[1]) +
         " (pᵢ + dᵢ/(dᵢ − dⱼ)·(pⱼ − pᵢ) on each cut edge)";
  else if (r.cut == TriangleCut::vertex)
    f += " at " + why_vector(r.points[0]);
  rows.push_back({WhyRowKind::step, "cut", f + " → " + side_word(r.side), {}});
  rows.push_back(
      tolerance_row(r.within_tolerance, double(r.band),
                    "plane thickness + contact band (half-width " + why_number(r.thickness) + ")",
                    double(r.input_band)));
}

// --- capsule–plane -----------------------------------------------------------------------------

template <class T>
void draw_capsule_plane(const CapsulePlaneSide<T>& r, const Shape<T>& a, const Shape<T>& b,
                        const EvidenceStyle& style, DrawList& out) {
  const Capsule<T>& c = std::get<Capsule<T>>(a);
  const glm::dvec3 n = dvec(std::get<Plane<T>>(b).n);
  to_foot(out, dvec(c.a), double(r.distance_a), n, kMeasureColor, "a  ");
  to_foot(out, dvec(c.b), double(r.distance_b), n, kMeasureColor, "b  ");
  // The radius beside the end nearer the plane, towards it: what the end's distance is against.
  const bool a_nearer = std::abs(r.distance_a) <= std::abs(r.distance_b);
  const glm::dvec3 end = dvec(a_nearer ? c.a : c.b);
  const double s = double(a_nearer ? r.distance_a : r.distance_b), radius = double(r.radius);
  const glm::dvec3 beside = evidence::across(n, style.view_right, style.view_up) * (1.3 * radius);
  const double toward = s >= 0 ? -1.0 : 1.0;
  evidence::line(out, end + beside, end + beside + toward * radius * n, side_color(r.side), 5);
  evidence::label(out, end + beside + toward * radius * n, "r " + why_number(radius),
                  side_color(r.side), {8, 12});
}

template <class T>
void explain_capsule_plane(const CapsulePlaneSide<T>& r, const Shape<T>&, const Shape<T>&,
                           const EvidenceStyle&, WhyRows& rows) {
  const double da = double(r.distance_a), db = double(r.distance_b), radius = double(r.radius);
  const double lo = double(r.lowest), hi = double(r.highest);
  rows.push_back({WhyRowKind::step,
                  "end distances",
                  "dist(a) = n·a − d = " + why_number(da) + ", dist(b) = n·b − d = " +
                      why_number(db) + " (the segment takes every value between)",
                  {{"dist(a)", da}, {"dist(b)", db}}});
  rows.push_back({WhyRowKind::step,
                  "extent",
                  "[min − r, max + r] = [" + why_number(lo) + ", " + why_number(hi) +
                      "], r = " + why_number(radius),
                  {{"r", radius}, {"lowest", lo}, {"highest", hi}}});
  const std::string side = r.side == PlaneSide::front  ? "min − r = " + why_number(lo) + " > 0"
                           : r.side == PlaneSide::back ? "max + r = " + why_number(hi) + " < 0"
                                                       : "min − r ≤ 0 ≤ max + r";
  rows.push_back({WhyRowKind::step, "side", side + " → " + side_word(r.side), {}});
  rows.push_back(tolerance_row(r.within_tolerance, double(r.band),
                               "contact band on the extent's ends", double(r.input_band)));
}

// --- cylinder–plane ---------------------------------------------------------------------------

template <class T>
void draw_cylinder_plane(const CylinderPlaneSide<T>& r, const Shape<T>& a, const Shape<T>& b,
                         const EvidenceStyle& style, DrawList& out) {
  const Cylinder<T>& cyl = std::get<Cylinder<T>>(a);
  const glm::dvec3 n = dvec(std::get<Plane<T>>(b).n), c = dvec(cyl.center);
  const double s = double(r.center_distance), e = double(r.extent);
  // dist of the supports (the rim points furthest along ∓n): s ∓ e.
  to_foot(out, dvec(r.support_back), s - e, n, kNVertexColor, "back rim  ");
  to_foot(out, dvec(r.support_front), s + e, n, kPVertexColor, "front rim  ");
  const double reach = double(cyl.half_height) + double(cyl.radius);
  const glm::dvec3 beside = evidence::across(n, style.view_right, style.view_up) * (1.3 * reach);
  evidence::marker(out, c, kMeasureColor, 7);
  evidence::dashed(out, c, c - s * n, kMeasureColor, 2.0f);
  evidence::label(out, c - 0.5 * s * n, "s " + why_number(s), kMeasureColor, {8, 0});
  evidence::line(out, c + beside - e * n, c + beside + e * n, side_color(r.side), 5);
  evidence::label(out, c + beside, "e " + why_number(e), side_color(r.side), {8, 12});
}

template <class T>
void explain_cylinder_plane(const CylinderPlaneSide<T>& r, const Shape<T>& a, const Shape<T>&,
                            const EvidenceStyle&, WhyRows& rows) {
  const Cylinder<T>& cyl = std::get<Cylinder<T>>(a);
  const double s = double(r.center_distance), e = double(r.extent), cos = double(r.axis_cos);
  const double h = double(cyl.half_height), radius = double(cyl.radius);
  rows.push_back({WhyRowKind::step,
                  "extent",
                  "e = |n·u|·h + r·√(1 − (n·u)²) = " + why_number(std::abs(cos)) + "·" +
                      why_number(h) + " + " + why_number(radius) + "·" +
                      why_number(std::sqrt(std::max(0.0, 1 - cos * cos))) + " = " + why_number(e) +
                      " (the axis's half height along n, and the rim's radius across it)",
                  {{"n·u", cos}, {"h", h}, {"r", radius}, {"e", e}}});
  rows.push_back(
      {WhyRowKind::step, "centre distance", "s = n·c − d = " + why_number(s), {{"s", s}}});
  rows.push_back({WhyRowKind::step,
                  "supports",
                  "the rims' points furthest along ∓n: back " + why_vector(r.support_back) +
                      " (dist " + why_number(s - e) + "), front " + why_vector(r.support_front) +
                      " (dist " + why_number(s + e) + ")",
                  {}});
  rows.push_back({WhyRowKind::step, "side", side_by_radius(r.side, s, e, "e"), {}});
  rows.push_back(tolerance_row(r.within_tolerance, double(r.band), "contact band on |s| − e",
                               double(r.input_band)));
}

// --- convex hull–plane ------------------------------------------------------------------------

template <class T>
void draw_hull_plane(const HullPlaneSide<T>& r, const Shape<T>& a, const Shape<T>& b,
                     const EvidenceStyle&, DrawList& out) {
  const ConvexHull<T>& h = std::get<ConvexHull<T>>(a);
  const glm::dvec3 n = dvec(std::get<Plane<T>>(b).n);
  // Its vertices furthest along ∓n (its supports) and their distances: its extent along n.
  to_foot(out, dvec(hull_point(h, r.lowest_vertex)), double(r.lowest), n, kNVertexColor,
          "lowest vertex  ");
  to_foot(out, dvec(hull_point(h, r.highest_vertex)), double(r.highest), n, kPVertexColor,
          "highest vertex  ");
}

template <class T>
void explain_hull_plane(const HullPlaneSide<T>& r, const Shape<T>& a, const Shape<T>&,
                        const EvidenceStyle&, WhyRows& rows) {
  const ConvexHull<T>& h = std::get<ConvexHull<T>>(a);
  const double lo = double(r.lowest), hi = double(r.highest);
  rows.push_back({WhyRowKind::step,
                  "supports",
                  "its vertices furthest along −n and n (a linear function on a polytope is "
                  "extreme at a vertex; " +
                      std::to_string(h.hull->vertices.size()) + " scanned): lowest " +
                      why_vector(hull_point(h, r.lowest_vertex)) + ", highest " +
                      why_vector(hull_point(h, r.highest_vertex)),
                  {}});
  rows.push_back(
      {WhyRowKind::step,
       "extent",
       "n·v − d over its vertices spans [" + why_number(lo) + ", " + why_number(hi) + "]",
       {{"lowest", lo}, {"highest", hi}}});
  const std::string side = r.side == PlaneSide::front  ? "lowest = " + why_number(lo) + " > 0"
                           : r.side == PlaneSide::back ? "highest = " + why_number(hi) + " < 0"
                                                       : "lowest ≤ 0 ≤ highest";
  rows.push_back({WhyRowKind::step, "side", side + " → " + side_word(r.side), {}});
  rows.push_back(tolerance_row(r.within_tolerance, double(r.band),
                               "contact band on the extent's ends", double(r.input_band)));
}

COLLIDE_INSTANTIATE_VISUAL_BOTH(point_plane, PointPlaneSide)
COLLIDE_INSTANTIATE_VISUAL_BOTH(segment_plane, SegmentPlaneCrossing)
COLLIDE_INSTANTIATE_VISUAL_BOTH(sphere_plane, SpherePlaneSide)
COLLIDE_INSTANTIATE_VISUAL_BOTH(ellipsoid_plane, EllipsoidPlaneSide)
COLLIDE_INSTANTIATE_VISUAL_BOTH(triangle_plane, TrianglePlaneCut)
COLLIDE_INSTANTIATE_VISUAL_BOTH(capsule_plane, CapsulePlaneSide)
COLLIDE_INSTANTIATE_VISUAL_BOTH(cylinder_plane, CylinderPlaneSide)
COLLIDE_INSTANTIATE_VISUAL_BOTH(hull_plane, HullPlaneSide)

}  // namespace collide::visual
