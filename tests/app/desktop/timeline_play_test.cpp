// Issue 37's real-window test of the timeline: the viewer under Xvfb, driven with xdotool. A
// box A (half size 0.5 at the origin) moves by (4, 0, 0) onto a box B (half size 0.5 at x = 3):
// A's face x = 0.5 + 4t meets B's face x = 2.5 at t = 1/2, A's centre then at (2, 0, 0). Space
// plays the scene (the picture changes), Space pauses it, C jumps to the focused pair's first
// contact; the screenshot then has the red contact ghost's edge where the maths puts it (A's back
// face at x = 1.5) and not where a later time would (x = 1.9), and A's solid at its t = 1/2 pose.
#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <fstream>
#include <thread>

#include "app/panels/timeline_bar.hpp"
#include "app/view/fonts.hpp"
#include "app/view/scene_view.hpp"
#include "app/visualize/evidence_style.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/app/support/default_layout.hpp"
#include "tests/app/support/desktop_session.hpp"
#include "tests/app/support/image_checks.hpp"
#include "tests/support/scratch_dir.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;
using test::DesktopSession;

constexpr Color kBoxA{70 / 255.0f, 110 / 255.0f, 230 / 255.0f, 1};

fs::path head_on_scene(const fs::path& dir) {
  fs::create_directories(dir);
  const fs::path file = dir / "head_on.json";
  std::ofstream(file) << R"({"format": "collision-lab-scene", "version": 1,
    "camera": {"eye": [1.5, 1.2, 7], "target": [1.5, 0, 0], "up": [0, 1, 0], "fov_degrees": 45},
    "focus": {"a": "a", "b": "b"},
    "objects": [
      {"id": "a", "kind": "box", "color": "#466ee6", "center": [0, 0, 0],
       "half_extents": [0.5, 0.5, 0.5], "velocity": [4, 0, 0]},
      {"id": "b", "kind": "box", "color": "#3caa50", "center": [3, 0, 0],
       "half_extents": [0.5, 0.5, 0.5]}]})";
  return file;
}

// Whether a pixel within `r` of p (window pixels) satisfies `f`.
template <class F>
bool any_near(const Image& image, glm::dvec2 p, int r, F&& f) {
  for (int dy = -r; dy <= r; ++dy)
    for (int dx = -r; dx <= r; ++dx)
      if (f(test::pixel(image, int(std::lround(p.x)) + dx, int(std::lround(p.y)) + dy)))
        return true;
  return false;
}

bool reddish(const std::array<int, 3>& p) {
  return test::is_color(p, kContactColor, 45);
}

TEST(TimelineWindow, PlayPauseAndFirstContactDrawTheGhostWhereTheMathsPutsIt) {
  const test::ScratchDir scratch;
  const fs::path file = head_on_scene(scratch / "scene");
  DesktopSession app(test::collision_lab_exe(), {file.string()}, scratch / "app");
  ASSERT_TRUE(app.ok()) << app.why();
  ASSERT_TRUE(app.wait_for_name("head_on.json - Collision Lab", 60)) << app.window_name();

  // The view: the default layout less the timeline's bar under it; the file's camera.
  test::DefaultLayout d = test::default_layout();
  Rect view = d.view;
  view.h -= timeline_bar_height(kDefaultFontSize, ImGuiStyle());
  const int x0 = int(std::lround(view.x)), y0 = int(std::lround(view.y));
  const Viewport viewport{int(std::lround(view.right())) - x0,
                          int(std::lround(view.bottom())) - y0};
  const SceneLoad load = load_scene(file);
  ASSERT_TRUE(load.ok());
  const Camera camera = initial_camera(*load.scene, viewport);
  const auto pixel_of = [&](const glm::dvec3& p) {
    const auto px = world_to_pixel(camera, viewport, p);
    EXPECT_TRUE(px);
    return px.value_or(glm::dvec2(0)) + glm::dvec2(x0, y0);
  };

  const auto start = app.screenshot(file.parent_path());
  ASSERT_TRUE(start);
  app.key("space");  // play: 1/4 of the interval a second
  std::this_thread::sleep_for(std::chrono::milliseconds(1200));
  app.key("space");  // pause
  const auto played = app.screenshot(file.parent_path());
  ASSERT_TRUE(played);
  app.key("c");  // the focused pair's first contact
  const auto contact = app.screenshot(file.parent_path());
  ASSERT_TRUE(contact);
  EXPECT_EQ(app.stop(), 0);

  const auto a = test::load_png(start->string()), b = test::load_png(played->string()),
             c = test::load_png(contact->string());
  ASSERT_TRUE(a && b && c);
  // Playing moved A: the view changed between the two pictures.
  EXPECT_GT(test::changed_pixels(*a, *b, x0, y0, x0 + viewport.width, y0 + viewport.height), 200);

  // At t = 1/2: the red ghost's edge along A's back face (x = 1.5, z = 0.5) ...
  EXPECT_TRUE(any_near(*c, pixel_of({1.5, 0, 0.5}), 3, reddish));
  EXPECT_TRUE(any_near(*c, pixel_of({1.5, 0.3, 0.5}), 3, reddish));
  // ... and not where A's back face would be at t = 0.6 (x = 1.9: A's own front face there).
  EXPECT_FALSE(any_near(*c, pixel_of({1.9, 0, 0.5}), 3, reddish));
  // A's solid drawn at its pose at t = 1/2 (centre (2, 0, 0)), not at t = 0 (the origin).
  EXPECT_GT(test::shade_fraction(*c, glm::vec2(pixel_of({2, 0, 0.5})), 3, kBoxA), 0.5);
  EXPECT_LT(test::shade_fraction(*c, glm::vec2(pixel_of({0, 0, 0.5})), 3, kBoxA), 0.1);
}

}  // namespace
}  // namespace collide
