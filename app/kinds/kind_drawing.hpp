#pragma once
// What a kind's draw row receives, and the helpers the rows share: shaded solids placed from a
// unit mesh, box edges, silhouettes, pixel-sized rings and outlines. In double world positions;
// everything goes to Layer::scene (app/view/scene_drawing.hpp adds markers and chooses the
// outline of each object).
#include <optional>

#include <glm/mat3x3.hpp>
#include <glm/vec3.hpp>

#include "core/scene/scene.hpp"
#include "render/camera.hpp"
#include "render/draw_list.hpp"

namespace collide {

inline constexpr Color kOutlineColor{0.05f, 0.055f, 0.065f, 0.92f};
inline constexpr float kOutlineWidth = 1.7f;
// Points and segments are drawn in pixels and have no edges: their outline is a ring of this
// radius around the point (and each end of a segment), facing the eye, and for a segment two
// lines this far either side of it on screen.
inline constexpr double kPointRingPx = 10.0;
inline constexpr double kSegmentEndRingPx = 7.0;
inline constexpr double kSegmentSidePx = 5.0;
inline constexpr double kRayArrowLength = 1.0;  // the direction arrow at a ray's origin
inline constexpr int kRingSegments = 24;

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
  double aspect;         // width over height (the frustum's sides, for culling)
};

// The sphere that holds what an object draws (planes: their finite quad); nothing for points
// and segments, which are drawn in pixels and so never vanish.
struct BoundingSphere {
  glm::dvec3 center;
  double radius;
};

// How big the finite stand-ins of unbounded kinds are drawn and picked: the view's sizes
// (app/view/scene_view.hpp, whose framing uses them too), handed down by the caller.
struct DrawnSizes {
  double plane_half_size;     // half the side of the square drawn for a plane
  double plane_arrow_length;  // its normal arrow
  double ray_length;          // how far a ray is drawn (and picked) from its origin
};

// One object's drawing: its fill colour and its outline (width 0: none).
struct ObjectStyle {
  DrawList& list;
  const ObjectView& view;
  const DrawnSizes& sizes;
  Color color;
  Color outline;
  float width;
  bool emphasised;  // selected or highlighted: points and segments get their outline too
};

namespace kinds {

// A unit mesh's placement in double: world = center + basis·local.
struct Placement {
  glm::dvec3 center;
  glm::dmat3 basis;
  glm::dvec3 apply(const glm::dvec3& local) const { return center + basis * local; }
};
Placement placement(const Vec3<double>& center, const Quat<double>& rotation,
                    const Vec3<double>& scale);
// placement() without a rotation: the identity's columns times the scale, the same products
// (bit for bit) without normalising and converting a quaternion per object.
Placement axis_aligned(const Vec3<double>& center, const Vec3<double>& scale);

void solid(const ObjectStyle& s, Solid kind, const Placement& p);
void line(const ObjectStyle& s, const glm::dvec3& a, const glm::dvec3& b, const Color& color,
          float width);
// The twelve edges of the unit cube [−1, 1]³ placed by `p`, in the outline (none when off).
void box_edges(const ObjectStyle& s, const Placement& p);
// The silhouette of the unit sphere placed by `p`, seen from the eye (width 0: none).
void sphere_silhouette(const ObjectStyle& s, const Placement& p, const Color& color, float width);
// A shaded arrow from `from` along `dir` (unit) of `length`: a cylinder shaft and a cone head.
void arrow(const ObjectStyle& s, const glm::dvec3& from, const glm::dvec3& dir, double length,
           const Color& color);
// One pixel's size in world units at p's depth (2·depth·tan(fov/2) / height), or nothing when p
// is not in front of the eye.
std::optional<double> pixel_at(const ObjectView& view, const glm::dvec3& p);
// A ring radius_px pixels around p in the plane through p facing the eye.
void pixel_ring(const ObjectStyle& s, const glm::dvec3& p, double radius_px);
// A segment's outline: rings about its ends and, either side of it, lines side_px pixels off it
// on screen.
void segment_outline(const ObjectStyle& s, const glm::dvec3& a, const glm::dvec3& b);
// The two silhouette lines of the tube of `radius` about a–b (a capsule's, a cylinder's side):
// where the planes tangent to it hold the eye; none seen end on.
void tube_side_lines(const ObjectStyle& s, const glm::dvec3& a, const glm::dvec3& b, double radius);

}  // namespace kinds
}  // namespace collide
