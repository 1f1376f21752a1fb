#pragma once
// Turns scene objects into debug-draw primitives: shaded solids with crisp dark outlines (box
// edges, sphere and ellipsoid silhouettes), planes as a finite quad with a normal arrow.
#include <cstddef>

#include "core/scene/scene.hpp"
#include "render/camera.hpp"
#include "render/debug_draw.hpp"

namespace collide {

// The object's own colour or, when it has none, the viewer's colour for objects[index].
Color object_color(const SceneObject& object, std::size_t index);
Color to_color(Rgb rgb);
inline constexpr Color kOutlineColor{0.05f, 0.055f, 0.065f, 0.92f};
inline constexpr float kOutlineWidth = 1.7f;
// The outline of the object under the pointer in the object list.
inline constexpr Color kHighlightColor{1.0f, 0.86f, 0.35f, 1.0f};
inline constexpr float kHighlightWidth = 3.0f;

// Silhouettes depend on where the eye is, hence the camera. Without `outline`, boxes and
// spheres draw no edges or silhouettes (the cheap mode for big scenes, see draw_settings.hpp);
// a highlighted object keeps its highlight.
void draw_object(DebugDraw& dd, const SceneObject& object, std::size_t index, const Camera& camera,
                 bool highlighted = false, bool outline = true);
// The grid (around what the camera sees, render/grid.hpp) and every visible object;
// objects[highlighted] (if any) gets the highlight outline.
void draw_scene(DebugDraw& dd, const Scene& scene, const Camera& camera, const Viewport& viewport,
                int highlighted = -1, bool outlines = true);

}  // namespace collide
