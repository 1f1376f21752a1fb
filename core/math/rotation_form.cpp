#include "core/math/rotation_form.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <numbers>
#include <optional>

#include "core/math/bitwise_equal.hpp"

namespace collide {
namespace {

constexpr double kRadiansPerDegree = std::numbers::pi / 180;

// The world axes an order turns about, first to last, and whether they are a cyclic (even)
// permutation of x, y, z.
struct OrderAxes {
  int axis[3];
  bool even;
};
OrderAxes axes_of(EulerOrder order) {
  switch (order) {
    case EulerOrder::xyz:
      return {{0, 1, 2}, true};
    case EulerOrder::xzy:
      return {{0, 2, 1}, false};
    case EulerOrder::yxz:
      return {{1, 0, 2}, false};
    case EulerOrder::yzx:
      return {{1, 2, 0}, true};
    case EulerOrder::zxy:
      return {{2, 0, 1}, true};
    case EulerOrder::zyx:
      return {{2, 1, 0}, false};
  }
  return {{0, 1, 2}, true};
}

// The turn by `degrees` about world axis `axis`: (cos θ/2, sin θ/2·e_axis).
Quat<double> axis_turn(int axis, double degrees) {
  const double h = 0.5 * degrees * kRadiansPerDegree;
  Quat<double> q(std::cos(h), 0, 0, 0);
  (axis == 0 ? q.x : axis == 1 ? q.y : q.z) = std::sin(h);
  return q;
}

// v to `decimals` places after the point, as the nearest double to that decimal (the one a file
// holding that decimal reads); never −0, which a person does not write.
double rounded(double v, int decimals) {
  char buf[400];
  const auto [end, ec] =
      std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed, decimals);
  if (ec != std::errc()) return v;
  double out = v;
  std::from_chars(buf, end, out);
  return out == 0 ? 0.0 : out;
}
Vec3<double> rounded(const Vec3<double>& v, int decimals) {
  return {rounded(v.x, decimals), rounded(v.y, decimals), rounded(v.z, decimals)};
}

std::string number_text(double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.6g", v);
  return buf;
}

// An angle of −180° as 180°: noise puts a half turn on either side, and the two are written
// alike so that a file read and written again is the same text.
double half_turn(double degrees) {
  return degrees <= -180 ? degrees + 360 : degrees;
}

constexpr int kMostDecimals = 12;  // for degrees: a lattice well above a degree's rounding

// Mike Day's method on q's matrix relabelled to the order's axes: in them (m'[u][v] =
// m[p(u)][p(v)]), R' = Rx(s·a)·Ry(s·b)·Rz(s·c), s = −1 for an odd permutation (a relabelling by
// one reverses every angle), so solving XYZ solves every order. α = atan2(−R'12, R'22); then row 1
// of Rx(α)ᵀ·R' is [sin γ, cos γ, 0] and its row 2 [−sin β cos γ, sin β sin γ, cos β], with
// R'02 = sin β: β and γ are fitted to whatever α is, so they give back R' as nearly as that α
// allows, even at gimbal lock.
class EulerSolver {
 public:
  EulerSolver(const Quat<double>& q, EulerOrder order) : o_(axes_of(order)), m_(matrix_of(q)) {}

  // cos β: how far from gimbal lock (0 there), from the entries alone.
  double cos_b() const { return std::hypot(r(1, 2), r(2, 2)); }

  // The angles [a, b, c] in degrees, a the given one or q's own, b and c fitted to it and then
  // rounded to `decimals` (none when negative).
  Vec3<double> angles(std::optional<double> a_degrees, int decimals) const {
    const double s = o_.even ? 1 : -1;
    const double alpha =
        a_degrees ? s * *a_degrees * kRadiansPerDegree : std::atan2(-r(1, 2), r(2, 2));
    const double sa = std::sin(alpha), ca = std::cos(alpha);
    const double gamma = std::atan2(ca * r(1, 0) + sa * r(2, 0), ca * r(1, 1) + sa * r(2, 1));
    const double beta = std::atan2(r(0, 2), ca * r(2, 2) - sa * r(1, 2));
    const auto deg = [&](double radians) {
      const double v = s * radians / kRadiansPerDegree;
      return decimals < 0 ? v : half_turn(rounded(v, decimals));
    };
    return {a_degrees ? *a_degrees : deg(alpha), deg(beta), deg(gamma)};
  }

