#pragma once
// A queued key event given to ImGui 1.86 the way its GLFW backend's callbacks would give it
// (io.KeysDown indexed by GLFW key codes, modifiers from the modifier keys' state, characters
// into the text queue), so the viewer and the in-process tests replay keys through one function.
#include <imgui.h>

#include "app/input/input_queue.hpp"

namespace collide {

void give_to_imgui(const InputEvent& e, ImGuiIO& io);

}  // namespace collide
