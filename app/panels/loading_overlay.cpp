#include "app/panels/loading_overlay.hpp"

#include "core/scene/scene_io.hpp"

namespace collide {

namespace {

// 1234567 -> "1,234,567", as the other panels write counts.
std::string grouped(std::size_t n) {
  std::string digits = std::to_string(n), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

}  // namespace

std::string loading_caption(const LoadProgress& p) {
  // Reading the file is the first tenth of the bar; its bytes are shown until parsing starts.
  const std::size_t bytes = p.bytes_parsed > 0 ? p.bytes_parsed : p.bytes_read;
  std::string text = p.bytes_parsed > 0 ? "parsed " : "read ";
  text += size_text(bytes);
  if (p.bytes_total > 0) text += " of " + size_text(p.bytes_total);
  text += ", " + grouped(p.objects) + (p.objects == 1 ? " object" : " objects");
  return text;
}

bool loading_overlay(const std::string& file_name, const LoadProgress& progress, ImVec2 center) {
  ImGui::SetNextWindowPos(center, ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowBgAlpha(0.85f);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                 ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav;
  bool cancel = false;
  if (ImGui::Begin("##loading", nullptr, flags)) {
    ImGui::Text("Opening %s", file_name.c_str());
    const float width = ImGui::GetFontSize() * 22;
    const double f = progress.fraction();
    const std::string percent = std::to_string(int(f * 100)) + "%";
    ImGui::ProgressBar(float(f), ImVec2(width, 0), percent.c_str());
    ImGui::TextUnformatted(loading_caption(progress).c_str());
    ImGui::TextDisabled("The scene stays usable until the file is read.");
    cancel = ImGui::Button("Cancel (Esc)");
  }
  ImGui::End();
  return cancel;
}

}  // namespace collide
