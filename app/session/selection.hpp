#pragma once
// The set of selected objects, shared by the Scene panel and the viewport. Held by object id
// (unique in a scene), so it survives undo, reordering and deletion of other objects.
#include <optional>
#include <string>
#include <vector>

#include "core/scene/scene.hpp"

namespace collide {

class Selection {
 public:
  bool contains(const std::string& id) const;
  bool empty() const { return ids_.empty(); }
  // In the order they were selected; the last one is the primary (the gizmo's object).
  const std::vector<std::string>& ids() const { return ids_; }
  std::optional<std::string> primary() const;

  void clear() { ids_.clear(); }
  void select_only(const std::string& id);
  void add(const std::string& id);
  void toggle(const std::string& id);
  // Drops ids no longer in the scene (after an undo, a delete, opening a file).
  void prune(const Scene& scene);
  // Keeps the ids for which `keep(id)` is true.
  template <class Keep>
  void retain(Keep&& keep) {
    std::erase_if(ids_, [&](const std::string& id) { return !keep(id); });
  }

  // A click in the viewport: on an object, select it (Shift: add or remove it); on empty space,
  // clear (Shift: keep the selection).
  void click(const std::optional<std::string>& hit_id, bool shift);
  // A pair clicked in the Pairs panel: exactly its two objects (scene indices), the first one
  // primary (it gets the gizmo). Indices out of range are ignored.
  void select_pair(const Scene& scene, std::size_t a, std::size_t b);
  // The selected objects' scene indices, in selection order (ids not in the scene skipped).
  std::vector<std::size_t> indices(const Scene& scene) const;

  bool operator==(const Selection&) const = default;

 private:
  std::vector<std::string> ids_;
};

}  // namespace collide
