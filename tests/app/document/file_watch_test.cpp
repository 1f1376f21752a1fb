// FileWatch against a real folder: an atomic rename over the file, a write in place and a new
// file of that name are each reported once the file was left alone for the quiet time; other
// names in the folder (the backup, a writer's temporary file) are not; a link is followed.
#include "app/document/file_watch.hpp"

#include <cstdio>
#include <fstream>
#include <string>

#include <gtest/gtest.h>

#include "tests/support/scratch_dir.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;
using Clock = FileWatch::Clock;
using std::chrono::milliseconds;

constexpr milliseconds kQuiet{50};

void write(const fs::path& p, const std::string& text) {
  std::ofstream(p, std::ios::binary | std::ios::trunc) << text;
}

void write_by_rename(const fs::path& p, const std::string& text) {
  fs::path tmp = p;
  tmp += ".tmp";
  write(tmp, text);
  fs::rename(tmp, p);
}

class FileWatchTest : public ::testing::Test {
 protected:
  const test::ScratchDir dir_;
  const fs::path file_ = dir_ / "scene.json";
  const Clock::time_point t0_ = Clock::now();
};

TEST_F(FileWatchTest, QuietFileIsNotReported) {
  write(file_, "{}");
  FileWatch watch(file_, kQuiet);
  ASSERT_FALSE(watch.error()) << *watch.error();
  EXPECT_FALSE(watch.poll(t0_));
  EXPECT_FALSE(watch.poll(t0_ + milliseconds(500)));
}

TEST_F(FileWatchTest, AtomicRenameIsReportedOnceAfterTheQuietTime) {
  write(file_, "{}");
  FileWatch watch(file_, kQuiet);
  write_by_rename(file_, "{\"a\": 1}");
  EXPECT_FALSE(watch.poll(t0_));  // the event is read now: the burst is not over yet
  EXPECT_FALSE(watch.poll(t0_ + milliseconds(49)));
  EXPECT_TRUE(watch.poll(t0_ + milliseconds(50)));
  EXPECT_FALSE(watch.poll(t0_ + milliseconds(200)));  // once
}

TEST_F(FileWatchTest, WriteInPlaceIsReported) {
  write(file_, "{}");
  FileWatch watch(file_, kQuiet);
  write(file_, "{\"b\": 2}");
  EXPECT_FALSE(watch.poll(t0_));
  EXPECT_TRUE(watch.poll(t0_ + kQuiet));
}

TEST_F(FileWatchTest, FileCreatedAfterTheWatchStartsIsReported) {
  FileWatch watch(file_, kQuiet);
  ASSERT_FALSE(watch.error());
  write(file_, "{}");
  watch.poll(t0_);
  EXPECT_TRUE(watch.poll(t0_ + kQuiet));
}

TEST_F(FileWatchTest, BurstOfWritesIsOneReportAfterTheLast) {
  write(file_, "{}");
  FileWatch watch(file_, kQuiet);
  // Writes 30 ms apart: each is inside the quiet time of the one before.
  for (int i = 0; i < 5; ++i) {
    write(file_, std::to_string(i));
    EXPECT_FALSE(watch.poll(t0_ + milliseconds(30 * i))) << i;
  }
  EXPECT_FALSE(watch.poll(t0_ + milliseconds(120 + 49)));
  EXPECT_TRUE(watch.poll(t0_ + milliseconds(120 + 50)));
  EXPECT_FALSE(watch.poll(t0_ + milliseconds(1000)));
}

TEST_F(FileWatchTest, OtherNamesInTheFolderAreIgnored) {
  write(file_, "{}");
  FileWatch watch(file_, kQuiet);
  write(dir_ / "scene.json.bak", "old");
  write_by_rename(dir_ / "other.json", "{}");
  write(dir_ / "scene.jso", "{}");  // a prefix of the name is another name
  watch.poll(t0_);
  EXPECT_FALSE(watch.poll(t0_ + milliseconds(500)));
}

TEST_F(FileWatchTest, DeleteThenRecreateIsReported) {
  write(file_, "{}");
  FileWatch watch(file_, kQuiet);
  fs::remove(file_);
  write(file_, "{}");
  watch.poll(t0_);
  EXPECT_TRUE(watch.poll(t0_ + kQuiet));
}

TEST_F(FileWatchTest, LinkIsFollowedToTheFileItNames) {
  fs::create_directory(dir_ / "real");
  const fs::path target = dir_ / "real" / "target.json";
  write(target, "{}");
  fs::create_symlink(target, file_);
  FileWatch watch(file_, kQuiet);
  EXPECT_EQ(watch.file(), fs::canonical(target));
  write_by_rename(target, "{\"c\": 3}");  // what save_scene does through the link
  watch.poll(t0_);
  EXPECT_TRUE(watch.poll(t0_ + kQuiet));
}

TEST_F(FileWatchTest, MissingFolderIsAnError) {
  FileWatch watch(dir_ / "no such folder" / "scene.json", kQuiet);
  ASSERT_TRUE(watch.error());
  EXPECT_NE(watch.error()->find("no such folder"), std::string::npos) << *watch.error();
  EXPECT_FALSE(watch.poll(t0_ + milliseconds(500)));
}

TEST_F(FileWatchTest, FolderRemovedIsAnError) {
  fs::create_directory(dir_ / "sub");
  const fs::path file = dir_ / "sub" / "scene.json";
  write(file, "{}");
  FileWatch watch(file, kQuiet);
  ASSERT_FALSE(watch.error());
  fs::remove_all(dir_ / "sub");
  watch.poll(t0_);
  ASSERT_TRUE(watch.error());
  EXPECT_NE(watch.error()->find("went away"), std::string::npos) << *watch.error();
}

}  // namespace
}  // namespace collide
