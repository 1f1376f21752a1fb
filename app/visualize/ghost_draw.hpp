#pragma once
// An object drawn as a wireframe "ghost" in the evidence layer: where it was, will be or first
// touches, beside the solid the view draws where it is now (a moving pair's evidence). Any kind:
// edges for boxes, three great rings for round kinds, a mesh's feature edges, a sampled support
// outline for a registered kind. Camera-free, in double world positions.
#include "app/visualize/evidence_style.hpp"
#include "core/scene/scene.hpp"
#include "render/draw_list.hpp"

namespace collide::evidence {

// How far a ray's ghost is drawn from its origin (the view draws rays this long too).
inline constexpr double kGhostRayLength = 10.0;
// Half the side of a plane's ghost square.
inline constexpr double kGhostPlaneHalf = 1.6;

// The wireframe of `d` (a description as posed: core/scene/pose.hpp's pose_at), in `color`.
void ghost(DrawList& out, const ObjectDesc& d, const Color& color, float width);

}  // namespace collide::evidence
