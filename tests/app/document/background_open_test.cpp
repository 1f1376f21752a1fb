// File › Open on a thread of its own (issue #25): the current scene stays until the new one is
// ready and is swapped in by poll() on the calling thread; Esc (cancel_loading) leaves the old
// scene; a file that does not load reports its line and column as a synchronous open does; edits
// made while loading are asked about before the swap.
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <thread>

#include "app/document/default_scene.hpp"
#include "app/document/edit_builders.hpp"
#include "app/document/file_flow.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/bench/w2_scene_file.hpp"
#include "tests/support/scratch_dir.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

class BackgroundOpenTest : public ::testing::Test {
 protected:
  fs::path write_w2(const std::string& name, std::uint32_t n) {
    const fs::path path = dir_ / name;
    bench::write_w2_scene(path, bench::make_w2(n).boxes);
    return path;
  }
  // Polls as the viewer's frames do until a load finishes (or 60 s pass); the frames counted.
  int poll_until_done() {
    int frames = 0;
    const auto end = std::chrono::steady_clock::now() + 60s;
    while (!flow.poll() && std::chrono::steady_clock::now() < end) {
      ++frames;
      std::this_thread::sleep_for(1ms);
    }
    return frames;
  }

  const test::ScratchDir scratch_;
  fs::path dir_ = scratch_.path();
  Document doc{default_scene()};
  RecentFiles recent{dir_ / "recent"};
  FileFlow flow{doc, recent, FileFlow::Loading::background};
};

TEST_F(BackgroundOpenTest, TheOldSceneStaysUntilTheNewOneIsSwappedInByPoll) {
  const Scene before = doc.scene();
  const fs::path file = write_w2("w2.json", 50'000);
  flow.request_open(file);
  ASSERT_NE(flow.loading(), nullptr);
  EXPECT_EQ(flow.loading()->path(), file);
  // Until poll() sees the end of the load, the document is the old one, and editable.
  EXPECT_EQ(doc.scene().objects.size(), before.objects.size());
  ASSERT_FALSE(doc.apply(set_visible(doc.scene(), before.objects[0].id, false)));
  ASSERT_TRUE(doc.undo());
  EXPECT_FALSE(doc.modified());
  const int frames = poll_until_done();
  EXPECT_GT(frames, 0);  // 50,000 objects take more than one poll
  EXPECT_EQ(flow.loading(), nullptr);
  ASSERT_FALSE(flow.error().has_value()) << *flow.error();
  EXPECT_EQ(doc.scene().objects.size(), 50'000u);
  EXPECT_EQ(doc.path(), file);
  EXPECT_TRUE(flow.take_opened());
  EXPECT_EQ(recent.entries().front(), file);
}

TEST_F(BackgroundOpenTest, ProgressIsReadWhileLoadingAndACancelKeepsTheOldScene) {
  const fs::path file = write_w2("big.json", 200'000);
  flow.request_open(file);
  // Wait for the loader to be part-way (some objects built), reading its progress as the bar.
  LoadProgress seen;
  const auto end = std::chrono::steady_clock::now() + 60s;
  while (flow.loading() && !flow.loading()->done() && seen.objects < 2048 &&
         std::chrono::steady_clock::now() < end)
    seen = flow.loading()->progress();
  ASSERT_GE(seen.objects, 2048u) << "the load ended before it could be cancelled";
  EXPECT_EQ(seen.bytes_total, fs::file_size(file));
  EXPECT_LT(seen.bytes_parsed, seen.bytes_total);
  flow.cancel_loading();
  poll_until_done();
  EXPECT_EQ(flow.loading(), nullptr);
  EXPECT_FALSE(flow.error().has_value());
  EXPECT_EQ(doc.scene().objects.size(), default_scene().objects.size());
  EXPECT_TRUE(doc.path().empty());
  EXPECT_FALSE(flow.take_opened());
  EXPECT_EQ(flow.take_notice(), "Opening big.json cancelled");
  EXPECT_TRUE(recent.entries().empty());
}

TEST_F(BackgroundOpenTest, AFileThatDoesNotLoadSaysWhereAsASynchronousOpenDoes) {
  const fs::path file = dir_ / "bad.json";
  std::ofstream(file) << "{\n  \"format\": \"collision-lab-scene\",\n  \"version\": 1,\n"
                         "  \"objects\": [ {\"id\": \"a\",, } ]\n}\n";
  flow.request_open(file);
  poll_until_done();
  ASSERT_TRUE(flow.error().has_value());
  EXPECT_EQ(*flow.error(), load_scene(file).error->to_string());
  EXPECT_NE(flow.error()->find("bad.json:4:"), std::string::npos) << *flow.error();
  EXPECT_EQ(doc.scene().objects.size(), default_scene().objects.size());
}

TEST_F(BackgroundOpenTest, EditsMadeWhileLoadingAreAskedAboutBeforeTheSwap) {
  const fs::path file = write_w2("w2.json", 20'000);
  flow.request_open(file);
  ASSERT_FALSE(doc.apply(set_visible(doc.scene(), doc.scene().objects[0].id, false)));
  poll_until_done();
  ASSERT_TRUE(flow.question().has_value());
  EXPECT_EQ(*flow.question(), "Save changes to the untitled scene before opening w2.json?");
  EXPECT_EQ(doc.scene().objects.size(), default_scene().objects.size());
  flow.answer(FileFlow::Answer::discard);
  EXPECT_EQ(doc.scene().objects.size(), 20'000u);
  EXPECT_TRUE(flow.take_opened());
}

TEST_F(BackgroundOpenTest, ANewSceneOrASecondOpenCancelsTheLoadUnderWay) {
  const fs::path big = write_w2("big.json", 200'000);
  const fs::path small = write_w2("small.json", 10);
  flow.request_open(big);
  flow.request_open(small);  // the first load is cancelled and waited for; the second goes on
  poll_until_done();
  EXPECT_EQ(doc.path(), small);
  EXPECT_EQ(doc.scene().objects.size(), 10u);

  flow.request_open(big);
  flow.request_new();
  EXPECT_EQ(flow.loading(), nullptr);
  EXPECT_TRUE(doc.scene().objects.empty());
}

}  // namespace
}  // namespace collide
