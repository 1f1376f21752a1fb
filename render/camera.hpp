#pragma once
// An orbit camera as plain data, and its maths as plain functions: tests call them without a GL
// context, and the same functions place every pixel the renderer draws.
#include <optional>
#include <span>

#include <glm/mat4x4.hpp>
#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

namespace collide {

// Pixels, origin at the top-left corner of the image, y down (as mouse positions and PNG rows).
struct Viewport {
  int width = 1280;
  int height = 720;
  float aspect() const { return height > 0 ? float(width) / float(height) : 1.0f; }
};

// The eye orbits `target` at `distance`: yaw turns about world +y (0 looks along −z), pitch
// raises the eye above the target's horizon. World +y is up.
struct Camera {
  glm::vec3 target{0, 0, 0};
  float distance = 10;
  float yaw = 0.6f;         // radians
  float pitch = 0.45f;      // radians, kept inside (−π/2, π/2)
  float fov_y = 0.785398f;  // radians (45°)
};

struct PickRay {
  glm::vec3 origin;
  glm::vec3 direction;  // unit length
};

glm::vec3 eye_position(const Camera& c);
// The orbit camera at `eye` looking at `target` (world +y up, so a view straight up or down is
// tipped just off the pole). eye_position() of the result is `eye`.
Camera look_at(const glm::vec3& eye, const glm::vec3& target, float fov_y);
// Unit vectors of the camera frame in world space.
glm::vec3 forward_direction(const Camera& c);
glm::vec3 right_direction(const Camera& c);
glm::vec3 up_direction(const Camera& c);

float near_plane(const Camera& c);
float far_plane(const Camera& c);
glm::mat4 view_matrix(const Camera& c);
glm::mat4 projection_matrix(const Camera& c, float aspect);
// Size in world units of one pixel at distance `depth` in front of the eye.
float pixel_size_at(const Camera& c, const Viewport& v, float depth);

// Where p lands in the image (pixel centres at .5), or nothing when p is not in front of the eye.
std::optional<glm::vec2> world_to_pixel(const Camera& c, const Viewport& v, const glm::vec3& p);
// The ray from the eye through an image position (for picking).
PickRay pick_ray(const Camera& c, const Viewport& v, const glm::vec2& pixel);

// Mouse-driven moves; deltas are in pixels.
void orbit(Camera& c, float dx_px, float dy_px);
void pan(Camera& c, const Viewport& v, float dx_px, float dy_px);
// steps > 0 moves closer; each step scales the distance by 0.85.
void zoom(Camera& c, float steps);
// Keeps the direction and moves target and distance so the sphere fits the view with a margin.
void frame_sphere(Camera& c, const Viewport& v, const glm::vec3& center, float radius);
void frame_bounds(Camera& c, const Viewport& v, const glm::vec3& lo, const glm::vec3& hi);
// Keeps the direction, aims at the centre of the points' bounding box and takes the smallest
// distance at which every point projects inside the viewport shrunk by `margin` (a fraction
// of each half-size). Tighter than a bounding sphere for flat sets such as a ground grid.
void frame_points(Camera& c, const Viewport& v, std::span<const glm::vec3> points,
                  float margin = 0.06f);

}  // namespace collide
