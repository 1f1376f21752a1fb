// The docked layout: at every window size and text scale the regions, splitters and viewport
// tile the work area (every sampled point lies in exactly one of them), the viewport keeps its
// minimum where the window has room for it, and closing a region gives its room to the view.
#include "app/workbench/dock_layout.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace collide {
namespace {

constexpr std::array<bool, kDockCount> kAll{true, true, true};

std::vector<Rect> pieces(const DockLayout& l) {
  std::vector<Rect> out{l.viewport};
  for (const Rect& r : l.regions)
    if (!r.empty()) out.push_back(r);
  for (const Rect& r : l.splitters)
    if (!r.empty()) out.push_back(r);
  return out;
}

// Every point of a fine grid over `work` lies in exactly one piece.
void expect_tiles(const Rect& work, const DockLayout& l) {
  const std::vector<Rect> p = pieces(l);
  for (float y = work.y + 0.5f; y < work.bottom(); y += 7)
    for (float x = work.x + 0.5f; x < work.right(); x += 7) {
      int n = 0;
      for (const Rect& r : p)
        n += r.contains(x, y) ? 1 : 0;
      ASSERT_EQ(n, 1) << "at " << x << "," << y;
    }
  for (std::size_t i = 0; i < p.size(); ++i)
    for (std::size_t j = i + 1; j < p.size(); ++j)
      EXPECT_FALSE(overlaps(p[i], p[j]));
}

TEST(DockLayout, TilesTheWindowAtEverySizeAndScale) {
  for (const float scale : {1.0f, 1.25f, 1.5f, 2.0f})
    for (const auto& [w, h] : std::vector<std::pair<float, float>>{
             {1280, 720}, {1024, 600}, {800, 500}, {1920, 1080}, {2560, 1440}, {640, 400}}) {
      SCOPED_TRACE(testing::Message() << w << "x" << h << " at " << scale);
      const Rect work{0, menu_bar_height(15, scale), w, h - menu_bar_height(15, scale)};
      const DockLayout l = dock_layout(work, DockSizes{}, scale, kAll);
      expect_tiles(work, l);
      EXPECT_FALSE(l.viewport.empty());
    }
}

TEST(DockLayout, TheDefaultLayoutLeavesAUsableViewDownTo1024x600) {
  for (const auto& [w, h] : std::vector<std::pair<float, float>>{{1280, 720}, {1024, 600}}) {
    const Rect work{0, menu_bar_height(15), w, h - menu_bar_height(15)};
    const DockLayout l = dock_layout(work, DockSizes{}, 1, kAll);
    EXPECT_GE(l.viewport.w, kMinViewWidthPx);
    EXPECT_GE(l.viewport.h, kMinViewHeightPx);
    // Every region is there at its set size (nothing had to give way).
    EXPECT_EQ(l.region(Dock::left).w, DockSizes{}.left);
    EXPECT_EQ(l.region(Dock::right).w, DockSizes{}.right);
    EXPECT_EQ(l.region(Dock::bottom).h, DockSizes{}.bottom);
    // The left column runs the full height; the bottom strip is right of it, under the view and
    // the right column.
    EXPECT_EQ(l.region(Dock::left).h, work.h);
    EXPECT_GT(l.region(Dock::bottom).x, l.region(Dock::left).right());
    EXPECT_EQ(l.region(Dock::bottom).right(), w);
    EXPECT_LE(l.region(Dock::right).bottom(), l.region(Dock::bottom).y);
  }
}

TEST(DockLayout, WideColumnsGiveWayToTheViewsMinimum) {
  const Rect work{0, 21, 1024, 579};
  DockSizes big;
  big.left = big.right = 900;
  big.bottom = 2000;
  const DockLayout l = dock_layout(work, big, 1, kAll);
  expect_tiles(work, l);
  EXPECT_GE(l.viewport.w, kMinViewWidthPx - 1e-3f);
  EXPECT_GE(l.viewport.h, kMinViewHeightPx - 1e-3f);
  EXPECT_GE(l.region(Dock::left).w, kMinColumnPx - 1e-3f);
}

TEST(DockLayout, AClosedOrEmptyRegionGivesItsRoomToTheView) {
  const Rect work{0, 21, 1280, 699};
  const DockLayout all = dock_layout(work, DockSizes{}, 1, kAll);
  DockSizes no_left;
  no_left.left_open = false;
  const DockLayout l = dock_layout(work, no_left, 1, kAll);
  expect_tiles(work, l);
  EXPECT_TRUE(l.region(Dock::left).empty());
  EXPECT_EQ(l.viewport.x, 0);
  EXPECT_FLOAT_EQ(l.viewport.w, all.viewport.w + all.region(Dock::left).w + kSplitterPx);
  const DockLayout nothing = dock_layout(work, DockSizes{}, 1, {false, false, false});
  EXPECT_EQ(nothing.viewport, work);
  // The bottom strip's panels collapsed to a title bar: the strip is that tall.
  const DockLayout low = dock_layout(work, DockSizes{}, 1, kAll, 21);
  EXPECT_FLOAT_EQ(low.region(Dock::bottom).h, 21);
  expect_tiles(work, low);
}

TEST(DockLayout, StackedPanelsShareTheirRegionByWeight) {
  const Rect column{0, 21, 290, 600};
  const std::vector<float> weights{1, 3, 1};
  const std::vector<bool> collapsed{false, false, true};
  const auto r = stack_panels(column, weights, collapsed, 20, 6);
  ASSERT_EQ(r.size(), 3u);
  EXPECT_FLOAT_EQ(r[2].h, 20);
  // What is left after the collapsed title bar and the two gaps, 1 : 3.
  const float room = 600 - 20 - 12;
  EXPECT_NEAR(r[0].h, room / 4, 1e-3);
  EXPECT_NEAR(r[1].h, room * 3 / 4, 1e-3);
  for (std::size_t i = 1; i < r.size(); ++i)
    EXPECT_FLOAT_EQ(r[i].y, r[i - 1].bottom() + 6);
  EXPECT_FLOAT_EQ(r[2].bottom(), column.bottom());
}

}  // namespace
}  // namespace collide
