#include "app/visualize/motion_evidence.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include <glm/geometric.hpp>

#include "app/kinds/kind_table.hpp"
#include "app/visualize/evidence_draw.hpp"
#include "app/visualize/ghost_draw.hpp"
#include "app/visualize/visualizer.hpp"
#include "core/eval/scene_evaluation.hpp"
#include "core/queries/sat_axis_names.hpp"
#include "core/scene/pose.hpp"

namespace collide {
namespace {

bool moves_at_all(const Motion& m) {
  const auto nonzero = [](const std::optional<Vec3<double>>& v) {
    return v && (v->x != 0 || v->y != 0 || v->z != 0);
  };
  return nonzero(m.velocity) || nonzero(m.angular_velocity);
}
bool turns(const Motion& m) {
  return m.angular_velocity && glm::length(*m.angular_velocity) > 0;
}

Color faded(const Color& c, float alpha) {
  return {c.r, c.g, c.b, alpha};
}

glm::dvec3 pivot_at(const ObjectDesc& d, const Motion& m, double t) {
  const ObjectDesc posed = pose_at(d, m, t);
  return kind_of(posed).pivot(posed);
}

// A length on the scale of the pair, for the normal's arrow: half the smaller one's half diagonal.
double pair_scale(const ObjectDesc& a, const ObjectDesc& b) {
  double s = 0;
  for (const ObjectDesc* d : {&a, &b})
    if (const auto box = bounds_of(*d, Motion{})) {
      const double h = 0.5 * glm::length(box->max - box->min);
      if (h > 0 && std::isfinite(h)) s = s > 0 ? std::min(s, h) : h;
    }
  return s > 0 ? std::max(0.5 * s, 0.25) : 1.0;
}

std::string time_text(double v) {
  if (std::isinf(v)) return v < 0 ? "−∞" : "∞";
  return why_number(v);
}

template <class T>
std::string axis_name(const TimeOfImpact<T>& r, int k) {
  switch (r.method) {
    case ToiMethod::aabb_slabs:
      return aabb_axis_name(k);
    case ToiMethod::plane_support:
      return "n";
    default:
      return sat_axis_label(k);  // as the still SAT's rows name them: A0 … A2×B2
  }
}

// "[0, 0.4) ∪ (0.7, 1]": the times in [0, 1] in which the axis separates ([0, enter) and
// (exit, 1], or all of [0, 1]): an end at 0 or 1 is included, one at enter or exit is not.
template <class T>
std::string separating_text(const ToiAxis<T>& x) {
  if (x.separating_count == 0) return "never";
  std::string s;
  for (int i = 0; i < x.separating_count; ++i) {
    const SatInterval<T>& iv = x.separating[std::size_t(i)];
    if (i > 0) s += " ∪ ";
    s += (iv.min == 0 ? "[" : "(") + why_number(iv.min) + ", " + why_number(iv.max) +
         (iv.max == 1 ? "]" : ")");
  }
  return s;
}

template <class T>
void explain_toi(const MovingPair& m, const TimeOfImpact<T>& r, const EvidenceStyle& style,
                 WhyRows& rows) {
  const double t = double(r.t), e = double(r.t_error);
  std::string f = std::string(name_of(r.method)) + ": " + std::string(name_of(r.verdict));
  switch (r.verdict) {
    case ToiVerdict::hits:
      f += " at t = " + why_number(r.t) + "; the first time within ε = " + why_number(r.tolerance) +
           " lies in [t − " + why_number(r.t_error) + ", t]";
      break;
    case ToiVerdict::touching_at_start:
      f += ": within ε = " + why_number(r.tolerance) + " at t = 0";
      break;
    case ToiVerdict::misses:
      f += ": apart over all of [0, 1]";
      break;
    case ToiVerdict::unresolved:
      f += ": apart before t = " + why_number(r.t) + ", where it stopped after " +
           std::to_string(r.steps.size()) + " steps";
      break;
    case ToiVerdict::invalid:
    case ToiVerdict::unsupported:
      f += ": " + r.problem;
      break;
  }
  if (r.within_tolerance) f += " (decided inside the band: a graze)";
  rows.push_back({WhyRowKind::step,
                  "time of impact",
                  f,
                  {{"t", t},
                   {"t_error", e},
                   {"tolerance", double(r.tolerance)},
                   {"touches", r.touches() ? 1.0 : 0.0},
                   {"within_tolerance", r.within_tolerance ? 1.0 : 0.0}}});
  if (r.touches())
    rows.push_back({WhyRowKind::step,
                    "toi contact",
                    "at t = " + why_number(r.t) + ": point " + why_vector(r.point) + ", normal " +
                        why_vector(r.normal) + " from A to B, distance " +
                        why_number(r.distance_at_t),
                    {{"x", double(r.point.x)},
                     {"y", double(r.point.y)},
                     {"z", double(r.point.z)},
                     {"nx", double(r.normal.x)},
                     {"ny", double(r.normal.y)},
                     {"nz", double(r.normal.z)},
                     {"distance", double(r.distance_at_t)}}});
  // A linear sweep: along each axis B's interval slides by t·s against A's; it overlaps A's for
  // t in [enter, exit] and separates the rest of [0, 1].
  for (int k = 0; k < int(r.axes.size()); ++k) {
    const ToiAxis<T>& x = r.axes[std::size_t(k)];
    const std::string label = "sweep " + axis_name(r, k);
    if (x.degenerate) {
      rows.push_back({WhyRowKind::step, label, "parallel edges: skipped (the face axes decide)"});
      rows.back().muted = true;
      continue;
    }
    std::string g = "A [" + why_number(x.a.min) + ", " + why_number(x.a.max) + "], B [" +
                    why_number(x.b.min) + ", " + why_number(x.b.max) + "] + t·" +
                    why_number(x.speed) + ": overlap for t ∈ [" + time_text(double(x.enter)) +
                    ", " + time_text(double(x.exit)) + "]; separates in " + separating_text(x);
    if (k == r.deciding_axis) g += "  ← the latest entry: first contact";
    std::vector<WhyNumber> numbers = {
        {"enter", double(x.enter)}, {"exit", double(x.exit)},
        {"speed", double(x.speed)}, {"a_min", double(x.a.min)},
        {"a_max", double(x.a.max)}, {"b_min", double(x.b.min)},
        {"b_max", double(x.b.max)}, {"separating", double(x.separating_count)}};
    for (int i = 0; i < x.separating_count; ++i) {
      numbers.push_back({"sep" + std::to_string(i) + "_from", double(x.separating[i].min)});
      numbers.push_back({"sep" + std::to_string(i) + "_to", double(x.separating[i].max)});
    }
    rows.push_back({WhyRowKind::step, label, g, std::move(numbers)});
  }
  // Conservative advancement: each step's distance, the bound on how fast it can close, and the
  // step that bound allows.
  const int shown = selected_toi_step(m, style);
  for (int k = 0; k < int(r.steps.size()); ++k) {
    const AdvancementStep<T>& s = r.steps[std::size_t(k)];
    std::string g = "t = " + why_number(s.t) + ": d = " + why_number(s.distance);
    if (s.projected)
      g += ", gap along n " + why_number(s.gap) + " closes at most at μ = " + why_number(s.bound);
    else
      g += ", no point moves faster than L = " + why_number(s.bound);
    g += " → advance " + time_text(double(s.advance));
    if (k == shown) g += "  ← drawn";
    rows.push_back({WhyRowKind::step,
                    "advance " + std::to_string(k + 1),
                    g,
                    {{"t", double(s.t)},
                     {"distance", double(s.distance)},
                     {"gap", double(s.gap)},
                     {"bound", double(s.bound)},
                     {"advance", double(s.advance)}}});
  }
}

// Both objects at time t, in `color` (a still one only when `still_too`).
void pair_at(const MovingPair& m, double t, const Color& color, float width, bool still_too,
             DrawList& out) {
  if (still_too || moves_at_all(m.ma)) evidence::ghost(out, pose_at(m.a, m.ma, t), color, width);
  if (still_too || moves_at_all(m.mb)) evidence::ghost(out, pose_at(m.b, m.mb, t), color, width);
}

// One moving object's ghosts at t = 0 and t = 1 and its pivot's path (fainter turns between
// them for an object that turns).
void path_of(const ObjectDesc& d, const Motion& motion, const Color& color, const char* who,
             DrawList& out) {
  if (!moves_at_all(motion)) return;
  evidence::ghost(out, d, faded(color, 0.7f), 1.2f);
  evidence::ghost(out, pose_at(d, motion, 1), faded(color, 0.45f), 1.2f);
  if (turns(motion))
    for (const double t : {0.25, 0.5, 0.75})
      evidence::ghost(out, pose_at(d, motion, t), faded(color, 0.2f), 1.0f);
  const glm::dvec3 p0 = pivot_at(d, motion, 0), p1 = pivot_at(d, motion, 1);
  if (glm::length(p1 - p0) > 0) evidence::arrow(out, p0, p1, faded(color, 0.8f), 1.5f);
  evidence::label(out, p0, std::string(who) + " t = 0", color);
  evidence::label(out, p1, std::string(who) + " t = 1", faded(color, 0.8f));
}

template <class T>
void draw_toi(const MovingPair& m, const TimeOfImpact<T>& r, const EvidenceStyle& style,
              DrawList& out) {
  path_of(m.a, m.ma, kOperandAColor, "A", out);
  path_of(m.b, m.mb, kOperandBColor, "B", out);
  const double scale = pair_scale(m.a, m.b);
  if (r.touches()) {
    const double t = double(r.t);
    pair_at(m, t, kContactColor, 2.0f, true, out);
    const glm::dvec3 p(double(r.point.x), double(r.point.y), double(r.point.z));
    const glm::dvec3 n(double(r.normal.x), double(r.normal.y), double(r.normal.z));
    evidence::marker(out, p, kContactColor, 14);
    if (glm::length(n) > 0) evidence::arrow(out, p, p + scale * n, kContactColor, 2.5f);
    evidence::label(
        out, p,
        r.touching_at_start() ? "touching at t = 0" : "first contact t = " + why_number(r.t),
        kContactColor, {10, 14});
  } else if (r.verdict == ToiVerdict::unresolved) {
    pair_at(m, double(r.t), kMeasureColor, 1.5f, true, out);
    evidence::label(out, pivot_at(m.a, m.ma, double(r.t)),
                    "stopped at t = " + why_number(r.t) + " (unresolved)", kMeasureColor);
  }
  // The advancement step chosen: where the pair stood, and the normal it measured along.
  if (const int k = selected_toi_step(m, style); k >= 0) {
    const AdvancementStep<T>& s = r.steps[std::size_t(k)];
    const double t = double(s.t);
    pair_at(m, t, faded(kMeasureColor, 0.8f), 1.2f, false, out);
    const glm::dvec3 pa = pivot_at(m.a, m.ma, t), pb = pivot_at(m.b, m.mb, t);
    const glm::dvec3 mid = 0.5 * (pa + pb);
    const glm::dvec3 n(double(s.normal.x), double(s.normal.y), double(s.normal.z));
    if (glm::length(n) > 0) evidence::arrow(out, mid, mid + scale * n, kMeasureColor, 1.5f);
    evidence::label(out, mid,
                    "step " + std::to_string(k + 1) + ": t " + why_number(s.t) + "  d " +
                        why_number(s.distance),
                    kMeasureColor);
  }
}

template <class T>
std::optional<MovingPair> make(const SceneObject& a, const SceneObject& b,
                               const SceneSettings& settings) {
  MovingPair m{a.desc, b.desc, a.motion, b.motion, TimeOfImpact<T>{}};
  m.toi = time_of_impact<T>(a.desc, a.motion, b.desc, b.motion, scene_tolerances<T>(settings));
  return m;
}

}  // namespace

std::optional<MovingPair> moving_pair(const SceneObject& a, const SceneObject& b,
                                      const SceneSettings& settings) {
  if (!a.motion.any() && !b.motion.any()) return std::nullopt;
  if (settings.precision == Precision::float32) return make<float>(a, b, settings);
  return make<double>(a, b, settings);
}

int selected_toi_step(const MovingPair& m, const EvidenceStyle& style) {
  const int n = std::visit([](const auto& r) { return int(r.steps.size()); }, m.toi);
  if (n == 0) return -1;
  if (style.toi_step < 0) return n - 1;
  return std::min(style.toi_step, n - 1);
}

void draw_motion(const MovingPair& m, const EvidenceStyle& style, DrawList& out) {
  std::visit([&](const auto& r) { draw_toi(m, r, style, out); }, m.toi);
}

void explain_motion(const MovingPair& m, const EvidenceStyle& style, WhyRows& rows) {
  std::visit([&](const auto& r) { explain_toi(m, r, style, rows); }, m.toi);
}

std::string toi_method_label(ToiMethod m) {
  switch (m) {
    case ToiMethod::sphere_sweep:
      return "toi: sphere sweep";
    case ToiMethod::aabb_slabs:
      return "toi: slabs";
    case ToiMethod::obb_sat_sweep:
      return "toi: sat sweep";
    case ToiMethod::plane_support:
      return "toi: plane support";
    case ToiMethod::conservative_advancement:
      return "toi: advancement";
    case ToiMethod::none:
      break;
  }
  return "toi";
}

std::string short_time(double t) {
  char text[32];
  std::snprintf(text, sizeof text, "%.4g", t);
  return text;
}

void explain_motion_verdict(const MovingPair& m, PairVerdict verdict, bool within_tolerance,
                            WhyRows& rows) {
  std::visit(
      [&](const auto& r) {
        // Over the whole interval: the still test's verdict at one pose would be another answer.
        std::string f =
            toi_method_label(r.method) + " → " + std::string(name_of(verdict)) + " over [0, 1]";
        if (r.touching_at_start())
          f += ": touching at t = 0";
        else if (r.touches())
          f += ": first contact at t = " + why_number(r.t) + " (within ε from t − " +
               why_number(r.t_error) + ")";
        else if (!r.problem.empty())
          f += ": " + r.problem;
        if (within_tolerance) f += " (within tolerance)";
        rows.push_back({WhyRowKind::verdict,
                        "verdict",
                        f,
                        {{"intersects", verdict == PairVerdict::intersects ? 1.0 : 0.0},
                         {"within_tolerance", within_tolerance ? 1.0 : 0.0},
                         {"t", double(r.t)},
                         {"t_error", double(r.t_error)}}});
      },
      m.toi);
}

}  // namespace collide
