#pragma once
// Key and character events, queued as GLFW reports them and handed to the frame in order, at
// most one change of each key per frame. ImGui 1.86 reads keys as per-frame state (KeysDown):
// a press and its release reported within one frame (a quick tap, or any tap at 2 fps) leave the
// key up by the time ImGui looks, and Ctrl+S, Ctrl+Z or Return in a text field does nothing.
// Replaying the release in the next frame makes every tap a frame long, as ImGui 1.87's input
// queue does ("trickling"). Codes and actions are GLFW's, kept as plain ints so tests need
// neither GLFW nor a window.
#include <cstddef>
#include <deque>
#include <vector>

namespace collide {

inline constexpr int kKeyRelease = 0, kKeyPress = 1, kKeyRepeat = 2;  // GLFW_RELEASE, …

struct KeyEvent {
  enum class Kind { key, character };
  Kind kind = Kind::key;
  int key = 0;  // GLFW key code (Kind::key)
  int scancode = 0;
  int action = kKeyPress;  // kKeyPress, kKeyRelease or kKeyRepeat
  int mods = 0;            // GLFW modifier bits
  unsigned codepoint = 0;  // Kind::character

  friend bool operator==(const KeyEvent&, const KeyEvent&) = default;
};

class KeyEventQueue {
 public:
  void push_key(int key, int scancode, int action, int mods);
  void push_char(unsigned codepoint);

  // This frame's events, oldest first: everything queued up to the first press or release of a
  // key already pressed or released in this frame, or of a modifier after another key went down
  // in it (so a chord is read with the modifiers it was pressed with); that event waits, with all
  // after it so the order is kept, for the next frame. Repeats never wait: they do not change
  // whether a key is down.
  std::vector<KeyEvent> take_frame();

  bool empty() const { return pending_.empty(); }
  std::size_t size() const { return pending_.size(); }

 private:
  std::deque<KeyEvent> pending_;
};

}  // namespace collide
