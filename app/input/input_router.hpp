#pragma once
// Routes mouse and key events: Dear ImGui first, then the camera. Input that ImGui wants (the
// pointer is over a panel, a text field has focus) never reaches the camera, and a drag that
// started on a panel never turns into a camera drag. Free of GLFW so tests can drive it.
#include "render/camera.hpp"

namespace collide {

enum class MouseButton { left, right, middle };

// Camera controls: left drag orbits, right or middle drag (or shift + left) pans, the wheel
// zooms, F frames the scene.
enum class ViewerAction { none, frame_scene };

class InputRouter {
 public:
  explicit InputRouter(Camera& camera) : camera_(camera) {}

  void mouse_button(MouseButton button, bool pressed, bool shift, bool imgui_wants_mouse);
  void cursor_moved(float x, float y, const Viewport& viewport);
  void scroll(float steps, bool imgui_wants_mouse);
  // `key` is a character key, upper case ('F').
  ViewerAction key_pressed(char key, bool imgui_wants_keyboard);

  bool dragging() const { return drag_ != Drag::none; }

 private:
  enum class Drag { none, orbit, pan };
  Camera& camera_;
  Drag drag_ = Drag::none;
  MouseButton drag_button_ = MouseButton::left;
  bool have_cursor_ = false;
  float last_x_ = 0, last_y_ = 0;
};

}  // namespace collide
