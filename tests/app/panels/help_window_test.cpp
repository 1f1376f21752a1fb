// The help window lists every row of the key table and fits the window: on a 600-px-high
// display it is no taller than what the menu bar leaves, and its rows scroll.
#include <gtest/gtest.h>

#include <imgui.h>
#include <imgui_internal.h>  // the window's size and scroll range

#include "app/input/key_table.hpp"
#include "app/panels/edit_tools.hpp"
#include "tests/app/support/headless_imgui.hpp"

namespace collide {
namespace {

TEST(HelpWindow, FitsTheWindowAndScrolls) {
  test::start_headless_imgui();
  ImGui::GetIO().DisplaySize = ImVec2(1024, 400);
  bool open = true;
  for (int frame = 0; frame < 4; ++frame) {
    ImGui::NewFrame();
    help_window(open);
    ImGui::EndFrame();
  }
  const ImGuiWindow* w = ImGui::FindWindowByName("Keys and mouse");
  ASSERT_NE(w, nullptr);
  EXPECT_LE(w->Pos.y + w->Size.y, 400.0f);
  // The table's rows are taller than the window: they scroll rather than being cut.
  const float rows = float(key_table().size()) * ImGui::GetTextLineHeight();
  ASSERT_GT(rows, 400.0f);
  EXPECT_GT(w->ScrollMax.y, 0.0f);
  ImGui::DestroyContext();
}

}  // namespace
}  // namespace collide
