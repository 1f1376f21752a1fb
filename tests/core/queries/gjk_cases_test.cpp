// GJK and EPA on cases worked out by hand, on degenerate and extreme inputs, and the evidence's
// own consistency (each step's numbers agree with each other and with the shapes).
#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include <gtest/gtest.h>

#include "core/queries/convex_proximity.hpp"
#include "core/queries/gjk.hpp"
#include "core/queries/support.hpp"
#include "core/shapes/convex_hull.hpp"
#include "tests/core/queries/query_test_support.hpp"
#include "tests/support/scalars.hpp"

namespace collide {
namespace {

template <class T>
class GjkCasesTest : public ::testing::Test {};
TYPED_TEST_SUITE(GjkCasesTest, test::Scalars);

template <class T>
std::array<Vec3<T>, 3> identity() {
  return {Vec3<T>{1, 0, 0}, Vec3<T>{0, 1, 0}, Vec3<T>{0, 0, 1}};
}

template <class T>
bool finite(const Vec3<T>& v) {
  return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z);
}

// Nothing in a result is NaN or infinite.
template <class T>
void expect_finite(const ConvexProximity<T>& r) {
  EXPECT_TRUE(std::isfinite(r.distance) && std::isfinite(r.depth) && std::isfinite(r.band));
  EXPECT_TRUE(finite(r.witness_a) && finite(r.witness_b) && finite(r.normal));
  EXPECT_TRUE(finite(r.contact_a) && finite(r.contact_b));
  for (const GjkStep<T>& s : r.gjk.steps) {
    EXPECT_TRUE(finite(s.found.w) && finite(s.closest) && std::isfinite(s.upper));
    for (int i = 0; i < s.size; ++i)
      EXPECT_TRUE(std::isfinite(s.weights[i]));
  }
  for (const EpaStep<T>& s : r.epa.steps)
    EXPECT_TRUE(std::isfinite(s.lower) && std::isfinite(s.upper) && finite(s.nearest.normal));
}

TYPED_TEST(GjkCasesTest, SpheresApartTheDistanceAndWitnessesAsByHand) {
  using T = TypeParam;
  // Centers 5 apart (3-4-5), radii 1 and 2: distance 2 along (0.6, 0.8, 0); witnesses at
  // 1 and 3 along it.
  const auto r = convex_proximity<T>(Sphere<T>{{0, 0, 0}, 1}, Sphere<T>{{3, 4, 0}, 2});
  ASSERT_TRUE(r.input.valid());
  EXPECT_FALSE(r.intersects);
  EXPECT_FALSE(r.within_tolerance);
  EXPECT_TRUE(r.converged);
  const T tol = T(2) * GjkSettings<T>{}.gjk_relative * 2 + r.band;
  EXPECT_NEAR(r.distance, T(2), tol);
  EXPECT_NEAR(glm::length(r.witness_a - Vec3<T>(T(0.6), T(0.8), 0)), 0, 4 * tol);
  EXPECT_NEAR(glm::length(r.witness_b - Vec3<T>(T(1.8), T(2.4), 0)), 0, 4 * tol);
  EXPECT_NEAR(glm::length(r.witness_a - r.witness_b), r.distance, 4 * tol);
  EXPECT_FALSE(r.epa_ran);
  expect_finite(r);
}

TYPED_TEST(GjkCasesTest, TouchingAndOverlappingSpheres) {
  using T = TypeParam;
  const GjkSettings<T> settings;
  const auto touch = convex_proximity<T>(Sphere<T>{{0, 0, 0}, 1}, Sphere<T>{{2, 0, 0}, 1});
  EXPECT_TRUE(touch.intersects) << "closed sets: touching intersects";
  EXPECT_TRUE(touch.within_tolerance);
  EXPECT_LE(touch.depth, 4 * settings.epa_scale_relative + touch.band);
  // Overlap by 0.5 along x: depth 0.5, normal (1, 0, 0) from A to B. EPA's depth is a lower
  // bound known to epa_scale_relative of the pair's size (s = 4 here).
  const auto over = convex_proximity<T>(Sphere<T>{{0, 0, 0}, 1}, Sphere<T>{{T(1.5), 0, 0}, 1});
  EXPECT_TRUE(over.intersects);
  EXPECT_FALSE(over.within_tolerance);
  EXPECT_TRUE(over.converged);
  EXPECT_LE(over.depth, T(0.5) + over.band);
  EXPECT_GE(over.depth, T(0.5) - 4 * settings.epa_scale_relative - over.band);
  EXPECT_GT(over.normal.x, T(0.99));
  EXPECT_NEAR(glm::length(over.contact_a - over.contact_b), over.depth, T(1e-3));
  expect_finite(over);
}

TYPED_TEST(GjkCasesTest, BoxesOverlappingByATenthTheDepthAsTheSat) {
  using T = TypeParam;
  // [0,1]³ and [0.5,2]×[0.5,2]×[0.9,2]: the least overlap is 0.1 along z.
  const auto r = convex_proximity<T>(Aabb<T>{{0, 0, 0}, {1, 1, 1}},
                                     Aabb<T>{{T(0.5), T(0.5), T(0.9)}, {2, 2, 2}});
  EXPECT_TRUE(r.intersects);
  EXPECT_TRUE(r.converged);
  // Boxes converge exactly: the depth and normal to the rounding of numbers of size ~2.
  const double ulp = std::numeric_limits<T>::epsilon();
  EXPECT_NEAR(r.depth, T(0.1), 64 * ulp * 2);
  EXPECT_NEAR(r.normal.z, T(1), 64 * ulp);
  EXPECT_EQ(r.epa.stop, EpaStop::converged);
  // Apart along the diagonal: the corners (1,1,1) and (2,2,2), sqrt(3) apart.
  const auto apart =
      convex_proximity<T>(Aabb<T>{{0, 0, 0}, {1, 1, 1}}, Aabb<T>{{2, 2, 2}, {3, 3, 3}});
  EXPECT_NEAR(apart.distance, std::sqrt(T(3)), 64 * ulp * 3);
  EXPECT_EQ(apart.witness_a, (Vec3<T>{1, 1, 1}));
  EXPECT_EQ(apart.witness_b, (Vec3<T>{2, 2, 2}));
}

TYPED_TEST(GjkCasesTest, CoincidentEllipsoidsSayWhenEpaHitsItsCap) {
  using T = TypeParam;
  // A − B is the ellipsoid of radii (4, 2, 2) around the origin: depth 2 (its smallest radius).
  const Ellipsoid<T> e{{1, 2, 3}, identity<T>(), {2, 1, 1}};
  const auto r = convex_proximity<T>(e, e);
  EXPECT_TRUE(r.intersects);
  EXPECT_FALSE(r.within_tolerance);
  // EPA brackets the depth, converged or not: lower (the result's depth) <= 2 <= upper, to the
  // rounding of numbers of size 4 (64 ulps); a 5% window would let a wrong bracket through.
  const T ulp = std::numeric_limits<T>::epsilon();
  EXPECT_LE(r.depth, T(2) + 64 * ulp * 4);
  EXPECT_GE(r.epa.depth_upper, T(2) - 64 * ulp * 4);
  EXPECT_GE(r.epa.depth_upper, r.depth);
  // How far 256 steps get is the polytope's, not the rounding's: 0.15% short, in float and
  // double alike; 1% allowed for either.
  EXPECT_GE(r.depth, T(2) * T(0.99));
  // A deep overlap of smooth shapes converges slowly: when EPA stops at its cap it says so.
  EXPECT_EQ(r.converged, r.epa.stop == EpaStop::converged);
  if (!r.converged) {
    EXPECT_EQ(r.epa.iterations, GjkSettings<T>{}.epa_max_iterations);
  }
  expect_finite(r);
}

TYPED_TEST(GjkCasesTest, ZeroSizeShapes) {
  using T = TypeParam;
  // Two equal points: intersect with depth 0 (A − B is one point, no inside: flat).
  const auto same = convex_proximity<T>(Point<T>{{1, 2, 3}}, Point<T>{{1, 2, 3}});
  EXPECT_TRUE(same.intersects);
  EXPECT_TRUE(same.within_tolerance);
  EXPECT_EQ(same.depth, T(0));
  EXPECT_EQ(same.epa.stop, EpaStop::flat);
  // Two points 3-4-5 apart: distance 5 exactly, from the first step.
  const auto apart = convex_proximity<T>(Point<T>{{0, 0, 0}}, Point<T>{{3, 4, 0}});
  EXPECT_FALSE(apart.intersects);
  EXPECT_EQ(apart.distance, T(5));
  // An ellipsoid of radii 0 is its center; against a sphere of radius 1, 3 away: distance 2.
  const auto dot = convex_proximity<T>(Ellipsoid<T>{{0, 0, 0}, identity<T>(), {0, 0, 0}},
                                       Sphere<T>{{0, 3, 0}, 1});
  EXPECT_FALSE(dot.intersects);
  EXPECT_NEAR(dot.distance, T(2), 1e-5);
  // A flat ellipsoid (a disc of radius 1 in z = 0) against a segment through it: they meet,
  // depth 0 (A − B is flat) or the segment's reach into the disc's plane... A − B here has
  // volume (segment along z × disc), so EPA measures: the segment pokes 0.5 each way.
  const auto disc = convex_proximity<T>(Ellipsoid<T>{{0, 0, 0}, identity<T>(), {1, 1, 0}},
                                        Segment<T>{{0, 0, T(-0.5)}, {0, 0, T(0.5)}});
  EXPECT_TRUE(disc.intersects);
  EXPECT_LE(disc.depth, T(0.5) + disc.band);
  EXPECT_GE(disc.depth, T(0.5) - T(1e-3));
  // Collinear triangle (a segment) touching an ellipsoid at its tip (2, 0, 0).
  const auto line = convex_proximity<T>(Triangle<T>{{2, 0, 0}, {3, 0, 0}, {4, 0, 0}},
                                        Ellipsoid<T>{{0, 0, 0}, identity<T>(), {2, 1, 1}});
  EXPECT_TRUE(line.intersects);
  EXPECT_TRUE(line.within_tolerance);
  expect_finite(same);
  expect_finite(dot);
  expect_finite(disc);
  expect_finite(line);
}

TYPED_TEST(GjkCasesTest, HugeAndTinyScalesAreTheSameProblem) {
  using T = TypeParam;
  // The 3-4-5 spheres scaled by 2^±90: the run is scale-free (powers of two are exact), so
  // the distance scales exactly, and nothing overflows in float (2^90 squared would).
  const auto base = convex_proximity<T>(Sphere<T>{{0, 0, 0}, 1}, Sphere<T>{{3, 4, 0}, 2});
  for (int e : {90, -90, 60, -60}) {
    const T s = std::ldexp(T(1), e);
    const auto r =
        convex_proximity<T>(Sphere<T>{{0, 0, 0}, s}, Sphere<T>{{3 * s, 4 * s, 0}, 2 * s});
    EXPECT_FALSE(r.intersects) << e;
    EXPECT_EQ(r.distance, base.distance * s) << e;
    EXPECT_EQ(r.gjk.iterations, base.gjk.iterations);
    expect_finite(r);
  }
  // A huge ellipsoid (radii 1e6) and a tiny one (1e-3) inside it, and just outside its tip.
  const Ellipsoid<T> huge{{0, 0, 0}, identity<T>(), {T(1e6), T(1e6), T(1e6)}};
  EXPECT_TRUE(
      convex_proximity<T>(huge, Ellipsoid<T>{{0, 0, 0}, identity<T>(), {T(1e-3), T(1e-3), T(1e-3)}})
          .intersects);
  const auto outside = convex_proximity<T>(
      huge, Ellipsoid<T>{{T(1e6) + 1, 0, 0}, identity<T>(), {T(0.5), T(0.5), T(0.5)}});
  if constexpr (std::is_same_v<T, float>) {
    // Float's spacing at 1e6 is 0.0625 and the band of a pair of size 2^21 is about 16: a gap
    // of 0.5 is inside it, and the result must say so whatever its verdict.
    EXPECT_TRUE(outside.within_tolerance);
  } else {
    EXPECT_FALSE(outside.intersects);
    EXPECT_NEAR(outside.distance, T(0.5), 1e-6);
  }
  // The largest finite coordinates: still finite answers.
  const T big = std::numeric_limits<T>::max() / 4;
  const auto extreme =
      convex_proximity<T>(Sphere<T>{{-big, 0, 0}, big / 2}, Sphere<T>{{big, 0, 0}, big / 2});
  EXPECT_FALSE(extreme.intersects);
  EXPECT_TRUE(std::isfinite(extreme.distance));
}

TYPED_TEST(GjkCasesTest, BadInputIsInvalidAndUnboundedKindsHaveNoAnswer) {
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN();
  const auto r = convex_proximity<T>(Sphere<T>{{0, 0, 0}, 1},
                                     Ellipsoid<T>{{nan, 0, 0}, identity<T>(), {1, 1, 1}});
  EXPECT_EQ(r.input.problem, Problem::non_finite);
  EXPECT_EQ(r.input.operand, Operand::b);
  EXPECT_FALSE(r.intersects);
  EXPECT_TRUE(r.gjk.steps.empty());
  const auto neg = gjk_distance<T>(Ellipsoid<T>{{0, 0, 0}, identity<T>(), {1, -1, 1}}, Point<T>{});
  EXPECT_EQ(neg.input.problem, Problem::negative_radius);
  EXPECT_EQ(neg.input.operand, Operand::a);
  const auto plane = convex_proximity<T>(Plane<T>{}, Sphere<T>{});
  EXPECT_TRUE(plane.input.valid());
  EXPECT_FALSE(plane.converged);
  EXPECT_TRUE(plane.gjk.steps.empty());
}

TYPED_TEST(GjkCasesTest, TheIterationCapIsReported) {
  using T = TypeParam;
  GjkSettings<T> one;
  one.gjk_max_iterations = 1;
  const Ellipsoid<T> a{{0, 0, 0}, identity<T>(), {2, 1, T(0.5)}};
  const Ellipsoid<T> b =
      Ellipsoid<T>::from_rotation({3, 2, 1}, {1, T(0.5), 2}, Quat<T>(T(0.8), T(0.6), 0, 0));
  const auto r = convex_proximity<T>(a, b, {}, one);
  EXPECT_EQ(r.gjk.stop, GjkStop::iteration_cap);
  EXPECT_FALSE(r.converged);
  EXPECT_EQ(r.gjk.iterations, 1);
  const auto full = convex_proximity<T>(a, b);
  EXPECT_TRUE(full.converged);
  EXPECT_NE(full.gjk.stop, GjkStop::iteration_cap);
  // The capped run's distance is an upper bound on the true one.
  EXPECT_GE(r.distance, full.distance * (1 - T(1e-4)));
}

// Every step of random runs: w = a − b with a = A's support in d and b = B's in −d, the
// simplex's closest point is its weighted sum, the weights are a convex combination, the
// upper bound never grows, and the final witnesses are `distance` apart.
TYPED_TEST(GjkCasesTest, TheEvidenceIsConsistentStepByStep) {
  using T = TypeParam;
  test::Random random(0x61u);
  const T eps = std::numeric_limits<T>::epsilon();
  for (int i = 0; i < 3000; ++i) {
    const Shape<T> a = Ellipsoid<T>::from_rotation(random.vec<T>(-2, 2), random.vec<T>(0, 1.5),
                                                   random.rotation<T>());
    const Shape<T> b = random.one_in(2)
                           ? Shape<T>(random.obb<T>(2, 1.5))
                           : Shape<T>(Triangle<T>{random.vec<T>(-3, 3), random.vec<T>(-3, 3),
                                                  random.vec<T>(-3, 3)});
    const auto r = convex_proximity(a, b);
    ASSERT_FALSE(r.gjk.steps.empty());
    // Rounding, relative to the pair's size: the weights of a sliver triangle (a long box face
    // and a point of the ellipsoid) come from ratios of its sub-areas, good to about 1e-11 of
    // the size in double.
    const T tol = std::max(T(1e4) * eps, T(1e-10)) * r.gjk.scale;
    T upper = std::numeric_limits<T>::infinity();
    for (std::size_t k = 0; k < r.gjk.steps.size(); ++k) {
      const GjkStep<T>& s = r.gjk.steps[k];
      // Each step searches along −v of the step before, in the same (world) units as v: the
      // lesson's rows showed d a quarter of −v (the run's local units) beside w in world units.
      if (k > 0) {
        EXPECT_LE(glm::length(s.direction + r.gjk.steps[k - 1].closest), tol);
      }
      EXPECT_LE(glm::length(s.found.w - (s.found.a - s.found.b)), tol);
      const Vec3<T> sa = *support(a, s.direction), sb = *support(b, -s.direction);
      EXPECT_LE(glm::dot(s.direction, sa - s.found.a), tol * glm::length(s.direction));
      EXPECT_LE(glm::dot(s.direction, sb - s.found.b), tol * glm::length(s.direction));
      Vec3<T> v(0);
      T sum = 0;
      for (int k = 0; k < s.size; ++k) {
        EXPECT_GE(s.weights[k], -1000 * eps);  // the projection's weights, to rounding
        v += s.simplex[k].w * s.weights[k];
        sum += s.weights[k];
      }
      if (s.size < 4) {
        EXPECT_NEAR(sum, T(1), 100 * eps);
        EXPECT_LE(glm::length(v - s.closest), tol);
      }
      EXPECT_LE(s.upper, upper + tol);
      EXPECT_LE(s.lower, s.upper + tol);
      upper = s.upper;
    }
    if (!r.intersects) {
      EXPECT_NEAR(glm::length(r.witness_a - r.witness_b), r.distance, tol);
    } else {
      EXPECT_GE(r.depth, T(0));
      EXPECT_NEAR(glm::length(r.contact_a - r.contact_b), r.depth, tol + T(1e-3) * r.gjk.scale);
    }
    expect_finite(r);
  }
}

// A box R long against a disc R wide and 4.75 thick, crossed like a + (found by the fuzz
// target's extreme sizes: in float the old EPA took minutes on it). Both share the axes of one
// rotation; in them the box is |x| <= 15.25, |y| <= 14.75, |z| <= R around B and the disc
// (radii R, R, 2.375) is centred at B + d. B − E's support in a unit u is
// f(u) = −d·u + 15.25|uₓ| + 14.75|u_y| + R|u_z| + √(R²(uₓ² + u_y²) + 2.375²u_z²), and the depth
// is min f: at most f(±axis) (a translation that separates them), at least R − |d| (as
// |u_z| + √(1 − u_z²) >= 1). EPA must bracket it, and the polytope stay a closed surface
// (F = 2V − 4): in float, rounding made the faces a point sees disagree and the old polytope's
// faces multiplied (19,306 faces on 53 vertices) until each step took seconds. 256 steps do
// not reach 1e-4 of R on this cross: the result says it did not converge.
TYPED_TEST(GjkCasesTest, ExtremeSizesEndWithAnHonestBracket) {
  using T = TypeParam;
  const Quat<T> q(T(0.8), T(0.6), 0, 0);
  for (const double R : {1e6, 1e15}) {
    const Obb<T> box =
        Obb<T>::from_rotation({-6, T(-3.75), T(5.375)}, {T(15.25), T(14.75), T(R)}, q);
    const Ellipsoid<T> disc =
        Ellipsoid<T>::from_rotation({T(8.625), T(10.125), T(3.5)}, {T(R), T(R), T(2.375)}, q);
    const auto r = convex_proximity<T>(box, disc);
    // d in the shared axes, and f along the six axis directions (in double: the bounds).
    const Vec3<double> offset = Vec3<double>(disc.center) - Vec3<double>(box.center);
    Vec3<double> d;
    for (int i = 0; i < 3; ++i)
      d[i] = glm::dot(offset, Vec3<double>(box.axes[i]));
    const double half[3] = {15.25, 14.75, R}, disc_radius[3] = {R, R, 2.375};
    double most = std::numeric_limits<double>::infinity();
    for (int i = 0; i < 3; ++i)
      for (const double sign : {-1.0, 1.0})
        most = std::min(most, -sign * d[i] + half[i] + disc_radius[i]);
    const double least = R - glm::length(d);
    // The point B + d_z·z is in both (|d_z| <= R: the box; dₓ² + d_y² <= R²: the disc).
    ASSERT_LE(std::abs(d.z), R);
    ASSERT_LE(d.x * d.x + d.y * d.y, R * R);
    EXPECT_TRUE(r.intersects) << R;
    EXPECT_FALSE(r.within_tolerance) << R;
    ASSERT_TRUE(r.epa_ran) << R;
    const double ulps = 64 * double(std::numeric_limits<T>::epsilon()) * 2 * R;
    EXPECT_LE(double(r.depth), most + ulps) << R;
    EXPECT_GE(double(r.epa.depth_upper), least - ulps) << R;
    EXPECT_LE(r.depth, r.epa.depth_upper) << R;
    // Not converged unless the bracket meets EPA's tolerance (epa_scale_relative of the size).
    const T tolerance = GjkSettings<T>{}.epa_scale_relative * r.gjk.scale + 2 * r.band;
    EXPECT_EQ(r.converged, r.epa.depth_upper - r.depth <= tolerance) << R;
    // A closed surface of triangles: every vertex on it, F = 2V − 4.
    std::vector<bool> used(r.epa.vertices.size());
    for (const EpaFace<T>& f : r.epa.faces)
      for (const int v : f.v)
        used[v] = true;
    const auto on_surface = std::count(used.begin(), used.end(), true);
    EXPECT_EQ(static_cast<long>(r.epa.faces.size()), 2 * on_surface - 4) << R;
    expect_finite(r);
  }
}

// The boolean path (gjk_intersects) on contacts worked out by hand, each touching (closed sets:
// intersecting), then moved 1e-3 apart along the contact normal n (apart) and 1e-3 into each
// other (intersecting), both ways round, at sizes 1, 2^-100 and 2^100 (in float their squares
// leave its range: the run must scale), and off the origin.
TYPED_TEST(GjkCasesTest, TheVerdictAloneOnTouchingBoxesAsByHand) {
  using T = TypeParam;
  struct Contact {
    const char* what;
    Obb<T> a, b;
    glm::dvec3 n;  // from A towards B
  };
  const double r2 = std::sqrt(0.5), r3 = std::sqrt(3.0);
  auto box = [](glm::dvec3 c, glm::dvec3 e, std::array<glm::dvec3, 3> u) {
    Obb<T> x;
    x.center = Vec3<T>(c), x.half_extents = Vec3<T>(e);
    for (int i = 0; i < 3; ++i)
      x.axes[i] = Vec3<T>(u[i]);
    return x;
  };
  const std::array<glm::dvec3, 3> id = {glm::dvec3(1, 0, 0), {0, 1, 0}, {0, 0, 1}};
  // Turned 45° about z: its vertical edges at ±√2 along x and y from its center.
  const std::array<glm::dvec3, 3> turned = {glm::dvec3(r2, r2, 0), {-r2, r2, 0}, {0, 0, 1}};
  // A ridge: u0 along (1, −1, 0), u1 + u2 = (1, 1, 0), so the edge at −u1 − u2 lies along u0 and
  // every other point of the box has a larger x + y.
  const std::array<glm::dvec3, 3> ridge = {glm::dvec3(r2, -r2, 0), {0.5, 0.5, r2}, {0.5, 0.5, -r2}};
  // The rotation taking (1, 1, 1)/√3 to x (Rodrigues about (0, 1, −1)/√2, cos θ = 1/√3): the
  // corner at −(u0 + u1 + u2) points along −x, √3 from the center, and every other corner has
  // a larger x.
  std::array<glm::dvec3, 3> corner;
  {
    const glm::dvec3 k = glm::dvec3(0, 1, -1) * r2;
    const double c = 1 / r3, s = std::sqrt(1 - c * c);
    for (int i = 0; i < 3; ++i) {
      const glm::dvec3 v = id[i];
      corner[i] = v * c + glm::cross(k, v) * s + k * glm::dot(k, v) * (1 - c);
    }
  }
  const glm::dvec3 one(1, 1, 1);
  const Contact contacts[] = {
      {"faces, centers along the normal",
       box({0, 0, 0}, one, id),
       box({2, 0, 0}, one, id),
       {1, 0, 0}},
      {"faces, offset",
       box({0, 0, 0}, one, id),
       box({2, 0.5, -0.3}, {1, 0.5, 0.25}, id),
       {1, 0, 0}},
      {"parallel edges", box({0, 0, 0}, one, id), box({2, 2, 0}, one, id), {r2, r2, 0}},
      {"an edge on a face",
       box({0, 0, 0}, one, id),
       box({1 + 2 * r2, 0.3, 0}, one, turned),
       {1, 0, 0}},
      {"crossing edges", box({0, 0, 0}, one, id), box({2, 2, 0}, one, ridge), {r2, r2, 0}},
      {"a corner on a face",
       box({0, 0, 0}, one, id),
       box({1 + r3, 0.2, 0.1}, one, corner),
       {1, 0, 0}},
      {"a flat box on a face", box({0, 0, 0}, {1, 1, 0}, id), box({0.5, 0, 1}, one, id), {0, 0, 1}},
  };
  for (const int e : {0, -100, 100}) {
    const double scale = std::ldexp(1.0, e);
    for (const glm::dvec3 off : {glm::dvec3(0), glm::dvec3(8, -4, 2)}) {
      for (const Contact& c : contacts) {
        auto at = [&](const Obb<T>& x, double along) {
          Obb<T> y = x;
          y.center = Vec3<T>((glm::dvec3(x.center) + off + c.n * along) * scale);
          y.half_extents = Vec3<T>(glm::dvec3(x.half_extents) * scale);
          return y;
        };
        const Obb<T> a = at(c.a, 0);
        for (const double along : {0.0, 1e-3, -1e-3}) {
          const Obb<T> b = at(c.b, along);
          const std::string what = std::string(c.what) + " moved " + std::to_string(along) +
                                   " at 2^" + std::to_string(e);
          ASSERT_EQ(validate(a), Problem::none) << what;
          ASSERT_EQ(validate(b), Problem::none) << what;
          EXPECT_EQ(gjk_intersects(a, b), along <= 0) << what;
          EXPECT_EQ(gjk_intersects(b, a), along <= 0) << what << " (B against A)";
        }
      }
    }
  }
}

// Coincident boxes, one inside another, and boxes sharing a center (the first direction is
// zero: the run picks one) intersect.
TYPED_TEST(GjkCasesTest, TheVerdictAloneOnNestedAndCoincidentBoxes) {
  using T = TypeParam;
  const Obb<T> a = Obb<T>::from_rotation({T(0.3), T(-0.2), T(0.1)}, {1, T(0.5), T(0.25)},
                                         Quat<T>(T(0.8), T(0.2), T(-0.4), T(0.4)));
  Obb<T> inside = a, crossed = a;
  inside.half_extents *= T(0.5);
  inside.center += a.axes[0] * T(0.25);
  crossed.axes = {a.axes[1], a.axes[2], a.axes[0]};
  crossed.half_extents = {T(3), T(0.1), T(0.1)};
  for (const Obb<T>& b : {a, inside, crossed}) {
    EXPECT_TRUE(gjk_intersects(a, b));
    EXPECT_TRUE(gjk_intersects(b, a));
  }
}

// A box against a cylinder in float (the cylinder FCL test's case, 1 in 100,000): a support point
// within rounding of an earlier one made a sliver triangle whose face projection had weights
// ±1.9e5, outside it, so |v| = 0.00103 undercut the distance 0.00656 and "converged" below its
// own lower bound. The answer: the same pair in double (1e-9 from FCL), and upper >= lower.
TEST(GjkSliver, AFloatSliverTriangleNeverUndercutsTheDistance) {
  const auto run = [](auto zero) {
    using T = decltype(zero);
    Cylinder<T> c;
    c.center = {T(0.70147952432705418), T(0.93845339311109677), T(0.60075691057834346)};
    c.axes = {Vec3<T>(T(-0.50236185123955801), T(-0.21316597567869036), T(0.8379694727328173)),
              Vec3<T>(T(0.50822449062087327), T(0.71125814944487131), T(0.48561271810096879)),
              Vec3<T>(T(-0.69952872532321186), T(0.6698299124861542), T(-0.24897279125734384))};
    c.half_height = T(0.59852343003575392);
    c.radius = T(0.13337449868338919);
    Obb<T> b;
    b.center = {T(-0.21145167207528548), T(0.86069423082030472), T(0.045340582721115297)};
    b.axes = {Vec3<T>(T(0.64554496387463833), T(0.066909515152731858), T(0.76078565732939407)),
              Vec3<T>(T(-0.76309608609812041), T(0.09684025939457408), T(0.63898851910039922)),
              Vec3<T>(T(-0.03092026839828016), T(-0.99304837794662237), T(0.1135731308882536))};
    b.half_extents = {T(0.47757111545303882), T(0.81438236340526848), T(0.25272016800264191)};
    return gjk_distance<T>(Shape<T>(b), Shape<T>(c));
  };
  const GjkResult<double> d = run(0.0);
  const GjkResult<float> f = run(0.0f);
  ASSERT_FALSE(d.intersects);
  ASSERT_FALSE(f.intersects);
  EXPECT_NEAR(d.distance, 0.0065583041513186313, 1e-9);
  EXPECT_GE(f.distance, f.lower_bound);
  EXPECT_NEAR(double(f.distance), d.distance, 5e-5);
}

// A triangle of the level (mesh_fcl_test's MeshFcl.MeshConvexHull case, triangle 11584) and a
// hull of 7 points 1.1e-4 from it, their closest features the triangle's vertical edge and a hull
// vertex. In float, at coordinates near 8, the run reached a segment of A − B with |v| = 1.0983e-4,
// then the face of that segment and the edge's other end: its |v| came out 1e-9 longer (1e-5 of
// |v|, but 2 ulps of the points, 0.5 long), a "rise", and the run stopped without progress, its
// lower bound −7.9e-4, undecided (touching by default). The answer: apart, converged, the
// distance the double run's on the same float numbers (the rounding of the inputs to float moves
// the pair by 3e-7).
TEST(GjkLevel, AFaceAsNearAsItsEdgeWithinRoundingIsTaken) {
  const std::vector<Vec3<double>> points = {
      {0.12174867166105573, -0.18076190152144933, -0.32726422050203302},
      {-0.20823614392428155, 0.025610740248926067, -0.057940256578416532},
      {-0.047354247553003381, -0.13048141832145349, -0.23772800716814504},
      {-0.0140522640085953, 0.018338138752432055, 0.20546501142658927},
      {0.15020838421209831, 0.061076756099116003, 0.34692127688460594},
      {0.24966831265474249, 0.15779874829758619, -0.075843161910214438},
      {0.25615071352834795, -0.24043454560433436, 0.07043396126750931}};
  const HullBuild hull = build_convex_hull(points);
  ASSERT_TRUE(hull.hull);
  const auto run = [&](auto zero) {
    using T = decltype(zero);
    const Triangle<T> tri{Vec3<T>(float(-4.4157), float(0.75), float(8.2778)),
                          Vec3<T>(float(-4.4619), float(1.125), float(8.1913)),
                          Vec3<T>(float(-4.4619), float(0.75), float(8.1913))};
    const ConvexHull<T> h{
        hull.hull.get(),
        Vec3<T>(float(-4.6469388537648149), float(1.1385130832232484), float(8.3944126854856975)),
        1};
    return gjk_distance<T>(Shape<T>(tri), Shape<T>(h));
  };
  // Both on the same numbers (the float ones), so the double run is the float run's answer.
  const GjkResult<double> d = run(0.0);
  const GjkResult<float> f = run(0.0f);
  ASSERT_FALSE(d.intersects);
  EXPECT_NEAR(d.distance, 1.0983e-4, 1e-8);
  EXPECT_FALSE(f.intersects) << name_of(f.stop);
  EXPECT_TRUE(f.converged) << name_of(f.stop);
  // Its bounds bracket the distance to rounding of the points (0.5 long: 16 ulps are 5e-7).
  EXPECT_GE(f.distance, f.lower_bound - 5e-7f);
  EXPECT_NEAR(double(f.distance), d.distance, 2e-8);
}

}  // namespace
}  // namespace collide
