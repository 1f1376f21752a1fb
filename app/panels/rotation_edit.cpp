#include "app/panels/rotation_edit.hpp"

#include "core/math/bitwise_equal.hpp"
#include "core/math/number_format.hpp"
#include "core/scene/scene_json.hpp"

namespace collide {

const WrittenRotation& RotationEdit::shown(std::string_view id, const Quat<double>& q,
                                           RotationForm form) {
  if (!valid_ || id_ != id || form_ != form || !bitwise_equal(made_, q)) {
    id_ = std::string(id);
    form_ = form;
    made_ = q;
    numbers_ = written_rotation(q, form);
    valid_ = true;
  }
  return numbers_;
}

std::variant<Quat<double>, std::string> RotationEdit::change(const WrittenRotation& numbers) {
  numbers_ = numbers;
  if (form_ == RotationForm::matrix)
    if (const auto problem = rotation_matrix_problem(numbers.matrix, kRotationMatrixTolerance))
      return problem->message;  // kept as typed: the rotation stays as it was (made_)
  if (form_ == RotationForm::axis_angle && numbers.axis_angle.axis == Vec3<double>(0))
    return std::string("a zero axis is no rotation: give the axis a direction");
  if (form_ == RotationForm::quaternion && numbers.quaternion == Quat<double>(0, 0, 0, 0))
    return std::string("a zero quaternion is no rotation");
  made_ = quat_from_written(numbers, form_);
  return made_;
}

std::string exact_quaternion_text(const Quat<double>& q) {
  return "w " + format_number(q.w) + "  x " + format_number(q.x) + "  y " + format_number(q.y) +
         "  z " + format_number(q.z);
}

}  // namespace collide
