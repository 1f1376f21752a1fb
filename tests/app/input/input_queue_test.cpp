// Key taps are never lost (issue #21, item 4): the queue hands each frame at most one change of
// each key, so a press and its release reported within one frame (xdotool's `key`, or any tap at
// 2 fps) reach ImGui as a press in one frame and a release in the next. Driven in-process: ImGui
// with no backend, the events given to it through the viewer's own give_to_imgui.
#include "app/input/input_queue.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include <imgui.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include "app/input/imgui_keys.hpp"
#include "tests/app/support/headless_imgui.hpp"
#include "tests/app/support/typed_keys.hpp"

namespace collide {
namespace {

static_assert(kKeyPress == GLFW_PRESS && kKeyRelease == GLFW_RELEASE && kKeyRepeat == GLFW_REPEAT);

InputEvent key(int k, int action, int mods = 0) {
  return {InputEvent::Kind::key, k, 0, action, mods, 0};
}
InputEvent character(unsigned c) {
  return {InputEvent::Kind::character, 0, 0, kKeyPress, 0, c};
}

// What xdotool's `key ctrl+s` reports between two frames: the whole chord, down and up.
void push_tap(InputQueue& q, int k, int modifier = 0) {
  if (modifier) q.push_key(modifier, 0, GLFW_PRESS, 0);
  const int mods = modifier == GLFW_KEY_LEFT_CONTROL ? GLFW_MOD_CONTROL : 0;
  q.push_key(k, 0, GLFW_PRESS, mods);
  q.push_key(k, 0, GLFW_RELEASE, mods);
  if (modifier) q.push_key(modifier, 0, GLFW_RELEASE, mods);
}

using test::push_typed;

std::string characters_of(const std::vector<InputEvent>& frame) {
  std::string out;
  for (const InputEvent& e : frame)
    if (e.kind == InputEvent::Kind::character) out += char(e.codepoint);
  return out;
}

// Issue 35, item 7: at 1 fps a 34-character path took 35 s, a character a frame, since each
// letter's press and release waited a frame apart. Keys that only type are read by no one but
// the key table, which acts on each press as it comes: the whole path, keys and characters,
// goes in the first frame.
TEST(InputQueue, EveryCharacterTypedBeforeAFrameGoesInThatFrame) {
  const std::string path = "/tmp/Scenes/far_boxes/hair_gap.json";
  ASSERT_EQ(path.size(), 35u);
  InputQueue q;
  push_typed(q, path);
  const std::size_t events = q.size();
  const std::vector<InputEvent> first = q.take_frame();
  EXPECT_EQ(characters_of(first), path);
  EXPECT_EQ(first.size(), events);
  EXPECT_TRUE(q.empty());
}

// "ab", Backspace, "c" is "ac", never "ab" with the c deleted: ImGui's field reads a frame's
// characters before its keys, so the c waits for the frame after the one Backspace went down
// in, and Backspace's release for the frame after its press.
TEST(InputQueue, CharactersWaitBehindAKeyThatEdits) {
  InputQueue q;
  push_typed(q, "ab");
  push_tap(q, GLFW_KEY_BACKSPACE);
  push_typed(q, "c");
  std::string order;
  while (!q.empty()) {
    for (const InputEvent& e : q.take_frame()) {
      if (e.kind == InputEvent::Kind::character) order += char(e.codepoint);
      if (e.key == GLFW_KEY_BACKSPACE && e.action == GLFW_PRESS) order += '<';
    }
    order += '|';
  }
  EXPECT_EQ(order, "ab<|c|");
}

TEST(InputQueue, APressAndItsReleaseInOneFrameGoToTwoFrames) {
  InputQueue q;
  push_tap(q, GLFW_KEY_S, GLFW_KEY_LEFT_CONTROL);
  EXPECT_EQ(q.take_frame(),
            (std::vector<InputEvent>{key(GLFW_KEY_LEFT_CONTROL, GLFW_PRESS),
                                     key(GLFW_KEY_S, GLFW_PRESS, GLFW_MOD_CONTROL)}));
  EXPECT_EQ(q.take_frame(),
            (std::vector<InputEvent>{key(GLFW_KEY_S, GLFW_RELEASE, GLFW_MOD_CONTROL),
                                     key(GLFW_KEY_LEFT_CONTROL, GLFW_RELEASE, GLFW_MOD_CONTROL)}));
  EXPECT_TRUE(q.take_frame().empty());
}

TEST(InputQueue, EventsAfterAWaitingOneWaitTooSoTheOrderIsKept) {
  InputQueue q;
  q.push_char('a');
  q.push_key(GLFW_KEY_BACKSPACE, 0, GLFW_PRESS, 0);
  q.push_key(GLFW_KEY_BACKSPACE, 0, GLFW_RELEASE, 0);
  q.push_char('b');  // typed after the backspace: must not reach the field before it
  q.push_key(GLFW_KEY_X, 0, GLFW_PRESS, 0);
  EXPECT_EQ(q.take_frame(),
            (std::vector<InputEvent>{character('a'), key(GLFW_KEY_BACKSPACE, GLFW_PRESS)}));
  EXPECT_EQ(q.take_frame(), (std::vector<InputEvent>{key(GLFW_KEY_BACKSPACE, GLFW_RELEASE),
                                                     character('b'), key(GLFW_KEY_X, GLFW_PRESS)}));
}

// xdotool releases a chord's keys in the order it pressed them: Ctrl goes up before S. Had both
// gone to one frame with S's press, ImGui would read a plain S.
TEST(InputQueue, AModifierChangeAfterAKeyChangeWaitsForTheNextFrame) {
  InputQueue q;
  q.push_key(GLFW_KEY_LEFT_CONTROL, 0, GLFW_PRESS, 0);
  EXPECT_EQ(q.take_frame().size(), 1u);  // the chord arrived across two polls
  q.push_key(GLFW_KEY_S, 0, GLFW_PRESS, GLFW_MOD_CONTROL);
  q.push_key(GLFW_KEY_LEFT_CONTROL, 0, GLFW_RELEASE, GLFW_MOD_CONTROL);
  q.push_key(GLFW_KEY_S, 0, GLFW_RELEASE, 0);
  EXPECT_EQ(q.take_frame(),
            (std::vector<InputEvent>{key(GLFW_KEY_S, GLFW_PRESS, GLFW_MOD_CONTROL)}));
  EXPECT_EQ(q.take_frame(),
            (std::vector<InputEvent>{key(GLFW_KEY_LEFT_CONTROL, GLFW_RELEASE, GLFW_MOD_CONTROL),
                                     key(GLFW_KEY_S, GLFW_RELEASE)}));
}

// (Z and Y held with Ctrl: undo and redo, keys ImGui reads.)
TEST(InputQueue, RepeatsAndOtherKeysDoNotWait) {
  InputQueue q;
  q.push_key(GLFW_KEY_Z, 0, GLFW_PRESS, GLFW_MOD_CONTROL);
  q.push_key(GLFW_KEY_Z, 0, GLFW_REPEAT, GLFW_MOD_CONTROL);
  q.push_key(GLFW_KEY_Z, 0, GLFW_REPEAT, GLFW_MOD_CONTROL);
  q.push_key(GLFW_KEY_Y, 0, GLFW_PRESS, GLFW_MOD_CONTROL);
  q.push_key(GLFW_KEY_Y, 0, GLFW_RELEASE, GLFW_MOD_CONTROL);
  EXPECT_EQ(q.take_frame().size(), 4u);
  EXPECT_EQ(q.size(), 1u);
  // Many taps of one key reported at once (2 fps, typing fast) take a frame per change.
  InputQueue many;
  for (int i = 0; i < 5; ++i)
    push_tap(many, GLFW_KEY_DOWN);
  int frames = 0;
  while (!many.empty()) {
    EXPECT_EQ(many.take_frame().size(), 1u);
    ++frames;
  }
  EXPECT_EQ(frames, 10);
}

// A click, then a name typed at once, all within one frame (2 fps): the press ends its frame,
// so the characters reach the frame in which the click has activated the field; the release
// comes with them (one change of the buttons per frame). The pointer's moves keep their place
// around the buttons.
TEST(InputQueue, AMousePressEndsItsFrameAndMovesKeepTheirOrder) {
  InputQueue q;
  q.push_cursor(10, 20);
  q.push_mouse_button(0, kKeyPress, 0);
  q.push_mouse_button(0, kKeyRelease, 0);
  q.push_char('a');
  q.push_char('b');
  q.push_cursor(30, 40);
  q.push_mouse_button(0, kKeyPress, 0);
  q.push_cursor(50, 60);
  q.push_mouse_button(0, kKeyRelease, 0);
  const auto kinds = [](const std::vector<InputEvent>& f) {
    std::string out;
    for (const InputEvent& e : f)
      out += e.kind == InputEvent::Kind::cursor         ? 'm'
             : e.kind == InputEvent::Kind::character    ? 'c'
             : e.kind == InputEvent::Kind::mouse_button ? (e.action == kKeyPress ? 'P' : 'R')
                                                        : 'k';
    return out;
  };
  EXPECT_EQ(kinds(q.take_frame()), "mP");
  EXPECT_EQ(kinds(q.take_frame()), "Rccm");  // one change of the buttons per frame
  EXPECT_EQ(kinds(q.take_frame()), "P");
  const std::vector<InputEvent> last = q.take_frame();
  EXPECT_EQ(kinds(last), "mR");
  EXPECT_EQ(last[0].x, 50);
  EXPECT_EQ(last[0].y, 60);
  EXPECT_TRUE(q.empty());
}

// At 2 fps a drag's last moves and the Ctrl of a Ctrl+S typed right after it are replayed in one
// frame; each move carries the modifiers held when it happened (the gizmo snaps with Ctrl), so
// the drag is not snapped by a Ctrl pressed after it. The viewer read GLFW's state at replay.
TEST(InputQueue, AMoveCarriesTheModifiersHeldWhenItHappened) {
  InputQueue q;
  q.push_cursor(1, 1);
  q.push_key(GLFW_KEY_RIGHT_CONTROL, 0, GLFW_PRESS, 0);
  q.push_cursor(2, 2);
  q.push_key(GLFW_KEY_LEFT_SHIFT, 0, GLFW_PRESS, GLFW_MOD_CONTROL);
  q.push_cursor(3, 3);
  q.push_key(GLFW_KEY_RIGHT_CONTROL, 0, GLFW_RELEASE, GLFW_MOD_CONTROL | GLFW_MOD_SHIFT);
  q.push_cursor(4, 4);
  q.push_key(GLFW_KEY_LEFT_SHIFT, 0, GLFW_RELEASE, GLFW_MOD_SHIFT);
  q.push_cursor(5, 5);
  std::vector<int> mods;
  while (!q.empty())
    for (const InputEvent& e : q.take_frame())
      if (e.kind == InputEvent::Kind::cursor) mods.push_back(e.mods);
  EXPECT_EQ(mods, (std::vector<int>{0, GLFW_MOD_CONTROL, GLFW_MOD_CONTROL | GLFW_MOD_SHIFT,
                                    GLFW_MOD_SHIFT, 0}));
}

class KeyTaps : public ::testing::Test {
 protected:
  // 2 fps, as with 30,000 objects under software OpenGL.
  void SetUp() override { test::start_headless_imgui(1.0f / 2); }
  void TearDown() override { ImGui::DestroyContext(); }

