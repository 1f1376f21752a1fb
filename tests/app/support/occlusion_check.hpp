#pragma once
// The independent check of what a big scene's drawing leaves out as hidden (app/view/
// scene_drawing.hpp, object_drawing_cache.hpp): points sampled on each left-out box or sphere
// are ray-cast against the boxes and spheres drawn as solids, and every one in sight must be
// behind one of them.
#include <cstddef>
#include <cstdint>

#include "core/scene/scene.hpp"
#include "render/camera.hpp"
#include "render/draw_list.hpp"

namespace collide::test {

// The camera and view the dense cubes below are checked from: 40 units out, looking at their
// middle from above one corner.
Camera dense_cube_camera();
inline constexpr Viewport kDenseCubeViewport{640, 360};

// A dense cube of `count` axis-aligned boxes (half sizes 0.2–0.9, centres in [-10, 10]³).
Scene dense_box_cube(int count, std::uint64_t seed);
// The same of spheres (radii 0.2–0.9).
Scene dense_ball_cube(int count, std::uint64_t seed);

// What the check found: the boxes in view that `list` does not draw (as a solid or a dot), how
// many points of them were sampled in the view, and how many of those are in sight of the eye
// (none, when nothing was left out wrongly).
struct LeftOutBoxes {
  std::size_t left_out = 0;
  int points_checked = 0;
  int points_in_sight = 0;
};
// Every `stride`-th left-out object of `scene` (axis-aligned boxes and spheres only) gets 96
// points on its surface ray-cast against the boxes and spheres `list` draws as solids (stride 0:
// none, they are only counted).
LeftOutBoxes check_left_out_boxes(const DrawList& list, const Scene& scene, const Camera& camera,
                                  const Viewport& viewport, std::size_t stride);

}  // namespace collide::test
