#pragma once
// The editing layer behind the input router: the selection, hover, and the gizmo acting on the
// primary selected object, turned into gesture edits through hooks, so it works with any
// history (the app's Document: begin_gesture / apply / end_gesture / cancel_gesture).
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "app/edit/gizmo.hpp"
#include "app/edit/picking.hpp"
#include "app/input/edit_input.hpp"
#include "app/kinds/edit_view.hpp"
#include "app/session/selection.hpp"
#include "core/scene/scene.hpp"
#include "render/camera.hpp"

namespace collide {

struct EditHooks {
  std::function<const Scene&()> scene;
  // A gizmo drag is one gesture: begun at the press with a label ("Move Box A"), one set_pose
  // per drag step (the object's whole new description and motion), ended at the release. Esc:
  // set_pose with the exact start pose, then cancel_gesture (which leaves no history entry).
  std::function<void(const std::string& label)> begin_gesture;
  std::function<void(std::size_t index, const ObjectPose& pose)> set_pose;
  std::function<void()> end_gesture;
  std::function<void()> cancel_gesture;
  // The scene as the view shows it (the evaluation's posed scene): what a click or the hover
  // picks. Unset: scene(). The gizmo acts on scene()'s object (the pose at t = 0).
  std::function<const Scene&()> shown = {};
};

class EditController final : public EditInput {
 public:
  // `selection` is the app session's (not owned), like the camera and the viewport.
  EditController(EditHooks hooks, Selection& selection, const Camera& camera,
                 const Viewport& viewport)
      : selection(selection), hooks_(std::move(hooks)), camera_(camera), viewport_(viewport) {}

  Selection& selection;
  Gizmo gizmo;
  PickSettings pick_settings;

  // The object under the pointer (for the hover outline), when no handle is.
  std::optional<std::size_t> hovered_object() const { return hovered_object_; }
  // The last click in the view: the object's id (none: empty space), and how many clicks so
  // far, so a click on the same object again is seen (a lesson's question reads it as a choice).
  struct ViewClick {
    std::uint64_t count = 0;
    std::optional<std::string> id;
  };
  const ViewClick& last_click() const { return last_click_; }
  // The primary selected object's index, if it is in the scene.
  std::optional<std::size_t> gizmo_object() const;
  // The gizmo's handles for the primary selection, into Layer::overlay.
  void draw(DrawList& list) const;

  bool gizmo_press(const glm::dvec2& pixel) override;
  void gizmo_drag(const glm::dvec2& pixel, bool snap, bool fine) override;
  void gizmo_release() override;
  void gizmo_cancel() override;
  void click(const glm::dvec2& pixel, bool shift) override;
  void hover(const std::optional<glm::dvec2>& pixel) override;

 private:
  EditView view() const { return edit_view(camera_, viewport_); }
  const Scene& shown() const;
  EditHooks hooks_;
  const Camera& camera_;
  const Viewport& viewport_;
  std::optional<std::size_t> hovered_object_;
  ViewClick last_click_;
  std::optional<std::size_t> dragged_;
};

// "Move Box A", "Rotate Box A", "Resize Box A".
std::string gesture_label(GizmoMode mode, const SceneObject& object);

}  // namespace collide
