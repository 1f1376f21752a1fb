#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "app/view/screenshot_name.hpp"
#include "tests/support/scratch_dir.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;

TEST(ScreenshotPath, NamedByLocalTimeAndNeverOverwrites) {
  setenv("TZ", "UTC", 1);
  tzset();
  const test::ScratchDir scratch;
  const fs::path dir = scratch.path();
  const std::time_t when = 1795562220;  // 2026-11-24 23:17:00 UTC
  const fs::path first = screenshot_path(dir, when);
  EXPECT_EQ(first, dir / "collision-lab-20261124-231700.png");
  std::ofstream(first) << "x";
  const fs::path second = screenshot_path(dir, when);
  EXPECT_EQ(second, dir / "collision-lab-20261124-231700-2.png");
  std::ofstream(second) << "x";
  EXPECT_EQ(screenshot_path(dir, when), dir / "collision-lab-20261124-231700-3.png");
}

}  // namespace
}  // namespace collide
