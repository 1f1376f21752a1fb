// Presentation mode in-process: F5 through the key table and the frame's key replay turns it on
// (every panel hidden but Why, the text large, the view wider, lines and points thicker); F5
// again puts the panels and the text size back exactly as they were.
#include <gtest/gtest.h>

#include <imgui.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include "app/panels/help_pages.hpp"
#include "app/view/scene_view.hpp"
#include "app/workbench/key_dispatch.hpp"
#include "app/workbench/panel_table.hpp"
#include "app/workbench/workbench.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/app/support/headless_imgui.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

class Presentation : public ::testing::Test {
 protected:
  void SetUp() override {
    test::start_headless_imgui();
    targets.window = [this](KeyAction a) { return wb.window_key(a); };
    targets.edit = &wb.edit;
    targets.router = &wb.router;
    targets.evidence = &wb.session.evidence();
  }
  void TearDown() override { ImGui::DestroyContext(); }

  // One frame: the keys, then the docked panels (which set the view's rectangle), the view.
  void frame() {
    replay_keys(keys, targets);
    ImGui::NewFrame();
    wb.draw_panels({0, 20, 1280, 700}, wb.settings.font_size / 15.0f);
    wb.build_view(list);
    ImGui::Render();
  }
  void press_f5() {
    keys.push_key(GLFW_KEY_F5, 0, GLFW_PRESS, 0);
    keys.push_key(GLFW_KEY_F5, 0, GLFW_RELEASE, 0);
    while (!keys.empty())
      frame();
    frame();
  }
  bool shown(const char* key) const {
    for (const PanelSpec& p : panel_table())
      if (std::string_view(p.key) == key) return panel_shown(wb.settings, p);
    ADD_FAILURE() << key;
    return false;
  }
  float widest_line(Layer layer) const {
    float w = 0;
    for (const DrawLine& l : list.layer(layer).lines)
      w = std::max(w, l.width_px);
    return w;
  }

  Workbench wb{[] {
    SceneLoad l = load_scene(test::source_dir() + "/assets/scenes/lesson_obb_sat.json");
    return l.ok() ? *l.scene : Scene{};
  }()};
  InputQueue keys;
  KeyTargets targets;
  DrawList list;
};

TEST_F(Presentation, F5HidesEveryPanelButWhyAndF5AgainRestoresTheLayout) {
  // A layout of the person's own, made once the lesson has opened (its first step's views):
  // the octree panel open, the notes closed, text at 17.
  frame();
  wb.settings.panels_shown["octree"] = true;
  wb.settings.panels_shown["notes"] = false;
  wb.settings.font_size = 17;
  const Settings before = wb.settings;
  frame();
  frame();
  const Viewport view_before = wb.viewport;
  const float evidence_width = widest_line(Layer::evidence);
  ASSERT_GT(evidence_width, 0);
  ASSERT_TRUE(shown("scene") && shown("pairs") && shown("octree") && shown("why"));

  press_f5();
  EXPECT_TRUE(wb.presentation());
  for (const PanelSpec& p : panel_table())
    EXPECT_EQ(panel_shown(wb.settings, p), std::string_view(p.key) == "why") << p.key;
  EXPECT_EQ(wb.settings.font_size, kPresentationFontSize);
  // The panels gone from the left and the bottom: the view is wider and taller.
  EXPECT_GT(wb.viewport.width, view_before.width);
  EXPECT_GT(wb.viewport.height, view_before.height);
  EXPECT_FLOAT_EQ(widest_line(Layer::evidence), evidence_width * kPresentationLineScale);
  // The view, not moved since it was framed, is framed again for its new size.
  for (const glm::dvec3& p : framing_points(wb.session.scene())) {
    const auto px = world_to_pixel(wb.camera, wb.viewport, p);
    ASSERT_TRUE(px);
    EXPECT_GT(px->x, 0);
    EXPECT_LT(px->x, wb.viewport.width);
    EXPECT_GT(px->y, 0);
    EXPECT_LT(px->y, wb.viewport.height);
  }

  press_f5();
  EXPECT_FALSE(wb.presentation());
  EXPECT_EQ(wb.settings.panels_shown, before.panels_shown);
  EXPECT_EQ(wb.settings.font_size, 17);
  EXPECT_EQ(wb.viewport.width, view_before.width);
  EXPECT_EQ(wb.viewport.height, view_before.height);
  EXPECT_FLOAT_EQ(widest_line(Layer::evidence), evidence_width);
}

TEST_F(Presentation, TheKeyIsInTheTableAndTheHelp) {
  const auto k = key_action(GLFW_KEY_F5, false, false);
  ASSERT_TRUE(k);
  EXPECT_EQ(k->action, KeyAction::presentation);
  EXPECT_NE(key_table_markdown().find("| F5 | presentation mode"), std::string::npos);
}

}  // namespace
}  // namespace collide
