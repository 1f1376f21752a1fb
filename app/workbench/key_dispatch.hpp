#pragma once
// The frame's keys, from the queue to whoever acts on them: every event to ImGui first (text
// fields read it in the frame), then each press (and each repeat of a key that repeats) looked
// up in the key table, the one place every shortcut is bound, and run by its owner: the window
// (F12, F1, text size) always, the rest unless a widget has the keyboard (a text field being
// edited, a slider held, a modal open), except Esc, which always ends a gizmo drag, and which
// with a menu open (or a combo, a popup) closes it and does nothing else. A tap
// pressed and released within one frame acts like any other (the queue spreads it over two).
#include <functional>

#include "app/input/input_queue.hpp"
#include "app/input/input_router.hpp"
#include "app/input/key_table.hpp"
#include "app/view/camera_presets.hpp"

namespace collide {

class EditMenu;
class EditSession;
class FileMenu;
class LiveEvidence;
struct TimelineState;

// Who acts on a key; a null target ignores its keys.
struct KeyTargets {
  // A mouse button or pointer event, replayed in its turn (to ImGui's backend, the router).
  std::function<void(const InputEvent&)> mouse;
  std::function<bool(KeyAction)> window;  // the window's own keys; true when it took the key
  FileMenu* file_menu = nullptr;
  EditMenu* edit_menu = nullptr;
  EditSession* edit = nullptr;  // the editing keys (with the router, for Esc during a drag)
  InputRouter* router = nullptr;
  LiveEvidence* evidence = nullptr;  // the SAT arrows, the first contact to jump to
  // The timeline's keys (Space, '.', ',', C); null in a scene where nothing moves (they do
  // nothing there).
  TimelineState* timeline = nullptr;
  // The camera presets (keys 1–6).
  std::function<void(CameraPreset)> camera;
};

// Takes this frame's share of `queue` and plays it. Call before ImGui::NewFrame.
void replay_keys(InputQueue& queue, const KeyTargets& targets);
// One key of the table, as replay_keys runs it.
void run_key(const BoundKey& key, const KeyTargets& targets);

}  // namespace collide
