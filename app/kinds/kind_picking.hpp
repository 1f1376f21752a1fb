#pragma once
// What a kind's pick row receives, and the helpers the rows share. Solids are hit by their
// surface; points and segments (and a triangle's edges, so an edge-on triangle can be picked)
// within a radius in pixels, converted to world units at their depth.
#include <optional>

#include "app/kinds/edit_view.hpp"
#include "core/queries/ray_queries.hpp"

namespace collide {

struct PickQuery {
  const Ray<double>& ray;  // from the eye through the cursor, unit direction
  const EditView& view;
  double point_radius_px;  // points, segments, triangle edges, moving spheres' sweeps
  double plane_half_size;  // the square drawn for a plane
  double ray_length;       // the stretch drawn for a ray
};

namespace kinds {

// Within `px` pixels of a point at its depth.
std::optional<RayHit> near_point(const PickQuery& q, const glm::dvec3& p);
// Within `px` pixels of a segment, measured at the depth of its point nearest the ray.
std::optional<RayHit> near_segment(const PickQuery& q, const glm::dvec3& a, const glm::dvec3& b);
// The nearer of two hits (either may be missing).
std::optional<RayHit> nearest(std::optional<RayHit> a, std::optional<RayHit> b);

}  // namespace kinds
}  // namespace collide
