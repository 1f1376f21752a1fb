#pragma once
// Turns scene objects into DrawList primitives, in double world positions: shaded solids with
// crisp dark outlines (box edges, sphere and ellipsoid silhouettes), planes as a finite quad with
// a normal arrow, and a marker dot for any object too small on screen to be seen.
#include <cstddef>
#include <optional>

#include <glm/vec3.hpp>

#include "core/scene/scene.hpp"
#include "render/camera.hpp"
#include "render/draw_list.hpp"

namespace collide {

// The object's own colour or, when it has none, the viewer's colour for objects[index].
Color object_color(const SceneObject& object, std::size_t index);
Color to_color(Rgb rgb);
inline constexpr Color kOutlineColor{0.05f, 0.055f, 0.065f, 0.92f};
inline constexpr float kOutlineWidth = 1.7f;
// The outline of the object under the pointer in the object list.
inline constexpr Color kHighlightColor{1.0f, 0.86f, 0.35f, 1.0f};
inline constexpr float kHighlightWidth = 3.0f;

// An object whose image is less than kMarkerBelowPx across also gets a dot kMarkerSizePx across
// at its centre, in its colour, so a tiny object in a big scene can still be seen (and picked).
inline constexpr double kMarkerBelowPx = 4.0;
inline constexpr float kMarkerSizePx = 9.0f;

// The sphere that holds what an object draws (planes: their finite quad); nothing for points
// and segments, which are drawn in pixels and so never vanish.
struct BoundingSphere {
  glm::dvec3 center;
  double radius;
};
std::optional<BoundingSphere> marker_sphere(const ObjectDesc& d);
// How many pixels across a sphere's image is (2r over one pixel's size at its depth); 0 when its
// centre is not in front of the eye.
double projected_diameter_px(const BoundingSphere& s, const Camera& camera,
                             const Viewport& viewport);

// The camera terms that drawing an object reads, computed once for a whole frame: each is a few
// sines and cosines, and recomputed per object they were most of a 100,000-object frame. The
// same functions compute them, so an object draws bit for bit as with the camera itself.
struct ObjectView {
  ObjectView(const Camera& camera, const Viewport& viewport);
  glm::dvec3 eye_exact;  // eye_position_exact: silhouettes and marker sizes
  glm::dvec3 eye;        // eye_position: view_depth's eye, for "in front of the eye"
  glm::dvec3 forward;    // forward_direction
  double tan_half_fov;   // tan(fov_y / 2)
  int height;            // the viewport's height in pixels (at least 1)
};
double projected_diameter_px(const BoundingSphere& s, const ObjectView& view);

// Silhouettes depend on where the eye is and markers on the pixel size, hence camera and
// viewport. Everything goes to Layer::scene.
void draw_object(DrawList& list, const SceneObject& object, std::size_t index, const Camera& camera,
                 const Viewport& viewport, bool highlighted = false, bool outline = true);
void draw_object(DrawList& list, const SceneObject& object, std::size_t index,
                 const ObjectView& view, bool highlighted = false, bool outline = true);
// Every visible object; objects[highlighted] (if any) gets the highlight outline.
void draw_objects(DrawList& list, const Scene& scene, const Camera& camera,
                  const Viewport& viewport, int highlighted = -1, bool outlines = true);

}  // namespace collide
