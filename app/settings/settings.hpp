#pragma once
// What the viewer remembers between runs, in $XDG_CONFIG_HOME/collision-lab/settings.json
// (~/.config/... without it): the window's size, position and maximised state, the docked
// layout (sizes, panels shown, collapsed and their shares), the font size, the theme, the view
// options, the gizmo's snap steps and the last folder of the file dialog. GL- and ImGui-free: a
// struct, and reading and writing it.
//
// Reading never fails: a missing file gives the defaults silently; a corrupt file, or one
// written by a newer version (a "version" above kSettingsVersion), gives the defaults and a
// one-line warning. Unknown fields are ignored and a field of the wrong type keeps its default,
// so an older or newer file still gives back what it can. Writing is atomic
// (write_file_atomically): the file is always the old settings or the whole new ones.
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "app/visualize/octree_options.hpp"

namespace collide {

inline constexpr int kSettingsVersion = 1;

enum class Theme { dark, light };

struct WindowPlacement {
  int width = 1280, height = 720;
  std::optional<int> x, y;  // unset: where the window manager puts it
  bool maximised = false;
  bool operator==(const WindowPlacement&) const = default;
};

// The docked layout's sizes (app/workbench/dock_layout.hpp), in pixels at text scale 1: the
// layout scales them with the text. A closed region takes no room. The bottom strip leaves the
// Pairs table eight rows at 1280×720 (tests/app/workbench/pairs_room_test.cpp).
struct DockSizes {
  float left = 290, right = 400, bottom = 275;
  bool left_open = true, right_open = true, bottom_open = true;
  bool operator==(const DockSizes&) const = default;
};

struct Settings {
  WindowPlacement window;
  DockSizes dock;
  // By panel key (app/workbench/panel_table.cpp); a panel absent here has its table's default.
  std::map<std::string, bool> panels_shown;
  std::map<std::string, float> panel_weights;  // its share of its column (default 1)
  std::map<std::string, bool> panels_collapsed;
  float font_size = 15;  // points at 1× (app/view/fonts.hpp clamps it)
  Theme theme = Theme::dark;
  // View options (app/view/frame.hpp, draw_settings.hpp).
  bool grid = true, axes = true, outlines = true;
  int msaa_samples = 4;
  bool show_stats = true;  // the frame statistics in the view's corner
  // The Octree panel's choices (drawn while the panel is open and `octree.shown`).
  OctreeDrawOptions octree{.shown = true, .filter = {}, .trace = true};
  // Gizmo snap steps (app/edit/gizmo.hpp's GizmoSettings).
  double translate_step = 0.25, angle_step_degrees = 15, scale_step = 0.1;
  std::filesystem::path last_directory;               // empty: the working directory
  std::vector<std::filesystem::path> recent_folders;  // the file dialog's, most recent first
  bool operator==(const Settings&) const = default;
};

struct SettingsLoad {
  Settings settings;
  std::string warning;  // empty, or one line saying why the defaults are used
};

// $XDG_CONFIG_HOME/collision-lab/settings.json, or ~/.config/collision-lab/settings.json.
std::filesystem::path default_settings_path();

// The JSON text of `s` (with "version": kSettingsVersion), and back. parse_settings gives the
// defaults and a warning for text that is not a JSON object or has a newer version.
std::string settings_to_json(const Settings& s);
SettingsLoad parse_settings(const std::string& text);

// Reads `path`: missing gives the defaults with no warning; unreadable, corrupt or newer gives
// the defaults with a warning naming the file.
SettingsLoad load_settings(const std::filesystem::path& path);
// Writes atomically, creating the folder. Returns what went wrong, or nothing.
std::optional<std::string> save_settings(const std::filesystem::path& path, const Settings& s);

}  // namespace collide
