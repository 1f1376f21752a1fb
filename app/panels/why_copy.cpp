#include "app/panels/why_copy.hpp"

#include <imgui.h>
#include <nlohmann/json.hpp>

#include "app/visualize/why_rows_json.hpp"

namespace collide {

std::string why_rows_text(const std::string& title, const WhyRows& rows) {
  std::string out = title + "\n";
  for (const WhyRow& r : rows)
    out += "  " + r.label + ": " + r.formula + (r.muted ? "  (not tested)" : "") + "\n";
  return out;
}

std::string why_rows_json(const std::string& title, const WhyRows& rows) {
  using Json = nlohmann::ordered_json;
  return Json{{"title", title}, {"why", why_rows_json_array(rows)}}.dump(2) + "\n";
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
