#pragma once
// Every key and mouse action of the viewer in one table: the viewer binds keys by looking them
// up here (key_action) and the help window (F1, Help menu) draws this same table (and the keys
// page of assets/help holds it as Markdown, checked by Legend.*),
// so the help cannot go stale. Key codes are GLFW's (letters are their upper-case ASCII codes),
// kept as plain ints so tests need neither GLFW nor a window.
#include <optional>
#include <string>
#include <vector>

namespace collide {

enum class KeyAction {
  select_mode,
  translate_mode,
  rotate_mode,
  scale_mode,
  toggle_space,
  measure_mode,  // the measuring tool: clicks pick two objects
  frame,
  delete_selection,
  duplicate,
  select_all,
  escape,  // cancel the drag, else clear the selection
  undo,
  redo,
  new_file,
  open_file,
  save,
  save_as,
  quit,
  screenshot,
  font_bigger,
  font_smaller,
  font_reset,
  help,
  presentation,            // presentation mode on or off (Workbench::set_presentation)
  sat_next,                // the next SAT axis of the focused pair
  sat_previous,            // the previous one
  timeline_play,           // play or pause the timeline (a scene where something moves)
  timeline_step_forward,   // pause and step the time forward
  timeline_step_back,      // pause and step it back
  timeline_first_contact,  // pause at the focused pair's first contact
  lesson_next,             // the lesson's next step (a presenter's clicker sends Page Down)
  lesson_back,             // its previous step
  camera_along_x,          // the camera presets (app/view/camera_presets.hpp), keys 1–6
  camera_along_minus_x,
  camera_along_y,
  camera_along_minus_y,
  camera_along_z,
  camera_along_minus_z,
  camera_top,
  camera_edge_on_plane,
  camera_across_sat_axis,
  mouse,  // a mouse action: listed in the help, bound by the input router
};

// Who acts on a key the workbench looked up with key_action: the viewer itself, or the menu
// that shows it (File: Ctrl+N/O/S/Shift+S/Q; Edit: Ctrl+Z/Shift+Z/Y, which repeat while held).
enum class KeyOwner { viewer, file_menu, edit_menu, mouse };

// GLFW key codes of the non-letter keys the table uses (from GLFW/glfw3.h).
inline constexpr int kKeyEscape = 256, kKeyDelete = 261, kKeyF1 = 290, kKeyF5 = 294, kKeyF12 = 301,
                     kKeyEqual = 61, kKeyMinus = 45, kKey0 = 48, kKeyKpAdd = 334,
                     kKeyKpSubtract = 333, kKeyKp0 = 320, kKeyRight = 262, kKeyLeft = 263,
                     kKeySpace = 32, kKeyComma = 44, kKeyPeriod = 46, kKeyPageUp = 266,
                     kKeyPageDown = 267, kKey1 = 49, kKey2 = 50, kKey3 = 51, kKey4 = 52, kKey5 = 53,
                     kKey6 = 54;

struct KeyBinding {
  KeyAction action;
  int key;  // 0 for mouse actions
  bool ctrl, shift;
  KeyOwner owner;
  const char* keys;  // as shown: "Ctrl+Shift+Z"
  const char* what;  // what it does
};

// The table, in the order the help lists it.
const std::vector<KeyBinding>& key_table();
// The action of a key press, and who acts on it (modifiers must match exactly).
struct BoundKey {
  KeyAction action;
  KeyOwner owner;
};
std::optional<BoundKey> key_action(int key, bool ctrl, bool shift);
// Whether a held key repeats the action (undo and redo, as in other editors).
bool repeats(KeyAction action);

}  // namespace collide
