// The Inspector's rotation numbers (app/panels/rotation_edit.hpp), without ImGui: the file's own
// numbers shown for an unedited rotation, the typed numbers kept while they are the rotation
// (through gimbal lock and past 180°), a matrix that is not yet a rotation kept and refused.
#include "app/panels/rotation_edit.hpp"

#include <gtest/gtest.h>

#include <variant>

#include "core/math/bitwise_equal.hpp"

namespace collide {
namespace {

TEST(RotationEdit, ShowsTheNumbersTheFileHad) {
  RotationEdit edit;
  const Quat<double> q = quat_from_euler_deg({30, 45, -60.5}, EulerOrder::zyx);
  EXPECT_EQ(edit.shown("b", q, RotationForm::euler_zyx).euler_deg, Vec3<double>(30, 45, -60.5));
  const Quat<double> a = quat_from_axis_angle_deg({1, 1, 0}, 45);
  const WrittenRotation& w = edit.shown("b", a, RotationForm::axis_angle);
  EXPECT_EQ(w.axis_angle.axis, Vec3<double>(1, 1, 0));
  EXPECT_EQ(w.axis_angle.degrees, 45.0);
}

TEST(RotationEdit, TypedAnglesStayAsTypedThroughGimbalLock) {
  // Scrubbing b of [10, 80, 20] up to 90°, then c: the angles stay as scrubbed while the
  // rotation is the one they made; re-derived from q they would be another split of a + c.
  RotationEdit edit;
  const RotationForm f = RotationForm::euler_xyz;
  WrittenRotation n = edit.shown("b", quat_from_euler_deg({10, 80, 20}, EulerOrder::xyz), f);
  n.euler_deg = {10, 90, 20};
  auto made = edit.change(n);
  ASSERT_TRUE(std::holds_alternative<Quat<double>>(made));
  Quat<double> q = std::get<Quat<double>>(made);
  EXPECT_TRUE(bitwise_equal(q, quat_from_euler_deg({10, 90, 20}, EulerOrder::xyz)));
  EXPECT_EQ(edit.shown("b", q, f).euler_deg, Vec3<double>(10, 90, 20));
  n.euler_deg = {10, 90, 35};
  q = std::get<Quat<double>>(edit.change(n));
  EXPECT_EQ(edit.shown("b", q, f).euler_deg, Vec3<double>(10, 90, 35));
  // A rotation changed elsewhere (the gizmo, undo) is derived again; so is another object's.
  const Quat<double> other = quat_from_euler_deg({1, 2, 3}, EulerOrder::xyz);
  EXPECT_EQ(edit.shown("b", other, f).euler_deg, Vec3<double>(1, 2, 3));
  EXPECT_EQ(edit.shown("c", q, f).euler_deg.y, 90.0);
  // Past 180°: 200 stays 200 (derived, it would read −160).
  n = edit.shown("b", other, f);
  n.euler_deg.x = 200;
  q = std::get<Quat<double>>(edit.change(n));
  EXPECT_EQ(edit.shown("b", q, f).euler_deg.x, 200.0);
}

TEST(RotationEdit, AMatrixBeingTypedIsKeptAndRefusedUntilItIsARotation) {
  RotationEdit edit;
  const Quat<double> start(1, 0, 0, 0);
  WrittenRotation n = edit.shown("b", start, RotationForm::matrix);
  n.matrix[0] = {0, -1, 0};  // row 0 of Rz(90°) typed, rows 1 and 2 not yet
  const auto refused = edit.change(n);
  ASSERT_TRUE(std::holds_alternative<std::string>(refused));
  EXPECT_NE(std::get<std::string>(refused).find("rows 0 and 1 are not orthogonal"),
            std::string::npos)
      << std::get<std::string>(refused);
  // The object still has its rotation; the typed row is still shown.
  EXPECT_EQ(edit.shown("b", start, RotationForm::matrix).matrix[0], Vec3<double>(0, -1, 0));
  n.matrix[1] = {1, 0, 0};
  const auto made = edit.change(n);
  ASSERT_TRUE(std::holds_alternative<Quat<double>>(made));
  const Quat<double> q = std::get<Quat<double>>(made);
  EXPECT_NEAR(q.w, std::sqrt(0.5), 1e-15);  // Rz(90°) by hand
  EXPECT_NEAR(q.z, std::sqrt(0.5), 1e-15);
  // A zero axis or quaternion is refused too.
  WrittenRotation z = edit.shown("b", q, RotationForm::axis_angle);
  z.axis_angle.axis = {0, 0, 0};
  EXPECT_TRUE(std::holds_alternative<std::string>(edit.change(z)));
  WrittenRotation zq = edit.shown("b", q, RotationForm::quaternion);
  zq.quaternion = {0, 0, 0, 0};
  EXPECT_TRUE(std::holds_alternative<std::string>(edit.change(zq)));
}

}  // namespace
}  // namespace collide
