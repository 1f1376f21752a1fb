#include "core/queries/box_queries.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include <gtest/gtest.h>

#include "tests/core/queries/query_test_support.hpp"
#include "tests/support/scalars.hpp"

namespace collide {
namespace {

using test::Real;
using test::unit_box;
using test::VecL;
using test::wide;

template <class T>
class BoxQueriesTest : public ::testing::Test {};
TYPED_TEST_SUITE(BoxQueriesTest, test::Scalars);

// Seed 002 (point vs AABB, AABB vs AABB, sphere vs AABB), with the semantics fixed: the seed
// uses <= for boxes (right) but < for spheres (wrong: a touching sphere is a hit).
TYPED_TEST(BoxQueriesTest, SeedCases) {
  using T = TypeParam;
  const Aabb<T> box = unit_box<T>();
  // Point inside, on a corner (closed set), outside.
  EXPECT_TRUE(box_closest_point(Point<T>{{T(0.5), T(0.5), T(0.5)}}, box).intersects);
  EXPECT_TRUE(box_closest_point(Point<T>{{1, 1, 1}}, box).intersects);
  auto out = box_closest_point(Point<T>{{2, T(0.5), T(0.5)}}, box);
  EXPECT_FALSE(out.intersects);
  EXPECT_EQ(out.closest, (Vec3<T>{1, T(0.5), T(0.5)}));
  EXPECT_EQ(out.signed_distance, T(1));
  // A over B's lower-left corner, as in the seed's figure.
  auto overlap = aabb_overlap(Aabb<T>{{0, 0, 0}, {2, 2, 2}}, Aabb<T>{{1, 1, 1}, {3, 3, 3}});
  EXPECT_TRUE(overlap.intersects);
  EXPECT_EQ(overlap.overlap_min, (Vec3<T>{1, 1, 1}));
  EXPECT_EQ(overlap.overlap_max, (Vec3<T>{2, 2, 2}));
  EXPECT_EQ(overlap.separating_axis, -1);
  // Sphere vs AABB by clamping: center (2, .5, .5), r = 1 touches the face x = 1.
  auto touch = box_closest_point(Sphere<T>{{2, T(0.5), T(0.5)}, 1}, box);
  EXPECT_TRUE(touch.intersects) << "the seed's strict < calls this a miss";
  EXPECT_EQ(touch.closest, (Vec3<T>{1, T(0.5), T(0.5)}));
  EXPECT_EQ(touch.gap, T(0));
  EXPECT_TRUE(touch.within_tolerance);
  // Near the corner the closest point is the corner: (2, 2, 2) is √3 from (1, 1, 1).
  auto corner = box_closest_point(Sphere<T>{{2, 2, 2}, T(1.7)}, box);
  EXPECT_FALSE(corner.intersects);
  EXPECT_EQ(corner.closest, (Vec3<T>{1, 1, 1}));
  EXPECT_NEAR(corner.signed_distance, std::sqrt(3.0), test::float_ulps<T>(1e-6));
  EXPECT_TRUE(box_closest_point(Sphere<T>{{2, 2, 2}, T(1.74)}, box).intersects);
}

TYPED_TEST(BoxQueriesTest, AabbOverlapNamesTheFirstSeparatingAxis) {
  using T = TypeParam;
  auto r = aabb_overlap(unit_box<T>(), Aabb<T>{{T(0.5), T(0.5), 3}, {2, 2, 4}});
  EXPECT_FALSE(r.intersects);
  EXPECT_EQ(r.separating_axis, 2);
  EXPECT_EQ(r.gap, (Vec3<T>{T(-0.5), T(-0.5), 2}));
  auto two = aabb_overlap(unit_box<T>(), Aabb<T>{{0, 3, 3}, {1, 4, 4}});
  EXPECT_EQ(two.separating_axis, 1);  // y comes before z
}

TYPED_TEST(BoxQueriesTest, TouchingFacesEdgesAndCornersIntersect) {
  using T = TypeParam;
  const Aabb<T> a = unit_box<T>();
  auto face = aabb_overlap(a, Aabb<T>{{1, 0, 0}, {2, 1, 1}});
  EXPECT_TRUE(face.intersects);
  EXPECT_EQ(face.gap.x, T(0));
  EXPECT_TRUE(aabb_overlap(a, Aabb<T>{{1, 1, 0}, {2, 2, 1}}).intersects);  // edge
  EXPECT_TRUE(aabb_overlap(a, Aabb<T>{{1, 1, 1}, {2, 2, 2}}).intersects);  // corner
  // One ulp apart is apart: the AABB test is exact.
  const T next = std::nextafter(T(1), T(2));
  auto apart = aabb_overlap(a, Aabb<T>{{next, 0, 0}, {2, 1, 1}});
  EXPECT_FALSE(apart.intersects);
  EXPECT_EQ(apart.separating_axis, 0);
  EXPECT_FALSE(box_closest_point(Point<T>{{next, 0, 0}}, a).intersects);
  // Identical boxes overlap on their whole extent.
  auto same = aabb_overlap(a, a);
  EXPECT_TRUE(same.intersects);
  EXPECT_EQ(same.gap, (Vec3<T>{-1, -1, -1}));
}

TYPED_TEST(BoxQueriesTest, ZeroExtentBoxes) {
  using T = TypeParam;
  const Vec3<T> p{T(0.25), T(0.5), T(0.75)};
  const Aabb<T> dot{p, p};
  EXPECT_TRUE(box_closest_point(Point<T>{p}, dot).intersects);
  EXPECT_TRUE(aabb_overlap(dot, unit_box<T>()).intersects);
  EXPECT_TRUE(aabb_overlap(dot, dot).intersects);
  EXPECT_FALSE(aabb_overlap(dot, Aabb<T>{{0, 0, 0}, {T(0.2), 1, 1}}).intersects);
  // A flat OBB (a square of half size 1 in its x–y plane) and a sphere of radius 0 on it.
  Obb<T> flat{{0, 0, 0}, {Vec3<T>{1, 0, 0}, Vec3<T>{0, 1, 0}, Vec3<T>{0, 0, 1}}, {1, 1, 0}};
  EXPECT_TRUE(box_closest_point(Sphere<T>{{T(0.5), T(0.5), 0}, 0}, flat).intersects);
  auto above = box_closest_point(Sphere<T>{{T(0.5), T(0.5), 2}, T(1.5)}, flat);
  EXPECT_FALSE(above.intersects);
  EXPECT_EQ(above.closest, (Vec3<T>{T(0.5), T(0.5), 0}));
  EXPECT_EQ(above.gap, T(0.5));
  // A sphere of radius 0 is a point: on the box surface it touches.
  EXPECT_TRUE(box_closest_point(Sphere<T>{{1, T(0.5), T(0.5)}, 0}, unit_box<T>()).intersects);
}

TYPED_TEST(BoxQueriesTest, ObbClampsInTheBoxFrame) {
  using T = TypeParam;
  const T h = T(std::sqrt(0.5));
  const Obb<T> box{{0, 0, 0}, {Vec3<T>{h, h, 0}, Vec3<T>{-h, h, 0}, Vec3<T>{0, 0, 1}}, {1, 1, 1}};
  // The vertex on the x axis is at √2 ≈ 1.41421: (1.4, 0, 0) is inside, 0.0142 deep.
  auto in = box_closest_point(Point<T>{{T(1.4), 0, 0}}, box);
  EXPECT_TRUE(in.intersects);
  EXPECT_NEAR(in.signed_distance, -(1 - 1.4 * std::sqrt(0.5)), test::float_ulps<T>(1e-6));
  // (1.5, 0, 0): local (1.0607, −1.0607, 0) clamps to (1, −1, 0), the vertex (√2, 0, 0).
  auto out = box_closest_point(Point<T>{{T(1.5), 0, 0}}, box);
  EXPECT_FALSE(out.intersects);
  EXPECT_NEAR(out.closest_in_box.x, 1, test::float_ulps<T>(1e-6));
  EXPECT_NEAR(out.closest_in_box.y, -1, test::float_ulps<T>(1e-6));
  EXPECT_NEAR(out.closest.x, std::sqrt(2.0), test::float_ulps<T>(1e-6));
  EXPECT_NEAR(out.closest.y, 0, test::float_ulps<T>(1e-6));
  EXPECT_NEAR(out.signed_distance, 1.5 - std::sqrt(2.0), test::float_ulps<T>(1e-6));
  // A sphere there reaches the vertex iff r >= 1.5 − √2 ≈ 0.0858.
  EXPECT_TRUE(box_closest_point(Sphere<T>{{T(1.5), 0, 0}, T(0.086)}, box).intersects);
  EXPECT_FALSE(box_closest_point(Sphere<T>{{T(1.5), 0, 0}, T(0.085)}, box).intersects);
  // The same box given as an AABB-aligned OBB answers as the AABB does.
  const Obb<T> aligned = Obb<T>::from_aabb(unit_box<T>());
  auto a = box_closest_point(Sphere<T>{{2, 2, 2}, T(1.7)}, aligned);
  auto b = box_closest_point(Sphere<T>{{2, 2, 2}, T(1.7)}, unit_box<T>());
  EXPECT_EQ(a.intersects, b.intersects);
  EXPECT_NEAR(a.signed_distance, b.signed_distance, test::float_ulps<T>(1e-6));
}

// Far from the origin with small sizes. Subtracting nearby coordinates is exact, so the
// clamp-and-measure tests keep full precision there; only the inputs are quantized: float
// stores 10000.02 as 10000.01953125 (its spacing near 1e4 is 2⁻¹⁰ ≈ 0.00098).
TYPED_TEST(BoxQueriesTest, FarFromTheOriginWithSmallSizes) {
  using T = TypeParam;
  const T base = 10000;
  // Binary fractions are exact in both precisions: the box face and the sphere touch.
  const Aabb<T> box{{base, base, base},
                    {base + T(0.015625), base + T(0.015625), base + T(0.015625)}};
  auto touch = box_closest_point(Sphere<T>{{base + T(0.0234375), base, base}, T(0.0078125)}, box);
  EXPECT_TRUE(touch.intersects);
  EXPECT_EQ(touch.gap, T(0));
  EXPECT_FALSE(box_closest_point(Sphere<T>{{base + T(0.0234375), base, base}, T(0.0068125)}, box)
                   .intersects);
  // Decimal sizes: the box's max face at 10000.01 and a point at 10000.0102. In double they are
  // 0.0002 apart: outside. Float stores both as 10000.009765625: the point is on the face.
  const T face = base + T(0.01);
  const Aabb<T> decimal{{base, base, base}, {face, face, face}};
  auto p =
      box_closest_point(Point<T>{{base + T(0.0102), base + T(0.005), base + T(0.005)}}, decimal);
  if constexpr (std::is_same_v<T, float>) {
    EXPECT_TRUE(p.intersects);
  } else {
    EXPECT_FALSE(p.intersects);
    EXPECT_NEAR(p.signed_distance, 0.0002, 1e-9);
  }
}

TYPED_TEST(BoxQueriesTest, InvalidInputNamesTheProblemAndTheOperand) {
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN();
  const T inf = std::numeric_limits<T>::infinity();
  auto r = box_closest_point(Point<T>{{nan, 0, 0}}, unit_box<T>());
  EXPECT_EQ(r.input.problem, Problem::non_finite);
  EXPECT_EQ(r.input.operand, Operand::a);
  EXPECT_FALSE(r.intersects);
  r = box_closest_point(Point<T>{{0, 0, 0}}, Aabb<T>{{0, 0, 0}, {1, -1, 1}});
  EXPECT_EQ(r.input.problem, Problem::inverted_bounds);
  EXPECT_EQ(r.input.operand, Operand::b);
  r = box_closest_point(Sphere<T>{{0, 0, 0}, -1}, unit_box<T>());
  EXPECT_EQ(r.input.problem, Problem::negative_radius);
  EXPECT_EQ(r.input.operand, Operand::a);
  Obb<T> box;
  box.half_extents = {1, -1, 1};
  r = box_closest_point(Sphere<T>{{0, 0, 0}, 1}, box);
  EXPECT_EQ(r.input.problem, Problem::negative_extent);
  EXPECT_EQ(r.input.operand, Operand::b);
  box = Obb<T>::from_rotation({}, {1, 1, 1}, Quat<T>{1, 1, 0, 0});
  r = box_closest_point(Point<T>{{0, 0, 0}}, box);
  EXPECT_EQ(r.input.problem, Problem::non_orthonormal_axes);
  EXPECT_FALSE(r.intersects);
  box = Obb<T>{};
  box.center.z = inf;
  EXPECT_EQ(box_closest_point(Point<T>{{0, 0, 0}}, box).input.problem, Problem::non_finite);
  auto o = aabb_overlap(unit_box<T>(), Aabb<T>{{0, 0, 0}, {1, nan, 1}});
  EXPECT_EQ(o.input.problem, Problem::non_finite);
  EXPECT_EQ(o.input.operand, Operand::b);
  EXPECT_FALSE(o.intersects);
  o = aabb_overlap(Aabb<T>{{2, 0, 0}, {1, 1, 1}}, unit_box<T>());
  EXPECT_EQ(o.input.problem, Problem::inverted_bounds);
  EXPECT_EQ(o.input.operand, Operand::a);
  // A valid result says so.
  EXPECT_TRUE(aabb_overlap(unit_box<T>(), unit_box<T>()).input.valid());
}

// The distance from p to the box [lo, hi], computed as the length of the per-axis excess
// max(0, lo − p, p − hi) in extended precision; inside, minus the distance to the nearest face.
Real reference_box_gap(const VecL& p, const VecL& lo, const VecL& hi) {
  Real sum = 0, depth = std::numeric_limits<Real>::infinity();
  for (int i = 0; i < 3; ++i) {
    Real excess = std::max({Real(0), lo[i] - p[i], p[i] - hi[i]});
    sum += excess * excess;
    depth = std::min({depth, p[i] - lo[i], hi[i] - p[i]});
  }
  return sum > 0 ? std::sqrt(sum) : -depth;
}

TYPED_TEST(BoxQueriesTest, PropertyPointAndSphereAgainstAabb) {
  using T = TypeParam;
  test::Random random(0xB0C5);
  constexpr long n = test::kPropertyCases;
  // Points: exact comparisons, never in a band. Spheres built touching: only those whose r
  // rounded below the true distance (about half) can disagree (a closed-set query within the
  // band says "intersects"); random spheres: in the band by chance only (a shell some 1e-6
  // wide in float, out of sizes ~2): an allowance of 1e-4. A band grown a hundredfold brings
  // some 1e-3 of the random ones into it and fails.
  test::Tally points("point-aabb", 0),
      touching("sphere-aabb built touching", test::boundary_ceiling(n, 0.25, 0)),
      spheres("sphere-aabb random", test::boundary_ceiling(n / 2, 0, 1e-4));
  long distance_off = 0;
  std::string first_distance_off;
  for (int i = 0; i < test::kPropertyCases; ++i) {
    const Aabb<T> box = random.aabb<T>(2, 2);
    const Point<T> point{random.vec<T>(-4, 4)};
    Sphere<T> sphere = random.sphere<T>(4, 2);
    // Half the spheres are made to touch the box (up to the rounding of r to T), to put the
    // band to work.
    const bool touch = random.one_in(2);
    if (touch)
      sphere.radius = T(
          std::max(Real(0), reference_box_gap(wide(sphere.center), wide(box.min), wide(box.max))));
    const Real pg = reference_box_gap(wide(point.p), wide(box.min), wide(box.max));
    auto pr = box_closest_point(point, box);
    points.add(pr.intersects, pg <= 0, false);
    // The signed distance too (inside: minus the depth to the nearest of the six faces): the
    // differences are exact, so only the length's few roundings of sizes up to 8 remain.
    if (std::abs(Real(pr.signed_distance) - pg) > 64 * Real(std::numeric_limits<T>::epsilon()) &&
        distance_off++ == 0)
      first_distance_off = "point " + test::str(point.p) + " box " + test::str(box.min) + ' ' +
                           test::str(box.max) + ": " + std::to_string(double(pr.signed_distance)) +
                           " against " + std::to_string(double(pg));
    const Real sg =
        reference_box_gap(wide(sphere.center), wide(box.min), wide(box.max)) - Real(sphere.radius);
    auto sr = box_closest_point(sphere, box);
    (touch ? touching : spheres)
        .add(sr.intersects, sg <= 0, std::abs(sg) <= sr.band, [&](std::ostream& out) {
          out << "sphere " << test::str(sphere.center) << " r " << sphere.radius << " box "
              << test::str(box.min) << ' ' << test::str(box.max) << " gap " << double(sg);
        });
  }
  EXPECT_NO_REAL_DISAGREEMENT(points);
  EXPECT_EQ(distance_off, 0) << first_distance_off;
  EXPECT_EQ(touching.cases() + spheres.cases(), n);
  EXPECT_EQ(touching.real() + spheres.real(), 0) << touching.first_real() << spheres.first_real();
}

TYPED_TEST(BoxQueriesTest, PropertyPointAndSphereAgainstObb) {
  using T = TypeParam;
  test::Random random(0x0BB5);
  constexpr long n = test::kPropertyCases;
  // As for the AABB; the points (the sphere centers) are now rotated into the box frame, so
  // they can fall in the band, but only by chance: an allowance of 1e-4.
  test::Tally points("point-obb", test::boundary_ceiling(n, 0, 1e-4)),
      touching("sphere-obb built touching", test::boundary_ceiling(n, 0.25, 0)),
      spheres("sphere-obb random", test::boundary_ceiling(n / 2, 0, 1e-4));
  for (int i = 0; i < test::kPropertyCases; ++i) {
    const Obb<T> box = random.obb<T>(2, 2);
    Sphere<T> sphere = random.sphere<T>(4, random.one_in(4) ? 0 : 2);
    // The center in the box frame, in extended precision, then the excess formulation.
    const VecL offset = wide(sphere.center) - wide(box.center);
    VecL local;
    for (int k = 0; k < 3; ++k)
      local[k] = glm::dot(offset, wide(box.axes[k]));
    const VecL e = wide(box.half_extents);
    const Real distance = reference_box_gap(local, -e, e);
    const bool touch = random.one_in(2);
    if (touch) sphere.radius = T(std::max(Real(0), distance));
    auto pr = box_closest_point(Point<T>{sphere.center}, box);
    points.add(pr.intersects, distance <= 0, std::abs(distance) <= pr.band);
    const Real gap = distance - Real(sphere.radius);
    auto sr = box_closest_point(sphere, box);
    (touch ? touching : spheres)
        .add(sr.intersects, gap <= 0, std::abs(gap) <= sr.band, [&](std::ostream& out) {
          out << "sphere " << test::str(sphere.center) << " r " << sphere.radius << " gap "
              << double(gap);
        });
    // The evidence: the closest point is as far as the distance says, to the rounding of
    // numbers of size ~8 (the coordinates): 64 ulps of 8.
    if (sr.signed_distance > 0) {
      ASSERT_NEAR(double(glm::length(wide(sphere.center) - wide(sr.closest))),
                  double(sr.signed_distance), 64 * 8 * double(std::numeric_limits<T>::epsilon()));
    }
  }
  EXPECT_NO_REAL_DISAGREEMENT(points);
  EXPECT_EQ(touching.cases() + spheres.cases(), n);
  EXPECT_EQ(touching.real() + spheres.real(), 0) << touching.first_real() << spheres.first_real();
}

TYPED_TEST(BoxQueriesTest, PropertyAabbOverlapAgainstCenterDistance) {
  using T = TypeParam;
  test::Random random(0xAABB);
  test::Tally tally("aabb-aabb", 0);  // exact comparisons: never in a band
  for (int i = 0; i < test::kPropertyCases; ++i) {
    const Aabb<T> a = random.aabb<T>(3, 2), b = random.aabb<T>(3, 2);
    // Independent: on each axis |c_a − c_b| <= h_a + h_b, in extended precision.
    bool reference = true;
    for (int k = 0; k < 3; ++k) {
      const Real ca = (Real(a.min[k]) + Real(a.max[k])) / 2,
                 ha = (Real(a.max[k]) - Real(a.min[k])) / 2;
      const Real cb = (Real(b.min[k]) + Real(b.max[k])) / 2,
                 hb = (Real(b.max[k]) - Real(b.min[k])) / 2;
      reference = reference && std::abs(ca - cb) <= ha + hb;
    }
    auto r = aabb_overlap(a, b);
    tally.add(r.intersects, reference, false);
    ASSERT_EQ(r.intersects, r.separating_axis < 0);
  }
  EXPECT_NO_REAL_DISAGREEMENT(tally);
}

}  // namespace
}  // namespace collide
