#include "app/panels/edit_tools.hpp"

#include <algorithm>

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

std::optional<std::string> add_menu(EditSession& session) {
  std::optional<std::string> why;
  if (!ImGui::BeginMenu("Add")) return why;
  for (const AddEntry* entry : add_entries())
    if (ImGui::MenuItem(entry->title)) why = session.add(*entry);
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
  if (ImGui::MenuItem("Keys and mouse", keys_of(KeyAction::help))) help_open = true;
  ImGui::EndMenu();
}

void help_window(bool& open) {
  if (!open) return;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + 8),
                          ImGuiCond_FirstUseEver, ImVec2(0.5f, 0));
  // As tall as its rows, but never taller than the window below the menu bar: it scrolls.
  ImGui::SetNextWindowSizeConstraints(
      ImVec2(0, 0), ImVec2(vp->WorkSize.x, std::max(vp->WorkSize.y - 16, 100.0f)));
  if (ImGui::Begin("Keys and mouse", &open, ImGuiWindowFlags_AlwaysAutoResize)) {
    if (ImGui::BeginTable("keys", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
      for (const KeyBinding& b : key_table()) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(b.keys);
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(b.what);
      }
      ImGui::EndTable();
    }
  }
  ImGui::End();
}

}  // namespace collide
