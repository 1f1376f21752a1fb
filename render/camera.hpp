#pragma once
// An orbit camera as plain data, and its maths as plain functions: tests call them without a GL
// context, and the same functions place every pixel the renderer draws.
//
// Scale: the camera frames anything from 1e-6 to 1e7 across, anywhere a scene file can put it
// (float range). Where it is (target, eye) is kept in double; only directions and angles are
// float. The zoom range follows the size of what was framed (`scene_radius`), the depth range
// follows the distance (see near_plane), so neither is a fixed constant.
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
  bool operator==(const Viewport&) const = default;
};

// The eye orbits `target` at `distance`: yaw turns about world +y (0 looks along −z), pitch
// raises the eye above the target's horizon. World +y is up.
struct Camera {
  glm::dvec3 target{0, 0, 0};
  double distance = 10;
  float yaw = 0.6f;         // radians
  float pitch = 0.45f;      // radians, kept inside (−π/2, π/2)
  float fov_y = 0.785398f;  // radians (45°)
  // The radius of what the camera was last framed on (0: nothing framed yet). The zoom range
  // follows it: from 1e-10 of it (a 1e-3 box beside a 1e6 one) to 1e4 times it.
  double scene_radius = 0;
  bool operator==(const Camera&) const = default;
};

struct PickRay {
  glm::dvec3 origin;
  glm::dvec3 direction;  // unit length
};

// In double: far from the origin (1e7) a float eye is off by a metre.
glm::dvec3 eye_position(const Camera& c);
// The orbit camera at `eye` looking at `target` (world +y up, so a view straight up or down is
// tipped just off the pole). eye_position() of the result is `eye`.
Camera look_at(const glm::dvec3& eye, const glm::dvec3& target, float fov_y);
// Unit vectors of the camera frame in world space.
glm::dvec3 forward_direction(const Camera& c);
glm::dvec3 right_direction(const Camera& c);
glm::dvec3 up_direction(const Camera& c);

// The zoom range (see Camera::scene_radius).
double min_distance(const Camera& c);
double max_distance(const Camera& c);

float near_plane(const Camera& c);
float far_plane(const Camera& c);
// World to view, computed in double and rounded once. Far from the origin its translation (and
// the float positions it is applied to) lose the small digits: draw relative to the eye there.
glm::mat4 view_matrix(const Camera& c);
// The view's rotation alone: view = view_rotation_matrix · translate(−eye). An eye-relative
// renderer subtracts eye_position() from each position in double, then applies this.
glm::mat4 view_rotation_matrix(const Camera& c);
glm::mat4 projection_matrix(const Camera& c, float aspect);
// Size in world units of one pixel at distance `depth` in front of the eye.
double pixel_size_at(const Camera& c, const Viewport& v, double depth);
// Depth of p in front of the eye (along the view direction; negative behind it).
double view_depth(const Camera& c, const glm::dvec3& p);

// Where p lands in the image (pixel centres at .5), or nothing when p is not in front of the eye.
// Computed in double, eye-relative: exact to a small fraction of a pixel at 1e7 from the origin.
std::optional<glm::dvec2> world_to_pixel(const Camera& c, const Viewport& v, const glm::dvec3& p);
// The ray from the eye through an image position (for picking).
PickRay pick_ray(const Camera& c, const Viewport& v, const glm::dvec2& pixel);

// Mouse-driven moves; deltas are in pixels.
void orbit(Camera& c, float dx_px, float dy_px);
void pan(Camera& c, const Viewport& v, float dx_px, float dy_px);
// steps > 0 moves closer; each step scales the distance by 0.85, inside the zoom range.
void zoom(Camera& c, float steps);
// Keeps the direction and moves target and distance so the sphere fits the view with a margin.
void frame_sphere(Camera& c, const Viewport& v, const glm::dvec3& center, double radius);
void frame_bounds(Camera& c, const Viewport& v, const glm::dvec3& lo, const glm::dvec3& hi);
// Keeps the direction, aims at the centre of the points' bounding box and takes the smallest
// distance at which every point projects inside the viewport shrunk by `margin` (a fraction
// of each half-size). Tighter than a bounding sphere for flat sets such as a ground grid.
void frame_points(Camera& c, const Viewport& v, std::span<const glm::dvec3> points,
                  float margin = 0.06f);

}  // namespace collide
