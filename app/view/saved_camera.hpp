#pragma once
// The viewer's orbit camera as a scene file stores it (a look-at camera, world +y up), so a save
// keeps the view and an open restores it (initial_camera reads it back through look_at).
#include <optional>

#include "core/scene/scene.hpp"
#include "render/camera.hpp"

namespace collide {

SceneCamera to_scene_camera(const Camera& camera);

// What a save writes as the scene's camera: the view `now`, or nothing (the scene keeps its own,
// or none) while it is still the view the scene opened with, `start` (initial_camera), so that a
// scene opened and saved without touching the view gives back its text.
std::optional<SceneCamera> camera_to_save(const Camera& now, const Camera& start);

}  // namespace collide
