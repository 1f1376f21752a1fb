// The ray pair tests (ray_cast) in float and double: hand-worked cases for every kind (hits,
// misses, grazing, along a face or an edge, parallel to a plane or a slab, starting inside, the
// shape behind the origin), invalid input, and against an independent answer: the ray marched
// densely in extended precision with a plain point-in-shape predicate, and float against
// double on random cases.
#include "core/queries/ray_cast.hpp"

#include <cmath>
#include <limits>

#include <gtest/gtest.h>
#include <glm/geometric.hpp>

#include "core/queries/closest_points.hpp"
#include "core/queries/pair_test.hpp"
#include "core/queries/ray_queries.hpp"
#include "core/queries/segment_queries.hpp"
#include "core/scene/scene.hpp"
#include "tests/core/queries/query_test_support.hpp"
#include "tests/support/scalars.hpp"

namespace collide {
namespace {

template <class T>
class RayCastTest : public ::testing::Test {};
TYPED_TEST_SUITE(RayCastTest, test::Scalars);

// Hand-worked answers are exact in double; float rounds them by a few ulps.
template <class T>
constexpr double kTol = std::is_same_v<T, float> ? 1e-5 : 1e-12;

template <class T>
void expect_near(const Vec3<T>& a, const glm::dvec3& b, double tol = kTol<T>) {
  EXPECT_NEAR(double(a.x), b.x, tol);
  EXPECT_NEAR(double(a.y), b.y, tol);
  EXPECT_NEAR(double(a.z), b.z, tol);
}

template <class T>
Ray<T> ray(glm::dvec3 o, glm::dvec3 d) {
  return {Vec3<T>(o), Vec3<T>(d)};
}

// ---- sphere ----
TYPED_TEST(RayCastTest, SphereFromOutsideEntersAtTheNearSurfaceWithItsNormal) {
  using T = TypeParam;
  // Along x from −5 at the unit sphere: t = t_mid ± √((r² − |l|²)/d·d) = 5 ± 1.
  const RayCast<T> r = ray_cast(ray<T>({-5, 0, 0}, {1, 0, 0}), Sphere<T>{{0, 0, 0}, 1});
  ASSERT_TRUE(r.intersects);
  EXPECT_EQ(r.form, RayCastForm::sphere);
  EXPECT_NEAR(double(r.t_enter), 4, kTol<T>);
  EXPECT_NEAR(double(r.t_exit), 6, kTol<T>);
  EXPECT_NEAR(double(r.t_mid), 5, kTol<T>);
  EXPECT_NEAR(double(r.half_chord), 1, kTol<T>);
  expect_near(r.entry_point, {-1, 0, 0});
  ASSERT_TRUE(r.has_normal);
  expect_near(r.normal, {-1, 0, 0});
  EXPECT_FALSE(r.starts_inside);
  EXPECT_FALSE(r.within_tolerance);
}

TYPED_TEST(RayCastTest, SphereGrazedAtItsTangentIsAHitWithinTolerance) {
  using T = TypeParam;
  // y = 1 touches the unit sphere at (0, 1, 0), t = 5; the normal there is +y.
  const RayCast<T> r = ray_cast(ray<T>({-5, 1, 0}, {1, 0, 0}), Sphere<T>{{0, 0, 0}, 1});
  ASSERT_TRUE(r.intersects);
  EXPECT_TRUE(r.within_tolerance);
  EXPECT_NEAR(double(r.t_enter), 5, test::float_ulps<T>(1e-3));
  expect_near(r.normal, {0, 1, 0}, 1e-3);
  // A hair further out misses by that hair.
  const RayCast<T> miss = ray_cast(ray<T>({-5, 1.001, 0}, {1, 0, 0}), Sphere<T>{{0, 0, 0}, 1});
  EXPECT_FALSE(miss.intersects);
  EXPECT_NEAR(double(miss.distance), 1.001, kTol<T>);
}

TYPED_TEST(RayCastTest, SphereStartingInsideHitsAtZeroWithoutANormal) {
  using T = TypeParam;
  const RayCast<T> r = ray_cast(ray<T>({0.5, 0, 0}, {1, 0, 0}), Sphere<T>{{0, 0, 0}, 1});
  ASSERT_TRUE(r.intersects);
  EXPECT_TRUE(r.starts_inside);
  EXPECT_EQ(r.t_enter, T(0));
  EXPECT_NEAR(double(r.t_exit), 0.5, kTol<T>);
  EXPECT_FALSE(r.has_normal);
}

TYPED_TEST(RayCastTest, SphereBehindTheOriginIsAMissThatSaysSo) {
  using T = TypeParam;
  // The line meets the sphere at t = −6 and −4 only.
  const RayCast<T> r = ray_cast(ray<T>({-5, 0, 0}, {-1, 0, 0}), Sphere<T>{{0, 0, 0}, 1});
  EXPECT_FALSE(r.intersects);
  EXPECT_TRUE(r.behind);
  EXPECT_NEAR(double(r.distance), 5, kTol<T>);  // the half-line's nearest point is its origin
}

TYPED_TEST(RayCastTest, NonUnitDirectionScalesT) {
  using T = TypeParam;
  const RayCast<T> r = ray_cast(ray<T>({-5, 0, 0}, {2, 0, 0}), Sphere<T>{{0, 0, 0}, 1});
  ASSERT_TRUE(r.intersects);
  EXPECT_NEAR(double(r.t_enter), 2, kTol<T>);
  expect_near(r.entry_point, {-1, 0, 0});
}

TEST(RayCast, SphereFarFromTheOriginKeepsItsPrecision) {
  // At 1e7 the closest-approach form keeps the chord: x = −0.8 at y = 0.6, t = 4.2.
  const glm::dvec3 c(1e7, -1e7, 1e7);
  const RayCast<double> r =
      ray_cast(ray<double>(c + glm::dvec3(-5, 0.6, 0), {1, 0, 0}), Sphere<double>{c, 1});
  ASSERT_TRUE(r.intersects);
  EXPECT_NEAR(r.t_enter, 4.2, 1e-8);
}

// ---- AABB and OBB (slabs) ----
TYPED_TEST(RayCastTest, BoxEntryExitNormalAndTheSlabThatSetsThem) {
  using T = TypeParam;
  const Aabb<T> box{{-1, -2, -3}, {1, 2, 3}};
  const RayCast<T> r = ray_cast(ray<T>({0, 0, -10}, {0, 0, 1}), box);
  ASSERT_TRUE(r.intersects);
  EXPECT_EQ(r.form, RayCastForm::slabs);
  EXPECT_EQ(r.t_enter, T(7));
  EXPECT_EQ(r.t_exit, T(13));
  EXPECT_EQ(r.enter_axis, 2);
  EXPECT_EQ(r.exit_axis, 2);
  expect_near(r.entry_point, {0, 0, -3});
  expect_near(r.normal, {0, 0, -1});
  EXPECT_TRUE(r.parallel);  // x and y slabs: d = 0 along them
  EXPECT_TRUE(r.slabs[0].parallel && !r.slabs[0].outside);
}

TYPED_TEST(RayCastTest, BoxParallelToASlabInsideOrOutsideIt) {
  using T = TypeParam;
  const Aabb<T> box{{-1, -1, -1}, {1, 1, 1}};
  const RayCast<T> inside = ray_cast(ray<T>({-5, 0.5, 0}, {1, 0, 0}), box);
  ASSERT_TRUE(inside.intersects);
  EXPECT_TRUE(inside.parallel);
  EXPECT_EQ(inside.t_enter, T(4));
  EXPECT_FALSE(inside.within_tolerance);
  expect_near(inside.normal, {-1, 0, 0});
  const RayCast<T> outside = ray_cast(ray<T>({-5, 1.5, 0}, {1, 0, 0}), box);
  EXPECT_FALSE(outside.intersects);
  EXPECT_TRUE(outside.parallel);
  EXPECT_TRUE(outside.slabs[1].outside);
  EXPECT_FALSE(outside.behind);
}

TYPED_TEST(RayCastTest, BoxGrazedAlongAFaceAndAlongAnEdgeIsAHitWithinTolerance) {
  using T = TypeParam;
  const Aabb<T> box{{-1, -1, -1}, {1, 1, 1}};
  // In the plane y = 1 of the top face: closed sets, so it runs along the face from x = −1.
  const RayCast<T> face = ray_cast(ray<T>({-5, 1, 0}, {1, 0, 0}), box);
  ASSERT_TRUE(face.intersects);
  EXPECT_TRUE(face.within_tolerance);
  EXPECT_EQ(face.t_enter, T(4));
  EXPECT_EQ(face.t_exit, T(6));
  // Along the edge y = 1, z = 1.
  const RayCast<T> edge = ray_cast(ray<T>({-5, 1, 1}, {1, 0, 0}), box);
  ASSERT_TRUE(edge.intersects);
  EXPECT_TRUE(edge.within_tolerance);
  // Through the corner (−1, −1, −1) diagonally: enters and leaves at the same t = 1.
  const RayCast<T> corner = ray_cast(ray<T>({-2, -2, 0}, {1, 1, 0}), box);
  ASSERT_TRUE(corner.intersects);
  EXPECT_EQ(corner.t_enter, T(1));
  EXPECT_EQ(corner.t_exit, T(3));
  // Past the corner (−1, 1, ·): the x slab holds t in [2, 4], the y slab [−2, 0]: apart.
  const RayCast<T> past = ray_cast(ray<T>({-3, 1, 0}, {1, 1, 0}), box);
  EXPECT_FALSE(past.intersects);
  EXPECT_EQ(past.t_enter, T(2));
  EXPECT_EQ(past.t_exit, T(0));
}

TYPED_TEST(RayCastTest, BoxStartingInsideAndBehind) {
  using T = TypeParam;
  const Aabb<T> box{{-1, -1, -1}, {1, 1, 1}};
  const RayCast<T> in = ray_cast(ray<T>({0, 0, 0}, {0, 0, 1}), box);
  ASSERT_TRUE(in.intersects);
  EXPECT_TRUE(in.starts_inside);
  EXPECT_EQ(in.t_enter, T(0));
  EXPECT_EQ(in.t_exit, T(1));
  EXPECT_EQ(in.enter_axis, -1);
  EXPECT_FALSE(in.has_normal);
  const RayCast<T> behind = ray_cast(ray<T>({5, 0, 0}, {1, 0, 0}), box);
  EXPECT_FALSE(behind.intersects);
  EXPECT_TRUE(behind.behind);
}

TYPED_TEST(RayCastTest, ObbInItsFrameWithTheWorldNormal) {
  using T = TypeParam;
  // Half extents (1, 2, 3) turned 90° about z: along world x its extent is 2. From x = −5 the
  // ray enters at x = −2, t = 3, through the face whose outward normal is −x (the box's −u1).
  const T h = T(std::sqrt(0.5));
  const Obb<T> box = Obb<T>::from_rotation({0, 0, 0}, {1, 2, 3}, Quat<T>{h, 0, 0, h});
  const RayCast<T> r = ray_cast(ray<T>({-5, 0, 0}, {1, 0, 0}), box);
  ASSERT_TRUE(r.intersects);
  EXPECT_NEAR(double(r.t_enter), 3, test::float_ulps<T>(1e-5));
  EXPECT_NEAR(double(r.t_exit), 7, test::float_ulps<T>(1e-5));
  EXPECT_EQ(r.enter_axis, 1);
  expect_near(r.normal, {-1, 0, 0}, 1e-5);
}

// ---- plane ----
TYPED_TEST(RayCastTest, PlaneCrossedParallelInItAndBehind) {
  using T = TypeParam;
  const Plane<T> ground{{0, 1, 0}, 0};
  const RayCast<T> down = ray_cast(ray<T>({1, 2, 3}, {0, -1, 0}), ground);
  ASSERT_TRUE(down.intersects);
  EXPECT_EQ(down.t_enter, T(2));
  expect_near(down.entry_point, {1, 0, 3});
  expect_near(down.normal, {0, 1, 0});  // facing the origin's side
  const RayCast<T> up = ray_cast(ray<T>({1, -2, 3}, {0, 1, 0}), ground);
  ASSERT_TRUE(up.intersects);
  expect_near(up.normal, {0, -1, 0});
  const RayCast<T> parallel = ray_cast(ray<T>({0, 2, 0}, {1, 0, 0}), ground);
  EXPECT_FALSE(parallel.intersects);
  EXPECT_TRUE(parallel.parallel);
  const RayCast<T> lying = ray_cast(ray<T>({0, 0, 0}, {1, 0, 0}), ground);
  ASSERT_TRUE(lying.intersects);
  EXPECT_TRUE(lying.parallel);
  EXPECT_TRUE(lying.starts_inside);
  EXPECT_EQ(lying.t_enter, T(0));
  const RayCast<T> away = ray_cast(ray<T>({0, 2, 0}, {0, 1, 0}), ground);
  EXPECT_FALSE(away.intersects);
  EXPECT_TRUE(away.behind);
  EXPECT_EQ(away.t_enter, T(-2));
}

// ---- triangle ----
TYPED_TEST(RayCastTest, TriangleFaceEdgeVertexAndJustOutside) {
  using T = TypeParam;
  const Triangle<T> tri{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
  const RayCast<T> face = ray_cast(ray<T>({0.25, 0.25, 1}, {0, 0, -1}), tri);
  ASSERT_TRUE(face.intersects);
  EXPECT_EQ(face.form, RayCastForm::triangle);
  EXPECT_NEAR(double(face.t_enter), 1, kTol<T>);
  expect_near(face.barycentric, {0.5, 0.25, 0.25});
  expect_near(face.normal, {0, 0, 1});
  EXPECT_FALSE(face.within_tolerance);
  // On the edge ab (y = 0) and at the vertex b: edges and corners belong to the triangle.
  const RayCast<T> edge = ray_cast(ray<T>({0.5, 0, 1}, {0, 0, -1}), tri);
  EXPECT_TRUE(edge.intersects);
  EXPECT_TRUE(edge.within_tolerance);
  const RayCast<T> vertex = ray_cast(ray<T>({1, 0, 1}, {0, 0, -1}), tri);
  EXPECT_TRUE(vertex.intersects);
  const RayCast<T> outside = ray_cast(ray<T>({0.5, -0.01, 1}, {0, 0, -1}), tri);
  EXPECT_FALSE(outside.intersects);
  EXPECT_FALSE(outside.behind);
  const RayCast<T> behind = ray_cast(ray<T>({0.25, 0.25, -1}, {0, 0, -1}), tri);
  EXPECT_FALSE(behind.intersects);
  EXPECT_TRUE(behind.behind);
}

TYPED_TEST(RayCastTest, TriangleSeenEdgeOnInItsPlaneOrBesideIt) {
  using T = TypeParam;
  const Triangle<T> tri{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
  // In the plane z = 0 along y = 0.25: enters the triangle at its edge x = 0, t = 1.
  const RayCast<T> in = ray_cast(ray<T>({-1, 0.25, 0}, {1, 0, 0}), tri);
  ASSERT_TRUE(in.intersects);
  EXPECT_TRUE(in.parallel);
  EXPECT_NEAR(double(in.t_enter), 1, kTol<T>);
  const RayCast<T> above = ray_cast(ray<T>({-1, 0.25, 0.5}, {1, 0, 0}), tri);
  EXPECT_FALSE(above.intersects);
  EXPECT_TRUE(above.parallel);
  // A triangle with no area is its edges: the ray meets the segment (0,0,0)–(2,0,0) at x = 1.
  const Triangle<T> flat{{0, 0, 0}, {1, 0, 0}, {2, 0, 0}};
  const RayCast<T> f = ray_cast(ray<T>({1, 0, 1}, {0, 0, -1}), flat);
  ASSERT_TRUE(f.intersects);
  EXPECT_EQ(f.form, RayCastForm::closest_points);
  EXPECT_NEAR(double(f.t_enter), 1, kTol<T>);
}

// ---- ellipsoid ----
TYPED_TEST(RayCastTest, EllipsoidInItsScaledFrame) {
  using T = TypeParam;
  // Radii (2, 1, 1) turned 90° about z: its long axis is world y. From y = −5: enters at y = −2.
  const T h = T(std::sqrt(0.5));
  const Ellipsoid<T> e = Ellipsoid<T>::from_rotation({0, 0, 0}, {2, 1, 1}, Quat<T>{h, 0, 0, h});
  const RayCast<T> r = ray_cast(ray<T>({0, -5, 0}, {0, 1, 0}), e);
  ASSERT_TRUE(r.intersects);
  EXPECT_NEAR(double(r.t_enter), 3, test::float_ulps<T>(1e-5));
  EXPECT_NEAR(double(r.t_exit), 7, test::float_ulps<T>(1e-5));
  expect_near(r.normal, {0, -1, 0}, 1e-5);
  // Along x its extent is 1: the ray at x = 1 grazes it.
  const RayCast<T> graze = ray_cast(ray<T>({1, -5, 0}, {0, 1, 0}), e);
  EXPECT_TRUE(graze.intersects);
  EXPECT_TRUE(graze.within_tolerance);
  EXPECT_FALSE(ray_cast(ray<T>({1.01, -5, 0}, {0, 1, 0}), e).intersects);
}

TYPED_TEST(RayCastTest, FlatEllipsoidIsADisc) {
  using T = TypeParam;
  // Radii (1, 1, 0): the unit disc in z = 0. Crossed at (0.5, 0, 0), t = 5; missed at x = 1.5.
  const Ellipsoid<T> disc{
      {0, 0, 0}, {Vec3<T>{1, 0, 0}, Vec3<T>{0, 1, 0}, Vec3<T>{0, 0, 1}}, {1, 1, 0}};
  const RayCast<T> r = ray_cast(ray<T>({0.5, 0, -5}, {0, 0, 1}), disc);
  ASSERT_TRUE(r.intersects);
  EXPECT_NEAR(double(r.t_enter), 5, test::float_ulps<T>(1e-5));
  expect_near(r.normal, {0, 0, -1}, 1e-5);
  EXPECT_FALSE(ray_cast(ray<T>({1.5, 0, -5}, {0, 0, 1}), disc).intersects);
}

// Found by fuzz_pair_tests: the disc of radius 16 about (5.125, 5.125, −11.25), flat along its
// first axis. The rotation (w, x, y, z) = (−½, −½, −½, −½) turns x to y, y to z and z to x, so
// the disc lies in the plane y = 5.125 and is round in x and z. The ray from (5.125, −11.25,
// −9.875) along (−3.875, 15.375, −16) crosses that plane at t = 16.375 / 15.375 = 131/123, at
// (5.125 − 3.875t, 5.125, −9.875 − 16t): 16.20 from the center, 0.2 beyond the rim. The band,
// measured through the flat radius floored to rounding, was 0.057 of the unit disc (0.9 in world):
// a clear miss was a hit "within tolerance".
TYPED_TEST(RayCastTest, FlatEllipsoidMissedBesideItsRimIsAClearMiss) {
  using T = TypeParam;
  using test::Real;
  using test::VecL;
  const Vec3<T> center{5.125, 5.125, -11.25};
  const Ellipsoid<T> disc =
      Ellipsoid<T>::from_rotation(center, {0, 16, 16}, Quat<T>{-0.5, -0.5, -0.5, -0.5});
  expect_near(disc.axes[0], {0, 1, 0});  // the hand-worked rotation
  const glm::dvec3 o{5.125, -11.25, -9.875}, d{-3.875, 15.375, -16};
  // The crossing in extended precision, from the hand-worked plane y = 5.125.
  const Real t = (Real(5.125) - Real(o.y)) / Real(d.y);
  const VecL crossing = VecL(o) + t * VecL(d);
  const VecL radial = crossing - VecL(glm::dvec3(center));
  const Real rim_distance = glm::length(radial);  // 16.2004…
  ASSERT_NEAR(double(rim_distance), 16.2, 1e-3);

  const RayCast<T> miss = ray_cast(ray<T>(o, d), disc);
  EXPECT_FALSE(miss.intersects);
  EXPECT_FALSE(miss.within_tolerance);
  EXPECT_LT(double(miss.band), test::float_ulps<T>(1e-4));  // 16 ulps of sizes ≈ 10
  EXPECT_NEAR(double(miss.distance), double(rim_distance / 16), test::float_ulps<T>(1e-5));
  // The same ray moved 0.4 towards the center, in the disc's plane: crosses 15.8 from it, a hit
  // at the same t, not within tolerance, with the normal facing the ray's origin (−y).
  const glm::dvec3 inward = -0.4 * glm::dvec3(radial / rim_distance);
  const RayCast<T> hit = ray_cast(ray<T>(o + inward, d), disc);
  ASSERT_TRUE(hit.intersects);
  EXPECT_FALSE(hit.within_tolerance);
  EXPECT_NEAR(double(hit.t_enter), double(t), test::float_ulps<T>(1e-5));
  expect_near(hit.entry_point, glm::dvec3(crossing) + inward, test::float_ulps<T>(1e-4));
  expect_near(hit.normal, {0, -1, 0}, 1e-5);
}

// Found by fuzz_pair_tests: an ellipsoid flat along two axes is a needle, tested as the segment
// c ± a·u; with c and a both near T's largest number (3e38 in float) that segment's far end was
// infinite and the pair came out `invalid` though both shapes validate. The needle is now cut
// where T's range ends: here it runs along z from 0 up, and the ray from (1, 0, 16) along
// (−1, 0, 1) crosses the z axis at t = 1, at (0, 0, 17).
TYPED_TEST(RayCastTest, NeedleReachingBeyondTheRangeIsCutWhereTheRangeEnds) {
  using T = TypeParam;
  const T huge = T(0.9) * std::numeric_limits<T>::max();
  const Ellipsoid<T> needle{
      {0, 0, huge}, {Vec3<T>{1, 0, 0}, Vec3<T>{0, 1, 0}, Vec3<T>{0, 0, 1}}, {0, 0, huge}};
  const RayCast<T> hit = ray_cast(ray<T>({1, 0, 16}, {-1, 0, 1}), needle);
  ASSERT_TRUE(hit.input.valid());
  EXPECT_TRUE(hit.intersects);
  EXPECT_TRUE(std::isfinite(double(hit.distance)));
  // Beside the needle, farther than its band (16 ulps of sizes near T's largest number).
  const double beside = 1e-3 * double(huge);
  const RayCast<T> miss = ray_cast(ray<T>({beside, 0, 16}, {0, 0, 1}), needle);
  ASSERT_TRUE(miss.input.valid());
  EXPECT_FALSE(miss.intersects);
  EXPECT_FALSE(miss.within_tolerance);
  EXPECT_NEAR(double(miss.distance), beside, 1e-6 * beside);
}

// A segment so long that Ericson's products (|d|²|e|², of degree 4) overflow T: float took it
// for parallel to the ray and measured from its end, 7e19 away, "a clear miss" of a ray that
// crosses it; beyond that the terms were NaN. It is now measured in a wider scalar. The ray from
// (1, 0, −16) along (−1, 0, 1) crosses the z axis at t = 1, at (0, 0, −15), inside the segment.
TYPED_TEST(RayCastTest, SegmentTooLongForItsSquaresIsMeasuredInAWiderScalar) {
  using T = TypeParam;
  const T length = T(4) * std::sqrt(std::sqrt(std::numeric_limits<T>::max()));  // ⁴√max·4
  for (const T l : {length, T(4) * std::sqrt(std::numeric_limits<T>::max()),
                    T(0.4) * std::numeric_limits<T>::max()}) {
    SCOPED_TRACE(double(l));
    const Segment<T> segment{{0, 0, -l}, {0, 0, l}};  // the last: b − a overflows T itself
    const RayCast<T> cross = ray_cast(ray<T>({1, 0, -16}, {-1, 0, 1}), segment);
    ASSERT_TRUE(cross.input.valid());
    EXPECT_TRUE(cross.intersects);
    EXPECT_TRUE(std::isfinite(double(cross.band)));
    // A parallel ray farther away than the band (16 ulps of the segment's length): its distance.
    const double beside = 1e-3 * double(l);
    const RayCast<T> miss = ray_cast(ray<T>({beside, 0, -16}, {0, 0, 1}), segment);
    EXPECT_FALSE(miss.intersects);
    EXPECT_NEAR(double(miss.distance), beside, 1e-6 * beside);
  }
}

// The same for two rays: with directions of length L, the closest-points terms (|d1|²|d2|²,
// (d1·d2)(d2·w), …) are of degree 4 and overflow T once L passes ⁴√max; float then took two
// crossing rays for parallel and measured from their origins, L√2 apart: a miss. Ray 1 runs
// from (−L, 0, 0) along (L, 0, 0) and ray 2 from (0, −L, 0) along (0, L, 0): they meet at the
// origin, at t = u = 1. Moved off by 1e-3·L along z, ray 2 passes at that distance.
TYPED_TEST(RayCastTest, RaysTooLongForTheirSquaresAreMeasuredInAWiderScalar) {
  using T = TypeParam;
  const T max = std::numeric_limits<T>::max();
  for (const T l : {T(4) * std::sqrt(std::sqrt(max)), T(4) * std::sqrt(max), T(0.4) * max}) {
    SCOPED_TRACE(double(l));
    const Ray<T> first = ray<T>({-l, 0, 0}, {l, 0, 0});
    const RayCast<T> cross = ray_cast(first, ray<T>({0, -l, 0}, {0, l, 0}));
    ASSERT_TRUE(cross.input.valid());
    EXPECT_TRUE(cross.intersects);
    EXPECT_FALSE(cross.parallel);
    EXPECT_NEAR(double(cross.t_closest), 1, 1e-6);
    EXPECT_NEAR(double(cross.other_parameter), 1, 1e-6);
    EXPECT_TRUE(std::isfinite(double(cross.band)));
    const double beside = 1e-3 * double(l);
    const RayCast<T> miss = ray_cast(first, ray<T>({0, -l, T(beside)}, {0, l, 0}));
    EXPECT_FALSE(miss.intersects);
    EXPECT_NEAR(double(miss.distance), beside, 1e-6 * beside);
  }
}

// A point and a ray whose origin lie at opposite ends of T's range: p − o itself overflows T
// (and (p − o)·d with it), and the distance came out NaN, a miss of a point on the ray. The ray
// from (−0.9·max, 0, 0) along (2, 0, 0) reaches (0.9·max, 0, 0) at t = 0.9·max; a point
// 1e-3·max beside it is that far away.
TYPED_TEST(RayCastTest, PointAcrossTheWholeRangeIsMeasuredInAWiderScalar) {
  using T = TypeParam;
  const T far = T(0.9) * std::numeric_limits<T>::max();
  const Ray<T> r = ray<T>({-far, 0, 0}, {2, 0, 0});
  const RayCast<T> on = ray_cast(r, Point<T>{{far, 0, 0}});
  ASSERT_TRUE(on.input.valid());
  EXPECT_TRUE(on.intersects);
  EXPECT_NEAR(double(on.t_closest), double(far), 1e-6 * double(far));
  EXPECT_TRUE(std::isfinite(double(on.band)));
  const double beside = 1e-3 * double(far);
  const RayCast<T> off = ray_cast(r, Point<T>{{far, T(beside), 0}});
  EXPECT_FALSE(off.intersects);
  EXPECT_NEAR(double(off.distance), beside, 1e-6 * beside);
  // Behind the origin, as far the other way: the origin is nearest.
  const RayCast<T> back = ray_cast(ray<T>({far, 0, 0}, {2, 0, 0}), Point<T>{{-far, T(1), 0}});
  EXPECT_FALSE(back.intersects);
  EXPECT_TRUE(back.behind);
  EXPECT_EQ(back.t_closest, T(0));
}

// ---- moving sphere: the capsule it sweeps ----
TYPED_TEST(RayCastTest, MovingSphereSideStartAndEnd) {
  using T = TypeParam;
  const MovingSphere<T> ms{{{0, 0, 0}, 1}, {4, 0, 0}};  // the capsule x in [0, 4], radius 1
  // Across the middle of the path: the side at y = −1, t = 4; the sphere at τ = 0.5 touches it.
  const RayCast<T> side = ray_cast(ray<T>({2, -5, 0}, {0, 1, 0}), ms);
  ASSERT_TRUE(side.intersects);
  EXPECT_EQ(side.piece, CapsulePiece::side);
  EXPECT_NEAR(double(side.t_enter), 4, kTol<T>);
  EXPECT_NEAR(double(side.t_exit), 6, kTol<T>);
  EXPECT_NEAR(double(side.sweep_time), 0.5, kTol<T>);
  expect_near(side.normal, {0, -1, 0});
  // Along the path from x = −5: the start sphere at x = −1 (t = 4), out of the end one at x = 5.
  const RayCast<T> along = ray_cast(ray<T>({-5, 0, 0}, {1, 0, 0}), ms);
  ASSERT_TRUE(along.intersects);
  EXPECT_EQ(along.piece, CapsulePiece::start_sphere);
  EXPECT_NEAR(double(along.t_enter), 4, kTol<T>);
  EXPECT_NEAR(double(along.t_exit), 10, kTol<T>);
  EXPECT_EQ(along.sweep_time, T(0));
  // Past the end sphere, towards it: enters the end sphere at x = 5.
  const RayCast<T> end = ray_cast(ray<T>({9, 0, 0}, {-1, 0, 0}), ms);
  ASSERT_TRUE(end.intersects);
  EXPECT_EQ(end.piece, CapsulePiece::end_sphere);
  EXPECT_NEAR(double(end.t_enter), 4, kTol<T>);
  // Grazing the side at distance 1 from the path; behind; starting inside.
  EXPECT_TRUE(ray_cast(ray<T>({2, 1, -5}, {0, 0, 1}), ms).within_tolerance);
  EXPECT_TRUE(ray_cast(ray<T>({2, 1, -5}, {0, 0, 1}), ms).intersects);
  const RayCast<T> behind = ray_cast(ray<T>({2, 5, 0}, {0, 1, 0}), ms);
  EXPECT_FALSE(behind.intersects);
  EXPECT_TRUE(behind.behind);
  const RayCast<T> in = ray_cast(ray<T>({3, 0, 0}, {0, 1, 0}), ms);
  EXPECT_TRUE(in.starts_inside);
  EXPECT_NEAR(double(in.t_exit), 1, kTol<T>);
  // A sphere that does not move sweeps only itself.
  const RayCast<T> still =
      ray_cast(ray<T>({-5, 0, 0}, {1, 0, 0}), MovingSphere<T>{{{0, 0, 0}, 1}, {0, 0, 0}});
  EXPECT_NEAR(double(still.t_enter), 4, kTol<T>);
  EXPECT_NEAR(double(still.t_exit), 6, kTol<T>);
}

// Found by fuzz_pair_tests: a zero-radius moving sphere is its path, the segment from
// (−16, −16, −7.75) to (−16, −16, 8.125). The ray from (−16, 1/3, 0) down y crosses it at
// (−16, −16, 0), at t = (16 + o.y) / 15.75 (o.y = 1/3 rounded to T). Float reported a hit entered
// at t = ∞: rounding left the side's chord empty, and the empty interval read as one at ∞.
TYPED_TEST(RayCastTest, ZeroRadiusMovingSphereIsHitWhereTheRayCrossesItsPath) {
  using T = TypeParam;
  const Ray<T> r{{T(-16), T(1.0 / 3.0), T(0)}, {T(0), T(-15.75), T(0)}};
  const MovingSphere<T> path{{{-16, -16, -7.75}, 0}, {0, 0, 15.875}};
  const double t_cross = (16.0 + double(r.origin.y)) / 15.75;  // exact inputs, in double
  const RayCast<T> hit = ray_cast(r, path);
  ASSERT_TRUE(hit.intersects);
  EXPECT_TRUE(hit.within_tolerance);  // touching a segment: a distance of 0 within the band
  ASSERT_TRUE(std::isfinite(double(hit.t_enter)));
  EXPECT_NEAR(double(hit.t_enter), t_cross, test::float_ulps<T>(1e-5));
  EXPECT_NEAR(double(hit.t_exit), t_cross, test::float_ulps<T>(1e-5));
  expect_near(hit.entry_point, {-16, -16, 0}, test::float_ulps<T>(1e-4));
  EXPECT_NEAR(double(hit.sweep_time), 7.75 / 15.875, test::float_ulps<T>(1e-5));
  // 0.01 beside the path (x = −15.99): a miss, not a touch.
  const RayCast<T> beside = ray_cast(Ray<T>{{T(-15.99), r.origin.y, T(0)}, r.direction}, path);
  EXPECT_FALSE(beside.intersects);
  EXPECT_FALSE(beside.within_tolerance);
}

// ---- thin kinds ----
TYPED_TEST(RayCastTest, PointOnBesideAndBehindTheRay) {
  using T = TypeParam;
  const Ray<T> r = ray<T>({0, 0, 0}, {1, 0, 0});
  const RayCast<T> on = ray_cast(r, Point<T>{{3, 0, 0}});
  ASSERT_TRUE(on.intersects);
  EXPECT_EQ(on.t_enter, T(3));
  EXPECT_EQ(on.distance, T(0));
  const RayCast<T> beside = ray_cast(r, Point<T>{{3, 1, 0}});
  EXPECT_FALSE(beside.intersects);
  EXPECT_EQ(beside.distance, T(1));
  expect_near(beside.on_ray, {3, 0, 0});
  const RayCast<T> behind = ray_cast(r, Point<T>{{-1, 0, 0}});
  EXPECT_FALSE(behind.intersects);
  EXPECT_TRUE(behind.behind);
  EXPECT_EQ(behind.t_closest, T(0));
  EXPECT_EQ(behind.distance, T(1));
}

TYPED_TEST(RayCastTest, SegmentAcrossBesideBehindAndAlong) {
  using T = TypeParam;
  const Ray<T> r = ray<T>({0, 0, 0}, {1, 0, 0});
  const RayCast<T> across = ray_cast(r, Segment<T>{{2, -1, 0}, {2, 1, 0}});
  ASSERT_TRUE(across.intersects);
  EXPECT_EQ(across.t_enter, T(2));
  EXPECT_EQ(across.other_parameter, T(0.5));
  const RayCast<T> above = ray_cast(r, Segment<T>{{2, -1, 1}, {2, 1, 1}});
  EXPECT_FALSE(above.intersects);
  EXPECT_EQ(above.distance, T(1));
  // Behind the origin the half-line's nearest point is the origin: distance 2.
  const RayCast<T> behind = ray_cast(r, Segment<T>{{-2, -1, 0}, {-2, 1, 0}});
  EXPECT_FALSE(behind.intersects);
  EXPECT_EQ(behind.t_closest, T(0));
  EXPECT_EQ(behind.distance, T(2));
  const RayCast<T> along = ray_cast(r, Segment<T>{{1, 0, 0}, {3, 0, 0}});
  EXPECT_TRUE(along.intersects);
  EXPECT_TRUE(along.parallel);
}

TYPED_TEST(RayCastTest, RayAgainstRay) {
  using T = TypeParam;
  const Ray<T> r = ray<T>({0, 0, 0}, {1, 0, 0});
  const RayCast<T> cross = ray_cast(r, ray<T>({2, -2, 0}, {0, 1, 0}));
  ASSERT_TRUE(cross.intersects);
  EXPECT_EQ(cross.t_enter, T(2));
  EXPECT_EQ(cross.other_parameter, T(2));
  // Pointing away from the line: its nearest point is its origin (2, −2, 0), 2 from (2, 0, 0).
  const RayCast<T> away = ray_cast(r, ray<T>({2, -2, 0}, {0, -1, 0}));
  EXPECT_FALSE(away.intersects);
  EXPECT_EQ(away.distance, T(2));
  EXPECT_EQ(away.other_parameter, T(0));
  // Collinear: facing each other they overlap; back to back they are 1 apart.
  EXPECT_TRUE(ray_cast(r, ray<T>({5, 0, 0}, {-1, 0, 0})).intersects);
  const RayCast<T> back = ray_cast(r, ray<T>({-1, 0, 0}, {-1, 0, 0}));
  EXPECT_FALSE(back.intersects);
  EXPECT_TRUE(back.parallel);
  EXPECT_EQ(back.distance, T(1));
}

// ---- invalid input and dispatch ----
TYPED_TEST(RayCastTest, InvalidInputIsAVerdictNamingTheOperand) {
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN();
  const RayCast<T> zero = ray_cast(ray<T>({0, 0, 0}, {0, 0, 0}), Sphere<T>{});
  EXPECT_EQ(zero.input.problem, Problem::zero_direction);
  EXPECT_EQ(zero.input.operand, Operand::a);
  EXPECT_FALSE(zero.intersects);
  const RayCast<T> bad = ray_cast(Ray<T>{{nan, 0, 0}, {1, 0, 0}}, Point<T>{});
  EXPECT_EQ(bad.input.problem, Problem::non_finite);
  const RayCast<T> radius = ray_cast(Ray<T>{}, Sphere<T>{{0, 0, 0}, -1});
  EXPECT_EQ(radius.input.operand, Operand::b);
  // Through the dispatch with the ray second: (sphere, ray) runs ray–sphere swapped.
  const PairResult<T> p = pair_test<T>(Sphere<T>{}, Ray<T>{{0, 0, 0}, {0, 0, 0}});
  EXPECT_EQ(p.test, PairTest::ray_sphere);
  EXPECT_TRUE(p.swapped);
  EXPECT_EQ(p.verdict, PairVerdict::invalid);
  EXPECT_EQ(p.input.operand, Operand::b);
  const PairResult<T> ok =
      pair_test<T>(Aabb<T>{{-1, -1, -1}, {1, 1, 1}}, Ray<T>{{0, 0, -5}, {0, 0, 1}});
  EXPECT_EQ(ok.test, PairTest::ray_aabb);
  EXPECT_TRUE(ok.swapped);
  EXPECT_TRUE(ok.intersects());
  EXPECT_EQ(std::get<RayCast<T>>(ok.evidence).t_enter, T(4));
}

// ---- against dense sampling ----

using test::Real;
using test::VecL;

// Plain point-in-shape predicates in extended precision, sharing nothing with the ray code.
struct Inside {
  template <class T>
  static bool of(const Sphere<T>& s, const VecL& x) {
    const VecL m = x - test::wide(s.center);
    return glm::dot(m, m) <= Real(s.radius) * Real(s.radius);
  }
  template <class T>
  static bool of(const Aabb<T>& b, const VecL& x) {
    for (int i = 0; i < 3; ++i)
      if (x[i] < Real(b.min[i]) || x[i] > Real(b.max[i])) return false;
    return true;
  }
  template <class T>
  static bool of(const Obb<T>& b, const VecL& x) {
    const VecL m = x - test::wide(b.center);
    for (int i = 0; i < 3; ++i)
      if (std::abs(glm::dot(m, test::wide(b.axes[std::size_t(i)]))) > Real(b.half_extents[i]))
        return false;
    return true;
  }
  template <class T>
  static bool of(const Ellipsoid<T>& e, const VecL& x) {
    const VecL m = x - test::wide(e.center);
    Real k = 0;
    for (int i = 0; i < 3; ++i) {
      const Real s = glm::dot(m, test::wide(e.axes[std::size_t(i)])) / Real(e.radii[i]);
      k += s * s;
    }
    return k <= 1;
  }
  template <class T>
  static bool of(const MovingSphere<T>& ms, const VecL& x) {
    // Within r of some center c + τ·v: the path's nearest point by clamping the projection.
    const VecL c = test::wide(ms.sphere.center), v = test::wide(ms.velocity);
    const Real vv = glm::dot(v, v);
    const Real tau = vv > 0 ? std::clamp(glm::dot(x - c, v) / vv, Real(0), Real(1)) : Real(0);
    const VecL m = x - (c + tau * v);
    return glm::dot(m, m) <= Real(ms.sphere.radius) * Real(ms.sphere.radius);
  }
};

template <class T>
struct Sampled {
  bool hit = false;
  double first = 0, last = 0;  // the first and last sampled t inside
};

template <class T, class S>
Sampled<T> march(const Ray<T>& r, const S& shape, double t_max, int steps) {
  Sampled<T> s;
  const VecL o = test::wide(r.origin), d = test::wide(r.direction);
  for (int k = 0; k <= steps; ++k) {
    const double t = t_max * k / steps;
    if (Inside::of(shape, o + Real(t) * d)) {
      if (!s.hit) s.first = t;
      s.hit = true;
      s.last = t;
    }
  }
  return s;
}

template <class T>
Vec3<T> center_of(const Sphere<T>& s) {
  return s.center;
}
template <class T>
Vec3<T> center_of(const Aabb<T>& b) {
  return (b.min + b.max) / T(2);
}
template <class T>
Vec3<T> center_of(const Obb<T>& b) {
  return b.center;
}
template <class T>
Vec3<T> center_of(const Ellipsoid<T>& e) {
  return e.center;
}
template <class T>
Vec3<T> center_of(const MovingSphere<T>& m) {
  return m.sphere.center + m.velocity / T(2);
}

// Rays aimed near the shape from around it (sometimes from inside it, sometimes away from it),
// marched over 4,000 steps past the shape: a sampled inside point is a hit our test must find,
// and its entry must lie within one step before the first inside sample (the exit within one
// step after the last). A hit the samples missed must be a chord shorter than a step.
template <class T, class Make>
void check_against_sampling(const char* name, Make make, std::uint64_t seed) {
  test::Random random(seed);
  constexpr int kCases = 3000, kSteps = 4000;
  // In the band: a miss of ours within its tolerance where a sample was inside (a ray grazing
  // within a band, ~1e-6 of the size: by chance only), or a hit of ours between two samples (a
  // chord shorter than a step, 1/4000 of the march, ~0.005 for shapes ~2 across: a ray within
  // that of an edge or the silhouette, well under 0.5% of rays). Allowance 0.5%.
  test::Tally tally(std::string("ray-") + name + " vs sampling",
                    test::boundary_ceiling(kCases, 0, 0.005));
  for (int i = 0; i < kCases; ++i) {
    const auto shape = make(random);
    const Vec3<T> c = center_of(shape);
    const Vec3<T> o = random.one_in(8) ? c + random.vec<T>(-0.3, 0.3) : c + random.vec<T>(-6, 6);
    Vec3<T> aim = c + random.vec<T>(-2, 2) - o;
    if (random.one_in(10)) aim = -aim;  // away from it: behind the origin
    if (!(glm::length(aim) > T(0.01))) continue;
    const Ray<T> r{o, aim * T(random.uniform(0.3, 3))};
    const RayCast<T> ours = ray_cast(r, shape);
    ASSERT_TRUE(ours.input.valid());
    const double t_max =
        (glm::length(glm::dvec3(o - c)) + 12) / glm::length(glm::dvec3(r.direction));
    const double step = t_max / kSteps;
    const Sampled<T> ref = march(r, shape, t_max, kSteps);
    const double slack = 1e-4 * t_max + (std::is_same_v<T, float> ? 1e-3 * t_max : 0);
    auto describe = [&](std::ostream& out) {
      out << "ray " << test::str(r.origin) << " + t" << test::str(r.direction) << " ours "
          << ours.intersects << " [" << ours.t_enter << ", " << ours.t_exit << "] sampled "
          << ref.hit << " [" << ref.first << ", " << ref.last << "]";
    };
    if (ours.intersects && ref.hit) {
      const bool entry_ok = double(ours.t_enter) >= ref.first - step - slack &&
                            double(ours.t_enter) <= ref.first + slack;
      const bool exit_ok =
          double(ours.t_exit) <= ref.last + step + slack && double(ours.t_exit) >= ref.last - slack;
      tally.add(entry_ok && exit_ok, true, false, describe);
    } else if (ours.intersects) {
      // Between two samples: the chord is shorter than a step.
      tally.add(false, true, double(ours.t_exit - ours.t_enter) <= step + slack, describe);
    } else {
      tally.add(false, ref.hit, ours.within_tolerance, describe);
    }
  }
  EXPECT_EQ(tally.real(), 0) << tally.first_real();
  EXPECT_GT(tally.cases(), kCases * 9 / 10);
}

TYPED_TEST(RayCastTest, PropertySphereAgainstSampling) {
  using T = TypeParam;
  check_against_sampling<T>(
      "sphere", [](test::Random& r) { return r.sphere<T>(2, 2); }, 0x5A1);
}
TYPED_TEST(RayCastTest, PropertyAabbAgainstSampling) {
  using T = TypeParam;
  check_against_sampling<T>(
      "aabb", [](test::Random& r) { return r.aabb<T>(2, 2); }, 0x5A2);
}
TYPED_TEST(RayCastTest, PropertyObbAgainstSampling) {
  using T = TypeParam;
  check_against_sampling<T>(
      "obb", [](test::Random& r) { return r.obb<T>(2, 2); }, 0x5A3);
}
TYPED_TEST(RayCastTest, PropertyEllipsoidAgainstSampling) {
  using T = TypeParam;
  check_against_sampling<T>(
      "ellipsoid",
      [](test::Random& r) {
        return Ellipsoid<T>::from_rotation(r.vec<T>(-2, 2), r.vec<T>(0.1, 2), r.rotation<T>());
      },
      0x5A4);
}
TYPED_TEST(RayCastTest, PropertyMovingSphereAgainstSampling) {
  using T = TypeParam;
  check_against_sampling<T>(
      "moving sphere",
      [](test::Random& r) {
        return MovingSphere<T>{r.sphere<T>(2, 1.5), r.vec<T>(-3, 3)};
      },
      0x5A5);
}

// The plane and the triangle have no inside to sample: the crossing t is checked against the
// plane's signed distance at the reported point (it must be 0) and the verdict against the sign
// change of the distance between t = 0 and a far t.
TYPED_TEST(RayCastTest, PropertyPlaneAndTriangleCrossingsLieOnThem) {
  using T = TypeParam;
  test::Random random(0x5A6);
  // In the band only an origin within a band of the plane (~1e-6 of the size in float), by
  // chance: an allowance of 0.1%.
  test::Tally tally("ray-plane / ray-triangle crossings", test::boundary_ceiling(20000, 0, 1e-3));
  for (int i = 0; i < 20000; ++i) {
    const Plane<T> plane = random.plane<T>(2);
    const Ray<T> r{random.vec<T>(-4, 4), random.unit<T>()};
    const RayCast<T> p = ray_cast(r, plane);
    const VecL o = test::wide(r.origin), d = test::wide(r.direction), n = test::wide(plane.n);
    const Real s0 = glm::dot(n, o) - Real(plane.d), s_far = s0 + Real(1e9) * glm::dot(n, d);
    tally.add(p.intersects, s0 * s_far <= 0, p.within_tolerance);
    // The point o + t·d is rounded in proportion to its size (far along a grazing ray).
    const double on_plane = (std::is_same_v<T, float> ? 1e-6 : 1e-14) *
                            (1 + double(p.t_enter) + double(l1_norm(r.origin)));
    if (p.intersects) {
      EXPECT_NEAR(double(glm::dot(n, test::wide(p.entry_point)) - Real(plane.d)), 0, on_plane);
    }
    // The triangle: its hit point is on it (barycentrics rebuild it) and on the ray.
    const Triangle<T> tri{random.vec<T>(-3, 3), random.vec<T>(-3, 3), random.vec<T>(-3, 3)};
    const RayCast<T> t = ray_cast(r, tri);
    // (Away from grazing angles, where t itself is ill-conditioned.)
    if (t.intersects && t.form == RayCastForm::triangle && std::abs(double(t.rate)) > 0.05) {
      const Vec3<T> rebuilt =
          t.barycentric.x * tri.a + t.barycentric.y * tri.b + t.barycentric.z * tri.c;
      const double on_triangle = std::is_same_v<T, float> ? 1e-3 : 1e-9;
      EXPECT_LE(glm::length(glm::dvec3(rebuilt - t.entry_point)), on_triangle);
      EXPECT_GE(double(std::min({t.barycentric.x, t.barycentric.y, t.barycentric.z})),
                -double(t.band));
    }
  }
  EXPECT_EQ(tally.real(), 0) << tally.first_real();
}

// The triangle, the segment and the ray against independent tests of other kinds: the ray cut
// to a long segment (1e4 units of d, far past anything within 6 of the origin) goes to
// segment–triangle (plane distances and closest points, no Möller–Trumbore) and segment–segment
// (Ericson's clamped closest points), which must agree outside both bands; near-touching pairs
// are built by aiming the ray at a point of the other shape.
TYPED_TEST(RayCastTest, PropertyThinAndTriangleAgainstTheLongSegment) {
  using T = TypeParam;
  test::Random random(0x5A9);
  // The long segment's band is wide (its scale is 1e4: ~0.03 in float), so a ray passing within
  // it of an edge is in the band by chance: 1% allowed. The triangle's aimed rays cross its
  // face away from the edges (barycentrics ((1 − w)/2, w, (1 − w)/2)); half of the segment and
  // ray cases are aimed at a point of the other: touching, all of them may be in the band.
  test::Tally tri_tally("ray-triangle vs segment-triangle", test::boundary_ceiling(20000, 0, 0.01)),
      seg_tally("ray-segment vs segment-segment", test::boundary_ceiling(20000, 0.5, 0.01)),
      ray_tally("ray-ray vs segment-segment", test::boundary_ceiling(20000, 0.5, 0.01));
  const T far = T(1e4);
  for (int i = 0; i < 20000; ++i) {
    const Vec3<T> o = random.vec<T>(-4, 4);
    const Triangle<T> tri{random.vec<T>(-3, 3), random.vec<T>(-3, 3), random.vec<T>(-3, 3)};
    const Segment<T> seg{random.vec<T>(-3, 3), random.vec<T>(-3, 3)};
    const Ray<T> other{random.vec<T>(-3, 3), random.unit<T>()};
    // Half the rays aim at a point of the shape (an edge point for the segment), so many touch.
    const bool aim = random.one_in(2);
    const T w = T(random.uniform(0, 1));
    const Vec3<T> on_tri = tri.a + w * (tri.b - tri.a) + (1 - w) * T(0.5) * (tri.c - tri.a);
    const Vec3<T> on_seg = seg.a + w * (seg.b - seg.a);
    const Vec3<T> dir = random.unit<T>();
    const Ray<T> r_tri{o, aim ? on_tri - o : dir}, r_seg{o, aim ? on_seg - o : dir};
    const Ray<T> r_ray{o, aim ? other.origin + T(3) * w * other.direction - o : dir};
    if (glm::length(r_tri.direction) < T(0.1) || glm::length(r_seg.direction) < T(0.1) ||
        glm::length(r_ray.direction) < T(0.1))
      continue;
    const Tolerances<T> tol;
    const RayCast<T> a = ray_cast(r_tri, tri);
    const SegmentTriangleHit<T> ra =
        segment_triangle_hit(Segment<T>{o, o + far * r_tri.direction}, tri, tol);
    tri_tally.add(a.intersects, ra.intersects, a.within_tolerance || ra.within_tolerance);
    const RayCast<T> b = ray_cast(r_seg, seg);
    const ClosestPoints<T> rb = closest_points(Segment<T>{o, o + far * r_seg.direction}, seg, tol);
    seg_tally.add(b.intersects, rb.intersects, b.within_tolerance || rb.within_tolerance);
    const RayCast<T> c = ray_cast(r_ray, other);
    const ClosestPoints<T> rc =
        closest_points(Segment<T>{o, o + far * r_ray.direction},
                       Segment<T>{other.origin, other.origin + far * other.direction}, tol);
    ray_tally.add(c.intersects, rc.intersects, c.within_tolerance || rc.within_tolerance);
  }
  EXPECT_EQ(tri_tally.real(), 0) << tri_tally.first_real();
  EXPECT_EQ(seg_tally.real(), 0) << seg_tally.first_real();
  EXPECT_EQ(ray_tally.real(), 0) << ray_tally.first_real();
}

// The picking tests (ray_queries.hpp, double, exact comparisons) and the pair tests share their
// closed forms: on random rays they agree on the verdict outside the band, and on the entry t.
TEST(RayCast, PropertyAgreesWithThePickingTests) {
  test::Random random(0x5A8);
  int hits = 0;
  for (int i = 0; i < 20000; ++i) {
    const Ray<double> r{random.vec<double>(-5, 5), random.unit<double>() * random.uniform(0.5, 2)};
    const Sphere<double> sphere = random.sphere<double>(2, 2);
    const Aabb<double> aabb = random.aabb<double>(2, 2);
    const Obb<double> obb = random.obb<double>(2, 2);
    const Ellipsoid<double> ellipsoid = Ellipsoid<double>::from_rotation(
        random.vec<double>(-2, 2), random.vec<double>(0.1, 2), random.rotation<double>());
    const Triangle<double> tri{random.vec<double>(-3, 3), random.vec<double>(-3, 3),
                               random.vec<double>(-3, 3)};
    auto compare = [&](const std::optional<RayHit>& pick, const RayCast<double>& cast,
                       const char* what) {
      if (cast.within_tolerance) return;
      ASSERT_EQ(pick.has_value(), cast.intersects) << what << " " << test::str(r.origin);
      if (!pick) return;
      ++hits;
      EXPECT_NEAR(pick->t, cast.t_enter, 1e-9 * (1 + pick->t)) << what;
      EXPECT_EQ(pick->starts_inside, cast.starts_inside) << what;
    };
    compare(ray_sphere(r, sphere), ray_cast(r, sphere), "sphere");
    compare(ray_aabb(r, aabb), ray_cast(r, aabb), "aabb");
    compare(ray_obb(r, obb), ray_cast(r, obb), "obb");
    compare(ray_ellipsoid(r, ellipsoid), ray_cast(r, ellipsoid), "ellipsoid");
    compare(ray_triangle(r, tri), ray_cast(r, tri), "triangle");
  }
  EXPECT_GT(hits, 1000);
}

// A shape with its numbers converted to another scalar (rounded once, or widened exactly).
template <class To, class From>
Shape<To> convert(const Shape<From>& shape) {
  using V = Vec3<To>;
  return std::visit(
      [](const auto& s) -> Shape<To> {
        using S = std::decay_t<decltype(s)>;
        if constexpr (std::is_same_v<S, Point<From>>)
          return Point<To>{V(s.p)};
        else if constexpr (std::is_same_v<S, Segment<From>>)
          return Segment<To>{V(s.a), V(s.b)};
        else if constexpr (std::is_same_v<S, Ray<From>>)
          return Ray<To>{V(s.origin), V(s.direction)};
        else if constexpr (std::is_same_v<S, Plane<From>>)
          return Plane<To>{V(s.n), To(s.d)};
        else if constexpr (std::is_same_v<S, Sphere<From>>)
          return Sphere<To>{V(s.center), To(s.radius)};
        else if constexpr (std::is_same_v<S, MovingSphere<From>>)
          return MovingSphere<To>{{V(s.sphere.center), To(s.sphere.radius)}, V(s.velocity)};
        else if constexpr (std::is_same_v<S, Aabb<From>>)
          return Aabb<To>{V(s.min), V(s.max)};
        else if constexpr (std::is_same_v<S, Obb<From>>)
          return Obb<To>{
              V(s.center), {V(s.axes[0]), V(s.axes[1]), V(s.axes[2])}, V(s.half_extents)};
        else if constexpr (std::is_same_v<S, Triangle<From>>)
          return Triangle<To>{V(s.a), V(s.b), V(s.c)};
        else if constexpr (std::is_same_v<S, Capsule<From>>)
          return Capsule<To>{V(s.a), V(s.b), To(s.radius)};
        else if constexpr (std::is_same_v<S, Cylinder<From>>)
          return Cylinder<To>{V(s.center),
                              {V(s.axes[0]), V(s.axes[1]), V(s.axes[2])},
                              To(s.half_height),
                              To(s.radius)};
        else if constexpr (std::is_same_v<S, ConvexHull<From>>)  // its vertices exact in float
          return ConvexHull<To>{s.hull, V(s.offset), To(s.scale)};
        else if constexpr (std::is_same_v<S, TriangleMesh<From>>)  // not drawn here
          return TriangleMesh<To>{s.mesh};
        else if constexpr (std::is_same_v<S, SupportShape<From>>)  // not drawn here
          return SupportShape<To>{s.kind,
                                  {V(s.vec[0]), V(s.vec[1])},
                                  {To(s.num[0]), To(s.num[1])},
                                  Quat<To>(s.rotation)};
        else
          return Ellipsoid<To>{V(s.center), {V(s.axes[0]), V(s.axes[1]), V(s.axes[2])}, V(s.radii)};
      },
      shape);
}

// Found by the float–double property test once the convex hull joined the kinds (its draws
// moved): a ray whose rate n·d is inside float's band but not 0 crosses the plane far out, and
// float's "parallel, misses" must say it was decided inside the band. Hand-worked: n = (1, 1,
// 0)/√2, d = (1, −1 + 2⁻²⁰, 0), o = (−1, 0, 0): s₀ = −√2/2, n·d = √2/2·2⁻²⁰, so the crossing is at
// t = 2²⁰; float's band 16ε·|n·d|₁ ≈ 2.7e-6 holds the rate 6.7e-7.
TEST(RayCast, AFloatRayParallelOnlyWithinRoundingIsDecidedInsideTheBand) {
  const Vec3<double> n = glm::normalize(Vec3<double>(1, 1, 0));
  const Vec3<double> o(-1, 0, 0), d(1, -1 + std::ldexp(1.0, -20), 0);
  const RayCast<double> exact = ray_cast(Ray<double>{o, d}, Plane<double>{n, 0});
  EXPECT_TRUE(exact.intersects);
  EXPECT_NEAR(exact.t_enter, std::ldexp(1.0, 20), 1e-3);
  const RayCast<float> f =
      ray_cast(Ray<float>{Vec3<float>(o), Vec3<float>(d)}, Plane<float>{Vec3<float>(n), 0});
  EXPECT_TRUE(f.parallel);
  EXPECT_FALSE(f.intersects);
  EXPECT_TRUE(f.within_tolerance);
  // Exactly parallel (n·d = 0): a miss outside any band.
  const RayCast<double> parallel = ray_cast(Ray<double>{o, {0, 0, 1}}, Plane<double>{n, 0});
  EXPECT_FALSE(parallel.intersects);
  EXPECT_FALSE(parallel.within_tolerance);
}

// Float and double answer alike on random pairs of every kind, outside the tolerance band,
// given the same numbers (the double case's numbers rounded to float, and widened back).
TEST(RayCast, PropertyFloatAgreesWithDouble) {
  test::Random random(0x5A7);
  long disagreements = 0, cases = 0;
  for (int i = 0; i < 20000; ++i) {
    const ShapeKind k = static_cast<ShapeKind>(random.uniform(0, kShapeKindCount));
    const Ray<double> rd{random.vec<double>(-4, 4), random.unit<double>()};
    Shape<double> sd;
    switch (k) {
      case ShapeKind::point:
        sd = Point<double>{random.vec<double>(-2, 2)};
        break;
      case ShapeKind::segment:
        sd = Segment<double>{random.vec<double>(-3, 3), random.vec<double>(-3, 3)};
        break;
      case ShapeKind::ray:
        sd = Ray<double>{random.vec<double>(-3, 3), random.unit<double>()};
        break;
      case ShapeKind::plane:
        sd = random.plane<double>(2);
        break;
      case ShapeKind::sphere:
        sd = random.sphere<double>(2, 1.5);
        break;
      case ShapeKind::moving_sphere:
        sd = MovingSphere<double>{random.sphere<double>(2, 1), random.vec<double>(-3, 3)};
        break;
      case ShapeKind::aabb:
        sd = random.aabb<double>(2, 1.5);
        break;
      case ShapeKind::obb:
        sd = random.obb<double>(2, 1.5);
        break;
      case ShapeKind::triangle:
        sd = Triangle<double>{random.vec<double>(-3, 3), random.vec<double>(-3, 3),
                              random.vec<double>(-3, 3)};
        break;
      case ShapeKind::ellipsoid:
        sd = Ellipsoid<double>::from_rotation(
            random.vec<double>(-2, 2), random.vec<double>(0.1, 1.5), random.rotation<double>());
        break;
      case ShapeKind::capsule:
        sd = Capsule<double>{random.vec<double>(-2, 2), random.vec<double>(-2, 2),
                             random.uniform(0.1, 1.5)};
        break;
      case ShapeKind::cylinder:
        sd = Cylinder<double>::from_rotation(random.vec<double>(-2, 2), random.uniform(0.1, 1.5),
                                             random.uniform(0.1, 1.5), random.rotation<double>());
        break;
      case ShapeKind::convex_hull: {
        // Points on a grid of 1/8, so the float vertices are the double ones: both precisions
        // see the same hull, placed by the shape's offset and scale (rounded like any number).
        static const HullRef grid = hull_of_points({{0.5, -0.375, 0.375},
                                                    {-0.5, -0.375, 0.25},
                                                    {-0.375, -0.375, -0.5},
                                                    {0.5, -0.375, -0.375},
                                                    {0.25, 0.125, 0.5},
                                                    {-0.5, 0.125, 0},
                                                    {0, 0.25, -0.5},
                                                    {0.5, 0.25, 0},
                                                    {0, 0.5, 0.125}});
        sd = ConvexHull<double>{grid.get(), random.vec<double>(-2, 2), random.uniform(0.5, 2)};
        break;
      }
      case ShapeKind::mesh:  // ray–mesh is mesh_ray_cast (MeshRayHit), not a RayCast: drawn again
        --i;                 // (mesh_queries_test compares it with brute force over its triangles)
        continue;
      case ShapeKind::convex:  // a registered kind's: outside kShapeKindCount
        break;
    }
    // The same shape in float (its numbers rounded once), and those float numbers in double:
    // both precisions then answer the same question, so they may differ only inside a band.
    const Shape<float> sf = convert<float>(sd);
    const PairResult<double> d =
        pair_test<double>(Shape<double>(Ray<double>{Vec3<double>(Vec3<float>(rd.origin)),
                                                    Vec3<double>(Vec3<float>(rd.direction))}),
                          convert<double>(sf));
    const Ray<float> rf{Vec3<float>(rd.origin), Vec3<float>(rd.direction)};
    const PairResult<float> f = pair_test<float>(Shape<float>(rf), sf);
    if (f.verdict == PairVerdict::invalid || d.verdict == PairVerdict::invalid) continue;
    ++cases;
    const auto& ed = std::get<RayCast<double>>(d.evidence);
    const auto& ef = std::get<RayCast<float>>(f.evidence);
    if (f.intersects() != d.intersects()) {
      // Only near the boundary: float's rounding of the inputs may move it across.
      if (!ef.within_tolerance && !ed.within_tolerance) {
        ++disagreements;
        ADD_FAILURE() << name_of(k) << ": float " << f.intersects() << ", double " << d.intersects()
                      << ", ray " << test::str(rd.origin) << test::str(rd.direction);
      }
      continue;
    }
    // Entry t is ill-conditioned where the ray meets the surface at a grazing angle (and for a
    // ray parallel to a face): compared only where |n·d̂| >= 0.01.
    const bool steep =
        ed.has_normal && std::abs(glm::dot(ed.normal, glm::normalize(rd.direction))) >= 0.01;
    if (d.intersects() && !ed.within_tolerance && (steep || ed.starts_inside)) {
      EXPECT_NEAR(double(ef.t_enter), ed.t_enter, 1e-3 * (1 + ed.t_enter))
          << name_of(k) << " " << test::str(rd.origin) << test::str(rd.direction);
    }
  }
  EXPECT_GT(cases, 19000);
  // The same inputs in both: a verdict that differs outside both bands is a bug.
  EXPECT_EQ(disagreements, 0) << disagreements << " of " << cases;
}

}  // namespace
}  // namespace collide
