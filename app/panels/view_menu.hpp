#pragma once
// The View menu (ImGui): which panels show, which layers the 3D view draws, the theme, the font
// size and "Reset layout". It changes the settings in place (they are saved at exit) and says
// what the viewer must redo.
#include "app/settings/settings.hpp"

namespace collide {

struct ViewMenuActions {
  bool restyle = false;       // the theme or the font size changed: rebuild fonts and style
  bool reset_layout = false;  // put every panel back where a first launch puts it
};

// Call inside the main menu bar (FileMenu::draw_menu_bar's `more_menus`).
ViewMenuActions view_menu(Settings& settings);

// One step of the font size (Ctrl+= / Ctrl+−), clamped to fonts.hpp's range; 0 steps: the default.
float step_font_size(float size, int steps);

}  // namespace collide
