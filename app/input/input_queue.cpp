#include "app/input/input_queue.hpp"

#include <algorithm>

namespace collide {

void InputQueue::push_key(int key, int scancode, int action, int mods) {
  pending_.push_back({InputEvent::Kind::key, key, scancode, action, mods, 0});
}

void InputQueue::push_char(unsigned codepoint) {
  pending_.push_back({InputEvent::Kind::character, 0, 0, kKeyPress, 0, codepoint});
}

void InputQueue::push_mouse_button(int button, int action, int mods) {
  pending_.push_back({InputEvent::Kind::mouse_button, button, 0, action, mods, 0});
}

void InputQueue::push_cursor(double x, double y) {
  InputEvent e;
  e.kind = InputEvent::Kind::cursor;
  e.x = x;
  e.y = y;
  pending_.push_back(e);
}

namespace {
// GLFW_KEY_LEFT_SHIFT … GLFW_KEY_RIGHT_SUPER.
bool is_modifier(int key) {
  return key >= 340 && key <= 347;
}
}  // namespace

std::vector<InputEvent> InputQueue::take_frame() {
  std::vector<InputEvent> frame;
  std::vector<int> changed;    // keys pressed or released in this frame
  bool other_pressed = false;  // a key other than a modifier went down in this frame
  bool mouse_changed = false;  // a mouse button went down or up in this frame
  while (!pending_.empty()) {
    const InputEvent& e = pending_.front();
    if (e.kind == InputEvent::Kind::mouse_button) {
      if (mouse_changed) break;
      mouse_changed = true;
      frame.push_back(e);
      pending_.pop_front();
      if (e.action == kKeyPress) break;  // what follows waits for the click to take effect
      continue;
    }
    const bool changes = e.kind == InputEvent::Kind::key && e.action != kKeyRepeat;  // not a move
    if (changes) {
      if (std::find(changed.begin(), changed.end(), e.key) != changed.end()) break;
      // ImGui reads a chord from the state at the end of the frame's events: Ctrl released
      // after S went down (xdotool releases in the order it pressed) would turn Ctrl+S into S.
      if (is_modifier(e.key) && other_pressed) break;
      other_pressed = other_pressed || (!is_modifier(e.key) && e.action == kKeyPress);
      changed.push_back(e.key);
    }
    frame.push_back(e);
    pending_.pop_front();
  }
  return frame;
}

}  // namespace collide
