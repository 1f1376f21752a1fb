// The contact manifolds beyond two boxes (core/queries/contact_manifold.hpp), each hand-worked:
// spheres and capsules in closed form, against planes, and the convex pairs made from EPA's
// normal and the shapes' supporting features clipped (a capsule lying on a box or a triangle
// gives 2 points, standing on it 1). Every pair is run through pair_test in the order written,
// so the manifold is in that order (normal from the first towards the second, points on the
// second) whichever order the test took.
#include <algorithm>

#include <gtest/gtest.h>

#include "core/queries/contact_manifold.hpp"

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
