#pragma once
// Picking: the nearest visible object under the cursor, by each kind's pick row (app/kinds):
// solids by their surface (a ray starting inside one sees its far side, where it leaves); planes
// by the square drawn for them; points and segments (and triangle edges, so an edge-on triangle
// can be picked) within a radius in pixels, converted to world units at their depth.
#include <cstddef>
#include <optional>

#include <glm/vec2.hpp>

#include "app/kinds/edit_view.hpp"
#include "app/view/scene_view.hpp"
#include "core/queries/ray_queries.hpp"
#include "core/scene/scene.hpp"

namespace collide {

struct PickSettings {
  double point_radius_px = 7;  // points, segments, triangle edges, moving spheres' sweeps
  double plane_half_size = kPlaneQuadHalfSize;  // the square drawn for a plane
  double ray_length = kRayDrawLength;           // the stretch drawn for a ray
};

struct Pick {
  std::size_t index = 0;  // into scene.objects
  double t = 0;           // distance along the (unit) ray at which it is seen
  glm::dvec3 point{};     // where
};

// The ray test of one object; nothing when the ray misses it.
std::optional<Pick> pick_one(const SceneObject& object, std::size_t index, const Ray<double>& ray,
                             const EditView& view, const PickSettings& settings = {});
// The nearest visible object under `pixel` (ties: the later object, drawn on top).
std::optional<Pick> pick_object(const Scene& scene, const EditView& view, const glm::dvec2& pixel,
                                const PickSettings& settings = {});

}  // namespace collide
