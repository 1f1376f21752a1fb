#pragma once
// The editing menus and windows of the viewer (ImGui): the Add menu (every kind's entries from
// the kind table, placed in front of the camera at the view's centre, selected, with a fresh id;
// Duplicate, Delete, Select all) and the help window and Help menu, whose text is the key
// table's (app/input/key_table.hpp).
#include <functional>
#include <optional>
#include <string>

#include "app/edit/edit_session.hpp"

namespace collide {

// Call inside the main menu bar. Returns a refusal to show, if any. "Mesh from file..." (after
// the kinds' entries) calls `mesh_from_file`, which asks for the file (FileMenu::open_mesh_dialog;
// the chosen file is then added by EditSession::add_mesh_file); without it the entry is not shown.
std::optional<std::string> add_menu(EditSession& session,
                                    const std::function<void()>& mesh_from_file = {});
// The Help menu: "Help (F1)" opens the help window (app/panels/help_window.hpp). Call inside
// the main menu bar.
void help_menu(bool& help_open);

}  // namespace collide
