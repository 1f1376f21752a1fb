// The contact manifolds beyond two boxes (core/queries/contact_manifold.hpp), each hand-worked:
// spheres and capsules in closed form, against planes, and the convex pairs made from EPA's
// normal and the shapes' supporting features clipped (a capsule lying on a box or a triangle
// gives 2 points, standing on it 1). Every pair is run through pair_test in the order written,
// so the manifold is in that order (normal from the first towards the second, points on the
// second) whichever order the test took.
#include <algorithm>
#include <cmath>
#include <cstdint>

#include <gtest/gtest.h>

#include "core/queries/contact_manifold.hpp"
#include "core/queries/segment_queries.hpp"

namespace collide {
namespace {

using V = Vec3<double>;

ContactManifold<double> manifold_of(const Shape<double>& a, const Shape<double>& b) {
  const PairResult<double> r = pair_test(a, b);
  return contact_manifold(r, a, b);
}

// The manifold's points are `want` (any order), each with its depth, within 1e-9 (1e-6 where
// EPA's normal and depth come in).
void expect_points(const ContactManifold<double>& m, const V& normal,
                   const std::vector<std::pair<V, double>>& want, double tol = 1e-9) {
  EXPECT_NEAR(glm::length(m.normal - normal), 0, tol)
      << m.normal.x << " " << m.normal.y << " " << m.normal.z;
  ASSERT_EQ(m.points.size(), want.size()) << m.how;
  for (const auto& [p, depth] : want) {
    const auto it = std::find_if(
        m.points.begin(), m.points.end(),
        [&](const ContactPoint<double>& c) { return glm::length(c.point - p) <= tol; });
    ASSERT_NE(it, m.points.end()) << "no contact at " << p.x << " " << p.y << " " << p.z;
    EXPECT_NEAR(it->depth, depth, tol);
  }
}

Capsule<double> capsule(V a, V b, double r) {
  return {a, b, r};
}

TEST(ContactManifold, SphereSphereAlongTheCentres) {
  // Centres 1.5 apart, radii 1: 0.5 deep, B's point its nearest to A, (0.5, 0, 0).
  const ContactManifold<double> m =
      manifold_of(Sphere<double>{{0, 0, 0}, 1}, Sphere<double>{{1.5, 0, 0}, 1});
  EXPECT_EQ(m.method, ContactMethod::closed_form);
  expect_points(m, {1, 0, 0}, {{{0.5, 0, 0}, 0.5}});
}

TEST(ContactManifold, ACapsuleUnderASphereInEitherOrder) {
  // The capsule's segment along x at y = 0, radius 1; the ball at y = 1.5, radius 1: 0.5 deep.
  const Shape<double> cap = capsule({-2, 0, 0}, {2, 0, 0}, 1),
                      ball = Sphere<double>{{0, 1.5, 0}, 1};
  expect_points(manifold_of(cap, ball), {0, 1, 0}, {{{0, 0.5, 0}, 0.5}});  // the ball's bottom
  expect_points(manifold_of(ball, cap), {0, -1, 0}, {{{0, 1, 0}, 0.5}});   // the capsule's top
}

TEST(ContactManifold, CrossingCapsulesTouchAtOnePoint) {
  // Along x at y = 0 and along z at y = 0.8, radii 0.5: 0.2 deep at the segments' closest points.
  const ContactManifold<double> m =
      manifold_of(capsule({-2, 0, 0}, {2, 0, 0}, 0.5), capsule({0, 0.8, -2}, {0, 0.8, 2}, 0.5));
  expect_points(m, {0, 1, 0}, {{{0, 0.3, 0}, 0.2}});
}

TEST(ContactManifold, ParallelCapsulesTouchAlongTheirOverlap) {
  // B (x from 1 to 5 at y = 0.8) clipped to A's span (x from −2 to 2): its part over x in [1, 2],
  // both ends 0.2 deep.
  const ContactManifold<double> m =
      manifold_of(capsule({-2, 0, 0}, {2, 0, 0}, 0.5), capsule({1, 0.8, 0}, {5, 0.8, 0}, 0.5));
  expect_points(m, {0, 1, 0}, {{{1, 0.3, 0}, 0.2}, {{2, 0.3, 0}, 0.2}});
  // Written the other way round (B first): the same contact region, on the other capsule.
  const ContactManifold<double> back =
      manifold_of(capsule({5, 0.8, 0}, {1, 0.8, 0}, 0.5), capsule({-2, 0, 0}, {2, 0, 0}, 0.5));
  expect_points(back, {0, -1, 0}, {{{1, 0.5, 0}, 0.2}, {{2, 0.5, 0}, 0.2}});
}

TEST(ContactManifold, ACapsuleOnAPlaneTouchesWithEveryEndBelow) {
  const Shape<double> floor = Plane<double>{{0, 1, 0}, 0};
  // Lying 0.1 deep: both ends, their points on the plane, the normal from the capsule down.
  expect_points(manifold_of(capsule({-1, 0.4, 0}, {1, 0.4, 0}, 0.5), floor), {0, -1, 0},
                {{{-1, 0, 0}, 0.1}, {{1, 0, 0}, 0.1}});
  // Tilted, one end at 0.7: only the lower end is below.
  expect_points(manifold_of(capsule({-1, 0.4, 0}, {1, 0.7, 0}, 0.5), floor), {0, -1, 0},
                {{{-1, 0, 0}, 0.1}});
  // Mostly behind the plane: pushed out at the back.
  expect_points(manifold_of(floor, capsule({-1, -0.4, 0}, {1, -0.4, 0}, 0.5)), {0, -1, 0},
                {{{-1, 0.1, 0}, 0.1}, {{1, 0.1, 0}, 0.1}});
}

TEST(ContactManifold, ASphereAgainstABoxOutsideAndWithItsCentreInside) {
  const Shape<double> box = Obb<double>{};  // half 1 at the origin
  // Outside: the box's closest point (0, 1, 0), 0.2 deep.
  expect_points(manifold_of(Sphere<double>{{0, 1.8, 0}, 1}, box), {0, -1, 0}, {{{0, 1, 0}, 0.2}});
  // The centre inside, 0.1 under the top face: out through it, 0.1 + 0.5 deep.
  expect_points(manifold_of(Sphere<double>{{0.3, 0.9, 0}, 0.5}, box), {0, -1, 0},
                {{{0.3, 1, 0}, 0.6}});
  // The same against an AABB, box first: points on the sphere.
  expect_points(manifold_of(Aabb<double>{{-1, -1, -1}, {1, 1, 1}}, Sphere<double>{{0, 1.8, 0}, 1}),
                {0, 1, 0}, {{{0, 0.8, 0}, 0.2}});
}

TEST(ContactManifold, ASphereOnATriangle) {
  const Shape<double> tri = Triangle<double>{{-2, 0, -2}, {2, 0, -2}, {0, 0, 2}};
  expect_points(manifold_of(Sphere<double>{{0, 0.7, 0}, 1}, tri), {0, -1, 0}, {{{0, 0, 0}, 0.3}});
}

TEST(ContactManifold, ABoxOnAPlaneTouchesWithItsFourLowerCorners) {
  const Obb<double> box{{0, 0.4, 0}, {V{1, 0, 0}, V{0, 1, 0}, V{0, 0, 1}}, {0.5, 0.5, 0.5}};
  const ContactManifold<double> m = manifold_of(Plane<double>{{0, 1, 0}, 0}, box);
  expect_points(m, {0, 1, 0},
                {{{-0.5, -0.1, -0.5}, 0.1},
                 {{0.5, -0.1, -0.5}, 0.1},
                 {{-0.5, -0.1, 0.5}, 0.1},
                 {{0.5, -0.1, 0.5}, 0.1}});
}

TEST(ContactManifold, TwoAabbsAreClippedAsBoxes) {
  const ContactManifold<double> m =
      manifold_of(Aabb<double>{{-2, -1, -2}, {2, 0, 2}}, Aabb<double>{{0, -0.1, 0}, {1, 0.9, 1}});
  EXPECT_EQ(m.method, ContactMethod::boxes);
  expect_points(
      m, {0, 1, 0},
      {{{0, -0.1, 0}, 0.1}, {{1, -0.1, 0}, 0.1}, {{0, -0.1, 1}, 0.1}, {{1, -0.1, 1}, 0.1}});
}

// EPA's normal and the supporting features.

TEST(ContactManifold, ACapsuleLyingOnABoxIsClippedToTheBoxsFace) {
  // The box's top face y = 0.5 over x, z in [−1, 1]; the capsule's bottom line y = 0.4 from
  // x = −3 to 0.5: the box's face is the reference, the segment clipped by its side plane
  // x = −1; both ends 0.1 deep.
  const Obb<double> box{{0, 0, 0}, {V{1, 0, 0}, V{0, 1, 0}, V{0, 0, 1}}, {1, 0.5, 1}};
  const ContactManifold<double> m = manifold_of(box, capsule({-3, 0.9, 0}, {0.5, 0.9, 0}, 0.5));
  EXPECT_EQ(m.method, ContactMethod::features);
  EXPECT_EQ(m.feature_a.name, "face");
  EXPECT_EQ(m.feature_b.name, "segment");
  EXPECT_TRUE(m.reference_on_a);
  expect_points(m, {0, 1, 0}, {{{-1, 0.4, 0}, 0.1}, {{0.5, 0.4, 0}, 0.1}}, 1e-6);
  // The other way round: the points on the box's face, the normal down.
  expect_points(manifold_of(capsule({-3, 0.9, 0}, {0.5, 0.9, 0}, 0.5), box), {0, -1, 0},
                {{{-1, 0.5, 0}, 0.1}, {{0.5, 0.5, 0}, 0.1}}, 1e-6);
}

TEST(ContactManifold, ACapsuleStandingOnABoxTouchesAtOnePoint) {
  const Obb<double> box{{0, 0, 0}, {V{1, 0, 0}, V{0, 1, 0}, V{0, 0, 1}}, {1, 0.5, 1}};
  const ContactManifold<double> m = manifold_of(box, capsule({0.2, 0.9, 0}, {0.2, 3, 0}, 0.5));
  EXPECT_EQ(m.method, ContactMethod::single_point);
  EXPECT_EQ(m.feature_b.name, "end");
  expect_points(m, {0, 1, 0}, {{{0.2, 0.4, 0}, 0.1}}, 1e-6);
}

TEST(ContactManifold, ACapsuleLyingOnATriangle) {
  // The triangle in y = 0 holds x in [−1, 1] at z = 0; the capsule's bottom line y = −0.1 runs
  // from x = −2 to 2: clipped to the triangle's edges, x = ±1 (the edges (−2,−2)–(0,2) and
  // (2,−2)–(0,2) cross z = 0 at x = ∓1).
  const Shape<double> tri = Triangle<double>{{-2, 0, -2}, {2, 0, -2}, {0, 0, 2}};
  const ContactManifold<double> m = manifold_of(capsule({-2, 0.4, 0}, {2, 0.4, 0}, 0.5), tri);
  EXPECT_EQ(m.method, ContactMethod::features);
  expect_points(m, {0, -1, 0}, {{{-1, 0, 0}, 0.1}, {{1, 0, 0}, 0.1}}, 1e-6);
}

// In closed form (the segment apart from the triangle: its closest points, depth r − d), a capsule
// lying 1/8 deep on a triangle has its normal and depths exact in both precisions and both orders,
// where EPA's were off in their last digits (a capsule on a mesh step showed 0.06249999999999906).
template <class T>
void lying_exactly() {
  using W = Vec3<T>;
  const Shape<T> tri = Triangle<T>{{-2, 0, -2}, {2, 0, -2}, {0, 0, 2}};
  const Shape<T> cap = Capsule<T>{{-2, 0.375, 0}, {2, 0.375, 0}, 0.5};
  for (const bool capsule_first : {true, false}) {
    SCOPED_TRACE(capsule_first);
    const Shape<T>&a = capsule_first ? cap : tri, &b = capsule_first ? tri : cap;
    const ContactManifold<T> m = contact_manifold(pair_test(a, b), a, b);
    EXPECT_EQ(m.normal, capsule_first ? W(0, -1, 0) : W(0, 1, 0));
    ASSERT_EQ(m.points.size(), 2u) << m.how;
    for (const ContactPoint<T>& c : m.points) {
      EXPECT_EQ(c.depth, T(0.125));
      // On B: the triangle's face (y = 0), or the capsule's bottom line (y = −1/8); x = ±1 where
      // the triangle's edges cross z = 0.
      EXPECT_EQ(c.point.y, capsule_first ? T(0) : T(-0.125));
      EXPECT_NEAR(std::abs(c.point.x), 1, 1e-6);
    }
  }
}
TEST(ContactManifold, ACapsuleLyingOnATriangleIsExactInClosedForm) {
  lying_exactly<double>();
  lying_exactly<float>();
}

TEST(ContactManifold, ACapsuleLeaningOnATriangleTouchesAtItsLowerEnd) {
  // The lower end 1/4 above the face, radius 1/2: 1/4 deep at the end's lowest point.
  const Shape<double> tri = Triangle<double>{{-2, 0, -2}, {2, 0, -2}, {0, 0, 2}};
  const ContactManifold<double> m = manifold_of(tri, capsule({0, 0.25, 0}, {1, 1.25, 0}, 0.5));
  EXPECT_EQ(m.normal, V(0, 1, 0));
  ASSERT_EQ(m.points.size(), 1u) << m.how;
  EXPECT_EQ(m.points[0].point, V(0, -0.25, 0));
  EXPECT_EQ(m.points[0].depth, 0.25);
}

// The closed form against independent answers: random capsules whose segment passes near a
// random triangle without meeting it, sunk up to their radius. EPA's depth is a lower bound (its
// polytope lies inside the Minkowski difference) good to about 1e-5 on a rounded shape (its
// normal then only to about sqrt(2·1e-5/r): the closed form is the better answer); and GJK, a
// third algorithm, finds the capsule moved by the depth along the normal just touching: apart
// 1e-7 further, meeting 1e-7 short.
TEST(ContactManifold, CapsuleTriangleInClosedFormAgreesWithEpaAndGjk) {
  std::uint64_t state = 0x9E3779B97F4A7C15ull;
  const auto uniform = [&](double lo, double hi) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return lo + (hi - lo) * double(state >> 11) * 0x1p-53;
  };
  const auto point = [&](double r) { return V(uniform(-r, r), uniform(-r, r), uniform(-r, r)); };
  int compared = 0;
  for (int k = 0; k < 4000; ++k) {
    const Triangle<double> t{point(1), point(1), point(1)};
    const Capsule<double> c{point(1.5), point(1.5), uniform(0.05, 0.6)};
    const SegmentTriangleHit<double> h = segment_triangle_hit(Segment<double>{c.a, c.b}, t);
    if (h.intersects || h.distance >= c.radius - 1e-3 || h.distance < 1e-3) continue;
    const PairResult<double> r = pair_test(Shape<double>(t), Shape<double>(c));
    const auto* epa = std::get_if<ConvexProximity<double>>(&r.evidence);
    if (!epa || !epa->epa_ran) continue;
    const ContactManifold<double> m = contact_manifold(r, Shape<double>(t), Shape<double>(c));
    ASSERT_FALSE(m.points.empty()) << k;
    double deepest = 0;
    for (const ContactPoint<double>& p : m.points)
      deepest = std::max(deepest, p.depth);
    EXPECT_NEAR(deepest, c.radius - h.distance, 1e-12) << k;
    EXPECT_GE(deepest, epa->depth - 1e-9) << k;
    EXPECT_LE(deepest, epa->depth + 1e-5) << k;
    const auto moved = [&](double by) {
      return Shape<double>(Capsule<double>{c.a + by * m.normal, c.b + by * m.normal, c.radius});
    };
    EXPECT_FALSE(pair_test(Shape<double>(t), moved(deepest + 1e-7)).intersects()) << k;
    EXPECT_TRUE(pair_test(Shape<double>(t), moved(deepest - 1e-7)).intersects()) << k;
    ++compared;
  }
  EXPECT_GT(compared, 500);
}

TEST(ContactManifold, AnEllipsoidGivesOnePointAtItsSupportAlongEpasNormal) {
  const Shape<double> box = Obb<double>{};
  const Shape<double> egg =
      Ellipsoid<double>{{0, 1.8, 0}, {V{1, 0, 0}, V{0, 1, 0}, V{0, 0, 1}}, {2, 1, 0.5}};
  const PairResult<double> r = pair_test(box, egg);
  const ContactManifold<double> m = contact_manifold(r, box, egg);
  EXPECT_EQ(m.method, ContactMethod::single_point);
  EXPECT_EQ(m.feature_b.name, "point");
  expect_points(m, {0, 1, 0}, {{{0, 0.8, 0}, 0.2}}, 1e-6);
}

TEST(ContactManifold, ATriangleInsideABoxsTopIsClippedToTheFace) {
  // The triangle at y = 0.45 covers the box's top (y = 0.5, x, z in [−1, 1]): least overlap 0.05
  // along y; the box's face is the reference and the triangle is cut to its square.
  const Shape<double> tri = Triangle<double>{{-3, 0.45, -3}, {6, 0.45, -3}, {-3, 0.45, 6}};
  const Obb<double> box{{0, 0, 0}, {V{1, 0, 0}, V{0, 1, 0}, V{0, 0, 1}}, {1, 0.5, 1}};
  const ContactManifold<double> m = manifold_of(tri, box);
  EXPECT_EQ(m.method, ContactMethod::features);
  EXPECT_FALSE(m.reference_on_a);
  expect_points(
      m, {0, -1, 0},
      {{{-1, 0.5, -1}, 0.05}, {{1, 0.5, -1}, 0.05}, {{-1, 0.5, 1}, 0.05}, {{1, 0.5, 1}, 0.05}});
}

TEST(ContactManifold, ThinKindsAndApartPairsHaveNone) {
  EXPECT_TRUE(manifold_of(Point<double>{{0, 0, 0}}, Obb<double>{}).empty());
  EXPECT_TRUE(manifold_of(Segment<double>{{-2, 0, 0}, {2, 0, 0}}, Ellipsoid<double>{}).empty());
  EXPECT_TRUE(manifold_of(Sphere<double>{{0, 3, 0}, 1}, Obb<double>{}).empty());
  EXPECT_EQ(manifold_of(Sphere<double>{{0, 3, 0}, 1}, Obb<double>{}).method, ContactMethod::none);
}

}  // namespace
}  // namespace collide
