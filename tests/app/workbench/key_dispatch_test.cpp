// The frame's keys through the key table, in-process at 2 fps (as with 30,000 objects): a chord
// pressed and released within one frame (xdotool's `key`) acts — Ctrl+A, Delete, Ctrl+S,
// Ctrl+Z, the SAT arrows —, a key held repeats undo, and nothing but the window's own keys act
// while a text field is being edited.
#include "app/workbench/key_dispatch.hpp"

#include <gtest/gtest.h>

#include <string>

#include <imgui.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include "app/document/file_flow.hpp"
#include "app/document/recent_files.hpp"
#include "app/edit/edit_session.hpp"
#include "app/panels/edit_menu.hpp"
#include "app/panels/file_menu.hpp"
#include "app/session/app_session.hpp"
#include "app/session/timeline.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/app/support/headless_imgui.hpp"
#include "tests/app/support/typed_keys.hpp"
#include "tests/support/scratch_dir.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

// What xdotool's `key` reports between two frames: the whole chord, down and up.
void push_tap(InputQueue& q, int k, int modifier = 0) {
  const int mods = modifier == GLFW_KEY_LEFT_CONTROL ? GLFW_MOD_CONTROL : 0;
  if (modifier) q.push_key(modifier, 0, GLFW_PRESS, 0);
  q.push_key(k, 0, GLFW_PRESS, mods);
  q.push_key(k, 0, GLFW_RELEASE, mods);
  if (modifier) q.push_key(modifier, 0, GLFW_RELEASE, mods);
}

class KeyDispatch : public ::testing::Test {
 protected:
  void SetUp() override {
    test::start_headless_imgui(1.0f / 2);
    ASSERT_FALSE(session.document().save_as(scratch / "scene.json"));
    targets.window = [this](KeyAction a) {
      if (a != KeyAction::screenshot) return false;
      ++screenshots;
      return true;
    };
    targets.file_menu = &file_menu;
    targets.edit_menu = &edit_menu;
    targets.edit = &edit;
    targets.router = &router;
    targets.evidence = &session.evidence();
    router.set_edit(&edit);
  }
  void TearDown() override { ImGui::DestroyContext(); }

  // One viewer frame: the keys, then the UI (`ui` may hold a text field), then the session.
  void frame(const std::function<void()>& ui = {}) {
    replay_keys(keys, targets);
    ImGui::NewFrame();
    file_menu.draw_menu_bar();
    if (ui) ui();
    file_menu.draw_dialogs();
    ImGui::Render();
    session.update();
  }
  // Frames until the queue is empty, and one more.
  void settle(const std::function<void()>& ui = {}) {
    while (!keys.empty())
      frame(ui);
    frame(ui);
  }
  std::size_t objects_on_disk() const {
    const SceneLoad l = load_scene(scratch / "scene.json");
    return l.ok() ? l.scene->objects.size() : ~std::size_t(0);
  }

  const test::ScratchDir scratch;
  AppSession session{[] {
    SceneLoad l = load_scene(test::source_dir() + "/assets/scenes/lesson_obb_sat.json");
    return l.ok() ? std::move(*l.scene) : Scene{};
  }()};
  RecentFiles recent{scratch / "recent"};
  FileFlow flow{session.document(), recent};
  FileMenu file_menu{flow, session.document(), recent};
  EditMenu edit_menu{session.document()};
  Camera camera;
  Viewport viewport;
  EditSession edit{session.document(), session.selection(), camera, viewport};
  InputRouter router{camera};
  InputQueue keys;
  KeyTargets targets;
  int screenshots = 0;
};

