#include "app/input/key_event_queue.hpp"

#include <algorithm>

namespace collide {

void KeyEventQueue::push_key(int key, int scancode, int action, int mods) {
  pending_.push_back({KeyEvent::Kind::key, key, scancode, action, mods, 0});
}

void KeyEventQueue::push_char(unsigned codepoint) {
  pending_.push_back({KeyEvent::Kind::character, 0, 0, kKeyPress, 0, codepoint});
}

namespace {
// GLFW_KEY_LEFT_SHIFT … GLFW_KEY_RIGHT_SUPER.
bool is_modifier(int key) {
  return key >= 340 && key <= 347;
}
}  // namespace

std::vector<KeyEvent> KeyEventQueue::take_frame() {
  std::vector<KeyEvent> frame;
  std::vector<int> changed;    // keys pressed or released in this frame
  bool other_pressed = false;  // a key other than a modifier went down in this frame
  while (!pending_.empty()) {
    const KeyEvent& e = pending_.front();
    const bool changes = e.kind == KeyEvent::Kind::key && e.action != kKeyRepeat;
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
