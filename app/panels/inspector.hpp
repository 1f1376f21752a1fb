#pragma once
// The inspector: every field of the primary selection's kind (its row's, app/kinds) as drag fields
// (Ctrl+click or double-click types a value), its rotation in the form its file wrote it (Euler
// angles and their order, an axis and angle, a matrix, or the quaternion: rotation_edit.hpp; the
// exact quaternion on hover; "written as" picks another) — a file mesh's pose likewise (center,
// rotation, uniform scale: mesh_pose_edit.hpp), a turn through an axis–angle that
// applies a quaternion change, and its name, id
// (unique: a taken id is refused with the message), colour and visibility. Each widget interaction
// is one history step: a scrub is a gesture (begun when the widget activates, ended when it
// deactivates), a typed value one edit.
#include <array>
#include <map>
#include <optional>
#include <string>
#include <utility>

#include <glm/vec3.hpp>

#include "app/document/document.hpp"
#include "app/panels/inspector_fine.hpp"
#include "app/panels/rotation_edit.hpp"
#include "app/session/selection.hpp"

namespace collide {

// `start` turned by `degrees` about the unit `axis` through its pivot: the orientation becomes
// normalize(q · start) (gizmo_pose's rotated). A zero angle or a zero axis returns `start`
// unchanged, bit for bit (pressing Apply with nothing set never drifts).
ObjectDesc turned_by(const ObjectDesc& start, const glm::dvec3& axis, double degrees);

class Inspector {
 public:
  // Draws the window for the selection's primary object (a hint when none).
  void draw(Document& doc, const Selection& selection);
  // The new id after an id was changed here (the selection should follow it), once.
  std::optional<std::string> take_renamed() { return std::exchange(renamed_, std::nullopt); }
  // Where the first shape field (a vector's first component row) was drawn last frame: x0, y0,
  // x1, y1 in ImGui pixels, so tests can scrub it with ImGui's own mouse input.
  const std::array<float, 4>& first_field_rect() const { return first_field_; }
  // The same for the rotation's fields (all of them, in the form shown), last frame.
  const std::array<float, 4>& rotation_rect() const { return rotation_rect_; }
  // The same for a file mesh's scale field, last frame (zero when none was drawn).
  const std::array<float, 4>& mesh_scale_rect() const { return mesh_scale_rect_; }
  // Where the checkbox of each optional vector (a motion field: "velocity", "angular_velocity")
  // was drawn last frame, by its JSON name, in the same form; only the fields then shown.
  const std::map<std::string, std::array<float, 4>, std::less<>>& toggle_rects() const {
    return toggles_;
  }

 private:
  // One gesture per widget interaction (see the header comment).
  void track(Document& doc, const std::string& label);
  bool gesture_ = false, end_pending_ = false;
  std::array<float, 4> first_field_{}, rotation_rect_{}, mesh_scale_rect_{};
  std::map<std::string, std::array<float, 4>, std::less<>> toggles_;
  std::optional<std::string> renamed_;
  std::string id_text_, name_text_, for_id_;
  std::optional<std::string> message_;
  DragSpeeds speeds_;                            // each field's drag speed (inspector_fine.hpp)
  NudgeField nudge_;                             // the selection moved by an exact vector
  RotationEdit rotation_;                        // the rotation's numbers as last shown or typed
  std::optional<std::string> rotation_message_;  // why the typed rotation is none (a matrix)
  std::optional<std::string> mesh_message_;      // why a file mesh's typed pose is refused
  glm::dvec3 turn_axis_{0, 0, 1};
  double turn_degrees_ = 0;
};

}  // namespace collide
