// Rotations as people write them (issue 38, item 4): each form's conversion to the quaternion
// against an independent construction — the rotation matrix built in double from elementary
// rotations (or Rodrigues' formula), compared by turning sample vectors — and back, with every
// Euler order hand-worked once, gimbal lock, the matrix check's refusals, and the writer's
// numbers (the file's own when the rotation is unedited).
#include "core/math/rotation_form.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <numbers>
#include <random>
#include <string>

#include <glm/gtc/quaternion.hpp>

#include "core/math/bitwise_equal.hpp"

namespace collide {
namespace {

using M3 = std::array<std::array<double, 3>, 3>;

double rad(double degrees) {
  return degrees * std::numbers::pi / 180;
}
// The elementary rotation about world axis `axis` by `degrees`, written out entry by entry.
M3 elementary(int axis, double degrees) {
  const double c = std::cos(rad(degrees)), s = std::sin(rad(degrees));
  if (axis == 0) return {{{1, 0, 0}, {0, c, -s}, {0, s, c}}};
  if (axis == 1) return {{{c, 0, s}, {0, 1, 0}, {-s, 0, c}}};
  return {{{c, -s, 0}, {s, c, 0}, {0, 0, 1}}};
}
M3 product(const M3& a, const M3& b) {
  M3 r{};
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j)
      for (int k = 0; k < 3; ++k)
        r[i][j] += a[i][k] * b[k][j];
  return r;
}
glm::dvec3 apply(const M3& m, const glm::dvec3& v) {
  return {m[0][0] * v.x + m[0][1] * v.y + m[0][2] * v.z,
          m[1][0] * v.x + m[1][1] * v.y + m[1][2] * v.z,
          m[2][0] * v.x + m[2][1] * v.y + m[2][2] * v.z};
}
// The axes of an order as the test reads its name: "ZXY" → z, x, y.
std::array<int, 3> order_axes(EulerOrder o) {
  const std::string_view name = euler_order_name(o);
  return {name[0] - 'X', name[1] - 'X', name[2] - 'X'};
}
M3 euler_matrix(const glm::dvec3& degrees, EulerOrder o) {
  const auto ax = order_axes(o);
  return product(product(elementary(ax[0], degrees[0]), elementary(ax[1], degrees[1])),
                 elementary(ax[2], degrees[2]));
}
// Rodrigues: v cos θ + (k × v) sin θ + k (k · v)(1 − cos θ), k the unit axis.
glm::dvec3 rodrigues(glm::dvec3 k, double degrees, const glm::dvec3& v) {
  k = glm::normalize(k);
  const double c = std::cos(rad(degrees)), s = std::sin(rad(degrees));
  return v * c + glm::cross(k, v) * s + k * glm::dot(k, v) * (1 - c);
}

const glm::dvec3 kSamples[] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {0.3, -1.2, 2.5}, {-2, 0.5, 0.7}};

// The largest distance between q's image and the reference's of the sample vectors.
template <class F>
double worst(const Quat<double>& q, F reference) {
  double w = 0;
  for (const glm::dvec3& v : kSamples)
    w = std::max(w, glm::length(q * v - reference(v)));
  return w;
}

TEST(RotationForm, EveryEulerOrderByHandAtAQuarterTurnEach) {
  // R = R1(90°)·R2(90°)·R3(90°), each basis vector followed through the three quarter turns by
  // hand (Rx: y → z, z → −y; Ry: z → x, x → −z; Rz: x → y, y → −x), the last one first.
  struct Case {
    EulerOrder order;
    glm::dvec3 ex, ey, ez;  // the images of x, y, z
  };
  const Case cases[] = {
      {EulerOrder::xyz, {0, 0, 1}, {0, -1, 0}, {1, 0, 0}},
      {EulerOrder::xzy, {0, 1, 0}, {-1, 0, 0}, {0, 0, 1}},
      {EulerOrder::yxz, {1, 0, 0}, {0, 0, 1}, {0, -1, 0}},
      {EulerOrder::yzx, {0, 1, 0}, {1, 0, 0}, {0, 0, -1}},
      {EulerOrder::zxy, {-1, 0, 0}, {0, 0, 1}, {0, 1, 0}},
      {EulerOrder::zyx, {0, 0, -1}, {0, 1, 0}, {1, 0, 0}},
  };
  for (const Case& c : cases) {
    const Quat<double> q = quat_from_euler_deg({90, 90, 90}, c.order);
    const std::string name(euler_order_name(c.order));
    EXPECT_LT(glm::length(q * glm::dvec3(1, 0, 0) - c.ex), 1e-15) << name;
    EXPECT_LT(glm::length(q * glm::dvec3(0, 1, 0) - c.ey), 1e-15) << name;
    EXPECT_LT(glm::length(q * glm::dvec3(0, 0, 1) - c.ez), 1e-15) << name;
    // And back: the angles found give the same rotation (b = 90° is gimbal lock).
    const Quat<double> back = quat_from_euler_deg(euler_deg_of(q, c.order), c.order);
    EXPECT_LT(worst(back, [&](const glm::dvec3& v) { return q * v; }), 1e-12) << name;
  }
  // One angle alone, by hand: 30° about x is (cos 15°, sin 15°, 0, 0).
  const Quat<double> q = quat_from_euler_deg({30, 0, 0}, EulerOrder::xyz);
  EXPECT_NEAR(q.w, std::cos(rad(15)), 1e-16);
  EXPECT_NEAR(q.x, std::sin(rad(15)), 1e-16);
  EXPECT_EQ(q.y, 0.0);
  EXPECT_EQ(q.z, 0.0);
}

