// The lecture hall's view in the real workbench and panels, ImGui without a window (issue 39,
// item 6): the camera presets through the key dispatch, the SAT lesson's rulers and their labels
// inside the view at every one of its 15 axes, and the Why panel scrolled to the axis stepped to.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>

#include <imgui.h>
#include <imgui_internal.h>  // the Why window's scroll
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <glm/geometric.hpp>

#include "app/input/input_queue.hpp"
#include "app/visualize/evidence_style.hpp"
#include "app/visualize/visualizer.hpp"
#include "app/workbench/key_dispatch.hpp"
#include "app/workbench/workbench.hpp"
#include "core/scene/scene_io.hpp"
#include "render/label_layout.hpp"
#include "tests/app/support/headless_imgui.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

Scene lecture_library_scene(const std::string& name) {
  SceneLoad l = load_scene(test::source_dir() + "/assets/scenes/" + name);
  EXPECT_TRUE(l.ok());
  return l.ok() ? *l.scene : Scene{};
}

std::size_t lecture_object_index(const Scene& s, const std::string& id) {
  for (std::size_t i = 0; i < s.objects.size(); ++i)
    if (s.objects[i].id == id) return i;
  ADD_FAILURE() << id;
  return 0;
}

class LectureView : public ::testing::Test {
 protected:
  void SetUp() override {
    test::start_headless_imgui();
    targets.window = [this](KeyAction a) { return wb->window_key(a); };
    targets.edit = &wb->edit;
    targets.router = &wb->router;
    targets.evidence = &wb->session.evidence();
    targets.camera = [this](CameraPreset p) { refused = wb->apply_camera_preset(p); };
  }
  void TearDown() override { ImGui::DestroyContext(); }
  void open(const std::string& name) {
    wb = std::make_unique<Workbench>(lecture_library_scene(name));
    SetUp();
    ImGui::DestroyContext();
    test::start_headless_imgui();
    frame();
    frame();
  }
  void frame() {
    replay_keys(keys, targets);
    ImGui::NewFrame();
    wb->draw_panels({0, 20, 1280, 700}, wb->settings.font_size / 15.0f);
    wb->build_view(list);
    ImGui::Render();
  }
  void press(int key, int mods = 0) {
    keys.push_key(key, 0, GLFW_PRESS, mods);
    keys.push_key(key, 0, GLFW_RELEASE, mods);
    while (!keys.empty())
      frame();
    frame();
  }
  // Every framing point of objects[i] projects inside the view.
  void expect_in_view(std::size_t i) {
    Scene one;
    one.objects.push_back(wb->session.scene().objects[i]);
    for (const glm::dvec3& p : framing_points(one)) {
      const auto px = world_to_pixel(wb->camera, wb->viewport, p);
      ASSERT_TRUE(px);
      EXPECT_TRUE(px->x >= 0 && px->x <= wb->viewport.width && px->y >= 0 &&
                  px->y <= wb->viewport.height)
          << one.objects[0].id << " at " << px->x << ", " << px->y;
    }
  }

  std::unique_ptr<Workbench> wb = std::make_unique<Workbench>(Scene{});
  InputQueue keys;
  KeyTargets targets;
  DrawList list;
  std::optional<std::string> refused;
};

TEST_F(LectureView, Key6LooksAcrossTheFocusedSatAxisWithThePairInView) {
  open("lesson_obb_sat.json");
  const std::size_t a = lecture_object_index(wb->session.scene(), "a");
  const std::size_t b = lecture_object_index(wb->session.scene(), "edge_b");
  wb->session.evidence().focus(wb->session.scene(), a, b);
  wb->session.update();
  frame();
  // The lesson's pair is parted by A2×B0 = z × x = y (the why rows name it): the view turns level.
  press(GLFW_KEY_6);
  EXPECT_FALSE(refused);
  EXPECT_NEAR(glm::dot(forward_direction(wb->camera), glm::dvec3(0, 1, 0)), 0, 1e-6);
  expect_in_view(a);
  expect_in_view(b);
  // Along −x (Shift+1) then: the view direction is −x, the pair still framed.
  press(GLFW_KEY_1, GLFW_MOD_SHIFT);
  EXPECT_NEAR(glm::dot(forward_direction(wb->camera), glm::dvec3(-1, 0, 0)), 1, 1e-6);
  expect_in_view(a);
  expect_in_view(b);
  // Edge-on needs a plane: none here, so the camera stays and the reason is given.
  const Camera before = wb->camera;
  press(GLFW_KEY_5);
  EXPECT_TRUE(refused);
  EXPECT_EQ(wb->camera, before);
}

TEST_F(LectureView, Key5LooksEdgeOnAtTheSelectedPlane) {
  open("lesson_plane_box_np.json");
  const Scene& s = wb->session.scene();
  const std::size_t plane = lecture_object_index(s, "through_2");
  wb->session.selection().clear();
  wb->session.selection().add("through_2");
  press(GLFW_KEY_5);
  EXPECT_FALSE(refused);
  // The article's planes have normal (−1,−1,−1): seen edge-on, the view runs across it.
  EXPECT_NEAR(glm::dot(forward_direction(wb->camera), glm::normalize(glm::dvec3(-1, -1, -1))), 0,
              1e-6);
  expect_in_view(plane);
  // With nothing selected, the focused pair's plane (through_half) is taken: the same normal.
  wb->session.selection().clear();
  orbit(wb->camera, 80, 30);
  frame();
  press(GLFW_KEY_5);
  EXPECT_FALSE(refused);
  EXPECT_NEAR(glm::dot(forward_direction(wb->camera), glm::normalize(glm::dvec3(-1, -1, -1))), 0,
              1e-6);
}

