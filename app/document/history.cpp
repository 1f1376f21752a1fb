#include "app/document/history.hpp"

#include <algorithm>
#include <utility>

namespace collide {

void History::changed(Scene& scene, const Edit& edit) {
  ++scene.version;
  SceneDelta d = delta_of(edit);
  delta_ids_.insert(d.objects.begin(), d.objects.end());
  everything_ = everything_ || d.everything;
}

void History::push(Edit edit) {
  // A new branch: the entries that could have been redone are gone, and with them perhaps the
  // saved state, which then cannot be reached again by undo or redo.
  if (saved_ && *saved_ > position_) saved_.reset();
  entries_.resize(position_);
  entries_.push_back(std::move(edit));
  ++position_;
}

std::optional<std::string> History::apply(Scene& scene, Edit edit) {
  if (auto why = apply_edit(scene, edit)) return why;
  // Checked, then nothing to do: a value typed again, a slider let go where it was.
  if (changes_nothing(edit)) return std::nullopt;
  changed(scene, edit);
  if (gesture_) {
    if (gesture_->label.empty() && !gesture_->changed) gesture_->label = edit.label;
    append(gesture_->edit, std::move(edit));
    gesture_->changed = true;
  } else {
    push(std::move(edit));
  }
  return std::nullopt;
}

bool History::undo(Scene& scene) {
  if (!can_undo()) return false;
  const Edit& edit = entries_[position_ - 1];
  // The entry was the last change, so reverting it cannot be refused; if it were (a bug), the
  // history stays where it is rather than lie about the scene.
  if (revert_edit(scene, edit)) return false;
  --position_;
  changed(scene, edit);
  return true;
}

bool History::redo(Scene& scene) {
  if (!can_redo()) return false;
  const Edit& edit = entries_[position_];
  if (apply_edit(scene, edit)) return false;
  ++position_;
  changed(scene, edit);
  return true;
}

std::string History::undo_label() const {
  return can_undo() ? entries_[position_ - 1].label : std::string();
}

std::string History::redo_label() const {
  return can_redo() ? entries_[position_].label : std::string();
}

bool History::begin_gesture(std::string label) {
  if (gesture_) return false;
  gesture_ = Gesture{std::move(label), {}, false};
  return true;
}

void History::end_gesture() {
  if (!gesture_) return;
  Gesture g = std::move(*gesture_);
  gesture_.reset();
  if (!g.changed) return;
  g.edit.label = std::move(g.label);
  push(std::move(g.edit));
}

void History::cancel_gesture(Scene& scene) {
  if (!gesture_) return;
  Gesture g = std::move(*gesture_);
  gesture_.reset();
  if (!g.changed) return;
  // The merged edit holds the state before the gesture as its `before` snapshots.
  if (revert_edit(scene, g.edit)) return;
  changed(scene, g.edit);
}

bool History::modified() const {
  if (gesture_ && gesture_->changed) return true;
  if (!saved_) return true;
  // Entries between the saved position and this one that only moved the focus, or only put a
  // lesson step's objects, change no content: focusing a pair and paging a lesson are undoable,
  // but no reason to ask before closing.
  const auto [from, to] = std::minmax(*saved_, position_);
  return !std::all_of(entries_.begin() + std::ptrdiff_t(from),
                      entries_.begin() + std::ptrdiff_t(to),
                      [](const Edit& e) { return focus_only(e) || e.lesson_step; });
}

void History::mark_saved() {
  saved_ = position_;
}

void History::clear() {
  entries_.clear();
  position_ = 0;
  saved_ = 0;
  gesture_.reset();
}

SceneDelta History::take_delta() {
  SceneDelta d;
  d.everything = std::exchange(everything_, false);
  // After a rebuild from scratch the ids add nothing.
  if (!d.everything) d.objects.assign(delta_ids_.begin(), delta_ids_.end());
  delta_ids_.clear();
  return d;
}

}  // namespace collide
