// Opening, saving and quitting as the File menu drives them, without a window: unsaved changes
// are asked about first, a failed open keeps the scene, recent files keep their order.
#include "app/document/file_flow.hpp"

#include <algorithm>
#include <chrono>
#include <fstream>
#include <functional>
#include <iterator>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <thread>

#include <gtest/gtest.h>

#include "app/document/default_scene.hpp"
#include "app/document/edit_builders.hpp"
#include "app/document/scene_library.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/support/scratch_dir.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;

class FileFlowTest : public ::testing::Test {
 protected:
  // A small valid scene file with one sphere of the given id.
  fs::path write_scene(const std::string& name, const std::string& id) {
    Scene scene;
    scene.objects.push_back({id, "", std::nullopt, true, desc::Sphere{}});
    const fs::path path = dir_ / name;
    EXPECT_FALSE(save_scene(scene, path).has_value());
    return path;
  }
  fs::path write_text(const std::string& name, const std::string& text) {
    const fs::path path = dir_ / name;
    std::ofstream(path) << text;
    return path;
  }

  const test::ScratchDir scratch_;
  fs::path dir_ = scratch_.path();
  // An untitled document holding the default scene, as the viewer starts.
  Document doc{default_scene()};
  RecentFiles recent{dir_ / "recent"};
  FileFlow flow{doc, recent};
};

TEST_F(FileFlowTest, OpeningReplacesTheSceneAndNamesTheWindow) {
  EXPECT_EQ(doc.window_title(), "untitled - Collision Lab");

  flow.request_open(write_scene("one.json", "ball"));
  ASSERT_FALSE(flow.error().has_value()) << *flow.error();
  ASSERT_EQ(doc.scene().objects.size(), 1u);
  EXPECT_EQ(doc.scene().objects[0].id, "ball");
  EXPECT_FALSE(doc.modified());
  EXPECT_TRUE(flow.take_opened());
  EXPECT_FALSE(flow.take_opened());
  EXPECT_EQ(doc.window_title(), "one.json - Collision Lab");

  ASSERT_FALSE(doc.apply(set_visible(doc.scene(), "ball", false)));  // any edit
  EXPECT_TRUE(doc.modified());
  EXPECT_EQ(doc.window_title(), "*one.json - Collision Lab");
}

TEST_F(FileFlowTest, AFailedOpenKeepsTheSceneAndSaysWhereTheFileIsWrong) {
  const std::size_t objects = doc.scene().objects.size();
  const fs::path bad = write_text(
      "bad.json", R"({"format": "collision-lab-scene", "version": 1, "objects": [)"
                  R"({"id": "s", "kind": "sphere", "center": [0, 0, 0], "radius": -1}]})");

  flow.request_open(bad);
  ASSERT_TRUE(flow.error().has_value());
  EXPECT_NE(flow.error()->find("bad.json"), std::string::npos) << *flow.error();
  EXPECT_NE(flow.error()->find("/objects/0/radius"), std::string::npos) << *flow.error();
  EXPECT_EQ(doc.scene().objects.size(), objects);
  EXPECT_TRUE(doc.path().empty());
  EXPECT_FALSE(flow.take_opened());
  EXPECT_TRUE(recent.entries().empty());

  flow.request_open(dir_ / "missing.json");
  ASSERT_TRUE(flow.error().has_value());
  EXPECT_NE(flow.error()->find("missing.json"), std::string::npos) << *flow.error();
  EXPECT_EQ(doc.scene().objects.size(), objects);
}

TEST_F(FileFlowTest, UnsavedChangesAreAskedAboutBeforeOpening) {
  const fs::path first = write_scene("first.json", "first");
  const fs::path second = write_scene("second.json", "second");
  flow.request_open(first);
  ASSERT_FALSE(doc.apply(set_visible(doc.scene(), "first", false)));

  flow.request_open(second);
  ASSERT_TRUE(flow.question().has_value());
  EXPECT_EQ(*flow.question(), "Save changes to first.json before opening second.json?");
  EXPECT_EQ(doc.scene().objects[0].id, "first");  // nothing happens until answered

  flow.answer(FileFlow::Answer::cancel);
  EXPECT_FALSE(flow.question().has_value());
  EXPECT_EQ(doc.scene().objects[0].id, "first");
  EXPECT_TRUE(doc.modified());

  flow.request_open(second);
  flow.answer(FileFlow::Answer::discard);
  EXPECT_EQ(doc.scene().objects[0].id, "second");
  EXPECT_FALSE(doc.modified());
}