// The SAT lesson at its own camera, 1280×720, in the docked layout and in presentation mode:
// for each of the 15 axes of its pair, the ruler — its bars, its thin line's ends — lies inside
// the view, and its labels (interval, gap or overlap, axis name) are all placed inside it at the
// mode's label size (a fixed advance of 0.6 of the size per character, as wide as DejaVu Sans'
// digits), none dropped.
TEST_F(LectureView, TheSatRulersAndTheirLabelsAreInsideTheViewAtEveryAxis) {
  for (const bool presenting : {false, true}) {
    open("lesson_obb_sat.json");
    if (presenting) press(GLFW_KEY_F5);
    ASSERT_EQ(wb->presentation(), presenting);
    const Viewport v = wb->viewport;
    EvidenceStyle& style = wb->session.evidence().style();
    style.sat_all_axes = true;
    for (int k = 0; k < kSatAxisCount; ++k) {
      const std::string where =
          std::string(presenting ? "presenting, " : "docked, ") + "axis " + sat_axis_label(k);
      style.sat_axis = k;
      wb->session.evidence().style_changed();
      frame();
      const DrawLayer& ev = list.layer(Layer::evidence);
      int bars = 0;
      for (const DrawLine& l : ev.lines) {
        const bool bar = l.width_px >= kIntervalBarWidth &&
                         (l.color_a == kOperandAColor || l.color_a == kOperandBColor);
        const bool axis_line = l.color_a == kMeasureColor;
        if (!bar && !axis_line) continue;
        bars += bar;
        for (const glm::dvec3& p : {l.a, l.b}) {
          const auto px = world_to_pixel(wb->camera, v, p);
          ASSERT_TRUE(px) << where;
          EXPECT_TRUE(px->x >= 0 && px->x <= v.width && px->y >= 0 && px->y <= v.height)
              << where << ": a ruler's end at " << px->x << ", " << px->y << " in " << v.width
              << "×" << v.height;
        }
      }
      EXPECT_EQ(bars, 2) << where;
      // The ruler's labels, at the label size of the mode.
      const float size = presenting ? kPresentationFontSize * kPresentationLabelScale : 15.0f;
      LabelLayoutOptions o;
      o.measure = [size](std::string_view t) {
        return glm::vec2(0.6f * size * float(t.size()), size * 1.2f);
      };
      o.keep_focused = true;
      const LabelLayout laid = layout_labels(list, wb->camera, v, o);
      int ruler_labels = 0;
      for (const DrawLabel& l : ev.labels) {
        const bool ruler = l.text.starts_with("A [") || l.text.starts_with("B [") ||
                           l.text.starts_with("gap ") || l.text.starts_with("overlap ") ||
                           l.text.starts_with(sat_axis_label(k));
        if (!ruler) continue;
        ++ruler_labels;
        const auto placed =
            std::ranges::find_if(laid.placed, [&](const LaidOutLabel& p) { return p.label == &l; });
        ASSERT_NE(placed, laid.placed.end()) << where << ": '" << l.text << "' not placed";
        EXPECT_TRUE(placed->rect.min.x >= 0 && placed->rect.min.y >= 0 &&
                    placed->rect.max.x <= float(v.width) && placed->rect.max.y <= float(v.height))
            << where << ": " << l.text;
      }
      EXPECT_EQ(ruler_labels, 4) << where;
    }
  }
}

// Stepping the axes with the arrow keys scrolls the Why panel to the axis' row: in presentation
// mode (large text: the 15 rows are far taller than the panel) the panel's scroll follows the
// axis down, and comes back up with it.
TEST_F(LectureView, SteppingTheAxesScrollsTheWhyPanelToTheRow) {
  open("lesson_obb_sat.json");
  press(GLFW_KEY_F5);
  wb->session.evidence().style().sat_all_axes = true;
  wb->session.evidence().style().sat_axis = 0;
  wb->session.evidence().style_changed();
  frame();
  frame();
  const auto scroll = [] {
    const ImGuiWindow* w = ImGui::FindWindowByName("###why");
    return w ? w->Scroll.y : -1.0f;
  };
  // The window is found by its id alone: its title changes with the pair.
  ASSERT_GE(scroll(), 0.0f);
  const float at_first = scroll();
  float last = at_first;
  for (int k = 1; k < kSatAxisCount; ++k) {
    press(GLFW_KEY_RIGHT);
    ASSERT_EQ(wb->session.evidence().shown_sat_axis(), k);
    EXPECT_GE(scroll(), last) << "axis " << k;
    last = scroll();
  }
  EXPECT_GT(last, at_first + 200) << "the last axis' row is far down the panel";
  for (int k = 0; k < kSatAxisCount - 1; ++k)
    press(GLFW_KEY_LEFT);
  EXPECT_LT(scroll(), last - 200);
}

}  // namespace
}  // namespace collide
