// The ImGui side of the settings without a window: the layout round-trips through the settings'
// text, "Reset layout" puts a moved panel back, and the gizmo's snap steps go both ways.
#include "app/workbench/view_settings.hpp"

#include <gtest/gtest.h>

#include <imgui.h>
#include <imgui_internal.h>

#include "app/panels/panels.hpp"

namespace collide {
namespace {

class ImGuiContextTest : public ::testing::Test {
 protected:
  void SetUp() override { create(); }
  void TearDown() override { ImGui::DestroyContext(); }
  static void create() {
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.DisplaySize = ImVec2(1280, 720);
    io.DeltaTime = 1.0f / 60;
    unsigned char* pixels = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
  }
  // A frame with the Scene panel, as the viewer draws it.
  void frame() {
    ImGui::NewFrame();
    objects_panel(scene_);
    ImGui::Render();
  }
  static ImVec2 scene_panel_pos() {
    const ImGuiWindow* w = ImGui::FindWindowByName("Scene");
    return w ? w->Pos : ImVec2(-1, -1);
  }
  Scene scene_;
};

TEST_F(ImGuiContextTest, ResetLayoutPutsAMovedPanelBack) {
  for (int i = 0; i < 3; ++i)
    frame();
  const ImVec2 home = scene_panel_pos();
  ASSERT_GE(home.x, 0);
  ImGui::SetWindowPos("Scene", ImVec2(700, 400));
  frame();
  ASSERT_EQ(scene_panel_pos().x, 700);
  reset_layout();
  frame();
  EXPECT_EQ(scene_panel_pos().x, home.x);
  EXPECT_EQ(scene_panel_pos().y, home.y);
}

TEST_F(ImGuiContextTest, TheLayoutComesBackInANewContext) {
  for (int i = 0; i < 3; ++i)
    frame();
  ImGui::SetWindowPos("Scene", ImVec2(640, 300));
  frame();
  Settings settings;
  save_layout(settings);
  EXPECT_NE(settings.imgui_layout.find("[Window][Scene]"), std::string::npos);
  // A new run: the same text loaded before its first frame.
  ImGui::DestroyContext();
  create();
  load_layout(settings);
  frame();
  EXPECT_EQ(scene_panel_pos().x, 640);
  EXPECT_EQ(scene_panel_pos().y, 300);
}

TEST(SnapSteps, GoFromTheSettingsToTheGizmoAndBack) {
  Settings s;
  s.translate_step = 0.5;
  s.angle_step_degrees = 5;
  s.scale_step = 0;  // not a usable step: the gizmo keeps its own
  GizmoSettings g;
  const double scale_before = g.scale_step;
  apply_snap_steps(s, g);
  EXPECT_EQ(g.translate_step, 0.5);
  EXPECT_EQ(g.angle_step_degrees, 5);
  EXPECT_EQ(g.scale_step, scale_before);
  g.translate_step = 2;
  Settings back;
  remember_snap_steps(g, back);
  EXPECT_EQ(back.translate_step, 2);
  EXPECT_EQ(back.angle_step_degrees, 5);
  EXPECT_EQ(back.scale_step, scale_before);
}

}  // namespace
}  // namespace collide
