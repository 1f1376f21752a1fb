// The help window fits the window it opens in — at 1280×720 (the size) and on a
// 400-px-high display — below the menu bar, and its pages scroll; it shows every page as a tab.
#include <gtest/gtest.h>

#include <imgui.h>
#include <imgui_internal.h>  // the window's size and scroll range

#include "app/panels/help_pages.hpp"
#include "app/panels/help_window.hpp"
#include "tests/app/support/headless_imgui.hpp"

namespace collide {
namespace {

TEST(HelpWindow, FitsTheWindowAndScrolls) {
  for (const float height : {720.0f, 400.0f}) {
    test::start_headless_imgui();
    ImGui::GetIO().DisplaySize = ImVec2(1280, height);
    bool open = true;
    for (int frame = 0; frame < 4; ++frame) {
      ImGui::NewFrame();
      help_window(open);
      ImGui::EndFrame();
    }
    const ImGuiWindow* w = ImGui::FindWindowByName("Help");
    ASSERT_NE(w, nullptr);
    EXPECT_GE(w->Pos.y, 0.0f);
    EXPECT_LE(w->Pos.y + w->Size.y, height) << height;
    EXPECT_LE(w->Size.x, 1280.0f);
    // The first page (keys and mouse, one row per binding) is taller than the window: its
    // child region scrolls rather than being cut.
    const ImGuiWindow* page = nullptr;
    for (ImGuiWindow* c : w->DC.ChildWindows)
      page = c;
    ASSERT_NE(page, nullptr);
    EXPECT_GT(page->ScrollMax.y, 0.0f) << height;
    EXPECT_TRUE(open);
    ImGui::DestroyContext();
  }
}

}  // namespace
}  // namespace collide
