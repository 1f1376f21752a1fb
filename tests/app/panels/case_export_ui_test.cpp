// "Export as test..." driven in-process: ImGui with no backend, the real File menu and its dialog.
// The focused pair is asked about, the dialog offers "wall_crate_test.cpp" in its folder, Enter
// writes the test and its scene there, and what was written is export_case's text for that pair
// (the exported_case_tests compile such sources); the scene reads back with the two objects and
// passes `check`. Also: without a focused pair the request is refused with a notice; a ".json"
// name and an object deleted while the dialog was up are reported and write nothing.
#include "app/panels/case_export_ui.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include <imgui.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include "app/document/case_files.hpp"
#include "app/document/edit_builders.hpp"
#include "core/eval/case_export.hpp"
#include "core/eval/scene_check.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/app/support/headless_imgui.hpp"
#include "tests/support/scratch_dir.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;

desc::Box box_at(double x) {
  desc::Box b;
  b.center = {x, 0.25, 0};
  return b;
}

Scene three_boxes() {
  Scene s;
  s.objects.push_back({"wall", "", std::nullopt, true, box_at(0)});
  s.objects.push_back({"crate", "", std::nullopt, true, box_at(0.9999999)});
  s.objects.push_back({"far/away box", "", std::nullopt, true, box_at(9)});
  return s;
}

