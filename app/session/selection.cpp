#include "app/session/selection.hpp"

#include <algorithm>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

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
  // One pass over the scene, whatever the selection's size (a select-all of 100,000 objects).
  std::unordered_set<std::string_view> present;
  present.reserve(ids_.size());
  for (const std::string& id : ids_)
    present.insert(id);
  std::unordered_set<std::string_view> found;
  for (std::size_t i = 0; i < scene.objects.size() && found.size() < present.size(); ++i)
    if (present.contains(scene.objects[i].id)) found.insert(scene.objects[i].id);
  std::erase_if(ids_, [&](const std::string& id) { return !found.contains(id); });
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
  // One pass over the scene, whatever the selection's size (a select-all of 100,000 objects).
  std::unordered_map<std::string_view, std::size_t> position;  // id -> its place in ids_
  position.reserve(ids_.size());
  for (std::size_t k = 0; k < ids_.size(); ++k)
    position.emplace(ids_[k], k);
  constexpr std::size_t kMissing = std::size_t(-1);
  std::vector<std::size_t> found(ids_.size(), kMissing);
  for (std::size_t i = 0; i < scene.objects.size() && !position.empty(); ++i)
    if (auto it = position.find(scene.objects[i].id); it != position.end()) {
      found[it->second] = i;
      position.erase(it);  // ids are unique in a scene: the first match is the one
    }
  std::erase(found, kMissing);
  return found;
}

}  // namespace collide
