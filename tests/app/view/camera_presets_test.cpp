// Camera presets without a window: the direction each one looks along, worked by hand, the
// orbit camera that results (its view direction against the plane's normal or the SAT axis),
// and the framing that keeps what matters in view.
#include "app/view/camera_presets.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include <glm/geometric.hpp>

#include "app/input/key_table.hpp"

namespace collide {
namespace {

void expect_near(const glm::dvec3& a, const glm::dvec3& b, double tol = 1e-6) {
  EXPECT_NEAR(a.x, b.x, tol);
  EXPECT_NEAR(a.y, b.y, tol);
  EXPECT_NEAR(a.z, b.z, tol);
}

const glm::dvec3 kLookingAlongMinusZ{0, 0, -1};

TEST(CameraPresets, TheAxesAndTheTopLookWhereTheyAreNamed) {
  expect_near(*preset_direction(CameraPreset::along_x, kLookingAlongMinusZ), {1, 0, 0});
  expect_near(*preset_direction(CameraPreset::along_minus_x, kLookingAlongMinusZ), {-1, 0, 0});
  expect_near(*preset_direction(CameraPreset::along_y, kLookingAlongMinusZ), {0, 1, 0});
  expect_near(*preset_direction(CameraPreset::along_minus_y, kLookingAlongMinusZ), {0, -1, 0});
  expect_near(*preset_direction(CameraPreset::along_z, kLookingAlongMinusZ), {0, 0, 1});
  expect_near(*preset_direction(CameraPreset::along_minus_z, kLookingAlongMinusZ), {0, 0, -1});
  const double k = 1 / std::sqrt(3.0);
  expect_near(*preset_direction(CameraPreset::top, kLookingAlongMinusZ), {-k, -k, -k});
}

TEST(CameraPresets, EdgeOnTurnsTheLeastToLookAcrossThePlanesNormal) {
  // n = (1, 1, 0)/√2 seen along +x: (1,0,0) − (1/√2)·n = (1/2, −1/2, 0), i.e. (1, −1, 0)/√2.
  const double h = 1 / std::sqrt(2.0);
  expect_near(*preset_direction(CameraPreset::edge_on_plane, {1, 0, 0}, glm::dvec3(h, h, 0)),
              {h, -h, 0});
  // The plane–box article's planes, normal (−1,−1,−1)/√3, seen along −z:
  // (0,0,−1) + (1/3)(1,1,1)·... = (1/3, 1/3, −2/3), i.e. (1, 1, −2)/√6.
  const double s6 = std::sqrt(6.0);
  expect_near(
      *preset_direction(CameraPreset::edge_on_plane, kLookingAlongMinusZ, glm::dvec3(-1, -1, -1)),
      {1 / s6, 1 / s6, -2 / s6});
  // Looking along the normal itself: a level direction across it, n × y.
  expect_near(*preset_direction(CameraPreset::edge_on_plane, {1, 0, 0}, glm::dvec3(1, 0, 0)),
              {0, 0, 1});
  // No plane, no direction.
  EXPECT_FALSE(preset_direction(CameraPreset::edge_on_plane, kLookingAlongMinusZ));
  EXPECT_FALSE(
      preset_direction(CameraPreset::across_sat_axis, kLookingAlongMinusZ, glm::dvec3(0, 0, 0)));
}

TEST(CameraPresets, AcrossTheSatAxisTheOrbitCameraLooksPerpendicularToIt) {
  // The SAT lesson's A2×B0 = z × x = y, from the default camera (yaw 0.6, pitch 0.45): the level
  // part of its view, (−sin 0.6, 0, −cos 0.6); the camera keeps its yaw and levels its pitch.
  const Camera start;
  const auto d = preset_direction(CameraPreset::across_sat_axis, forward_direction(start),
                                  glm::dvec3(0, 1, 0));
  ASSERT_TRUE(d);
  expect_near(*d, {-std::sin(0.6), 0, -std::cos(0.6)});
  const std::vector<glm::dvec3> points = {{-1, -1, -1}, {1, 4, 1}};
  const Camera c = camera_looking_along(start, {1280, 720}, *d, points, 0.3f);
  EXPECT_NEAR(c.pitch, 0, 1e-7);
  EXPECT_NEAR(c.yaw, 0.6f, 1e-6);
  EXPECT_NEAR(glm::dot(forward_direction(c), glm::dvec3(0, 1, 0)), 0, 1e-7);
  // The framed points are in the view, inside the margin.
  for (const glm::dvec3& p : points) {
    const auto px = world_to_pixel(c, {1280, 720}, p);
    ASSERT_TRUE(px);
    EXPECT_GT(px->x, 0.3 * 640 - 1);
    EXPECT_LT(px->x, 1280 - 0.3 * 640 + 1);
    EXPECT_GT(px->y, 0.3 * 360 - 1);
    EXPECT_LT(px->y, 720 - 0.3 * 360 + 1);
  }
}

TEST(CameraPresets, TheOrbitCameraLooksAlongEachAxisAndKeepsItsYawAtThePoles) {
  Camera start;
  start.yaw = 0.25f;
  const std::vector<glm::dvec3> points = {{0, 0, 0}, {1, 1, 1}};
  for (const glm::dvec3& axis :
       {glm::dvec3(1, 0, 0), glm::dvec3(-1, 0, 0), glm::dvec3(0, 0, 1), glm::dvec3(0, 0, -1)}) {
    const Camera c = camera_looking_along(start, {800, 600}, axis, points, 0.06f);
    EXPECT_NEAR(glm::dot(forward_direction(c), axis), 1, 1e-12);
  }
  for (const double sign : {1.0, -1.0}) {
    const Camera c = camera_looking_along(start, {800, 600}, {0, sign, 0}, points, 0.06f);
    EXPECT_EQ(c.yaw, start.yaw);  // straight up or down: the picture does not spin
    // Just off the pole (π/2 − 0.01), as the orbit camera allows.
    EXPECT_NEAR(glm::dot(forward_direction(c), glm::dvec3(0, sign, 0)), std::cos(0.01), 1e-6);
  }
}

TEST(CameraPresets, EveryPresetIsInTheMenuAndOnAKeyOfItsOwn) {
  ASSERT_EQ(camera_presets().size(), 9u);
  for (const CameraPresetInfo& p : camera_presets()) {
    const char* keys = camera_preset_keys(p.preset);
    ASSERT_NE(keys, nullptr) << p.name;
    int rows = 0;
    for (const KeyBinding& b : key_table())
      if (camera_preset_key(b.action) == p.preset) {
        ++rows;
        EXPECT_EQ(b.owner, KeyOwner::viewer) << p.name;
        const auto bound = key_action(b.key, b.ctrl, b.shift);
        ASSERT_TRUE(bound);
        EXPECT_EQ(bound->action, b.action) << b.keys;
      }
    EXPECT_EQ(rows, 1) << p.name;
  }
  // 1–3 look along +x, +y, +z, with Shift along the minus side; 5 the plane, 6 the SAT axis.
  EXPECT_EQ(camera_preset_key(key_action(kKey1, false, false)->action), CameraPreset::along_x);
  EXPECT_EQ(camera_preset_key(key_action(kKey1, false, true)->action), CameraPreset::along_minus_x);
  EXPECT_EQ(camera_preset_key(key_action(kKey5, false, false)->action),
            CameraPreset::edge_on_plane);
  EXPECT_EQ(camera_preset_key(key_action(kKey6, false, false)->action),
            CameraPreset::across_sat_axis);
  // Ctrl+digit stays free (Ctrl+0 is the text size).
  EXPECT_FALSE(key_action(kKey1, true, false));
}

}  // namespace
}  // namespace collide
