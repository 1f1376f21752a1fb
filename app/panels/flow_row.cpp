#include "app/panels/flow_row.hpp"

#include <imgui.h>

namespace collide {

std::vector<bool> flow_line_starts(std::span<const float> widths, float width, float spacing) {
  std::vector<bool> starts(widths.size(), false);
  float used = 0;
  for (std::size_t i = 0; i < widths.size(); ++i) {
    starts[i] = i == 0 || used + spacing + widths[i] > width;
    used = starts[i] ? widths[i] : used + spacing + widths[i];
  }
  return starts;
}

float imgui_button_width(std::string_view label) {
  return ImGui::CalcTextSize(label.data(), label.data() + label.size()).x +
         2 * ImGui::GetStyle().FramePadding.x;
}

float imgui_toggle_width(std::string_view label) {
  return ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x +
         ImGui::CalcTextSize(label.data(), label.data() + label.size()).x;
}

void flow_same_line(bool starts_line) {
  if (!starts_line) ImGui::SameLine();
}

void same_line_if_fits(float width) {
  const float right = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width;
  if (right <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) ImGui::SameLine();
}

}  // namespace collide