  // The angles with at most `decimals` decimals, chosen so that writing them and reading them
  // back finds them again (rotation_form.hpp, written_rotation). a is what noise moves most:
  // the entries' rounding moves it by about 2e-14° / cos β, so it is rounded to a lattice of
  // steps of at least 1e-12° / cos β (20 times that: a read back rounds to the same a), up to
  // 90°, which costs the rotation only (a's change)·cos β <= 1e-13 rad; at lock
  // itself (cos β below 1e-14) a is 0 and c takes the whole turn.
  Vec3<double> snapped(int decimals) const {
    const double cb = cos_b();
    if (!(cb >= 1e-14)) return angles(0.0, decimals);
    const int cap = std::clamp(int(std::floor(12 + std::log10(cb))), -2, kMostDecimals);
    const double a = angles(std::nullopt, -1).x;
    // Coarser than a degree: steps of 10° or 90°, which divide 180° (so ±180° stays a step).
    const double a_snapped = cap >= 0
                                 ? rounded(a, std::min(decimals, cap))
                                 : std::round(a / (cap == -1 ? 10 : 90)) * (cap == -1 ? 10 : 90);
    return angles(half_turn(a_snapped), decimals);
  }

 private:
  double r(int u, int v) const { return m_[o_.axis[u]][o_.axis[v]]; }
  OrderAxes o_;
  RowMatrix m_;
};

}  // namespace

std::string_view euler_order_name(EulerOrder order) {
  switch (order) {
    case EulerOrder::xyz:
      return "XYZ";
    case EulerOrder::xzy:
      return "XZY";
    case EulerOrder::yxz:
      return "YXZ";
    case EulerOrder::yzx:
      return "YZX";
    case EulerOrder::zxy:
      return "ZXY";
    case EulerOrder::zyx:
      return "ZYX";
  }
  return "XYZ";
}

std::optional<EulerOrder> euler_order_named(std::string_view name) {
  for (EulerOrder o : kEulerOrders)
    if (euler_order_name(o) == name) return o;
  return std::nullopt;
}

bool is_euler(RotationForm form) {
  return form >= RotationForm::euler_xyz && form <= RotationForm::euler_zyx;
}
EulerOrder euler_order_of(RotationForm form) {
  return is_euler(form) ? EulerOrder(int(form) - int(RotationForm::euler_xyz)) : EulerOrder::xyz;
}
RotationForm euler_form(EulerOrder order) {
  return RotationForm(int(RotationForm::euler_xyz) + int(order));
}

std::string form_title(RotationForm form) {
  if (is_euler(form)) return "Euler " + std::string(euler_order_name(euler_order_of(form)));
  switch (form) {
    case RotationForm::axis_angle:
      return "axis\u2013angle";
    case RotationForm::matrix:
      return "matrix";
    default:
      return "quaternion";
  }
}

Quat<double> quat_from_euler_deg(const Vec3<double>& degrees, EulerOrder order) {
  const OrderAxes o = axes_of(order);
  return axis_turn(o.axis[0], degrees[0]) * axis_turn(o.axis[1], degrees[1]) *
         axis_turn(o.axis[2], degrees[2]);
}

Vec3<double> euler_deg_of(const Quat<double>& q, EulerOrder order) {
  return EulerSolver(q, order).angles(std::nullopt, -1);
}

Quat<double> quat_from_axis_angle_deg(const Vec3<double>& axis, double degrees) {
  // Scaled to its largest component first: the length of [1e-200, 0, 0] would underflow.
  const double largest = std::max({std::abs(axis.x), std::abs(axis.y), std::abs(axis.z)});
  Vec3<double> u = axis / largest;
  u /= std::sqrt(u.x * u.x + u.y * u.y + u.z * u.z);
  const double h = 0.5 * degrees * kRadiansPerDegree;
  const double s = std::sin(h);
  return Quat<double>(std::cos(h), s * u.x, s * u.y, s * u.z);
}

AxisAngle axis_angle_of(const Quat<double>& q) {
  const Vec3<double> v(q.x, q.y, q.z);
  const double len = std::sqrt(v.x * v.x + v.y * v.y + v.z * v.z);
  if (!(len > 0)) return {{0, 0, 1}, 0};
  return {v / len, 2 * std::atan2(len, q.w) / kRadiansPerDegree};
}

RowMatrix matrix_of(const Quat<double>& q) {
  const double n = q.w * q.w + q.x * q.x + q.y * q.y + q.z * q.z;
  const double s = n > 0 ? 2 / n : 0;
  const double xx = s * q.x * q.x, yy = s * q.y * q.y, zz = s * q.z * q.z;
  const double xy = s * q.x * q.y, xz = s * q.x * q.z, yz = s * q.y * q.z;
  const double wx = s * q.w * q.x, wy = s * q.w * q.y, wz = s * q.w * q.z;
  return {Vec3<double>(1 - (yy + zz), xy - wz, xz + wy),
          Vec3<double>(xy + wz, 1 - (xx + zz), yz - wx),
          Vec3<double>(xz - wy, yz + wx, 1 - (xx + yy))};
}

