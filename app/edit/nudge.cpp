#include "app/edit/nudge.hpp"

#include <algorithm>
#include <cmath>

#include "app/document/edit_builders.hpp"
#include "app/edit/gizmo_pose.hpp"

namespace collide {

Edit nudge_objects(const Scene& scene, const std::vector<std::string>& ids,
                   const glm::dvec3& delta) {
  Edit e;
  if (!std::isfinite(delta.x) || !std::isfinite(delta.y) || !std::isfinite(delta.z)) {
    e.error = "a nudge must be finite";
    return e;
  }
  std::vector<std::size_t> indices;
  for (const std::string& id : ids) {
    const auto i = index_of(scene, id);
    if (!i) {
      e.error = "no object has id \"" + id + "\"";
      return e;
    }
    if (std::ranges::find(indices, *i) == indices.end()) indices.push_back(*i);
  }
  std::ranges::sort(indices);  // replaced in place: the order does not matter, keep it stable
  for (const std::size_t i : indices) {
    SceneObject after = scene.objects[i];
    after.desc = translated(after.desc, delta);
    e.objects.push_back({i, scene.objects[i], std::move(after)});
  }
  e.label = indices.size() == 1 ? "Nudge " + display_name(scene.objects[indices[0]])
                                : "Nudge " + std::to_string(indices.size()) + " objects";
  return e;
}

}  // namespace collide