// The timeline's keys (issue 37, item 4): Space plays and pauses, '.' and ',' step (pausing), C
// jumps to the focused pair's first contact; with no timeline (nothing moves) they do nothing.
TEST_F(KeyDispatch, TheTimelinesKeysPlayStepAndJumpToFirstContact) {
  // A (half size 0.5 at the origin) moving by (4, 0, 0) onto B (half size 0.5 at x = 3): first
  // contact at t = 1/2.
  Scene s;
  s.objects.push_back({"a", "", std::nullopt, true,
                       desc::Box{{0, 0, 0}, {0.5, 0.5, 0.5}, {1, 0, 0, 0}}, "",
                       Motion{Vec3<double>(4, 0, 0), std::nullopt}});
  s.objects.push_back(
      {"b", "", std::nullopt, true, desc::Box{{3, 0, 0}, {0.5, 0.5, 0.5}, {1, 0, 0, 0}}});
  session.document().reset(s);
  frame();
  TimelineState timeline;
  push_tap(keys, ' ');  // no timeline given: nothing
  push_tap(keys, '.');
  settle();
  EXPECT_EQ(timeline.time, 0);
  EXPECT_FALSE(timeline.playing);

  targets.timeline = &timeline;
  push_tap(keys, ' ');
  settle();
  EXPECT_TRUE(timeline.playing);
  push_tap(keys, ' ');
  settle();
  EXPECT_FALSE(timeline.playing);
  push_tap(keys, '.');
  push_tap(keys, '.');
  push_tap(keys, '.');
  push_tap(keys, ',');
  settle();
  EXPECT_NEAR(timeline.time, 2 * kTimelineStep, 1e-12);
  push_tap(keys, 'C');  // no pair focused: no first contact to jump to
  settle();
  EXPECT_NEAR(timeline.time, 2 * kTimelineStep, 1e-12);
  session.focus_pair(0, 1);
  timeline.playing = true;
  push_tap(keys, 'C');
  settle();
  EXPECT_FALSE(timeline.playing);
  EXPECT_NEAR(timeline.time, 0.5, 1e-6);
}

TEST_F(KeyDispatch, TapsWithinOneFrameSelectDeleteSaveAndUndo) {
  frame();
  const std::size_t n = session.scene().objects.size();
  ASSERT_GT(n, 0u);
  push_tap(keys, 'A', GLFW_KEY_LEFT_CONTROL);
  push_tap(keys, GLFW_KEY_DELETE);
  settle();
  EXPECT_TRUE(session.scene().objects.empty());
  push_tap(keys, 'S', GLFW_KEY_LEFT_CONTROL);
  settle();
  EXPECT_EQ(objects_on_disk(), 0u);
  push_tap(keys, 'Z', GLFW_KEY_LEFT_CONTROL);
  settle();
  EXPECT_EQ(session.scene().objects.size(), n);
  push_tap(keys, 'S', GLFW_KEY_LEFT_CONTROL);
  settle();
  EXPECT_EQ(objects_on_disk(), n);
}

TEST_F(KeyDispatch, AHeldUndoRepeatsAndASaveDoesNot) {
  frame();
  for (int i = 0; i < 3; ++i) {
    push_tap(keys, 'A', GLFW_KEY_LEFT_CONTROL);
    push_tap(keys, 'D', GLFW_KEY_LEFT_CONTROL);  // duplicate: one history step each
  }
  settle();
  const std::size_t n = session.scene().objects.size();
  keys.push_key(GLFW_KEY_LEFT_CONTROL, 0, GLFW_PRESS, 0);
  keys.push_key('Z', 0, GLFW_PRESS, GLFW_MOD_CONTROL);
  keys.push_key('Z', 0, GLFW_REPEAT, GLFW_MOD_CONTROL);
  keys.push_key('Z', 0, GLFW_RELEASE, GLFW_MOD_CONTROL);
  keys.push_key(GLFW_KEY_LEFT_CONTROL, 0, GLFW_RELEASE, 0);
  settle();
  EXPECT_LT(session.scene().objects.size(), n);
  EXPECT_EQ(session.document().history().can_undo(), true);  // one step left of three
}

TEST_F(KeyDispatch, TheArrowsStepTheFocusedSatPairsAxisWhateverHasFocus) {
  frame();  // the lesson's focus: a SAT pair
  ASSERT_GE(session.evidence().shown_sat_axis(), 0);
  session.evidence().style().sat_all_axes = true;
  session.evidence().style().sat_axis = 3;
  session.evidence().style_changed();
  frame();
  ASSERT_EQ(session.evidence().shown_sat_axis(), 3);
  push_tap(keys, GLFW_KEY_RIGHT);
  settle();
  EXPECT_EQ(session.evidence().shown_sat_axis(), 4);
  push_tap(keys, GLFW_KEY_LEFT);
  push_tap(keys, GLFW_KEY_LEFT);
  settle();
  EXPECT_EQ(session.evidence().shown_sat_axis(), 2);
}

