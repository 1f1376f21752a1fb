#include "app/view/saved_camera.hpp"

#include <glm/trigonometric.hpp>

namespace collide {

SceneCamera to_scene_camera(const Camera& camera) {
  SceneCamera c;
  c.eye = eye_position(camera);  // in double: the view far from the origin survives the file
  c.target = camera.target;
  c.up = {0, 1, 0};  // the orbit camera's up is world +y (look_at assumes it)
  c.fov_degrees = glm::degrees(double(camera.fov_y));
  return c;
}

std::optional<SceneCamera> camera_to_save(const Camera& now, const Camera& start) {
  const bool same = now.target == start.target && now.distance == start.distance &&
                    now.yaw == start.yaw && now.pitch == start.pitch && now.fov_y == start.fov_y;
  if (same) return std::nullopt;
  return to_scene_camera(now);
}

}  // namespace collide
