#pragma once
// The camera as the editing maths sees it: eye, frame and field of view in double, with the
// rays and pixel sizes that picking and gizmos need. Built from the camera through its own
// functions (eye_position, forward/right/up_direction) with explicit conversions, so it works
// whether the camera holds float or double. The ray is pick_ray's formula, evaluated in double.
#include <optional>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "core/shapes/shapes.hpp"
#include "render/camera.hpp"

namespace collide {

struct EditView {
  glm::dvec3 eye{0, 0, 10};
  glm::dvec3 forward{0, 0, -1}, right{1, 0, 0}, up{0, 1, 0};
  double tan_half_fov = 0.41421356237309503;  // tan(22.5°)
  Viewport viewport;

  // The ray from the eye through an image position (pixel centres at .5, y down); unit direction.
  Ray<double> ray_through(const glm::dvec2& pixel) const;
  // Depth of p in front of the eye (along forward).
  double depth_of(const glm::dvec3& p) const;
  // World size of one pixel at p's depth (at least a tiny positive value).
  double pixel_size_at(const glm::dvec3& p) const;
  // Where p lands in the image, or nothing when it is not in front of the eye.
  std::optional<glm::dvec2> to_pixel(const glm::dvec3& p) const;
};

EditView edit_view(const Camera& camera, const Viewport& viewport);

}  // namespace collide
