// Tunnelling, 1,200 cases in float and double: objects that are clear of each other at t = 0 and
// at t = 1 and meet only in between, for a short time — a fast small sphere, box or ellipsoid
// through a thin wall (0.001 to 0.01 thick, at 20 to 100 units per interval), and a thin bar
// spinning through a small box it meets at neither end. No first contact may be missed.
//
// The truth is built into each case: a mover aimed at the wall's middle crosses it, first
// touching its face when its extent along the wall's normal n reaches the face, t* = (σ·n·(c −
// w) − h − e) / (σ·n·(−v)) (σ: the side it starts on, h the wall's half thickness, e the
// mover's half width along n, by its support), the gap closing at s = |n·v|, so the first time
// within ε is t* − ε/s; a bar turning by Θ through a box placed on its sweep at the angle θ
// passes through the box's centre at θ/Θ, so it touches by then. And in every case, before t
// the static pair test says "apart" at 2,000 times, at t the distance is within ε.
#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>

#include <gtest/gtest.h>
#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "core/queries/pair_test.hpp"
#include "core/queries/shape_distance.hpp"
#include "core/queries/support.hpp"
#include "core/scene/pose.hpp"
#include "core/time/time_of_impact.hpp"
#include "tests/core/queries/query_test_support.hpp"
#include "tests/support/scalars.hpp"

