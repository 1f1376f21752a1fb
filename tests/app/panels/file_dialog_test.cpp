// The file dialog's model on a real folder tree, and the desktop chooser run as a child process
// (a stand-in `zenity` script answers as the real one does: the path on stdout, exit 0; exit 1
// for cancel).
#include "app/panels/file_dialog.hpp"

#include <sys/stat.h>

#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <thread>

#include "app/panels/desktop_chooser.hpp"
#include "tests/support/scratch_dir.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;

class FileDialogTest : public ::testing::Test {
 protected:
  void SetUp() override {
    fs::create_directories(root_ / "lessons" / "deep");
    fs::create_directories(root_ / "b-folder");
    for (const char* f : {"z.json", "a.json", "notes.txt", "lessons/one.json"})
      std::ofstream(root_ / f) << "{}";
  }
  const test::ScratchDir scratch_;
  const fs::path root_ = scratch_.path();
};

std::vector<DialogEntry> E(std::initializer_list<DialogEntry> e) {
  return e;
}

TEST_F(FileDialogTest, ListsFoldersFirstThenSceneFilesByName) {
  FileDialogModel m;
  m.start(FileDialogModel::Purpose::open, root_, "");
  EXPECT_EQ(m.folder(), root_);
  EXPECT_EQ(m.entries(),
            E({{"b-folder", true}, {"lessons", true}, {"a.json", false}, {"z.json", false}}));
  m.set_json_only(false);  // the filter off: every file
  EXPECT_EQ(m.entries(), E({{"b-folder", true},
                            {"lessons", true},
                            {"a.json", false},
                            {"notes.txt", false},
                            {"z.json", false}}));
}

TEST_F(FileDialogTest, ArrowKeysSelectAndFillThePathFieldAndEnterActsOnIt) {
  FileDialogModel m;
  m.start(FileDialogModel::Purpose::open, root_, "");
  m.move_selection(+1);  // from nothing: the first entry
  EXPECT_EQ(m.selected(), 0);
  EXPECT_EQ(m.path_field, "b-folder/");
  m.move_selection(+1);
  EXPECT_EQ(m.path_field, "lessons/");
  EXPECT_FALSE(m.confirm());  // Enter on a folder enters it
  EXPECT_EQ(m.folder(), root_ / "lessons");
  EXPECT_EQ(m.path_field, "");
  EXPECT_EQ(m.entries(), E({{"deep", true}, {"one.json", false}}));
  m.move_selection(+5);  // clamped to the last entry
  EXPECT_EQ(m.path_field, "one.json");
  EXPECT_EQ(m.confirm(), root_ / "lessons" / "one.json");
  // Up: back in the parent, with the folder we came from selected.
  m.up();
  EXPECT_EQ(m.folder(), root_);
  EXPECT_EQ(m.selected(), 1);
  EXPECT_EQ(m.path_field, "lessons/");
  m.move_selection(-9);
  EXPECT_EQ(m.selected(), 0);
}

TEST_F(FileDialogTest, ThePathFieldTakesRelativeAndAbsolutePathsAndSaveAddsJson) {
  FileDialogModel m;
  m.start(FileDialogModel::Purpose::save, root_, "scene.json");
  EXPECT_EQ(m.path_field, "scene.json");
  m.path_field = "lessons/new";
  EXPECT_EQ(m.confirm(), root_ / "lessons" / "new.json");
  m.path_field = (root_ / "b-folder" / "x.scene").string();  // an extension is kept
  EXPECT_EQ(m.confirm(), root_ / "b-folder" / "x.scene");
  m.path_field = "";
  EXPECT_FALSE(m.confirm());
  // Opening adds no extension.
  m.start(FileDialogModel::Purpose::open, root_, "");
  m.path_field = "noext";
  EXPECT_EQ(m.confirm(), root_ / "noext");
}

TEST_F(FileDialogTest, AFolderThatIsNotThereKeepsTheListingAndSaysWhy) {
  FileDialogModel m;
  m.start(FileDialogModel::Purpose::open, root_ / "missing", "");
  EXPECT_EQ(m.folder(), fs::current_path());  // a start folder that is gone: the working one
  m.start(FileDialogModel::Purpose::open, root_, "");
  EXPECT_FALSE(m.enter("missing"));
  EXPECT_EQ(m.folder(), root_);
  EXPECT_EQ(m.problem(), "not a folder: " + (root_ / "missing").string());
  EXPECT_EQ(m.entries().size(), 4u);
}

TEST_F(FileDialogTest, RecentFoldersAreMostRecentFirstWithoutRepeatsAndBounded) {
  FileDialogModel m;
  m.set_recent_folders({"/a", "/b", "/a"});
  EXPECT_EQ(m.recent_folders(), (std::vector<fs::path>{"/a", "/b"}));
  m.start(FileDialogModel::Purpose::open, root_, "");
  m.path_field = "lessons/one.json";
  ASSERT_TRUE(m.confirm());
  EXPECT_EQ(m.recent_folders(), (std::vector<fs::path>{root_ / "lessons", "/a", "/b"}));
  for (int i = 0; i < 20; ++i)
    m.add_recent_folder("/f" + std::to_string(i));
  EXPECT_EQ(m.recent_folders().size(), FileDialogModel::kMaxRecentFolders);
  EXPECT_EQ(m.recent_folders().front(), fs::path("/f19"));
}

