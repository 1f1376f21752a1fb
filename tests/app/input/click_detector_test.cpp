// A click is a press and release that stayed within a few pixels: anything further was a drag.
#include "app/input/click_detector.hpp"

#include <gtest/gtest.h>

namespace collide {
namespace {

TEST(ClickDetector, AClickIsAPressAndReleaseThatDidNotMove) {
  ClickDetector c(4);
  c.press({100, 100});
  EXPECT_TRUE(c.release({102, 101}));
  // The end of a camera drag: it went 30 px away and came back; not a click.
  c.press({100, 100});
  c.move({130, 100});
  EXPECT_FALSE(c.release({100, 100}));
  EXPECT_FALSE(c.release({100, 100}));  // no press: no click
  c.press({0, 0});
  EXPECT_FALSE(c.release({5, 0}));
}

}  // namespace
}  // namespace collide