TEST_F(KeyDispatch, WhileATextFieldIsEditedOnlyTheWindowsKeysAct) {
  char text[32] = "1.5";
  const auto field = [&] {
    ImGui::Begin("field");
    ImGui::SetKeyboardFocusHere();
    ImGui::InputText("x", text, sizeof text);
    ImGui::End();
  };
  // Focused at the first frame, active at the second, and ImGui says so from the third.
  for (int i = 0; i < 3; ++i)
    frame(field);
  ASSERT_TRUE(ImGui::GetIO().WantTextInput);
  const std::size_t n = session.scene().objects.size();
  const Selection before = session.selection();
  push_tap(keys, 'A', GLFW_KEY_LEFT_CONTROL);
  push_tap(keys, GLFW_KEY_DELETE);
  push_tap(keys, GLFW_KEY_F12);
  settle(field);
  EXPECT_EQ(session.scene().objects.size(), n);
  EXPECT_EQ(session.selection(), before);
  EXPECT_EQ(screenshots, 1);
}

// At 2 fps the Return that ends an edit and a Ctrl+S tapped right after it are replayed in
// consecutive frames: the save must see that the field let go of the keyboard in the frame
// before, not ImGui's flag from when that frame began.
TEST_F(KeyDispatch, ACtrlSRightAfterTheReturnThatEndsAnEditSaves) {
  char text[32] = "";
  bool focus = true;
  const auto field = [&] {
    ImGui::Begin("field");
    if (focus) ImGui::SetKeyboardFocusHere();
    focus = false;
    ImGui::InputText("x", text, sizeof text);
    ImGui::End();
  };
  for (int i = 0; i < 3; ++i)
    frame(field);
  ASSERT_TRUE(ImGui::IsAnyItemActive());
  for (const char c : std::string("crate"))
    keys.push_char(static_cast<unsigned>(c));
  push_tap(keys, GLFW_KEY_ENTER);
  push_tap(keys, 'S', GLFW_KEY_LEFT_CONTROL);
  settle(field);
  EXPECT_STREQ(text, "crate");
  EXPECT_FALSE(ImGui::IsAnyItemActive());
  EXPECT_EQ(flow.take_saved(), scratch / "scene.json");
}

bool any_popup_open() {
  return ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel);
}

// Issue 35, item 10: Esc with a menu open closes the menu and does nothing else (it cleared the
// selection under it and left the menu open); Esc with no menu open still clears the selection.
TEST_F(KeyDispatch, EscClosesAnOpenMenuAndKeepsTheSelection) {
  frame();
  push_tap(keys, 'A', GLFW_KEY_LEFT_CONTROL);
  settle();
  const Selection all = session.selection();
  ASSERT_FALSE(all.empty());
  // A click on "File", the menu bar's first menu.
  ImGuiIO& io = ImGui::GetIO();
  io.MousePos = ImVec2(ImGui::GetStyle().WindowPadding.x + 6, ImGui::GetFrameHeight() / 2);
  frame();
  io.MouseDown[0] = true;
  frame();
  io.MouseDown[0] = false;
  frame();
  ASSERT_TRUE(any_popup_open());
  push_tap(keys, GLFW_KEY_ESCAPE);
  settle();
  EXPECT_FALSE(any_popup_open());
  EXPECT_EQ(session.selection(), all);
  // No menu open: Esc means what it did.
  push_tap(keys, GLFW_KEY_ESCAPE);
  settle();
  EXPECT_TRUE(session.selection().empty());
}

// Issue 35, item 7, through the key table: a path typed at 2 fps, all of it reported before a
// frame, is in the focused field after that frame; its letters act as no shortcut.
TEST_F(KeyDispatch, APathTypedBeforeAFrameIsInTheFieldAfterIt) {
  char text[64] = "";
  const auto field = [&] {
    ImGui::Begin("field");
    if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
    ImGui::InputText("path", text, sizeof text);
    ImGui::End();
  };
  for (int i = 0; i < 3; ++i)
    frame(field);
  ASSERT_TRUE(ImGui::IsAnyItemActive());
  const Selection before = session.selection();
  const std::string path = "/tmp/far_boxes/hair_gap_float.json";
  test::push_typed(keys, path);
  frame(field);
  EXPECT_EQ(std::string(text), path);
  EXPECT_TRUE(keys.empty());
  EXPECT_EQ(session.selection(), before);
}

}  // namespace
}  // namespace collide
