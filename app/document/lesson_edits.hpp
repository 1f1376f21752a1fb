#pragma once
// The edits of a lesson's steps made in the Lesson panel (README, "Authoring a lesson"): a step
// added, moved up or down, replaced (its text, question, choices, or what it records) and
// deleted. Each snapshots the whole list of steps before and after, so undo gives back the same
// steps bit for bit; an index out of range makes an edit whose `error` says so.
#include <cstddef>

#include "app/document/edit.hpp"

namespace collide {

// "Add step K": `step` inserted at position `at` (0..size; K = at + 1).
Edit add_lesson_step(const Scene& scene, std::size_t at, LessonStep step);
// "Move step K up" / "Move step K down": step `from` swapped with its neighbour `to` (from ± 1).
Edit move_lesson_step(const Scene& scene, std::size_t from, std::size_t to);
// "Edit step K" (or `label`): step `at` replaced by `step`.
Edit replace_lesson_step(const Scene& scene, std::size_t at, LessonStep step,
                         std::string label = {});
// "Delete step K".
Edit delete_lesson_step(const Scene& scene, std::size_t at);

}  // namespace collide
