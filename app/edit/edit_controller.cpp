#include "app/edit/edit_controller.hpp"

namespace collide {

namespace {
// The gizmo edits the source description and motion (the pose at t = 0), not a posed one.
ObjectPose pose_of(const SceneObject& o) {
  return {o.desc, o.motion};
}
}  // namespace

std::string gesture_label(GizmoMode mode, const SceneObject& object) {
  const char* verb = mode == GizmoMode::translate ? "Move"
                     : mode == GizmoMode::rotate  ? "Rotate"
                                                  : "Resize";
  return std::string(verb) + " " + (object.name.empty() ? object.id : object.name);
}

std::optional<std::size_t> EditController::gizmo_object() const {
  const auto id = selection.primary();
  if (!id) return std::nullopt;
  const Scene& scene = hooks_.scene();
  const auto i = index_of(scene, *id);
  if (!i || !scene.objects[*i].visible) return std::nullopt;
  return i;
}

void EditController::draw(DrawList& list) const {
  if (auto i = gizmo_object()) gizmo.draw(list, pose_of(hooks_.scene().objects[*i]), view());
}

bool EditController::gizmo_press(const glm::dvec2& pixel) {
  const auto i = gizmo_object();
  if (!i) return false;
  const SceneObject& object = hooks_.scene().objects[*i];
  if (!gizmo.press(pose_of(object), view(), pixel)) return false;
  dragged_ = i;
  hovered_object_.reset();
  if (hooks_.begin_gesture) hooks_.begin_gesture(gesture_label(gizmo.mode(), object));
  return true;
}

void EditController::gizmo_drag(const glm::dvec2& pixel, bool snap, bool fine) {
  if (!dragged_ || !gizmo.active()) return;
  ObjectDesc d = gizmo.drag(view(), pixel, snap, fine);
  hooks_.set_pose(*dragged_, {std::move(d), gizmo.motion()});
}

void EditController::gizmo_release() {
  if (!dragged_ || !gizmo.active()) return;
  gizmo.release();  // the last drag step already applied its pose
  dragged_.reset();
  if (hooks_.end_gesture) hooks_.end_gesture();
}

void EditController::gizmo_cancel() {
  if (!dragged_ || !gizmo.active()) return;
  ObjectDesc d = gizmo.cancel();
  hooks_.set_pose(*dragged_, {std::move(d), gizmo.motion()});
  dragged_.reset();
  if (hooks_.cancel_gesture) hooks_.cancel_gesture();
}

const Scene& EditController::shown() const {
  return hooks_.shown ? hooks_.shown() : hooks_.scene();
}

void EditController::click(const glm::dvec2& pixel, bool shift) {
  const Scene& scene = shown();
  const auto hit = pick_object(scene, view(), pixel, pick_settings);
  last_click_.id = hit ? std::optional<std::string>(scene.objects[hit->index].id) : std::nullopt;
  ++last_click_.count;
  selection.click(last_click_.id, shift);
}

void EditController::hover(const std::optional<glm::dvec2>& pixel) {
  hovered_object_.reset();
  const auto i = gizmo_object();
  if (!pixel) {
    gizmo.clear_hover();
    return;
  }
  if (i) {
    gizmo.hover(pose_of(hooks_.scene().objects[*i]), view(), *pixel);
    if (gizmo.hovered()) return;  // a handle under the pointer: no object highlight
  }
  if (auto hit = pick_object(shown(), view(), *pixel, pick_settings)) hovered_object_ = hit->index;
}

}  // namespace collide
