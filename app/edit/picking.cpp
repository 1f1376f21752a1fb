#include "app/edit/picking.hpp"

#include "app/kinds/kind_table.hpp"

namespace collide {

std::optional<Pick> pick_one(const SceneObject& object, std::size_t index, const Ray<double>& ray,
                             const EditView& view, const PickSettings& settings) {
  const PickQuery query{ray, view, settings.point_radius_px, settings.plane_half_size,
                        settings.ray_length};
  const KindRow& row = kind_of(object.desc);
  std::optional<RayHit> hit = row.pick(object.desc, query);
  if (sweeps(object.desc, object.motion)) {
    // A sweep: the object at the end too, and the path of its pivot.
    const glm::dvec3 v = *object.motion.velocity, from = row.pivot(object.desc);
    hit = kinds::nearest(hit, row.pick(kinds::translated(object.desc, v), query));
    hit = kinds::nearest(hit, kinds::near_segment(query, from, from + v));
  }
  if (!hit) return std::nullopt;
  // From inside a solid the user sees its far wall: rank it there, so objects inside it win.
  const double t = hit->starts_inside ? hit->t_exit : hit->t;
  return Pick{index, t, ray.origin + t * ray.direction};
}

std::optional<Pick> pick_object(const Scene& scene, const EditView& view, const glm::dvec2& pixel,
                                const PickSettings& settings) {
  const Ray<double> ray = view.ray_through(pixel);
  std::optional<Pick> best;
  for (std::size_t i = 0; i < scene.objects.size(); ++i) {
    if (!scene.objects[i].visible) continue;
    auto p = pick_one(scene.objects[i], i, ray, view, settings);
    if (p && (!best || p->t <= best->t)) best = p;
  }
  return best;
}

}  // namespace collide
