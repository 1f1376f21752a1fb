#include "app/panels/edit_menu.hpp"

#include <string>

#include <imgui.h>

namespace collide {

void EditMenu::run(KeyAction action) {
  if (action == KeyAction::undo) document_.undo();
  if (action == KeyAction::redo) document_.redo();
}

void EditMenu::draw() {
  if (ImGui::BeginMenu("Edit")) {
    const History& h = document_.history();
    const std::string undo = h.can_undo() ? "Undo " + h.undo_label() : "Undo";
    const std::string redo = h.can_redo() ? "Redo " + h.redo_label() : "Redo";
    if (ImGui::MenuItem(undo.c_str(), "Ctrl+Z", false, h.can_undo())) document_.undo();
    if (ImGui::MenuItem(redo.c_str(), "Ctrl+Shift+Z", false, h.can_redo())) document_.redo();
    ImGui::EndMenu();
  }
}

}  // namespace collide
