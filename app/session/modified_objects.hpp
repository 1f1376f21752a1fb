#pragma once
// What an incremental reader needs to know of a delta: the scene indices of the objects it
// names, when it only modified objects in place — none added, removed, renamed or moved to
// another position (each of which shifts indices: the reader then rebuilds). The session keeps
// one ModifiedObjects for all its readers (the pair rows, the marks, the view's cache): the ids
// by index of the scene they last built from, so a reordering is caught.
#include <optional>
#include <string>
#include <vector>

#include "core/eval/scene_evaluation.hpp"
#include "core/scene/scene.hpp"
#include "core/scene/scene_delta.hpp"

namespace collide {

// The scene's ids by index: what a reader keeps when it builds.
std::vector<std::string> ids_by_index(const Scene& scene);

// The delta's objects' indices (in the evaluation that took the delta), or nothing when the
// reader must rebuild: `everything`, another object count, or an id not where it was.
std::optional<std::vector<std::size_t>> modified_objects(
    const std::vector<std::string>& ids_by_index, const SceneEvaluation& eval,
    const SceneDelta& delta);

// modified_objects against the ids of the last rebuild, kept here (a million ids are 32 MB).
class ModifiedObjects {
 public:
  // The objects `delta` modified in place, by index (none: nothing changed), or nothing when
  // readers must rebuild (the first call, `everything`, objects added, removed or reordered);
  // `eval` is the evaluation already updated with `delta`.
  std::optional<std::vector<std::size_t>> take(const Scene& scene, const SceneEvaluation& eval,
                                               const SceneDelta& delta);

 private:
  std::vector<std::string> ids_;  // the scene's ids by index, as of the last rebuild
  bool built_ = false;
};

}  // namespace collide
