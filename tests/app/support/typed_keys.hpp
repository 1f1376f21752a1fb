#pragma once
// Text as `xdotool type` reports it to GLFW on a US keymap, pushed into an input queue: each
// character's key down, the character, the key up; Shift held around the shifted ones (capitals,
// '_'). For the in-process tests of typing (app/input/input_queue.hpp).
#include <string>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include "app/input/input_queue.hpp"

namespace collide::test {

inline void push_typed(InputQueue& q, const std::string& text) {
  for (const char c : text) {
    const bool shifted = (c >= 'A' && c <= 'Z') || c == '_';
    const int k = c == '_' ? GLFW_KEY_MINUS : (c >= 'a' && c <= 'z') ? c - 'a' + 'A' : c;
    const int mods = shifted ? GLFW_MOD_SHIFT : 0;
    if (shifted) q.push_key(GLFW_KEY_LEFT_SHIFT, 0, GLFW_PRESS, 0);
    q.push_key(k, 0, GLFW_PRESS, mods);
    q.push_char(static_cast<unsigned char>(c));
    q.push_key(k, 0, GLFW_RELEASE, mods);
    if (shifted) q.push_key(GLFW_KEY_LEFT_SHIFT, 0, GLFW_RELEASE, mods);
  }
}

}  // namespace collide::test
