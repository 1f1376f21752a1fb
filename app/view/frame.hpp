#pragma once
// The one frame function: what the 3D view shows, as a DrawList. The viewer and
// `collision-lab render` both call it, so a screenshot shows exactly what the viewer shows
// (panels aside). Later it also takes the evaluation (evidence) and the selection (gizmos).
#include "core/scene/scene.hpp"
#include "render/camera.hpp"
#include "render/draw_list.hpp"

namespace collide {

struct ViewOptions {
  bool grid = true;      // the ground grid
  bool axes = true;      // the world axes through the origin
  int highlighted = -1;  // objects[highlighted] gets the highlight outline
  bool outlines = true;  // edges and silhouettes of boxes, spheres, ellipsoids (draw_settings.hpp)
  bool operator==(const ViewOptions&) const = default;
};

// Clears `out` and fills it: the grid and axes (scene layer, as the options say), then every
// visible object (scene layer, with markers for objects too small to see). Same inputs, same
// list: nothing else is read.
void build_frame(DrawList& out, const Scene& scene, const Camera& camera, const Viewport& viewport,
                 const ViewOptions& options = {});

}  // namespace collide
