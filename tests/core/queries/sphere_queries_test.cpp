#include "core/queries/sphere_queries.hpp"

#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "tests/core/queries/query_test_support.hpp"
#include "tests/support/scalars.hpp"

namespace collide {
namespace {

using test::Real;
using test::wide;

template <class T>
class SphereQueriesTest : public ::testing::Test {};
TYPED_TEST_SUITE(SphereQueriesTest, test::Scalars);

// Seed 002's point–sphere and sphere–sphere, whose code uses a strict < and so misses the
// touching cases; shapes are closed sets, so those are hits.
TYPED_TEST(SphereQueriesTest, SeedCases) {
  using T = TypeParam;
  const Sphere<T> unit{{0, 0, 0}, 1};
  EXPECT_TRUE(center_distance(Point<T>{{T(0.5), 0, 0}}, unit).intersects);
  auto on = center_distance(Point<T>{{0, 1, 0}}, unit);
  EXPECT_TRUE(on.intersects) << "the seed's distance < radius calls this a miss";
  EXPECT_EQ(on.gap, T(0));
  EXPECT_TRUE(on.within_tolerance);
  EXPECT_FALSE(center_distance(Point<T>{{1, 1, 0}}, unit).intersects);
  auto touch = center_distance(unit, Sphere<T>{{2, 0, 0}, 1});
  EXPECT_TRUE(touch.intersects);
  EXPECT_EQ(touch.center_distance, T(2));
  EXPECT_EQ(touch.radius_sum, T(2));
  // The 3–4–5 triangle: centers 5 apart, radii 2 + 2.5 = 4.5: apart by 0.5.
  auto apart = center_distance(Sphere<T>{{0, 0, 0}, 2}, Sphere<T>{{3, 4, 0}, T(2.5)});
  EXPECT_FALSE(apart.intersects);
  EXPECT_FALSE(apart.within_tolerance);
  EXPECT_EQ(apart.center_distance, T(5));
  EXPECT_EQ(apart.gap, T(0.5));
  EXPECT_TRUE(center_distance(Sphere<T>{{0, 0, 0}, 2}, Sphere<T>{{3, 4, 0}, 3}).intersects);
}

TYPED_TEST(SphereQueriesTest, ZeroRadiusSpheresArePoints) {
  using T = TypeParam;
  const Sphere<T> p{{1, 2, 3}, 0};
  EXPECT_TRUE(center_distance(p, p).intersects);
  EXPECT_TRUE(center_distance(Point<T>{{1, 2, 3}}, p).intersects);
  EXPECT_FALSE(center_distance(Point<T>{{1, 2, std::nextafter(T(3), T(4))}}, p).intersects);
  // Identical spheres, one inside the other.
  EXPECT_TRUE(center_distance(Sphere<T>{{0, 0, 0}, 5}, Sphere<T>{{1, 0, 0}, 1}).intersects);
}

// Far from the origin with small sizes: c₁ − c₂ is exact for nearby centers, so both
// precisions keep full relative precision of the gap. Float quantizes the *inputs* (spacing
// 2⁻¹⁰ near 1e4): 10000.02 is stored as 10000.01953125.
TYPED_TEST(SphereQueriesTest, FarFromTheOriginWithSmallSizes) {
  using T = TypeParam;
  const Vec3<T> c{10000, 10000, 10000};
  // Binary fractions: exactly touching in both precisions.
  auto touch = center_distance(Sphere<T>{c, T(0.0078125)},
                               Sphere<T>{c + Vec3<T>{0, T(0.015625), 0}, T(0.0078125)});
  EXPECT_TRUE(touch.intersects);
  EXPECT_EQ(touch.gap, T(0));
  // Decimals: radii 0.01 and a center at x = 10000.02. Double stores the center 4.4e-13
  // beyond 0.02 (and 0.01 + 0.01 rounds to 0.02): apart by that much, outside the band. Float
  // stores it at 10000.01953125: the spheres overlap by 0.00047.
  auto decimal =
      center_distance(Sphere<T>{c, T(0.01)}, Sphere<T>{{T(10000.02), c.y, c.z}, T(0.01)});
  if constexpr (std::is_same_v<T, float>) {
    EXPECT_TRUE(decimal.intersects);
    EXPECT_NEAR(decimal.gap, -0.00046875, 1e-7);
  } else {
    EXPECT_FALSE(decimal.intersects);
    EXPECT_GT(decimal.gap, 1e-13);
    EXPECT_LT(decimal.gap, 1e-12);
  }
}

TYPED_TEST(SphereQueriesTest, InvalidInputNamesTheProblemAndTheOperand) {
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN();
  const T inf = std::numeric_limits<T>::infinity();
  auto r = center_distance(Point<T>{{0, inf, 0}}, Sphere<T>{});
  EXPECT_EQ(r.input.problem, Problem::non_finite);
  EXPECT_EQ(r.input.operand, Operand::a);
  EXPECT_FALSE(r.intersects);
  r = center_distance(Point<T>{}, Sphere<T>{{0, 0, 0}, T(-0.5)});
  EXPECT_EQ(r.input.problem, Problem::negative_radius);
  EXPECT_EQ(r.input.operand, Operand::b);
  r = center_distance(Sphere<T>{{0, 0, 0}, nan}, Sphere<T>{});
  EXPECT_EQ(r.input.problem, Problem::non_finite);
  EXPECT_EQ(r.input.operand, Operand::a);
  r = center_distance(Sphere<T>{}, Sphere<T>{{nan, 0, 0}, 1});
  EXPECT_EQ(r.input.operand, Operand::b);
  EXPECT_FALSE(r.intersects);
}

TYPED_TEST(SphereQueriesTest, PropertyAgainstSquaredDistances) {
  using T = TypeParam;
  test::Random random(0x5FE7E);
  constexpr long n = test::kPropertyCases;
  // Points land in the band by chance only (a shell ~1e-6 wide in float, sizes ~3): 1e-4 of
  // them allowed. Pairs built touching: those whose rounded r leaves them apart (about half)
  // can disagree; random pairs: by chance only, 1e-4.
  test::Tally points("point-sphere", test::boundary_ceiling(n, 0, 1e-4)),
      touching("sphere-sphere built touching", test::boundary_ceiling(n, 0.25, 0)),
      spheres("sphere-sphere random", test::boundary_ceiling(n / 2, 0, 1e-4));
  for (int i = 0; i < test::kPropertyCases; ++i) {
    Sphere<T> a = random.sphere<T>(3, 3), b = random.sphere<T>(3, 3);
    // Half the pairs are made to touch (up to the rounding of r to T), to put the band to work.
    const bool touch = random.one_in(2);
    if (touch)
      a.radius =
          T(std::max(Real(0), glm::length(wide(a.center) - wide(b.center)) - Real(b.radius)));
    const Point<T> p{random.vec<T>(-3, 3)};
    // Independent: squared distance against squared radius, in extended precision, with the
    // gap recovered as (d² − s²)/(d + s) for the band check.
    auto gap_of = [](const test::VecL& d, Real s) {
      const Real d2 = glm::dot(d, d), sum = std::sqrt(d2) + s;
      return std::pair{d2 <= s * s, sum > 0 ? (d2 - s * s) / sum : Real(0)};
    };
    auto [ref_p, gap_p] = gap_of(wide(p.p) - wide(b.center), Real(b.radius));
    auto rp = center_distance(p, b);
    points.add(rp.intersects, ref_p, std::abs(gap_p) <= rp.band);
    auto [ref_s, gap_s] = gap_of(wide(a.center) - wide(b.center), Real(a.radius) + Real(b.radius));
    auto rs = center_distance(a, b);
    (touch ? touching : spheres)
        .add(rs.intersects, ref_s, std::abs(gap_s) <= rs.band, [&](std::ostream& out) {
          out << test::str(a.center) << " r " << a.radius << " vs " << test::str(b.center) << " r "
              << b.radius;
        });
    // The gap, to the rounding of numbers of size ~12 (|c₁ − c₂| + r₁ + r₂): 16 ulps of 12.
    ASSERT_NEAR(double(rs.gap), double(gap_s), 16 * 12 * double(std::numeric_limits<T>::epsilon()));
  }
  EXPECT_NO_REAL_DISAGREEMENT(points);
  EXPECT_EQ(touching.cases() + spheres.cases(), n);
  EXPECT_EQ(touching.real() + spheres.real(), 0) << touching.first_real() << spheres.first_real();
}

}  // namespace
}  // namespace collide
