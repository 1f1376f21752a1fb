#include "app/kinds/edit_view.hpp"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

namespace collide {

EditView edit_view(const Camera& camera, const Viewport& viewport) {
  EditView v;
  v.eye = glm::dvec3(eye_position(camera));
  // Made exactly orthonormal in double (the camera's float frame is only so to rounding), so
  // ray_through and to_pixel invert each other.
  v.forward = glm::normalize(glm::dvec3(forward_direction(camera)));
  const glm::dvec3 r = glm::dvec3(right_direction(camera));
  v.right = glm::normalize(r - glm::dot(r, v.forward) * v.forward);
  v.up = glm::cross(v.right, v.forward);
  v.tan_half_fov = std::tan(double(camera.fov_y) * 0.5);
  v.viewport = viewport;
  return v;
}

Ray<double> EditView::ray_through(const glm::dvec2& pixel) const {
  // As pick_ray: x_view = ndc.x·aspect·tan(fov/2), y_view = ndc.y·tan(fov/2) at unit depth.
  const double w = std::max(1, viewport.width), h = std::max(1, viewport.height);
  const double ndc_x = pixel.x / w * 2.0 - 1.0;
  const double ndc_y = 1.0 - pixel.y / h * 2.0;
  const glm::dvec3 d =
      forward + right * (ndc_x * (w / h) * tan_half_fov) + up * (ndc_y * tan_half_fov);
  return {eye, glm::normalize(d)};
}

double EditView::depth_of(const glm::dvec3& p) const {
  return glm::dot(p - eye, forward);
}

double EditView::pixel_size_at(const glm::dvec3& p) const {
  const double h = std::max(1, viewport.height);
  return std::max(2.0 * depth_of(p) * tan_half_fov / h, 1e-12);
}

std::optional<glm::dvec2> EditView::to_pixel(const glm::dvec3& p) const {
  const glm::dvec3 q = p - eye;
  const double z = glm::dot(q, forward);
  if (!(z > 0)) return std::nullopt;
  const double w = std::max(1, viewport.width), h = std::max(1, viewport.height);
  const double ndc_x = glm::dot(q, right) / (z * tan_half_fov * (w / h));
  const double ndc_y = glm::dot(q, up) / (z * tan_half_fov);
  return glm::dvec2((ndc_x * 0.5 + 0.5) * w, (0.5 - ndc_y * 0.5) * h);
}

}  // namespace collide
