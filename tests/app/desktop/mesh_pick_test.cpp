// A triangle mesh picked in the real viewer (issue 38): the shipped level (level.obj, 17,342
// triangles) as a file mesh beside a box and a capsule, seen from above the first step. A click on
// the pixel where the camera maths puts the first step's tread, then Delete and Ctrl+S: the file
// has lost the mesh and kept the box and the capsule, so the click selected the mesh. A click on
// the sky first selects nothing: Delete then leaves the file unmodified.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <thread>

#include "app/view/scene_view.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/app/support/desktop_session.hpp"
#include "tests/app/support/view_on_screen.hpp"
#include "tests/support/scratch_dir.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;
using test::DesktopSession;

TEST(MeshPick, AClickOnAStepSelectsTheLevelMesh) {
  const test::ScratchDir scratch;
  const fs::path dir = scratch / "scene";
  fs::create_directories(dir);
  fs::copy_file(fs::path(test::source_dir()) / "assets/meshes/level.obj", dir / "level.obj");
  const fs::path file = dir / "steps.json";
  // The first step's tread is y = 0.2 over x ∈ [−6, −2], z ∈ [−2.4, −2] (make_level.py); the
  // camera looks at its middle (−4, 0.2, −2.2) from 2 up and 5.2 in front of it (19° down: the
  // ray passes 0.27 over the step's front edge), so the view's top row is sky.
  std::ofstream(file) << R"({"format": "collision-lab-scene", "version": 1,
      "objects": [
        {"id": "level", "kind": "mesh", "file": "level.obj"},
        {"id": "crate", "kind": "box", "center": [-1, 0.5, 1], "half_extents": [0.5, 0.5, 0.5],
         "rotation": {"w": 1, "x": 0, "y": 0, "z": 0}},
        {"id": "hero", "kind": "capsule", "a": [-7, 0.4, 0], "b": [-7, 1.4, 0], "radius": 0.4}],
      "camera": {"eye": [-4, 2, 3], "target": [-4, 0.2, -2.2]}})";
  const SceneLoad original = load_scene(file);
  ASSERT_TRUE(original.ok());
  ASSERT_EQ(original.scene->objects.size(), 3u);

  DesktopSession app(test::collision_lab_exe(), {file.string()}, scratch / "app");
  ASSERT_TRUE(app.ok()) << app.why();
  ASSERT_TRUE(app.wait_for_name("steps.json - Collision Lab", 30)) << app.window_name();
  const auto on_screen = test::view_on_screen(app, *original.scene, dir);
  ASSERT_TRUE(on_screen);
  const Viewport viewport = on_screen->viewport;
  const int ox = on_screen->ox, oy = on_screen->oy;
  const Camera camera = on_screen->camera;
  const auto tread = world_to_pixel(camera, viewport, {-4, 0.2, -2.2});
  ASSERT_TRUE(tread);
  const int tx = int(std::lround(tread->x)), ty = int(std::lround(tread->y));
  ASSERT_GT(ty, 0);
  ASSERT_LT(ty, viewport.height);

  // The sky: the top row looks 3° above the horizon.
  app.click(ox + tx, oy + 3);
  app.key("Delete");
  std::this_thread::sleep_for(std::chrono::milliseconds(800));
  EXPECT_EQ(app.window_name(), "steps.json - Collision Lab");

  app.click(ox + tx, oy + ty);
  app.key("Delete");
  ASSERT_TRUE(app.wait_for_name("*steps.json - Collision Lab", 20)) << app.window_name();
  app.key("ctrl+s");
  ASSERT_TRUE(app.wait_for_name("steps.json - Collision Lab", 20)) << app.window_name();
  const SceneLoad saved = load_scene(file);
  ASSERT_TRUE(saved.ok());
  ASSERT_EQ(saved.scene->objects.size(), 2u);
  EXPECT_EQ(saved.scene->objects[0].id, "crate");
  EXPECT_EQ(saved.scene->objects[1].id, "hero");
  EXPECT_EQ(app.stop(), 0);
}

}  // namespace
}  // namespace collide
