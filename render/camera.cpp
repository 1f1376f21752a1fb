#include "render/camera.hpp"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>
#include <glm/gtc/matrix_transform.hpp>

namespace collide {

namespace {
constexpr float kMaxPitch = 1.55f;  // just under π/2, so the view never flips over the pole
constexpr float kOrbitRadiansPerPixel = 0.008f;
constexpr float kMinDistance = 0.05f;
constexpr float kMaxDistance = 5000.0f;
}  // namespace

glm::vec3 forward_direction(const Camera& c) {
  // yaw 0, pitch 0 looks along −z; positive pitch looks down at the target.
  return glm::vec3(-std::sin(c.yaw) * std::cos(c.pitch), -std::sin(c.pitch),
                   -std::cos(c.yaw) * std::cos(c.pitch));
}

glm::vec3 right_direction(const Camera& c) {
  return glm::vec3(std::cos(c.yaw), 0.0f, -std::sin(c.yaw));
}

glm::vec3 up_direction(const Camera& c) {
  return glm::cross(right_direction(c), forward_direction(c));
}

glm::vec3 eye_position(const Camera& c) {
  return c.target - forward_direction(c) * c.distance;
}

Camera look_at(const glm::vec3& eye, const glm::vec3& target, float fov_y) {
  Camera c;
  c.target = target;
  c.fov_y = fov_y;
  const glm::vec3 offset = target - eye;
  c.distance = std::max(glm::length(offset), 1e-3f);
  const glm::vec3 f = offset / c.distance;
  // Inverts forward_direction: f = (−sin yaw·cos pitch, −sin pitch, −cos yaw·cos pitch).
  constexpr float kPole = 1.5607964f;  // π/2 − 0.01
  c.pitch = std::clamp(std::asin(std::clamp(-f.y, -1.0f, 1.0f)), -kPole, kPole);
  c.yaw = std::atan2(-f.x, -f.z);
  return c;
}

// The depth range follows the distance, so precision stays where the scene is.
float near_plane(const Camera& c) {
  return std::max(0.005f, c.distance * 0.01f);
}
float far_plane(const Camera& c) {
  return c.distance * 20.0f + 100.0f;
}

glm::mat4 view_matrix(const Camera& c) {
  return glm::lookAt(eye_position(c), c.target, glm::vec3(0, 1, 0));
}

glm::mat4 projection_matrix(const Camera& c, float aspect) {
  return glm::perspective(c.fov_y, aspect, near_plane(c), far_plane(c));
}

float pixel_size_at(const Camera& c, const Viewport& v, float depth) {
  // The image spans 2·depth·tan(fov/2) world units vertically.
  return 2.0f * depth * std::tan(c.fov_y * 0.5f) / float(std::max(1, v.height));
}

std::optional<glm::vec2> world_to_pixel(const Camera& c, const Viewport& v, const glm::vec3& p) {
  const glm::vec4 clip = projection_matrix(c, v.aspect()) * view_matrix(c) * glm::vec4(p, 1.0f);
  if (clip.w <= 0.0f) return std::nullopt;
  const glm::vec2 ndc(clip.x / clip.w, clip.y / clip.w);
  return glm::vec2((ndc.x * 0.5f + 0.5f) * float(v.width), (0.5f - ndc.y * 0.5f) * float(v.height));
}

PickRay pick_ray(const Camera& c, const Viewport& v, const glm::vec2& pixel) {
  // Inverse of world_to_pixel at unit depth: x_view = ndc.x·aspect·tan(fov/2), y likewise.
  const float t = std::tan(c.fov_y * 0.5f);
  const float ndc_x = pixel.x / float(v.width) * 2.0f - 1.0f;
  const float ndc_y = 1.0f - pixel.y / float(v.height) * 2.0f;
  const glm::vec3 d = forward_direction(c) + right_direction(c) * (ndc_x * v.aspect() * t) +
                      up_direction(c) * (ndc_y * t);
  return {eye_position(c), glm::normalize(d)};
}

void orbit(Camera& c, float dx_px, float dy_px) {
  c.yaw -= dx_px * kOrbitRadiansPerPixel;
  c.pitch = std::clamp(c.pitch + dy_px * kOrbitRadiansPerPixel, -kMaxPitch, kMaxPitch);
  constexpr float two_pi = 6.2831853f;
  c.yaw = std::fmod(c.yaw, two_pi);
}

void pan(Camera& c, const Viewport& v, float dx_px, float dy_px) {
  // Drag the target plane with the mouse: one pixel moves it by one pixel's size at the target.
  const float s = pixel_size_at(c, v, c.distance);
  c.target += (-dx_px * s) * right_direction(c) + (dy_px * s) * up_direction(c);
}

void zoom(Camera& c, float steps) {
  c.distance = std::clamp(c.distance * std::pow(0.85f, steps), kMinDistance, kMaxDistance);
}

void frame_sphere(Camera& c, const Viewport& v, const glm::vec3& center, float radius) {
  // A sphere of radius r fits a cone of half-angle a when seen from distance r / sin(a).
  const float half_y = c.fov_y * 0.5f;
  const float half_x = std::atan(std::tan(half_y) * v.aspect());
  const float half = std::min(half_x, half_y);
  constexpr float margin = 1.05f;
  c.target = center;
  c.distance =
      std::clamp(std::max(radius, 1e-3f) * margin / std::sin(half), kMinDistance, kMaxDistance);
}

void frame_bounds(Camera& c, const Viewport& v, const glm::vec3& lo, const glm::vec3& hi) {
  frame_sphere(c, v, (lo + hi) * 0.5f, glm::length(hi - lo) * 0.5f);
}

void frame_points(Camera& c, const Viewport& v, std::span<const glm::vec3> points, float margin) {
  if (points.empty()) return;
  glm::vec3 lo = points[0], hi = points[0];
  for (const glm::vec3& p : points) {
    lo = glm::min(lo, p);
    hi = glm::max(hi, p);
  }
  c.target = (lo + hi) * 0.5f;
  const glm::vec3 f = forward_direction(c), r = right_direction(c), u = up_direction(c);
  const float tan_y = std::tan(c.fov_y * 0.5f) * (1.0f - margin);
  const float tan_x = std::tan(c.fov_y * 0.5f) * v.aspect() * (1.0f - margin);
  // With q = p − target, p's depth is D + q·f; it is inside when |q·r| <= depth·tan_x and
  // |q·u| <= depth·tan_y, so D >= |q·r| / tan_x − q·f (and likewise for u).
  auto fit_distance = [&] {
    float distance = kMinDistance;
    for (const glm::vec3& p : points) {
      const glm::vec3 q = p - c.target;
      const float need =
          std::max(std::abs(glm::dot(q, r)) / tan_x, std::abs(glm::dot(q, u)) / tan_y);
      distance = std::max(distance, need - glm::dot(q, f));
      distance = std::max(distance, -glm::dot(q, f) / 0.9f);  // well beyond the near plane
    }
    return std::min(distance, kMaxDistance);
  };
  c.distance = fit_distance();
  // Perspective makes the picture lopsided (near parts look bigger): slide the target across
  // the view until the points' image is centred, then fit again. Each round shrinks the offset.
  for (int round = 0; round < 4; ++round) {
    float x_lo = 1e30f, x_hi = -1e30f, y_lo = 1e30f, y_hi = -1e30f;
    for (const glm::vec3& p : points) {
      const glm::vec3 q = p - c.target;
      const float depth = c.distance + glm::dot(q, f);
      x_lo = std::min(x_lo, glm::dot(q, r) / depth);
      x_hi = std::max(x_hi, glm::dot(q, r) / depth);
      y_lo = std::min(y_lo, glm::dot(q, u) / depth);
      y_hi = std::max(y_hi, glm::dot(q, u) / depth);
    }
    c.target += r * (0.5f * (x_lo + x_hi) * c.distance) + u * (0.5f * (y_lo + y_hi) * c.distance);
    c.distance = fit_distance();
  }
}

}  // namespace collide
