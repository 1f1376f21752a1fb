#pragma once
// The Lesson panel's authoring controls (README, "Authoring a lesson"): Add step, Record again,
// Edit, Up, Down, Delete under the step, and the editor of a step's text, question, choices and
// answer. Every change is an edit of the document's steps (app/document/lesson_edits.hpp)
// returned in PanelOutput::edits, so it is undoable and saved with the lesson; recording the
// view is asked of the workbench (LessonAuthoring::record). Hidden in presentation mode.
#include "app/panels/panel.hpp"

namespace collide {

// The row of buttons. Needs an ImGui frame.
void lesson_authoring_buttons(PanelContext& c, PanelOutput& out);
// The editor of the current step, when Edit was pressed on it: true when it was drawn (in place
// of the step's text and question).
bool lesson_step_editor(PanelContext& c, PanelOutput& out);

}  // namespace collide
