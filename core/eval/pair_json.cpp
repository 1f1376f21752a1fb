#include "core/eval/pair_json.hpp"

#include <cmath>
#include <string>
#include <utility>
#include <variant>

#include <nlohmann/json.hpp>

#include "core/eval/pair_test_name.hpp"
#include "core/math/overloaded.hpp"

namespace collide {

using Json = nlohmann::ordered_json;

Json json_number(double v) {
  if (std::isfinite(v)) return v;
  return std::isnan(v) ? "nan" : (v > 0 ? "inf" : "-inf");
}

Json pair_json(const Scene& scene, const PairOutcome& o, PairJsonForm form) {
  const bool detailed = form == PairJsonForm::detailed;
  const auto number = [&](double v) { return detailed ? json_number(v) : Json(v); };
  const auto value = [&](const EvidenceValue& v) {
    return std::visit(Overloaded{
                          [&](double d) { return number(d); },
                          [](const std::string& s) { return Json(s); },
                          [&](const Vec3<double>& p) {
                            return Json::array({number(p.x), number(p.y), number(p.z)});
                          },
                      },
                      v);
  };

  Json j = Json::object();
  j["a"] = scene.objects[o.a].id;
  j["b"] = scene.objects[o.b].id;
  j["test"] = std::string(test_name(scene, o.test, o.a, o.b));
  j["verdict"] = std::string(name_of(o.verdict));
  j["within_tolerance"] = o.within_tolerance;
  if (!o.reason.empty()) j["reason"] = o.reason;
  if (detailed) {
    if (o.side) j["side"] = *o.side;
    if (o.separating_axis) j["separating_axis"] = *o.separating_axis;
    if (o.contact_time) j["contact_time"] = json_number(*o.contact_time);
  }
  // The evidence's entries: into the pair itself (report) or an object of their own (detailed).
  Json nested = Json::object();
  Json& evidence = detailed ? nested : j;
  for (const auto& [name, v] : o.evidence)
    evidence[name] = value(v);
  if (detailed) j["evidence"] = std::move(nested);
  // Two intersecting boxes: the contact manifold (points on b, depth along the normal a → b).
  if (o.contact_normal) {
    Json contacts = Json::array();
    for (const ContactOutcome& c : o.contacts)
      contacts.push_back({{"point", value(c.point)}, {"depth", number(c.depth)}});
    j["contacts"] = std::move(contacts);
    j["contact_normal"] = value(*o.contact_normal);
  }
  // Something moves: its time of impact over [0, 1], beside the verdict.
  if (o.motion) {
    const MotionOutcome& m = *o.motion;
    Json motion = Json::object();
    motion["verdict"] = m.verdict;
    motion["method"] = m.method;
    if (m.toi) motion["toi"] = json_number(*m.toi);
    if (m.toi_error) motion["toi_error"] = json_number(*m.toi_error);
    if (m.point) motion["point"] = value(*m.point);
    if (m.normal) motion["normal"] = value(*m.normal);
    if (!m.problem.empty()) motion["problem"] = m.problem;
    j["motion"] = std::move(motion);
  }
  return j;
}

}  // namespace collide
