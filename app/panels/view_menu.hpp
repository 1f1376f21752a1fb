#pragma once
// The View menu (ImGui): which panels show, which layers the 3D view draws, the theme, the font
// size and "Reset layout". It changes the settings in place (they are saved at exit) and says
// what the viewer must redo.
#include <optional>

#include "app/settings/settings.hpp"
#include "app/view/camera_presets.hpp"

namespace collide {

struct ViewMenuActions {
  bool restyle = false;              // the theme or the font size changed: rebuild fonts and style
  bool toggle_presentation = false;  // "Presentation mode" chosen (Workbench::set_presentation)
  std::optional<CameraPreset> camera;  // a preset of View › Camera (Workbench::apply_camera_preset)
};

// Call inside the main menu bar (FileMenu::draw_menu_bar's `more_menus`). `panel_items` draws
// the entries that show and hide the panels (the workbench's table). "Reset layout" puts the
// docked layout's sizes and panels back as a first launch has them.
// `presentation`: whether presentation mode is on (its item's check mark).
ViewMenuActions view_menu(Settings& settings, void (*panel_items)(Settings&),
                          bool presentation = false);

// One step of the font size (Ctrl+= / Ctrl+−), clamped to fonts.hpp's range; 0 steps: the default.
float step_font_size(float size, int steps);

}  // namespace collide
