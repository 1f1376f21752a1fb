// The Lessons menu as a person uses it: the real viewer under Xvfb, clicked with xdotool.
#include <gtest/gtest.h>

#include <filesystem>

#include "app/document/scene_library.hpp"
#include "tests/app/support/desktop_session.hpp"
#include "tests/app/support/image_checks.hpp"
#include "tests/support/scratch_dir.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;
using test::DesktopSession;

// The Scene notes panel sits at the bottom-left: the pixels there before and after opening a
// lesson differ where the text changed.
using test::changed_pixels;

TEST(LessonsMenu, OpensALessonAsAnUntitledCopyWithItsDescription) {
  const test::ScratchDir scratch;
  DesktopSession app(test::collision_lab_exe(), {}, scratch.path());
  ASSERT_TRUE(app.ok()) << app.why();
  ASSERT_TRUE(app.wait_for_name("untitled - Collision Lab")) << app.window_name();
  const auto before = app.screenshot();
  ASSERT_TRUE(before);

  // The menu bar reads "File  Edit  Lessons"; the lessons are listed by name, one row of 19 px
  // each from y = 36: the third row opens the third lesson of the library.
  const LibraryEntry& third = scene_library().at(2);
  ASSERT_EQ(third.group, LibraryGroup::lessons);
  app.click(117, 10);
  app.click(119, 36 + 19 * 2);
  EXPECT_TRUE(app.wait_for_name(third.title + " (copy) - Collision Lab")) << app.window_name();

  const auto after = app.screenshot();
  ASSERT_TRUE(after);
  const auto a = test::load_png(before->string()), b = test::load_png(after->string());
  ASSERT_TRUE(a && b);
  ASSERT_EQ(a->width, b->width);
  // The notes panel (bottom-left, 420 px wide) shows the lesson's description instead of the
  // default scene's.
  EXPECT_GT(changed_pixels(*a, *b, 20, b->height - 60, 420, b->height - 15), 200);
  EXPECT_EQ(app.stop(), 0);
}

}  // namespace
}  // namespace collide
