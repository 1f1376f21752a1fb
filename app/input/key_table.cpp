#include "app/input/key_table.hpp"

namespace collide {

const std::vector<KeyBinding>& key_table() {
  using A = KeyAction;
  using O = KeyOwner;
  static const std::vector<KeyBinding> table = {
      {A::mouse, 0, false, false, O::mouse, "Left click", "select the object under the pointer"},
      {A::mouse, 0, false, true, O::mouse, "Shift+left click", "add or remove it"},
      {A::mouse, 0, false, false, O::mouse, "Left drag on a handle", "move, turn or resize"},
      {A::mouse, 0, true, false, O::mouse, "Ctrl while dragging", "snap to the grid, 15°, 0.1"},
      {A::mouse, 0, false, true, O::mouse, "Shift while dragging",
       "fine: the pointer moves the handle at 1/100 of the speed"},
      {A::mouse, 0, false, false, O::mouse, "Left drag", "orbit the camera"},
      {A::mouse, 0, false, false, O::mouse, "Right/middle drag, Shift+left drag", "pan"},
      {A::mouse, 0, false, false, O::mouse, "Wheel", "zoom"},
      {A::select_mode, 'Q', false, false, O::viewer, "Q", "select (no gizmo)"},
      {A::translate_mode, 'W', false, false, O::viewer, "W", "translate gizmo"},
      {A::rotate_mode, 'E', false, false, O::viewer, "E", "rotate gizmo"},
      {A::scale_mode, 'R', false, false, O::viewer, "R", "scale gizmo"},
      {A::toggle_space, 'L', false, false, O::viewer, "L", "gizmo axes: local / world"},
      {A::measure_mode, 'M', false, false, O::viewer, "M",
       "measure: click two objects for their distance (M again: stop picking)"},
      {A::frame, 'F', false, false, O::viewer, "F", "frame the selection (the scene when none)"},
      {A::delete_selection, kKeyDelete, false, false, O::viewer, "Del", "delete the selection"},
      {A::duplicate, 'D', true, false, O::viewer, "Ctrl+D", "duplicate the selection"},
      {A::select_all, 'A', true, false, O::viewer, "Ctrl+A", "select all"},
      {A::escape, kKeyEscape, false, false, O::viewer, "Esc",
       "close the open menu, else cancel the drag or the file loading, else end measuring, "
       "else clear the selection"},
      {A::undo, 'Z', true, false, O::edit_menu, "Ctrl+Z", "undo"},
      {A::redo, 'Z', true, true, O::edit_menu, "Ctrl+Shift+Z", "redo"},
      {A::redo, 'Y', true, false, O::edit_menu, "Ctrl+Y", "redo"},
      {A::new_file, 'N', true, false, O::file_menu, "Ctrl+N", "new scene"},
      {A::open_file, 'O', true, false, O::file_menu, "Ctrl+O", "open a scene file"},
      {A::save, 'S', true, false, O::file_menu, "Ctrl+S", "save"},
      {A::save_as, 'S', true, true, O::file_menu, "Ctrl+Shift+S", "save as"},
      {A::quit, 'Q', true, false, O::file_menu, "Ctrl+Q", "quit"},
      {A::screenshot, kKeyF12, false, false, O::viewer, "F12", "screenshot of the window"},
      {A::font_bigger, kKeyEqual, true, false, O::viewer, "Ctrl+=", "larger text"},
      {A::font_bigger, kKeyKpAdd, true, false, O::viewer, "Ctrl+keypad +", "larger text"},
      {A::font_smaller, kKeyMinus, true, false, O::viewer, "Ctrl+-", "smaller text"},
      {A::font_smaller, kKeyKpSubtract, true, false, O::viewer, "Ctrl+keypad -", "smaller text"},
      {A::font_reset, kKey0, true, false, O::viewer, "Ctrl+0", "default text size"},
      {A::font_reset, kKeyKp0, true, false, O::viewer, "Ctrl+keypad 0", "default text size"},
      {A::sat_next, kKeyRight, false, false, O::viewer, "Right arrow",
       "next SAT axis (a SAT pair focused)"},
      {A::sat_previous, kKeyLeft, false, false, O::viewer, "Left arrow", "previous SAT axis"},
      {A::timeline_play, kKeySpace, false, false, O::viewer, "Space",
       "play or pause the timeline (a scene where something moves)"},
      {A::timeline_step_forward, kKeyPeriod, false, false, O::viewer, ".",
       "timeline: pause, one step (1/100) forward"},
      {A::timeline_step_back, kKeyComma, false, false, O::viewer, ",",
       "timeline: pause, one step back"},
      {A::timeline_first_contact, 'C', false, false, O::viewer, "C",
       "timeline: jump to the focused pair's first contact"},
      {A::lesson_next, kKeyPageDown, false, false, O::viewer, "Page Down",
       "the lesson's next step (a lesson or a step-through open)"},
      {A::lesson_back, kKeyPageUp, false, false, O::viewer, "Page Up", "its previous step"},
      {A::camera_along_x, kKey1, false, false, O::viewer, "1", "camera: look along +x"},
      {A::camera_along_minus_x, kKey1, false, true, O::viewer, "Shift+1", "camera: look along -x"},
      {A::camera_along_y, kKey2, false, false, O::viewer, "2", "camera: look along +y (up)"},
      {A::camera_along_minus_y, kKey2, false, true, O::viewer, "Shift+2",
       "camera: look along -y (down)"},
      {A::camera_along_z, kKey3, false, false, O::viewer, "3", "camera: look along +z"},
      {A::camera_along_minus_z, kKey3, false, true, O::viewer, "Shift+3", "camera: look along -z"},
      {A::camera_top, kKey4, false, false, O::viewer, "4", "camera: from above at three quarters"},
      {A::camera_edge_on_plane, kKey5, false, false, O::viewer, "5",
       "camera: edge-on to the selected plane (or the focused pair's)"},
      {A::camera_across_sat_axis, kKey6, false, false, O::viewer, "6",
       "camera: across the focused SAT axis, both intervals side by side"},
      {A::presentation, kKeyF5, false, false, O::viewer, "F5",
       "presentation mode: large text, thick lines, the view two thirds wide, no editing "
       "controls"},
      {A::help, kKeyF1, false, false, O::viewer, "F1", "this help"},
  };
  return table;
}

std::optional<BoundKey> key_action(int key, bool ctrl, bool shift) {
  for (const KeyBinding& b : key_table())
    if (b.owner != KeyOwner::mouse && b.key == key && b.ctrl == ctrl && b.shift == shift)
      return BoundKey{b.action, b.owner};
  return std::nullopt;
}

bool repeats(KeyAction action) {
  return action == KeyAction::undo || action == KeyAction::redo;
}

}  // namespace collide