// Add > "Mesh from file...": the listing is every folder and the mesh files (OBJ, glTF text and
// binary, in any case), not the scene files; Enter on a bare name adds no extension.
TEST(FileDialogMesh, ListsFoldersAndMeshFilesOnly) {
  const test::ScratchDir scratch;
  const fs::path dir = scratch.path();
  fs::create_directories(dir / "sub");
  for (const char* f : {"a.obj", "b.gltf", "c.json", "D.GLB", "e.mtl"})
    std::ofstream(dir / f) << "x";
  FileDialogModel m;
  m.start(FileDialogModel::Purpose::open_mesh, dir, "");
  EXPECT_EQ(m.entries(), E({{"sub", true}, {"D.GLB", false}, {"a.obj", false}, {"b.gltf", false}}));
  EXPECT_STREQ(m.filter_label(), "*.obj, *.gltf, *.glb only");
  m.set_json_only(false);  // the filter off: every file
  EXPECT_EQ(m.entries(), E({{"sub", true},
                            {"D.GLB", false},
                            {"a.obj", false},
                            {"b.gltf", false},
                            {"c.json", false},
                            {"e.mtl", false}}));
  m.path_field = "level";
  EXPECT_EQ(m.confirm(), dir / "level");
  // A scene's dialog in the same folder lists the scene file, not the meshes.
  m.start(FileDialogModel::Purpose::open, dir, "");
  m.set_json_only(true);
  EXPECT_EQ(m.entries(), E({{"sub", true}, {"c.json", false}}));
  EXPECT_STREQ(m.filter_label(), "*.json only");
}

// A stand-in for the desktop's chooser: prints its arguments to a log and answers.
fs::path fake_chooser(const fs::path& dir, const std::string& name, const std::string& body) {
  fs::create_directories(dir);
  const fs::path p = dir / name;
  std::ofstream(p) << "#!/bin/sh\nprintf '%s\\n' \"$@\" > \"$0.args\"\n" << body << "\n";
  ::chmod(p.c_str(), 0755);
  return p;
}

std::optional<ChooserResult> wait_for(ChildChooser& c) {
  for (int i = 0; i < 500; ++i) {  // a bound on the wait, not a timed assertion
    if (auto r = c.poll()) return r;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return std::nullopt;
}

TEST_F(FileDialogTest, FindsZenityThenKdialogOnPath) {
  const fs::path a = root_ / "bin-a", b = root_ / "bin-b";
  fake_chooser(b, "kdialog", "exit 1");
  EXPECT_EQ(find_desktop_chooser(a.string() + ":" + b.string()), b / "kdialog");
  fake_chooser(a, "zenity", "exit 1");
  EXPECT_EQ(find_desktop_chooser(b.string() + ":" + a.string()), a / "zenity");
  EXPECT_FALSE(find_desktop_chooser((root_ / "lessons").string() + "::"));
  std::ofstream(root_ / "b-folder" / "zenity") << "not executable";
  EXPECT_FALSE(find_desktop_chooser((root_ / "b-folder").string()));
}

TEST_F(FileDialogTest, TheDesktopChoosersAnswerIsReadFromTheChildProcess) {
  const fs::path chosen = root_ / "lessons" / "one.json";
  const fs::path zenity = fake_chooser(root_ / "bin", "zenity", "echo '" + chosen.string() + "'");
  ChildChooser c;
  ASSERT_TRUE(c.start(chooser_command(zenity, ChooserPurpose::save, root_)));
  EXPECT_TRUE(c.running());
  const auto r = wait_for(c);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->path, chosen);
  EXPECT_EQ(r->error, "");
  EXPECT_FALSE(c.running());
  // It was asked for a save, starting in the folder, with the *.json filter.
  std::ifstream args(zenity.string() + ".args");
  std::string all, line;
  while (std::getline(args, line))
    all += line + "|";
  EXPECT_EQ(all,
            "--file-selection|--save|--confirm-overwrite|--title=Save the scene as|--filename=" +
                root_.string() +
                "/|--file-filter=Scene files | *.json|--file-filter=All "
                "files | *|");
}

TEST_F(FileDialogTest, ACancelledOrBrokenChooserGivesNoPath) {
  ChildChooser cancel;
  ASSERT_TRUE(cancel.start({fake_chooser(root_ / "bin", "zenity", "exit 1").string()}));
  auto r = wait_for(cancel);
  ASSERT_TRUE(r);
  EXPECT_FALSE(r->path);
  EXPECT_EQ(r->error, "");  // a cancel is not an error

  ChildChooser broken;
  ASSERT_TRUE(broken.start({fake_chooser(root_ / "bin2", "kdialog", "exit 3").string()}));
  r = wait_for(broken);
  ASSERT_TRUE(r);
  EXPECT_FALSE(r->path);
  EXPECT_EQ(r->error, "the desktop's file chooser failed (exit status 3)");

  ChildChooser missing;
  ASSERT_TRUE(missing.start({(root_ / "no-such-program").string()}));
  r = wait_for(missing);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->error, "the desktop's file chooser could not be started");
}

TEST(ChooserCommand, KdialogIsAskedWithItsOwnOptions) {
  EXPECT_EQ(chooser_command("/usr/bin/kdialog", ChooserPurpose::open, "/home/a"),
            (std::vector<std::string>{"/usr/bin/kdialog", "--getopenfilename", "/home/a/",
                                      "Scene files (*.json)"}));
}

}  // namespace
}  // namespace collide
