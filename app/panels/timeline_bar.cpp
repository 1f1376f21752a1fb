#include "app/panels/timeline_bar.hpp"

#include <algorithm>

namespace collide {

float timeline_bar_height(float font_px, const ImGuiStyle& style) {
  return font_px + 2 * style.FramePadding.y + 2 * style.WindowPadding.y;
}

void timeline_bar(ImVec2 pos, ImVec2 size, TimelineState& s, std::optional<double> first_contact) {
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(size);
  constexpr ImGuiWindowFlags kFlags =
      ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
      ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings;
  if (ImGui::Begin("Timeline", nullptr, kFlags)) {
    // A fixed width, so the bar does not jump between Play and Pause.
    const float button = ImGui::CalcTextSize("Pause").x + 2 * ImGui::GetStyle().FramePadding.x;
    if (ImGui::Button(s.playing ? "Pause" : "Play", ImVec2(button, 0))) toggle_play(s);
    ImGui::SameLine();
    if (ImGui::ArrowButton("step back", ImGuiDir_Left)) step(s, -1);
    ImGui::SameLine();
    if (ImGui::ArrowButton("step", ImGuiDir_Right)) step(s, 1);
    ImGui::SameLine();
    const float contact_w =
        ImGui::CalcTextSize("First contact").x + 2 * ImGui::GetStyle().FramePadding.x;
    const float speed_w = ImGui::CalcTextSize("speed 0.25/s").x * 1.4f;
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    ImGui::SetNextItemWidth(
        std::max(ImGui::GetContentRegionAvail().x - contact_w - speed_w - 2 * spacing, 60.0f));
    double t = s.time;
    const double lo = 0, hi = 1;
    if (ImGui::SliderScalar("##t", ImGuiDataType_Double, &t, &lo, &hi, "t = %.3f")) jump_to(s, t);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(speed_w);
    float speed = float(s.speed);
    if (ImGui::SliderFloat("##speed", &speed, float(kTimelineMinSpeed), float(kTimelineMaxSpeed),
                           "speed %.2f/s", ImGuiSliderFlags_Logarithmic))
      s.speed = double(speed);
    ImGui::SameLine();
    ImGui::BeginDisabled(!first_contact);
    if (ImGui::Button("First contact") && first_contact) jump_to(s, *first_contact);
    ImGui::EndDisabled();
  }
  ImGui::End();
}

}  // namespace collide
