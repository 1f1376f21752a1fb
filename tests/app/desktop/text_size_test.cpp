// Larger and smaller text work live (issue #22: Ctrl+= once turned every panel black, with black
// text blocks, until the app was killed): the real viewer under Xvfb, Ctrl+= pressed three
// times and Ctrl+0 once; after each step the Scene panel's title is drawn in light text on its
// title bar where the docked layout puts it for that text size, and the panel's body below is the
// panel's colour, not black.
#include <gtest/gtest.h>

#include <imgui.h>

#include "app/view/fonts.hpp"
#include "app/workbench/dock_layout.hpp"
#include "tests/app/support/desktop_session.hpp"
#include "tests/app/support/image_checks.hpp"
#include "tests/support/scratch_dir.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

using test::DesktopSession;

// Light pixels (text) in the Scene panel's title bar, for text of `font` points at 1×: the bar
// is one frame height below the menu bar, which is one frame height tall.
int title_text_pixels(const Image& image, float font) {
  const int frame = int(menu_bar_height(font));
  int n = 0;
  for (int y = frame + 2; y < 2 * frame - 2; ++y)
    for (int x = 4; x < 4 + int(font) * 5; ++x) {
      const auto p = test::pixel(image, x, y);
      n += p[0] > 170 && p[1] > 170 && p[2] > 170;
    }
  return n;
}

// The fraction of a strip of the panel's body (below its title and filter) that is black.
double black_fraction(const Image& image, float font) {
  const int frame = int(menu_bar_height(font));
  int black = 0, total = 0;
  for (int y = 4 * frame; y < 6 * frame; y += 2)
    for (int x = 4; x < 200; x += 2) {
      const auto p = test::pixel(image, x, y);
      ++total;
      black += p[0] < 8 && p[1] < 8 && p[2] < 8;
    }
  return double(black) / total;
}

TEST(TextSize, EveryStepOfLargerTextAndTheResetDrawsThePanelsText) {
  const test::ScratchDir scratch;
  DesktopSession app(test::collision_lab_exe(), {}, scratch / "app");
  ASSERT_TRUE(app.ok()) << app.why();
  const auto check = [&](float font) {
    SCOPED_TRACE(font);
    const auto shot = app.screenshot();
    ASSERT_TRUE(shot);
    const auto image = test::load_png(shot->string());
    ASSERT_TRUE(image);
    EXPECT_GT(title_text_pixels(*image, font), 20);
    EXPECT_LT(black_fraction(*image, font), 0.05);
  };
  check(kDefaultFontSize);
  for (int step = 1; step <= 3; ++step) {
    app.key("ctrl+equal");
    check(kDefaultFontSize + float(step));
  }
  app.key("ctrl+0");
  check(kDefaultFontSize);
  EXPECT_EQ(app.stop(), 0);
}

}  // namespace
}  // namespace collide
