// Scene files on disk: load reports the file, save is atomic and keeps FILE.bak.
#include "core/scene/scene_io.hpp"

#include <sys/resource.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <csignal>
#include <fstream>
#include <sstream>

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
  void SetUp() override {
    std::string templ = (fs::temp_directory_path() / "collide-scene-io-XXXXXX").string();
    ASSERT_NE(::mkdtemp(templ.data()), nullptr);
    dir_ = templ;
  }
  void TearDown() override { fs::remove_all(dir_); }

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
                           desc::Sphere{{i * 1.5, 0, 0}, 0.5, std::nullopt}, ""});
    return s;
  }

  fs::path dir_;
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
  // The backup now holds the version before the failed save: the file as it still is.
  EXPECT_EQ(read(backup_path(file)), old);
  (void)old_bak;
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

}  // namespace
}  // namespace collide
