#pragma once
// The docked layout the viewer opens with (default sizes and panels, the default font at 1×
// scale), computed from app/workbench/dock_layout.hpp's functions, so window tests know where
// the view and each panel are: the left column holds Scene over Inspector (1 : 1), the right Why
// over Scene notes (3 : 1), the bottom strip Pairs.
#include <cmath>
#include <vector>

#include <imgui.h>
#include <glm/vec2.hpp>

#include "app/view/fonts.hpp"
#include "app/workbench/dock_layout.hpp"
#include "render/camera.hpp"

namespace collide::test {

struct DefaultLayout {
  Rect view, scene, inspector, why, notes, pairs;
  Viewport viewport;  // the view's size in pixels
  glm::dvec2 origin;  // its top-left corner in the window
};

inline DefaultLayout default_layout(int width = 1280, int height = 720) {
  const float bar = menu_bar_height(kDefaultFontSize);
  const float title = kDefaultFontSize + 2 * ImGuiStyle().FramePadding.y;
  const DockLayout l =
      dock_layout({0, bar, float(width), float(height) - bar}, DockSizes{}, 1, {true, true, true});
  const auto left = stack_panels(l.region(Dock::left), std::vector<float>{1, 1}, {false, false},
                                 title, kSplitterPx);
  const auto right = stack_panels(l.region(Dock::right), std::vector<float>{3, 1}, {false, false},
                                  title, kSplitterPx);
  DefaultLayout d;
  d.view = l.viewport;
  d.scene = left[0];
  d.inspector = left[1];
  d.why = right[0];
  d.notes = right[1];
  d.pairs = l.region(Dock::bottom);
  // The viewer rounds the view's rectangle to whole pixels.
  const int x0 = int(std::lround(d.view.x)), y0 = int(std::lround(d.view.y));
  d.viewport = {int(std::lround(d.view.right())) - x0, int(std::lround(d.view.bottom())) - y0};
  d.origin = {x0, y0};
  return d;
}

}  // namespace collide::test
