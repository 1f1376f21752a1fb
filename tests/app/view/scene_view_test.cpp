// Framing a scene: bounds by hand, the grid covers the footprint, and the initial camera keeps
// every object in view.
#include <gtest/gtest.h>

#include <cmath>

#include <glm/gtc/quaternion.hpp>

#include "app/document/default_scene.hpp"
#include "app/view/scene_view.hpp"

namespace collide {
namespace {

TEST(SceneView, BoundsOfATurnedBoxByHand) {
  Scene s;
  // A cube of half side 1 turned 45° about y reaches √2 in x and z, still 1 in y.
  s.objects.push_back(
      {"b", "b", std::nullopt, true,
       desc::Box{{1, 2, 3}, {1, 1, 1}, glm::angleAxis(0.785398, glm::dvec3(0, 1, 0))}});
  const Bounds b = scene_bounds(s);
  ASSERT_FALSE(b.empty);
  EXPECT_NEAR(b.lo.x, 1 - std::sqrt(2.0), 1e-5);
  EXPECT_NEAR(b.hi.z, 3 + std::sqrt(2.0), 1e-5);
  EXPECT_NEAR(b.lo.y, 1, 1e-5);
  EXPECT_NEAR(b.hi.y, 3, 1e-5);
}

TEST(SceneView, HiddenObjectsAndEmptyScenesHaveNoBounds) {
  Scene s;
  EXPECT_TRUE(scene_bounds(s).empty);
  s.objects.push_back({"p", "p", std::nullopt, false, desc::Point{{5, 5, 5}}});
  EXPECT_TRUE(scene_bounds(s).empty);
  EXPECT_GE(grid_for(s).half_extent, 3);
}

TEST(SceneView, MovingSphereBoundsIncludeItsSweptEnd) {
  Scene s;
  s.objects.push_back(
      {"m", "m", std::nullopt, true, desc::Sphere{{0, 0, 0}, 0.5, Vec3<double>{4, 0, 0}}});
  const Bounds b = scene_bounds(s);
  EXPECT_NEAR(b.lo.x, -0.5, 1e-6);
  EXPECT_NEAR(b.hi.x, 4.5, 1e-6);
}

TEST(SceneView, GridDiscCoversTheFootprint) {
  const Scene s = default_scene();
  const Bounds b = scene_bounds(s);
  const GridStyle g = grid_for(s);
  for (float x : {b.lo.x, b.hi.x})
    for (float z : {b.lo.z, b.hi.z})
      EXPECT_LT(std::hypot(x - g.center_x, z - g.center_z), g.half_extent);
  EXPECT_EQ(std::fmod(g.center_x, g.spacing), 0.0f);
}

TEST(SceneView, InitialCameraIsTheSceneFilesCameraWhenItHasOne) {
  Scene scene = default_scene();
  scene.camera = SceneCamera{{3, 4, 12}, {1, 0.5, 0}, {0, 1, 0}, 60};
  const Camera c = initial_camera(scene, Viewport{1280, 720}, 300);
  const glm::vec3 eye = eye_position(c);
  EXPECT_NEAR(eye.x, 3, 1e-4);
  EXPECT_NEAR(eye.y, 4, 1e-4);
  EXPECT_NEAR(eye.z, 12, 1e-4);
  EXPECT_NEAR(c.target.x, 1, 1e-6);
  EXPECT_NEAR(c.target.y, 0.5, 1e-6);
  EXPECT_NEAR(c.fov_y, 60 * 3.14159265 / 180, 1e-6);
}

TEST(SceneView, InitialCameraShowsEveryObjectAndTheGrid) {
  const Scene s = default_scene();
  for (const Viewport v : {Viewport{1280, 720}, Viewport{600, 900}, Viewport{300, 300}}) {
    const Camera c = initial_camera(s, v);
    for (const glm::vec3& p : framing_points(s)) {
      const auto px = world_to_pixel(c, v, p);
      ASSERT_TRUE(px.has_value());
      EXPECT_GT(px->x, 0);
      EXPECT_LT(px->x, float(v.width));
      EXPECT_GT(px->y, 0);
      EXPECT_LT(px->y, float(v.height));
    }
  }
}

}  // namespace
}  // namespace collide
