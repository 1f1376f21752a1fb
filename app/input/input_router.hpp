#pragma once
// Routes mouse and key events in a fixed order: Dear ImGui first, then an active gizmo drag,
// then a press on a gizmo handle, then picking on a click, then the camera. Input that ImGui
// wants (the pointer is over a panel, a text field has focus) never reaches the rest, a drag
// that started on a panel never turns into a camera drag, the camera never moves while a gizmo
// drag lasts, and a click that is really the end of a camera drag selects nothing. Free of GLFW
// so tests can drive it.
#include "app/input/click_detector.hpp"
#include "app/input/edit_input.hpp"
#include "render/camera.hpp"

namespace collide {

enum class MouseButton { left, right, middle };

// Camera controls: left drag orbits, right or middle drag (or shift + left) pans, the wheel
// zooms, F frames the scene. With an EditInput: a left press on a gizmo handle drags it (Ctrl
// snaps, Esc cancels), a left click selects (Shift: toggles).
enum class ViewerAction { none, frame_scene };

inline constexpr char kEscapeKey = '\x1b';

class InputRouter {
 public:
  explicit InputRouter(Camera& camera) : camera_(camera) {}

  // The editing layer (not owned; may be null: camera only).
  void set_edit(EditInput* edit) { edit_ = edit; }

  void mouse_button(MouseButton button, bool pressed, bool shift, bool imgui_wants_mouse);
  // `ctrl`: snapping while a gizmo is dragged; `imgui_wants_mouse`: no hover highlight;
  // `shift`: fine control while a gizmo is dragged (its moves count 1/100).
  void cursor_moved(float x, float y, const Viewport& viewport, bool ctrl = false,
                    bool imgui_wants_mouse = false, bool shift = false);
  void scroll(float steps, bool imgui_wants_mouse);
  // `key` is a character key, upper case ('F'), or kEscapeKey.
  ViewerAction key_pressed(char key, bool imgui_wants_keyboard);

  bool dragging() const { return drag_ != Drag::none; }
  bool gizmo_dragging() const { return drag_ == Drag::gizmo; }

 private:
  enum class Drag { none, orbit, pan, gizmo };
  Camera& camera_;
  EditInput* edit_ = nullptr;
  Drag drag_ = Drag::none;
  MouseButton drag_button_ = MouseButton::left;
  bool drag_shift_ = false;
  bool have_cursor_ = false;
  float last_x_ = 0, last_y_ = 0;
  ClickDetector click_;
};

}  // namespace collide
