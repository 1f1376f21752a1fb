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
  // An empty scene still frames something: a 6 m square of ground.
  const auto points = framing_points(s);
  ASSERT_EQ(points.size(), 8u);
  EXPECT_EQ(points.front(), glm::dvec3(-3, 0, -3));
  EXPECT_EQ(points.back(), glm::dvec3(3, 0, 3));
}

TEST(SceneView, MovingSphereBoundsIncludeItsSweptEnd) {
  Scene s;
  s.objects.push_back({"m", "m", std::nullopt, true,
                       ObjectPose{desc::Sphere{{0, 0, 0}, 0.5}, {Vec3<double>{4, 0, 0}, {}}}});
  const Bounds b = scene_bounds(s);
  EXPECT_NEAR(b.lo.x, -0.5, 1e-6);
  EXPECT_NEAR(b.hi.x, 4.5, 1e-6);
}

TEST(SceneView, InitialCameraIsTheSceneFilesCameraWhenItHasOne) {
  Scene scene = default_scene();
  scene.camera = SceneCamera{{3, 4, 12}, {1, 0.5, 0}, {0, 1, 0}, 60};
  const Camera c = initial_camera(scene, Viewport{1280, 720});
  const glm::dvec3 eye = eye_position(c);
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
    for (const glm::dvec3& p : framing_points(s)) {
      const auto px = world_to_pixel(c, v, p);
      ASSERT_TRUE(px.has_value());
      EXPECT_GT(px->x, 0);
      EXPECT_LT(px->x, float(v.width));
      EXPECT_GT(px->y, 0);
      EXPECT_LT(px->y, float(v.height));
    }
  }
}

// A scene of two boxes of half size h, 4h apart, about `center`.
Scene two_boxes(const glm::dvec3& center, double h) {
  Scene s;
  s.objects.push_back({"a", "a", std::nullopt, true,
                       desc::Box{center - glm::dvec3(2 * h, 0, 0), glm::dvec3(h), {1, 0, 0, 0}}});
  s.objects.push_back({"b", "b", std::nullopt, true,
                       desc::Box{center + glm::dvec3(2 * h, 0, h), glm::dvec3(h), {1, 0, 0, 0}}});
  return s;
}

// The library's scales: 1e-6 boxes, 1e6 boxes, and boxes 1e4 and 1e7 from the origin. The
// initial camera shows every corner of every object, in front of the near plane, in a full
// window and in the default layout's view (wider than tall, and nearly square), and F on a
// changed view frames them again.
TEST(SceneView, InitialCameraFramesScenesOfEveryScaleAndPlace) {
  for (const double h : {1e-6, 7.8e-3, 1.0, 1e6}) {
    for (const glm::dvec3 center : {glm::dvec3(0), glm::dvec3(1e4), glm::dvec3(1e7, 0, -1e7)}) {
      const Scene s = two_boxes(center, h);
      for (const Viewport v : {Viewport{1280, 720}, Viewport{578, 477}, Viewport{322, 357}}) {
        Camera c = initial_camera(s, v);
        for (int pass = 0; pass < 2; ++pass) {
          for (const glm::dvec3& p : framing_points(s)) {
            const auto px = world_to_pixel(c, v, p);
            ASSERT_TRUE(px.has_value()) << h;
            EXPECT_GE(px->x, 0) << h << " " << center.x;
            EXPECT_LE(px->x, v.width) << h;
            EXPECT_GE(px->y, 0) << h;
            EXPECT_LE(px->y, v.height) << h;
            EXPECT_GT(view_depth(c, p), near_plane(c)) << h;
          }
          // The zoom range reaches from a hundredth of a box to far outside the scene.
          EXPECT_LT(min_distance(c), h * 1e-2) << h;
          EXPECT_GT(max_distance(c), h * 1e3) << h;
          // Somewhere else entirely, then F.
          orbit(c, 200, 50);
          zoom(c, -30);
          pan(c, v, 500, 300);
          frame_scene(c, s, v);
        }
      }
    }
  }
}

}  // namespace
}  // namespace collide
