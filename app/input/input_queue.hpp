#pragma once
// Key, character and mouse-button events, queued as GLFW reports them and handed to the frame
// in order, at most one change of each key per frame. ImGui 1.86 reads keys as per-frame state
// (KeysDown): a press and its release reported within one frame (a quick tap, or any tap at
// 2 fps) leave the key up by the time ImGui looks, and Ctrl+S, Ctrl+Z or Return in a text field
// does nothing. Replaying the release in the next frame makes every tap a frame long, as ImGui
// 1.87's input queue does ("trickling"). A mouse press ends its frame's events: what follows it
// (the name typed into the field just clicked) reaches the frame in which the click has taken
// effect. The pointer's moves are queued too, so the camera and the gizmo see a press, the drag
// and the release in the order they happened, however many of them one frame holds. Codes and
// actions are GLFW's, kept as plain ints so tests need neither GLFW nor a
// window.
#include <cstddef>
#include <deque>
#include <vector>

namespace collide {

inline constexpr int kKeyRelease = 0, kKeyPress = 1, kKeyRepeat = 2;  // GLFW_RELEASE, …

struct InputEvent {
  enum class Kind { key, character, mouse_button, cursor };
  Kind kind = Kind::key;
  int key = 0;  // GLFW key code (Kind::key), or mouse button (Kind::mouse_button)
  int scancode = 0;
  int action = kKeyPress;  // kKeyPress, kKeyRelease or kKeyRepeat
  int mods = 0;  // GLFW modifier bits (Kind::cursor: the modifier keys pushed down before it)
  unsigned codepoint = 0;  // Kind::character
  double x = 0, y = 0;     // Kind::cursor: the pointer, in window coordinates

  friend bool operator==(const InputEvent&, const InputEvent&) = default;
};

class InputQueue {
 public:
  void push_key(int key, int scancode, int action, int mods);
  void push_char(unsigned codepoint);
  void push_mouse_button(int button, int action, int mods);
  void push_cursor(double x, double y);

  // This frame's events, oldest first: everything queued up to the first press or release of a
  // key (or mouse button) already pressed or released in this frame, or of a modifier after
  // another key or a mouse button went down or up in it (so a chord is read with the modifiers
  // it was pressed with), or up to and including a mouse press, or up to a character after a
  // key went down (ImGui's field reads a frame's characters before its keys: Backspace, then
  // "c"); the rest waits, in order, for the next frame. Repeats never wait: they do not change
  // whether a key is down. Nor do the keys that only type (a letter, a digit, '/', without
  // Ctrl, Alt or Super): ImGui reads no state of theirs, the characters carry what was typed,
  // so every character typed before a frame reaches the field in that frame (issue 35: a
  // 34-character path took 35 s at 1 fps, a letter a frame).
  std::vector<InputEvent> take_frame();

  bool empty() const { return pending_.empty(); }
  std::size_t size() const { return pending_.size(); }

 private:
  // The modifier bits of the modifier keys down, as pushed so far. A move replayed frames after
  // it happened (2 fps) is read with the modifiers of its own time, not GLFW's state at replay:
  // the Ctrl of a Ctrl+S pressed right after a gizmo drag used to snap the drag's last moves.
  int modifiers() const;

  std::deque<InputEvent> pending_;
  bool modifiers_down_[8] = {};  // GLFW_KEY_LEFT_SHIFT + k
};

}  // namespace collide
