#include "app/panels/why_copy.hpp"

#include <imgui.h>
#include <nlohmann/json.hpp>

#include "core/eval/pair_json.hpp"

namespace collide {

namespace {

const char* kind_name(WhyRowKind k) {
  switch (k) {
    case WhyRowKind::verdict:
      return "verdict";
    case WhyRowKind::step:
      return "step";
    case WhyRowKind::axis:
      return "axis";
    case WhyRowKind::tolerance:
      return "tolerance";
  }
  return "step";
}

}  // namespace

std::string why_rows_text(const std::string& title, const WhyRows& rows) {
  std::string out = title + "\n";
  for (const WhyRow& r : rows)
    out += "  " + r.label + ": " + r.formula + (r.muted ? "  (not tested)" : "") + "\n";
  return out;
}

std::string why_rows_json(const std::string& title, const WhyRows& rows) {
  using Json = nlohmann::ordered_json;
  Json why = Json::array();
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
    why.push_back(std::move(x));
  }
  return Json{{"title", title}, {"why", std::move(why)}}.dump(2) + "\n";
}

void copy_buttons(const std::string& title, const WhyRows& rows) {
  if (rows.empty()) ImGui::BeginDisabled();
  if (ImGui::SmallButton("Copy")) ImGui::SetClipboardText(why_rows_text(title, rows).c_str());
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("These rows as text, one \"label: formula\" line each");
  ImGui::SameLine();
  if (ImGui::SmallButton("Copy JSON")) ImGui::SetClipboardText(why_rows_json(title, rows).c_str());
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("These rows as JSON: {title, why: [{kind, label, formula, numbers}]}");
  if (rows.empty()) ImGui::EndDisabled();
}

}  // namespace collide
