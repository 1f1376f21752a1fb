#pragma once
// Per object, what its verdict mark needs that does not depend on other objects: where the mark
// goes (its box's centre, a plane's point, a ray's origin; nothing when not finite) and why its
// shape is invalid (Problem::none when it is not). Kept up to date edit by edit, like the pair
// rows: a drag recomputes the dragged object's entry only, so the view's marks cost no shape
// validation of 100,000 objects a frame.
#include <optional>
#include <string>
#include <vector>

#include <glm/vec3.hpp>

#include "core/eval/scene_evaluation.hpp"
#include "core/scene/scene.hpp"
#include "core/scene/scene_delta.hpp"
#include "core/shapes/problem.hpp"

namespace collide {

struct ObjectMark {
  std::optional<glm::dvec3> anchor;
  Problem problem = Problem::none;
  bool operator==(const ObjectMark&) const = default;
};

// The mark of one object, from its description alone.
ObjectMark object_mark(const ObjectDesc& desc);

class ObjectMarkTable {
 public:
  // `delta`: what the evaluation took since the last update. Returns the objects marked anew,
  // by index (none when nothing changed), or nothing when every object was (a rebuild: another
  // scene, objects added, removed or reordered).
  std::optional<std::vector<std::size_t>> update(const Scene& scene, const SceneEvaluation& eval,
                                                 const SceneDelta& delta);
  const std::vector<ObjectMark>& marks() const { return marks_; }

 private:
  std::vector<ObjectMark> marks_;  // by scene index
  std::vector<std::string> ids_;   // the scene's ids by index, as of the last build
  bool built_ = false;
};

}  // namespace collide
