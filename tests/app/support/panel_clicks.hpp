#pragma once
// Driving the real workbench's panels with ImGui's own input, no window (after
// start_headless_imgui): one frame of the docked panels below a menu bar's height, a panel's
// window by its key, and a click as ImGui needs it (move, press, release, each in a frame).
#include <string>
#include <string_view>
#include <vector>

#include <imgui.h>
#include <imgui_internal.h>  // a panel window's first item position

#include "app/workbench/workbench.hpp"

namespace collide::test {

// One frame of the panels, then the session's update; what the panels refused, as draw_panels
// returns it.
inline std::vector<std::string> panels_frame(Workbench& wb) {
  ImGui::NewFrame();
  const float bar = ImGui::GetFrameHeight();
  const ImVec2 d = ImGui::GetIO().DisplaySize;
  auto refused = wb.draw_panels({0, bar, d.x, d.y - bar}, 1);
  ImGui::EndFrame();
  wb.session.update();
  return refused;
}

// The panel window with this key ("pairs", "notes", …) as last drawn, or null.
inline ImGuiWindow* panel_window(std::string_view key) {
  const std::string suffix = "###" + std::string(key);
  for (ImGuiWindow* w : ImGui::GetCurrentContext()->Windows)
    if (std::string_view(w->Name).ends_with(suffix) && w->Active) return w;
  return nullptr;
}

// A move to `p`, a press and a release, each followed by `frame()`.
template <class Frame>
void click(ImVec2 p, Frame&& frame) {
  ImGuiIO& io = ImGui::GetIO();
  io.MousePos = p;
  frame();
  io.MouseDown[0] = true;
  frame();
  io.MouseDown[0] = false;
  frame();
}

}  // namespace collide::test
