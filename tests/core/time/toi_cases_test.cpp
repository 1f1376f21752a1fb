// Time of impact on hand-worked cases (core/time/time_of_impact.hpp), in float and double: the
// three tunnelling cases (a thin wall and a fast sphere, a fast box through a thin box, a
// spinning bar through a box it meets at neither end), touching at t = 0, the SAT sweep's and the
// slabs' per-axis separating times, a plane's support, a ray, what is unsupported and invalid.
//
// The promise checked (time_of_impact.hpp), with t* the exact first contact worked by hand and s
// the rate at which the gap closes there: the first time within ε is t* − ε/s when the gap closes
// linearly, and it must lie in [t − t_error, t], with t <= t* (apart before t).
#include <cmath>
#include <numbers>

#include <gtest/gtest.h>
#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "core/queries/pair_test.hpp"
#include "core/scene/pose.hpp"
#include "core/time/time_of_impact.hpp"
#include "tests/support/scalars.hpp"

namespace collide {
namespace {

template <class T>
class ToiCasesTest : public ::testing::Test {};
TYPED_TEST_SUITE(ToiCasesTest, test::Scalars);

// Rounding of the hand-worked numbers in T (coordinates up to 5, speeds up to 10).
template <class T>
double slack() {
  return std::is_same_v<T, float> ? 2e-5 : 1e-10;
}

Motion moving(Vec3<double> v, std::optional<Vec3<double>> w = {}) {
  Motion m;
  m.velocity = v;
  m.angular_velocity = w;
  return m;
}

// t within its promise of the first contact t* (gap closing at rate s near it).
template <class T>
void expect_first_contact(const TimeOfImpact<T>& r, double t_exact, double s) {
  ASSERT_TRUE(r.touches()) << name_of(r.verdict) << " " << r.problem;
  const double t = double(r.t), eps = double(r.tolerance);
  const double first_within = t_exact - eps / s;
  EXPECT_LE(t, t_exact + slack<T>()) << "late: not apart before t";
  EXPECT_GE(first_within, t - double(r.t_error) - slack<T>()) << "t_error too small";
  EXPECT_LE(first_within, t + slack<T>());
  EXPECT_LE(double(r.distance_at_t), eps * (1 + 1e-6));
}

// The static test (pair_test, independent of the distance the advancement steps on) at time t.
bool still_intersects(const ObjectDesc& a, const Motion& ma, const ObjectDesc& b, const Motion& mb,
                      double t) {
  const ObjectDesc pa = pose_at(a, ma, t), pb = pose_at(b, mb, t);  // named: a hull's shape borrows
  return pair_test(to_shape<double>(pa), to_shape<double>(pb)).intersects();
}

// Tunnelling 1: a wall 0.01 thick (x in [−0.005, 0.005]) and a sphere of radius 0.1 from
// x = −5 at speed 10: at t = 0 and t = 1 it is 4.895 clear of the wall on either side. It touches
// when its centre reaches −0.105: −5 + 10·t = −0.105, t* = 4.895 / 10 = 0.4895; s = 10.
TYPED_TEST(ToiCasesTest, ThinWallAndFastSphere) {
  using T = TypeParam;
  const ObjectDesc wall = desc::Box{{0, 0, 0}, {0.005, 1, 1}, {1, 0, 0, 0}};
  const ObjectDesc ball = desc::Sphere{{-5, 0, 0}, 0.1};
  const Motion still, fast = moving({10, 0, 0});
  ASSERT_FALSE(still_intersects(ball, fast, wall, still, 0));
  ASSERT_FALSE(still_intersects(ball, fast, wall, still, 1));
  const auto swept = time_of_impact<T>(ball, fast, wall, still);
  EXPECT_EQ(swept.method, ToiMethod::sphere_sweep);
  expect_first_contact(swept, 0.4895, 10);
  // The normal from A (the ball) towards B (the wall); the point on the wall's face x = −0.005.
  EXPECT_NEAR(swept.normal.x, 1, 1e-6);
  EXPECT_NEAR(swept.point.x, -0.005, swept.tolerance);  // within ε of both shapes
  const auto advanced = conservative_advancement<T>(ball, fast, wall, still);
  expect_first_contact(advanced, 0.4895, 10);
  // Swapped operands: the same time, the normal turned round.
  const auto swapped = time_of_impact<T>(wall, still, ball, fast);
  expect_first_contact(swapped, 0.4895, 10);
  EXPECT_NEAR(swapped.normal.x, -1, 1e-6);
}

// Tunnelling 2: a thin box (x in [−0.01, 0.01], turned 30° about x, which keeps its x faces)
// and a box of half size 0.1 from x = −3 at speed 6 (past it, at x = 3, by t = 1). Its front
// face x = −2.9 + 6·t reaches −0.01 at t* = 2.89 / 6; s = 6.
TYPED_TEST(ToiCasesTest, FastBoxThroughThinBox) {
  using T = TypeParam;
  const ObjectDesc thin =
      desc::Box{{0, 0, 0}, {0.01, 1, 1}, glm::angleAxis(std::numbers::pi / 6, glm::dvec3{1, 0, 0})};
  const ObjectDesc box = desc::Box{{-3, 0.2, 0}, {0.1, 0.1, 0.1}, {1, 0, 0, 0}};
  const Motion still, fast = moving({6, 0, 0});
  ASSERT_FALSE(still_intersects(box, fast, thin, still, 0));
  ASSERT_FALSE(still_intersects(box, fast, thin, still, 1));
  const auto sat = time_of_impact<T>(box, fast, thin, still);
  EXPECT_EQ(sat.method, ToiMethod::obb_sat_sweep);
  expect_first_contact(sat, 2.89 / 6, 6);
  EXPECT_NEAR(sat.normal.x, 1, 1e-6);
  EXPECT_EQ(sat.deciding_axis, 0);  // A0, x: the last axis to stop separating
  expect_first_contact(conservative_advancement<T>(box, fast, thin, still), 2.89 / 6, 6);
}

// Tunnelling 3: a bar (half extents 1, 0.05, 0.05) turning by π about z over [0, 1] and a box of
// half size 0.1 at (0, 0.6, 0). At t = 0 and t = 1 the bar lies along x (|y| <= 0.05), clear of
// the box (y >= 0.5); at t = 1/2 it stands along y, through it. At angle θ the bar's leading face
// is {x : x·(−sin θ, cos θ) = 0.05}; a point p of polar angle φ at |p| reaches it when
// |p|·sin(φ − θ) = 0.05, first for the box's edge at (0.1, 0.5) (least φ − asin(0.05 / |p|)
// over the box: larger x or y only add to it), so θ* = atan2(0.5, 0.1) − asin(0.05 / √0.26)
// ≈ 1.27518 (where the face's point is |p|·cos(φ − θ*) ≈ 0.507 from the centre, inside the bar's
// length 1), t* = θ* / π. The gap closes there at s = 0.507·π.
TYPED_TEST(ToiCasesTest, SpinningBarThroughABoxMetAtNeitherEnd) {
  using T = TypeParam;
  const ObjectDesc bar = desc::Box{{0, 0, 0}, {1, 0.05, 0.05}, {1, 0, 0, 0}};
  const ObjectDesc box = desc::Box{{0, 0.6, 0}, {0.1, 0.1, 0.1}, {1, 0, 0, 0}};
  const Motion spin = moving({0, 0, 0}, Vec3<double>{0, 0, std::numbers::pi}), still;
  ASSERT_FALSE(still_intersects(bar, spin, box, still, 0));
  ASSERT_FALSE(still_intersects(bar, spin, box, still, 1));
  ASSERT_TRUE(still_intersects(bar, spin, box, still, 0.5));
  const double p = std::sqrt(0.26), phi = std::atan2(0.5, 0.1);
  const double theta = phi - std::asin(0.05 / p);
  const double t_exact = theta / std::numbers::pi;
  const double s = p * std::cos(phi - theta) * std::numbers::pi;
  const auto r = time_of_impact<T>(bar, spin, box, still);
  EXPECT_EQ(r.method, ToiMethod::conservative_advancement);
  expect_first_contact(r, t_exact, s);
  // The contact is the box's edge x = 0.1, y = 0.5.
  EXPECT_NEAR(r.point.x, 0.1, r.tolerance);
  EXPECT_NEAR(r.point.y, 0.5, r.tolerance);
  // The evidence: each step from the one before by its own numbers, apart until the last.
  ASSERT_GE(r.steps.size(), 2u);
  for (std::size_t k = 0; k + 1 < r.steps.size(); ++k) {
    const AdvancementStep<T>& step = r.steps[k];
    EXPECT_GT(step.distance, r.tolerance);
    EXPECT_LE(step.gap, step.distance * (1 + 1e-5f));
    EXPECT_NEAR(double(step.advance), double((step.gap - r.tolerance / 2) / step.bound),
                1e-6 * double(step.advance));
    EXPECT_NEAR(double(r.steps[k + 1].t), double(step.t + step.advance), 1e-6);
  }
  EXPECT_LE(r.steps.back().distance, r.tolerance);
  EXPECT_EQ(r.steps.back().t, r.t);
  std::printf("[ steps    ] spinning bar (%s): %zu steps\n",
              std::is_same_v<T, float> ? "float" : "double", r.steps.size());
}

// The advancement's step cap: short of it, `unresolved` at the time it reached, before which the
// shapes are apart (the spinning bar above needs more than 3 steps); the steps are kept only when
// asked for.
TYPED_TEST(ToiCasesTest, StepCapAndUnrecordedSteps) {
  using T = TypeParam;
  const ObjectDesc bar = desc::Box{{0, 0, 0}, {1, 0.05, 0.05}, {1, 0, 0, 0}};
  const ObjectDesc box = desc::Box{{0, 0.6, 0}, {0.1, 0.1, 0.1}, {1, 0, 0, 0}};
  const Motion spin = moving({0, 0, 0}, Vec3<double>{0, 0, std::numbers::pi});
  ToiSettings<T> capped;
  capped.max_steps = 3;
  const auto r = time_of_impact<T>(bar, spin, box, {}, {}, capped);
  EXPECT_EQ(r.verdict, ToiVerdict::unresolved);
  EXPECT_FALSE(r.touches());
  EXPECT_NE(r.problem.find("step cap"), std::string::npos) << r.problem;
  EXPECT_EQ(r.steps.size(), 3u);
  EXPECT_GT(r.t, T(0));
  EXPECT_LT(double(r.t),
            (std::atan2(0.5, 0.1) - std::asin(0.05 / std::sqrt(0.26))) / std::numbers::pi);
  ToiSettings<T> quiet;
  quiet.record_steps = false;
  const auto unrecorded = time_of_impact<T>(bar, spin, box, {}, {}, quiet);
  EXPECT_EQ(unrecorded.verdict, ToiVerdict::hits);
  EXPECT_TRUE(unrecorded.steps.empty());
}

// Already touching at t = 0, for each method: t = 0, no error, and the verdict says so.
TYPED_TEST(ToiCasesTest, TouchingAtStart) {
  using T = TypeParam;
  const ObjectDesc a = desc::Box{{0, 0, 0}, {1, 1, 1}, {1, 0, 0, 0}};
  const ObjectDesc b = desc::Box{{1.5, 0, 0}, {1, 1, 1}, {1, 0, 0, 0}};
  const ObjectDesc ball = desc::Sphere{{0, 1.5, 0}, 1};
  const Motion go = moving({1, 2, 3}), turn = moving({0, 0, 0}, Vec3<double>{1, 2, 3});
  for (const auto& r :
       {time_of_impact<T>(a, go, b, {}), time_of_impact<T>(a, turn, b, go),
        time_of_impact<T>(ball, go, a, {}), conservative_advancement<T>(ball, go, b, turn)}) {
    EXPECT_EQ(r.verdict, ToiVerdict::touching_at_start) << name_of(r.method);
    EXPECT_TRUE(r.touching_at_start());
    EXPECT_EQ(r.t, T(0));
    EXPECT_EQ(r.t_error, T(0));
  }
}

// The SAT sweep's axes: A the cube [−1, 1]³, B the cube about (5, 3, 0) moving by (−8, −4, 0).
//   A0 (x): A [−1, 1], B [4, 6] − 8t: overlap while 4 − 8t <= 1 and 6 − 8t >= −1, t in
//           [3/8, 7/8]: it separates on [0, 3/8) and (7/8, 1].
//   A1 (y): B [2, 4] − 4t: overlap on [1/4, 5/4]: it separates on [0, 1/4).
//   A2 (z): B [−1, 1], not moving: overlap always, never separates.
// B's faces are the same axes; of the 9 edge axes, Aᵢ×Bᵢ are parallel edges (degenerate). First
// contact 3/8, decided by A0 (the latest to stop separating), normal +x (B comes down the axis).
TYPED_TEST(ToiCasesTest, SatSweepSeparatingTimesPerAxis) {
  using T = TypeParam;
  const ObjectDesc a = desc::Box{{0, 0, 0}, {1, 1, 1}, {1, 0, 0, 0}};
  const ObjectDesc b = desc::Box{{5, 3, 0}, {1, 1, 1}, {1, 0, 0, 0}};
  const auto r = linear_sweep<T>(a, {}, b, moving({-8, -4, 0}));
  ASSERT_EQ(r.method, ToiMethod::obb_sat_sweep);
  ASSERT_EQ(r.axes.size(), 15u);
  // Each end widened by the contact band (tolerances.hpp) of the projections, over the speed.
  const double e = std::is_same_v<T, float> ? 1e-5 : 1e-13;
  const ToiAxis<T>& x = r.axes[0];
  EXPECT_NEAR(x.a.min, -1, e);
  EXPECT_NEAR(x.b.min, 4, e);
  EXPECT_NEAR(x.speed, -8, e);
  EXPECT_NEAR(x.enter, 3.0 / 8, e);
  EXPECT_NEAR(x.exit, 7.0 / 8, e);
  ASSERT_EQ(x.separating_count, 2);
  EXPECT_NEAR(x.separating[0].min, 0, e);
  EXPECT_NEAR(x.separating[0].max, 3.0 / 8, e);
  EXPECT_NEAR(x.separating[1].min, 7.0 / 8, e);
  EXPECT_NEAR(x.separating[1].max, 1, e);
  const ToiAxis<T>& y = r.axes[1];
  EXPECT_NEAR(y.enter, 1.0 / 4, e);
  EXPECT_NEAR(y.exit, 5.0 / 4, e);
  ASSERT_EQ(y.separating_count, 1);
  EXPECT_NEAR(y.separating[0].max, 1.0 / 4, e);
  EXPECT_EQ(r.axes[2].separating_count, 0);
  EXPECT_EQ(r.axes[2].speed, T(0));
  for (int k = 6; k < 15; ++k)  // Aᵢ×Bᵢ: parallel edges; Aᵢ×Bⱼ (i ≠ j) is a face axis again
    EXPECT_EQ(r.axes[std::size_t(k)].degenerate, (k - 6) % 4 == 0) << k;
  EXPECT_EQ(r.verdict, ToiVerdict::hits);
  EXPECT_EQ(r.deciding_axis, 0);
  expect_first_contact(r, 3.0 / 8, 8);
  EXPECT_NEAR(r.normal.x, 1, e);
}

// Two AABBs by slabs: [0, 1]³ and [3, 4]×[0, 1]×[0, 1] moving by (−4, 0, 0): x overlaps while
// 3 − 4t <= 1 and 4 − 4t >= 0, t in [1/2, 1]; y and z always. First contact 1/2, s = 4. Moving
// by (−1, 0, 0) instead, x overlaps from t = 2: a miss, x separating over all of [0, 1].
TYPED_TEST(ToiCasesTest, AabbSlabs) {
  using T = TypeParam;
  const ObjectDesc a = desc::Aabb{{0, 0, 0}, {1, 1, 1}};
  const ObjectDesc b = desc::Aabb{{3, 0, 0}, {4, 1, 1}};
  const auto r = time_of_impact<T>(a, {}, b, moving({-4, 0, 0}));
  ASSERT_EQ(r.method, ToiMethod::aabb_slabs);
  ASSERT_EQ(r.axes.size(), 3u);
  EXPECT_NEAR(r.axes[0].enter, 0.5, 10 * slack<T>());
  EXPECT_NEAR(r.axes[0].exit, 1, 10 * slack<T>());
  expect_first_contact(r, 0.5, 4);
  const auto slow = time_of_impact<T>(a, {}, b, moving({-1, 0, 0}));
  EXPECT_EQ(slow.verdict, ToiVerdict::misses);
  ASSERT_EQ(slow.axes[0].separating_count, 1);
  EXPECT_EQ(slow.axes[0].separating[0].max, T(1));
}

// A plane y = 0 rising at 2 and a box about (0, 3, 0) of half size 0.5, turned 45° about z (its
// lowest edge at y = 3 − 0.5·√2), falling at 1: the gap 3 − 0.5·√2 closes at 3, t* = (3 −
// 0.5·√2) / 3; the contact is on that edge, x = 0, y = 2·t*.
TYPED_TEST(ToiCasesTest, PlaneSupport) {
  using T = TypeParam;
  const ObjectDesc plane = desc::Plane{{0, 1, 0}, {0, 0, 0}};
  const ObjectDesc box = desc::Box{
      {0, 3, 0}, {0.5, 0.5, 0.5}, glm::angleAxis(std::numbers::pi / 4, glm::dvec3{0, 0, 1})};
  const double t_exact = (3 - 0.5 * std::sqrt(2.0)) / 3;
  const auto r = time_of_impact<T>(plane, moving({0, 2, 0}), box, moving({0, -1, 0}));
  EXPECT_EQ(r.method, ToiMethod::plane_support);
  expect_first_contact(r, t_exact, 3);
  EXPECT_NEAR(r.point.x, 0, r.tolerance);
  EXPECT_NEAR(r.point.y, 2 * t_exact, r.tolerance);
  EXPECT_NEAR(r.normal.y, 1, 1e-6);
  // The same pair turning: conservative advancement (the plane's reach bounds its points' speed).
  const auto turning =
      time_of_impact<T>(plane, moving({0, 2, 0}), box, moving({0, -1, 0}, Vec3<double>{0, 0.1, 0}));
  EXPECT_EQ(turning.method, ToiMethod::conservative_advancement);
  // Turning about the vertical (y) changes nothing of the box's height: the same t*.
  expect_first_contact(turning, t_exact, 3);
}

// A ray along z from (0, −2, −5) moving by (0, 4, 0) and the unit sphere at the origin: its line
// passes at |y| from the centre, touching at y = −1: −2 + 4t = −1, t* = 1/4, s = 4. Two parallel
// planes y = 0 and y = 2, the second falling by 4: t* = 1/2.
TYPED_TEST(ToiCasesTest, UnboundedKindsInTranslation) {
  using T = TypeParam;
  const ObjectDesc ray = desc::Ray{{0, -2, -5}, {0, 0, 1}};
  const ObjectDesc ball = desc::Sphere{{0, 0, 0}, 1};
  const auto r = time_of_impact<T>(ray, moving({0, 4, 0}), ball, {});
  EXPECT_EQ(r.method, ToiMethod::conservative_advancement);
  expect_first_contact(r, 0.25, 4);
  const ObjectDesc low = desc::Plane{{0, 1, 0}, {0, 0, 0}};
  const ObjectDesc high = desc::Plane{{0, 1, 0}, {0, 2, 0}};
  expect_first_contact(time_of_impact<T>(low, {}, high, moving({1, -4, 0})), 0.5, 4);
}

// What has no answer says why: two unbounded kinds apart at t = 0 with a turn; bad input is
// invalid.
TYPED_TEST(ToiCasesTest, UnsupportedAndInvalid) {
  using T = TypeParam;
  const ObjectDesc plane = desc::Plane{{0, 1, 0}, {0, 0, 0}};
  const ObjectDesc ray = desc::Ray{{0, 2, 0}, {1, 0, 0}};
  const auto r = time_of_impact<T>(plane, moving({0, 0, 0}, Vec3<double>{1, 0, 0}), ray, {});
  EXPECT_EQ(r.verdict, ToiVerdict::unsupported);
  EXPECT_NE(r.problem.find("unbounded"), std::string::npos) << r.problem;
  // Touching at t = 0 needs no bound: two planes that are not parallel, one turning.
  const ObjectDesc tilted = desc::Plane{{1, 1, 0}, {0, 5, 0}};
  const auto crossing =
      time_of_impact<T>(plane, moving({0, 0, 0}, Vec3<double>{1, 0, 0}), tilted, {});
  EXPECT_EQ(crossing.verdict, ToiVerdict::touching_at_start) << crossing.problem;
  const ObjectDesc ball = desc::Sphere{{0, 0, 0}, 1};
  const auto nan = time_of_impact<T>(ball, moving({std::nan(""), 0, 0}), ball, {});
  EXPECT_EQ(nan.verdict, ToiVerdict::invalid);
  EXPECT_EQ(nan.problem.rfind("A: ", 0), 0u) << nan.problem;
  const auto negative =
      time_of_impact<T>(ball, {}, desc::Sphere{{3, 0, 0}, -1}, moving({-5, 0, 0}));
  EXPECT_EQ(negative.verdict, ToiVerdict::invalid);
  EXPECT_EQ(negative.problem.rfind("B: ", 0), 0u) << negative.problem;
}

}  // namespace
}  // namespace collide