TEST_F(FileFlowTest, ANewSceneAsksFirstThenStartsEmptyAndUntitledWithANewHistory) {
  flow.request_open(write_scene("first.json", "first"));
  ASSERT_TRUE(flow.take_opened());
  ASSERT_FALSE(doc.apply(set_visible(doc.scene(), "first", false)));

  flow.request_new();
  EXPECT_EQ(*flow.question(), "Save changes to first.json before starting a new scene?");
  flow.answer(FileFlow::Answer::cancel);
  EXPECT_EQ(doc.scene().objects.size(), 1u);

  flow.request_new();
  flow.answer(FileFlow::Answer::discard);
  EXPECT_TRUE(doc.scene().objects.empty());
  EXPECT_TRUE(doc.path().empty());
  EXPECT_FALSE(doc.modified());
  EXPECT_FALSE(doc.history().can_undo());
  EXPECT_TRUE(flow.take_opened());  // the view reframes
  EXPECT_EQ(doc.window_title(), "untitled - Collision Lab");

  // With nothing unsaved, no question.
  flow.request_new();
  EXPECT_FALSE(flow.question().has_value());
  EXPECT_TRUE(flow.take_opened());
}

// A library scene opens as an untitled copy: asked about first, never bound to a file, so a
// save asks for a name instead of writing over the installed scene.
TEST_F(FileFlowTest, ALibrarySceneOpensAsAnUntitledCopyAfterAsking) {
  const fs::path first = write_scene("first.json", "first");
  flow.request_open(first);
  ASSERT_TRUE(flow.take_opened());
  ASSERT_FALSE(doc.apply(set_visible(doc.scene(), "first", false)));

  SceneLoad lesson = load_library_scene("assets/scenes/lesson_obb_sat.json");
  ASSERT_TRUE(lesson.ok());
  flow.request_copy(*lesson.scene, "OBB SAT");
  EXPECT_EQ(*flow.question(), "Save changes to first.json before opening OBB SAT?");
  flow.answer(FileFlow::Answer::discard);
  EXPECT_TRUE(flow.take_opened());
  EXPECT_TRUE(doc.path().empty());
  EXPECT_FALSE(doc.modified());
  EXPECT_EQ(doc.scene().objects.size(), lesson.scene->objects.size());
  EXPECT_EQ(doc.scene().description, lesson.scene->description);
  EXPECT_EQ(doc.window_title(), "OBB SAT (copy) - Collision Lab");
  EXPECT_FALSE(flow.save());  // untitled: needs Save As
  EXPECT_FALSE(flow.take_saved().has_value());
  ASSERT_TRUE(flow.save_as(dir_ / "copy.json"));
  EXPECT_EQ(flow.take_saved(), dir_ / "copy.json");
  EXPECT_FALSE(flow.take_saved().has_value());  // once
  // The file on disk was not touched by the discard.
  EXPECT_TRUE(load_scene(first).scene->objects[0].visible);
}

TEST_F(FileFlowTest, SaveThenOpenWritesTheChangesFirst) {
  const fs::path first = write_scene("first.json", "first");
  const fs::path second = write_scene("second.json", "second");
  flow.request_open(first);
  ASSERT_FALSE(doc.apply(rename_object(doc.scene(), "first", "first", "renamed")));

  flow.request_open(second);
  flow.answer(FileFlow::Answer::save);
  EXPECT_EQ(doc.scene().objects[0].id, "second");
  const SceneLoad saved = load_scene(first);
  ASSERT_TRUE(saved.ok());
  EXPECT_EQ(saved.scene->objects[0].name, "renamed");
  EXPECT_TRUE(fs::exists(backup_path(first)));  // the version before the save
}

TEST_F(FileFlowTest, AnUntitledSceneIsSavedUnderANameBeforeQuitting) {
  ASSERT_FALSE(doc.apply(describe_scene(doc.scene(), "changed")));

  flow.request_quit();
  EXPECT_FALSE(flow.quit_confirmed());
  EXPECT_EQ(*flow.question(), "Save changes to the untitled scene before quitting?");
  flow.answer_save_as(dir_ / "kept.json");
  EXPECT_TRUE(flow.quit_confirmed());
  const SceneLoad saved = load_scene(dir_ / "kept.json");
  ASSERT_TRUE(saved.ok());
  EXPECT_EQ(saved.scene->objects.size(), default_scene().objects.size());
}

TEST_F(FileFlowTest, AFailedSaveCancelsTheQuitAndLosesNothing) {
  ASSERT_FALSE(doc.apply(describe_scene(doc.scene(), "changed")));

  flow.request_quit();
  flow.answer_save_as(dir_ / "no_such_folder" / "scene.json");
  EXPECT_FALSE(flow.quit_confirmed());
  EXPECT_TRUE(flow.error().has_value());
  EXPECT_TRUE(doc.modified());

  // Quitting with no changes needs no question.
  Document clean(default_scene());
  FileFlow clean_flow(clean, recent);
  clean_flow.request_quit();
  EXPECT_TRUE(clean_flow.quit_confirmed());
}

