#include "core/eval/check_report.hpp"

#include <sstream>

#include <nlohmann/json.hpp>

#include "core/math/overloaded.hpp"

namespace collide {
namespace {

using Json = nlohmann::ordered_json;

Json value_json(const EvidenceValue& v) {
  return std::visit(Overloaded{
                        [](double d) { return Json(d); },
                        [](const std::string& s) { return Json(s); },
                        [](const Vec3<double>& p) {
                          return Json::array({p.x, p.y, p.z});
                        },
                    },
                    v);
}

std::string value_text(const EvidenceValue& v) {
  return std::visit(Overloaded{
                        [](double d) { return number_text(d); },
                        [](const std::string& s) { return s; },
                        [](const Vec3<double>& p) {
                          return "(" + number_text(p.x) + ", " + number_text(p.y) + ", " +
                                 number_text(p.z) + ")";
                        },
                    },
                    v);
}

Json pair_json(const Scene& scene, const PairOutcome& o) {
  Json j = Json::object();
  j["a"] = scene.objects[o.a].id;
  j["b"] = scene.objects[o.b].id;
  j["test"] = std::string(name_of(o.test));
  j["verdict"] = std::string(name_of(o.verdict));
  j["within_tolerance"] = o.within_tolerance;
  if (!o.reason.empty()) j["reason"] = o.reason;
  for (const auto& [key, value] : o.evidence)
    j[key] = value_json(value);
  return j;
}

std::string pair_text(const Scene& scene, const PairOutcome& o) {
  std::string s =
      scene.objects[o.a].id + " – " + scene.objects[o.b].id + "  " + std::string(name_of(o.test));
  for (const auto& [key, value] : o.evidence)
    s += " " + key + "=" + value_text(value);
  if (o.within_tolerance) s += " (within tolerance)";
  return s;
}

Json expected_json(const Expectation& e) {
  Json j = Json::object();
  j["intersects"] = e.intersects;
  if (e.side) j["side"] = *e.side;
  if (e.separating_axis) j["separating_axis"] = *e.separating_axis;
  if (e.contact_time) j["contact_time"] = *e.contact_time;
  return j;
}

}  // namespace

int check_exit_code(const std::vector<CheckedFile>& files) {
  int code = 0;
  for (const CheckedFile& f : files) {
    if (f.error) return 2;
    if (f.report && !f.report->all_held()) code = 1;
  }
  return code;
}

std::string format_check_text(const std::vector<CheckedFile>& files, bool summary,
                              std::size_t max_pairs) {
  std::ostringstream s;
  std::size_t passed = 0, failed = 0, broken = 0;
  for (const CheckedFile& f : files) {
    if (f.error) {
      ++broken;
      s << f.error->to_string() << "\n";
      continue;
    }
    const CheckReport& r = *f.report;
    passed += r.expectations_passed;
    failed += r.expectations_failed;
    s << f.file << ": " << r.objects << " objects, " << r.candidate_pairs << " candidate pairs, "
      << r.intersecting_pairs << " intersecting, " << r.unsupported_pairs << " unsupported";
    if (r.invalid_pairs) s << ", " << r.invalid_pairs << " invalid";
    s << "; " << r.expectations_passed << " of " << r.expectations.size() << " expectations hold\n";
    if (!summary) {
      for (std::size_t i = 0; i < r.intersecting.size() && i < max_pairs; ++i)
        s << "  intersects  " << pair_text(*f.scene, r.intersecting[i]) << "\n";
      if (r.intersecting.size() > max_pairs)
        s << "  … and " << r.intersecting.size() - max_pairs << " more intersecting pairs\n";
    }
    for (const ExpectationOutcome& x : r.expectations) {
      if (x.held) continue;
      s << "  FAILED /expect/" << x.index;
      if (x.index < f.scene->expect.size()) {
        const Expectation& e = f.scene->expect[x.index];
        s << " (" << e.a << " – " << e.b << ")";
      }
      s << ": " << x.failure << "\n";
      if (x.evaluated) s << "    got " << pair_text(*f.scene, x.actual) << "\n";
    }
  }
  if (broken) s << broken << " file" << (broken == 1 ? "" : "s") << " could not be loaded\n";
  if (failed)
    s << failed << " of " << passed + failed << " expectations failed\n";
  else if (!broken)
    s << "all " << passed << " expectations hold\n";
  return s.str();
}

std::string format_check_json(const std::vector<CheckedFile>& files, bool summary) {
  Json out = Json::object();
  Json list = Json::array();
  for (const CheckedFile& f : files) {
    Json j = Json::object();
    j["file"] = f.file;
    if (f.error) {
      j["error"] = f.error->to_string();
      if (f.error->line > 0) {
        j["line"] = f.error->line;
        j["column"] = f.error->column;
      } else {
        j["pointer"] = f.error->pointer;
      }
      list.push_back(std::move(j));
      continue;
    }
    const CheckReport& r = *f.report;
    const Scene& scene = *f.scene;
    if (!scene.description.empty()) j["description"] = scene.description;
    Json sum = Json::object();
    sum["objects"] = r.objects;
    sum["candidate_pairs"] = r.candidate_pairs;
    sum["intersecting_pairs"] = r.intersecting_pairs;
    sum["unsupported_pairs"] = r.unsupported_pairs;
    sum["invalid_pairs"] = r.invalid_pairs;
    sum["expectations_passed"] = r.expectations_passed;
    sum["expectations_failed"] = r.expectations_failed;
    j["summary"] = std::move(sum);
    if (!summary) {
      Json pairs = Json::array();
      for (const PairOutcome& o : r.intersecting)
        pairs.push_back(pair_json(scene, o));
      j["pairs"] = std::move(pairs);
    }
    Json expectations = Json::array();
    for (const ExpectationOutcome& x : r.expectations) {
      Json e = Json::object();
      if (x.index < scene.expect.size()) {
        const Expectation& want = scene.expect[x.index];
        e["a"] = want.a;
        e["b"] = want.b;
        e["expected"] = expected_json(want);
      }
      e["held"] = x.held;
      if (!x.held) e["failure"] = x.failure;
      if (x.evaluated) e["actual"] = pair_json(scene, x.actual);
      expectations.push_back(std::move(e));
    }
    j["expectations"] = std::move(expectations);
    list.push_back(std::move(j));
  }
  out["files"] = std::move(list);
  out["passed"] = check_exit_code(files) == 0;
  out["exit_code"] = check_exit_code(files);
  return out.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

}  // namespace collide
