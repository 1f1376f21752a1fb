#pragma once
// A nudge: the selection moved by an exact vector, as one edit ("Nudge Box A", "Nudge 3
// objects"). Each object is moved by its kind's translate (app/kinds), so every stored position
// becomes position + delta computed once in double — a nudge of 1e-7 at x = 10001.0004998 is
// exactly the double sum, which no drag reaches by hand.
#include <string>
#include <vector>

#include <glm/vec3.hpp>

#include "app/document/edit.hpp"

namespace collide {

// The edit moving each object of `ids` (unknown ids are refused; repeats ignored) by `delta`.
// A zero delta changes nothing (the history makes no step of it); a non-finite one is refused.
Edit nudge_objects(const Scene& scene, const std::vector<std::string>& ids,
                   const glm::dvec3& delta);

}  // namespace collide
