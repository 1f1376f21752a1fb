// The Help window's search as a person uses it (issue 39, item 8): the real viewer under Xvfb,
// F1, a click in the search box, a word typed key by key with xdotool, and a click on the first
// hit: its page opens scrolled to the hit, which is marked by an amber bar at its left.
#include <gtest/gtest.h>

#include <string>

#include "tests/app/support/desktop_session.hpp"
#include "tests/app/support/image_checks.hpp"
#include "tests/support/scratch_dir.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

using test::DesktopSession;

// Pixels of the hit's bar (255, 200, 60 at 86% over the dark window) in the Help window's page
// side, right of its contents column: x 420..1090 (the window is 900 px wide, centred).
int amber_pixels(const Image& image) {
  int n = 0;
  for (int y = 80; y < image.height - 10; ++y)
    for (int x = 420; x < 1090; ++x) {
      const auto p = test::pixel(image, x, y);
      n += p[0] > 190 && p[1] > 140 && p[1] < 205 && p[2] < 95;
    }
  return n;
}

TEST(HelpSearchWindow, AWordTypedListsItsPagesAndAClickOpensTheHitMarked) {
  const test::ScratchDir scratch;
  DesktopSession app(test::collision_lab_exe(), {"--size", "1280x720"}, scratch.path());
  ASSERT_TRUE(app.ok()) << app.why();
  ASSERT_TRUE(app.wait_for_name("untitled - Collision Lab")) << app.window_name();
  app.key("F1");
  // The search box is the Help window's first line, under its title bar (y ≈ 68).
  app.click(400, 68);
  for (const char* k : {"i", "n", "o", "t", "i", "f", "y"})
    app.key(k);
  const auto listed = app.screenshot();
  ASSERT_TRUE(listed);
  // The hits, in place of the page: the first hit's title is the results' first row.
  app.click(700, 90);
  const auto opened = app.screenshot();
  ASSERT_TRUE(opened);
  const auto a = test::load_png(listed->string()), b = test::load_png(opened->string());
  ASSERT_TRUE(a && b);
  EXPECT_LT(amber_pixels(*a), 20) << "no hit is marked while the hits are listed";
  // The bar is 3 px wide beside the hit's paragraph (a line or more of text).
  EXPECT_GT(amber_pixels(*b), 3 * 14) << "the hit's page opens with the hit marked";
  EXPECT_GT(test::changed_pixels(*a, *b, 420, 80, 1090, 700), 2000) << "the page replaced the list";
  EXPECT_EQ(app.stop(), 0);
}

}  // namespace
}  // namespace collide
