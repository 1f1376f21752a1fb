#include "app/edit/selection.hpp"

#include <algorithm>

namespace collide {

bool Selection::contains(const std::string& id) const {
  return std::find(ids_.begin(), ids_.end(), id) != ids_.end();
}

std::optional<std::string> Selection::primary() const {
  if (ids_.empty()) return std::nullopt;
  return ids_.back();
}

void Selection::select_only(const std::string& id) {
  ids_.assign(1, id);
}

void Selection::add(const std::string& id) {
  if (!contains(id)) ids_.push_back(id);
}

void Selection::toggle(const std::string& id) {
  auto it = std::find(ids_.begin(), ids_.end(), id);
  if (it == ids_.end())
    ids_.push_back(id);
  else
    ids_.erase(it);
}

void Selection::prune(const Scene& scene) {
  std::erase_if(ids_, [&](const std::string& id) { return !index_of(scene, id); });
}

void Selection::click(const std::optional<std::string>& hit_id, bool shift) {
  if (!hit_id) {
    if (!shift) clear();
    return;
  }
  if (shift)
    toggle(*hit_id);
  else
    select_only(*hit_id);
}

void Selection::select_pair(const Scene& scene, std::size_t a, std::size_t b) {
  ids_.clear();
  if (b < scene.objects.size()) ids_.push_back(scene.objects[b].id);
  if (a < scene.objects.size() && a != b) ids_.push_back(scene.objects[a].id);
}

std::vector<std::size_t> Selection::indices(const Scene& scene) const {
  std::vector<std::size_t> out;
  for (const std::string& id : ids_)
    if (const auto i = index_of(scene, id)) out.push_back(*i);
  return out;
}

std::optional<std::size_t> index_of(const Scene& scene, const std::string& id) {
  for (std::size_t i = 0; i < scene.objects.size(); ++i)
    if (scene.objects[i].id == id) return i;
  return std::nullopt;
}

}  // namespace collide
