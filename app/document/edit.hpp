#pragma once
// An edit: one change to a scene, as a value that can be applied and reverted exactly. It holds
// snapshots (the objects, settings or text before and after), never deltas, so reverting gives
// back the very same bits whatever arithmetic produced the new values. Builders for the edits a
// person makes, with their menu labels, are in edit_builders.hpp; the History applies them.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/scene/scene.hpp"
#include "core/scene/scene_delta.hpp"

namespace collide {

// One object added, removed or replaced at a position of Scene::objects. Positions matter: the
// viewer colours an object by its position when it has no colour, and undoing a delete must put
// the object back where it was.
struct ObjectChange {
  std::size_t index = 0;
  std::optional<SceneObject> before;  // unset: the change inserts `after` at index
  std::optional<SceneObject> after;   // unset: the change removes the object at index
};

template <class T>
struct ValueChange {
  T before;
  T after;
};

struct Edit {
  std::string label;  // what the Edit menu shows: "Move Box A", "Delete 3 objects"
  // Applied in this order (each index is a position at the time it applies), reverted in the
  // reverse order.
  std::vector<ObjectChange> objects;
  std::optional<ValueChange<SceneSettings>> settings;
  std::optional<ValueChange<std::string>> description;
  // The expectations follow renamed and deleted objects, so a saved scene always loads again.
  std::optional<ValueChange<std::vector<Expectation>>> expect;
  // The focused pair (the file's "focus"): undoable like the rest, but a view of the scene, so an
  // edit of the focus alone does not count as an unsaved change (History::modified) and its
  // `before` is not checked (a save also writes the focus: Document::set_focus_source).
  std::optional<ValueChange<std::optional<SceneFocus>>> focus;
  // A lesson's steps, whole (the Lesson panel's Add step, reorder, edit, delete).
  std::optional<ValueChange<std::vector<LessonStep>>> steps;
  // Made by a lesson's step putting its objects (Next, Back, Reset step: lesson_player.hpp's
  // step_objects_edit): undoable, but the lesson being shown, not changed, so like the focus it
  // is no unsaved change (History::modified).
  bool lesson_step = false;
  // Set by a builder that could not make the edit ("no object has id \"x\""): applying it is
  // refused with this message.
  std::string error;
};

// Applies `edit` to `scene`, or changes nothing and returns why not: the scene is not the one
// the edit was made for (an object at an index is not the edit's `before`, bit for bit), an id
// would be used twice or be empty, or the builder failed. Does not touch the scene's version.
std::optional<std::string> apply_edit(Scene& scene, const Edit& edit);
// Undoes `edit`, which must be the last edit applied to `scene`; same checks as apply_edit.
std::optional<std::string> revert_edit(Scene& scene, const Edit& edit);
// True when applying `edit` would leave the scene as it is, bit for bit (every object replaced
// by its own copy, every value by itself): the history makes no step of it.
bool changes_nothing(const Edit& edit);
// True when `edit` changes the focus and nothing else.
bool focus_only(const Edit& edit);
// The same edit, backwards: applying it reverts `edit`.
Edit inverse(const Edit& edit);
// The ids `edit` touches (old and new ids of a renamed object), and `everything` for a change of
// settings or expectations (derived state that depends on them is rebuilt). A description
// changes nothing derived.
SceneDelta delta_of(const Edit& edit);
// Appends `later` to `earlier`, so that applying the result equals applying both in turn. When
// `later` only replaces the same objects or values that `earlier` ends with, the snapshots in
// between are dropped (a drag of 1,000 frames keeps two snapshots, not 1,000).
void append(Edit& earlier, Edit later);

// Bit-for-bit equality of every field (two NaNs with the same bits are equal; 0.0 and -0.0 are
// not): what "undo gives back exactly the same scene" means.
bool same_bits(const SceneObject& a, const SceneObject& b);
bool same_bits(const SceneSettings& a, const SceneSettings& b);
bool same_bits(const Expectation& a, const Expectation& b);
bool same_bits(const std::vector<Expectation>& a, const std::vector<Expectation>& b);
bool same_bits(const LessonStep& a, const LessonStep& b);
bool same_bits(const std::vector<LessonStep>& a, const std::vector<LessonStep>& b);

}  // namespace collide
