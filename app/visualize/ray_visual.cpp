// A ray against any kind: the ray drawn long from its origin, the entry (and, for solids, the
// exit) point with its t, the normal at the entry; for thin kinds and misses the closest
// approach. The why rows give the closed form that decided it with its live numbers.
#include <algorithm>
#include <cmath>
#include <string>
#include <variant>

#include <glm/geometric.hpp>

#include "app/visualize/evidence_draw.hpp"
#include "app/visualize/visual_families.hpp"

namespace collide::visual {
namespace {

template <class T>
glm::dvec3 ray_at(const Ray<T>& ray, double t) {
  return dvec(ray.origin) + t * dvec(ray.direction);
}

template <class T>
std::string ray_slab_name(const Shape<T>& box, int i) {
  if (i < 0) return "the origin";
  if (std::holds_alternative<Cylinder<T>>(box)) return i == 0 ? "side" : "caps";
  if (std::holds_alternative<ConvexHull<T>>(box)) return "face " + std::to_string(i);
  if (std::holds_alternative<Obb<T>>(box)) return "u" + std::to_string(i);
  return std::string(1, char('x' + i));
}

std::vector<WhyNumber> xyz(const glm::dvec3& p, const std::string& prefix = "") {
  return {{prefix + "x", p.x}, {prefix + "y", p.y}, {prefix + "z", p.z}};
}

// How far the ray is drawn past what it meets: twice the furthest t of interest, and at least
// 10 world units, so it reads as a half-line.
template <class T>
double drawn_ray_length_t(const RayCast<T>& r, const Ray<T>& ray) {
  const double d = glm::length(dvec(ray.direction));
  const double far = std::max({double(r.t_exit), double(r.t_closest), double(r.t_enter), 0.0});
  return std::max(2 * far, 10 / d);
}

// A miss because the ray runs parallel to a surface (a plane, a triangle's plane, a slab) and off
// it.
template <class T>
bool parallel_and_off(const RayCast<T>& r) {
  if (r.intersects || r.behind) return false;
  if (r.form == RayCastForm::plane || r.form == RayCastForm::triangle) return r.parallel;
  if (r.form == RayCastForm::faces) return r.parallel && !(r.t_enter <= r.t_exit);
  if (r.form != RayCastForm::slabs && r.form != RayCastForm::cylinder) return false;
  for (const Slab<T>& s : r.slabs)
    if (s.parallel && s.outside) return true;
  return false;
}

}  // namespace

template <class T>
void draw_ray_cast(const RayCast<T>& r, const Shape<T>& a, const Shape<T>& b, const EvidenceStyle&,
                   DrawList& out) {
  const Ray<T>& ray = std::get<Ray<T>>(a);
  const glm::dvec3 o = dvec(ray.origin);
  const double length = drawn_ray_length_t(r, ray);
  const double t_far = std::isfinite(length) ? length : 10;
  evidence::line(out, o, ray_at(ray, t_far), kOperandAColor, 2);
  evidence::marker(out, o, kOperandAColor, 8);
  evidence::label(out, o, r.behind ? "o (t = 0): the shape is behind" : "o (t = 0)",
                  kOperandAColor);
  const bool thin = r.form == RayCastForm::closest_points;
  if (thin ||
      (!r.intersects && (r.form == RayCastForm::sphere || r.form == RayCastForm::capsule))) {
    // The closest approach: the ray's nearest point and the other's (a center, a path point).
    const glm::dvec3 p = dvec(r.on_ray), q = dvec(r.on_other);
    const Color c = r.intersects ? kOverlapColor : kGapColor;
    evidence::marker(out, p, kOperandAColor, 10);
    evidence::marker(out, q, kClosestColor, 12);
    evidence::line(out, p, q, c, 3);
    evidence::label(out, 0.5 * (p + q),
                    (thin ? "distance " : "closest approach ") + why_number(r.distance), c,
                    {8, -14});
  }
  if (r.intersects) {
    const glm::dvec3 entry = dvec(r.entry_point), leave = dvec(r.exit_point);
    const bool solid = r.t_exit > r.t_enter;
    if (solid) evidence::line(out, entry, leave, kOverlapColor, 5);
    evidence::marker(out, entry, kContactColor, 14);
    evidence::label(out, entry,
                    (r.starts_inside ? "inside at t = " : "enter t = ") + why_number(r.t_enter),
                    kContactColor, {10, 14});
    if (solid) {
      evidence::marker(out, leave, kContactColor, 10);
      evidence::label(out, leave, "exit t = " + why_number(r.t_exit), kContactColor, {10, -14});
    }
    if (r.has_normal) {
      const double len = 0.3 * std::max(glm::length(leave - entry), 1.0);
      evidence::arrow(out, entry, entry + len * dvec(r.normal), kMeasureColor);
      evidence::label(out, entry + len * dvec(r.normal), "n", kMeasureColor);
    }
  } else if ((r.form == RayCastForm::slabs || r.form == RayCastForm::cylinder ||
              r.form == RayCastForm::faces) &&
             r.t_exit < r.t_enter && std::isfinite(double(r.t_enter)) &&
             std::isfinite(double(r.t_exit))) {
    // Apart: the last slab entry comes after the first exit; between them the ray is outside.
    const glm::dvec3 p = ray_at(ray, double(r.t_exit)), q = ray_at(ray, double(r.t_enter));
    evidence::line(out, p, q, kGapColor, 3);
    evidence::marker(out, p, kMeasureColor, 8);
    evidence::marker(out, q, kMeasureColor, 8);
    evidence::label(out, 0.5 * (p + q),
                    "exit t " + why_number(r.t_exit) + " < enter t " + why_number(r.t_enter) +
                        " (" + ray_slab_name(b, r.enter_axis) + ")",
                    kGapColor);
  } else if (parallel_and_off(r)) {
    evidence::label(out, ray_at(ray, 0.5 * t_far), "parallel, off the surface", kGapColor);
  }
}

template <class T>
void explain_ray_cast(const RayCast<T>& r, const Shape<T>&, const Shape<T>& b, const EvidenceStyle&,
                      WhyRows& rows) {
  const double t0 = double(r.t_enter), t1 = double(r.t_exit);
  switch (r.form) {
    case RayCastForm::closest_points: {
      rows.push_back({WhyRowKind::step,
                      "rule",
                      "closest points of the half-line o + t·d (t ≥ 0) and the other "
                      "(Ericson 5.1.9, clamped); touching ⇔ distance ≤ band",
                      {}});
      rows.push_back({WhyRowKind::step,
                      "closest",
                      "on the ray at t = " + why_number(r.t_closest) + " → " +
                          why_vector(r.on_ray) + ", on the other " + why_vector(r.on_other) +
                          (std::holds_alternative<Segment<T>>(b)
                               ? " (s = " + why_number(r.other_parameter) + ")"
                           : std::holds_alternative<Ray<T>>(b)
                               ? " (its t = " + why_number(r.other_parameter) + ")"
                               : std::string()) +
                          (r.parallel ? "; parallel: one closest pair of many" : ""),
                      {{"t", double(r.t_closest)},
                       {"other", double(r.other_parameter)},
                       {"parallel", r.parallel ? 1.0 : 0.0}}});
      rows.push_back({WhyRowKind::step,
                      "distance",
                      "distance = " + why_number(r.distance) +
                          (r.intersects ? " ≤ band → touching" : " > band → apart"),
                      {{"distance", double(r.distance)}}});
      break;
    }
    case RayCastForm::plane: {
      const double s0 = double(r.origin_distance), rate = double(r.rate);
      rows.push_back({WhyRowKind::step,
                      "rule",
                      "n·(o + t·d) = d  ⇒  t = −s₀ / (n·d), s₀ = n·o − d; hit ⇔ t ≥ 0 (or the "
                      "origin on the plane)",
                      {}});
      std::string f = "s₀ = " + why_number(s0) + ", n·d = " + why_number(rate);
      if (r.starts_inside)
        f += " → the origin is on the plane: t = 0";
      else if (r.parallel)
        f += " → parallel, off the plane: never meets";
      else
        f += " → t = " + why_number(-s0 / rate) + (r.behind ? " < 0: behind the origin" : "");
      rows.push_back({WhyRowKind::step,
                      "crossing",
                      f,
                      {{"s0", s0}, {"rate", rate}, {"parallel", r.parallel ? 1.0 : 0.0}}});
      break;
    }
    case RayCastForm::sphere: {
      const bool ellipsoid = std::holds_alternative<Ellipsoid<T>>(b);
      rows.push_back(
          {WhyRowKind::step,
           "rule",
           std::string(ellipsoid ? "in the ellipsoid's frame scaled to the unit sphere: " : "") +
               "|m + t·d| = r ⇒ t = t_mid ± √((r² − |l|²)/d·d), l the closest approach; hit ⇔ "
               "the half-line passes within r",
           {}});
      const double rr = double(r.radius), l = double(r.closest_distance);
      rows.push_back(
          {WhyRowKind::step,
           "chord",
           "t_mid = " + why_number(r.t_mid) + ", |l| = " + why_number(l) +
               ", r = " + why_number(rr) +
               (l <= rr ? " → t = " + why_number(r.t_mid) + " ± " + why_number(r.half_chord)
                        : " → |l| > r: the line misses"),
           {{"t_mid", double(r.t_mid)},
            {"closest", l},
            {"radius", rr},
            {"half_chord", double(r.half_chord)}}});
      break;
    }
    case RayCastForm::slabs: {
      rows.push_back({WhyRowKind::step,
                      "rule",
                      "in the box frame slab i holds o + t·d for t between (±eᵢ − oᵢ)/dᵢ; hit ⇔ "
                      "max(0, enters) ≤ min exits",
                      {}});
      for (int i = 0; i < 3; ++i) {
        const Slab<T>& sl = r.slabs[std::size_t(i)];
        std::string f;
        if (sl.parallel)
          f = sl.outside ? "parallel to the slab and off it → misses"
                         : "parallel, inside for every t";
        else
          f = "t ∈ [" + why_number(sl.enter) + ", " + why_number(sl.exit) + "]";
        rows.push_back({WhyRowKind::step,
                        "slab " + ray_slab_name(b, i),
                        f,
                        {{"enter", double(sl.enter)},
                         {"exit", double(sl.exit)},
                         {"parallel", sl.parallel ? 1.0 : 0.0},
                         {"outside", sl.outside ? 1.0 : 0.0}}});
      }
      break;
    }
    case RayCastForm::triangle: {
      rows.push_back({WhyRowKind::step,
                      "rule",
                      "Möller–Trumbore: o + t·d = a + β(b − a) + γ(c − a); hit ⇔ β, γ, "
                      "1 − β − γ ≥ 0 and t ≥ 0 (edges included)",
                      {}});
      const Vec3<T>& w = r.barycentric;
      rows.push_back({WhyRowKind::step,
                      "barycentrics",
                      r.parallel ? "parallel to the plane (s₀ = " + why_number(r.origin_distance) +
                                       "): clipped by the edges within the plane"
                                 : "(u, v, w) = " + why_vector(w) + ", t = " + why_number(t0),
                      {{"u", double(w.x)},
                       {"v", double(w.y)},
                       {"w", double(w.z)},
                       {"t", t0},
                       {"parallel", r.parallel ? 1.0 : 0.0}}});
      break;
    }
    case RayCastForm::cylinder: {
      rows.push_back({WhyRowKind::step,
                      "rule",
                      "in the cylinder's frame (axis y): inside its side for t = t_mid ± "
                      "√((r² − |l|²)/(dx² + dz²)), l the line's closest approach to the axis, and "
                      "between its caps for t between (±h − o_y)/d_y; hit ⇔ max(0, enters) ≤ "
                      "min exits",
                      {}});
      const double l = double(r.closest_distance), rr = double(r.radius);
      for (int i = 0; i < 2; ++i) {
        const Slab<T>& sl = r.slabs[std::size_t(i)];
        std::string f;
        if (sl.parallel)
          f = sl.outside ? (i == 0 ? "along the axis, outside the side → misses"
                                   : "parallel to the caps and off them → misses")
                         : "parallel, inside for every t";
        else if (i == 0 && !(sl.enter <= sl.exit))
          f = "|l| = " + why_number(l) + " > r = " + why_number(rr) + ": the line passes it";
        else
          f = "t ∈ [" + why_number(sl.enter) + ", " + why_number(sl.exit) + "]" +
              (i == 0 ? " (|l| = " + why_number(l) + ", r = " + why_number(rr) + ")" : "");
        rows.push_back({WhyRowKind::step,
                        i == 0 ? "side" : "caps",
                        f,
                        {{"enter", double(sl.enter)},
                         {"exit", double(sl.exit)},
                         {"parallel", sl.parallel ? 1.0 : 0.0},
                         {"outside", sl.outside ? 1.0 : 0.0}}});
      }
      break;
    }
    case RayCastForm::faces: {
      const std::string enter = r.enter_axis >= 0 ? ray_slab_name(b, r.enter_axis) : "none";
      const std::string exit = r.exit_axis >= 0 ? ray_slab_name(b, r.exit_axis) : "none";
      rows.push_back({WhyRowKind::step,
                      "rule",
                      "each face's half-space n·x ≤ n·q (q a vertex of it): entered at "
                      "t = n·(q − o)/(n·d) when n·d < 0, left there when n·d > 0; hit ⇔ "
                      "max(0, last entry) ≤ first exit",
                      {}});
      rows.push_back({WhyRowKind::step,
                      "faces",
                      "last entry t = " + why_number(r.t_enter) + " (" + enter +
                          "), first exit t = " + why_number(r.t_exit) + " (" + exit + ")" +
                          (r.parallel ? "; a face runs along the ray" : ""),
                      {{"enter", double(r.t_enter)},
                       {"exit", double(r.t_exit)},
                       {"parallel", r.parallel ? 1.0 : 0.0}}});
      break;
    }
    case RayCastForm::capsule: {
      // A capsule kind is the same closed form, its segment a → b the path.
      const bool kind = std::holds_alternative<Capsule<T>>(b);
      rows.push_back({WhyRowKind::step,
                      "rule",
                      kind ? "the capsule is the points within r of its segment a → b; hit ⇔ the "
                             "half-line passes within r of it; entry = least of the pieces' "
                             "entries (the end balls at a and b: t_mid ± √((r² − |l|²)/d·d); the "
                             "side between them)"
                           : "the sphere sweeps a capsule about c → c + v; hit ⇔ the half-line "
                             "passes within r of that path; entry = least of the pieces' entries "
                             "(spheres at t = 0, 1: t_mid ± √((r² − |l|²)/d·d); the side between "
                             "them)",
                      {}});
      rows.push_back({WhyRowKind::step,
                      "path",
                      "closest approach to the path " + why_number(r.closest_distance) +
                          " (r = " + why_number(r.radius) + ")",
                      {{"closest", double(r.closest_distance)}, {"radius", double(r.radius)}}});
      if (r.intersects)
        rows.push_back({WhyRowKind::step,
                        "piece",
                        (kind ? std::string(r.piece == CapsulePiece::start_sphere ? "the ball at a"
                                            : r.piece == CapsulePiece::end_sphere ? "the ball at b"
                                                                                  : "the side")
                              : std::string(name_of(r.piece))) +
                            ": t = " + why_number(r.t_mid) + " ± " + why_number(r.half_chord) +
                            (kind ? "; its nearest point of the segment a + τ·(b − a), τ = "
                                  : "; it touches the sphere at sweep time τ = ") +
                            why_number(r.sweep_time),
                        {{"t_mid", double(r.t_mid)},
                         {"half_chord", double(r.half_chord)},
                         {"sweep_time", double(r.sweep_time)}}});
      break;
    }
  }
  std::string f;
  if (r.intersects) {
    f = r.starts_inside ? "starts inside: t_enter = 0" : "t_enter = " + why_number(t0);
    if (r.form == RayCastForm::slabs || r.form == RayCastForm::cylinder ||
        r.form == RayCastForm::faces)
      f += " (" + ray_slab_name(b, r.enter_axis) + ")";
    if (t1 > t0) f += ", t_exit = " + why_number(t1);
    f += " → enters at " + why_vector(r.entry_point);
    if (r.has_normal) f += ", normal " + why_vector(r.normal);
  } else {
    f = r.behind ? "meets the line only at t < 0: behind the origin → misses" : "misses";
  }
  std::vector<WhyNumber> nums{{"t_enter", t0},
                              {"t_exit", t1},
                              {"starts_inside", r.starts_inside ? 1.0 : 0.0},
                              {"behind", r.behind ? 1.0 : 0.0}};
  for (const WhyNumber& n : xyz(dvec(r.entry_point)))
    nums.push_back(n);
  for (const WhyNumber& n : xyz(dvec(r.normal), "n"))
    nums.push_back(n);
  rows.push_back({WhyRowKind::step, "entry", f, nums});
  rows.push_back(tolerance_row(r.within_tolerance, double(r.band),
                               r.form == RayCastForm::slabs || r.form == RayCastForm::cylinder
                                   ? "rounding of the slabs' t"
                               : r.form == RayCastForm::triangle ? "rounding of the barycentrics"
                               : r.form == RayCastForm::plane    ? "contact band on s₀"
                                                                 : "contact band on the distance",
                               double(r.input_band)));
}

COLLIDE_INSTANTIATE_VISUAL_BOTH(ray_cast, RayCast)

}  // namespace collide::visual
