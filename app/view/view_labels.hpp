#pragma once
// What the view's labels keep clear of besides each other (render/label_layout.hpp): the
// objects' centres, where a label would hide the object it is about or its verdict mark.
#include <cstddef>
#include <vector>

#include <glm/vec3.hpp>

#include "app/session/object_marks.hpp"
#include "core/scene/scene.hpp"

namespace collide {

// Above this many objects the centres are not kept clear: they would cover the view (every label
// dropped), and projecting them all would cost the frame more than the labels are worth.
inline constexpr std::size_t kMaxKeepClearObjects = 2000;

// The marks' anchors (a box's centre, a plane's point, a ray's origin) of the visible objects;
// `marks` by scene index, as AppSession::object_marks() holds them (none when the sizes differ,
// or when the scene has more than kMaxKeepClearObjects objects).
std::vector<glm::dvec3> label_keep_clear_points(const Scene& scene,
                                                const std::vector<ObjectMark>& marks);

}  // namespace collide