TEST(RotationForm, EulerAnglesAgreeWithElementaryMatricesAndComeBack) {
  std::mt19937_64 rng(38);
  std::uniform_real_distribution<double> any(-180, 180), middle(-89.9, 89.9);
  for (EulerOrder o : kEulerOrders)
    for (int i = 0; i < 2000; ++i) {
      const glm::dvec3 a(any(rng), middle(rng), any(rng));
      const Quat<double> q = quat_from_euler_deg(a, o);
      const M3 m = euler_matrix(a, o);
      ASSERT_LT(worst(q, [&](const glm::dvec3& v) { return apply(m, v); }), 1e-13)
          << euler_order_name(o) << " " << a.x << " " << a.y << " " << a.z;
      // Away from gimbal lock the angles are unique (a, c in (−180, 180], b in (−90, 90)).
      const glm::dvec3 back = euler_deg_of(q, o);
      for (int k = 0; k < 3; ++k)
        ASSERT_NEAR(back[k], a[k], 1e-9) << euler_order_name(o) << " angle " << k;
    }
}

TEST(RotationForm, AtGimbalLockTheAnglesFoundStillGiveTheRotation) {
  // b = ±90° (and within 1e-7° of it): only a ± c is fixed, so compare rotations, not angles.
  for (EulerOrder o : kEulerOrders)
    for (double b : {90.0, -90.0, 90 - 1e-7, -90 + 1e-9})
      for (const glm::dvec3& ac : {glm::dvec3(10, 0, 20), glm::dvec3(-150, 0, 75)}) {
        const glm::dvec3 a(ac.x, b, ac.z);
        const M3 m = euler_matrix(a, o);
        const glm::dvec3 back = euler_deg_of(quat_from_euler_deg(a, o), o);
        EXPECT_LT(
            worst(quat_from_euler_deg(back, o), [&](const glm::dvec3& v) { return apply(m, v); }),
            1e-12)
            << euler_order_name(o) << " b " << b;
        EXPECT_NEAR(std::abs(back.y), std::abs(b), 1e-5) << euler_order_name(o);
      }
}

TEST(RotationForm, AxisAngleAgreesWithRodriguesAndComesBack) {
  // By hand: a quarter turn about z (the axis of any length) is (√½, 0, 0, √½).
  const Quat<double> q = quat_from_axis_angle_deg({0, 0, 2}, 90);
  EXPECT_NEAR(q.w, std::sqrt(0.5), 1e-15);
  EXPECT_NEAR(q.z, std::sqrt(0.5), 1e-15);
  // 120° about [1, 1, 1] takes x to y, y to z, z to x.
  const Quat<double> cyc = quat_from_axis_angle_deg({1, 1, 1}, 120);
  EXPECT_LT(glm::length(cyc * glm::dvec3(1, 0, 0) - glm::dvec3(0, 1, 0)), 1e-15);
  EXPECT_LT(glm::length(cyc * glm::dvec3(0, 0, 1) - glm::dvec3(1, 0, 0)), 1e-15);
  // A tiny axis is scaled before its length is taken.
  EXPECT_LT(glm::length(quat_from_axis_angle_deg({0, 1e-310, 0}, 90) * glm::dvec3(1, 0, 0) -
                        glm::dvec3(0, 0, -1)),
            1e-15);
  std::mt19937_64 rng(380);
  std::uniform_real_distribution<double> u(-1, 1), angle(-360, 360);
  for (int i = 0; i < 5000; ++i) {
    const glm::dvec3 k(u(rng), u(rng), u(rng));
    const double deg = angle(rng);
    const Quat<double> r = quat_from_axis_angle_deg(k, deg);
    ASSERT_LT(worst(r, [&](const glm::dvec3& v) { return rodrigues(k, deg, v); }), 1e-13);
    const AxisAngle back = axis_angle_of(r);
    const Quat<double> again = quat_from_axis_angle_deg(back.axis, back.degrees);
    ASSERT_LT(glm::length(glm::dvec4(again.w - r.w, again.x - r.x, again.y - r.y, again.z - r.z)),
              1e-14);  // the same quaternion, sign and all
  }
  // No turn: the angle 0 about z.
  EXPECT_EQ(axis_angle_of(Quat<double>(1, 0, 0, 0)).degrees, 0.0);
}

