// Loading with progress and cancel (issue #25): the hooks the viewer's background open and
// `check`'s progress line read. The counts are checked against the file itself (where each
// object's text begins), the cancel against the objects the load went on to build, and errors
// against the same load without hooks.
#include <gtest/gtest.h>

#include <atomic>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/scene/scene_io.hpp"
#include "core/scene/scene_json.hpp"
#include "tests/bench/w2_scene_file.hpp"
#include "tests/support/scratch_dir.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;

constexpr std::uint32_t kProgressObjects = 20'000;

class LoadProgressTest : public ::testing::Test {
 protected:
  void SetUp() override {
    static const bench::W2 w = bench::make_w2(kProgressObjects);
    bench::write_w2_scene(file_, w.boxes);
    std::ifstream in(file_, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    text_ = s.str();
  }

  // Where object i's text starts in the file.
  std::size_t object_start(std::size_t i) const {
    return text_.find("{\"id\": \"w2-" + std::to_string(i) + "\"");
  }

  const test::ScratchDir scratch_;
  const fs::path file_ = scratch_.path() / "w2.json";
  std::string text_;
};

TEST_F(LoadProgressTest, CountsOnlyGrowAndReachTheFileAndItsObjects) {
  std::vector<LoadProgress> seen;
  LoadHooks hooks;
  hooks.progress = [&](const LoadProgress& p) { seen.push_back(p); };
  const SceneLoad load = load_scene(file_, kDefaultMaxSceneBytes, hooks);
  ASSERT_TRUE(load.ok()) << load.error->to_string();
  ASSERT_EQ(load.scene->objects.size(), kProgressObjects);

  // A report per 64 KiB read and per 1,024 objects, at least.
  ASSERT_GE(seen.size(), text_.size() / (64 * 1024) + kProgressObjects / 1024);
  for (std::size_t k = 1; k < seen.size(); ++k) {
    EXPECT_GE(seen[k].bytes_read, seen[k - 1].bytes_read) << k;
    EXPECT_GE(seen[k].bytes_parsed, seen[k - 1].bytes_parsed) << k;
    EXPECT_GE(seen[k].objects, seen[k - 1].objects) << k;
    EXPECT_GE(seen[k].fraction(), seen[k - 1].fraction()) << k;
  }
  for (const LoadProgress& p : seen) {
    EXPECT_EQ(p.bytes_total, text_.size());
    EXPECT_LE(p.bytes_read, p.bytes_total);
    EXPECT_LE(p.bytes_parsed, p.bytes_read);  // parsing starts once the file is read
    // n objects built: the parser has passed the start of object n-1's text, and not yet the
    // start of object n+1's (it reports as object n completes).
    if (p.objects > 0 && p.objects < kProgressObjects) {
      EXPECT_GT(p.bytes_parsed, object_start(p.objects - 1)) << p.objects;
      EXPECT_LT(p.bytes_parsed, object_start(p.objects + 1)) << p.objects;
    }
  }
  const LoadProgress& last = seen.back();
  EXPECT_EQ(last.bytes_read, text_.size());
  EXPECT_EQ(last.bytes_parsed, text_.size());
  EXPECT_EQ(last.objects, std::size_t{kProgressObjects});
  EXPECT_EQ(last.fraction(), 1.0);
  // Halfway through the objects, the bar shows about half the parse (objects are the text).
  for (const LoadProgress& p : seen) {
    if (p.objects == 10 * 1024) {
      EXPECT_NEAR(p.fraction(), 0.1 + 0.9 * 10240.0 / kProgressObjects, 0.02);
    }
  }
}

TEST_F(LoadProgressTest, ACancelStopsTheLoadWithinAReportAndGivesNoScene) {
  std::atomic<bool> cancel{false};
  std::size_t objects_after_cancel = 0, last_objects = 0;
  LoadHooks hooks;
  hooks.cancel = &cancel;
  hooks.progress = [&](const LoadProgress& p) {
    if (cancel) objects_after_cancel = p.objects;
    last_objects = p.objects;
    if (p.objects >= 4096) cancel = true;
  };
  const SceneLoad load = load_scene(file_, kDefaultMaxSceneBytes, hooks);
  ASSERT_FALSE(load.ok());
  EXPECT_EQ(load.error->kind, SceneErrorKind::cancelled);
  EXPECT_EQ(load.error->to_string(), file_.string() + ": cancelled");
  // It stopped at the next check: no report after the one that set the flag.
  EXPECT_EQ(objects_after_cancel, 0u);
  EXPECT_EQ(last_objects, 4096u);

  // Cancelled before it starts: stopped while reading, before any parsing.
  std::size_t reports = 0;
  LoadHooks early;
  early.cancel = &cancel;
  early.progress = [&](const LoadProgress&) { ++reports; };
  const SceneLoad none = load_scene(file_, kDefaultMaxSceneBytes, early);
  ASSERT_FALSE(none.ok());
  EXPECT_EQ(none.error->kind, SceneErrorKind::cancelled);
  EXPECT_EQ(reports, 0u);
}

TEST_F(LoadProgressTest, ErrorsAreTheSameWithHooks) {
  // Malformed JSON deep in the file: line and column, as without hooks.
  std::string bad = text_;
  const std::size_t at = object_start(15'000);
  bad.replace(bad.find("\"kind\"", at), 6, "\"kind ");
  const fs::path broken = scratch_.path() / "broken.json";
  std::ofstream(broken, std::ios::binary) << bad;
  std::size_t reports = 0;
  LoadHooks hooks;
  hooks.progress = [&](const LoadProgress&) { ++reports; };
  const SceneLoad with = load_scene(broken, kDefaultMaxSceneBytes, hooks);
  const SceneLoad without = load_scene(broken);
  ASSERT_FALSE(with.ok());
  ASSERT_FALSE(without.ok());
  EXPECT_EQ(with.error->to_string(), without.error->to_string());
  EXPECT_EQ(with.error->line, 5 + 15'000);  // object i is on line 5 + i
  EXPECT_GT(with.error->column, 1);
  EXPECT_GT(reports, 0u);

  // Wrong content: its JSON pointer.
  std::string wrong = text_;
  wrong.replace(wrong.find("\"aabb\"", object_start(12'345)), 6, "\"cube\"");
  std::ofstream(broken, std::ios::binary | std::ios::trunc) << wrong;
  const SceneLoad content = load_scene(broken, kDefaultMaxSceneBytes, hooks);
  ASSERT_FALSE(content.ok());
  EXPECT_EQ(content.error->to_string(), load_scene(broken).error->to_string());
  EXPECT_EQ(content.error->pointer, "/objects/12345/kind");
}

}  // namespace
}  // namespace collide
