#include "app/panels/view_menu.hpp"

#include <algorithm>
#include <string>

#include <imgui.h>

#include "app/view/fonts.hpp"

namespace collide {

float step_font_size(float size, int steps) {
  if (steps == 0) return kDefaultFontSize;
  return std::clamp(size + float(steps), kMinFontSize, kMaxFontSize);
}

ViewMenuActions view_menu(Settings& s, void (*panel_items)(Settings&), bool presentation) {
  ViewMenuActions out;
  if (!ImGui::BeginMenu("View")) return out;
  if (panel_items) panel_items(s);
  ImGui::Separator();
  ImGui::TextDisabled("Layers");
  ImGui::MenuItem("Frame statistics", nullptr, &s.show_stats);
  ImGui::MenuItem("Grid", nullptr, &s.grid);
  ImGui::MenuItem("Axes", nullptr, &s.axes);
  ImGui::MenuItem("Outlines", nullptr, &s.outlines);
  if (ImGui::BeginMenu("Anti-aliasing (next launch)")) {
    for (const int samples : {0, 2, 4, 8}) {
      const std::string label = samples == 0 ? "Off" : std::to_string(samples) + "x MSAA";
      if (ImGui::MenuItem(label.c_str(), nullptr, s.msaa_samples == samples))
        s.msaa_samples = samples;
    }
    ImGui::EndMenu();
  }
  ImGui::Separator();
  if (ImGui::MenuItem("Dark theme", nullptr, s.theme == Theme::dark)) {
    out.restyle = s.theme != Theme::dark;
    s.theme = Theme::dark;
  }
  if (ImGui::MenuItem("Light theme", nullptr, s.theme == Theme::light)) {
    out.restyle = s.theme != Theme::light;
    s.theme = Theme::light;
  }
  ImGui::Separator();
  const float before = s.font_size;
  if (ImGui::MenuItem("Larger text", "Ctrl+=")) s.font_size = step_font_size(s.font_size, +1);
  if (ImGui::MenuItem("Smaller text", "Ctrl+-")) s.font_size = step_font_size(s.font_size, -1);
  if (ImGui::MenuItem("Default text size", "Ctrl+0")) s.font_size = step_font_size(s.font_size, 0);
  out.restyle = out.restyle || s.font_size != before;
  if (ImGui::MenuItem("Presentation mode", "F5", presentation)) out.toggle_presentation = true;
  if (ImGui::BeginMenu("Camera")) {
    for (const CameraPresetInfo& p : camera_presets())
      if (ImGui::MenuItem(p.name, camera_preset_keys(p.preset))) out.camera = p.preset;
    ImGui::EndMenu();
  }
  ImGui::Separator();
  if (ImGui::MenuItem("Reset layout")) {
    s.dock = DockSizes{};
    s.panels_shown.clear();
    s.panel_weights.clear();
    s.panels_collapsed.clear();
  }
  ImGui::EndMenu();
  return out;
}

}  // namespace collide
