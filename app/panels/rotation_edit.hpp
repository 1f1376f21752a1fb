#pragma once
// The Inspector's rotation, edited in the form its file wrote it (SceneObject::rotation_form:
// Euler angles and their order, an axis and angle, a matrix, or the quaternion), without ImGui.
// The numbers shown are the ones a save would write (written_rotation) until a person changes
// them; from then on they are kept as typed or scrubbed while the rotation is still the one they
// made, so a scrub through gimbal lock, or past 180°, never jumps to another set of angles for
// the same turn (ImGuizmo #239, #244: angles re-derived every frame), and a matrix being typed
// row by row is kept while it is not yet a rotation.
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "core/math/rotation_form.hpp"

namespace collide {

class RotationEdit {
 public:
  // The numbers to show for object `id`'s rotation `q` in `form`.
  const WrittenRotation& shown(std::string_view id, const Quat<double>& q, RotationForm form);
  // The shown numbers were changed to `numbers`: the rotation they make, or why they make none
  // (a matrix that is not a rotation, a zero axis or quaternion). They stay shown either way.
  std::variant<Quat<double>, std::string> change(const WrittenRotation& numbers);

 private:
  std::string id_;
  RotationForm form_ = RotationForm::quaternion;
  Quat<double> made_{1, 0, 0, 0};  // the rotation numbers_ stand for, bit for bit
  WrittenRotation numbers_;
  bool valid_ = false;
};

// "w 0.9238795325112867 x 0 y 0.3826834323650898 z 0": the quaternion itself, every digit that
// reads back to the same double (the Inspector's hover over the rotation).
std::string exact_quaternion_text(const Quat<double>& q);

}  // namespace collide
