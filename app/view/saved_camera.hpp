#pragma once
// The viewer's orbit camera as a scene file stores it (a look-at camera, world +y up), so a save
// keeps the view and an open restores it (initial_camera reads it back through look_at).
#include "core/scene/scene.hpp"
#include "render/camera.hpp"

namespace collide {

SceneCamera to_scene_camera(const Camera& camera);

}  // namespace collide
