#include "app/input/input_router.hpp"

namespace collide {

void InputRouter::mouse_button(MouseButton button, bool pressed, bool shift,
                               bool imgui_wants_mouse) {
  const glm::dvec2 at(last_x_, last_y_);
  if (!pressed) {
    // A release always ends our drag, even over a panel or outside the window, so neither the
    // camera nor a gizmo ever sticks.
    if (drag_ == Drag::none || button != drag_button_) return;
    const Drag ended = drag_;
    drag_ = Drag::none;
    if (ended == Drag::gizmo) {
      if (edit_) edit_->gizmo_release();
    } else if (button == MouseButton::left && click_.release(at) && edit_) {
      edit_->click(at, drag_shift_);
    }
    return;
  }
  if (imgui_wants_mouse || drag_ != Drag::none) return;
  drag_button_ = button;
  drag_shift_ = shift;
  if (button == MouseButton::left && edit_ && have_cursor_ && edit_->gizmo_press(at)) {
    drag_ = Drag::gizmo;
    return;
  }
  if (button == MouseButton::left) click_.press(at);
  drag_ = (button == MouseButton::left && !shift) ? Drag::orbit : Drag::pan;
}

void InputRouter::cursor_moved(float x, float y, const Viewport& viewport, bool ctrl,
                               bool imgui_wants_mouse, bool shift) {
  const float dx = have_cursor_ ? x - last_x_ : 0.0f;
  const float dy = have_cursor_ ? y - last_y_ : 0.0f;
  last_x_ = x;
  last_y_ = y;
  have_cursor_ = true;
  const glm::dvec2 at(x, y);
  if (drag_ == Drag::gizmo) {
    if (edit_) edit_->gizmo_drag(at, ctrl, shift);
    return;
  }
  click_.move(at);
  // Only a drag that began outside ImGui moves the camera, wherever the pointer goes after.
  if (drag_ == Drag::orbit) orbit(camera_, dx, dy);
  if (drag_ == Drag::pan) pan(camera_, viewport, dx, dy);
  if (edit_) {
    if (drag_ == Drag::none && !imgui_wants_mouse)
      edit_->hover(at);
    else
      edit_->hover(std::nullopt);
  }
}

void InputRouter::scroll(float steps, bool imgui_wants_mouse) {
  if (imgui_wants_mouse || drag_ == Drag::gizmo) return;  // the view holds still under a drag
  zoom(camera_, steps);
}

ViewerAction InputRouter::key_pressed(char key, bool imgui_wants_keyboard) {
  // Esc ends a gizmo drag even when ImGui has the keyboard: the drag is ours.
  if (key == kEscapeKey && drag_ == Drag::gizmo) {
    drag_ = Drag::none;
    if (edit_) edit_->gizmo_cancel();
    return ViewerAction::none;
  }
  if (imgui_wants_keyboard) return ViewerAction::none;
  if (key == 'F' && drag_ != Drag::gizmo) return ViewerAction::frame_scene;
  return ViewerAction::none;
}

}  // namespace collide
