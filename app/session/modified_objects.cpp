#include "app/session/modified_objects.hpp"

namespace collide {

std::vector<std::string> ids_by_index(const Scene& scene) {
  std::vector<std::string> ids;
  ids.reserve(scene.objects.size());
  for (const SceneObject& o : scene.objects)
    ids.push_back(o.id);
  return ids;
}

std::optional<std::vector<std::size_t>> modified_objects(
    const std::vector<std::string>& ids_by_index, const SceneEvaluation& eval,
    const SceneDelta& delta) {
  if (delta.everything || eval.object_count() != ids_by_index.size()) return std::nullopt;
  std::vector<std::size_t> out;
  out.reserve(delta.objects.size());
  for (const std::string& id : delta.objects) {
    const auto i = eval.index_of(id);
    if (!i || *i >= ids_by_index.size() || ids_by_index[*i] != id) return std::nullopt;
    out.push_back(*i);
  }
  return out;
}

std::optional<std::vector<std::size_t>> ModifiedObjects::take(const Scene& scene,
                                                              const SceneEvaluation& eval,
                                                              const SceneDelta& delta) {
  if (built_ && delta.empty()) return std::vector<std::size_t>{};
  if (built_)
    if (auto modified = modified_objects(ids_, eval, delta)) return modified;
  ids_ = ids_by_index(scene);
  built_ = true;
  return std::nullopt;
}

}  // namespace collide
