#pragma once
// Camera presets (View › Camera, keys 1–6): look along a world axis, from above at three
// quarters, edge-on to a plane, or across a SAT axis so that both projected intervals lie flat
// on the screen side by side. A preset sets the view's direction and then frames what matters
// (the selection, else the focused pair, else the scene), so nothing is lost by turning. The
// maths is GL- and ImGui-free; the workbench picks the plane, the axis and the points.
#include <optional>
#include <span>
#include <string_view>

#include <glm/vec3.hpp>

#include "app/input/key_table.hpp"
#include "render/camera.hpp"

namespace collide {

enum class CameraPreset : unsigned char {
  along_x,
  along_minus_x,
  along_y,        // from below
  along_minus_y,  // from above, straight down
  along_z,
  along_minus_z,
  top,              // from above at three quarters: along −(1, 1, 1)/√3 (isometric)
  edge_on_plane,    // across the selected plane's normal (the focused pair's plane, else)
  across_sat_axis,  // across the focused SAT axis: the axis and its intervals flat on screen
};

// The margin a preset frames the selection or the focused pair with (a fraction of each half of the
// view, as frame_points takes it): wide, so the evidence drawn beside the pair fits too.
inline constexpr float kPresetPairMargin = 0.3f;

struct CameraPresetInfo {
  CameraPreset preset;
  const char* name;  // the View › Camera entry
};
// Every preset in the menu's order.
std::span<const CameraPresetInfo> camera_presets();

// The camera preset a key of the table (app/input/key_table.hpp) asks for, if it is one; and the
// keys of a preset as the table shows them ("Shift+1"), for the menu.
std::optional<CameraPreset> camera_preset_key(KeyAction action);
const char* camera_preset_keys(CameraPreset preset);

// The unit direction the preset looks along. `forward`: the camera's now; `across`: the plane's
// normal (edge_on_plane) or the SAT axis (across_sat_axis) — the view turns to the direction
// perpendicular to it nearest to `forward` (the least turn), or to a level one when `forward`
// runs along it. Nothing when the preset needs `across` and it is not given (or zero).
std::optional<glm::dvec3> preset_direction(CameraPreset preset, const glm::dvec3& forward,
                                           const std::optional<glm::dvec3>& across = {});

// `camera` turned to look along the unit `direction` (the orbit camera's yaw and pitch; straight
// up or down it keeps its yaw, so the picture does not spin, and stops just off the pole), then
// framed on `points` (frame_points with `margin`); its field of view and zoom range kept.
Camera camera_looking_along(const Camera& camera, const Viewport& viewport,
                            const glm::dvec3& direction, std::span<const glm::dvec3> points,
                            float margin);

}  // namespace collide
