#include "app/panels/measure_section.hpp"

#include <imgui.h>

#include "app/panels/flow_row.hpp"
#include "app/panels/wrapped_text.hpp"

namespace collide {

void measure_section(EditSession& edit, const WhyRows& rows) {
  MeasureTool& tool = edit.measure_tool();
  ImGui::Separator();
  // One row that wraps (flow_row.hpp): in presentation mode's larger font "points" ran past the
  // Why panel's edge.
  const bool clear = tool.a().has_value();
  const float widths[] = {ImGui::CalcTextSize("Measure").x, imgui_toggle_width("pick (M)"),
                          imgui_toggle_width("objects"), imgui_toggle_width("points"),
                          imgui_button_width("Clear")};
  const std::vector<bool> starts =
      flow_line_starts(std::span(widths, clear ? 5 : 4), ImGui::GetContentRegionAvail().x,
                       ImGui::GetStyle().ItemSpacing.x);
  ImGui::TextUnformatted("Measure");
  flow_same_line(starts[1]);
  ImGui::Checkbox("pick (M)", &tool.active);
  flow_same_line(starts[2]);
  int between = int(tool.between);
  ImGui::RadioButton("objects", &between, int(MeasureBetween::objects));
  flow_same_line(starts[3]);
  ImGui::RadioButton("points", &between, int(MeasureBetween::points));
  tool.between = MeasureBetween(between);
  if (clear) {
    flow_same_line(starts[4]);
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
