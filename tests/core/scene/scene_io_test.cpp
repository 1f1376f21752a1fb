// Scene files on disk: load reports the file, save is atomic and keeps FILE.bak.
#include "core/scene/scene_io.hpp"
#include "tests/support/scratch_dir.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <csignal>
#include <fstream>
#include <sstream>
#include <thread>

namespace collide {
namespace {

namespace fs = std::filesystem;

std::string read(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// A fresh directory per test, removed afterwards.
class SceneIo : public ::testing::Test {
 protected:
  // Files in the directory other than `keep`: a failed save must leave no temporary behind.
  std::vector<std::string> entries() const {
    std::vector<std::string> names;
    for (const auto& e : fs::directory_iterator(dir_))
      names.push_back(e.path().filename());
    std::sort(names.begin(), names.end());
    return names;
  }

  static Scene scene_with(int spheres) {
    Scene s;
    for (int i = 0; i < spheres; ++i)
      s.objects.push_back({"s" + std::to_string(i), "", std::nullopt, true,
                           desc::Sphere{{i * 1.5, 0, 0}, 0.5}, ""});
    return s;
  }

  const test::ScratchDir scratch_;
  const fs::path dir_ = scratch_.path();
};

TEST_F(SceneIo, SaveThenLoadAndKeepTheBackup) {
  fs::path file = dir_ / "a.json";
  ASSERT_FALSE(save_scene(scene_with(1), file));
  EXPECT_FALSE(fs::exists(backup_path(file)));  // nothing to back up the first time
  std::string first = read(file);

  ASSERT_FALSE(save_scene(scene_with(2), file));
  EXPECT_EQ(read(backup_path(file)), first);
  SceneLoad now = load_scene(file);
  ASSERT_TRUE(now.ok());
  EXPECT_EQ(now.scene->objects.size(), 2u);
  EXPECT_EQ(entries(), (std::vector<std::string>{"a.json", "a.json.bak"}));
  EXPECT_EQ(backup_path("x/y.json"), fs::path("x/y.json.bak"));
}

TEST_F(SceneIo, LoadReportsAMissingFileOrADirectory) {
  SceneLoad s = load_scene(dir_ / "none.json");
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error->to_string(),
            (dir_ / "none.json").string() + ": cannot open: No such file or directory");
  s = load_scene(dir_);
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error->message, "cannot open: it is a directory");
}

TEST_F(SceneIo, ATempFileThatCannotBeCreatedLeavesNothing) {
  // The parent "directory" is a regular file, so no temporary file can be made beside the target.
  fs::path not_dir = dir_ / "plain";
  std::ofstream(not_dir) << "x";
  auto err = save_scene(scene_with(1), not_dir / "a.json");
  ASSERT_TRUE(err);
  EXPECT_EQ(err->message,
            "cannot create a temporary file in " + not_dir.string() + ": Not a directory");
  EXPECT_EQ(read(not_dir), "x");
  EXPECT_EQ(entries(), std::vector<std::string>{"plain"});

  err = save_scene(scene_with(1), dir_ / "missing" / "a.json");
  ASSERT_TRUE(err);
  EXPECT_EQ(err->message, "cannot create a temporary file in " + (dir_ / "missing").string() +
                              ": No such file or directory");
}

// A disk that fills up in the middle of the write: the file-size limit makes write() fail
// with EFBIG part-way through, as ENOSPC would. The old file and its backup are untouched and
// no temporary file is left.
TEST_F(SceneIo, AWriteThatFailsHalfwayKeepsTheOldFile) {
  fs::path file = dir_ / "a.json";
  ASSERT_FALSE(save_scene(scene_with(1), file));
  ASSERT_FALSE(save_scene(scene_with(2), file));
  std::string old = read(file), old_bak = read(backup_path(file));

  rlimit saved{};
  ASSERT_EQ(::getrlimit(RLIMIT_FSIZE, &saved), 0);
  auto previous = std::signal(SIGXFSZ, SIG_IGN);
  rlimit small = saved;
  small.rlim_cur = 4096;  // more than the old file (the backup copy succeeds), less than the new
  ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &small), 0);
  auto err = save_scene(scene_with(200), file);
  ::setrlimit(RLIMIT_FSIZE, &saved);
  std::signal(SIGXFSZ, previous);

  ASSERT_TRUE(err);
  EXPECT_NE(err->message.find("cannot write"), std::string::npos) << err->message;
  EXPECT_NE(err->message.find("File too large"), std::string::npos) << err->message;
  EXPECT_EQ(read(file), old);
  EXPECT_TRUE(load_scene(file).ok());
  EXPECT_EQ(entries(), (std::vector<std::string>{"a.json", "a.json.bak"}));
  // The backup is taken only once the new version is written: a failed save leaves it as it was.
  EXPECT_EQ(read(backup_path(file)), old_bak);
}

