#include "app/kinds/kind_picking.hpp"

#include <limits>

namespace collide::kinds {

std::optional<RayHit> near_point(const PickQuery& q, const glm::dvec3& p) {
  return ray_point(q.ray, p, q.point_radius_px * q.view.pixel_size_at(p));
}

std::optional<RayHit> near_segment(const PickQuery& q, const glm::dvec3& a, const glm::dvec3& b) {
  auto closest = ray_segment(q.ray, {a, b}, std::numeric_limits<double>::infinity());
  if (!closest || closest->distance > q.point_radius_px * q.view.pixel_size_at(closest->point))
    return std::nullopt;
  return closest;
}

std::optional<RayHit> nearest(std::optional<RayHit> a, std::optional<RayHit> b) {
  if (!a) return b;
  if (!b) return a;
  return b->t < a->t ? b : a;
}

}  // namespace collide::kinds