TEST_F(FileFlowTest, RecentFilesAreNewestFirstWithoutDuplicatesAndSurviveARestart) {
  const fs::path store = dir_ / "config" / "recent";
  {
    RecentFiles list(store);
    for (int i = 0; i < 10; ++i)
      list.add(dir_ / ("s" + std::to_string(i) + ".json"));
    list.add(dir_ / "s5.json");
    ASSERT_EQ(list.entries().size(), RecentFiles::kMaxEntries);
    EXPECT_EQ(list.entries()[0], dir_ / "s5.json");
    EXPECT_EQ(list.entries()[1], dir_ / "s9.json");
    EXPECT_EQ(std::count(list.entries().begin(), list.entries().end(), dir_ / "s5.json"), 1);
  }
  RecentFiles reread(store);
  ASSERT_EQ(reread.entries().size(), RecentFiles::kMaxEntries);
  EXPECT_EQ(reread.entries()[0], dir_ / "s5.json");
  reread.remove(dir_ / "s5.json");
  EXPECT_EQ(RecentFiles(store).entries()[0], dir_ / "s9.json");
}

// The store is replaced, never rewritten in place: a reader holding the old file (here a hard
// link to it, as an open descriptor would) still sees the whole old list while the new one goes
// in, so a crash or a full disk mid-write cannot leave half a list. With a truncating write the
// link would show the new list (or an empty one mid-write).
TEST_F(FileFlowTest, RecentFilesReplaceTheirStoreAtomically) {
  const fs::path store = dir_ / "config" / "recent";
  RecentFiles list(store);
  list.add(dir_ / "old.json");
  const fs::path held = dir_ / "held";
  fs::create_hard_link(store, held);
  list.add(dir_ / "new.json");
  EXPECT_EQ(RecentFiles(held).entries(), std::vector<fs::path>{dir_ / "old.json"});
  EXPECT_EQ(RecentFiles(store).entries(),
            (std::vector<fs::path>{dir_ / "new.json", dir_ / "old.json"}));
}

// The store is read through the one bounded reader: a missing store, a directory in its place or
// one far larger than any list this class writes (here a good first line, then 100 KiB of junk)
// is an empty list, not a list of junk.
TEST_F(FileFlowTest, RecentFilesReadOnlyAStoreOfTheirOwnSize) {
  EXPECT_TRUE(RecentFiles(dir_ / "none").entries().empty());
  fs::create_directory(dir_ / "folder");
  EXPECT_TRUE(RecentFiles(dir_ / "folder").entries().empty());
  const fs::path store = dir_ / "big";
  std::ofstream(store) << (dir_ / "a.json").string() << "\n" << std::string(100 * 1024, 'j');
  EXPECT_TRUE(RecentFiles(store).entries().empty());
  std::ofstream(store, std::ios::trunc) << (dir_ / "a.json").string() << "\n\n"
                                        << (dir_ / "b.json").string();
  EXPECT_EQ(RecentFiles(store).entries(),
            (std::vector<fs::path>{dir_ / "a.json", dir_ / "b.json"}));
}

// The bytes of a file, hashed as BackgroundLoad::bytes_hash hashes them.
std::size_t bytes_of(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  return std::hash<std::string_view>{}(text);
}

