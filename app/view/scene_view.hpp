#pragma once
// How the viewer frames a scene: its bounds, a ground grid sized to it, and the camera that
// shows both.
#include <array>
#include <vector>

#include <glm/vec3.hpp>

#include "core/scene/scene.hpp"
#include "render/camera.hpp"
#include "render/grid.hpp"

namespace collide {

struct Bounds {
  glm::vec3 lo{0}, hi{0};
  bool empty = true;
  void add(const glm::vec3& p);
};

// Half the side of the finite quad that stands for an (infinite) plane, and its normal arrow.
inline constexpr float kPlaneQuadHalfSize = 1.6f;
inline constexpr float kPlaneArrowLength = 1.0f;

// The finite quad drawn for a plane: centred on its point, u horizontal where possible.
struct PlaneQuad {
  glm::vec3 center, normal, u, v;
  std::array<glm::vec3, 4> corners;  // counter-clockwise seen from the front
};
PlaneQuad plane_quad(const desc::Plane& d);

// Everything the scene's objects draw (plane quads and arrows included); visible objects only.
Bounds scene_bounds(const Scene& scene);
// A grid disc centred on the scene's footprint, reaching just past it (at least 3 m).
GridStyle grid_for(const Scene& scene);
// Points whose framing keeps the scene and its grid in view (bounds corners and the grid rim).
std::vector<glm::vec3> framing_points(const Scene& scene);
// Keeps the view direction; aims at the scene and backs off until it all fits. With
// `left_inset_px` > 0 (a panel covering the left of the view) it fits the part right of it.
void frame_scene(Camera& camera, const Scene& scene, const Viewport& viewport,
                 int left_inset_px = 0);
// The view the viewer and `render` start with: the scene file's camera if it has one (its `up`
// is not used: the orbit camera keeps world +y up), else from the front-right, a little above,
// framed to fit.
Camera initial_camera(const Scene& scene, const Viewport& viewport, int left_inset_px = 0);

}  // namespace collide
