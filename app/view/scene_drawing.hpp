#pragma once
// Turns scene objects into DrawList primitives, in double world positions: shaded solids with
// crisp dark outlines (box edges, sphere and ellipsoid silhouettes), planes as a finite quad with
// a normal arrow, and a marker dot for any object too small on screen to be seen. Selected
// objects and the one under the pointer get a coloured outline instead of the dark one.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>

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
// Every selected object's outline, drawn whether or not outlines are on; the primary selection
// (the gizmo's object) in a lighter, wider one, as 3D editors tell it from the rest.
inline constexpr Color kSelectedColor{0.86f, 0.38f, 0.10f, 1.0f};
inline constexpr float kSelectedWidth = 2.4f;
inline constexpr Color kPrimarySelectedColor{1.0f, 0.62f, 0.16f, 1.0f};
inline constexpr float kPrimarySelectedWidth = 3.0f;
// Points and segments are drawn in pixels and have no edges: their outline is a ring of this
// radius around the point (and each end of a segment), facing the eye, and for a segment two
// lines this far either side of it on screen.
inline constexpr double kPointRingPx = 10.0;
inline constexpr double kSegmentEndRingPx = 7.0;
inline constexpr double kSegmentSidePx = 5.0;
inline constexpr double kRayArrowLength = 1.0;  // the direction arrow at a ray's origin
inline constexpr int kRingSegments = 24;

// How an object is outlined, in rising precedence: the dark outline (none when outlines are
// off), selected, the primary selection, under the pointer.
enum class Outline : std::uint8_t { plain, selected, primary, highlighted };

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
  glm::dvec3 right, up;  // right_direction, up_direction: the image plane, for rings
  double tan_half_fov;   // tan(fov_y / 2)
  int height;            // the viewport's height in pixels (at least 1)
};
double projected_diameter_px(const BoundingSphere& s, const ObjectView& view);

// Silhouettes depend on where the eye is and markers on the pixel size, hence camera and
// viewport. Everything goes to Layer::scene.
void draw_object(DrawList& list, const SceneObject& object, std::size_t index, const Camera& camera,
                 const Viewport& viewport, bool highlighted = false, bool outline = true);
void draw_object(DrawList& list, const SceneObject& object, std::size_t index,
                 const ObjectView& view, Outline role, bool outline = true);
// Every visible object; objects[highlighted] (if any) gets the highlight outline, and each of
// objects[selected[k]] a selection outline, selected.back() (the primary) the primary's.
// Indices out of range are ignored.
void draw_objects(DrawList& list, const Scene& scene, const Camera& camera,
                  const Viewport& viewport, int highlighted = -1, bool outlines = true,
                  std::span<const std::size_t> selected = {});

}  // namespace collide
