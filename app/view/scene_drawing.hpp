#pragma once
// Turns scene objects into DrawList primitives, in double world positions: each kind's draw row
// (app/kinds: shaded solids with crisp dark outlines, planes as a finite quad with a normal
// arrow, points and segments in pixels), and a marker dot for any object too small on screen to
// be seen. Selected objects and the one under the pointer get a coloured outline instead of the
// dark one.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>

#include <glm/vec3.hpp>

#include "app/kinds/kind_drawing.hpp"
#include "app/view/draw_settings.hpp"
#include "app/view/scene_view.hpp"
#include "core/scene/scene.hpp"
#include "render/camera.hpp"
#include "render/draw_list.hpp"

namespace collide {

// The object's own colour or, when it has none, the viewer's colour for objects[index].
Color object_color(const SceneObject& object, std::size_t index);
Color to_color(Rgb rgb);
// The plain outline (kOutlineColor, kOutlineWidth) is the kinds' (app/kinds/kind_drawing.hpp).
// The outline of the object under the pointer in the object list.
inline constexpr Color kHighlightColor{1.0f, 0.86f, 0.35f, 1.0f};
inline constexpr float kHighlightWidth = 3.0f;
// In a big scene the object under the pointer also gets a ring around its image, over
// everything: kHoverRingGapPx outside its bounding sphere, in the highlight's colour on a dark
// band kHoverRingShadowPx wider.
inline constexpr double kHoverRingGapPx = 5.0;
inline constexpr float kHoverRingWidth = 2.0f;
inline constexpr float kHoverRingShadowPx = 3.0f;
inline constexpr Color kHoverRingShadow{0.05f, 0.05f, 0.07f, 0.9f};
// Every selected object's outline, drawn whether or not outlines are on; the primary selection
// (the gizmo's object) in a lighter, wider one, as 3D editors tell it from the rest.
inline constexpr Color kSelectedColor{0.86f, 0.38f, 0.10f, 1.0f};
inline constexpr float kSelectedWidth = 2.4f;
inline constexpr Color kPrimarySelectedColor{1.0f, 0.62f, 0.16f, 1.0f};
inline constexpr float kPrimarySelectedWidth = 3.0f;

// How an object is outlined, in rising precedence: the dark outline (none when outlines are
// off), selected, the primary selection, under the pointer.
enum class Outline : std::uint8_t { plain, selected, primary, highlighted };

// An object whose image is less than kMarkerBelowPx across also gets a dot kMarkerSizePx across
// at its centre, in its colour, so a tiny object in a big scene can still be seen (and picked).
inline constexpr double kMarkerBelowPx = 4.0;
inline constexpr float kMarkerSizePx = 9.0f;

// Big scenes (issue #25): what a frame leaves out or simplifies, so that 300,000 objects draw in
// a bounded time and what is drawn can still be read.
// - An object wholly outside the view (its bounding sphere beyond a side of the frustum or
//   behind the eye) emits nothing.
// - Above kOutlineObjectLimit visible objects (draw_settings.hpp), an object whose image is
//   under kBigScenePointBelowPx is one plain dot of about its size in the scene layer (depth
//   tested, one batch), instead of a solid and the marker: at that density a 7-pixel box and a
//   7-pixel dot read the same, and a dot costs a sixth of a box's triangles. Smaller scenes keep
//   the marker (a ringed dot kMarkerSizePx across in the overlay) for objects under
//   kMarkerBelowPx, without the solid that would not show.
// - The dark outline is drawn only on images at least kReadableOutlinePx across: on a smaller
//   one it is a smudge (and 12 lines a box were three quarters of a big frame). A selected
//   object that small is filled with the selection's colour instead of being outlined.
// - Above kOutlineObjectLimit visible objects, a plain box (desc::Aabb) hidden behind nearer
//   drawn boxes emits nothing, nor does a hidden dot: the boxes are tried nearest first against
//   a conservative one-pixel depth grid (app/view/occlusion_grid.hpp), so nothing is left out
//   while a pixel of it could show. The drawn boxes come out nearest first.
// - The highlighted object, the primary selection and the `full` objects (the focused pair) are
//   always drawn in full, wherever they are and however small; every other selected object is
//   never culled nor reduced to a dot.
inline constexpr double kBigScenePointBelowPx = 8.0;
inline constexpr double kReadableOutlinePx = 12.0;
// A big scene's dot: this share of its bounding sphere's image (the side of a cube is 1/√3 of
// its diagonal), between 2 pixels and kBigScenePointBelowPx.
inline constexpr double kBigScenePointShare = 0.6;

// The sizes the view draws unbounded kinds at (app/view/scene_view.hpp).
inline constexpr DrawnSizes kDrawnSizes{kPlaneQuadHalfSize, kPlaneArrowLength, kRayDrawLength};

// The sphere that holds what an object draws (planes: their finite quad); nothing for points
// and segments, which are drawn in pixels and so never vanish. The kind's marker row.
std::optional<BoundingSphere> marker_sphere(const ObjectDesc& d);
// How many pixels across a sphere's image is (2r over one pixel's size at its depth); 0 when its
// centre is not in front of the eye.
double projected_diameter_px(const BoundingSphere& s, const Camera& camera,
                             const Viewport& viewport);

// ObjectView (the camera terms drawing reads, once a frame) is app/kinds/kind_drawing.hpp's.
double projected_diameter_px(const BoundingSphere& s, const ObjectView& view);
// Whether the sphere lies wholly outside the view's frustum: behind the plane of the eye, or
// beyond one of its four sides (the far plane, 10⁴ times the distance, is not tested).
bool outside_view(const BoundingSphere& s, const ObjectView& view);

// Silhouettes depend on where the eye is and markers on the pixel size, hence camera and
// viewport. Everything goes to Layer::scene.
void draw_object(DrawList& list, const SceneObject& object, std::size_t index, const Camera& camera,
                 const Viewport& viewport, bool highlighted = false, bool outline = true);
void draw_object(DrawList& list, const SceneObject& object, std::size_t index,
                 const ObjectView& view, Outline role, bool outline = true);
class ObjectDrawingCache;

// Every visible object, by the big-scene rules above; objects[highlighted] (if any) gets the
// highlight outline, and each of objects[selected[k]] a selection outline (or fill),
// selected.back() (the primary) the primary's; objects[full[k]] are drawn in full. Indices out
// of range are ignored. With a cache (a big scene's viewer, object_drawing_cache.hpp), the plain
// objects come from the last frame's drawing when it still holds, and the objects it keeps
// apart are drawn one by one without being tried against the others: the image is the same,
// a few hidden objects may be drawn.
void draw_objects(DrawList& list, const Scene& scene, const Camera& camera,
                  const Viewport& viewport, int highlighted = -1, bool outlines = true,
                  std::span<const std::size_t> selected = {},
                  std::span<const std::size_t> full = {}, ObjectDrawingCache* cache = nullptr);

}  // namespace collide