TEST_F(SceneIo, ARefusedSceneTouchesNoFile) {
  fs::path file = dir_ / "a.json";
  ASSERT_FALSE(save_scene(scene_with(1), file));
  std::string old = read(file);
  Scene bad = scene_with(2);
  bad.objects[1].id = "s0";
  auto err = save_scene(bad, file);
  ASSERT_TRUE(err);
  EXPECT_EQ(err->to_string(), file.string() +
                                  ": /objects/1/id: the scene cannot be saved: duplicate id \"s0\" "
                                  "(already used by /objects/0)");
  EXPECT_EQ(read(file), old);
  EXPECT_EQ(entries(), std::vector<std::string>{"a.json"});
}

// Issue #15, item 10: a save killed part-way leaves a temporary file of ours (".a.json.tmp-…"
// while writing, ".a.json.bak.tmp-…" while backing up); the next save of that file removes it,
// and only names of that exact pattern.
TEST_F(SceneIo, TheNextSaveRemovesWhatAKilledSaveLeft) {
  fs::path file = dir_ / "a.json";
  ASSERT_FALSE(save_scene(scene_with(1), file));
  for (const char* name : {".a.json.tmp-Ab12Cd", ".a.json.bak.tmp-x9Y8z7", ".a.json.tmp-keepme1",
                           ".b.json.tmp-Ab12Cd", "a.json.tmp-Ab12Cd", ".a.json.tmp-ab"})
    std::ofstream(dir_ / name) << "partial";
  ASSERT_FALSE(save_scene(scene_with(2), file));
  EXPECT_EQ(entries(),
            (std::vector<std::string>{".a.json.tmp-ab", ".a.json.tmp-keepme1", ".b.json.tmp-Ab12Cd",
                                      "a.json", "a.json.bak", "a.json.tmp-Ab12Cd"}));
}

// The class: processes killed (SIGKILL) at arbitrary moments while saving. After every kill the
// file loads (old or new version, whole); after the next save no temporary file is left.
TEST_F(SceneIo, KillsDuringSavesLeaveNothingBehindTheNextSave) {
  fs::path file = dir_ / "a.json";
  ASSERT_FALSE(save_scene(scene_with(300), file));
  ASSERT_FALSE(save_scene(scene_with(301), file));  // so that a backup exists from the start
  for (int round = 0; round < 40; ++round) {
    pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
      for (int k = 0;; ++k)
        (void)save_scene(scene_with(300 + k % 7), file);
    }
    // Kill it somewhere in its saves (each takes a few milliseconds).
    std::this_thread::sleep_for(std::chrono::microseconds(500 + 397 * (round % 23)));
    ::kill(child, SIGKILL);
    int status = 0;
    ::waitpid(child, &status, 0);
    SceneLoad now = load_scene(file);
    ASSERT_TRUE(now.ok()) << now.error->to_string();
    EXPECT_TRUE(load_scene(backup_path(file)).ok());
  }
  ASSERT_FALSE(save_scene(scene_with(1), file));
  EXPECT_EQ(entries(), (std::vector<std::string>{"a.json", "a.json.bak"}));
}

// Issue #15, item 10: saving through a symbolic link writes the file it leads to (and backs that
// up beside itself); the link stays a link. Absolute and relative links, a chain, a dangling one.
TEST_F(SceneIo, SavingThroughASymbolicLinkWritesItsTarget) {
  fs::create_directory(dir_ / "real");
  const fs::path target = dir_ / "real" / "t.json";
  ASSERT_FALSE(save_scene(scene_with(1), target));
  const std::string first = read(target);
  fs::create_symlink(target, dir_ / "abs.json");
  fs::create_symlink("real/t.json", dir_ / "rel.json");
  fs::create_symlink("rel.json", dir_ / "chain.json");
  int n = 2;
  std::string previous = first;
  for (const char* link : {"abs.json", "rel.json", "chain.json"}) {
    ASSERT_FALSE(save_scene(scene_with(n), dir_ / link)) << link;
    EXPECT_TRUE(fs::is_symlink(dir_ / link)) << link;
    SceneLoad via_target = load_scene(target);
    ASSERT_TRUE(via_target.ok());
    EXPECT_EQ(via_target.scene->objects.size(), static_cast<std::size_t>(n)) << link;
    EXPECT_EQ(read(backup_path(target)), previous) << link;
    EXPECT_FALSE(fs::exists(backup_path(dir_ / link).string() + "x"));
    previous = read(target);
    ++n;
  }
  EXPECT_EQ(entries(), (std::vector<std::string>{"abs.json", "chain.json", "real", "rel.json"}));
  // A dangling link: the file it names is created.
  fs::create_symlink("real/new.json", dir_ / "dangling.json");
  ASSERT_FALSE(save_scene(scene_with(1), dir_ / "dangling.json"));
  EXPECT_TRUE(fs::is_symlink(dir_ / "dangling.json"));
  EXPECT_TRUE(load_scene(dir_ / "real" / "new.json").ok());
  // A loop is refused, touching nothing.
  fs::create_symlink("loop2.json", dir_ / "loop1.json");
  fs::create_symlink("loop1.json", dir_ / "loop2.json");
  auto err = save_scene(scene_with(1), dir_ / "loop1.json");
  ASSERT_TRUE(err);
  EXPECT_NE(err->message.find("symbolic link"), std::string::npos) << err->message;
  EXPECT_TRUE(fs::is_symlink(dir_ / "loop1.json"));
}

