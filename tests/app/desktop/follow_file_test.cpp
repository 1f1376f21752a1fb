// `collision-lab view SCENE --follow` as a person runs it beside a program that rewrites the file:
// the real viewer under Xvfb, the file replaced by a rename (the box turns from green to
// magenta on screen), then a malformed write (the magenta box stays, the viewer lives on), then a
// good write in place (yellow).
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "tests/app/support/desktop_session.hpp"
#include "tests/app/support/image_checks.hpp"
#include "tests/support/scratch_dir.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;
using test::DesktopSession;

// One box filling the middle of the view, of colour `hex`.
std::string scene_text(const std::string& hex) {
  return R"({"format": "collision-lab-scene", "version": 1,
  "camera": {"eye": [0, 0, 5], "target": [0, 0, 0], "up": [0, 1, 0], "fov_degrees": 45},
  "objects": [{"id": "box", "kind": "box", "color": ")" +
         hex + R"(", "center": [0, 0, 0], "half_extents": [1, 1, 1]}]})";
}

void write_by_rename(const fs::path& p, const std::string& text) {
  fs::path tmp = p;
  tmp += ".tmp";
  std::ofstream(tmp) << text;
  fs::rename(tmp, p);
}

// Pixels of the screenshot that are shades of `c`.
int shaded(DesktopSession& app, const Color& c) {
  const auto shot = app.screenshot();
  if (!shot) return -1;
  const auto image = test::load_png(shot->string());
  fs::remove(*shot);
  if (!image) return -1;
  int n = 0;
  for (int y = 0; y < image->height; ++y)
    for (int x = 0; x < image->width; ++x)
      if (test::is_shade_of(test::pixel(*image, x, y), c)) ++n;
  return n;
}

// Screenshots until `c` covers more than `at_least` pixels (the reload is asynchronous), or ~10 s.
int wait_for_shade(DesktopSession& app, const Color& c, int at_least) {
  int n = 0;
  for (int k = 0; k < 10 && (n = shaded(app, c)) <= at_least; ++k)
    std::this_thread::sleep_for(std::chrono::seconds(1));
  return n;
}

TEST(FollowFile, RewritesAreShownAndAMalformedOneKeepsTheLastGoodScene) {
  const test::ScratchDir scratch;
  // The file in the session's own folder: F12 writes screenshots beside the open file.
  const fs::path file = scratch / "scene.json";
  write_by_rename(file, scene_text("#00ff00"));
  DesktopSession app(test::collision_lab_exe(), {"view", file.string(), "--follow"}, scratch.path(),
                     /*fresh=*/false);
  ASSERT_TRUE(app.ok()) << app.why();
  ASSERT_TRUE(app.wait_for_name("scene.json - Collision Lab")) << app.window_name();
  const Color green{0, 1, 0, 1}, magenta{1, 0, 1, 1}, yellow{1, 1, 0, 1};
  ASSERT_GT(wait_for_shade(app, green, 5000), 5000);

  write_by_rename(file, scene_text("#ff00ff"));
  EXPECT_GT(wait_for_shade(app, magenta, 5000), 5000);
  EXPECT_LT(shaded(app, green), 500);

  std::ofstream(file) << R"({"format": "collision-lab-scene", "objects": [)";
  std::this_thread::sleep_for(std::chrono::seconds(2));
  EXPECT_GT(shaded(app, magenta), 5000);  // the last good scene stays
  EXPECT_EQ(app.window_name(), "scene.json - Collision Lab");

  std::ofstream(file) << scene_text("#ffff00");  // in place this time
  EXPECT_GT(wait_for_shade(app, yellow, 5000), 5000);
  EXPECT_EQ(app.stop(), 0);
}

}  // namespace
}  // namespace collide
