// The File menu's dialogs driven in-process: ImGui with no backend, keys and characters fed
// through ImGuiIO as the GLFW backend feeds them. Pressing Enter on a file that fails must leave
// the error on screen (issue #14: it used to close in the same frame, unseen).
#include "app/panels/file_menu.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include <imgui.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include "app/document/default_scene.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/app/support/headless_imgui.hpp"
#include "tests/support/scratch_dir.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;

class FileMenuInput : public ::testing::Test {
 protected:
  void SetUp() override { test::start_headless_imgui(); }
  void TearDown() override { ImGui::DestroyContext(); }

  // One frame as the viewer draws it: the menu bar first, the dialogs last.
  void frame() {
    ImGui::NewFrame();
    menu_.draw_menu_bar();
    menu_.draw_dialogs();
    ImGui::Render();
  }
  // A key held for one frame, then released for one.
  void press(int key, bool ctrl = false, bool shift = false) {
    ImGuiIO& io = ImGui::GetIO();
    io.KeyCtrl = ctrl;
    io.KeyShift = shift;
    io.KeysDown[key] = true;
    frame();
    io.KeysDown[key] = false;
    io.KeyCtrl = io.KeyShift = false;
    frame();
  }
  void type(const std::string& text) {
    for (char c : text)
      ImGui::GetIO().AddInputCharacter(static_cast<unsigned>(c));
    frame();
  }
  void clear_field() {
    for (int i = 0; i < 64; ++i)
      press(GLFW_KEY_BACKSPACE);
  }

  const test::ScratchDir scratch_;
  const fs::path dir_ = scratch_.path();
  Document doc_{default_scene()};
  RecentFiles recent_{dir_ / "recent"};
  FileFlow flow_{doc_, recent_};
  FileMenu menu_{flow_, doc_, recent_};
};

TEST_F(FileMenuInput, EnterOnAFileThatFailsToOpenShowsTheErrorUntilDismissed) {
  const fs::path bad = dir_ / "broken.json";
  std::ofstream(bad) << "{ not json";
  frame();
  menu_.run(KeyAction::open_file);  // Ctrl+O (the key table's dispatch: key_dispatch_test)
  frame();
  frame();  // the path field takes the keyboard
  type(bad.string());
  press(GLFW_KEY_ENTER);
  ASSERT_TRUE(flow_.error().has_value()) << "the open did not fail";
  EXPECT_FALSE(flow_.error_from_save());
  // Frames later the error is still there: the Enter that failed did not also dismiss it.
  for (int i = 0; i < 5; ++i)
    frame();
  EXPECT_TRUE(flow_.error().has_value());
  EXPECT_EQ(doc_.path(), fs::path());  // the default scene is still up
  // A new Enter dismisses it.
  press(GLFW_KEY_ENTER);
  EXPECT_FALSE(flow_.error().has_value());
}

TEST_F(FileMenuInput, EnterOnASaveThatFailsShowsTheErrorSayingTheFileIsUnchanged) {
  // A folder where the file should go: the save fails and nothing is replaced.
  const fs::path target = dir_ / "taken.json";
  fs::create_directories(target / "inside");
  frame();
  menu_.run(KeyAction::save_as);  // Ctrl+Shift+S
  frame();
  frame();
  clear_field();  // the field starts with "scene.json"
  type(target.string());
  press(GLFW_KEY_ENTER);
  ASSERT_TRUE(flow_.error().has_value()) << "the save did not fail";
  EXPECT_TRUE(flow_.error_from_save());
  EXPECT_STREQ(failure_note(flow_.error_from_save()), "The file on disk is unchanged.");
  for (int i = 0; i < 5; ++i)
    frame();
  EXPECT_TRUE(flow_.error().has_value());
  EXPECT_TRUE(fs::is_directory(target / "inside"));
  press(GLFW_KEY_ESCAPE);
  EXPECT_FALSE(flow_.error().has_value());
}

// Keyboard only: the arrow keys walk the listing, Enter on a folder enters it, Enter on a scene
// file opens it; the folder is remembered as a recent one.
TEST_F(FileMenuInput, ArrowKeysAndEnterOpenAFileInASubfolder) {
  fs::create_directories(dir_ / "lessons");
  ASSERT_FALSE(save_scene(default_scene(), dir_ / "lessons" / "good.json"));
  std::ofstream(dir_ / "z-notes.txt") << "not a scene";
  menu_.set_folder(dir_);
  frame();
  menu_.run(KeyAction::open_file);
  frame();
  frame();
  press(GLFW_KEY_DOWN);  // "lessons/", the only entry (*.json only)
  press(GLFW_KEY_ENTER);
  EXPECT_FALSE(flow_.error().has_value());
  press(GLFW_KEY_DOWN);  // "good.json"
  press(GLFW_KEY_ENTER);
  ASSERT_FALSE(flow_.error().has_value()) << *flow_.error();
  EXPECT_EQ(doc_.path(), dir_ / "lessons" / "good.json");
  ASSERT_FALSE(menu_.recent_folders().empty());
  EXPECT_EQ(menu_.recent_folders().front(), dir_ / "lessons");
  EXPECT_EQ(menu_.folder(), dir_ / "lessons");
}

TEST(FailureNote, OpenAndSaveSayWhatWasLeftAlone) {
  EXPECT_STREQ(failure_note(false), "The current scene is unchanged.");
  EXPECT_STREQ(failure_note(true), "The file on disk is unchanged.");
}

}  // namespace
}  // namespace collide