std::string read(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

class CaseExportUiTest : public ::testing::Test {
 protected:
  void SetUp() override {
    test::start_headless_imgui();
    session_.update();
    menu_.set_folder(dir_);
  }
  void TearDown() override { ImGui::DestroyContext(); }

  // One frame as the viewer draws it: the menu bar, the dialogs, then the export's finish.
  void frame() {
    ImGui::NewFrame();
    menu_.draw_menu_bar();
    menu_.draw_dialogs();
    if (auto n = ui_.finish(session_, menu_)) notice_ = std::move(n);
    ImGui::Render();
  }
  void press(int key) {
    ImGuiIO& io = ImGui::GetIO();
    io.KeysDown[key] = true;
    frame();
    io.KeysDown[key] = false;
    frame();
  }
  void type(const std::string& text) {
    for (char c : text)
      ImGui::GetIO().AddInputCharacter(static_cast<unsigned>(c));
    frame();
  }
  // Asks, then lets the dialog open and its path field take the keyboard.
  void request() {
    ASSERT_FALSE(ui_.request(session_, menu_));
    frame();
    frame();
  }

  const test::ScratchDir scratch_;
  const fs::path dir_ = scratch_.path();
  AppSession session_{three_boxes(), false};
  RecentFiles recent_{dir_ / "recent"};
  FileFlow flow_{session_.document(), recent_};
  FileMenu menu_{flow_, session_.document(), recent_};
  CaseExportUi ui_;
  std::optional<ExportNotice> notice_;
};

TEST_F(CaseExportUiTest, EnterWritesTheFocusedPairsTestAndSceneBesideIt) {
  session_.focus_pair(1, 0);  // crate – wall, as a click on its row does
  request();
  press(GLFW_KEY_ENTER);  // the offered name, in the dialog's folder
  ASSERT_TRUE(notice_);
  EXPECT_FALSE(notice_->error) << notice_->text;
  EXPECT_EQ(notice_->text, "Exported crate – wall: crate_wall_test.cpp and crate_wall_test.json");
  const fs::path cpp = dir_ / "crate_wall_test.cpp", json = dir_ / "crate_wall_test.json";
  // What export_case gives for the pair, byte for byte.
  const ExportedCase expected = export_case(session_.scene(), "crate", "wall", "untitled scene");
  ASSERT_TRUE(expected.error.empty()) << expected.error;
  EXPECT_EQ(read(cpp), expected.gtest_source);
  EXPECT_EQ(read(json), expected.scene_text);
  // The scene reads back with just the two objects and a pinned verdict that holds.
  const SceneLoad back = load_scene(json);
  ASSERT_TRUE(back.ok()) << back.error->to_string();
  ASSERT_EQ(back.scene->objects.size(), 2u);
  EXPECT_EQ(back.scene->objects[0].id, "crate");
  EXPECT_EQ(back.scene->objects[1].id, "wall");
  ASSERT_EQ(back.scene->expect.size(), 1u);
  EXPECT_TRUE(back.scene->expect[0].intersects);  // 1e-7 of overlap
  EXPECT_TRUE(check_scene(*back.scene).all_held());
}

TEST_F(CaseExportUiTest, WithoutAFocusedPairTheRequestIsRefusedAndNoDialogOpens) {
  const auto n = ui_.request(session_, menu_);
  ASSERT_TRUE(n);
  EXPECT_TRUE(n->error);
  EXPECT_NE(n->text.find("Focus a pair first"), std::string::npos);
  frame();
  press(GLFW_KEY_ENTER);
  EXPECT_FALSE(notice_);
  EXPECT_TRUE(fs::is_empty(dir_) || !fs::exists(dir_ / "wall_crate_test.cpp"));
}

TEST_F(CaseExportUiTest, AJsonNameIsRefusedAndWritesNothing) {
  session_.focus_pair(0, 2);
  request();
  // The field holds the offered name: whether the typing replaces it (ImGui selects a field
  // focused from code) or goes after it, the name ends in ".json".
  type("case.json");
  press(GLFW_KEY_ENTER);
  ASSERT_TRUE(notice_);
  EXPECT_TRUE(notice_->error);
  const std::string refusal =
      ".json: name the test's source (.cpp); the scene is written beside it as .json";
  ASSERT_GE(notice_->text.size(), refusal.size());
  EXPECT_EQ(notice_->text.substr(notice_->text.size() - refusal.size()), refusal);
  for (const auto& entry : fs::directory_iterator(dir_))
    EXPECT_EQ(entry.path().filename(), "recent") << "written: " << entry.path();
}

TEST_F(CaseExportUiTest, AnObjectDeletedWhileTheDialogWasUpIsReported) {
  session_.focus_pair(0, 1);
  request();
  ASSERT_FALSE(session_.document().apply(delete_objects(session_.scene(), {"crate"})));
  session_.update();
  press(GLFW_KEY_ENTER);
  ASSERT_TRUE(notice_);
  EXPECT_TRUE(notice_->error);
  EXPECT_EQ(notice_->text, "cannot export wall – crate: no object with id 'crate'");
  EXPECT_FALSE(fs::exists(dir_ / "wall_crate_test.cpp"));
}

TEST(CaseFileName, IdsBecomeAFileNameWithNothingAFileNameShouldNotHold) {
  EXPECT_EQ(case_file_name("wall", "crate"), "wall_crate_test.cpp");
  EXPECT_EQ(case_file_name("far/away box", "a\"b"), "far_away_box_a_b_test.cpp");
  EXPECT_EQ(case_file_name("ü-1", "x"), "__-1_x_test.cpp");  // two bytes of UTF-8
}

TEST(CaseFiles, ABareNameGetsCppAndAFailedWriteSaysWhat) {
  const test::ScratchDir dir;
  const CaseFiles ok = write_case_files(three_boxes(), "wall", "crate", "s.json", dir / "t");
  EXPECT_TRUE(ok.error.empty()) << ok.error;
  EXPECT_EQ(ok.gtest, dir / "t.cpp");
  EXPECT_EQ(ok.scene, dir / "t.json");
  EXPECT_TRUE(fs::exists(dir / "t.cpp"));
  EXPECT_TRUE(fs::exists(dir / "t.json"));
  // A folder where the test should go: the write fails, and the error names it.
  fs::create_directories(dir / "taken.cpp" / "inside");
  const CaseFiles bad =
      write_case_files(three_boxes(), "wall", "crate", "s.json", dir / "taken.cpp");
  EXPECT_NE(bad.error.find("taken.cpp"), std::string::npos) << bad.error;
  EXPECT_FALSE(fs::exists(dir / "taken.json"));
}

// A file mesh's pair exported into another folder: the minimal scene names the mesh file from
// there (as a save does), so it loads and its expectation holds where it was written.
TEST(CaseFiles, AFileMeshIsNamedFromTheFolderTheSceneIsWrittenTo) {
  const test::ScratchDir dir;
  fs::create_directories(dir / "scenes" / "meshes");
  fs::create_directories(dir / "tests" / "cases");
  std::ofstream(dir / "scenes" / "meshes" / "square.obj")
      << "v -1 0 -1\nv 1 0 -1\nv 1 0 1\nv -1 0 1\nf 1 2 3\nf 1 3 4\n";
  std::ofstream(dir / "scenes" / "room.json")
      << R"({"format": "collision-lab-scene", "version": 1, "objects": [
    {"id": "deck", "kind": "mesh", "file": "meshes/square.obj", "center": [0, 0, 0],
     "rotation": {"w": 1, "x": 0, "y": 0, "z": 0}, "scale": 1},
    {"id": "ball", "kind": "sphere", "center": [0, 0.75, 0], "radius": 0.25}]})";
  const SceneLoad room = load_scene(dir / "scenes" / "room.json");
  ASSERT_TRUE(room.ok()) << room.error->to_string();
  const CaseFiles c =
      write_case_files(*room.scene, "deck", "ball", "room.json", dir / "tests" / "cases" / "t");
  ASSERT_TRUE(c.error.empty()) << c.error;
  std::stringstream text;
  text << std::ifstream(c.scene).rdbuf();
  EXPECT_NE(text.str().find(R"("file": "../../scenes/meshes/square.obj")"), std::string::npos)
      << text.str();
  const SceneLoad mini = load_scene(c.scene);
  ASSERT_TRUE(mini.ok()) << mini.error->to_string();
  EXPECT_TRUE(check_scene(*mini.scene).all_held());
}

}  // namespace
}  // namespace collide
