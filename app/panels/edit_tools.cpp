#include "app/panels/edit_tools.hpp"

#include <imgui.h>

#include "app/input/key_table.hpp"
#include "app/kinds/kind_table.hpp"

namespace collide {

namespace {
// The shortcut shown beside a menu item: the table's text for the action.
const char* keys_of(KeyAction action) {
  for (const KeyBinding& b : key_table())
    if (b.action == action) return b.keys;
  return nullptr;
}
}  // namespace

std::optional<std::string> add_menu(EditSession& session,
                                    const std::function<void()>& mesh_from_file) {
  std::optional<std::string> why;
  if (!ImGui::BeginMenu("Add")) return why;
  for (const AddEntry* entry : add_entries())
    if (ImGui::MenuItem(entry->title)) why = session.add(*entry);
  if (mesh_from_file && ImGui::MenuItem("Mesh from file...")) mesh_from_file();
  ImGui::Separator();
  const bool any = !session.selection().empty();
  if (ImGui::MenuItem("Duplicate", keys_of(KeyAction::duplicate), false, any))
    why = session.duplicate_selection();
  if (ImGui::MenuItem("Delete", keys_of(KeyAction::delete_selection), false, any))
    why = session.delete_selection();
  if (ImGui::MenuItem("Select all", keys_of(KeyAction::select_all))) session.select_all();
  if (ImGui::MenuItem("Frame selection", keys_of(KeyAction::frame))) session.frame_selection();
  ImGui::EndMenu();
  return why;
}

void help_menu(bool& help_open) {
  if (!ImGui::BeginMenu("Help")) return;
  if (ImGui::MenuItem("Help", keys_of(KeyAction::help))) help_open = true;
  ImGui::EndMenu();
}

}  // namespace collide
