// Presentation mode in-process: F5 through the key table and the frame's key replay turns it on
// (the Why, Lesson and Octree panels kept, the rest hidden, no statistics, the text large, the
// view wider and at least two thirds of the width, lines and points thicker); F5 again puts the
// camera, the views and the layout back bit for bit.
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
    wb.draw_panels(work, wb.settings.font_size / 15.0f);
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
  Rect work{0, 20, 1280, 700};
  DrawList list;
};

TEST_F(Presentation, F5KeepsTheLessonAndTheOctreeHidesTheEditingPanelsAndF5AgainRestores) {
  // A layout of the person's own, made once the lesson has opened (its first step's views):
  // the octree panel open (its cells drawn), the notes closed, text at 17.
  frame();
  wb.settings.panels_shown["octree"] = true;
  wb.settings.panels_shown["notes"] = false;
  wb.settings.font_size = 17;
  frame();
  frame();
  const Viewport view_before = wb.viewport;
  const float evidence_width = widest_line(Layer::evidence);
  ASSERT_GT(evidence_width, 0);
  ASSERT_TRUE(shown("scene") && shown("pairs") && shown("octree") && shown("why") &&
              shown("lesson") && shown("inspector"));
  ASSERT_TRUE(wb.octree_shown());
  ASSERT_TRUE(wb.settings.show_stats);

  press_f5();
  EXPECT_TRUE(wb.presentation());
  // The Why panel, the lesson and the octree stay; the editing panels, the list and the pairs go.
  for (const PanelSpec& p : panel_table()) {
    const std::string_view key = p.key;
    EXPECT_EQ(panel_shown(wb.settings, p), key == "why" || key == "lesson" || key == "octree")
        << p.key;
  }
  EXPECT_TRUE(wb.octree_shown());        // the cells still drawn
  EXPECT_FALSE(wb.settings.show_stats);  // no frame statistics over the view
  EXPECT_EQ(wb.settings.font_size, kPresentationFontSize);
  // The left column and the bottom strip gone: the view is wider and taller.
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
  EXPECT_EQ(wb.settings.font_size, 17);
  EXPECT_TRUE(wb.settings.show_stats);
  EXPECT_EQ(wb.viewport, view_before);
  EXPECT_FLOAT_EQ(widest_line(Layer::evidence), evidence_width);
}

// Bit for bit: the person's own camera (orbited, panned, zoomed), a layout with moved splitters,
// shares, a collapsed panel, the octree drawn with a filter, a SAT axis chosen; in and out of
// presentation mode, with frames in between and the person resizing a column while presenting:
// the camera, every setting, the octree drawing, the evidence style and the view's rectangle
// are exactly as they were.
TEST_F(Presentation, LeavingRestoresTheCameraViewsAndLayoutBitForBit) {
  frame();
  wb.settings.panels_shown["octree"] = true;
  wb.settings.panels_collapsed["notes"] = true;
  wb.settings.panel_weights["why"] = 2.5f;
  wb.settings.dock.left = 333;
  wb.settings.dock.right = 377;
  wb.settings.dock.bottom = 211;
  wb.settings.octree.trace = false;
  wb.settings.grid = false;
  wb.session.evidence().style().sat_axis = 4;
  wb.session.evidence().style_changed();
  frame();
  frame();
  orbit(wb.camera, 37, -21);
  pan(wb.camera, wb.viewport, 13, 7);
  zoom(wb.camera, 2);
  frame();
  const Camera camera_before = wb.camera;
  const Settings settings_before = wb.settings;
  const Viewport view_before = wb.viewport;
  const EvidenceStyle style_before = wb.session.evidence().style();
  const bool octree_before = wb.octree_shown();
  ASSERT_TRUE(octree_before);

  press_f5();
  ASSERT_TRUE(wb.presentation());
  // The person's camera is kept: the same target and direction (backed off at most, so what was
  // seen at the target's depth stays in the narrower view).
  EXPECT_EQ(wb.camera.target, camera_before.target);
  EXPECT_EQ(wb.camera.yaw, camera_before.yaw);
  EXPECT_EQ(wb.camera.pitch, camera_before.pitch);
  EXPECT_GE(wb.camera.distance, camera_before.distance);
  wb.settings.dock.right += 50;  // a splitter dragged while presenting
  frame();

  press_f5();
  ASSERT_FALSE(wb.presentation());
  EXPECT_EQ(wb.camera, camera_before);
  EXPECT_EQ(wb.settings, settings_before);
  EXPECT_EQ(wb.viewport, view_before);
  EXPECT_EQ(wb.octree_shown(), octree_before);
  EXPECT_EQ(wb.session.evidence().style().sat_axis, style_before.sat_axis);
  EXPECT_EQ(wb.session.evidence().style().sat_all_axes, style_before.sat_all_axes);
  frame();  // and it stays so (no framing for the restored size)
  EXPECT_EQ(wb.camera, camera_before);
}

// The 3D view keeps at least two thirds of the window's width, at 1280×720 and smaller, however
// wide the person's right column was.
TEST_F(Presentation, TheViewKeepsTwoThirdsOfTheWidth) {
  wb.settings.dock.right = 900;
  for (const ImVec2 size : {ImVec2(1280, 720), ImVec2(800, 600), ImVec2(640, 400)}) {
    ImGui::GetIO().DisplaySize = size;
    work = {0, 20, size.x, size.y - 20};
    frame();
    if (!wb.presentation()) press_f5();
    frame();
    EXPECT_GE(double(wb.viewport.width), 2.0 / 3.0 * size.x) << size.x;
    EXPECT_TRUE(shown("why"));
  }
}

TEST_F(Presentation, TheKeyIsInTheTableAndTheHelp) {
  const auto k = key_action(GLFW_KEY_F5, false, false);
  ASSERT_TRUE(k);
  EXPECT_EQ(k->action, KeyAction::presentation);
  EXPECT_NE(key_table_markdown().find("| F5 | presentation mode"), std::string::npos);
}

}  // namespace
}  // namespace collide
