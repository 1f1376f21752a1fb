// The settings file: what is written comes back, and a bad file never costs more than the
// defaults and a one-line warning.
#include "app/settings/settings.hpp"

#include "tests/support/scratch_dir.hpp"

#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "app/document/recent_files.hpp"
#include "app/settings/config_folder.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;

std::string read(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void write(const fs::path& p, const std::string& text) {
  std::ofstream(p, std::ios::binary) << text;
}

// Every field away from its default, so a field that is not written or not read shows.
Settings changed_settings() {
  Settings s;
  s.window = {1000, 640, 33, 44, true};
  s.dock = {333.5f, 444.25f, 155, false, true, false};
  s.panels_shown = {{"scene", false}, {"octree", true}};
  s.panel_weights = {{"scene", 2.5f}, {"inspector", 0.75f}};
  s.panels_collapsed = {{"pairs", true}};
  s.font_size = 21;
  s.theme = Theme::light;
  s.grid = false;
  s.axes = false;
  s.outlines = false;
  s.msaa_samples = 0;
  s.show_stats = false;
  s.translate_step = 0.5;
  s.angle_step_degrees = 5;
  s.scale_step = 0.25;
  s.last_directory = "/tmp/some folder/scenes";
  s.recent_folders = {"/tmp/some folder/scenes", "/home/a/lessons"};
  return s;
}

class SettingsFile : public ::testing::Test {
 protected:
  void SetUp() override { file_ = dir_ / "collision-lab" / "settings.json"; }
  std::vector<std::string> entries() const {
    std::vector<std::string> names;
    for (const auto& e : fs::directory_iterator(file_.parent_path()))
      names.push_back(e.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
  }
  const test::ScratchDir scratch_;
  const fs::path dir_ = scratch_.path();
  fs::path file_;
};

TEST_F(SettingsFile, RoundTripKeepsEveryField) {
  const Settings s = changed_settings();
  ASSERT_NE(s, Settings{});
  ASSERT_FALSE(save_settings(file_, s));  // creates the folder too
  const SettingsLoad back = load_settings(file_);
  EXPECT_EQ(back.warning, "");
  EXPECT_EQ(back.settings, s);
  // And the defaults round-trip too (the window has no position yet).
  ASSERT_FALSE(save_settings(file_, Settings{}));
  EXPECT_EQ(load_settings(file_).settings, Settings{});
}

TEST_F(SettingsFile, MissingFileGivesTheDefaultsWithoutAWarning) {
  const SettingsLoad s = load_settings(file_);
  EXPECT_EQ(s.settings, Settings{});
  EXPECT_EQ(s.warning, "");
}

TEST_F(SettingsFile, CorruptFileGivesTheDefaultsAndAOneLineWarning) {
  fs::create_directories(file_.parent_path());
  for (const std::string text : {"{\"version\": 1, \"font_size\": 2", "", "[1, 2]", "\x01\xff"}) {
    write(file_, text);
    const SettingsLoad s = load_settings(file_);
    EXPECT_EQ(s.settings, Settings{}) << text;
    EXPECT_NE(s.warning.find(file_.string()), std::string::npos) << s.warning;
    EXPECT_NE(s.warning.find("using the defaults"), std::string::npos) << s.warning;
    EXPECT_EQ(s.warning.find('\n'), std::string::npos) << s.warning;
  }
}

// A settings file that cannot be read is named with what went wrong, in the words of every file
// the app reads (core/scene/bounded_file.hpp), and the defaults are used.
TEST_F(SettingsFile, ReadFailuresSayWhatWentWrongAsEveryReaderDoes) {
  fs::create_directories(file_.parent_path());
  const auto warning = [&] { return load_settings(file_).warning; };
  fs::create_directory(file_);
  EXPECT_EQ(warning(),
            "settings " + file_.string() + ": cannot open: it is a directory; using the defaults");
  fs::remove(file_);
  fs::create_symlink("/proc/self/mem", file_);  // opens, and its first read fails with EIO
  EXPECT_EQ(warning(),
            "settings " + file_.string() + ": cannot read: Input/output error; using the defaults");
  fs::remove(file_);
  write(file_, std::string(std::size_t{5} << 20, ' '));
  EXPECT_EQ(warning(), "settings " + file_.string() +
                           ": too large for a settings file: 5 MiB, the limit is 4 MiB; using "
                           "the defaults");
  EXPECT_EQ(load_settings(file_).settings, Settings{});
}

TEST_F(SettingsFile, NewerVersionGivesTheDefaultsAndAWarning) {
  fs::create_directories(file_.parent_path());
  // Otherwise a valid file, with changed values that must not be taken.
  std::string text = settings_to_json(changed_settings());
  const std::string from = "\"version\": " + std::to_string(kSettingsVersion);
  const auto at = text.find(from);
  ASSERT_NE(at, std::string::npos) << text;
  text.replace(at, from.size(), "\"version\": " + std::to_string(kSettingsVersion + 1));
  write(file_, text);
  const SettingsLoad s = load_settings(file_);
  EXPECT_EQ(s.settings, Settings{});
  EXPECT_NE(s.warning.find("newer"), std::string::npos) << s.warning;
  EXPECT_EQ(s.warning.find('\n'), std::string::npos) << s.warning;
}

TEST_F(SettingsFile, UnknownFieldsAreIgnoredAndWrongTypesKeepTheDefault) {
  const SettingsLoad s = parse_settings(R"({
    "version": 1, "future_feature": {"a": [1, 2]}, "font_size": 19,
    "window": {"width": 900, "height": 500, "colour": "blue", "maximised": "yes"},
    "view": {"grid": false, "axes": 3, "sparkles": true},
    "theme": "light"
  })");
  EXPECT_EQ(s.warning, "");
  Settings expected;
  expected.font_size = 19;
  expected.window.width = 900;
  expected.window.height = 500;
  expected.grid = false;
  expected.theme = Theme::light;
  EXPECT_EQ(s.settings, expected);
}

TEST_F(SettingsFile, AWindowTooSmallToUseIsNotRestored) {
  const SettingsLoad s = parse_settings(R"({"version": 1, "window": {"width": 0, "height": -4}})");
  EXPECT_EQ(s.settings.window, WindowPlacement{});
}

// The disk fills up half-way through the write (a file-size limit makes write() fail with
// EFBIG, as ENOSPC would): the old settings stay whole and no temporary file is left.
TEST_F(SettingsFile, AWriteThatFailsHalfwayKeepsTheOldFile) {
  ASSERT_FALSE(save_settings(file_, changed_settings()));
  const std::string old = read(file_);
  ASSERT_LT(old.size(), 4096u);

  Settings big;
  big.last_directory = std::string(64 * 1024, 'x');
  rlimit saved{};
  ASSERT_EQ(::getrlimit(RLIMIT_FSIZE, &saved), 0);
  auto previous = std::signal(SIGXFSZ, SIG_IGN);
  rlimit small = saved;
  small.rlim_cur = 4096;
  ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &small), 0);
  const auto err = save_settings(file_, big);
  ::setrlimit(RLIMIT_FSIZE, &saved);
  std::signal(SIGXFSZ, previous);

  ASSERT_TRUE(err);
  EXPECT_NE(err->find("File too large"), std::string::npos) << *err;
  EXPECT_EQ(read(file_), old);
  EXPECT_EQ(load_settings(file_).settings, changed_settings());
  EXPECT_EQ(entries(), std::vector<std::string>{"settings.json"});
}

