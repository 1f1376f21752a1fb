#pragma once
// The docked layout, without ImGui (ImGui 1.86 has no docking: the workbench places its windows
// itself each frame). A left column (Scene, Inspector) runs the window's full height; right of
// it, a bottom strip (Pairs) runs to the window's right edge, and above that strip a right
// column (Why, Octree, notes) leaves the 3D viewport the rectangle in the middle. Regions are
// separated by splitters; no two rectangles overlap, at any window size.
//
// Sizes are kept in pixels at text scale 1 (what the settings store) and scaled with the text,
// so larger text gets wider columns; when the window is too small for the columns and a usable
// view, the columns give way first, down to a minimum, then the view.
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "app/panels/dock.hpp"
#include "app/settings/settings.hpp"  // DockSizes

namespace collide {

struct Rect {
  float x = 0, y = 0, w = 0, h = 0;
  float right() const { return x + w; }
  float bottom() const { return y + h; }
  bool empty() const { return !(w > 0 && h > 0); }
  bool contains(float px, float py) const {
    return px >= x && px < right() && py >= y && py < bottom();
  }
  bool operator==(const Rect&) const = default;
};
// Whether the interiors of a and b meet (rectangles that share an edge do not overlap).
bool overlaps(const Rect& a, const Rect& b);

// At text scale 1, in pixels.
inline constexpr float kSplitterPx = 6;
inline constexpr float kMinColumnPx = 150;
inline constexpr float kMinBottomPx = 60;
inline constexpr float kMinViewWidthPx = 240;
inline constexpr float kMinViewHeightPx = 150;

struct DockLayout {
  std::array<Rect, kDockCount> regions;    // by Dock; empty when closed or with no panel
  std::array<Rect, kDockCount> splitters;  // the gap beside each region (empty with it)
  Rect viewport;                           // the rest: the 3D view
  const Rect& region(Dock d) const { return regions[std::size_t(d)]; }
  const Rect& splitter(Dock d) const { return splitters[std::size_t(d)]; }
};

// The layout of `work` (the window below the menu bar). `used[d]`: a shown panel is docked at
// d. `bottom_height` > 0 overrides the bottom strip's height in pixels (its panels collapsed to
// their title bars). `columns_share` < 1 caps the two columns, splitters included, at that
// share of the width (whole pixels), so the view keeps the rest (presentation mode: a third).
DockLayout dock_layout(const Rect& work, const DockSizes& sizes, float scale,
                       const std::array<bool, kDockCount>& used, float bottom_height = 0,
                       float columns_share = 1);

// The panels of one region stacked top to bottom with a `gap` between them: a collapsed panel
// gets `title_px`, the others share the rest by `weights` (each at least `title_px`).
std::vector<Rect> stack_panels(const Rect& region, std::span<const float> weights,
                               const std::vector<bool>& collapsed, float title_px, float gap);

// The height of ImGui's main menu bar with text of `font_px` (its frame height: the font and
// the style's vertical frame padding, 3 px at scale 1, twice), so tests can find the layout.
float menu_bar_height(float font_px, float scale = 1);

}  // namespace collide
