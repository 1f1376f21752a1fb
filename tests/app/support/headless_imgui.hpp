#pragma once
// ImGui with no backend and no window, as the panel tests drive it: a 1280×720 display, no
// imgui.ini, the font atlas built, and the key map ImGui 1.86's GLFW backend sets (keys are
// indexed by GLFW key codes). Pair with ImGui::DestroyContext().
#include <string_view>

#include <imgui.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

namespace collide::test {

inline void start_headless_imgui(float delta_time = 1.0f / 60) {
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplaySize = ImVec2(1280, 720);
  io.DeltaTime = delta_time;
  io.KeyMap[ImGuiKey_Enter] = GLFW_KEY_ENTER;
  io.KeyMap[ImGuiKey_Escape] = GLFW_KEY_ESCAPE;
  io.KeyMap[ImGuiKey_Backspace] = GLFW_KEY_BACKSPACE;
  io.KeyMap[ImGuiKey_Tab] = GLFW_KEY_TAB;
  unsigned char* pixels = nullptr;
  int w = 0, h = 0;
  io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
}

// `text` typed into the focused field, then Return pressed and released, each step followed by
// `frame()` (ImGui 1.86 reads a key that is down for a frame).
template <class Frame>
void type_then_return(std::string_view text, Frame&& frame) {
  ImGuiIO& io = ImGui::GetIO();
  for (const char c : text)
    io.AddInputCharacter(static_cast<unsigned char>(c));
  frame();
  io.KeysDown[io.KeyMap[ImGuiKey_Enter]] = true;
  frame();
  io.KeysDown[io.KeyMap[ImGuiKey_Enter]] = false;
  frame();
}

}  // namespace collide::test
