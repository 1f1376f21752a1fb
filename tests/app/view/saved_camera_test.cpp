// The viewer's camera is saved with the scene and restored on open (issue #14): through the
// Document's camera source, FileFlow's Save As and Open, and initial_camera, as the viewer does.
#include "app/view/saved_camera.hpp"

#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>
#include <glm/trigonometric.hpp>

#include "app/document/default_scene.hpp"
#include "app/document/file_flow.hpp"
#include "app/view/scene_view.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/support/scratch_dir.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;

std::string slurp(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

class SavedCamera : public ::testing::Test {
 protected:
  const test::ScratchDir scratch_;
  const fs::path dir_ = scratch_.path();
};

// A view nobody would get by default: off-centre, far from the origin, turned, tilted, zoomed,
// a narrow field of view.
Camera a_moved_camera() {
  Camera c;
  c.target = {1234.5, -67.25, 8.125};
  c.distance = 37.5;
  c.yaw = -2.1f;
  c.pitch = 0.9f;
  c.fov_y = glm::radians(30.0f);
  return c;
}

void expect_same_view(const Camera& got, const Camera& want) {
  const glm::dvec3 ge = eye_position(got), we = eye_position(want);
  // look_at rebuilds yaw and pitch in float: the eye is kept to float precision of the distance.
  for (int k = 0; k < 3; ++k) {
    EXPECT_NEAR(ge[k], we[k], 1e-5 * want.distance) << k;
    EXPECT_NEAR(got.target[k], want.target[k], 1e-9 * std::abs(want.target[k]) + 1e-12) << k;
  }
  EXPECT_NEAR(got.distance, want.distance, 1e-5 * want.distance);
  EXPECT_NEAR(got.yaw, want.yaw, 1e-5);
  EXPECT_NEAR(got.pitch, want.pitch, 1e-5);
  EXPECT_NEAR(got.fov_y, want.fov_y, 1e-6);
}

TEST_F(SavedCamera, TheViewRoundTripsThroughSaveAndOpen) {
  const Viewport viewport{1280, 720};
  Camera camera = a_moved_camera();
  {
    Document doc{default_scene()};
    RecentFiles recent{dir_ / "recent"};
    FileFlow flow{doc, recent};
    doc.set_camera_source([&camera] { return std::optional(to_scene_camera(camera)); });
    ASSERT_TRUE(flow.save_as(dir_ / "view.json")) << *flow.error();
    EXPECT_FALSE(doc.modified()) << "keeping the view is not an unsaved change";
  }
  // The file says where the camera is, on its own line of the written form.
  EXPECT_NE(slurp(dir_ / "view.json").find("\n  \"camera\": {\"eye\": ["), std::string::npos);

  Document doc{default_scene()};
  RecentFiles recent{dir_ / "recent"};
  FileFlow flow{doc, recent};
  flow.request_open(dir_ / "view.json");
  ASSERT_FALSE(flow.error()) << *flow.error();
  ASSERT_TRUE(flow.take_opened());
  ASSERT_TRUE(doc.scene().camera.has_value());
  expect_same_view(initial_camera(doc.scene(), viewport), camera);
  // Without a stored camera the view is framed instead: a different view, so the check above
  // is not passing by accident.
  Scene without = doc.scene();
  without.camera.reset();
  EXPECT_GT(glm::length(eye_position(initial_camera(without, viewport)) - eye_position(camera)),
            1.0);

  // The person moves the view and saves again: the file follows.
  camera.yaw = 0.25f;
  camera.distance = 5;
  doc.set_camera_source([&camera] { return std::optional(to_scene_camera(camera)); });
  ASSERT_TRUE(flow.save());
  const SceneLoad again = load_scene(dir_ / "view.json");
  ASSERT_TRUE(again.ok());
  expect_same_view(initial_camera(*again.scene, viewport), camera);
}

TEST_F(SavedCamera, WithoutASourceOrAnAnswerTheScenesCameraIsKept) {
  Scene scene = default_scene();
  scene.camera = SceneCamera{{1, 2, 3}, {0, 0.5, 0}, {0, 1, 0}, 50};
  Document doc{scene};
  ASSERT_FALSE(doc.save_as(dir_ / "a.json"));
  doc.set_camera_source([] { return std::optional<SceneCamera>(); });
  ASSERT_FALSE(doc.save_as(dir_ / "b.json"));
  for (const char* name : {"a.json", "b.json"}) {
    const SceneLoad load = load_scene(dir_ / name);
    ASSERT_TRUE(load.ok());
    EXPECT_EQ(load.scene->camera, scene.camera) << name;
  }
}

// to_scene_camera is look_at's inverse: its eye is the camera's eye (in double), its target the
// camera's target, up world +y, the field of view in degrees.
TEST(SavedCameraConversion, EyeTargetUpAndFieldOfView) {
  const Camera c = a_moved_camera();
  const SceneCamera s = to_scene_camera(c);
  EXPECT_EQ(s.eye, eye_position(c));
  EXPECT_EQ(s.target, c.target);
  EXPECT_EQ(s.up, (Vec3<double>{0, 1, 0}));
  EXPECT_NEAR(s.fov_degrees, 30.0, 1e-5);
}

}  // namespace
}  // namespace collide

namespace collide {
namespace {

// A view still as the scene opened gives nothing to save (the file's text stays as it was); any
// move of it — turn, tilt, zoom, pan, field of view — gives that view.
TEST(SavedCameraConversion, AnUntouchedViewIsNotWritten) {
  const Camera start = a_moved_camera();
  EXPECT_FALSE(camera_to_save(start, start).has_value());
  for (int k = 0; k < 5; ++k) {
    Camera moved = start;
    if (k == 0) moved.yaw += 0.01f;
    if (k == 1) moved.pitch -= 0.01f;
    if (k == 2) moved.distance *= 1.5;
    if (k == 3) moved.target.x += 1;
    if (k == 4) moved.fov_y *= 0.5f;
    const std::optional<SceneCamera> saved = camera_to_save(moved, start);
    ASSERT_TRUE(saved.has_value()) << k;
    EXPECT_EQ(*saved, to_scene_camera(moved)) << k;
  }
}

// A library scene opened and saved with the view untouched gives back its text, camera source
// and all (as the viewer wires it).
TEST_F(SavedCamera, ALibrarySceneSavedWithTheViewUntouchedKeepsItsText) {
  const Viewport viewport{1280, 720};
  const fs::path source = test::source_dir() + "/assets/scenes/lesson_obb_sat.json";
  Document doc;
  ASSERT_FALSE(doc.open(source));
  Camera camera = initial_camera(doc.scene(), viewport);
  doc.set_camera_source(
      [&] { return camera_to_save(camera, initial_camera(doc.scene(), viewport)); });
  ASSERT_FALSE(doc.save_as(dir_ / "copy.json"));
  EXPECT_EQ(slurp(dir_ / "copy.json"), slurp(source));
  camera.yaw += 0.5f;
  ASSERT_FALSE(doc.save());
  EXPECT_NE(slurp(dir_ / "copy.json").find("\"camera\""), std::string::npos);
}

}  // namespace
}  // namespace collide
