#pragma once
// What the Lesson panel's authoring holds of the scene open now (README, "Authoring a lesson"):
// the step being edited (its text, question and choices as typed, applied as one undoable edit
// when saved), and a recording asked for. Recording needs the view (camera, views, focus), which
// the workbench has: the panel asks, the workbench records (Workbench::record_lesson_step).
#include <cstddef>
#include <cstdint>
#include <optional>

#include "core/scene/scene.hpp"

namespace collide {

enum class RecordStep : std::uint8_t {
  none,
  add,    // a new step after the current one (the first, in a scene with none)
  again,  // the current step's camera, views, focus, highlight and objects as they are now
};

struct LessonAuthoring {
  std::optional<LessonStep> draft;  // the step being edited, not yet applied
  std::size_t draft_at = 0;         // its index in the document's steps
  RecordStep record = RecordStep::none;
};

}  // namespace collide