TEST(RotationForm, MatrixAgreesWithTheQuaternionOnEveryBranch) {
  // By hand: Rz(90°) by rows.
  const RowMatrix rz = {glm::dvec3(0, -1, 0), glm::dvec3(1, 0, 0), glm::dvec3(0, 0, 1)};
  EXPECT_FALSE(rotation_matrix_problem(rz, 1e-3));
  const Quat<double> q = quat_from_matrix(rz);
  EXPECT_NEAR(q.w, std::sqrt(0.5), 1e-15);
  EXPECT_NEAR(q.z, std::sqrt(0.5), 1e-15);
  // Half turns about x, y, z (trace −1: each of Shepperd's other branches) and a random set.
  std::vector<Quat<double>> qs = {{0, 1, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}, {1, 0, 0, 0}};
  std::mt19937_64 rng(3800);
  std::normal_distribution<double> n;
  for (int i = 0; i < 5000; ++i)
    qs.push_back(glm::normalize(Quat<double>(n(rng), n(rng), n(rng), n(rng))));
  for (const Quat<double>& r : qs) {
    const RowMatrix m = matrix_of(r);
    ASSERT_FALSE(rotation_matrix_problem(m, 1e-12));
    // The matrix turns the samples as the quaternion does.
    ASSERT_LT(worst(r,
                    [&](const glm::dvec3& v) {
                      return glm::dvec3(glm::dot(m[0], v), glm::dot(m[1], v), glm::dot(m[2], v));
                    }),
              1e-14);
    // And gives back ±q.
    const Quat<double> back = quat_from_matrix(m);
    ASSERT_NEAR(std::abs(glm::dot(back, r)), 1.0, 1e-14);
  }
}

TEST(RotationForm, AMatrixThatIsNoRotationIsRefusedSayingWhy) {
  // Row 1 twice as long.
  auto p = rotation_matrix_problem({glm::dvec3(1, 0, 0), glm::dvec3(0, 2, 0), glm::dvec3(0, 0, 1)},
                                   1e-3);
  ASSERT_TRUE(p);
  EXPECT_EQ(p->row, 1);
  EXPECT_EQ(p->message,
            "not a rotation: row 1 has length 2 (expected 1 within 0.001: the rows of a rotation "
            "are unit vectors)");
  // Unit rows, 45° apart.
  const double h = std::sqrt(0.5);
  p = rotation_matrix_problem({glm::dvec3(1, 0, 0), glm::dvec3(h, h, 0), glm::dvec3(0, 0, 1)},
                              1e-3);
  ASSERT_TRUE(p);
  EXPECT_EQ(p->row, 1);
  EXPECT_NE(p->message.find("rows 0 and 1 are not orthogonal"), std::string::npos) << p->message;
  // A mirror: orthonormal, determinant −1.
  p = rotation_matrix_problem({glm::dvec3(1, 0, 0), glm::dvec3(0, 1, 0), glm::dvec3(0, 0, -1)},
                              1e-3);
  ASSERT_TRUE(p);
  EXPECT_EQ(p->row, -1);
  EXPECT_EQ(p->message, "not a rotation: its determinant is -1 (expected +1; -1 is a reflection)");
  // √½ typed as 0.7071 is within the tolerance.
  EXPECT_FALSE(rotation_matrix_problem(
      {glm::dvec3(0.7071, -0.7071, 0), glm::dvec3(0.7071, 0.7071, 0), glm::dvec3(0, 0, 1)}, 1e-3));
}

