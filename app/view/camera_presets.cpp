#include "app/view/camera_presets.hpp"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

namespace collide {

namespace {

constexpr CameraPresetInfo kPresets[] = {
    {CameraPreset::along_x, "Along +x"},
    {CameraPreset::along_minus_x, "Along -x"},
    {CameraPreset::along_y, "Along +y (from below)"},
    {CameraPreset::along_minus_y, "Along -y (from above)"},
    {CameraPreset::along_z, "Along +z"},
    {CameraPreset::along_minus_z, "Along -z"},
    {CameraPreset::top, "Top, three quarters"},
    {CameraPreset::edge_on_plane, "Edge-on to the selected plane"},
    {CameraPreset::across_sat_axis, "Across the SAT axis (intervals side by side)"},
};

// Just off the pole, as look_at stops (π/2 − 0.01): the orbit camera's up stays defined.
constexpr double kPole = 1.5607964;

}  // namespace

std::span<const CameraPresetInfo> camera_presets() {
  return kPresets;
}

std::optional<glm::dvec3> preset_direction(CameraPreset preset, const glm::dvec3& forward,
                                           const std::optional<glm::dvec3>& across) {
  switch (preset) {
    case CameraPreset::along_x:
      return glm::dvec3(1, 0, 0);
    case CameraPreset::along_minus_x:
      return glm::dvec3(-1, 0, 0);
    case CameraPreset::along_y:
      return glm::dvec3(0, 1, 0);
    case CameraPreset::along_minus_y:
      return glm::dvec3(0, -1, 0);
    case CameraPreset::along_z:
      return glm::dvec3(0, 0, 1);
    case CameraPreset::along_minus_z:
      return glm::dvec3(0, 0, -1);
    case CameraPreset::top:
      return -glm::normalize(glm::dvec3(1, 1, 1));
    case CameraPreset::edge_on_plane:
    case CameraPreset::across_sat_axis:
      break;
  }
  if (!across || !(glm::length(*across) > 0)) return std::nullopt;
  const glm::dvec3 n = glm::normalize(*across);
  // forward with its part along n taken away: the nearest direction perpendicular to n.
  glm::dvec3 d = forward - glm::dot(forward, n) * n;
  if (glm::length(d) < 1e-6) {  // looking along n: a level direction across it
    d = glm::cross(n, glm::dvec3(0, 1, 0));
    if (glm::length(d) < 1e-6) d = glm::dvec3(0, 0, -1);  // n vertical: look along −z
  }
  return glm::normalize(d);
}

std::optional<CameraPreset> camera_preset_key(KeyAction action) {
  switch (action) {
    case KeyAction::camera_along_x:
      return CameraPreset::along_x;
    case KeyAction::camera_along_minus_x:
      return CameraPreset::along_minus_x;
    case KeyAction::camera_along_y:
      return CameraPreset::along_y;
    case KeyAction::camera_along_minus_y:
      return CameraPreset::along_minus_y;
    case KeyAction::camera_along_z:
      return CameraPreset::along_z;
    case KeyAction::camera_along_minus_z:
      return CameraPreset::along_minus_z;
    case KeyAction::camera_top:
      return CameraPreset::top;
    case KeyAction::camera_edge_on_plane:
      return CameraPreset::edge_on_plane;
    case KeyAction::camera_across_sat_axis:
      return CameraPreset::across_sat_axis;
    default:
      return std::nullopt;
  }
}

const char* camera_preset_keys(CameraPreset preset) {
  for (const KeyBinding& b : key_table())
    if (camera_preset_key(b.action) == preset) return b.keys;
  return nullptr;
}

Camera camera_looking_along(const Camera& camera, const Viewport& viewport,
                            const glm::dvec3& direction, std::span<const glm::dvec3> points,
                            float margin) {
  Camera c = camera;
  const glm::dvec3 f = glm::normalize(direction);
  // Inverts forward_direction: f = (−sin yaw·cos pitch, −sin pitch, −cos yaw·cos pitch).
  c.pitch = float(std::clamp(std::asin(std::clamp(-f.y, -1.0, 1.0)), -kPole, kPole));
  if (std::hypot(f.x, f.z) > 1e-9) c.yaw = float(std::atan2(-f.x, -f.z));
  if (!points.empty()) frame_points(c, viewport, points, margin);
  return c;
}

}  // namespace collide
