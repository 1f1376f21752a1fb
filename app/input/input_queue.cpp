#include "app/input/input_queue.hpp"

#include <algorithm>

namespace collide {

namespace {
// GLFW_KEY_LEFT_SHIFT … GLFW_KEY_RIGHT_SUPER: left Shift, Ctrl, Alt, Super, then right.
bool is_modifier(int key) {
  return key >= 340 && key <= 347;
}
}  // namespace

void InputQueue::push_key(int key, int scancode, int action, int mods) {
  pending_.push_back({InputEvent::Kind::key, key, scancode, action, mods, 0});
  if (is_modifier(key) && action != kKeyRepeat) modifiers_down_[key - 340] = action == kKeyPress;
}

int InputQueue::modifiers() const {
  int mods = 0;
  for (int k = 0; k < 8; ++k)
    if (modifiers_down_[k]) mods |= 1 << (k % 4);  // GLFW_MOD_SHIFT, _CONTROL, _ALT, _SUPER
  return mods;
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
  e.mods = modifiers();
  e.x = x;
  e.y = y;
  pending_.push_back(e);
}

namespace {

constexpr int kModControl = 0x2, kModAlt = 0x4, kModSuper = 0x8;  // GLFW_MOD_…

// A key that only types: a printable key (GLFW_KEY_SPACE … GLFW_KEY_WORLD_2, the keypad's
// digits and operators but not its Enter, or one GLFW has no name for: xdotool types a
// character missing from the keymap with such a key) without Ctrl, Alt or Super. ImGui 1.86
// reads no such key's state (its own shortcuts in a field are Ctrl+A, C, V, X, Y, Z; keyboard
// navigation is off) and the key table acts on each press as it is replayed, so its press and
// release may share a frame: a path typed at 1 fps is not a frame per letter.
bool only_types(const InputEvent& e) {
  const int k = e.key;
  const bool printable = (k >= 32 && k <= 162) || (k >= 320 && k <= 336 && k != 335) || k == -1;
  return printable && (e.mods & (kModControl | kModAlt | kModSuper)) == 0;
}

}  // namespace

std::vector<InputEvent> InputQueue::take_frame() {
  std::vector<InputEvent> frame;
  std::vector<int> changed;    // keys ImGui reads (not modifiers), pressed or released in it
  bool other_pressed = false;  // one of them went down in this frame
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
    // ImGui's field reads a frame's characters before its keys: a character typed after
    // Backspace (Return, an arrow, Tab) waits for the frame after the one that key went down in.
    if (e.kind == InputEvent::Kind::character && other_pressed) break;
    const bool changes = e.kind == InputEvent::Kind::key && e.action != kKeyRepeat &&
                         !only_types(e);  // not a move, nor a key ImGui does not read
    if (changes && is_modifier(e.key)) {
      // ImGui reads a chord from the state at the end of the frame's events: Ctrl released
      // after S went down (xdotool releases in the order it pressed) would turn Ctrl+S into S.
      // Before any such key, a modifier may change as often as it likes (Shift around each
      // capital of a typed path): nothing has read it yet.
      if (other_pressed || mouse_changed) break;
    } else if (changes) {
      if (std::find(changed.begin(), changed.end(), e.key) != changed.end()) break;
      other_pressed = other_pressed || e.action == kKeyPress;
      changed.push_back(e.key);
    }
    frame.push_back(e);
    pending_.pop_front();
  }
  return frame;
}

}  // namespace collide
