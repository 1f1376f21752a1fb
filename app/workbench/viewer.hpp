#pragma once
// The interactive viewer: window, frame loop, panels, camera.
#include <optional>
#include <ostream>
#include <string>
#include <utility>

#include "app/view/draw_settings.hpp"

namespace collide {

struct ViewerOptions {
  int frames = 0;          // > 0: quit after this many frames
  std::string screenshot;  // with frames: the last frame, panels included, as PNG
  std::string scene_file;  // open this scene file instead of the default scene
  std::optional<std::pair<int, int>> window_size;  // width, height; else the settings' size
  DrawSettings draw;                               // MSAA of the window, outlines
  bool follow = false;  // read the scene file again whenever another program rewrites it
};

// Returns the process exit code (1 when no window can be opened, with the reason on `err`).
int run_viewer(const ViewerOptions& options, std::ostream& err);

}  // namespace collide
