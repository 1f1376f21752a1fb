// Issue #11's real-window test: the viewer under Xvfb, driven with xdotool as a person would.
// Click the box, W, drag the X arrow 100 px, Ctrl+S: the file's box moved along +x only; Ctrl+Z,
// Ctrl+S: the file holds the original numbers again.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <thread>

#include "app/edit/edit_view.hpp"
#include "app/panels/panels.hpp"
#include "app/view/scene_view.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/app/document/scene_bits.hpp"
#include "tests/app/edit/edit_test_support.hpp"
#include "tests/app/support/desktop_session.hpp"
#include "tests/app/support/image_checks.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;
using test::DesktopSession;

// The x where the ray through (px, py) meets the plane z = 0 (the X arrow's drag plane for a
// camera looking down −z).
double x_on_ground(const EditView& view, double px, double py) {
  const Ray<double> r = view.ray_through({px, py});
  const double t = -r.origin.z / r.direction.z;
  return r.origin.x + t * r.direction.x;
}

// F12 writes the screenshot beside the open document: waits for it in `dir`.
std::optional<fs::path> screenshot_in(DesktopSession& app, const fs::path& dir) {
  app.key("F12");
  for (int i = 0; i < 50; ++i) {
    for (const auto& e : fs::directory_iterator(dir))
      if (e.path().extension() == ".png") {
        std::this_thread::sleep_for(std::chrono::milliseconds(300));  // let the writer finish
        return e.path();
      }
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
  }
  return std::nullopt;
}

const desc::Box& box_of(const Scene& s) {
  return std::get<desc::Box>(s.objects.at(0).desc);
}

TEST(GizmoDrag, TheXArrowMovesTheSavedBoxAlongXOnlyAndUndoRestoresTheFile) {
  const fs::path scene_dir = fs::temp_directory_path() / "collide_gizmo_drag_scene";
  fs::remove_all(scene_dir);
  fs::create_directories(scene_dir);
  const fs::path file = scene_dir / "drag.json";
  {
    std::ofstream out(file);
    out << R"({"format": "collision-lab-scene", "version": 1,
      "description": "A box at the origin seen from +z.",
      "objects": [{"id": "box", "kind": "box", "name": "Box", "center": [0, 0, 0],
        "half_extents": [0.5, 0.5, 0.5], "rotation": {"w": 1, "x": 0, "y": 0, "z": 0}}],
      "camera": {"eye": [0, 0, 10], "target": [0, 0, 0]}})";
  }
  const SceneLoad original = load_scene(file);
  ASSERT_TRUE(original.ok());

  DesktopSession app(COLLISION_LAB_EXE, {file.string()},
                     fs::temp_directory_path() / "collide_gizmo_drag");
  ASSERT_TRUE(app.ok()) << app.why();
  ASSERT_TRUE(app.wait_for_name("drag.json - Collision Lab")) << app.window_name();
  // The viewport is the window's framebuffer: the screenshot's size (F12 writes it beside the
  // document).
  const auto shot = screenshot_in(app, scene_dir);
  ASSERT_TRUE(shot);
  const auto image = test::load_png(shot->string());
  ASSERT_TRUE(image);
  const Viewport viewport{image->width, image->height};
  // The camera the viewer starts with, framed right of the Scene panel.
  const Camera camera = initial_camera(*original.scene, viewport, kPanelInset);
  const auto centre = world_to_pixel(camera, viewport, {0, 0, 0});
  ASSERT_TRUE(centre);
  const int cx = int(std::lround(centre->x)), cy = int(std::lround(centre->y));
  ASSERT_GT(cx, kPanelInset);
  // The X arrow points right on screen.
  const auto right = world_to_pixel(camera, viewport, {1, 0, 0});
  ASSERT_TRUE(right);
  ASSERT_GT(right->x, centre->x + 10);
  ASSERT_NEAR(right->y, centre->y, 0.5);

  app.click(cx, cy);
  app.key("w");
  app.drag(cx + 50, cy, cx + 150, cy);
  ASSERT_TRUE(app.wait_for_name("*drag.json - Collision Lab")) << app.window_name();
  app.key("ctrl+s");
  ASSERT_TRUE(app.wait_for_name("drag.json - Collision Lab")) << app.window_name();

  const SceneLoad moved = load_scene(file);
  ASSERT_TRUE(moved.ok());
  const desc::Box &before = box_of(*original.scene), &after = box_of(*moved.scene);
  const EditView view = edit_view(camera, viewport);
  const double expected = x_on_ground(view, cx + 150, cy) - x_on_ground(view, cx + 50, cy);
  EXPECT_NEAR(after.center.x, expected, 1e-6 * expected);
  EXPECT_GT(after.center.x, 0.0);
  EXPECT_TRUE(test::same_bits(after.center.y, before.center.y));
  EXPECT_TRUE(test::same_bits(after.center.z, before.center.z));
  EXPECT_EQ(test::bits(after.half_extents), test::bits(before.half_extents));
  EXPECT_EQ(test::bits(after.rotation), test::bits(before.rotation));

  app.key("ctrl+z");
  ASSERT_TRUE(app.wait_for_name("*drag.json - Collision Lab")) << app.window_name();
  app.key("ctrl+s");
  ASSERT_TRUE(app.wait_for_name("drag.json - Collision Lab")) << app.window_name();
  const SceneLoad restored = load_scene(file);
  ASSERT_TRUE(restored.ok());
  EXPECT_EQ(test::bits(*restored.scene), test::bits(*original.scene));
  EXPECT_EQ(app.stop(), 0);
  fs::remove_all(scene_dir);
}

}  // namespace
}  // namespace collide
