// The camera's maths without a GL context: hand-worked projections, round trips through the
// pick ray, and what orbit, pan, zoom and framing must keep.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include <glm/geometric.hpp>

#include "render/camera.hpp"
#include "tests/bench/splitmix64.hpp"

namespace collide {
namespace {

constexpr float kPi = 3.14159265f;

Camera straight_ahead() {
  // The eye at (0, 0, 10) looking down −z at the origin, 90° vertical field of view.
  Camera c;
  c.target = {0, 0, 0};
  c.distance = 10;
  c.yaw = 0;
  c.pitch = 0;
  c.fov_y = kPi / 2;
  return c;
}

TEST(Camera, EyeSitsOnTheOrbitSphere) {
  Camera c = straight_ahead();
  EXPECT_NEAR(glm::distance(eye_position(c), glm::dvec3(0, 0, 10)), 0, 1e-5);
  c.yaw = kPi / 2;  // a quarter turn to the right side: eye on +x
  EXPECT_NEAR(glm::distance(eye_position(c), glm::dvec3(10, 0, 0)), 0, 1e-5);
  c.yaw = 0;
  c.pitch = kPi / 4;  // raised by 45°: up and back equally
  const float s = 10 / std::sqrt(2.0f);
  EXPECT_NEAR(glm::distance(eye_position(c), glm::dvec3(0, s, s)), 0, 1e-4);
}

TEST(Camera, LookAtPutsTheEyeWhereAskedAndAimsAtTheTarget) {
  // Hand-worked: from (0, 0, 10) to the origin is yaw 0, pitch 0.
  const Camera ahead = look_at({0, 0, 10}, {0, 0, 0}, kPi / 2);
  EXPECT_NEAR(ahead.yaw, 0, 1e-6);
  EXPECT_NEAR(ahead.pitch, 0, 1e-6);
  EXPECT_NEAR(ahead.distance, 10, 1e-5);
  // Random eyes and targets: eye_position() gives the eye back, the target projects to the
  // centre of the image.
  bench::SplitMix64 rng(7);
  auto coord = [&] { return float(20 * rng.u() - 10); };
  for (int i = 0; i < 500; ++i) {
    const glm::dvec3 eye{coord(), coord(), coord()}, target{coord(), coord(), coord()};
    if (glm::distance(eye, target) < 0.1f) continue;
    // Not straight up or down: there the orbit camera tips off the pole on purpose.
    if (std::abs(glm::normalize(target - eye).y) > 0.999f) continue;
    const Camera c = look_at(eye, target, 0.8f);
    EXPECT_NEAR(glm::distance(eye_position(c), eye), 0, 1e-3 * c.distance) << i;
    const Viewport v{800, 600};
    const auto px = world_to_pixel(c, v, target);
    ASSERT_TRUE(px.has_value()) << i;
    EXPECT_NEAR(px->x, 400, 0.05) << i;
    EXPECT_NEAR(px->y, 300, 0.05) << i;
  }
  // Straight down stays just short of the pole: still a usable camera above the target.
  const Camera down = look_at({0, 5, 0}, {0, 0, 0}, 0.8f);
  EXPECT_LT(down.pitch, kPi / 2);
  EXPECT_GT(eye_position(down).y, 4.99f);
}

TEST(Camera, ProjectsAHandWorkedCase) {
  // 200×100 pixels, tan(45°) = 1: at depth 10 the image spans ±10 vertically, ±20 across.
  const Camera c = straight_ahead();
  const Viewport v{200, 100};
  auto at = [&](glm::dvec3 p) { return world_to_pixel(c, v, p).value(); };
  EXPECT_NEAR(at({0, 0, 0}).x, 100, 1e-3);
  EXPECT_NEAR(at({0, 0, 0}).y, 50, 1e-3);
  EXPECT_NEAR(at({0, 1, 0}).y, 45, 1e-3);     // y/10 = 0.1 of the half-height 50 px, upward
  EXPECT_NEAR(at({2, 0, 0}).x, 110, 1e-3);    // x/(10·2) = 0.1 of the half-width 100 px
  EXPECT_NEAR(at({20, 10, 0}).x, 200, 1e-3);  // the top-right corner of the view
  EXPECT_NEAR(at({20, 10, 0}).y, 0, 1e-3);
  EXPECT_NEAR(at({2, 0, 5}).x, 120, 1e-3);                     // closer (depth 5): twice as far out
  EXPECT_FALSE(world_to_pixel(c, v, {0, 0, 11}).has_value());  // behind the eye
  EXPECT_NEAR(pixel_size_at(c, v, 10), 0.2f, 1e-6);            // 20 units over 100 rows
}

TEST(Camera, PickRayPassesThroughTheProjectedPoint) {
  bench::SplitMix64 rng(0xC0FFEE);
  auto uniform = [&](float lo, float hi) { return lo + (hi - lo) * float(rng.u()); };
  for (int i = 0; i < 500; ++i) {
    Camera c;
    c.target = {uniform(-5, 5), uniform(-5, 5), uniform(-5, 5)};
    c.distance = uniform(1, 50);
    c.yaw = uniform(-kPi, kPi);
    c.pitch = uniform(-1.5f, 1.5f);
    c.fov_y = uniform(0.3f, 1.5f);
    const Viewport v{int(uniform(100, 2000)), int(uniform(100, 2000))};
    const glm::dvec3 p =
        c.target + glm::dvec3(uniform(-1, 1), uniform(-1, 1), uniform(-1, 1)) * (0.3 * c.distance);
    const auto px = world_to_pixel(c, v, p);
    ASSERT_TRUE(px.has_value());
    const PickRay ray = pick_ray(c, v, *px);
    EXPECT_NEAR(glm::length(ray.direction), 1, 1e-5);
    // The distance from p to the ray's line, relative to how far p is.
    const glm::dvec3 to_p = p - ray.origin;
    const double off = glm::length(to_p - glm::dot(to_p, ray.direction) * ray.direction);
    EXPECT_LT(off, 1e-4f * glm::length(to_p) + 1e-5f) << "case " << i;
    EXPECT_GT(glm::dot(to_p, ray.direction), 0);
  }
}

TEST(Camera, OrbitKeepsTargetAndDistanceAndStopsShortOfThePoles) {
  Camera c = straight_ahead();
  orbit(c, 120, -45);
  EXPECT_EQ(c.target, glm::dvec3(0));
  EXPECT_NEAR(glm::distance(eye_position(c), c.target), 10, 1e-4);
  EXPECT_NE(c.yaw, 0);
  orbit(c, 0, 1e6f);
  EXPECT_LT(c.pitch, kPi / 2);
  EXPECT_GT(glm::length(glm::cross(forward_direction(c), glm::dvec3(0, 1, 0))), 1e-3f);
  orbit(c, 0, -1e6f);
  EXPECT_GT(c.pitch, -kPi / 2);
}

TEST(Camera, PanDragsThePointUnderTheCursorWithIt) {
  Camera c = straight_ahead();
  c.yaw = 0.7f;
  c.pitch = 0.4f;
  const Viewport v{800, 600};
  const glm::dvec3 anchor = c.target;  // at the centre of the view, at the target's depth
  pan(c, v, 37, -21);
  const auto px = world_to_pixel(c, v, anchor).value();
  EXPECT_NEAR(px.x, 400 + 37, 1e-2);
  EXPECT_NEAR(px.y, 300 - 21, 1e-2);
  EXPECT_NEAR(c.distance, 10, 1e-6);
}

TEST(Camera, ZoomScalesTheDistanceAndClamps) {
  Camera c = straight_ahead();
  zoom(c, 2);
  EXPECT_NEAR(c.distance, 10 * 0.85f * 0.85f, 1e-4);
  zoom(c, -2);
  EXPECT_NEAR(c.distance, 10, 1e-4);
  zoom(c, 1000);
  EXPECT_GT(c.distance, 0);
  zoom(c, -100000);
  EXPECT_TRUE(std::isfinite(c.distance));
}

TEST(Camera, FramePointsFitsThemTightlyInsideTheView) {
  bench::SplitMix64 rng(42);
  auto uniform = [&](float lo, float hi) { return lo + (hi - lo) * float(rng.u()); };
  for (int trial = 0; trial < 50; ++trial) {
    std::vector<glm::dvec3> points;
    const glm::dvec3 offset(uniform(-20, 20), uniform(-5, 5), uniform(-20, 20));
    const float scale = uniform(0.1f, 30);
    for (int i = 0; i < 20; ++i)
      points.push_back(offset +
                       double(scale) * glm::dvec3(uniform(-1, 1), uniform(-1, 1), uniform(-1, 1)));
    Camera c;
    c.yaw = uniform(-kPi, kPi);
    c.pitch = uniform(-1.2f, 1.2f);
    const Viewport v{int(uniform(200, 1600)), int(uniform(200, 1600))};
    constexpr float margin = 0.06f;
    frame_points(c, v, points, margin);
    // Inside the viewport shrunk by the margin, and touching its edge (within 1%): tight.
    double closest_to_edge = 1e9;
    for (const glm::dvec3& p : points) {
      const auto px = world_to_pixel(c, v, p);
      ASSERT_TRUE(px.has_value());
      const double mx = 0.5 * v.width * margin, my = 0.5 * v.height * margin;
      EXPECT_GE(px->x, mx - 0.5f);
      EXPECT_LE(px->x, v.width - mx + 0.5f);
      EXPECT_GE(px->y, my - 0.5f);
      EXPECT_LE(px->y, v.height - my + 0.5f);
      closest_to_edge = std::min(
          {closest_to_edge, px->x - mx, v.width - mx - px->x, px->y - my, v.height - my - px->y});
    }
    EXPECT_LT(closest_to_edge, 0.01f * std::max(v.width, v.height)) << "trial " << trial;
  }
}

TEST(Camera, FrameSphereKeepsTheWholeSphereInView) {
  Camera c;
  const Viewport v{1280, 720};
  const glm::dvec3 center(3, 1, -2);
  const double radius = 2.5;
  frame_sphere(c, v, center, radius);
  // Sample the sphere's surface: all of it projects inside.
  for (int i = 0; i < 200; ++i) {
    const float theta = kPi * float(i % 20) / 19, phi = 2 * kPi * float(i / 20) / 10;
    const glm::dvec3 p =
        center + radius * glm::dvec3(std::sin(theta) * std::cos(phi), std::cos(theta),
                                     std::sin(theta) * std::sin(phi));
    const auto px = world_to_pixel(c, v, p).value();
    EXPECT_GE(px.x, 0);
    EXPECT_LE(px.x, 1280);
    EXPECT_GE(px.y, 0);
    EXPECT_LE(px.y, 720);
  }
}

// A box by its centre and half size (axis-aligned), for the scale tests.
struct TestBox {
  glm::dvec3 center;
  double half;
};

// Slab test by hand: the ray o + t·d (t ≥ 0) meets the box when the intervals where it is
// between each pair of faces, t ∈ [(c − h − o)/d, (c + h − o)/d], share a point.
bool ray_hits_box(const PickRay& ray, const TestBox& b) {
  double t_lo = 0, t_hi = 1e300;
  for (int i = 0; i < 3; ++i) {
    const double lo = b.center[i] - b.half - ray.origin[i];
    const double hi = b.center[i] + b.half - ray.origin[i];
    if (ray.direction[i] == 0) {
      if (lo > 0 || hi < 0) return false;
      continue;
    }
    double t0 = lo / ray.direction[i], t1 = hi / ray.direction[i];
    if (t0 > t1) std::swap(t0, t1);
    t_lo = std::max(t_lo, t0);
    t_hi = std::min(t_hi, t1);
  }
  return t_lo <= t_hi;
}

// Ray–sphere by hand: |o + t·d − c|² = r² has a real root t ≥ 0 when the closest approach
// (at t = (c − o)·d) is within r and not behind the origin.
bool ray_hits_sphere(const PickRay& ray, const glm::dvec3& c, double r) {
  const glm::dvec3 oc = c - ray.origin;
  const double t = glm::dot(oc, ray.direction);
  const glm::dvec3 closest = oc - t * ray.direction;
  return t >= 0 && glm::dot(closest, closest) <= r * r;
}

// Scenes of size 1e-6, 1 and 1e6, at the origin and 1e7 from it: framing puts every corner of
// every box inside the viewport and between the near and far planes; a pick ray through the
// projected centre of a box 1/100 of the scene's size (and of a sphere) hits it.
TEST(Camera, FramesAndPicksAtEveryScaleAndFarFromTheOrigin) {
  bench::SplitMix64 rng(2024);
  auto uniform = [&](double lo, double hi) { return lo + (hi - lo) * rng.u(); };
  for (const double scale : {1e-6, 1.0, 1e6}) {
    for (const glm::dvec3 offset : {glm::dvec3(0), glm::dvec3(1e7, -1e7, 1e7)}) {
      for (int trial = 0; trial < 10; ++trial) {
        std::vector<TestBox> boxes;
        for (int i = 0; i < 6; ++i)
          boxes.push_back(
              {offset + scale * glm::dvec3(uniform(-3, 3), uniform(-1, 1), uniform(-3, 3)),
               scale * uniform(0.2, 1.0)});
        const TestBox tiny{boxes[0].center + scale * glm::dvec3(0.5, 0.2, -0.4), scale * 1e-2};
        boxes.push_back(tiny);
        std::vector<glm::dvec3> corners;
        for (const TestBox& b : boxes)
          for (int k = 0; k < 8; ++k)
            corners.push_back(b.center +
                              b.half * glm::dvec3(k & 1 ? 1 : -1, k & 2 ? 1 : -1, k & 4 ? 1 : -1));
        Camera c;
        c.yaw = float(uniform(-kPi, kPi));
        c.pitch = float(uniform(-1.2, 1.2));
        const Viewport v{int(uniform(300, 1600)), int(uniform(300, 1200))};
        frame_points(c, v, corners);
        const std::string where = "scale " + std::to_string(scale) + " offset " +
                                  std::to_string(offset.x) + " trial " + std::to_string(trial);
        for (const glm::dvec3& p : corners) {
          const auto px = world_to_pixel(c, v, p);
          ASSERT_TRUE(px.has_value()) << where;
          EXPECT_GE(px->x, 0) << where;
          EXPECT_LE(px->x, v.width) << where;
          EXPECT_GE(px->y, 0) << where;
          EXPECT_LE(px->y, v.height) << where;
          const double depth = view_depth(c, p);
          EXPECT_GT(depth, near_plane(c)) << where;
          EXPECT_LT(depth, far_plane(c)) << where;
        }
        // The tiny box is a few pixels across here; the ray through its centre's pixel hits it.
        const auto px = world_to_pixel(c, v, tiny.center);
        ASSERT_TRUE(px.has_value()) << where;
        const PickRay ray = pick_ray(c, v, *px);
        EXPECT_TRUE(ray_hits_box(ray, tiny)) << where;
        EXPECT_TRUE(ray_hits_sphere(ray, tiny.center, tiny.half)) << where;
        // Independent check that the test can fail: a ray one pixel-width beside misses it.
        const double px_size = pixel_size_at(c, v, view_depth(c, tiny.center));
        const double shift_px = 4 * tiny.half / px_size + 2;
        EXPECT_FALSE(ray_hits_box(pick_ray(c, v, *px + glm::dvec2(shift_px, 0)), tiny)) << where;
      }
    }
  }
}

// Zooming reaches a 1e-3 box beside a 1e6 one, and the view matrix agrees with world_to_pixel
// (so the GL path and the maths place the same pixel) at every scale.
TEST(Camera, ZoomRangeFollowsTheSceneAndMatricesAgreeWithTheMaths) {
  Camera c;
  const Viewport v{800, 600};
  frame_sphere(c, v, {0, 0, 0}, 1.7e6);
  Camera close = c;
  frame_sphere(close, v, {1e6 + 1, 0, 0}, 1.7e-3);  // what F on the tiny box would ask for
  c.target = close.target;
  zoom(c, 1e4f);  // as far in as the range allows
  EXPECT_LE(c.distance, close.distance);
  EXPECT_GT(c.distance, 0);
  zoom(c, -1e5f);
  EXPECT_GE(c.distance, 1e7);
  EXPECT_TRUE(std::isfinite(c.distance));
  for (const double scale : {1e-6, 1.0, 1e6}) {
    Camera s;
    s.target = {scale, 2 * scale, -scale};
    s.distance = 10 * scale;
    const glm::dvec3 p = s.target + scale * glm::dvec3(1, -0.5, 2);
    const glm::vec4 clip =
        projection_matrix(s, v.aspect()) * view_matrix(s) * glm::vec4(glm::vec3(p), 1);
    const glm::dvec2 by_matrix((clip.x / clip.w * 0.5 + 0.5) * v.width,
                               (0.5 - clip.y / clip.w * 0.5) * v.height);
    const glm::dvec2 by_maths = world_to_pixel(s, v, p).value();
    EXPECT_NEAR(by_matrix.x, by_maths.x, 0.05) << scale;
    EXPECT_NEAR(by_matrix.y, by_maths.y, 0.05) << scale;
    // The rotation alone applied to p − eye gives the same view-space point.
    const glm::vec4 rel = view_rotation_matrix(s) * glm::vec4(glm::vec3(p - eye_position(s)), 1);
    const glm::vec4 full = view_matrix(s) * glm::vec4(glm::vec3(p), 1);
    EXPECT_NEAR(rel.z, full.z, 1e-4 * s.distance) << scale;
    EXPECT_NEAR(rel.x, full.x, 1e-4 * s.distance) << scale;
  }
}

}  // namespace
}  // namespace collide
