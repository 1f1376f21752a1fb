#include "core/eval/check_report.hpp"

#include <algorithm>
#include <sstream>

#include <nlohmann/json.hpp>

#include "core/eval/pair_json.hpp"
#include "core/eval/pair_test_name.hpp"
#include "core/math/overloaded.hpp"
#include "core/scene/bounded_text.hpp"
#include "core/scene/scene_json.hpp"

namespace collide {
namespace {

using Json = nlohmann::ordered_json;

std::string value_text(const EvidenceValue& v) {
  return std::visit(Overloaded{
                        [](double d) { return number_text(d); },
                        [](const std::string& s) { return bounded_text(s); },
                        [](const Vec3<double>& p) {
                          return "(" + number_text(p.x) + ", " + number_text(p.y) + ", " +
                                 number_text(p.z) + ")";
                        },
                    },
                    v);
}

const char* precision_word(Precision p) {
  return p == Precision::float32 ? "float" : "double";
}

Precision other_of(Precision p) {
  return p == Precision::float32 ? Precision::float64 : Precision::float32;
}

// "obb-obb depth=0.5 … (within tolerance)": the test and its evidence.
std::string evidence_text(const Scene& scene, const PairOutcome& o) {
  std::string s(test_name(scene, o.test, o.a, o.b));
  for (const auto& [key, value] : o.evidence)
    s += " " + key + "=" + value_text(value);
  if (o.within_tolerance) s += " (within tolerance)";
  return s;
}

std::string pair_text(const Scene& scene, const PairOutcome& o) {
  return bounded_text(scene.objects[o.a].id) + " – " + bounded_text(scene.objects[o.b].id) + "  " +
         evidence_text(scene, o);
}

// One listed pair: "  VERDICT     a – b  test evidence[: reason]", and with the pairs in both
// precisions a second line with float's verdict and evidence, flagged when the verdicts differ
// (as the viewer's Pairs panel flags "differ").
void write_pair(std::ostream& s, const Scene& scene, const PairOutcome& o, const PairOutcome* other,
                Precision other_precision, bool reason) {
  std::string verdict(name_of(o.verdict));
  verdict.resize(std::max<std::size_t>(verdict.size(), 10), ' ');
  s << "  " << verdict << "  " << pair_text(scene, o);
  if (reason && !o.reason.empty()) s << ": " << bounded_text(o.reason);
  s << "\n";
  if (!other) return;
  s << "    in " << precision_word(other_precision) << ": "
    << (other->verdict != o.verdict ? "DIFFERS: " : "") << name_of(other->verdict) << "  "
    << evidence_text(scene, *other);
  if (reason && !other->reason.empty()) s << ": " << bounded_text(other->reason);
  s << "\n";
}

// The expectation as the file writes it (its spelling of the verdict, its own precision and
// description), without the ids the report gives beside it.
Json expected_json(const Expectation& e) {
  Json j = expectation_json(e);
  j.erase("a");
  j.erase("b");
  return j;
}

std::string dump(const Json& j) {
  return j.dump(-1, ' ', false, Json::error_handler_t::replace);
}

const char* kind_name(SceneErrorKind k) {
  switch (k) {
    case SceneErrorKind::invalid:
      return "invalid";
    case SceneErrorKind::io:
      return "io";
    case SceneErrorKind::too_large:
      return "too_large";
    case SceneErrorKind::out_of_memory:
      return "out_of_memory";
    case SceneErrorKind::cancelled:
      return "cancelled";
  }
  return "invalid";
}

}  // namespace

int check_exit_code(const CheckedFile& f) {
  if (f.error) return f.error->kind == SceneErrorKind::out_of_memory ? kExitFailed : kExitBadInput;
  if (f.report && (!f.report->error.empty() || !f.report->all_held())) return kExitFailed;
  return kExitDone;
}

int check_exit_code(const std::vector<CheckedFile>& files) {
  int code = kExitDone;
  for (const CheckedFile& f : files)
    code = std::max(code, check_exit_code(f));
  return code;
}

CheckReportWriter::CheckReportWriter(std::ostream& out, const CheckReportStyle& style)
    : out_(out), style_(style) {
  if (style_.json) out_ << "{\"files\": [";
}

void CheckReportWriter::add(const CheckedFile& f) {
  exit_code_ = std::max(exit_code_, check_exit_code(f));
  if (!out_) return;  // the stream failed (a full disk): nothing more can be written
  style_.json ? add_json(f) : add_text(f);
  ++files_;
}

void CheckReportWriter::add_text(const CheckedFile& f) {
  std::ostream& s = out_;
  if (f.error) {
    ++broken_;
    s << f.error->to_string() << "\n";
    return;
  }
  const CheckReport& r = *f.report;
  if (!r.error.empty()) {
    ++broken_;
    s << f.file << ": " << r.error << "\n";
    return;
  }
  passed_ += r.expectations_passed;
  failed_ += r.expectations_failed;
  s << f.file << ": " << r.objects << " objects, " << r.candidate_pairs << " candidate pairs, "
    << r.intersecting_pairs << " intersecting, " << r.unsupported_pairs << " unsupported";
  if (r.invalid_pairs) s << ", " << r.invalid_pairs << " invalid";
  if (r.pairs_in_both)
    s << "; in " << precision_word(r.precision) << " (" << r.disagreeing_pairs << " pair"
      << (r.disagreeing_pairs == 1 ? "" : "s") << " where " << precision_word(other_of(r.precision))
      << " differs)";
  s << "; " << r.expectations_passed << " of " << r.expectations.size() << " expectations hold\n";
  const auto other = [&](const std::vector<PairOutcome>& others, std::size_t i) {
    return i < others.size() ? &others[i] : nullptr;
  };
  const Precision second = other_of(r.precision);
  if (style_.all) {
    for (std::size_t i = 0; i < r.candidates.size(); ++i)
      write_pair(s, *f.scene, r.candidates[i], other(r.candidates_other, i), second, true);
  } else if (!style_.summary) {
    const std::size_t max_pairs = style_.max_pairs;
    for (std::size_t i = 0; i < r.intersecting.size() && i < max_pairs; ++i)
      write_pair(s, *f.scene, r.intersecting[i], other(r.intersecting_other, i), second, false);
    if (r.intersecting.size() > max_pairs)
      s << "  … and " << r.intersecting.size() - max_pairs << " more intersecting pairs\n";
  }
  for (const ExpectationOutcome& x : r.expectations) {
    if (x.held) continue;
    s << "  FAILED /expect/" << x.index;
    if (x.index < f.scene->expect.size()) {
      const Expectation& e = f.scene->expect[x.index];
      s << " (" << bounded_text(e.a) << " – " << bounded_text(e.b) << ")";
    }
    if (r.both_precisions || x.precision != r.precision) s << " in " << precision_word(x.precision);
    s << ": " << x.failure << "\n";
    if (x.evaluated) s << "    got " << pair_text(*f.scene, x.actual) << "\n";
  }
  // A lesson's steps: each failure with its step number.
  step_failed_ += r.step_failures.size();
  for (const std::string& failure : r.step_failures)
    s << "  FAILED " << failure << "\n";
}

void CheckReportWriter::add_json(const CheckedFile& f) {
  std::ostream& s = out_;
  s << (files_ == 0 ? "\n" : ",\n");
  Json head = Json::object();
  head["file"] = f.file;
  const std::string* error =
      f.error ? nullptr : (f.report && !f.report->error.empty() ? &f.report->error : nullptr);
  if (f.error || error) {
    if (f.error) {
      head["error"] = f.error->to_string();
      head["kind"] = kind_name(f.error->kind);
      if (f.error->line > 0) {
        head["line"] = f.error->line;
        head["column"] = f.error->column;
      }
      if (!f.error->pointer.empty() || f.error->line == 0) head["pointer"] = f.error->pointer;
    } else {
      head["error"] = *error;
      head["kind"] = "out_of_memory";
    }
    head["exit_code"] = check_exit_code(f);
    s << dump(head);
    return;
  }
  const CheckReport& r = *f.report;
  const Scene& scene = *f.scene;
  head["precision"] = precision_word(r.precision);
  if (!scene.description.empty()) head["description"] = scene.description;
  Json sum = Json::object();
  sum["objects"] = r.objects;
  sum["candidate_pairs"] = r.candidate_pairs;
  sum["intersecting_pairs"] = r.intersecting_pairs;
  sum["unsupported_pairs"] = r.unsupported_pairs;
  sum["invalid_pairs"] = r.invalid_pairs;
  sum["expectations_passed"] = r.expectations_passed;
  sum["expectations_failed"] = r.expectations_failed;
  if (r.pairs_in_both) sum["disagreeing_pairs"] = r.disagreeing_pairs;
  head["summary"] = std::move(sum);
  // The head without its closing brace, then the two lists, one element per line.
  std::string text = dump(head);
  text.pop_back();
  s << text;
  if (!style_.summary) {
    const std::vector<PairOutcome>& pairs = style_.all ? r.candidates : r.intersecting;
    const std::vector<PairOutcome>& others = style_.all ? r.candidates_other : r.intersecting_other;
    s << ", \"pairs\": [";
    for (std::size_t i = 0; i < pairs.size() && s; ++i) {
      Json p = pair_json(scene, pairs[i], PairJsonForm::report);
      if (i < others.size()) {
        // The pair in the other precision: its verdict and evidence, and whether they differ.
        Json o = pair_json(scene, others[i], PairJsonForm::report);
        o.erase("a");
        o.erase("b");
        Json other = Json::object({{"precision", precision_word(other_of(r.precision))}});
        other.update(o);
        p["other"] = std::move(other);
        p["differs"] = others[i].verdict != pairs[i].verdict;
      }
      s << (i == 0 ? "\n  " : ",\n  ") << dump(p);
    }
    s << (pairs.empty() ? "]" : "\n]");
  }
  s << ", \"expectations\": [";
  for (std::size_t i = 0; i < r.expectations.size() && s; ++i) {
    const ExpectationOutcome& x = r.expectations[i];
    Json e = Json::object();
    e["index"] = x.index;
    if (x.index < scene.expect.size()) {
      const Expectation& want = scene.expect[x.index];
      e["a"] = want.a;
      e["b"] = want.b;
      e["expected"] = expected_json(want);
    }
    e["precision"] = precision_word(x.precision);
    e["held"] = x.held;
    if (!x.held) e["failure"] = x.failure;
    if (x.evaluated) e["actual"] = pair_json(scene, x.actual, PairJsonForm::report);
    s << (i == 0 ? "\n  " : ",\n  ") << dump(e);
  }
  s << (r.expectations.empty() ? "]" : "\n]");
  if (!r.step_failures.empty()) s << ", \"step_failures\": " << dump(Json(r.step_failures));
  s << ", \"exit_code\": " << check_exit_code(f) << "}";
}

void CheckReportWriter::finish() {
  if (!out_) return;
  if (style_.json) {
    out_ << (files_ == 0 ? "]" : "\n]") << ", \"passed\": " << (exit_code_ == 0 ? "true" : "false")
         << ", \"exit_code\": " << exit_code_ << "}\n";
    return;
  }
  if (broken_) out_ << broken_ << " file" << (broken_ == 1 ? "" : "s") << " could not be checked\n";
  if (step_failed_)
    out_ << step_failed_ << " lesson step expectation" << (step_failed_ == 1 ? "" : "s")
         << " failed\n";
  if (failed_)
    out_ << failed_ << " of " << passed_ + failed_ << " expectations failed\n";
  else if (!broken_ && !step_failed_)
    out_ << "all " << passed_ << " expectations hold\n";
}

std::string format_check_text(const std::vector<CheckedFile>& files, bool summary,
                              std::size_t max_pairs) {
  std::ostringstream s;
  CheckReportWriter w(s, false, summary, max_pairs);
  for (const CheckedFile& f : files)
    w.add(f);
  w.finish();
  return s.str();
}

std::string format_check_json(const std::vector<CheckedFile>& files, bool summary) {
  std::ostringstream s;
  CheckReportWriter w(s, true, summary);
  for (const CheckedFile& f : files)
    w.add(f);
  w.finish();
  return s.str();
}

}  // namespace collide