std::optional<MatrixProblem> rotation_matrix_problem(const RowMatrix& m, double tolerance) {
  const std::string within = " within " + number_text(tolerance);
  for (int i = 0; i < 3; ++i) {
    const double len = glm::length(m[i]);
    if (!(std::abs(len - 1) <= tolerance))
      return MatrixProblem{i, "not a rotation: row " + std::to_string(i) + " has length " +
                                  number_text(len) + " (expected 1" + within +
                                  ": the rows of a rotation are unit vectors)"};
  }
  for (int i = 0; i < 3; ++i)
    for (int j = i + 1; j < 3; ++j) {
      const double d = glm::dot(m[i], m[j]);
      if (!(std::abs(d) <= tolerance))
        return MatrixProblem{j, "not a rotation: rows " + std::to_string(i) + " and " +
                                    std::to_string(j) + " are not orthogonal (row " +
                                    std::to_string(i) + " \u00B7 row " + std::to_string(j) + " = " +
                                    number_text(d) + ", expected 0" + within + ")"};
    }
  const double det = glm::dot(m[0], glm::cross(m[1], m[2]));
  if (!(det > 0))
    return MatrixProblem{-1, "not a rotation: its determinant is " + number_text(det) +
                                 " (expected +1; -1 is a reflection)"};
  return std::nullopt;
}

Quat<double> quat_from_matrix(const RowMatrix& m) {
  const double m00 = m[0][0], m11 = m[1][1], m22 = m[2][2];
  const double trace = m00 + m11 + m22;
  Quat<double> q;
  if (trace >= std::max({m00, m11, m22})) {
    const double r = std::sqrt(1 + trace), s = 0.5 / r;
    q = Quat<double>(0.5 * r, (m[2][1] - m[1][2]) * s, (m[0][2] - m[2][0]) * s,
                     (m[1][0] - m[0][1]) * s);
  } else if (m00 >= m11 && m00 >= m22) {
    const double r = std::sqrt(1 + m00 - m11 - m22), s = 0.5 / r;
    q = Quat<double>((m[2][1] - m[1][2]) * s, 0.5 * r, (m[0][1] + m[1][0]) * s,
                     (m[0][2] + m[2][0]) * s);
  } else if (m11 >= m22) {
    const double r = std::sqrt(1 - m00 + m11 - m22), s = 0.5 / r;
    q = Quat<double>((m[0][2] - m[2][0]) * s, (m[0][1] + m[1][0]) * s, 0.5 * r,
                     (m[1][2] + m[2][1]) * s);
  } else {
    const double r = std::sqrt(1 - m00 - m11 + m22), s = 0.5 / r;
    q = Quat<double>((m[1][0] - m[0][1]) * s, (m[0][2] + m[2][0]) * s, (m[1][2] + m[2][1]) * s,
                     0.5 * r);
  }
  // One of ±q, always the same: w >= 0.
  if (q.w < 0) q = -q;
  return glm::normalize(q);
}

Quat<double> quat_from_written(const WrittenRotation& w, RotationForm form) {
  if (is_euler(form)) return quat_from_euler_deg(w.euler_deg, euler_order_of(form));
  switch (form) {
    case RotationForm::axis_angle:
      return quat_from_axis_angle_deg(w.axis_angle.axis, w.axis_angle.degrees);
    case RotationForm::matrix:
      return quat_from_matrix(w.matrix);
    default:
      return glm::normalize(w.quaternion);
  }
}