// Issue #15, item 4: reading is bounded. A regular file over the limit is refused unread, a
// stream (pipe, device) as soon as it passes the limit, and garbage at its first bytes.
TEST_F(SceneIo, AFileOverTheSizeLimitIsRefused) {
  fs::path file = dir_ / "a.json";
  ASSERT_FALSE(save_scene(scene_with(50), file));
  const std::size_t size = fs::file_size(file);
  EXPECT_TRUE(load_scene(file, size).ok());
  SceneLoad over = load_scene(file, size - 1);
  ASSERT_FALSE(over.ok());
  EXPECT_EQ(over.error->kind, SceneErrorKind::too_large);
  EXPECT_EQ(over.error->message, "too large for a scene file: " + size_text(size) +
                                     ", the limit is " + size_text(size - 1));
  EXPECT_EQ(size_text(200u << 20), "200 MiB");
  EXPECT_EQ(size_text(4608), "4.5 KiB");
  EXPECT_EQ(size_text(12), "12 bytes");
}

TEST_F(SceneIo, DevZeroIsRefusedAtItsFirstByte) {
  SceneLoad s = load_scene("/dev/zero");
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error->line, 1);
  EXPECT_EQ(s.error->column, 1);
  EXPECT_EQ(s.error->kind, SceneErrorKind::invalid);
  EXPECT_EQ(s.error->message, "malformed JSON: a NUL byte (a JSON text has none)");
}

// A stream of the given bytes, written by a child process through a FIFO. The child exits 0 if
// the reader stopped before everything was written (it got EPIPE), 1 if it wrote it all.
class Fifo {
 public:
  Fifo(const fs::path& path, std::string head, char fill, std::size_t total) : path_(path) {
    EXPECT_EQ(::mkfifo(path.c_str(), 0600), 0);
    child_ = ::fork();
    if (child_ == 0) {
      ::signal(SIGPIPE, SIG_IGN);
      int fd = ::open(path.c_str(), O_WRONLY);
      std::string chunk(1 << 16, fill);
      std::size_t written = 0;
      if (::write(fd, head.data(), head.size()) < 0) ::_exit(0);
      written += head.size();
      while (written < total) {
        if (::write(fd, chunk.data(), chunk.size()) < 0) ::_exit(errno == EPIPE ? 0 : 2);
        written += chunk.size();
      }
      ::_exit(1);
    }
  }
  // 0: the reader stopped early; 1: it read everything.
  int finish() {
    int status = 0;
    ::waitpid(child_, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }

 private:
  fs::path path_;
  pid_t child_ = -1;
};

TEST_F(SceneIo, AStreamOverTheLimitIsRefusedOnceItPassesIt) {
  // Valid JSON so far ("[[[[…"), so only the limit can stop it: 4 MiB against 1 MiB.
  Fifo fifo(dir_ / "pipe.json", "", '[', std::size_t{4} << 20);
  SceneLoad s = load_scene(dir_ / "pipe.json", std::size_t{1} << 20);
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error->kind, SceneErrorKind::too_large);
  EXPECT_EQ(s.error->message, "too large for a scene file: more than 1 MiB, the limit is 1 MiB");
  EXPECT_EQ(fifo.finish(), 0);
}

TEST_F(SceneIo, AStreamOfGarbageIsRefusedWithoutReadingItAll) {
  // 64 MiB of garbage: refused at byte 1 after the first chunk, long before the end.
  Fifo fifo(dir_ / "garbage.json", "garbage", 'x', std::size_t{64} << 20);
  SceneLoad s = load_scene(dir_ / "garbage.json");
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error->line, 1);
  EXPECT_EQ(s.error->column, 1);
  EXPECT_EQ(fifo.finish(), 0);
}

}  // namespace
}  // namespace collide