TEST(SettingsPath, FollowsXdgConfigHomeThenHome) {
  const char* old_xdg = std::getenv("XDG_CONFIG_HOME");
  const std::string saved_xdg = old_xdg ? old_xdg : "";
  ::setenv("XDG_CONFIG_HOME", "/x/config", 1);
  EXPECT_EQ(default_settings_path(), fs::path("/x/config/collision-lab/settings.json"));
  ::unsetenv("XDG_CONFIG_HOME");
  const char* home = std::getenv("HOME");
  if (home && *home) {
    EXPECT_EQ(default_settings_path(), fs::path(home) / ".config/collision-lab/settings.json");
  }
  if (old_xdg) ::setenv("XDG_CONFIG_HOME", saved_xdg.c_str(), 1);
}

// Settings and the recent files live in the one config folder, found by one rule.
TEST(SettingsPath, RecentFilesLiveBesideTheSettings) {
  const char* old_xdg = std::getenv("XDG_CONFIG_HOME");
  const std::string saved_xdg = old_xdg ? old_xdg : "";
  ::setenv("XDG_CONFIG_HOME", "/x/config", 1);
  EXPECT_EQ(config_folder(), fs::path("/x/config/collision-lab"));
  EXPECT_EQ(RecentFiles::default_store(), fs::path("/x/config/collision-lab/recent-files"));
  ::unsetenv("XDG_CONFIG_HOME");
  EXPECT_EQ(RecentFiles::default_store().parent_path(), default_settings_path().parent_path());
  if (old_xdg) ::setenv("XDG_CONFIG_HOME", saved_xdg.c_str(), 1);
}

}  // namespace
}  // namespace collide
