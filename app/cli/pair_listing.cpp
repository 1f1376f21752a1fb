#include "app/cli/pair_listing.hpp"

#include <variant>

#include <nlohmann/json.hpp>

#include "app/cli/cli.hpp"
#include "app/cli/pair_option.hpp"
#include "app/session/live_evidence.hpp"
#include "app/visualize/visualizer.hpp"
#include "app/visualize/why_rows_json.hpp"
#include "core/eval/focus_resolution.hpp"
#include "core/eval/pair_json.hpp"
#include "core/eval/pair_outcome.hpp"
#include "core/eval/pair_test_name.hpp"
#include "core/eval/scene_check.hpp"
#include "core/math/number_format.hpp"

namespace collide {

namespace {

using Json = nlohmann::ordered_json;

// A float result's numbers in float's own shortest digits (0.00047683716, as its Why rows print
// it), not in the digits of the double that holds them (0.000476837158203125).
std::string value_text(const EvidenceValue& v, bool in_float) {
  const auto number = [&](double x) {
    return in_float ? format_number(static_cast<float>(x)) : number_text(x);
  };
  if (const double* d = std::get_if<double>(&v)) return number(*d);
  if (const std::string* s = std::get_if<std::string>(&v)) return *s;
  const Vec3<double>& p = std::get<Vec3<double>>(v);
  return "(" + number(p.x) + ", " + number(p.y) + ", " + number(p.z) + ")";
}

const char* precision_word(const FocusedPair& f) {
  return std::holds_alternative<EvaluatedPair<float>>(f.pair) ? "float" : "double";
}

PairOutcome outcome_of(const FocusedPair& f) {
  return std::visit([&](const auto& p) { return outcome(p.result, f.a, f.b); }, f.pair);
}

std::string outcome_text(const Scene& scene, const FocusedPair& f) {
  const PairOutcome o = outcome_of(f);
  const bool in_float = std::holds_alternative<EvaluatedPair<float>>(f.pair);
  std::string s = scene.objects[o.a].id + " – " + scene.objects[o.b].id + ": " +
                  std::string(test_name(scene, o.test, o.a, o.b)) + " → " +
                  std::string(name_of(o.verdict));
  if (o.within_tolerance) s += " (within tolerance)";
  if (!o.reason.empty()) s += ": " + o.reason;
  if (o.side) s += ", side " + *o.side;
  if (o.separating_axis) s += ", separated by axis " + *o.separating_axis;
  if (o.contact_time) s += ", contact at t = " + value_text(*o.contact_time, in_float);
  std::string numbers;
  for (const auto& [name, value] : o.evidence)
    numbers += (numbers.empty() ? "" : ", ") + name + " " + value_text(value, in_float);
  if (!numbers.empty()) s += " [" + numbers + "]";
  return s;
}

}  // namespace

int explain_pair(const Scene& scene, const std::string& file, const std::string& pair,
                 std::optional<PrecisionChoice> precision, bool json, std::ostream& out,
                 std::ostream& err) {
  const std::optional<SceneFocus> asked = pair_option(pair);
  if (!asked)
    return usage_error(err, "check: --explain needs two object ids as A,B, not '" + pair + "'");
  const FocusResolution resolved = resolve_focus(scene, *asked);
  if (resolved.problem == FocusProblem::unknown_a || resolved.problem == FocusProblem::unknown_b) {
    const std::string& id = resolved.problem == FocusProblem::unknown_a ? asked->a : asked->b;
    return usage_error(err, "check: --explain: no object with id '" + id + "' in " + file);
  }
  if (!resolved.pair)
    return usage_error(err, "check: --explain needs two different objects, not '" + pair + "'");
  const std::size_t index[2] = {resolved.pair->a, resolved.pair->b};

  // The pair as the viewer shows it (LiveEvidence: the why panel's rows, the 3D evidence's result),
  // its scene evaluated in the precision asked for (--precision, else the file's): in "both",
  // double's rows, float's verdict and — when the verdicts differ — all of float's rows, flagged,
  // with float's rounded inputs and its gap against double's.
  const PrecisionChoice choice = precision.value_or(check_precision(scene.settings));
  Scene in_choice = scene;
  in_choice.settings = settings_in(scene.settings, choice);
  in_choice.focus.reset();  // the pair asked for, not the file's
  LiveEvidence evidence(choice == PrecisionChoice::both);
  evidence.style().sat_all_axes = true;  // the complete evidence: every axis with both intervals
  evidence.focus(*asked);
  SceneDelta everything;
  everything.everything = true;
  evidence.update(in_choice, everything);
  if (!evidence.focused()) return usage_error(err, "check: --explain: cannot evaluate " + pair);
  const WhyRows& rows = evidence.rows();
  const PairOutcome o = outcome_of(*evidence.focused());
  const auto other = evidence.live().focused_other(in_choice, index[0], index[1]);
  const std::optional<PairOutcome> o2 =
      other ? std::optional<PairOutcome>(outcome_of(*other)) : std::nullopt;

  if (json) {
    Json j = Json{{"file", file},
                  {"precision", precision_word(*evidence.focused())},
                  {"pair", pair_json(scene, o, PairJsonForm::detailed)}};
    if (o2)
      j["other"] = Json{{"precision", precision_word(*other)},
                        {"pair", pair_json(scene, *o2, PairJsonForm::detailed)},
                        {"differs", o2->verdict != o.verdict}};
    j["why"] = why_rows_json_array(rows);
    out << j.dump(2) << "\n";
  } else {
    out << file << ": " << outcome_text(scene, *evidence.focused());
    if (o2) out << " (in " << precision_word(*evidence.focused()) << ")";
    out << "\n";
    if (o2)
      out << file << ": " << outcome_text(scene, *other) << " (in " << precision_word(*other) << ")"
          << (o2->verdict != o.verdict ? " — DIFFERS" : "") << "\n";
    for (const WhyRow& row : rows)
      out << "  " << row.label << ": " << row.formula << "\n";
  }
  return kExitOk;
}

}  // namespace collide
