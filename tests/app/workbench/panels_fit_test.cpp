// No panel draws wider than itself (issue 35, item 1: a clipped number read as another, and the
// same for any text): with the viewer's font and layout at 1280×720, every library scene opened
// with its focus and every object selected in turn, each panel's contents (ImGui's measure of
// its widest item) ends inside the panel's clip rectangle. Text too wide is wrapped or visibly cut
// (app/panels/text_fit.hpp).
#include <filesystem>
#include <string>

#include <gtest/gtest.h>

#include <imgui.h>
#include <imgui_internal.h>  // the panels' widths and contents

#include "app/view/fonts.hpp"
#include "app/workbench/workbench.hpp"
#include "tests/app/support/headless_imgui.hpp"
#include "tests/app/support/library_scenes.hpp"
#include "tests/app/support/panel_clicks.hpp"

namespace collide {
namespace {

TEST(PanelsFit, EveryPanelOfEveryLibrarySceneFitsItsWidth) {
  test::start_headless_imgui();
  ASSERT_FALSE(load_fonts(*ImGui::GetIO().Fonts, kDejaVuDir, kDefaultFontSize, 1).builtin);
  int scenes = 0, panels_checked = 0;
  for (const auto& e : std::filesystem::directory_iterator(test::source_dir() + "/assets/scenes")) {
    if (e.path().extension() != ".json") continue;
    ++scenes;
    Workbench wb(test::load_or_fail(e.path().string()));
    const std::size_t n = std::min<std::size_t>(wb.session.scene().objects.size(), 12);
    for (std::size_t sel = 0; sel <= n; ++sel) {
      if (sel < n) wb.session.selection().select_only(wb.session.scene().objects[sel].id);
      for (int frame = 0; frame < 3; ++frame)
        test::panels_frame(wb);
      for (ImGuiWindow* w : ImGui::GetCurrentContext()->Windows) {
        if (!w->Active || (w->Flags & ImGuiWindowFlags_ChildWindow) || !w->WasActive) continue;
        const std::string_view name(w->Name);
        if (name.find("###") == std::string_view::npos) continue;  // a panel
        ++panels_checked;
        // Its widest item ends inside the window's clip rectangle (ImGui clips half the padding
        // in from the edge).
        EXPECT_LE(w->WorkRect.Min.x + w->ContentSize.x, w->InnerClipRect.Max.x)
            << e.path().filename() << ", selected " << sel << ": " << name;
      }
    }
  }
  EXPECT_GE(scenes, 40);
  EXPECT_GE(panels_checked, 6 * scenes);  // Scene, Inspector, Why, notes, Pairs, Octree…
  ImGui::DestroyContext();
}

}  // namespace
}  // namespace collide
