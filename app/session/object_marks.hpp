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
ObjectMark object_mark(const ObjectDesc& desc, const Motion& motion = {});

class ObjectMarkTable {
 public:
  // `modified`: the objects changed since the last update, by index (ModifiedObjects::take),
  // or nothing: every object is marked anew.
  void update(const Scene& scene, const std::optional<std::vector<std::size_t>>& modified);
  const std::vector<ObjectMark>& marks() const { return marks_; }

 private:
  std::vector<ObjectMark> marks_;  // by scene index
};

}  // namespace collide
