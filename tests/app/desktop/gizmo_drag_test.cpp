// Issue #11's real-window test: the viewer under Xvfb, driven with xdotool as a person would.
// Click the box, W, drag the X arrow 100 px, Ctrl+S: the file's box moved along +x only; Ctrl+Z,
// Ctrl+S: the file holds the original numbers again.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <thread>

#include "app/kinds/edit_view.hpp"
#include "app/panels/panels.hpp"
#include "app/view/scene_view.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/app/document/scene_bits.hpp"
#include "tests/app/edit/edit_test_support.hpp"
#include "tests/app/support/default_layout.hpp"
#include "tests/app/support/desktop_session.hpp"
#include "tests/app/support/image_checks.hpp"
#include "tests/app/support/view_on_screen.hpp"
#include "tests/support/scratch_dir.hpp"
#include "tests/support/test_paths.hpp"

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

// Writes a scene of one box at `c` seen from 10 units along +z into a fresh folder; with
// `behind` more objects 20 units and more behind it (out of the drag's way).
fs::path box_scene_file(const fs::path& dir, const std::string& c, int behind = 0) {
  fs::remove_all(dir);
  fs::create_directories(dir);
  const fs::path file = dir / "drag.json";
  std::ofstream out(file);
  out << R"({"format": "collision-lab-scene", "version": 1,
      "description": "A box seen from +z.",
      "objects": [{"id": "box", "kind": "box", "name": "Box", "center": [)"
      << c
      << R"(], "half_extents": [0.5, 0.5, 0.5], "rotation": {"w": 1, "x": 0, "y": 0, "z": 0}})";
  // The first 2,000 are spheres in a wall 20 units behind (llvmpipe draws each in full, about
  // half a second a frame for all), the rest small boxes 40 units and more behind (dots).
  for (int i = 0; i < behind; ++i) {
    out << R"(, {"id": "g)" << i;
    if (i < 2000) {
      out << R"(", "kind": "sphere", "radius": 0.45, "center": [)" << (i % 50) - 25 << ", "
          << (i / 50) - 20 << ", -20]}";
      continue;
    }
    const int k = i - 2000;
    out << R"(", "kind": "aabb", "min": [)" << (k % 100) - 50 << ", " << (k / 100) % 100 - 50
        << ", " << -40 - 2 * (k / 10000) << R"(], "max": [)" << (k % 100) - 49.6 << ", "
        << (k / 100) % 100 - 49.6 << ", " << -39.6 - 2 * (k / 10000) << "]}";
  }
  out << R"(],
      "camera": {"eye": [)"
      << c.substr(0, c.rfind(',')) << ", " << (c == "0, 0, 0" ? "10" : "10010")
      << R"(], "target": [)" << c << "]}}";
  return file;
}

// Pixels in the square of half-size `r` around (x, y) for which `pred(r, g, b)` holds.
template <class Pred>
int count_pixels(const Image& im, int x, int y, int r, Pred pred) {
  int n = 0;
  for (int j = y - r; j <= y + r; ++j)
    for (int i = x - r; i <= x + r; ++i) {
      if (i < 0 || j < 0 || i >= im.width || j >= im.height) continue;
      const auto p = test::pixel(im, i, j);
      if (pred(p[0], p[1], p[2])) ++n;
    }
  return n;
}

const desc::Box& box_of(const Scene& s) {
  return std::get<desc::Box>(s.objects.at(0).desc);
}

// Click the box, W, drag the X arrow 100 px, Ctrl+S at once: the saved box moved along +x only,
// as far as the pointer went (the drag's last move is in the save, not frames behind it); Ctrl+Z,
// Ctrl+S: the file holds the original numbers again. `behind`: objects behind it, to slow the
// viewer (30,000 of box_scene_file's: about 2 frames a second under Xvfb and llvmpipe).
void drag_x_arrow(int behind) {
  const test::ScratchDir scratch;
  const fs::path scene_dir = scratch / "scene";
  const fs::path file = box_scene_file(scene_dir, "0, 0, 0", behind);
  const double wait = behind > 0 ? 60 : 10;  // seconds
  const SceneLoad original = load_scene(file);
  ASSERT_TRUE(original.ok());

  DesktopSession app(test::collision_lab_exe(), {file.string()}, scratch / "app");
  ASSERT_TRUE(app.ok()) << app.why();
  ASSERT_TRUE(app.wait_for_name("drag.json - Collision Lab", wait)) << app.window_name();
  // The window is the screenshot's size (F12 writes it beside the document); the view is the
  // rectangle the docked panels leave in it.
  const auto on_screen = test::view_on_screen(app, *original.scene, scene_dir);
  ASSERT_TRUE(on_screen);
  const Viewport viewport = on_screen->viewport;
  const int ox = on_screen->ox, oy = on_screen->oy;
  // The camera the viewer starts with, framed into the view; cx, cy in the view's pixels.
  const Camera camera = on_screen->camera;
  const auto centre = world_to_pixel(camera, viewport, {0, 0, 0});
  ASSERT_TRUE(centre);
  const int cx = int(std::lround(centre->x)), cy = int(std::lround(centre->y));
  ASSERT_GT(cx, 0);
  ASSERT_LT(cx + 150, viewport.width);
  // The X arrow points right on screen.
  const auto right = world_to_pixel(camera, viewport, {1, 0, 0});
  ASSERT_TRUE(right);
  ASSERT_GT(right->x, centre->x + 10);
  ASSERT_NEAR(right->y, centre->y, 0.5);

  app.click(ox + cx, oy + cy);
  app.key("w");
  app.drag(ox + cx + 50, oy + cy, ox + cx + 150, oy + cy);
  ASSERT_TRUE(app.wait_for_name("*drag.json - Collision Lab", wait)) << app.window_name();
  app.key("ctrl+s");
  ASSERT_TRUE(app.wait_for_name("drag.json - Collision Lab", wait)) << app.window_name();

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
  ASSERT_TRUE(app.wait_for_name("*drag.json - Collision Lab", wait)) << app.window_name();
  app.key("ctrl+s");
  ASSERT_TRUE(app.wait_for_name("drag.json - Collision Lab", wait)) << app.window_name();
  const SceneLoad restored = load_scene(file);
  ASSERT_TRUE(restored.ok());
  EXPECT_EQ(test::bits(*restored.scene), test::bits(*original.scene));
  EXPECT_EQ(app.stop(), 0);
}

// A capsule upright at the origin, seen from +z: click its middle, W, drag the X arrow 100 px,
// Ctrl+S: both its ends moved along +x by as much as the pointer went (its radius and the rest of
// its numbers as they were); Ctrl+Z, Ctrl+S: the file is the original again.
TEST(GizmoDrag, TheXArrowMovesBothEndsOfACapsuleAndUndoRestoresTheFile) {
  const test::ScratchDir scratch;
  const fs::path dir = scratch / "scene";
  fs::create_directories(dir);
  const fs::path file = dir / "drag.json";
  std::ofstream(file) << R"({"format": "collision-lab-scene", "version": 1,
      "objects": [{"id": "cap", "kind": "capsule", "a": [0, -0.6, 0], "b": [0, 0.6, 0], "radius": 0.4}],
      "camera": {"eye": [0, 0, 10], "target": [0, 0, 0]}})";
  const SceneLoad original = load_scene(file);
  ASSERT_TRUE(original.ok());
  DesktopSession app(test::collision_lab_exe(), {file.string()}, scratch / "app");
  ASSERT_TRUE(app.ok()) << app.why();
  ASSERT_TRUE(app.wait_for_name("drag.json - Collision Lab", 10)) << app.window_name();
  const auto on_screen = test::view_on_screen(app, *original.scene, dir);
  ASSERT_TRUE(on_screen);
  const Viewport viewport = on_screen->viewport;
  const int ox = on_screen->ox, oy = on_screen->oy;
  const Camera camera = on_screen->camera;
  const auto centre = world_to_pixel(camera, viewport, {0, 0, 0});
  ASSERT_TRUE(centre);
  const int cx = int(std::lround(centre->x)), cy = int(std::lround(centre->y));
  ASSERT_LT(cx + 150, viewport.width);

  app.click(ox + cx, oy + cy);
  app.key("w");
  app.drag(ox + cx + 50, oy + cy, ox + cx + 150, oy + cy);
  ASSERT_TRUE(app.wait_for_name("*drag.json - Collision Lab", 10)) << app.window_name();
  app.key("ctrl+s");
  ASSERT_TRUE(app.wait_for_name("drag.json - Collision Lab", 10)) << app.window_name();
  const SceneLoad moved = load_scene(file);
  ASSERT_TRUE(moved.ok());
  const auto& before = std::get<desc::Capsule>(original.scene->objects.at(0).desc);
  const auto& after = std::get<desc::Capsule>(moved.scene->objects.at(0).desc);
  const EditView view = edit_view(camera, viewport);
  const double expected = x_on_ground(view, cx + 150, cy) - x_on_ground(view, cx + 50, cy);
  EXPECT_GT(expected, 0.5);
  EXPECT_NEAR(after.a.x, expected, 1e-6 * expected);
  EXPECT_NEAR(after.b.x, expected, 1e-6 * expected);
  for (const auto& [x, y] : {std::pair(after.a, before.a), std::pair(after.b, before.b)}) {
    EXPECT_TRUE(test::same_bits(x.y, y.y));
    EXPECT_TRUE(test::same_bits(x.z, y.z));
  }
  EXPECT_TRUE(test::same_bits(after.radius, before.radius));

  app.key("ctrl+z");
  ASSERT_TRUE(app.wait_for_name("*drag.json - Collision Lab", 10)) << app.window_name();
  app.key("ctrl+s");
  ASSERT_TRUE(app.wait_for_name("drag.json - Collision Lab", 10)) << app.window_name();
  const SceneLoad restored = load_scene(file);
  ASSERT_TRUE(restored.ok());
  EXPECT_EQ(test::bits(*restored.scene), test::bits(*original.scene));
  EXPECT_EQ(app.stop(), 0);
}

