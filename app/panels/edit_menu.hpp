#pragma once
// The Edit menu (ImGui): "Undo Move Box A" / "Redo Move Box A", disabled when there is nothing
// to undo or redo, and their keys. The rules live in the History; the keys in edit_shortcuts.
#include "app/document/document.hpp"

namespace collide {

class EditMenu {
 public:
  explicit EditMenu(Document& document) : document_(document) {}

  // Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y (unless a text field has the keyboard: it has its own undo),
  // then the menu. Call inside the main menu bar.
  void draw();

 private:
  Document& document_;
};

}  // namespace collide
