#include "app/panels/edit_menu.hpp"

#include <string>

#include <imgui.h>

#include "app/document/edit_shortcuts.hpp"

namespace collide {

void EditMenu::draw() {
  const ImGuiIO& io = ImGui::GetIO();
  // ImGui 1.86's GLFW backend indexes keys by GLFW key codes, which for letters are their
  // upper-case ASCII codes. Held keys repeat, as in other editors.
  if (io.KeyCtrl && !io.WantTextInput)
    for (int key : {'Z', 'Y'})
      if (ImGui::IsKeyPressed(key, true))
        run_edit_command(document_, edit_command_for_key(key, io.KeyCtrl, io.KeyShift));

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
