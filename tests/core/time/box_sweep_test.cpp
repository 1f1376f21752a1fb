// The lean SAT sweep of two translating boxes (core/time/box_sweep.hpp), in float and double:
// a hand-worked tunnelling case, touching at t = 0, a miss; the same verdict and time as the
// explained linear_sweep (time_of_impact.hpp) on random pairs; and the verdict of an independent
// reference in double (B's relative centre path against A ⊕ (−B)'s 15 slabs, shared/WORKLOADS.md
// W4) on every random pair whose contact window is not within the band.
#include <numbers>
#include <random>

#include <gtest/gtest.h>
#include <glm/gtc/quaternion.hpp>

#include "core/time/box_sweep.hpp"
#include "core/time/time_of_impact.hpp"
#include "tests/support/box_sweep_reference.hpp"
#include "tests/support/scalars.hpp"

namespace collide {
namespace {

template <class T>
class BoxSweepTest : public ::testing::Test {};
TYPED_TEST_SUITE(BoxSweepTest, test::Scalars);

template <class T>
Obb<T> box_of(const ObjectDesc& d) {
  return std::get<Obb<T>>(to_shape<T>(d));
}

// A thin box (x in [−0.01, 0.01], turned 30° about x) and a box of half size 0.1 from x = −3
// moving by 6: its front face x = −2.9 + 6·t reaches −0.01 at t* = 2.89 / 6, on A's axis 0
// (the moving box is A; B's velocity relative to A is −6 along x).
TYPED_TEST(BoxSweepTest, FastBoxThroughThinBoxFirstTouchesAtTheWorkedTime) {
  using T = TypeParam;
  const ObjectDesc thin =
      desc::Box{{0, 0, 0}, {0.01, 1, 1}, glm::angleAxis(std::numbers::pi / 6, glm::dvec3{1, 0, 0})};
  const ObjectDesc box = desc::Box{{-3, 0.2, 0}, {0.1, 0.1, 0.1}, {1, 0, 0, 0}};
  const BoxSweep<T> r = box_sweep(box_of<T>(box), box_of<T>(thin), Vec3<T>(-6, 0, 0));
  ASSERT_TRUE(r.touches);
  // The band widens the slab by tol.contact times the projections' size (about 6 here).
  EXPECT_NEAR(double(r.t), 2.89 / 6, (std::is_same_v<T, float> ? 1e-5 : 1e-12));
  EXPECT_EQ(r.deciding_axis, 0);
  // Moving the other way it never meets the thin box.
  EXPECT_FALSE(box_sweep(box_of<T>(box), box_of<T>(thin), Vec3<T>(6, 0, 0)).touches);
  // Overlapping at t = 0 (the box at the thin box's centre): touching at start.
  const ObjectDesc inside = desc::Box{{0, 0.2, 0}, {0.1, 0.1, 0.1}, {1, 0, 0, 0}};
  const BoxSweep<T> start = box_sweep(box_of<T>(inside), box_of<T>(thin), Vec3<T>(-6, 0, 0));
  EXPECT_TRUE(start.touches);
  EXPECT_EQ(start.t, T(0));
  EXPECT_EQ(start.deciding_axis, -1);
}

struct RandomPair {
  desc::Box a, b;
  Motion ma, mb;
};

RandomPair random_pair(std::mt19937_64& rng) {
  std::uniform_real_distribution<double> u(0, 1);
  auto box = [&] {
    desc::Box d;
    d.center = {4 * u(rng) - 2, 4 * u(rng) - 2, 4 * u(rng) - 2};
    d.half_extents = {0.1 + 0.9 * u(rng), 0.1 + 0.9 * u(rng), 0.1 + 0.9 * u(rng)};
    // One pair in eight shares its rotation (parallel edges: degenerate edge axes).
    d.rotation = glm::normalize(glm::dquat(u(rng) - 0.5, u(rng) - 0.5, u(rng) - 0.5, u(rng) - 0.5));
    return d;
  };
  RandomPair p{box(), box(), {}, {}};
  if (u(rng) < 0.125) p.b.rotation = p.a.rotation;
  p.ma.velocity = Vec3<double>(4 * u(rng) - 2, 4 * u(rng) - 2, 4 * u(rng) - 2);
  p.mb.velocity = Vec3<double>(4 * u(rng) - 2, 4 * u(rng) - 2, 4 * u(rng) - 2);
  return p;
}

TYPED_TEST(BoxSweepTest, AgreesWithTheExplainedSweepAndTheSlabReference) {
  using T = TypeParam;
  std::mt19937_64 rng(37);
  int touching = 0, decided = 0;
  for (int n = 0; n < 20'000; ++n) {
    const RandomPair p = random_pair(rng);
    const Obb<T> a = box_of<T>(p.a), b = box_of<T>(p.b);
    const Vec3<T> v = Vec3<T>(*p.mb.velocity - *p.ma.velocity);
    const BoxSweep<T> lean = box_sweep(a, b, v);
    const TimeOfImpact<T> full = linear_sweep<T>(p.a, p.ma, p.b, p.mb);
    ASSERT_EQ(full.method, ToiMethod::obb_sat_sweep);
    ASSERT_EQ(lean.touches, full.touches()) << "pair " << n;
    touching += lean.touches;
    // The explained sweep reports a hit whose ε-contact reaches back to t = 0 as touching at
    // start (t = 0); otherwise the same time from the same arithmetic, bit for bit.
    if (full.verdict == ToiVerdict::hits) {
      EXPECT_EQ(lean.t, full.t) << "pair " << n;
      EXPECT_EQ(lean.deciding_axis, full.deciding_axis) << "pair " << n;
    }
    // The independent reference, where its verdict is not within T's band: a window (or a
    // shortfall) longer than 1e-3 in time for float, 1e-9 for double.
    const auto [first, last] = test::BoxSweepReference(box_of<double>(p.a), box_of<double>(p.b),
                                                       *p.mb.velocity - *p.ma.velocity)
                                   .window();
    const double margin = std::is_same_v<T, float> ? 1e-3 : 1e-9;
    if (std::abs(last - first) <= margin) continue;
    ++decided;
    ASSERT_EQ(lean.touches, first <= last) << "pair " << n;
    if (lean.touches && first > margin) {
      EXPECT_NEAR(double(lean.t), first, margin) << "pair " << n;
    }
  }
  // The set has both answers in number (about a fifth touch).
  EXPECT_GT(touching, 2'000);
  EXPECT_LT(touching, 18'000);
  EXPECT_GT(decided, 19'000);
}

}  // namespace
}  // namespace collide
