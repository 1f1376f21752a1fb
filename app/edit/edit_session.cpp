#include "app/edit/edit_session.hpp"

#include "app/document/edit_builders.hpp"
#include "app/kinds/mesh_file_entry.hpp"
#include "app/view/scene_view.hpp"
#include "app/view/view_framing.hpp"

namespace collide {

namespace {

const char* verb_of(GizmoMode mode) {
  return mode == GizmoMode::translate ? "Move" : mode == GizmoMode::rotate ? "Rotate" : "Resize";
}

}  // namespace

EditSession::EditSession(Document& doc, Selection& selection, Camera& camera,
                         const Viewport& viewport)
    : doc_(doc),
      camera_(camera),
      viewport_(viewport),
      controller_(EditHooks{
                      [this]() -> const Scene& { return doc_.scene(); },
                      [this](const std::string& label) { doc_.begin_gesture(label); },
                      [this](std::size_t i, const ObjectPose& p) {
                        doc_.apply(pose_object(doc_.scene(), doc_.scene().objects[i].id, p,
                                               verb_of(controller_.gizmo.mode())));
                      },
                      [this]() { doc_.end_gesture(); },
                      [this]() { doc_.cancel_gesture(); },
                      [this]() -> const Scene& { return shown(); },
                  },
                  selection, camera, viewport) {}

void EditSession::prune() {
  controller_.selection.prune(doc_.scene());
}

int EditSession::highlighted(int panel_hovered) const {
  if (auto i = controller_.hovered_object()) return int(*i);
  return panel_hovered;
}

void EditSession::draw_gizmo(DrawList& list) const {
  if (!select_only_) controller_.draw(list);
}

bool EditSession::gizmo_press(const glm::dvec2& pixel) {
  return !select_only_ && !measure_.active && controller_.gizmo_press(pixel);
}

void EditSession::click(const glm::dvec2& pixel, bool shift) {
  if (measure_.active) {
    measure_.click(shown(), edit_view(camera_, viewport_), pixel, controller_.pick_settings);
    return;
  }
  controller_.click(pixel, shift);
}

void EditSession::draw_measurement(DrawList& list) const {
  if (const auto r = measurement()) collide::draw_measurement(list, *r);
}

void EditSession::hover(const std::optional<glm::dvec2>& pixel) {
  if (select_only_) {
    controller_.gizmo.clear_hover();
    // Hover with no selection shows only the object under the pointer.
    Selection kept = controller_.selection;
    controller_.selection.clear();
    controller_.hover(pixel);
    controller_.selection = kept;
    return;
  }
  controller_.hover(pixel);
}

bool EditSession::run(KeyAction action, InputRouter& router) {
  // Keys never change what a drag under way does (the gizmo defers mode changes); Esc ends it.
  switch (action) {
    case KeyAction::select_mode:
      select_only_ = true;
      return true;
    case KeyAction::translate_mode:
    case KeyAction::rotate_mode:
    case KeyAction::scale_mode:
      if (router.gizmo_dragging()) return false;
      select_only_ = false;
      controller_.gizmo.set_mode(action == KeyAction::translate_mode ? GizmoMode::translate
                                 : action == KeyAction::rotate_mode  ? GizmoMode::rotate
                                                                     : GizmoMode::scale);
      return true;
    case KeyAction::toggle_space:
      controller_.gizmo.set_space(
          controller_.gizmo.space() == GizmoSpace::world ? GizmoSpace::local : GizmoSpace::world);
      return true;
    case KeyAction::frame:
      if (router.gizmo_dragging()) return false;
      frame_selection();
      return true;
    case KeyAction::delete_selection:
      if (router.gizmo_dragging()) return false;
      delete_selection();
      return true;
    case KeyAction::duplicate:
      if (router.gizmo_dragging()) return false;
      duplicate_selection();
      return true;
    case KeyAction::select_all:
      select_all();
      return true;
    case KeyAction::measure_mode:
      if (router.gizmo_dragging()) return false;
      measure_.active = !measure_.active;
      return true;
    case KeyAction::escape:
      if (router.gizmo_dragging()) {
        router.key_pressed(kEscapeKey, false);
      } else if (measure_.active || measure_.a()) {
        measure_.active = false;
        measure_.clear();
      } else {
        controller_.selection.clear();
      }
      return true;
    default:
      return false;
  }
}

std::optional<std::string> EditSession::add(const AddEntry& entry) {
  const Scene& scene = doc_.scene();
  const std::string id = fresh_id(scene, entry.id_stem);
  SceneObject object(id, "", std::nullopt, true, entry.make(new_object_frame(camera_, viewport_)));
  if (auto why = doc_.apply(add_object(scene, std::move(object)))) return why;
  controller_.selection.select_only(id);
  return std::nullopt;
}

std::optional<std::string> EditSession::add_mesh_file(const std::filesystem::path& file) {
  FileMeshObject made = file_mesh_object(file, doc_.path(), new_object_frame(camera_, viewport_));
  if (!made.desc) return made.error;
  const Scene& scene = doc_.scene();
  const std::string id = fresh_id(scene, "mesh");
  SceneObject object(id, file.stem().string(), std::nullopt, true, std::move(*made.desc));
  if (auto why = doc_.apply(add_object(scene, std::move(object)))) return why;
  controller_.selection.select_only(id);
  return std::nullopt;
}

std::optional<std::string> EditSession::delete_selection() {
  prune();
  if (controller_.selection.empty()) return std::nullopt;
  auto why = doc_.apply(delete_objects(doc_.scene(), controller_.selection.ids()));
  prune();
  return why;
}

std::optional<std::string> EditSession::duplicate_selection() {
  prune();
  if (controller_.selection.empty()) return std::nullopt;
  // One step for the whole duplicate: a gesture merges the adds.
  const std::vector<std::string> ids = controller_.selection.ids();
  doc_.begin_gesture(ids.size() == 1 ? "Duplicate " + ids[0]
                                     : "Duplicate " + std::to_string(ids.size()) + " objects");
  std::vector<std::string> copies;
  for (const std::string& id : ids) {
    const auto i = index_of(doc_.scene(), id);
    if (!i) continue;
    SceneObject copy = doc_.scene().objects[*i];
    copy.id = fresh_id(doc_.scene(), id);
    if (!copy.name.empty()) copy.name += " copy";
    if (auto why = doc_.apply(add_object(doc_.scene(), copy))) {
      doc_.cancel_gesture();
      return why;
    }
    copies.push_back(copy.id);
  }
  doc_.end_gesture();
  controller_.selection.clear();
  for (const std::string& id : copies)
    controller_.selection.add(id);
  return std::nullopt;
}

void EditSession::select_all() {
  controller_.selection.clear();
  for (const SceneObject& o : doc_.scene().objects)
    controller_.selection.add(o.id);
}

void EditSession::frame_selection() {
  prune();
  if (controller_.selection.empty()) {
    if (frame_whole_scene)
      frame_whole_scene();
    else
      frame_scene(camera_, shown(), viewport_);
    return;
  }
  // Framed, and kept in sight: the view turns when another object hides the selection.
  frame_objects_in_sight(camera_, viewport_, shown(), controller_.selection.indices(shown()));
}

void EditSession::row_clicked(std::size_t index, bool shift) {
  if (index >= doc_.scene().objects.size()) return;
  const std::string& id = doc_.scene().objects[index].id;
  if (shift)
    controller_.selection.toggle(id);
  else
    controller_.selection.select_only(id);
}

}  // namespace collide
