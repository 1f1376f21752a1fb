#pragma once
// What changed in a scene since the last time someone looked: the contract between the edits
// that change a scene (app/document's history) and the readers that keep derived state up to
// date (core/eval's SceneEvaluation). Objects are named by id, which stays valid across edits
// that add or remove other objects (indices do not).
#include <string>
#include <vector>

namespace collide {

struct SceneDelta {
  // Ids of objects that were modified, added or removed (an object renamed to a new id appears
  // under both its old and its new id). Order and repeats do not matter.
  std::vector<std::string> objects;
  // Anything else changed (settings, precision, tolerances, octree parameters, a whole new
  // scene): derived state must be rebuilt from scratch.
  bool everything = false;

  bool empty() const { return objects.empty() && !everything; }
  void merge(const SceneDelta& other) {
    objects.insert(objects.end(), other.objects.begin(), other.objects.end());
    everything = everything || other.everything;
  }
};

}  // namespace collide
