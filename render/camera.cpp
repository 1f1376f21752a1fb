#include "render/camera.hpp"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>
#include <glm/gtc/matrix_transform.hpp>

namespace collide {

namespace {
constexpr float kMaxPitch = 1.55f;  // just under π/2, so the view never flips over the pole
constexpr float kOrbitRadiansPerPixel = 0.008f;
// The zoom range relative to the framed scene's radius: a 1e-3 box inside a 1e6 one must be
// reachable (1e-9 of the scene), and backing out 1e4 times the scene is plenty.
constexpr double kZoomInRatio = 1e-10;
constexpr double kZoomOutRatio = 1e4;
// A degenerate framing (one point, zero radius) still gets a finite, positive distance.
constexpr double kSmallestRadius = 1e-9;
}  // namespace

glm::dvec3 forward_direction(const Camera& c) {
  // yaw 0, pitch 0 looks along −z; positive pitch looks down at the target.
  const double yaw = c.yaw, pitch = c.pitch;
  return glm::dvec3(-std::sin(yaw) * std::cos(pitch), -std::sin(pitch),
                    -std::cos(yaw) * std::cos(pitch));
}

glm::dvec3 right_direction(const Camera& c) {
  const double yaw = c.yaw;
  return glm::dvec3(std::cos(yaw), 0.0, -std::sin(yaw));
}

glm::dvec3 up_direction(const Camera& c) {
  return glm::cross(right_direction(c), forward_direction(c));
}

glm::dvec3 eye_position(const Camera& c) {
  return c.target - forward_direction(c) * c.distance;
}

Camera look_at(const glm::dvec3& eye, const glm::dvec3& target, float fov_y) {
  Camera c;
  c.target = target;
  c.fov_y = fov_y;
  const glm::dvec3 offset = target - eye;
  const double length = glm::length(offset);
  c.distance = std::max(length, kSmallestRadius);
  const glm::dvec3 f = length > 0 ? offset / length : glm::dvec3(0, 0, -1);
  // Inverts forward_direction: f = (−sin yaw·cos pitch, −sin pitch, −cos yaw·cos pitch).
  constexpr double kPole = 1.5607964;  // π/2 − 0.01
  c.pitch = float(std::clamp(std::asin(std::clamp(-f.y, -1.0, 1.0)), -kPole, kPole));
  c.yaw = float(std::atan2(-f.x, -f.z));
  return c;
}

double min_distance(const Camera& c) {
  return std::max(c.scene_radius > 0 ? c.scene_radius : 1.0, kSmallestRadius) * kZoomInRatio;
}
double max_distance(const Camera& c) {
  return std::max(c.scene_radius > 0 ? c.scene_radius : 1.0, kSmallestRadius) * kZoomOutRatio;
}

// The depth range follows the distance to what the camera looks at, whatever the scale.
// Why a near plane from the view and not reversed Z: a 24-bit depth buffer resolves depth z to
// about z²/(near·2²⁴). With near = distance/1000 that is 6e-5 of the distance at the target —
// the same for a 1e-6 scene and a 1e6 one — and the renderer keeps OpenGL 3.3's [−1, 1] clip
// depth (reversed Z needs glClipControl, GL 4.5, and a float depth target). The far plane is
// 1e4 distances away: beyond about 3e7·near a 24-bit depth rounds to the cleared 1.0 anyway, so
// a farther plane would only draw what the depth test cannot sort. A 1e-3 box framed in front
// of a 1e6 face one unit behind it: near 1e-5, the face resolved to 6e-3 units, far 100 units.
float near_plane(const Camera& c) {
  return float(c.distance * 1e-3);
}
float far_plane(const Camera& c) {
  return float(c.distance * 1e4);
}

glm::mat4 view_rotation_matrix(const Camera& c) {
  const glm::dvec3 f = forward_direction(c), r = right_direction(c), u = up_direction(c);
  // Rows are the camera axes (the view looks down −z): the transpose of [r u −f].
  glm::dmat4 m(1.0);
  for (int i = 0; i < 3; ++i) {
    m[i][0] = r[i];
    m[i][1] = u[i];
    m[i][2] = -f[i];
  }
  return glm::mat4(m);
}

glm::mat4 view_matrix(const Camera& c) {
  const glm::dvec3 f = forward_direction(c), r = right_direction(c), u = up_direction(c);
  const glm::dvec3 eye = eye_position(c);
  glm::dmat4 m(1.0);
  for (int i = 0; i < 3; ++i) {
    m[i][0] = r[i];
    m[i][1] = u[i];
    m[i][2] = -f[i];
  }
  m[3][0] = -glm::dot(r, eye);
  m[3][1] = -glm::dot(u, eye);
  m[3][2] = glm::dot(f, eye);
  return glm::mat4(m);
}

glm::mat4 projection_matrix(const Camera& c, float aspect) {
  return glm::mat4(glm::perspective(double(c.fov_y), double(aspect), double(near_plane(c)),
                                    double(far_plane(c))));
}

double pixel_size_at(const Camera& c, const Viewport& v, double depth) {
  // The image spans 2·depth·tan(fov/2) world units vertically.
  return 2.0 * depth * std::tan(double(c.fov_y) * 0.5) / double(std::max(1, v.height));
}

double view_depth(const Camera& c, const glm::dvec3& p) {
  return glm::dot(p - eye_position(c), forward_direction(c));
}

std::optional<glm::dvec2> world_to_pixel(const Camera& c, const Viewport& v, const glm::dvec3& p) {
  // Eye-relative in double: q = p − eye in the camera frame, then x/(z·tan·aspect), y/(z·tan).
  const glm::dvec3 q = p - eye_position(c);
  const double depth = glm::dot(q, forward_direction(c));
  if (!(depth > 0)) return std::nullopt;
  const double t = std::tan(double(c.fov_y) * 0.5);
  const double ndc_x = glm::dot(q, right_direction(c)) / (depth * t * double(v.aspect()));
  const double ndc_y = glm::dot(q, up_direction(c)) / (depth * t);
  return glm::dvec2((ndc_x * 0.5 + 0.5) * double(v.width), (0.5 - ndc_y * 0.5) * double(v.height));
}

PickRay pick_ray(const Camera& c, const Viewport& v, const glm::dvec2& pixel) {
  // Inverse of world_to_pixel at unit depth: x_view = ndc.x·aspect·tan(fov/2), y likewise.
  const double t = std::tan(double(c.fov_y) * 0.5);
  const double ndc_x = pixel.x / double(v.width) * 2.0 - 1.0;
  const double ndc_y = 1.0 - pixel.y / double(v.height) * 2.0;
  const glm::dvec3 d = forward_direction(c) +
                       right_direction(c) * (ndc_x * double(v.aspect()) * t) +
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
  const double s = pixel_size_at(c, v, c.distance);
  c.target += (-double(dx_px) * s) * right_direction(c) + (double(dy_px) * s) * up_direction(c);
}

void zoom(Camera& c, float steps) {
  c.distance =
      std::clamp(c.distance * std::pow(0.85, double(steps)), min_distance(c), max_distance(c));
}

void frame_sphere(Camera& c, const Viewport& v, const glm::dvec3& center, double radius) {
  // A sphere of radius r fits a cone of half-angle a when seen from distance r / sin(a).
  const double half_y = double(c.fov_y) * 0.5;
  const double half_x = std::atan(std::tan(half_y) * double(v.aspect()));
  const double half = std::min(half_x, half_y);
  constexpr double margin = 1.05;
  c.target = center;
  c.scene_radius = std::max(radius, kSmallestRadius);
  c.distance = c.scene_radius * margin / std::sin(half);
}

void frame_bounds(Camera& c, const Viewport& v, const glm::dvec3& lo, const glm::dvec3& hi) {
  frame_sphere(c, v, (lo + hi) * 0.5, glm::length(hi - lo) * 0.5);
}

void frame_points(Camera& c, const Viewport& v, std::span<const glm::dvec3> points, float margin) {
  if (points.empty()) return;
  glm::dvec3 lo = points[0], hi = points[0];
  for (const glm::dvec3& p : points) {
    lo = glm::min(lo, p);
    hi = glm::max(hi, p);
  }
  c.target = (lo + hi) * 0.5;
  c.scene_radius = std::max(glm::length(hi - lo) * 0.5, kSmallestRadius);
  const glm::dvec3 f = forward_direction(c), r = right_direction(c), u = up_direction(c);
  const double tan_y = std::tan(double(c.fov_y) * 0.5) * (1.0 - margin);
  const double tan_x = std::tan(double(c.fov_y) * 0.5) * double(v.aspect()) * (1.0 - margin);
  // With q = p − target, p's depth is D + q·f; it is inside when |q·r| <= depth·tan_x and
  // |q·u| <= depth·tan_y, so D >= |q·r| / tan_x − q·f (and likewise for u).
  auto fit_distance = [&] {
    double distance = c.scene_radius * 1e-3;  // a flat or single-point set still gets depth
    for (const glm::dvec3& p : points) {
      const glm::dvec3 q = p - c.target;
      const double need =
          std::max(std::abs(glm::dot(q, r)) / tan_x, std::abs(glm::dot(q, u)) / tan_y);
      distance = std::max(distance, need - glm::dot(q, f));
      distance = std::max(distance, -glm::dot(q, f) / 0.9);  // well beyond the near plane
    }
    return distance;
  };
  c.distance = fit_distance();
  // Perspective makes the picture lopsided (near parts look bigger): slide the target across
  // the view until the points' image is centred, then fit again. Each round shrinks the offset.
  for (int round = 0; round < 4; ++round) {
    double x_lo = 1e300, x_hi = -1e300, y_lo = 1e300, y_hi = -1e300;
    for (const glm::dvec3& p : points) {
      const glm::dvec3 q = p - c.target;
      const double depth = c.distance + glm::dot(q, f);
      x_lo = std::min(x_lo, glm::dot(q, r) / depth);
      x_hi = std::max(x_hi, glm::dot(q, r) / depth);
      y_lo = std::min(y_lo, glm::dot(q, u) / depth);
      y_hi = std::max(y_hi, glm::dot(q, u) / depth);
    }
    c.target += r * (0.5 * (x_lo + x_hi) * c.distance) + u * (0.5 * (y_lo + y_hi) * c.distance);
    c.distance = fit_distance();
  }
}

}  // namespace collide
