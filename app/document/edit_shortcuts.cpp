#include "app/document/edit_shortcuts.hpp"

namespace collide {

EditCommand edit_command_for_key(int key, bool ctrl, bool shift) {
  if (!ctrl) return EditCommand::none;
  if (key == 'Z') return shift ? EditCommand::redo : EditCommand::undo;
  if (key == 'Y' && !shift) return EditCommand::redo;
  return EditCommand::none;
}

bool run_edit_command(Document& document, EditCommand command) {
  switch (command) {
    case EditCommand::undo:
      return document.undo();
    case EditCommand::redo:
      return document.redo();
    case EditCommand::none:
      break;
  }
  return false;
}

}  // namespace collide
