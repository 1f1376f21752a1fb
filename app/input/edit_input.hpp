#pragma once
// What the input router asks of the editing layer, so that routing stays free of GLFW, of the
// document and of the gizmo's maths, and tests can drive it with a recording fake. The viewer
// implements it over its Document, Selection and Gizmo (press: gizmo.press on the primary
// selection's pose, begin a gesture; drag: apply the gizmo's pose as an edit; release: end the
// gesture; cancel: cancel it, restoring the start pose; click: pick_object and Selection::click).
#include <optional>

#include <glm/vec2.hpp>

namespace collide {

class EditInput {
 public:
  virtual ~EditInput() = default;
  // The left button went down over the view (not over ImGui): true when a gizmo handle took it.
  virtual bool gizmo_press(const glm::dvec2& pixel) = 0;
  // `snap`: Ctrl held; `fine`: Shift held (the pointer's moves count 1/100).
  virtual void gizmo_drag(const glm::dvec2& pixel, bool snap, bool fine) = 0;
  virtual void gizmo_release() = 0;
  virtual void gizmo_cancel() = 0;
  // A left click that did not become a camera drag (the pointer moved less than a few pixels).
  virtual void click(const glm::dvec2& pixel, bool shift) = 0;
  // The pointer is over the view at `pixel`, or over ImGui (nothing): for hover highlights.
  virtual void hover(const std::optional<glm::dvec2>& pixel) = 0;
};

}  // namespace collide
