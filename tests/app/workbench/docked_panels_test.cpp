// The docked panels in ImGui, with no window: every shown panel's window is where the layout
// puts it, no two of them and none of them and the view overlap, a window resize moves them in
// the same frame, the text scale widens them, a splitter dragged with ImGui's own mouse input
// resizes its region, and a closed panel gives its room away.
#include "app/workbench/docked_panels.hpp"

#include <gtest/gtest.h>

#include <imgui.h>
#include <imgui_internal.h>  // FindWindowByName: where a window was placed

#include "app/document/default_scene.hpp"
#include "app/edit/edit_session.hpp"
#include "app/panels/scene_view_state.hpp"
#include "app/workbench/panel_table.hpp"
#include "tests/app/support/headless_imgui.hpp"

namespace collide {
namespace {

class DockedPanelsTest : public ::testing::Test {
 protected:
  void SetUp() override { test::start_headless_imgui(); }
  void TearDown() override { ImGui::DestroyContext(); }

  // One frame at the display's size; returns the view's rectangle.
  Rect frame(float scale = 1) {
    ImGui::NewFrame();
    const float bar = ImGui::GetFrameHeight();
    const ImVec2 d = ImGui::GetIO().DisplaySize;
    PanelContext context{session, edit, settings, scene_view};
    PanelOutput out;
    const Rect view = panels.draw({0, bar, d.x, d.y - bar}, scale, context, out);
    ImGui::EndFrame();
    return view;
  }
  // The rectangle of the panel window `key` drawn last frame (empty when it was not drawn).
  static Rect window_of(const PanelSpec& spec) {
    for (const ImGuiWindow* w : ImGui::GetCurrentContext()->Windows)
      if (std::string_view(w->Name).ends_with(std::string("###") + spec.key) && w->Active)
        return {w->Pos.x, w->Pos.y, w->Size.x, w->Size.y};
    return {};
  }
  std::vector<Rect> shown_windows() {
    std::vector<Rect> out;
    for (const PanelSpec& spec : panel_table())
      if (const Rect r = window_of(spec); !r.empty()) out.push_back(r);
    return out;
  }
  void expect_nothing_overlaps(const Rect& view) {
    const std::vector<Rect> windows = shown_windows();
    const ImVec2 d = ImGui::GetIO().DisplaySize;
    for (std::size_t i = 0; i < windows.size(); ++i) {
      EXPECT_FALSE(overlaps(windows[i], view)) << i;
      EXPECT_GE(windows[i].x, 0);
      EXPECT_LE(windows[i].right(), d.x + 1e-3f);
      EXPECT_LE(windows[i].bottom(), d.y + 1e-3f);
      for (std::size_t j = i + 1; j < windows.size(); ++j)
        EXPECT_FALSE(overlaps(windows[i], windows[j])) << i << " " << j;
    }
  }

  AppSession session{default_scene()};
  Camera camera;
  Viewport viewport;
  EditSession edit{session.document(), session.selection(), camera, viewport};
  Settings settings;
  SceneViewState scene_view;
  DockedPanels panels;
};

TEST_F(DockedPanelsTest, EveryShownPanelIsPlacedAndNothingOverlapsAtAnySize) {
  for (const ImVec2 size : {ImVec2(1280, 720), ImVec2(1024, 600), ImVec2(1920, 1080)}) {
    SCOPED_TRACE(size.x);
    ImGui::GetIO().DisplaySize = size;
    // The first frame after the resize already has the new layout.
    const Rect view = frame();
    EXPECT_GE(view.w, kMinViewWidthPx);
    EXPECT_GE(view.h, kMinViewHeightPx);
    std::size_t shown = 0;
    for (const PanelSpec& spec : panel_table())
      if (panel_shown(settings, spec)) {
        ++shown;
        EXPECT_FALSE(window_of(spec).empty()) << spec.key;
      }
    EXPECT_EQ(shown_windows().size(), shown);
    EXPECT_EQ(shown, 5u);  // all but the Octree panel, by default
    expect_nothing_overlaps(view);
    // The left column's panels are exactly as wide as the layout's column.
    const float bar = ImGui::GetFrameHeight();
    const DockLayout l =
        dock_layout({0, bar, size.x, size.y - bar}, settings.dock, 1, {true, true, true});
    EXPECT_FLOAT_EQ(window_of(panel_table()[0]).w, l.region(Dock::left).w);
    EXPECT_EQ(view, l.viewport);
  }
}

TEST_F(DockedPanelsTest, LargerTextWidensTheColumns) {
  ImGui::GetIO().DisplaySize = ImVec2(1920, 1080);
  frame(1);
  const float one = window_of(panel_table()[0]).w;
  frame(1.5f);
  EXPECT_FLOAT_EQ(window_of(panel_table()[0]).w, 1.5f * one);
}

TEST_F(DockedPanelsTest, DraggingTheLeftSplitterResizesTheColumn) {
  Rect view = frame();
  const float before = settings.dock.left;
  ImGuiIO& io = ImGui::GetIO();
  // The splitter is the gap between the left column and the view.
  const float x = view.x - kSplitterPx / 2, y = view.y + view.h / 2;
  io.MousePos = ImVec2(x, y);
  frame();
  io.MouseDown[0] = true;
  frame();
  for (int k = 1; k <= 4; ++k) {
    io.MousePos = ImVec2(x + 10.0f * float(k), y);
    frame();
  }
  io.MouseDown[0] = false;
  view = frame();
  EXPECT_FLOAT_EQ(settings.dock.left, before + 40);
  EXPECT_FLOAT_EQ(window_of(panel_table()[0]).w, before + 40);
  expect_nothing_overlaps(view);
}

TEST_F(DockedPanelsTest, AClosedPanelGivesItsRoomAway) {
  const Rect with = frame();
  settings.panels_shown["why"] = false;
  settings.panels_shown["notes"] = false;
  frame();
  const Rect without = frame();
  EXPECT_TRUE(window_of(panel_table()[2]).empty());
  EXPECT_GT(without.w, with.w);
  EXPECT_EQ(without.right(), ImGui::GetIO().DisplaySize.x);
  // Collapsing the Pairs panel leaves the bottom strip a title bar high.
  settings.panels_collapsed["pairs"] = true;
  const Rect low = frame();
  EXPECT_GT(low.h, without.h);
  expect_nothing_overlaps(low);
}

}  // namespace
}  // namespace collide
