#pragma once
// Rotations as people write them: a unit quaternion, Euler angles in degrees with their order,
// an axis and an angle, or a 3×3 matrix. The core works on the quaternion only; these convert a
// written form to it once (on load, or when the Inspector's fields change) and back (to write the
// form a file used, or to show it). Pure double-precision maths, no JSON.
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "vec.hpp"

namespace collide {

// The order of three Euler angles [a, b, c] as written: "XYZ" means R = Rx(a)·Ry(b)·Rz(c) (the
// column vector is turned by Rz first), "ZYX" means R = Rz(a)·Ry(b)·Rx(c), and so on. Every order
// names three different axes (Tait–Bryan angles), so only the middle angle can lock.
enum class EulerOrder : std::uint8_t { xyz, xzy, yxz, yzx, zxy, zyx };
inline constexpr EulerOrder kEulerOrders[] = {EulerOrder::xyz, EulerOrder::xzy, EulerOrder::yxz,
                                              EulerOrder::yzx, EulerOrder::zxy, EulerOrder::zyx};

// The form a rotation was written in. An object keeps it (SceneObject::rotation_form) so that a
// save writes the rotation back the way the file had it; it changes no answer.
enum class RotationForm : std::uint8_t {
  quaternion,
  euler_xyz,
  euler_xzy,
  euler_yxz,
  euler_yzx,
  euler_zxy,
  euler_zyx,
  axis_angle,
  matrix,
};
inline constexpr std::size_t kRotationFormCount = 9;

// "XYZ", "ZYX", …, as a file writes the order.
std::string_view euler_order_name(EulerOrder order);
// The order a file names ("XYZ"; upper case, as written back), or nothing.
std::optional<EulerOrder> euler_order_named(std::string_view name);
// Whether a form is Euler angles, and in which order (xyz for the other forms).
bool is_euler(RotationForm form);
EulerOrder euler_order_of(RotationForm form);
RotationForm euler_form(EulerOrder order);
// For people: "quaternion", "Euler XYZ", "axis–angle", "matrix".
std::string form_title(RotationForm form);

// The quaternion of R = R1(a)·R2(b)·R3(c) in the order's axes, angles in degrees: the product of
// the three axis quaternions, (cos θ/2, sin θ/2·axis) each, not normalised again (unit to
// rounding).
Quat<double> quat_from_euler_deg(const Vec3<double>& degrees, EulerOrder order);
// Angles [a, b, c] in degrees whose quaternion is the rotation of q (a and c in [−180, 180], b in
// [−90, 90]). At gimbal lock (b = ±90°) only a ± c is fixed: then a is whatever the entries'
// rounding gives and c is fitted to it, so the angles still give back the rotation (the method of
// Mike Day, "Euler angle computation", Insomniac Games, 2012: a first, then b and c from the
// matrix turned back by a, which stays accurate however close b is to ±90°).
Vec3<double> euler_deg_of(const Quat<double>& q, EulerOrder order);

// The quaternion of a turn by `degrees` about `axis` (any non-zero length; scaled before it is
// normalised, so tiny and huge axes work). The axis must not be zero.
Quat<double> quat_from_axis_angle_deg(const Vec3<double>& axis, double degrees);
struct AxisAngle {
  Vec3<double> axis;  // unit; [0, 0, 1] for no turn
  double degrees;     // in [0, 360]: q's own sign is kept (a w < 0 gives an angle above 180°)
};
AxisAngle axis_angle_of(const Quat<double>& q);

// A 3×3 matrix by its rows, as a file writes it: m[i][j] is row i, column j, and R·v turns the
// column vector v.
using RowMatrix = std::array<Vec3<double>, 3>;
RowMatrix matrix_of(const Quat<double>& q);
// What keeps `m` from being a rotation within `tolerance` (each row of unit length, rows
// orthogonal, determinant +1 not −1), and which row it is (−1: the whole matrix), or nothing.
struct MatrixProblem {
  int row;
  std::string message;
};
std::optional<MatrixProblem> rotation_matrix_problem(const RowMatrix& m, double tolerance);
// The unit quaternion of a rotation matrix (Shepperd's method: from the largest of w², x², y²,
// z², so no division by a small number), normalised.
Quat<double> quat_from_matrix(const RowMatrix& m);

// The numbers a form writes for q. They are rounded to the fewest decimals (0 to 12 for
// degrees, two more for unit-sized numbers) that give back q bit for bit through the form's
// conversion, so a rotation read from a file and not edited since is written with the numbers
// the file had (30 stays 30, not 30.000000000000004). When none do (the rotation was edited, or
// Euler angles at gimbal lock), the numbers on the finest lattice are written, or rather the
// shortest that give back *their* quaternion bit for bit: a file written from q, read and written
// again, is the same text (the format's round trip). Either way they give back q's rotation
// within 1e-12 (a turned unit vector moves by no more). Euler angles near gimbal lock round a,
// which q's rounding moves by about 1e-16 / cos b, to a coarser lattice, fitting b and c to it;
// at lock (cos b below 1e-13) a is 0 and c takes the whole turn.
struct WrittenRotation {
  Quat<double> quaternion{1, 0, 0, 0};  // the quaternion form: q itself
  Vec3<double> euler_deg{};             // Euler forms
  AxisAngle axis_angle{};  // axis_angle (the axis as derived, or scaled to a rounder one)
  RowMatrix matrix{};      // matrix
};
WrittenRotation written_rotation(const Quat<double>& q, RotationForm form);
// The quaternion of the numbers of a form, as a file's are read (the quaternion form's
// normalised; the matrix is not checked here: see rotation_matrix_problem).
Quat<double> quat_from_written(const WrittenRotation& w, RotationForm form);

}  // namespace collide
