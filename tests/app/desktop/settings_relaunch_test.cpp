// A person's second launch looks like they left it: the real viewer under Xvfb is resized and
// its text made larger, quit, and started again with the same XDG_CONFIG_HOME.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "app/settings/settings.hpp"
#include "app/view/fonts.hpp"
#include "app/workbench/dock_layout.hpp"
#include "tests/app/support/desktop_session.hpp"
#include "tests/support/scratch_dir.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;
using test::DesktopSession;

// The window's size as the X server has it (xdotool), "WIDTHxHEIGHT".
std::string window_size(const DesktopSession& app) {
  std::istringstream shell(
      test::run_output("xdotool getwindowgeometry --shell " + app.window_id()));
  std::string line, w, h;
  while (std::getline(shell, line)) {
    if (line.rfind("WIDTH=", 0) == 0) w = line.substr(6);
    if (line.rfind("HEIGHT=", 0) == 0) h = line.substr(7);
  }
  return w + "x" + h;
}

TEST(SettingsRelaunch, TheSecondLaunchHasTheSizeAndTextSizeTheFirstLeft) {
  const test::ScratchDir scratch;
  const fs::path dir = scratch.path();
  const fs::path file = dir / "config" / "collision-lab" / "settings.json";
  {
    DesktopSession app(test::collision_lab_exe(), {}, dir);
    ASSERT_TRUE(app.ok()) << app.why();
    ASSERT_EQ(window_size(app), "1280x720");  // the defaults: no settings yet
    EXPECT_FALSE(fs::exists(file));
    test::run_output("xdotool windowsize " + app.window_id() + " 900 560");
    // The splitter right of the left column (where the layout puts it at this size: the
    // columns give way to the view's minimum width) dragged 40 px to the right.
    const float bar = menu_bar_height(kDefaultFontSize);
    const Rect split = dock_layout({0, bar, 900, 560 - bar}, DockSizes{}, 1, {true, true, true})
                           .splitter(Dock::left);
    const int x = int(split.x + split.w / 2);
    app.drag(x, 300, x + 40, 300);
    for (int i = 0; i < 3; ++i)
      app.key("ctrl+equal");  // 15 → 18 points
    ASSERT_EQ(window_size(app), "900x560");
    EXPECT_EQ(app.stop(), 0);
  }
  const SettingsLoad first = load_settings(file);
  ASSERT_EQ(first.warning, "");
  EXPECT_EQ(first.settings.window.width, 900);
  EXPECT_EQ(first.settings.window.height, 560);
  EXPECT_EQ(first.settings.font_size, 18);
  EXPECT_NEAR(first.settings.dock.left, DockSizes{}.left + 40, 1);

  {
    DesktopSession again(test::collision_lab_exe(), {}, dir, /*fresh=*/false);
    ASSERT_TRUE(again.ok()) << again.why();
    EXPECT_EQ(window_size(again), "900x560");
    EXPECT_EQ(again.stop(), 0);
  }
  // What the second run read is what it wrote back: nothing was lost on the way.
  const SettingsLoad second = load_settings(file);
  EXPECT_EQ(second.warning, "");
  EXPECT_EQ(second.settings, first.settings);
}

// A settings file that is not JSON costs the defaults and a notice, not the launch: the window
// opens at the default size, and the file written at exit is whole again.
TEST(SettingsRelaunch, ACorruptSettingsFileGivesTheDefaults) {
  const test::ScratchDir scratch;
  const fs::path dir = scratch.path();
  const fs::path file = dir / "config" / "collision-lab" / "settings.json";
  fs::create_directories(file.parent_path());
  std::ofstream(file) << "{\"version\": 1, \"window\": {\"width\": 900,";  // cut short
  ASSERT_NE(load_settings(file).warning, "");
  {
    DesktopSession app(test::collision_lab_exe(), {}, dir, /*fresh=*/false);
    ASSERT_TRUE(app.ok()) << app.why();
    EXPECT_EQ(window_size(app), "1280x720");
    EXPECT_EQ(app.stop(), 0);
  }
  const SettingsLoad after = load_settings(file);
  EXPECT_EQ(after.warning, "");
  EXPECT_EQ(after.settings.window, WindowPlacement({1280, 720, 0, 0, false}));
  EXPECT_EQ(after.settings.font_size, Settings{}.font_size);
}

}  // namespace
}  // namespace collide
