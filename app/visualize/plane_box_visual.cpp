// Plane–box: the n and p vertices as labelled markers with dashed lines to their feet on the
// plane, the box outlined in its side's colour, and the projected radius r drawn along the
// normal beside the centre's distance s.
#include <algorithm>
#include <cmath>
#include <variant>

#include <glm/geometric.hpp>

#include "app/visualize/evidence_draw.hpp"
#include "app/visualize/visual_families.hpp"

namespace collide::visual {
namespace {

template <class T>
struct BoxFrame {
  Vec3<T> center;
  std::array<Vec3<T>, 3> axes;
  Vec3<T> half;
};

template <class T>
BoxFrame<T> frame_of(const Shape<T>& s) {
  if (const auto* box = std::get_if<Aabb<T>>(&s))
    return {(box->min + box->max) * T(0.5),
            {Vec3<T>{1, 0, 0}, Vec3<T>{0, 1, 0}, Vec3<T>{0, 0, 1}},
            (box->max - box->min) * T(0.5)};
  const Obb<T>& box = std::get<Obb<T>>(s);
  return {box.center, box.axes, box.half_extents};
}

}  // namespace

template <class T>
void draw_plane_box(const PlaneBoxSides<T>& r, const Shape<T>& a, const Shape<T>& b,
                    const EvidenceStyle& style, DrawList& out) {
  const Plane<T>& plane = std::get<Plane<T>>(a);
  const BoxFrame<T> box = frame_of(b);
  const glm::dvec3 n = dvec(plane.n), c = dvec(box.center);
  const glm::dvec3 axes[3] = {dvec(box.axes[0]), dvec(box.axes[1]), dvec(box.axes[2])};
  evidence::box_edges(out, c, axes, dvec(box.half), side_color(r.side), 2.5f);

  // Each vertex, its foot v − dist(v)·n on the plane, and its signed distance.
  const auto vertex = [&](const Vec3<T>& v, T dist, const Color& color, const char* name) {
    const glm::dvec3 p = dvec(v), foot = p - double(dist) * n;
    evidence::dashed(out, p, foot, color, 2.0f);
    evidence::marker(out, foot, color, 6);
    evidence::marker(out, p, color);
    evidence::label(out, p, std::string(name) + "  dist " + why_number(dist), color);
  };
  vertex(r.n_vertex, r.n_distance, kNVertexColor, "n");
  vertex(r.p_vertex, r.p_distance, kPVertexColor, "p");

  // A ruler beside the box (to its right on screen), along n: the centre's distance s down to
  // the plane, and the box's extent c ± r·n, whose ends are at distances s − r = dist(n) and
  // s + r = dist(p). The ruler is across n, so distances along it are the plane's.
  const double s = double(r.center_distance), radius = double(r.projected_radius);
  const double reach = std::max({double(box.half.x), double(box.half.y), double(box.half.z)});
  const glm::dvec3 ruler = c + evidence::across(n, style.view_right, style.view_up) * (1.8 * reach);
  evidence::marker(out, c, kMeasureColor, 7);
  evidence::dashed(out, c, ruler, kMeasureColor, 1.0f);
  evidence::line(out, ruler - radius * n, ruler + radius * n, side_color(r.side), 6);
  evidence::label(out, ruler + radius * n, "r " + why_number(radius), side_color(r.side), {8, 0});
  evidence::line(out, ruler, ruler - s * n, kMeasureColor, 2.0f, kDashPx);
  evidence::marker(out, ruler - s * n, kMeasureColor, 6);
  evidence::label(out, ruler - 0.5 * s * n, "s " + why_number(s), kMeasureColor, {8, 0});
}

template <class T>
void explain_plane_box(const PlaneBoxSides<T>& r, const Shape<T>& a, const Shape<T>& b,
                       const EvidenceStyle&, WhyRows& rows) {
  const Plane<T>& plane = std::get<Plane<T>>(a);
  const BoxFrame<T> box = frame_of(b);
  const double s = double(r.center_distance), rad = double(r.projected_radius);
  const double dn = double(r.n_distance), dp = double(r.p_distance);
  rows.push_back({WhyRowKind::step,
                  "plane",
                  "n·x = d with n = " + why_vector(plane.n) + ", d = " + why_number(plane.d),
                  {{"d", double(plane.d)}}});
  rows.push_back({WhyRowKind::step,
                  "n vertex",
                  "v_n = " + why_vector(r.n_vertex) +
                      " (−eᵢ where n·uᵢ > 0): dist = n·v_n − d = " + why_number(dn),
                  {{"x", double(r.n_vertex.x)},
                   {"y", double(r.n_vertex.y)},
                   {"z", double(r.n_vertex.z)},
                   {"dist", dn}}});
  rows.push_back({WhyRowKind::step,
                  "p vertex",
                  "v_p = " + why_vector(r.p_vertex) +
                      " (+eᵢ where n·uᵢ > 0): dist = n·v_p − d = " + why_number(dp),
                  {{"x", double(r.p_vertex.x)},
                   {"y", double(r.p_vertex.y)},
                   {"z", double(r.p_vertex.z)},
                   {"dist", dp}}});
  // The terms eᵢ·|n·uᵢ| as the box gives them; their sum is the result's r.
  std::string terms;
  WhyRow radius{WhyRowKind::step, "projected radius", "", {}};
  for (int i = 0; i < 3; ++i) {
    const T e = box.half[i], nu = glm::abs(glm::dot(plane.n, box.axes[std::size_t(i)]));
    terms += (i ? " + " : "") + why_number(e) + "·" + why_number(nu);
    radius.numbers.push_back({"e" + std::to_string(i), double(e)});
    radius.numbers.push_back({"|n·u" + std::to_string(i) + "|", double(nu)});
  }
  radius.formula = "r = Σ eᵢ·|n·uᵢ| = " + terms + " = " + why_number(rad);
  radius.numbers.push_back({"r", rad});
  rows.push_back(radius);
  rows.push_back(
      {WhyRowKind::step, "centre distance", "s = n·c − d = " + why_number(s), {{"s", s}}});
  std::string by_vertices;
  if (r.side == PlaneSide::front)
    by_vertices = "dist(v_n) = " + why_number(dn) + " > 0 → front";
  else if (r.side == PlaneSide::back)
    by_vertices = "dist(v_p) = " + why_number(dp) + " < 0 → back";
  else
    by_vertices =
        "dist(v_n) = " + why_number(dn) + " ≤ 0 ≤ dist(v_p) = " + why_number(dp) + " → straddling";
  rows.push_back({WhyRowKind::step, "by n and p", by_vertices, {{"dist_n", dn}, {"dist_p", dp}}});
  std::string by_radius;
  if (r.radius_form_side == PlaneSide::front)
    by_radius = "s − r = " + why_number(s - rad) + " > 0 → front";
  else if (r.radius_form_side == PlaneSide::back)
    by_radius = "s + r = " + why_number(s + rad) + " < 0 → back";
  else
    by_radius = "|s| = " + why_number(std::abs(s)) + " ≤ r = " + why_number(rad) + " → straddling";
  by_radius += r.forms_agree ? " (both forms agree)" : " (the forms DISAGREE)";
  rows.push_back({WhyRowKind::step, "by s and r", by_radius, {{"s", s}, {"r", rad}}});
  rows.push_back(tolerance_row(r.within_tolerance, double(r.band),
                               "contact band on dist(v_n) and dist(v_p)", double(r.input_band)));
}

COLLIDE_INSTANTIATE_VISUAL_BOTH(plane_box, PlaneBoxSides)

}  // namespace collide::visual