namespace {

// The form's numbers for q, each rounded to `decimals` (a form's own lattice: degrees to that
// many decimals, unit-sized numbers to two more), `axis_scale` choosing the axis's written
// length (0: its largest component 1, 1: its smallest non-zero one 1, 2: unit), so a file's
// [1, 1, 0] or [1, 2, 3] is found before a unit axis of fewer decimals.
WrittenRotation snapped(const Quat<double>& q, RotationForm form, int decimals, int axis_scale) {
  WrittenRotation w;
  w.quaternion = q;
  if (is_euler(form)) {
    w.euler_deg = EulerSolver(q, euler_order_of(form)).snapped(decimals);
  } else if (form == RotationForm::axis_angle) {
    const AxisAngle aa = axis_angle_of(q);
    const double sin_half = std::sqrt(q.x * q.x + q.y * q.y + q.z * q.z);
    // The axis's rounding error is about 2e-16 / sin(θ/2): a lattice at least 25 times coarser
    // (the coarser the smaller the turn, whose axis moves the rotation by as little); below
    // 1e-14, no turn to speak of: [0, 0, 1].
    const int cap = std::clamp(int(std::floor(14 + std::log10(sin_half))), 0, decimals + 2);
    Vec3<double> u = sin_half >= 1e-14 ? aa.axis : Vec3<double>(0, 0, 1);
    const Vec3<double> a = glm::abs(u);
    double smallest = std::max({a.x, a.y, a.z});
    for (int k = 0; k < 3; ++k)
      if (a[k] > 0) smallest = std::min(smallest, a[k]);
    if (axis_scale == 0) u /= std::max({a.x, a.y, a.z});
    if (axis_scale == 1) u /= smallest;
    w.axis_angle.axis = rounded(u, cap);
    w.axis_angle.degrees = rounded(aa.degrees, decimals);
  } else if (form == RotationForm::matrix) {
    const RowMatrix m = matrix_of(q);
    for (int i = 0; i < 3; ++i)
      w.matrix[i] = rounded(m[i], decimals + 2);
  }
  return w;
}

// The first numbers with the fewest decimals that give back q bit for bit, or nothing.
std::optional<WrittenRotation> exact_numbers(const Quat<double>& q, RotationForm form) {
  const int scales = form == RotationForm::axis_angle ? 3 : 1;
  for (int d = 0; d <= kMostDecimals; ++d)
    for (int scale = 0; scale < scales; ++scale) {
      const WrittenRotation c = snapped(q, form, d, scale);
      if (form == RotationForm::axis_angle && c.axis_angle.axis == Vec3<double>(0)) continue;
      if (bitwise_equal(quat_from_written(c, form), q)) return c;
    }
  return std::nullopt;
}

// The first matrix within one lattice step (1e-14) of q's rounded entries, each entry tried one
// step down, as rounded and one step up in turn, that gives back q bit for bit.
std::optional<WrittenRotation> matrix_near(const Quat<double>& q) {
  const RowMatrix centre = snapped(q, RotationForm::matrix, kMostDecimals, 0).matrix;
  constexpr double kStep = 1e-14;
  double option[9][3];  // each entry: as rounded, one step down, one step up
  for (int e = 0; e < 9; ++e) {
    const double v = centre[e / 3][e % 3];
    option[e][0] = v;
    option[e][1] = rounded(v - kStep, kMostDecimals + 2);
    option[e][2] = rounded(v + kStep, kMostDecimals + 2);
  }
  WrittenRotation c;
  c.quaternion = q;
  for (int pick = 0; pick < 19683; ++pick) {  // 3⁹ choices
    int code = pick;
    for (int e = 0; e < 9; ++e, code /= 3)
      c.matrix[e / 3][e % 3] = option[e][code % 3];
    if (bitwise_equal(quat_from_matrix(c.matrix), q)) return c;
  }
  return std::nullopt;
}

}  // namespace

WrittenRotation written_rotation(const Quat<double>& q, RotationForm form) {
  if (form == RotationForm::quaternion) {
    WrittenRotation w;
    w.quaternion = q;
    return w;
  }
  if (auto exact = exact_numbers(q, form)) return *exact;
  // No numbers give back q's bits (it was turned by an edit): the finest lattice's, or rather
  // numbers near them that give back *their* quaternion bit for bit, so that a file written from
  // them and read again writes them again (the format's round trip). The reader's conversion
  // (normalising, a matrix's quaternion) moves the numbers by about their rounding, which can
  // carry one across a step of its lattice: then the numbers of the quaternion read are tried,
  // a few times over (an axis is written with its largest component 1, which a read keeps).
  if (form == RotationForm::matrix) {
    // A matrix's quaternion is a projection that moves rounded entries by about their rounding,
    // so the entries read back may round to a neighbour on the lattice: the numbers written are
    // the first, in a fixed order, of the matrices within one step of q's (each entry rounded
    // to 14 decimals, then one step down, kept or one step up) that give back q bit for bit;
    // failing that, the same for the quaternion those rounded entries give back, q1, whose
    // numbers written and read again are then found the same way from q1.
    if (auto near = matrix_near(q)) return *near;
    const Quat<double> q1 = quat_from_matrix(snapped(q, form, kMostDecimals, 0).matrix);
    if (auto exact = exact_numbers(q1, form)) return *exact;
    if (auto near = matrix_near(q1)) return *near;
    return snapped(q, form, kMostDecimals, 0);
  }
  WrittenRotation finest = snapped(q, form, kMostDecimals, 0);
  for (int attempt = 0; attempt < 8; ++attempt) {
    const Quat<double> read = quat_from_written(finest, form);
    if (auto again = exact_numbers(read, form)) return *again;
    finest = snapped(read, form, kMostDecimals, 0);
  }
  return finest;
}

}  // namespace collide
