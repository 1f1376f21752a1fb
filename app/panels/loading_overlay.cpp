#include "app/panels/loading_overlay.hpp"

#include <algorithm>

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

LoadingStatus loading_status(const LoadProgress& p) {
  // The bytes read until parsing starts, then the bytes parsed: the caption's number and the
  // bar's are the same one.
  const bool parsing = p.bytes_parsed > 0;
  const std::size_t done = std::min(parsing ? p.bytes_parsed : p.bytes_read, p.bytes_total);
  LoadingStatus s;
  if (p.bytes_total > 0) {
    s.fraction = double(done) / double(p.bytes_total);
    // In whole numbers, so 26 of 50 is 52%, not 51% from 0.52 rounded below in binary.
    s.percent = std::to_string(done * 100 / p.bytes_total) + "%";
  } else {
    s.percent = "0%";  // the size is not known yet (a pipe's is known at its end)
  }
  s.caption = (parsing ? "parsed " : "read ") + size_text(parsing ? p.bytes_parsed : p.bytes_read);
  if (p.bytes_total > 0) s.caption += " of " + size_text(p.bytes_total);
  s.caption += ", " + grouped(p.objects) + (p.objects == 1 ? " object" : " objects");
  return s;
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
    const LoadingStatus status = loading_status(progress);
    ImGui::ProgressBar(float(status.fraction), ImVec2(width, 0), status.percent.c_str());
    ImGui::TextUnformatted(status.caption.c_str());
    ImGui::TextDisabled("The scene stays usable until the file is read.");
    cancel = ImGui::Button("Cancel (Esc)");
  }
  ImGui::End();
  return cancel;
}

}  // namespace collide
