#include "app/panels/measure_section.hpp"

#include <imgui.h>

#include "app/panels/wrapped_text.hpp"

namespace collide {

void measure_section(EditSession& edit, const WhyRows& rows) {
  MeasureTool& tool = edit.measure_tool();
  ImGui::Separator();
  ImGui::TextUnformatted("Measure");
  ImGui::SameLine();
  ImGui::Checkbox("pick (M)", &tool.active);
  ImGui::SameLine();
  int between = int(tool.between);
  ImGui::RadioButton("objects", &between, int(MeasureBetween::objects));
  ImGui::SameLine();
  ImGui::RadioButton("points", &between, int(MeasureBetween::points));
  tool.between = MeasureBetween(between);
  if (tool.a()) {
    ImGui::SameLine();
    if (ImGui::SmallButton("Clear")) tool.clear();
  }
  if (rows.empty()) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextDisabled(tool.active ? (tool.a() ? "Click a second object." : "Click an object.")
                                    : "Press M, then click two objects: their distance and "
                                      "closest points show here and in the view.");
    ImGui::PopTextWrapPos();
    return;
  }
  if (ImGui::BeginTable("measure", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthStretch);
    for (const WhyRow& r : rows) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(r.label.c_str());
      ImGui::TableNextColumn();
      text_wrapped_at_spaces(r.formula);
    }
    ImGui::EndTable();
  }
}

}  // namespace collide
