#include "app/session/app_session.hpp"

#include <utility>

namespace collide {

AppSession::AppSession(Scene scene, bool both_precisions)
    : doc_(std::move(scene)), evidence_(both_precisions) {
  // Every save keeps the focused pair and its axis in the file (an open focuses them again).
  doc_.set_focus_source([this] { return evidence_.scene_focus(); });
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
  rows_.update(live.evaluation(), live.report(), modified);
  marks_.update(posed_scene(), modified);
  if (modified && object_changes_)
    object_changes_->insert(object_changes_->end(), modified->begin(), modified->end());
  else
    object_changes_.reset();
  return true;
}

void AppSession::set_time(double t) {
  evidence_.set_time(doc_.scene(), t);
  const LiveEvaluation& live = evidence_.live();
  rows_.update(live.evaluation(), live.report(), std::nullopt);
  marks_.update(posed_scene(), std::nullopt);
  object_changes_.reset();  // every object may be elsewhere
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
