// The one reader of whole files (scene files, the settings, the recent-files list): a file at the
// limit is read, one byte over is refused unread, a device of unknown size is stopped once past
// the limit; a missing file, a directory and a file whose read fails are each named with what
// went wrong, in words written out here; and load_scene, which reads through it, says the same.
#include "core/scene/bounded_file.hpp"

#include <filesystem>
#include <fstream>
#include <string>

#include <gtest/gtest.h>

#include "core/scene/scene_io.hpp"
#include "tests/support/scratch_dir.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;

void write(const fs::path& p, const std::string& text) {
  std::ofstream(p, std::ios::binary) << text;
}

class BoundedFile : public ::testing::Test {
 protected:
  BoundedFile() {
    fs::create_directory(folder_);
    // /proc/self/mem opens (as any user, root too) and its first read fails with EIO: address 0
    // is never mapped.
    fs::create_symlink("/proc/self/mem", unreadable_);
  }
  const test::ScratchDir dir_;
  const fs::path missing_ = dir_ / "missing.json";
  const fs::path folder_ = dir_ / "folder.json";
  const fs::path unreadable_ = dir_ / "unreadable.json";
};

TEST_F(BoundedFile, AtTheLimitIsReadOneByteOverIsRefused) {
  const fs::path file = dir_ / "a.txt";
  write(file, std::string(1000, 'x'));
  const FileRead at = read_bounded_file(file, 1000, "test file");
  ASSERT_TRUE(at.ok()) << at.error->to_string();
  EXPECT_EQ(*at.text, std::string(1000, 'x'));
  const FileRead over = read_bounded_file(file, 999, "test file");
  ASSERT_FALSE(over.ok());
  EXPECT_EQ(over.error->kind, FileReadErrorKind::too_large);
  EXPECT_EQ(over.error->to_string(),
            file.string() + ": too large for a test file: 1000 bytes, the limit is 999 bytes");
  // Refused unread: the hook that sees every chunk is never called.
  int chunks = 0;
  read_bounded_file(file, 999, "test file", [&](std::string_view, std::size_t) {
    ++chunks;
    return true;
  });
  EXPECT_EQ(chunks, 0);
}

TEST_F(BoundedFile, ADeviceOfUnknownSizeIsStoppedPastTheLimit) {
  const fs::path zeros = dir_ / "zeros.json";
  fs::create_symlink("/dev/zero", zeros);
  const FileRead r = read_bounded_file(zeros, 1 << 20, "scene file");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error->kind, FileReadErrorKind::too_large);
  EXPECT_EQ(r.error->to_string(),
            zeros.string() + ": too large for a scene file: more than 1 MiB, the limit is 1 MiB");
}

TEST_F(BoundedFile, MissingDirectoryAndUnreadableSayWhatWentWrong) {
  const FileRead missing = read_bounded_file(missing_, 1000, "test file");
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error->kind, FileReadErrorKind::missing);
  EXPECT_EQ(missing.error->to_string(),
            missing_.string() + ": cannot open: No such file or directory");
  const FileRead folder = read_bounded_file(folder_, 1000, "test file");
  ASSERT_FALSE(folder.ok());
  EXPECT_EQ(folder.error->kind, FileReadErrorKind::io);
  EXPECT_EQ(folder.error->to_string(), folder_.string() + ": cannot open: it is a directory");
  const FileRead unreadable = read_bounded_file(unreadable_, 1000, "test file");
  ASSERT_FALSE(unreadable.ok());
  EXPECT_EQ(unreadable.error->kind, FileReadErrorKind::io);
  EXPECT_EQ(unreadable.error->to_string(),
            unreadable_.string() + ": cannot read: Input/output error");
}

TEST_F(BoundedFile, AHookStopsTheRead) {
  const fs::path file = dir_ / "big.txt";
  write(file, std::string(200 * 1024, 'y'));
  std::size_t seen = 0, size_known = 0;
  const FileRead r =
      read_bounded_file(file, 1 << 20, "test file", [&](std::string_view so_far, std::size_t size) {
        seen = so_far.size();
        size_known = size;
        return so_far.size() < 64 * 1024;
      });
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error->kind, FileReadErrorKind::stopped);
  EXPECT_EQ(seen, 64u * 1024);  // stopped after the first chunk
  EXPECT_EQ(size_known, 200u * 1024);
}

// A scene file is read through the same reader: each failure is the same line.
TEST_F(BoundedFile, LoadSceneSaysTheSame) {
  const fs::path big = dir_ / "big.json";
  write(big, std::string(2000, ' '));
  for (const fs::path& p : {missing_, folder_, unreadable_, big}) {
    const SceneLoad load = load_scene(p, 1000);
    const FileRead read = read_bounded_file(p, 1000, "scene file");
    ASSERT_FALSE(load.ok()) << p;
    ASSERT_FALSE(read.ok()) << p;
    EXPECT_EQ(load.error->to_string(), read.error->to_string());
  }
  EXPECT_EQ(load_scene(big, 1000).error->kind, SceneErrorKind::too_large);
  EXPECT_EQ(load_scene(unreadable_, 1000).error->kind, SceneErrorKind::io);
}

}  // namespace
}  // namespace collide
