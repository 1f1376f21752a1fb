#pragma once
// Where a real window's view is and how it looks at its scene, for window tests that click world
// points: the window's size read from a screenshot (F12), the docked panels' default layout in
// it, and the camera the viewer starts with framed into that view.
#include <filesystem>
#include <optional>

#include "app/view/scene_view.hpp"
#include "tests/app/support/default_layout.hpp"
#include "tests/app/support/desktop_session.hpp"
#include "tests/app/support/image_checks.hpp"

namespace collide::test {

struct ViewOnScreen {
  Viewport viewport;
  int ox = 0, oy = 0;  // the view's top-left corner in the window
  Camera camera;
};

// Nothing when the screenshot (written into `folder`) could not be taken or read.
inline std::optional<ViewOnScreen> view_on_screen(DesktopSession& app, const Scene& scene,
                                                  const std::filesystem::path& folder) {
  const auto shot = app.screenshot(folder);
  if (!shot) return std::nullopt;
  const auto image = load_png(shot->string());
  if (!image) return std::nullopt;
  const DefaultLayout layout = default_layout(image->width, image->height);
  return ViewOnScreen{layout.viewport, int(layout.origin.x), int(layout.origin.y),
                      initial_camera(scene, layout.viewport)};
}

}  // namespace collide::test