// A cylinder upright at the origin, seen from +z: click its middle, R (scale), drag its X shaft
// 80 px outwards, then its Y shaft 80 px up, Ctrl+S after each: the X shaft resized its radius
// only (its own x is across its axis), the Y shaft its half height only (its own y is its axis);
// its centre and rotation as they were. Ctrl+Z twice, Ctrl+S: the file is the original again.
TEST(GizmoDrag, TheScaleShaftsResizeACylindersRadiusAndHalfHeightApart) {
  const test::ScratchDir scratch;
  const fs::path dir = scratch / "scene";
  fs::create_directories(dir);
  const fs::path file = dir / "drag.json";
  std::ofstream(file) << R"({"format": "collision-lab-scene", "version": 1,
      "objects": [{"id": "can", "kind": "cylinder", "center": [0, 0, 0], "half_height": 0.6, "radius": 0.4}],
      "camera": {"eye": [0, 0, 10], "target": [0, 0, 0]}})";
  const SceneLoad original = load_scene(file);
  ASSERT_TRUE(original.ok());
  DesktopSession app(test::collision_lab_exe(), {file.string()}, scratch / "app");
  ASSERT_TRUE(app.ok()) << app.why();
  ASSERT_TRUE(app.wait_for_name("drag.json - Collision Lab", 10)) << app.window_name();
  const auto on_screen = test::view_on_screen(app, *original.scene, dir);
  ASSERT_TRUE(on_screen);
  const Viewport viewport = on_screen->viewport;
  const int ox = on_screen->ox, oy = on_screen->oy;
  const Camera camera = on_screen->camera;
  const auto centre = world_to_pixel(camera, viewport, {0, 0, 0});
  ASSERT_TRUE(centre);
  const int cx = int(std::lround(centre->x)), cy = int(std::lround(centre->y));
  ASSERT_LT(cx + 170, viewport.width);
  ASSERT_GT(cy - 170, 0);
  const auto saved = [&] {
    app.key("ctrl+s");
    EXPECT_TRUE(app.wait_for_name("drag.json - Collision Lab", 10)) << app.window_name();
    const SceneLoad now = load_scene(file);
    EXPECT_TRUE(now.ok());
    return std::get<desc::Cylinder>(now.scene->objects.at(0).desc);
  };
  const auto& before = std::get<desc::Cylinder>(original.scene->objects.at(0).desc);

  app.click(ox + cx, oy + cy);
  app.key("r");
  app.drag(ox + cx + 80, oy + cy, ox + cx + 160, oy + cy);
  ASSERT_TRUE(app.wait_for_name("*drag.json - Collision Lab", 10)) << app.window_name();
  const desc::Cylinder wider = saved();
  EXPECT_GT(wider.radius, 1.2 * before.radius);
  EXPECT_TRUE(test::same_bits(wider.half_height, before.half_height));
  EXPECT_EQ(test::bits(wider.center), test::bits(before.center));
  EXPECT_EQ(test::bits(wider.rotation), test::bits(before.rotation));

  app.drag(ox + cx, oy + cy - 80, ox + cx, oy + cy - 160);
  ASSERT_TRUE(app.wait_for_name("*drag.json - Collision Lab", 10)) << app.window_name();
  const desc::Cylinder taller = saved();
  EXPECT_GT(taller.half_height, 1.2 * before.half_height);
  EXPECT_TRUE(test::same_bits(taller.radius, wider.radius));
  EXPECT_EQ(test::bits(taller.center), test::bits(before.center));

  app.key("ctrl+z");
  app.key("ctrl+z");
  ASSERT_TRUE(app.wait_for_name("*drag.json - Collision Lab", 10)) << app.window_name();
  app.key("ctrl+s");
  ASSERT_TRUE(app.wait_for_name("drag.json - Collision Lab", 10)) << app.window_name();
  const SceneLoad restored = load_scene(file);
  ASSERT_TRUE(restored.ok());
  EXPECT_EQ(test::bits(*restored.scene), test::bits(*original.scene));
  EXPECT_EQ(app.stop(), 0);
}

