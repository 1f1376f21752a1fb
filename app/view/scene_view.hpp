#pragma once
// How the viewer frames a scene: its bounds (in double: a scene may sit at 1e7 or span 1e-6)
// and the camera that shows it. The ground grid follows the view (render/grid.hpp), not the
// scene, so framing need not leave room for it.
#include <array>
#include <vector>

#include <glm/vec3.hpp>

#include "core/scene/scene.hpp"
#include "render/camera.hpp"

namespace collide {

struct Bounds {
  glm::dvec3 lo{0}, hi{0};
  bool empty = true;
  void add(const glm::dvec3& p);
  glm::dvec3 center() const { return (lo + hi) * 0.5; }
  double radius() const;  // half the diagonal
};

// Half the side of the finite quad that stands for an (infinite) plane, and its normal arrow.
inline constexpr float kPlaneQuadHalfSize = 1.6f;
inline constexpr float kPlaneArrowLength = 1.0f;
// How far a ray (infinite one way) is drawn and picked from its origin, in world units.
inline constexpr double kRayDrawLength = 10.0;

// The far end of the stretch drawn for a ray: origin + kRayDrawLength·d/|d| (the origin itself
// for a zero or non-finite direction, which validate() reports).
glm::dvec3 ray_drawn_end(const desc::Ray& d);

// The finite quad drawn for a plane: centred on its point, u horizontal where possible.
struct PlaneQuad {
  glm::dvec3 center;
  glm::vec3 normal, u, v;
  std::array<glm::dvec3, 4> corners;  // counter-clockwise seen from the front
};
PlaneQuad plane_quad(const desc::Plane& d);

// The framing's share of each half of the view kept empty around what it frames: enough that
// nothing touches the edge (the margin `render` and the library picture tests have always had).
inline constexpr float kViewFramingMargin = 0.06f;

// Everything the scene's objects draw (plane quads and arrows included); visible objects only.
Bounds scene_bounds(const Scene& scene);
// Points whose framing keeps the scene in view: the corners of its bounds (of a 6 m square on
// the ground when nothing is visible).
std::vector<glm::dvec3> framing_points(const Scene& scene);
// Keeps the view direction; aims at the scene and backs off until it all fits `viewport` (the
// 3D view's rectangle: the docked panels are beside it, never over it).
void frame_scene(Camera& camera, const Scene& scene, const Viewport& viewport);
// The view the viewer and `render` start with: the scene file's camera if it has one (its `up`
// is not used: the orbit camera keeps world +y up), else from the front-right, a little above,
// framed to fit.
Camera initial_camera(const Scene& scene, const Viewport& viewport);

}  // namespace collide
