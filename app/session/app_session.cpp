#include "app/session/app_session.hpp"

#include <algorithm>
#include <utility>

namespace collide {

namespace {

bool has_motion(const SceneObject& o) {
  return o.motion.any();
}

// The ids of the objects with a motion: all that is elsewhere at another time.
SceneDelta moving_objects(const Scene& scene) {
  SceneDelta d;
  for (const SceneObject& o : scene.objects)
    if (has_motion(o)) d.objects.push_back(o.id);
  return d;
}

}  // namespace

AppSession::AppSession(Scene scene, bool both_precisions)
    : doc_(std::move(scene)), evidence_(both_precisions) {
  // Every save keeps the focused pair and its axis in the file (an open focuses them again).
  doc_.set_focus_source([this] { return evidence_.scene_focus(); });
  moves_ = std::ranges::any_of(doc_.scene().objects, has_motion);
}

void AppSession::note_motion(const std::optional<std::vector<std::size_t>>& modified) {
  const auto& objects = doc_.scene().objects;
  // Objects modified in place: one of them moving settles it; else only when something moved
  // before can a modified one have been the last that did (a scan, stopping at the first).
  if (modified && std::ranges::any_of(*modified, [&](std::size_t i) {
        return i < objects.size() && has_motion(objects[i]);
      }))
    moves_ = true;
  else if (!modified || moves_)
    moves_ = std::ranges::any_of(objects, has_motion);
}

bool AppSession::update() {
  if (doc_.scenes_opened() != scenes_opened_) {
    // Another scene: a selection or focus of the last one must not carry over by a shared id
    // (nor a focus naming ids it lacks be shown, or saved into it).
    scenes_opened_ = doc_.scenes_opened();
    selection_.clear();
    evidence_.start_scene();
  }
  const SceneDelta delta = doc_.take_delta();
  const bool changed = evidence_.update(doc_.scene(), delta);
  if (delta.empty()) return changed;
  // Ids no longer in the scene leave the selection (looked up in the evaluation's index: no
  // pass over the scene on a drag).
  selection_.retain([&](const std::string& id) { return evaluation().index_of(id).has_value(); });
  const LiveEvaluation& live = evidence_.live();
  const auto modified = modified_.take(doc_.scene(), live.evaluation(), delta);
  note_motion(modified);
  refresh_readers(modified);
  return true;
}

void AppSession::refresh_readers(const std::optional<std::vector<std::size_t>>& modified) {
  const LiveEvaluation& live = evidence_.live();
  rows_.update(live.evaluation(), live.report(), modified);
  marks_.update(posed_scene(), modified);
  if (modified && object_changes_)
    object_changes_->insert(object_changes_->end(), modified->begin(), modified->end());
  else
    object_changes_.reset();
}

void AppSession::set_time(double t) {
  // Only the moving objects are elsewhere: the readers take them as modified in place.
  const SceneDelta moving = moving_objects(doc_.scene());
  evidence_.set_time(doc_.scene(), t);
  refresh_readers(modified_.take(doc_.scene(), evaluation(), moving));
}

std::optional<std::vector<std::size_t>> AppSession::take_object_changes() {
  return std::exchange(object_changes_, std::vector<std::size_t>{});
}

void AppSession::reload_document(Scene scene) {
  evidence_.keep_focus_over(scene);
  doc_.reload(std::move(scene));
}

void AppSession::focus_pair(std::size_t a, std::size_t b) {
  const Scene& scene = doc_.scene();
  if (a >= scene.objects.size() || b >= scene.objects.size() || a == b) return;
  const SceneFocus chosen{scene.objects[a].id, scene.objects[b].id, std::nullopt};
  // The scene's focus, as an undoable edit; the same pair again keeps its saved axis. (Not while
  // a drag's gesture is open: it would become part of the drag.)
  const bool same = scene.focus && scene.focus->a == chosen.a && scene.focus->b == chosen.b;
  if (!same && !doc_.history().in_gesture()) {
    Edit edit;
    edit.label = "Focus " + chosen.a + " – " + chosen.b;
    edit.focus = {{scene.focus, chosen}};
    doc_.apply(std::move(edit));
  }
  evidence_.focus(scene, a, b);  // the scene's focus now names it: followed
  selection_.select_pair(scene, a, b);
  evidence_.update(scene, SceneDelta{});  // the new focus's result and rows, now
}

std::vector<std::size_t> AppSession::selected_indices() const {
  std::vector<std::size_t> out;
  out.reserve(selection_.ids().size());
  for (const std::string& id : selection_.ids())
    if (const auto i = evaluation().index_of(id)) out.push_back(*i);
  return out;
}

}  // namespace collide
