#include "app/input/imgui_keys.hpp"

namespace collide {
namespace {
// GLFW's codes for the modifier keys (GLFW_KEY_LEFT_SHIFT …), left then right.
constexpr int kLeftShift = 340, kLeftControl = 341, kLeftAlt = 342, kLeftSuper = 343;
constexpr int kRightShift = 344, kRightControl = 345, kRightAlt = 346, kRightSuper = 347;
}  // namespace

void give_to_imgui(const InputEvent& e, ImGuiIO& io) {
  if (e.kind == InputEvent::Kind::character) {
    io.AddInputCharacter(e.codepoint);
    return;
  }
  // The mouse goes to ImGui through its backend (key_dispatch.hpp).
  if (e.kind == InputEvent::Kind::mouse_button || e.kind == InputEvent::Kind::cursor) return;
  if (e.key >= 0 && e.key < IM_ARRAYSIZE(io.KeysDown)) {
    if (e.action == kKeyPress) io.KeysDown[e.key] = true;
    if (e.action == kKeyRelease) io.KeysDown[e.key] = false;
  }
  // As the backend does: GLFW's modifier bits are not reliable across systems.
  io.KeyCtrl = io.KeysDown[kLeftControl] || io.KeysDown[kRightControl];
  io.KeyShift = io.KeysDown[kLeftShift] || io.KeysDown[kRightShift];
  io.KeyAlt = io.KeysDown[kLeftAlt] || io.KeysDown[kRightAlt];
  io.KeySuper = io.KeysDown[kLeftSuper] || io.KeysDown[kRightSuper];
}

}  // namespace collide
