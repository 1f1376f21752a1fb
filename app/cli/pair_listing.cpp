#include "app/cli/pair_listing.hpp"

#include <variant>

#include <nlohmann/json.hpp>

#include "app/cli/cli.hpp"
#include "app/visualize/precision_rows.hpp"
#include "app/visualize/visualizer.hpp"
#include "app/visualize/why_rows_json.hpp"
#include "core/eval/pair_json.hpp"
#include "core/eval/pair_outcome.hpp"
#include "core/eval/scene_check.hpp"
#include "core/eval/scene_evaluation.hpp"

namespace collide {

namespace {

using Json = nlohmann::ordered_json;

std::string value_text(const EvidenceValue& v) {
  if (const double* d = std::get_if<double>(&v)) return number_text(*d);
  if (const std::string* s = std::get_if<std::string>(&v)) return *s;
  const Vec3<double>& p = std::get<Vec3<double>>(v);
  return "(" + number_text(p.x) + ", " + number_text(p.y) + ", " + number_text(p.z) + ")";
}

PairOutcome outcome_of(const FocusedPair& f) {
  return std::visit([&](const auto& p) { return outcome(p.result, f.a, f.b); }, f.pair);
}

std::string outcome_text(const Scene& scene, const PairOutcome& o) {
  std::string s = scene.objects[o.a].id + " – " + scene.objects[o.b].id + ": " +
                  std::string(name_of(o.test)) + " → " + std::string(name_of(o.verdict));
  if (o.within_tolerance) s += " (within tolerance)";
  if (!o.reason.empty()) s += ": " + o.reason;
  if (o.side) s += ", side " + *o.side;
  if (o.separating_axis) s += ", separated by axis " + *o.separating_axis;
  if (o.contact_time) s += ", contact at t = " + number_text(*o.contact_time);
  std::string numbers;
  for (const auto& [name, value] : o.evidence)
    numbers += (numbers.empty() ? "" : ", ") + name + " " + value_text(value);
  if (!numbers.empty()) s += " [" + numbers + "]";
  return s;
}

}  // namespace

int explain_pair(const Scene& scene, const std::string& file, const std::string& pair, bool json,
                 std::ostream& out, std::ostream& err) {
  const auto comma = pair.find(',');
  if (comma == std::string::npos)
    return usage_error(err, "check: --explain needs two object ids as A,B, not '" + pair + "'");
  const std::string ids[2] = {pair.substr(0, comma), pair.substr(comma + 1)};
  std::size_t index[2];
  for (int k = 0; k < 2; ++k) {
    const auto i = index_of(scene, ids[k]);
    if (!i)
      return usage_error(err, "check: --explain: no object with id '" + ids[k] + "' in " + file);
    index[k] = *i;
  }
  if (index[0] == index[1])
    return usage_error(err, "check: --explain needs two different objects, not '" + pair + "'");

  // The scene's evaluation, read as the viewer reads it (the pair's stored result when the
  // broadphase found it, else computed in the scene's precision and tolerances).
  SceneEvaluation eval;
  eval.build(scene);
  FocusedPair f;
  f.a = index[0];
  f.b = index[1];
  const auto i = static_cast<std::uint32_t>(f.a), j = static_cast<std::uint32_t>(f.b);
  if (scene.settings.precision == Precision::float32)
    f.pair =
        EvaluatedPair<float>{eval.evaluate<float>(i, j), to_shape<float>(scene.objects[f.a].desc),
                             to_shape<float>(scene.objects[f.b].desc)};
  else
    f.pair = EvaluatedPair<double>{eval.evaluate<double>(i, j),
                                   to_shape<double>(scene.objects[f.a].desc),
                                   to_shape<double>(scene.objects[f.b].desc)};
  EvidenceStyle style;
  style.sat_all_axes = true;  // the complete evidence: every axis with both intervals
  WhyRows rows;
  explain_evidence(f, style, rows);
  explain_precision(scene, f, rows);  // a float scene: its rounded inputs, float against double
  const PairOutcome o = outcome_of(f);

  if (json) {
    Json j = pair_json(scene, o, PairJsonForm::detailed);
    j = Json{{"file", file}, {"pair", j}};
    j["why"] = why_rows_json_array(rows);
    out << j.dump(2) << "\n";
  } else {
    out << file << ": " << outcome_text(scene, o) << "\n";
    for (const WhyRow& row : rows)
      out << "  " << row.label << ": " << row.formula << "\n";
  }
  return kExitOk;
}

}  // namespace collide
