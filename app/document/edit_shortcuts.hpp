#pragma once
// The Edit menu's keys, without GLFW or ImGui, so tests drive them as the window does: Ctrl+Z
// undoes, Ctrl+Shift+Z and Ctrl+Y redo.
#include "app/document/document.hpp"

namespace collide {

enum class EditCommand { none, undo, redo };

// `key` is the letter's upper-case ASCII code ('Z'), which is also GLFW's key code for it.
EditCommand edit_command_for_key(int key, bool ctrl, bool shift);
// Runs the command on the document; false when there was nothing to undo or redo.
bool run_edit_command(Document& document, EditCommand command);

}  // namespace collide
