#pragma once
// The transform gizmo: handles drawn at constant size on screen around the selected object, and
// the maths of dragging them. GL-free and immediate: the caller hands it the object's pose and
// the view each time; it keeps only the state of the drag in progress.
//
//   hover(pose, view, pixel)          -> which handle is under the cursor (for highlighting)
//   press(pose, view, pixel)          -> true when a handle took the press (the click is consumed)
//   drag(view, pixel, snap, fine)     -> the new pose: the press-time pose changed by the drag
//   release()                         -> the final pose; the drag is over
//   cancel()                          -> the press-time pose, bit for bit (Esc)
//   draw(list, pose, view)            -> the handles, into Layer::overlay
//
// Every drag recomputes the pose from the press-time pose and the press-time drag plane, so a
// drag never accumulates error, the handles never flip while it lasts (their plane is fixed at
// the press), and a pointer that leaves the window or a ray that misses the plane just keeps the
// last good pose. Orientation changes are quaternions composed onto the start orientation.
//
// Fine control (Shift): the drag reads an "effective" pointer that moves at fine_factor (1/100)
// of the real one. When fine control is switched on or off mid-drag, the effective pointer is
// re-anchored where it is, so the pose never jumps; every step still starts from the press-time
// pose, only through the effective pointer.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <glm/gtc/quaternion.hpp>
#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "app/edit/gizmo_pose.hpp"
#include "app/kinds/edit_view.hpp"
#include "core/scene/scene.hpp"
#include "render/draw_list.hpp"

namespace collide {

enum class HandleKind : std::uint8_t {
  axis,           // translate along axis `index`
  plane,          // translate in the plane normal to axis `index`
  screen,         // translate in the screen plane (the centre dot)
  ring,           // turn about axis `index`
  view_ring,      // turn about the view direction
  trackball,      // turn freely (inside the rings)
  scale_axis,     // resize along axis `index`
  scale_uniform,  // resize in every direction (the centre cube); a sphere's radius
  face,           // AABB: move face `index` (2·axis + 1 for the max face, 2·axis for the min)
  vertex,         // move vertex handle `index` (segment/triangle corners, velocity tip)
};

struct Handle {
  HandleKind kind = HandleKind::axis;
  int index = 0;
  bool operator==(const Handle&) const = default;
};
std::string handle_name(const Handle& h);

// An axis (or an AABB face's normal) within ~11° of the line of sight is a dot on screen: it
// cannot be grabbed, or dragged along with any precision, so it is neither hit nor drawn.
inline constexpr double kGizmoEndOnCos = 0.98;

struct GizmoSettings {
  double size_px = 100;            // translate arrows' and rings' radius on screen
  double grab_px = 8;              // how near a line or ring the cursor must be
  double dot_px = 11;              // how near a dot (centre, tips, vertices) the cursor must be
  double translate_step = 0.25;    // snapping: the grid step (world units)
  double angle_step_degrees = 15;  // snapping: the angle step
  double scale_step = 0.1;         // snapping: the scale factor step
  double min_size = 1e-3;          // extents, radii and AABB widths never go below this
  double fine_factor = 0.01;       // Shift: the pointer's moves count this much
};

class Gizmo {
 public:
  GizmoMode mode() const { return mode_; }
  GizmoSpace space() const { return space_; }
  // Ignored while a drag is active (the request is remembered and applied when it ends), so a
  // key pressed mid-drag never changes what the drag does.
  void set_mode(GizmoMode m);
  void set_space(GizmoSpace s);

  GizmoSettings settings;

  // The handles this object shows in the current mode (none, with a reason, when the mode makes
  // no sense for it: see unavailable_reason).
  std::vector<Handle> handles(const ObjectPose& pose) const;
  // The handle under the cursor, or nothing. Dots win over squares, squares over lines and
  // rings, and the trackball (anywhere inside the rings) comes last.
  std::optional<Handle> hit_test(const ObjectPose& pose, const EditView& view,
                                 const glm::dvec2& pixel) const;
  // Updates hovered() (while dragging, the active handle stays hovered).
  void hover(const ObjectPose& pose, const EditView& view, const glm::dvec2& pixel);
  std::optional<Handle> hovered() const { return hovered_; }
  // The pointer left the view (or is over a panel): nothing hovered, unless a drag is active.
  void clear_hover() {
    if (!active()) hovered_.reset();
  }

  bool press(const ObjectPose& pose, const EditView& view, const glm::dvec2& pixel);
  // drag, release and cancel are for an active() gizmo (otherwise they return a default
  // ObjectDesc and change nothing). Each returns the new pose's description; its motion (a
  // velocity's tip handle changes it) is motion().
  // `fine`: the pointer moves count settings.fine_factor of their pixels (Shift).
  ObjectDesc drag(const EditView& view, const glm::dvec2& pixel, bool snap, bool fine = false);
  ObjectDesc release();
  ObjectDesc cancel();
  // The motion of the pose the last drag, release or cancel gave.
  const Motion& motion() const { return motion_; }
  bool active() const { return drag_.has_value(); }
  std::optional<Handle> active_handle() const;

  // True when the last drag step held a size at settings.min_size (the UI says so).
  bool clamped() const { return clamped_; }

  // World length of the gizmo's radius at the pivot (settings.size_px pixels there).
  double world_size(const ObjectPose& pose, const EditView& view) const;
  // The gizmo's axes for this pose: local or world as set, and scale always along the object's
  // own axes (a box's or an ellipsoid's; every other kind's are the world's).
  std::array<glm::dvec3, 3> axes(const ObjectPose& pose) const;

  void draw(DrawList& list, const ObjectPose& pose, const EditView& view) const;

 private:
  struct Drag {
    Handle handle;
    ObjectPose start;
    ObjectPose last;
    glm::dvec3 pivot;
    std::array<glm::dvec3, 3> axes;
    double size = 1;  // world_size at the press
    // The drag plane and the press point on it.
    glm::dvec3 plane_point, plane_normal, p0;
    glm::dvec2 press_px;
    // Rings seen nearly edge-on: the angle follows the cursor along the ring's screen tangent.
    bool tangent_method = false;
    glm::dvec2 screen_tangent{1, 0};
    glm::dvec3 view_right, view_up, view_forward;
    // Fine control: the effective pointer is anchor_eff + (pixel − anchor_raw)·fine_factor while
    // fine, pixel + (anchor_eff − anchor_raw) otherwise; the anchors move to the last event's
    // pointers when `fine` changes, so the effective pointer is continuous.
    bool fine = false;
    glm::dvec2 anchor_raw, anchor_eff, last_raw, last_eff;
  };

  // The effective pointer for this event (and the anchors re-set when `fine` changed).
  glm::dvec2 effective_pixel(Drag& d, const glm::dvec2& pixel, bool fine) const;

  std::optional<glm::dvec3> on_plane(const Drag& d, const EditView& view,
                                     const glm::dvec2& pixel) const;
  ObjectPose translate_step(const Drag& d, const EditView& view, const glm::dvec2& pixel,
                            bool snap);
  ObjectPose rotate_step(const Drag& d, const EditView& view, const glm::dvec2& pixel, bool snap);
  ObjectPose scale_step(const Drag& d, const EditView& view, const glm::dvec2& pixel, bool snap);
  void end_drag();

  GizmoMode mode_ = GizmoMode::translate;
  GizmoSpace space_ = GizmoSpace::world;
  std::optional<GizmoMode> pending_mode_;
  std::optional<GizmoSpace> pending_space_;
  std::optional<Handle> hovered_;
  std::optional<Drag> drag_;
  bool clamped_ = false;
  Motion motion_;
};

}  // namespace collide
