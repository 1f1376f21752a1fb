#include "app/visualize/why_rows_json.hpp"

#include "core/eval/pair_json.hpp"

namespace collide {

namespace {

const char* kind_name(WhyRowKind k) {
  switch (k) {
    case WhyRowKind::verdict:
      return "verdict";
    case WhyRowKind::axis:
      return "axis";
    case WhyRowKind::tolerance:
      return "tolerance";
    case WhyRowKind::step:
      break;
  }
  return "step";
}

}  // namespace

nlohmann::ordered_json why_rows_json_array(const WhyRows& rows) {
  using Json = nlohmann::ordered_json;
  Json out = Json::array();
  for (const WhyRow& r : rows) {
    Json x = Json::object();
    x["kind"] = kind_name(r.kind);
    x["label"] = r.label;
    x["formula"] = r.formula;
    if (r.kind == WhyRowKind::axis) x["axis"] = r.axis;
    if (r.muted) x["muted"] = true;
    Json n = Json::object();
    for (const WhyNumber& w : r.numbers)
      n[w.name] = json_number(w.value);
    x["numbers"] = std::move(n);
    out.push_back(std::move(x));
  }
  return out;
}

}  // namespace collide
