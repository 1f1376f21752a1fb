#include "app/cli/pair_caption.hpp"

#include <cmath>
#include <variant>

#include "app/visualize/evidence_style.hpp"
#include "app/visualize/visualizer.hpp"
#include "core/eval/pair_outcome.hpp"

namespace collide {
namespace {

// The evidence palette (evidence_style.hpp) and what each colour stands for; `a`/`b` are
// replaced by the pair's ids.
struct PaletteEntry {
  Color color;
  const char* meaning;
};
constexpr PaletteEntry kPalette[] = {
    {kOperandAColor, "A = %a: its interval, points or bar"},
    {kOperandBColor, "B = %b: its interval, points or bar"},
    {kGapColor, "the gap that separates them"},
    {kFrontColor, "in front of the plane / apart"},
    {kBackColor, "behind the plane"},
    {kStraddlingColor, "straddling / touching"},
    {kOverlapColor, "an overlap or a depth"},
    {kContactColor, "a contact"},
    {kNVertexColor, "the n vertex (least n·x)"},
    {kPVertexColor, "the p vertex (greatest n·x)"},
    {kClosestColor, "a closest point"},
};

bool same_rgb(const Color& x, const Color& y) {
  return std::abs(x.r - y.r) < 0.01f && std::abs(x.g - y.g) < 0.01f && std::abs(x.b - y.b) < 0.01f;
}

bool layer_uses(const DrawLayer& layer, const Color& c) {
  for (const DrawLine& l : layer.lines)
    if (same_rgb(l.color_a, c) || same_rgb(l.color_b, c)) return true;
  for (const DrawPoint& p : layer.points)
    if (same_rgb(p.color, c)) return true;
  for (const DrawTriangle& t : layer.triangles)
    if (same_rgb(t.color, c)) return true;
  for (const auto& solids : layer.solids)
    for (const DrawSolid& s : solids)
      if (same_rgb(s.color, c)) return true;
  return false;
}

std::string with_ids(std::string text, const std::string& a, const std::string& b) {
  if (const auto at = text.find("%a"); at != std::string::npos) text.replace(at, 2, a);
  if (const auto at = text.find("%b"); at != std::string::npos) text.replace(at, 2, b);
  return text;
}

// "verdict: disjoint, separated by axis A0, gap 1.12": the verdict with what decided it — the
// deciding axis, the gap or depth (and the time of impact, the side) as an expectation pins them.
std::string headline(const FocusedPair& pair) {
  const PairOutcome o =
      std::visit([&](const auto& p) { return outcome(p.result, pair.a, pair.b); }, pair.pair);
  // A float result's numbers in float's own digits, as its why rows write them.
  const bool in_float = std::holds_alternative<EvaluatedPair<float>>(pair.pair);
  const auto number = [&](double v) { return in_float ? why_number(float(v)) : why_number(v); };
  std::string s = "verdict: " + std::string(name_of(o.verdict));
  if (o.within_tolerance) s += " (within tolerance)";
  if (o.separating_axis)
    s += ", separated by axis " + *o.separating_axis;
  else if (o.measures.axis)
    s += ", axis " + *o.measures.axis;
  if (o.side) s += ", side " + *o.side;
  if (o.measures.gap) s += ", gap " + number(*o.measures.gap);
  if (o.measures.depth) s += ", depth " + number(*o.measures.depth);
  if (o.measures.toi) s += ", time of impact " + number(*o.measures.toi);
  if (!o.reason.empty()) s += ": " + o.reason;
  return s;
}

}  // namespace

std::vector<CaptionLine> pair_caption(const Scene& scene, const FrameFocus& focus,
                                      const DrawList& frame) {
  if (focus.a >= scene.objects.size() || focus.b >= scene.objects.size()) return {};
  return pair_caption(scene, evaluate_pair(scene, focus.a, focus.b), focus.style, frame);
}

std::vector<CaptionLine> pair_caption(const Scene& scene, const FocusedPair& pair,
                                      const EvidenceStyle& style, const DrawList& frame) {
  std::vector<CaptionLine> out;
  if (pair.a >= scene.objects.size() || pair.b >= scene.objects.size()) return out;
  const std::string& a = scene.objects[pair.a].id;
  const std::string& b = scene.objects[pair.b].id;
  // At an instant (render --time): the still test of the pair as posed there.
  const std::string when = pair.at_time ? " at t = " + why_number(*pair.at_time) : "";
  WhyRows rows;
  explain_evidence(pair, style, rows);
  if (pair.timed && pair.motion) {
    // Decided by time of impact over [0, 1]: its method and the why panel's verdict row, never
    // the still test's numbers at t = 0.
    const std::string method =
        std::visit([](const auto& r) { return toi_method_label(r.method); }, pair.motion->toi);
    out.push_back({a + " – " + b + ": " + method, std::nullopt});
    out.push_back({"verdict: " + rows.front().formula, std::nullopt});
  } else {
    const std::string_view test =
        std::visit([](const auto& p) { return test_name(p.result.test, p.a, p.b); }, pair.pair);
    out.push_back({a + " – " + b + ": " + std::string(test) + when, std::nullopt});
    out.push_back({headline(pair), std::nullopt});
  }
  // The why panel's row of the axis drawn (the one the slider or --axis picked, else the deciding
  // one), as it shows it for this style.
  if (const int shown = shown_sat_axis(pair, style); shown >= 0)
    for (const WhyRow& r : rows)
      if (r.kind == WhyRowKind::axis && r.axis == shown)
        out.push_back({"axis drawn " + r.label + ": " + r.formula, std::nullopt});
  const DrawLayer& evidence = frame.layer(Layer::evidence);
  for (const PaletteEntry& e : kPalette)
    if (layer_uses(evidence, e.color)) out.push_back({with_ids(e.meaning, a, b), e.color});
  return out;
}

}  // namespace collide