// Polls as frames do until the reload under way has ended (or 5 s).
std::optional<FileFlow::ReloadEnd> reload_end(FileFlow& flow) {
  for (int i = 0; i < 5000; ++i) {
    flow.poll();
    if (auto end = flow.take_reload_end()) return end;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return std::nullopt;
}

// A followed file rewritten by another program is read again in the background, as File › Open
// reads a file: the scene is the old one until the load ends, and then the file's, in place
// (the same path, no reframing, not a recent-files event). Known bytes change nothing.
TEST_F(FileFlowTest, AReloadIsABackgroundLoadThatSkipsKnownBytes) {
  const fs::path file = write_scene("one.json", "ball");
  flow.request_open(file);
  ASSERT_EQ(doc.path(), file);
  ASSERT_TRUE(flow.take_opened());
  write_scene("one.json", "theirs");
  flow.request_reload(std::nullopt);
  ASSERT_TRUE(flow.loading());
  EXPECT_TRUE(flow.reloading());
  EXPECT_EQ(flow.loading()->path(), file);
  EXPECT_EQ(doc.scene().objects[0].id, "ball");  // not before the load ends
  const auto end = reload_end(flow);
  ASSERT_TRUE(end);
  EXPECT_EQ(end->kind, FileFlow::ReloadEnd::Kind::reloaded);
  EXPECT_EQ(end->bytes, bytes_of(file));
  EXPECT_EQ(doc.scene().objects[0].id, "theirs");
  EXPECT_EQ(doc.path(), file);
  EXPECT_FALSE(doc.modified());
  EXPECT_FALSE(flow.take_opened());
  EXPECT_FALSE(flow.question());
  // The same bytes again: nothing happens (our own save, a touch).
  ASSERT_FALSE(doc.apply(set_visible(doc.scene(), "theirs", false)));
  doc.undo();
  flow.request_reload(bytes_of(file));
  const auto again = reload_end(flow);
  ASSERT_TRUE(again);
  EXPECT_EQ(again->kind, FileFlow::ReloadEnd::Kind::unchanged);
  EXPECT_TRUE(doc.history().can_redo());  // the history was not replaced
}

// Under unsaved changes a reload asks FileFlow's one question: Cancel keeps the changes (and
// declines those bytes), Don't save reloads, Save writes ours over theirs and reloads nothing.
TEST_F(FileFlowTest, AReloadUnderUnsavedChangesAsksTheOneQuestion) {
  const fs::path file = write_scene("one.json", "ball");
  flow.request_open(file);
  ASSERT_FALSE(doc.apply(set_visible(doc.scene(), "ball", false)));
  write_scene("one.json", "theirs");
  flow.request_reload(std::nullopt);
  auto end = reload_end(flow);
  ASSERT_TRUE(end);
  EXPECT_EQ(end->kind, FileFlow::ReloadEnd::Kind::asking);
  ASSERT_TRUE(flow.asking_to_reload());
  EXPECT_EQ(*flow.question(),
            "Another program changed one.json. Save your changes over its version, or don't save "
            "and reload it?");
  EXPECT_EQ(doc.scene().objects[0].id, "ball");
  flow.answer(FileFlow::Answer::cancel);
  end = flow.take_reload_end();
  ASSERT_TRUE(end);
  EXPECT_EQ(end->kind, FileFlow::ReloadEnd::Kind::kept);
  EXPECT_EQ(end->bytes, bytes_of(file));
  EXPECT_EQ(doc.scene().objects[0].id, "ball");
  EXPECT_TRUE(doc.modified());

  flow.request_reload(std::nullopt);
  ASSERT_EQ(reload_end(flow)->kind, FileFlow::ReloadEnd::Kind::asking);
  flow.answer(FileFlow::Answer::discard);
  ASSERT_EQ(flow.take_reload_end()->kind, FileFlow::ReloadEnd::Kind::reloaded);
  EXPECT_EQ(doc.scene().objects[0].id, "theirs");
  EXPECT_FALSE(doc.modified());

  ASSERT_FALSE(doc.apply(set_visible(doc.scene(), "theirs", false)));
  write_scene("one.json", "third");
  flow.request_reload(std::nullopt);
  ASSERT_EQ(reload_end(flow)->kind, FileFlow::ReloadEnd::Kind::asking);
  flow.answer(FileFlow::Answer::save);
  ASSERT_EQ(flow.take_reload_end()->kind, FileFlow::ReloadEnd::Kind::kept);
  EXPECT_EQ(doc.scene().objects[0].id, "theirs");
  EXPECT_FALSE(doc.modified());
  EXPECT_EQ(load_scene(file).scene->objects[0].id, "theirs");
}

// A write that does not load is reported to the follower, not as an open's error box; a reload
// never cuts short a File › Open under way.
TEST_F(FileFlowTest, AFailedReloadKeepsTheSceneAndAnOpenComesFirst) {
  const fs::path file = write_scene("one.json", "ball");
  flow.request_open(file);
  write_text("one.json", R"({"format": "collision-lab-scene", "objects": [)");
  flow.request_reload(std::nullopt);
  const auto end = reload_end(flow);
  ASSERT_TRUE(end);
  EXPECT_EQ(end->kind, FileFlow::ReloadEnd::Kind::failed);
  EXPECT_EQ(end->error.rfind(file.string() + ":1:", 0), 0u) << end->error;
  EXPECT_FALSE(flow.error());
  EXPECT_EQ(doc.scene().objects[0].id, "ball");

  FileFlow background{doc, recent, FileFlow::Loading::background};
  background.request_open(write_scene("two.json", "other"));
  ASSERT_TRUE(background.loading());
  background.request_reload(std::nullopt);
  EXPECT_FALSE(background.reloading());
  EXPECT_EQ(background.loading()->path(), dir_ / "two.json");
}

}  // namespace
}  // namespace collide
