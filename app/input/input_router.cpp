#include "app/input/input_router.hpp"

namespace collide {

void InputRouter::mouse_button(MouseButton button, bool pressed, bool shift,
                               bool imgui_wants_mouse) {
  if (!pressed) {
    // A release always ends our drag, even over a panel, so the camera never sticks.
    if (drag_ != Drag::none && button == drag_button_) drag_ = Drag::none;
    return;
  }
  if (imgui_wants_mouse || drag_ != Drag::none) return;
  drag_button_ = button;
  drag_ = (button == MouseButton::left && !shift) ? Drag::orbit : Drag::pan;
}

void InputRouter::cursor_moved(float x, float y, const Viewport& viewport) {
  const float dx = have_cursor_ ? x - last_x_ : 0.0f;
  const float dy = have_cursor_ ? y - last_y_ : 0.0f;
  last_x_ = x;
  last_y_ = y;
  have_cursor_ = true;
  // Only a drag that began outside ImGui moves the camera, wherever the pointer goes after.
  if (drag_ == Drag::orbit) orbit(camera_, dx, dy);
  if (drag_ == Drag::pan) pan(camera_, viewport, dx, dy);
}

void InputRouter::scroll(float steps, bool imgui_wants_mouse) {
  if (imgui_wants_mouse) return;
  zoom(camera_, steps);
}

ViewerAction InputRouter::key_pressed(char key, bool imgui_wants_keyboard) {
  if (imgui_wants_keyboard) return ViewerAction::none;
  if (key == 'F') return ViewerAction::frame_scene;
  return ViewerAction::none;
}

}  // namespace collide
