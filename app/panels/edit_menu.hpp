#pragma once
// The Edit menu (ImGui): "Undo Move Box A" / "Redo Move Box A", disabled when there is nothing
// to undo or redo, and their keys. The rules live in the History; the keys in the key table.
#include "app/document/document.hpp"
#include "app/input/key_table.hpp"

namespace collide {

class EditMenu {
 public:
  explicit EditMenu(Document& document) : document_(document) {}

  // The menu. Call inside the main menu bar.
  void draw();
  // A key of the table the Edit menu owns: undo, redo.
  void run(KeyAction action);

 private:
  Document& document_;
};

}  // namespace collide
