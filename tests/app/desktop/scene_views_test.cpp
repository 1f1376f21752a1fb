// Per-scene views as a person meets them (issue 35, item 11): the real viewer under Xvfb, its
// menus clicked with xdotool. Lessons › Octree then View › Octree opens the Octree panel (and
// with it the tree drawn in the view); Lessons › OBB SAT after that opens the new scene without
// it. What the viewer showed is read back from the settings it leaves at exit.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "app/settings/settings.hpp"
#include "tests/app/support/desktop_session.hpp"
#include "tests/app/support/lessons_menu_clicks.hpp"
#include "tests/support/scratch_dir.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;
using test::DesktopSession;

using test::menu_row_y;
using test::open_lesson;

// View › Octree: the menu lists "Panels", then the panels in the table's order (Scene,
// Inspector, Why, Octree, ...).
void view_octree(DesktopSession& app) {
  app.click(175, 10);  // "View"
  app.click(200, menu_row_y(4));
}

// Whether the Octree panel was shown when the viewer in `dir` last exited.
bool octree_left_shown(const fs::path& dir) {
  const SettingsLoad s = load_settings(dir / "config" / "collision-lab" / "settings.json");
  EXPECT_EQ(s.warning, "");
  const auto it = s.settings.panels_shown.find("octree");
  return it != s.settings.panels_shown.end() && it->second;
}

TEST(SceneViews, TheOctreeViewOfOneLessonIsNotOverTheNext) {
  {
    // View › Octree over the octree lesson: on.
    const test::ScratchDir scratch;
    DesktopSession app(test::collision_lab_exe(), {}, scratch.path());
    ASSERT_TRUE(app.ok()) << app.why();
    open_lesson(app, "lesson_octree.json");
    view_octree(app);
    EXPECT_EQ(app.stop(), 0);
    EXPECT_TRUE(octree_left_shown(scratch.path()));
  }
  {
    // The same, then Lessons › OBB SAT: the new scene opens without it.
    const test::ScratchDir scratch;
    DesktopSession app(test::collision_lab_exe(), {}, scratch.path());
    ASSERT_TRUE(app.ok()) << app.why();
    open_lesson(app, "lesson_octree.json");
    view_octree(app);
    open_lesson(app, "lesson_obb_sat.json");
    EXPECT_EQ(app.stop(), 0);
    EXPECT_FALSE(octree_left_shown(scratch.path()));
  }
}

}  // namespace
}  // namespace collide
