#include "app/workbench/dock_layout.hpp"

#include <algorithm>
#include <cmath>

namespace collide {

bool overlaps(const Rect& a, const Rect& b) {
  return !a.empty() && !b.empty() && a.x < b.right() && b.x < a.right() && a.y < b.bottom() &&
         b.y < a.bottom();
}

namespace {

// Fits the wanted widths `a` and `b` of the two columns (0: absent) into `room`: unchanged when
// they fit, else shrunk in proportion but not below `least` each, and never past `room` between
// them.
void fit(float room, float least, float& a, float& b) {
  const float want = a + b;
  if (want <= room || want <= 0) return;
  const float k = std::max(room, 0.0f) / want;
  a = a > 0 ? std::max(a * k, std::min(least, a)) : 0;
  b = b > 0 ? std::max(b * k, std::min(least, b)) : 0;
  if (a + b > room) {  // the minimums do not fit either: share what there is
    const float k2 = std::max(room, 0.0f) / (a + b);
    a *= k2;
    b *= k2;
  }
}

}  // namespace

DockLayout dock_layout(const Rect& work, const DockSizes& sizes, float scale,
                       const std::array<bool, kDockCount>& used, float bottom_height,
                       float columns_share) {
  const float gap = kSplitterPx * scale;
  const bool has_left = sizes.left_open && used[std::size_t(Dock::left)];
  const bool has_right = sizes.right_open && used[std::size_t(Dock::right)];
  const bool has_bottom = sizes.bottom_open && used[std::size_t(Dock::bottom)];

  // Widths: the columns and their splitters give way before the view's minimum width.
  float left = has_left ? std::max(sizes.left, kMinColumnPx) * scale + gap : 0;
  float right = has_right ? std::max(sizes.right, kMinColumnPx) * scale + gap : 0;
  fit(work.w - kMinViewWidthPx * scale, kMinColumnPx * scale + gap, left, right);
  if (columns_share < 1) {  // the cap wins over the columns' minimum width
    const float room = std::floor(work.w * std::max(columns_share, 0.0f));
    fit(room, 0, left, right);
  }
  // The bottom strip gives way before the view's minimum height.
  float bottom = 0;
  if (has_bottom) {
    bottom =
        (bottom_height > 0 ? bottom_height : std::max(sizes.bottom, kMinBottomPx) * scale) + gap;
    bottom = std::min(bottom, std::max(work.h - kMinViewHeightPx * scale, 0.0f));
  }

  DockLayout out;
  auto& regions = out.regions;
  auto& splitters = out.splitters;
  float x0 = work.x;
  if (left > 0) {
    const float w = std::max(left - gap, 0.0f);
    regions[std::size_t(Dock::left)] = {work.x, work.y, w, work.h};
    splitters[std::size_t(Dock::left)] = {work.x + w, work.y, left - w, work.h};
    x0 += left;
  }
  const float x1 = work.right();
  float y1 = work.bottom();
  if (bottom > 0) {
    const float h = std::max(bottom - gap, 0.0f);
    regions[std::size_t(Dock::bottom)] = {x0, work.bottom() - h, x1 - x0, h};
    splitters[std::size_t(Dock::bottom)] = {x0, work.bottom() - bottom, x1 - x0, bottom - h};
    y1 -= bottom;
  }
  float view_right = x1;
  if (right > 0) {
    const float w = std::max(right - gap, 0.0f);
    regions[std::size_t(Dock::right)] = {x1 - w, work.y, w, y1 - work.y};
    splitters[std::size_t(Dock::right)] = {x1 - right, work.y, right - w, y1 - work.y};
    view_right -= right;
  }
  out.viewport = {x0, work.y, std::max(view_right - x0, 0.0f), std::max(y1 - work.y, 0.0f)};
  return out;
}

std::vector<Rect> stack_panels(const Rect& region, std::span<const float> weights,
                               const std::vector<bool>& collapsed, float title_px, float gap) {
  const std::size_t n = weights.size();
  std::vector<Rect> out(n);
  if (n == 0) return out;
  float room = region.h - gap * float(n - 1);
  float total = 0;
  std::size_t open = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (collapsed[i]) {
      room -= title_px;
    } else {
      total += std::max(weights[i], 0.01f);
      ++open;
    }
  }
  room = std::max(room, float(open) * title_px);
  float y = region.y;
  for (std::size_t i = 0; i < n; ++i) {
    float h = title_px;
    if (!collapsed[i]) h = std::max(room * std::max(weights[i], 0.01f) / total, title_px);
    // The last open panel takes what rounding left, so the column ends at the region's bottom.
    if (i + 1 == n && !collapsed[i]) h = std::max(region.bottom() - y, title_px);
    out[i] = {region.x, y, region.w, h};
    y += h + gap;
  }
  return out;
}

float menu_bar_height(float font_px, float scale) {
  return (font_px + 2 * 3) * scale;
}

}  // namespace collide
