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

// Every library scene (or only its lessons), each object selected in turn, in the font given:
// each panel's widest item ends inside its clip rectangle. Returns the panels checked.
int check_panels_fit(float font_size, bool presentation, bool lessons_only) {
  test::start_headless_imgui();
  EXPECT_FALSE(load_fonts(*ImGui::GetIO().Fonts, kDejaVuDir, font_size, 1).builtin);
  int scenes = 0, panels_checked = 0;
  for (const auto& e : std::filesystem::directory_iterator(test::source_dir() + "/assets/scenes")) {
    if (e.path().extension() != ".json") continue;
    if (lessons_only && !e.path().filename().string().starts_with("lesson_")) continue;
    ++scenes;
    Workbench wb(test::load_or_fail(e.path().string()));
    if (presentation) wb.set_presentation(true);
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
            << e.path().filename() << ", selected " << sel << ": " << name << " content "
            << w->ContentSize.x << " clip " << w->InnerClipRect.Max.x - w->WorkRect.Min.x;
      }
    }
  }
  EXPECT_GE(scenes, lessons_only ? 15 : 40);
  ImGui::DestroyContext();
  return panels_checked;
}

TEST(PanelsFit, EveryPanelOfEveryLibrarySceneFitsItsWidth) {
  EXPECT_GE(check_panels_fit(kDefaultFontSize, false, false), 6 * 40);  // Scene, Inspector, Why…
}

// Presentation mode's larger text in its narrower panels (the Why and Lesson panels): the Why
// panel's Measure row ran its last choice, "points", past the edge.
TEST(PanelsFit, EveryLessonsPanelsFitInPresentationMode) {
  EXPECT_GE(check_panels_fit(kPresentationFontSize, true, true), 2 * 15);
}

}  // namespace
}  // namespace collide
