// Room for the Pairs table (issue 35, item 12), with the real workbench and panels in ImGui (no
// window), in the default layout: with a pair focused, the table shows at least eight rows at
// 1280×720 and at 1600×900 (the pin and export controls are the Why panel's alone: they were in
// both, and their two lines left the table one or two rows), and the table's header stays put
// while its rows scroll under it, clipped below it.
#include <cmath>
#include <string>

#include <gtest/gtest.h>

#include <imgui.h>
#include <imgui_internal.h>  // the table's rectangles

#include "app/view/fonts.hpp"
#include "app/workbench/workbench.hpp"
#include "tests/app/support/headless_imgui.hpp"
#include "tests/app/support/panel_clicks.hpp"

namespace collide {
namespace {

// 16 boxes in a row, each touching the next: 120 pairs, far more than fit.
Scene many_boxes() {
  Scene s;
  for (int i = 0; i < 16; ++i) {
    desc::Box b;
    b.center = {double(i) * 0.9, 0, 0};
    s.objects.push_back({"box" + std::to_string(i), "", std::nullopt, true, b});
  }
  return s;
}

class PairsRoomTest : public ::testing::Test {
 protected:
  void SetUp() override {
    test::start_headless_imgui();
    // The viewer's own font at its default size: the rows are as tall as on screen.
    ASSERT_FALSE(load_fonts(*ImGui::GetIO().Fonts, kDejaVuDir, kDefaultFontSize, 1).builtin);
  }
  void TearDown() override { ImGui::DestroyContext(); }

  void frame() { test::panels_frame(wb_); }
  // The Pairs panel's table as last drawn.
  static ImGuiTable* table() {
    ImGuiWindow* w = test::panel_window("pairs");
    return w ? ImGui::TableFindByID(w->GetID("pairs")) : nullptr;
  }
  // A table row's height (text and the cells' padding), as ImGui lays rows out.
  static float row_height() {
    return ImGui::GetTextLineHeight() + 2 * ImGui::GetStyle().CellPadding.y;
  }
  // The rows seen whole below the header: the table's visible height less the header's.
  static int rows_seen() {
    const ImGuiTable* t = table();
    if (!t) return 0;
    const float visible = t->InnerWindow->InnerClipRect.GetHeight();
    return int(std::floor((visible - row_height()) / row_height()));
  }

  Workbench wb_{many_boxes()};
};

TEST_F(PairsRoomTest, AFocusedPairLeavesTheTableAtLeastEightRows) {
  for (const ImVec2 size : {ImVec2(1280, 720), ImVec2(1600, 900)}) {
    SCOPED_TRACE(size.x);
    ImGui::GetIO().DisplaySize = size;
    frame();
    wb_.session.focus_pair(0, 1);
    frame();
    frame();
    ASSERT_TRUE(table());
    EXPECT_GE(rows_seen(), 8);
  }
}

// With a pair focused, the Pairs panel begins with its filters (the pin buttons' line is gone:
// pin_from_panels_test clicks them in the Why panel): its first item is "intersecting".
TEST_F(PairsRoomTest, AFocusedPairsPanelBeginsWithItsFilters) {
  frame();
  wb_.session.focus_pair(0, 1);
  frame();
  ImGuiWindow* w = test::panel_window("pairs");
  ASSERT_NE(w, nullptr);
  const ImVec2 first = w->DC.CursorStartPos;
  const std::size_t edits = wb_.session.document().history().size();
  test::click(ImVec2(first.x + 6, first.y + 6), [this] { frame(); });
  EXPECT_TRUE(wb_.scene_view.pair_filter.intersecting_only);
  EXPECT_EQ(wb_.session.document().history().size(), edits);  // nothing pinned
}

}  // namespace
}  // namespace collide
