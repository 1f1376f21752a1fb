#include "app/panels/lessons_menu.hpp"

#include <imgui.h>

#include "app/document/scene_library.hpp"

namespace collide {
namespace {

const char* group_label(LibraryGroup g) {
  switch (g) {
    case LibraryGroup::lessons:
      return "Lessons";
    case LibraryGroup::edge_cases:
      return "Edge cases";
    case LibraryGroup::other:
      break;
  }
  return "Other scenes";
}

}  // namespace

std::optional<std::string> lessons_menu() {
  std::optional<std::string> picked;
  if (!ImGui::BeginMenu("Lessons")) return picked;
  for (LibraryGroup group :
       {LibraryGroup::lessons, LibraryGroup::edge_cases, LibraryGroup::other}) {
    bool any = false;
    for (const LibraryEntry& e : scene_library())
      any = any || e.group == group;
    if (!any) continue;
    // Lessons are the point of the menu: listed at the top level; the rest in submenus.
    const bool top = group == LibraryGroup::lessons;
    if (!top && !ImGui::BeginMenu(group_label(group))) continue;
    for (const LibraryEntry& e : scene_library()) {
      if (e.group != group) continue;
      if (ImGui::MenuItem(e.title.c_str())) picked = e.path;
      if (!e.description.empty() && ImGui::IsItemHovered()) {
        ImGui::BeginTooltip();
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 30);
        ImGui::TextUnformatted(e.description.c_str());
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
      }
    }
    if (!top) ImGui::EndMenu();
    if (top) ImGui::Separator();
  }
  ImGui::EndMenu();
  return picked;
}

}  // namespace collide
