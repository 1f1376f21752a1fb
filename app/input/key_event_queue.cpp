#include "app/input/key_event_queue.hpp"

#include <algorithm>

namespace collide {

void KeyEventQueue::push_key(int key, int scancode, int action, int mods) {
  pending_.push_back({KeyEvent::Kind::key, key, scancode, action, mods, 0});
}

void KeyEventQueue::push_char(unsigned codepoint) {
  pending_.push_back({KeyEvent::Kind::character, 0, 0, kKeyPress, 0, codepoint});
}

std::vector<KeyEvent> KeyEventQueue::take_frame() {
  std::vector<KeyEvent> frame;
  std::vector<int> changed;  // keys pressed or released in this frame
  while (!pending_.empty()) {
    const KeyEvent& e = pending_.front();
    const bool changes = e.kind == KeyEvent::Kind::key && e.action != kKeyRepeat;
    if (changes) {
      if (std::find(changed.begin(), changed.end(), e.key) != changed.end()) break;
      changed.push_back(e.key);
    }
    frame.push_back(e);
    pending_.pop_front();
  }
  return frame;
}

}  // namespace collide