  // One viewer frame: this frame's share of the queue to ImGui, then the UI.
  template <class Ui>
  void frame(InputQueue& q, Ui&& ui) {
    for (const InputEvent& e : q.take_frame())
      give_to_imgui(e, ImGui::GetIO());
    ImGui::NewFrame();
    ui();
    ImGui::Render();
  }
  // The old way, for contrast: every event of the burst given to ImGui before one frame.
  template <class Ui>
  void frame_without_queue(InputQueue& q, Ui&& ui) {
    while (!q.empty())
      for (const InputEvent& e : q.take_frame())
        give_to_imgui(e, ImGui::GetIO());
    ImGui::NewFrame();
    ui();
    ImGui::Render();
  }
};

TEST_F(KeyTaps, ReturnTappedWithinOneFrameConfirmsATextField) {
  char text[32] = "1.5";
  int confirmed = 0;
  const auto ui = [&] {
    ImGui::Begin("field");
    ImGui::SetKeyboardFocusHere();
    if (ImGui::InputText("x", text, sizeof text, ImGuiInputTextFlags_EnterReturnsTrue)) ++confirmed;
    ImGui::End();
  };
  InputQueue q;
  frame(q, ui);
  frame(q, ui);  // the field has the keyboard

  push_tap(q, GLFW_KEY_ENTER);
  frame_without_queue(q, ui);
  EXPECT_EQ(confirmed, 0) << "ImGui 1.86 saw the tap after all: the contrast is moot";

  push_tap(q, GLFW_KEY_ENTER);
  frame(q, ui);
  frame(q, ui);
  EXPECT_EQ(confirmed, 1);
}

// The path typed at 2 fps, all of it reported before one frame: the focused field holds it
// whole after that frame (it held "/" alone before). Then Backspace and "x" edit its end.
TEST_F(KeyTaps, APathTypedWithinOneFrameIsInTheFieldAfterIt) {
  char text[64] = "";
  const auto ui = [&] {
    ImGui::Begin("field");
    if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
    ImGui::InputText("path", text, sizeof text);
    ImGui::End();
  };
  InputQueue q;
  for (int i = 0; i < 3; ++i)  // focused, active, and ImGui says so
    frame(q, ui);
  ASSERT_TRUE(ImGui::GetIO().WantTextInput);
  const std::string path = "/tmp/Scenes/far_boxes/hair_gap.json";
  push_typed(q, path);
  frame(q, ui);
  EXPECT_EQ(std::string(text), path);
  push_tap(q, GLFW_KEY_BACKSPACE);
  push_typed(q, "X");
  for (int i = 0; i < 8; ++i)
    frame(q, ui);
  EXPECT_EQ(std::string(text), path.substr(0, path.size() - 1) + "X");
}

}  // namespace
}  // namespace collide