namespace collide {
namespace {

template <class T>
class ToiTunnellingTest : public ::testing::Test {};
TYPED_TEST_SUITE(ToiTunnellingTest, test::Scalars);

struct TunnelCase {
  ObjectDesc a, b;
  Motion ma, mb;
  double latest;             // the contact is at or before this time
  double exact = -1, s = 0;  // t* and its closing speed when known (linear motion, a face)
};

// Whether the pair meets at time t (the static test), and its distance there; each pose named
// while its shape is used (a hull's or a mesh's shape borrows its description's data).
bool meets_at(const TunnelCase& c, double t) {
  const ObjectDesc a = pose_at(c.a, c.ma, t), b = pose_at(c.b, c.mb, t);
  return pair_test(to_shape<double>(a), to_shape<double>(b)).intersects();
}
ShapeDistance<double> distance_at(const TunnelCase& c, double t) {
  const ObjectDesc a = pose_at(c.a, c.ma, t), b = pose_at(c.b, c.mb, t);
  return shape_distance(to_shape<double>(a), to_shape<double>(b));
}

// A wall of half size 1 about w with normal n (its local x), and a small mover from one side to
// the other through a point within 0.4 of the wall's middle.
TunnelCase wall_case(test::Random& rng, int mover) {
  const Quat<double> q = rng.rotation<double>();
  const Vec3<double> n = q * Vec3<double>{1, 0, 0};
  const Vec3<double> w = rng.vec<double>(-1, 1);
  const double h = rng.uniform(0.0005, 0.005);
  const ObjectDesc wall = desc::Box{w, {h, 1, 1}, q};
  const Vec3<double> through =
      w + q * Vec3<double>{0, rng.uniform(-0.4, 0.4), rng.uniform(-0.4, 0.4)};
  const double speed = rng.uniform(20, 100);
  const double sigma = rng.one_in(2) ? 1 : -1;
  // From σ·speed·u before the crossing point to after it, u within 60° of −σ·n.
  Vec3<double> u = -sigma * n + rng.vec<double>(-0.5, 0.5);
  u = glm::normalize(u);
  const double before = rng.uniform(0.2, 0.8);
  const Vec3<double> start = through - u * (speed * before);
  const double size = rng.uniform(0.01, 0.05);
  ObjectDesc small;
  if (mover == 0)
    small = desc::Sphere{start, size};
  else if (mover == 1)
    small = desc::Box{start, {size, size * 0.7, size * 0.5}, rng.rotation<double>()};
  else
    small = desc::Ellipsoid{start, {size, size * 0.7, size * 0.5}, rng.rotation<double>()};
  Motion moving;
  moving.velocity = u * speed;
  TunnelCase c{small, wall, moving, {}, before};
  // The mover's half width along n, from its support at t = 0 (it does not turn).
  const Shape<double> shape = to_shape<double>(small);
  const double e = (glm::dot(n, *support(shape, n)) - glm::dot(n, *support(shape, -n))) / 2;
  const double s = std::abs(glm::dot(n, *moving.velocity));
  c.exact = (sigma * glm::dot(n, start - w) - h - e) / s;
  c.s = s;
  return c;
}

// A bar of half length L about p turning by Θ about a random axis k, and a small box on its
// sweep at radius ρ and angle θ, far enough from both ends of the turn to be met at neither.
TunnelCase bar_case(test::Random& rng) {
  const Vec3<double> k = rng.unit<double>();
  Vec3<double> e = glm::normalize(glm::cross(k, rng.unit<double>()));
  const double length = rng.uniform(0.5, 2), thick = rng.uniform(0.005, 0.03);
  const Vec3<double> p = rng.vec<double>(-1, 1);
  const Vec3<double> third = glm::cross(k, e);
  // The bar's local x along e, local z along k.
  const Quat<double> q = glm::quat_cast(glm::dmat3(e, third, k));
  const ObjectDesc bar = desc::Box{p, {length, thick, thick}, q};
  // The bar reaches both ways from p, so at angle φ from its axis the box's centre is ρ·|sin φ|
  // from the bar's line: clear of it at both ends of the turn by more than the box's half
  // diagonal and the bar's.
  double turn, rho, half, theta;
  do {
    turn = rng.uniform(std::numbers::pi / 2, 1.5 * std::numbers::pi);
    rho = rng.uniform(0.4, 0.8) * length;
    half = rng.uniform(0.02, 0.08);
    theta = rng.uniform(0.3, 0.7) * turn;
  } while (rho * std::min(std::abs(std::sin(theta)), std::abs(std::sin(turn - theta))) <=
           (half + thick) * std::sqrt(3.0) + 0.01);
  const Vec3<double> target = p + glm::angleAxis(theta, k) * (e * rho);
  const ObjectDesc box = desc::Box{target, Vec3<double>{half}, rng.rotation<double>()};
  Motion spin;
  spin.angular_velocity = k * turn;
  return {bar, box, spin, {}, theta / turn};
}

TYPED_TEST(ToiTunnellingTest, NoFirstContactIsMissed) {
  using T = TypeParam;
  test::Random rng(0x70E1);
  constexpr int kWalls = 800, kBars = 400;
  int missed = 0, late = 0, early = 0, far = 0, off_time = 0, at_both_ends = 0;
  std::string first;
  const auto note = [&](int& count, const std::string& what) {
    if (++count == 1 && first.empty()) first = what;
  };
  for (int i = 0; i < kWalls + kBars; ++i) {
    const TunnelCase c = i < kWalls ? wall_case(rng, i % 3) : bar_case(rng);
    const std::string what = "case " + std::to_string(i);
    // The premise: apart at both ends.
    const auto apart = [&](double t) { return !meets_at(c, t); };
    if (!apart(0) || !apart(1)) {
      ++at_both_ends;
      continue;
    }
    const TimeOfImpact<T> r = time_of_impact<T>(c.a, c.ma, c.b, c.mb);
    if (!r.touches() || r.touching_at_start()) {
      note(missed, std::string(name_of(r.verdict)) + ": " + what);
      continue;
    }
    const double t = double(r.t), eps = double(r.tolerance);
    if (t > c.latest + 1e-9) note(late, "t " + std::to_string(t) + ": " + what);
    for (int j = 0; j < 2000 && j / 2000.0 < t; ++j)
      if (!apart(j / 2000.0)) {
        note(early, "intersecting at " + std::to_string(j / 2000.0) + ": " + what);
        break;
      }
    const ShapeDistance<double> d = distance_at(c, t);
    if (!(d.intersecting || d.distance <= (r.within_tolerance ? 2 : 1.01) * eps))
      note(far, "distance " + std::to_string(d.distance) + ": " + what);
    if (c.exact >= 0) {
      const double first_within = c.exact - eps / c.s;
      const double slack = std::is_same_v<T, float> ? 1e-5 : 1e-10;
      if (!(first_within >= t - double(r.t_error) - slack && first_within <= t + slack))
        note(off_time, "t " + std::to_string(t) + " ± " + std::to_string(double(r.t_error)) +
                           ", first within ε " + std::to_string(first_within) + ": " + what);
    }
  }
  std::printf("[ tunnel   ] %s: %d cases, %d not apart at both ends (skipped)\n",
              std::is_same_v<T, float> ? "float" : "double", kWalls + kBars, at_both_ends);
  EXPECT_EQ(missed, 0) << first;
  EXPECT_EQ(late, 0) << first;
  EXPECT_EQ(early, 0) << first;
  EXPECT_EQ(far, 0) << first;
  EXPECT_EQ(off_time, 0) << first;
  // Built apart at both ends: a wall mover starts and ends > 3 units away; a bar's line passes
  // the box's centre by more than both half diagonals.
  EXPECT_EQ(at_both_ends, 0);
}

}  // namespace
}  // namespace collide