TEST(RotationForm, TheWriterGivesBackTheNumbersTheRotationWasReadFrom) {
  // Read from these numbers and unedited: written with them again, not 30.000000000000004.
  for (EulerOrder o : kEulerOrders) {
    const glm::dvec3 typed(30, 45, -60.5);
    const WrittenRotation w = written_rotation(quat_from_euler_deg(typed, o), euler_form(o));
    EXPECT_EQ(w.euler_deg, typed) << euler_order_name(o);
  }
  const WrittenRotation aa =
      written_rotation(quat_from_axis_angle_deg({1, 1, 0}, 45), RotationForm::axis_angle);
  EXPECT_EQ(aa.axis_angle.axis, glm::dvec3(1, 1, 0));
  EXPECT_EQ(aa.axis_angle.degrees, 45.0);
  const WrittenRotation aa2 =
      written_rotation(quat_from_axis_angle_deg({1, 2, 3}, 12.5), RotationForm::axis_angle);
  EXPECT_EQ(aa2.axis_angle.axis, glm::dvec3(1, 2, 3));
  EXPECT_EQ(aa2.axis_angle.degrees, 12.5);
  const RowMatrix m = {glm::dvec3(0, 0, 1), glm::dvec3(1, 0, 0), glm::dvec3(0, 1, 0)};
  EXPECT_EQ(written_rotation(quat_from_matrix(m), RotationForm::matrix).matrix, m);
}

TEST(RotationForm, AnEditedRotationIsWrittenWithinTheStatedTolerance) {
  // Turned after it was read: no short decimals give back its bits, so the derived values are
  // written, and they give back its rotation within 1e-12.
  std::mt19937_64 rng(38000);
  std::normal_distribution<double> n;
  for (RotationForm f : {RotationForm::euler_xyz, RotationForm::euler_zyx, RotationForm::euler_yzx,
                         RotationForm::axis_angle, RotationForm::matrix})
    for (int i = 0; i < 300; ++i) {
      const Quat<double> q = glm::normalize(Quat<double>(n(rng), n(rng), n(rng), n(rng)));
      const Quat<double> back = quat_from_written(written_rotation(q, f), f);
      ASSERT_LT(worst(back, [&](const glm::dvec3& v) { return q * v; }), 1e-12) << form_title(f);
    }
  // Gimbal lock: [10, 90, 20] in XYZ comes back as another split of a + c, the same rotation.
  const Quat<double> locked = quat_from_euler_deg({10, 90, 20}, EulerOrder::xyz);
  const WrittenRotation w = written_rotation(locked, RotationForm::euler_xyz);
  EXPECT_LT(worst(quat_from_written(w, RotationForm::euler_xyz),
                  [&](const glm::dvec3& v) { return locked * v; }),
            1e-12);
}

}  // namespace
}  // namespace collide

namespace collide {
namespace {

// The format's round trip (the scene loader's fuzz target holds every file to it): numbers
// written for q, read back and written again, are the same numbers — for edited rotations, at
// and near gimbal lock (where a's rounding error grows as 1/cos b), and for tiny turns about an
// axis (whose axis is as ill-conditioned).
TEST(RotationForm, WrittenNumbersReadAndWrittenAgainAreTheSame) {
  std::mt19937_64 rng(380000);
  std::normal_distribution<double> n;
  std::uniform_real_distribution<double> any(-180, 180);
  std::vector<Quat<double>> qs;
  for (int i = 0; i < 300; ++i)
    qs.push_back(glm::normalize(Quat<double>(n(rng), n(rng), n(rng), n(rng))));
  for (EulerOrder o : kEulerOrders)
    for (int k = 0; k <= 16; ++k)
      for (double sign : {1.0, -1.0}) {
        const double b = sign * (90 - std::pow(10.0, -k));
        qs.push_back(quat_from_euler_deg({any(rng), b, any(rng)}, o));
        qs.push_back(quat_from_euler_deg({any(rng), sign * 90, any(rng)}, o));
      }
  for (int k = 0; k <= 20; ++k)
    qs.push_back(quat_from_axis_angle_deg({n(rng), n(rng), n(rng)}, std::pow(10.0, -k)));
  for (std::size_t f = 1; f < kRotationFormCount; ++f) {
    const RotationForm form = RotationForm(f);
    for (const Quat<double>& q : qs) {
      const WrittenRotation w = written_rotation(q, form);
      const Quat<double> read = quat_from_written(w, form);
      const WrittenRotation again = written_rotation(read, form);
      ASSERT_TRUE(bitwise_equal(again.euler_deg, w.euler_deg) &&
                  bitwise_equal(again.axis_angle.axis, w.axis_angle.axis) &&
                  bitwise_equal(again.axis_angle.degrees, w.axis_angle.degrees) &&
                  bitwise_equal(again.matrix, w.matrix))
          << form_title(form) << " q " << q.w << " " << q.x << " " << q.y << " " << q.z;
      ASSERT_LT(worst(read, [&](const glm::dvec3& v) { return q * v; }), 1e-12) << form_title(form);
    }
  }
}

}  // namespace
}  // namespace collide