TEST(GizmoDrag, TheXArrowMovesTheSavedBoxAlongXOnlyAndUndoRestoresTheFile) {
  drag_x_arrow(0);
}

TEST(GizmoDrag, TheSavedBoxIsWhereThePointerStoppedAtTwoFramesASecond) {
  drag_x_arrow(30000);
}

// Each gizmo in the real viewer, at the origin and at (1e4, 1e4, 1e4): the X handle (red) right
// of the box's centre for translate and scale, the view ring (white) around it for rotate.
// COLLIDE_TEST_IMAGES=DIR keeps the screenshots.
TEST(GizmoDrag, EachGizmoShowsAtTheOriginAndFarFromIt) {
  for (const std::string c : {"0, 0, 0", "10000, 10000, 10000"}) {
    SCOPED_TRACE(c);
    const test::ScratchDir scratch;
    const fs::path scene_dir = scratch / "scene";
    const fs::path file = box_scene_file(scene_dir, c);
    const SceneLoad scene = load_scene(file);
    ASSERT_TRUE(scene.ok());
    DesktopSession app(test::collision_lab_exe(), {file.string()}, scratch / "app");
    ASSERT_TRUE(app.ok()) << app.why();
    ASSERT_TRUE(app.wait_for_name("drag.json - Collision Lab")) << app.window_name();
    // The view the docked panels leave; cx, cy: the box's centre in the window.
    const test::DefaultLayout layout = test::default_layout(1280, 720);
    const Viewport viewport = layout.viewport;
    const Camera camera = initial_camera(*scene.scene, viewport);
    const auto centre = world_to_pixel(camera, viewport, box_of(*scene.scene).center);
    ASSERT_TRUE(centre);
    const int cx = int(std::lround(centre->x + layout.origin.x)),
              cy = int(std::lround(centre->y + layout.origin.y));
    const auto red = [](int r, int g, int b) { return r > 150 && g < 110 && b < 110; };
    const auto white = [](int r, int g, int b) { return r > 200 && g > 200 && b > 200; };
    const auto before = app.screenshot(scene_dir);
    ASSERT_TRUE(before);
    const auto none = test::load_png(before->string());
    ASSERT_TRUE(none);
    ASSERT_EQ(none->width, 1280);
    // Nothing selected: the gizmo's pixels are the red ones that were not red before (the world
    // x axis runs through the origin's box too).
    app.click(cx, cy);
    for (const char* mode : {"w", "e", "r"}) {
      SCOPED_TRACE(mode);
      app.key(mode);
      app.move(1000, 650);  // away from the handles: no hover colour
      const auto shot = app.screenshot(scene_dir);
      ASSERT_TRUE(shot);
      const auto im = test::load_png(shot->string());
      ASSERT_TRUE(im);
      if (const char* keep = std::getenv("COLLIDE_TEST_IMAGES"))
        fs::copy_file(*shot,
                      fs::path(keep) / ("gizmo_" + std::string(mode) + "_" +
                                        (c == "0, 0, 0" ? "origin" : "far") + ".png"),
                      fs::copy_options::overwrite_existing);
      if (std::string(mode) == "e") {
        // The view ring: a white circle ~120 px out; its right-hand side.
        EXPECT_GT(count_pixels(*im, cx + 120, cy, 6, white), 3);
      } else {
        // The X arrow (translate) or its shaft (scale), red, right of the centre.
        int n = 0;
        for (int y = cy - 10; y <= cy + 10; ++y)
          for (int x = cx + 60; x <= cx + 100; ++x) {
            const auto a = test::pixel(*none, x, y), b = test::pixel(*im, x, y);
            if (red(b[0], b[1], b[2]) && a != b) ++n;
          }
        EXPECT_GT(n, 10);
      }
    }
    EXPECT_EQ(app.stop(), 0);
  }
}

}  // namespace
}  // namespace collide
