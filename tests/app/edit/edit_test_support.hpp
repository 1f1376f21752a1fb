#pragma once
// Shared by the editing tests: a camera looking down −z at a point, and bit-level comparisons.
#include <cstring>

#include <glm/vec3.hpp>

#include "app/kinds/edit_view.hpp"
#include "render/camera.hpp"

namespace collide::test {

inline const Viewport kViewport{1280, 720};

// The camera `distance` in front of `target` (on +z), looking down −z, 45° field of view.
inline Camera front_camera(const glm::dvec3& target, double distance = 10) {
  Camera c;
  c.target = decltype(c.target)(target);
  c.distance = float(distance);
  c.yaw = 0;
  c.pitch = 0;
  c.fov_y = 0.785398f;
  return c;
}

inline EditView front_view(const glm::dvec3& target, double distance = 10) {
  return edit_view(front_camera(target, distance), kViewport);
}

// Equal bit for bit (so −0 and +0 differ, NaN equals itself).
template <class T>
bool same_bits(const T& a, const T& b) {
  return std::memcmp(&a, &b, sizeof(T)) == 0;
}

}  // namespace collide::test
