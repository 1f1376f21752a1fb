// The box–box contact manifold (core/queries/box_box_manifold.hpp) on hand-worked cases, in
// float and double: a box resting face down on a box (4 points), lying edge down across a face
// (2), standing on a corner (1), two edges crossing (1, the edge axis), the reference face on B,
// a rotated face on a face (8 clipped points), and boxes apart (none). Each point is checked
// against the boxes themselves: on B's surface, and point + depth·normal on A's.
#include <algorithm>
#include <cmath>
#include <numbers>

#include <gtest/gtest.h>
#include <glm/gtc/quaternion.hpp>

#include "core/queries/box_box_manifold.hpp"
#include "tests/support/scalars.hpp"

namespace collide {
namespace {

template <class T>
class BoxBoxManifoldTest : public ::testing::Test {};
TYPED_TEST_SUITE(BoxBoxManifoldTest, test::Scalars);

template <class T>
T tolerance() {
  return std::is_same_v<T, float> ? T(2e-6) : T(1e-12);
}

template <class T>
Obb<T> box(Vec3<double> c, Vec3<double> e, glm::dquat q = {1, 0, 0, 0}) {
  return Obb<T>::from_rotation(Vec3<T>(c), Vec3<T>(e), Quat<T>(q));
}

// How far p is outside the box's surface (0 on it; negative inside).
template <class T>
double surface_distance(const Obb<T>& b, const Vec3<T>& p) {
  double outside = -1e300;
  for (int k = 0; k < 3; ++k)
    outside = std::max(
        outside, std::abs(double(glm::dot(p - b.center, b.axes[k]))) - double(b.half_extents[k]));
  return outside;
}

template <class T>
void expect_on_both_surfaces(const BoxBoxManifold<T>& m, const Obb<T>& a, const Obb<T>& b) {
  for (const ContactPoint<T>& c : m.points) {
    EXPECT_NEAR(surface_distance(b, c.point), 0, 4 * tolerance<T>()) << "not on B";
    EXPECT_NEAR(surface_distance(a, c.point + c.depth * m.normal), 0, 4 * tolerance<T>())
        << "point + depth·normal not on A";
    EXPECT_GE(double(c.depth), -tolerance<T>());
  }
}

template <class T>
bool has_point(const BoxBoxManifold<T>& m, Vec3<double> p) {
  return std::any_of(m.points.begin(), m.points.end(), [&](const ContactPoint<T>& c) {
    return glm::length(Vec3<double>(c.point) - p) < 10 * tolerance<T>();
  });
}

// A = the floor, x, z in [−2, 2], y in [−0.5, 0.5]; B = a unit cube (half 0.5) sunk 0.01 into
// it at (0.3, 0.99, −0.2). A's y axis and B's y axis both overlap by 0.01: A's face wins the tie
// (the first in the SAT's order). B's bottom face, y = 0.49, is inside A's top face everywhere:
// the 4 corners (0.3 ± 0.5, 0.49, −0.2 ± 0.5), each 0.01 deep.
TYPED_TEST(BoxBoxManifoldTest, BoxRestingFaceDownGivesFourPoints) {
  using T = TypeParam;
  const Obb<T> floor = box<T>({0, 0, 0}, {2, 0.5, 2});
  const Obb<T> cube = box<T>({0.3, 0.99, -0.2}, {0.5, 0.5, 0.5});
  const BoxBoxManifold<T> m = box_box_manifold(floor, cube);
  ASSERT_TRUE(m.intersecting);
  EXPECT_EQ(m.feature, ManifoldFeature::face_a);
  EXPECT_EQ(m.axis, 1);
  EXPECT_NEAR(m.normal.y, 1, tolerance<T>());
  EXPECT_NEAR(m.depth, 0.01, 10 * tolerance<T>());
  ASSERT_EQ(m.points.size(), 4u);
  for (double x : {-0.2, 0.8})
    for (double z : {-0.7, 0.3})
      EXPECT_TRUE(has_point(m, {x, 0.49, z})) << x << ", " << z;
  for (const ContactPoint<T>& c : m.points)
    EXPECT_NEAR(c.depth, 0.01, 10 * tolerance<T>());
  expect_on_both_surfaces(m, floor, cube);
  // Evidence: 4 side planes, then the depth cut, which cut nothing.
  ASSERT_EQ(m.clips.size(), 5u);
  EXPECT_TRUE(m.clips.back().cut.empty());
  EXPECT_NEAR(m.reference_normal.y, 1, tolerance<T>());
}

// The cube turned 45° about z lies on its edge: its lowest edge, along z at x = 0.3, is at
// y = c_y − 0.5·√2; with c_y = 0.5 + 0.5·√2 − 0.01 it is 0.01 into the floor. The incident face
// (one of the two faces along that edge) has 2 corners below the floor's top: the edge's ends
// (0.3, 0.49, −0.2 ± 0.5).
TYPED_TEST(BoxBoxManifoldTest, BoxLyingEdgeDownGivesTwoPoints) {
  using T = TypeParam;
  const double cy = 0.5 + 0.5 * std::numbers::sqrt2 - 0.01;
  const Obb<T> floor = box<T>({0, 0, 0}, {2, 0.5, 2});
  const Obb<T> cube = box<T>({0.3, cy, -0.2}, {0.5, 0.5, 0.5},
                             glm::angleAxis(std::numbers::pi / 4, glm::dvec3(0, 0, 1)));
  const BoxBoxManifold<T> m = box_box_manifold(floor, cube);
  ASSERT_TRUE(m.intersecting);
  EXPECT_EQ(m.feature, ManifoldFeature::face_a);
  ASSERT_EQ(m.points.size(), 2u);
  EXPECT_TRUE(has_point(m, {0.3, 0.49, -0.7}));
  EXPECT_TRUE(has_point(m, {0.3, 0.49, 0.3}));
  expect_on_both_surfaces(m, floor, cube);
  // The depth cut removed the incident face's 2 upper corners.
  EXPECT_EQ(m.clips.back().cut.size(), 2u);
}

// The cube turned so its main diagonal (1, 1, 1)/√3 points straight down stands on one corner,
// 0.5·√3 below its centre; with c_y = 0.5 + 0.5·√3 − 0.01 that corner, (0.3, 0.49, −0.2), is the
// one point.
TYPED_TEST(BoxBoxManifoldTest, BoxStandingOnACornerGivesOnePoint) {
  using T = TypeParam;
  const glm::dvec3 diagonal = glm::normalize(glm::dvec3(1, 1, 1));
  const glm::dvec3 down(0, -1, 0);
  const glm::dquat q = glm::angleAxis(std::acos(glm::dot(diagonal, down)),
                                      glm::normalize(glm::cross(diagonal, down)));
  const double cy = 0.5 + 0.5 * std::sqrt(3.0) - 0.01;
  const Obb<T> floor = box<T>({0, 0, 0}, {2, 0.5, 2});
  const Obb<T> cube = box<T>({0.3, cy, -0.2}, {0.5, 0.5, 0.5}, q);
  const BoxBoxManifold<T> m = box_box_manifold(floor, cube);
  ASSERT_TRUE(m.intersecting);
  EXPECT_EQ(m.feature, ManifoldFeature::face_a);
  ASSERT_EQ(m.points.size(), 1u);
  EXPECT_TRUE(has_point(m, {0.3, 0.49, -0.2}));
  EXPECT_NEAR(m.points[0].depth, 0.01, 10 * tolerance<T>());
  expect_on_both_surfaces(m, floor, cube);
}

// Two cubes on edge, crossed: A turned 45° about z has its top edge along z at y = 0.5·√2; B
// turned 45° about x has its bottom edge along x at y = c_y − 0.5·√2. With c_y = √2 − 0.01 the
// edges cross 0.01 deep at x = z = 0. The deciding axis is A₂×B₀ = z × x = y (overlap 0.01; the
// faces overlap by about 0.36). The point: on B's edge, (0, 0.5·√2 − 0.01, 0).
TYPED_TEST(BoxBoxManifoldTest, CrossedEdgesGiveOnePointOnTheEdgeAxis) {
  using T = TypeParam;
  const double h = 0.5 * std::numbers::sqrt2;
  const Obb<T> a =
      box<T>({0, 0, 0}, {0.5, 0.5, 0.5}, glm::angleAxis(std::numbers::pi / 4, glm::dvec3(0, 0, 1)));
  const Obb<T> b = box<T>({0, 2 * h - 0.01, 0}, {0.5, 0.5, 0.5},
                          glm::angleAxis(std::numbers::pi / 4, glm::dvec3(1, 0, 0)));
  const BoxBoxManifold<T> m = box_box_manifold(a, b);
  ASSERT_TRUE(m.intersecting);
  EXPECT_EQ(m.feature, ManifoldFeature::edge_edge);
  EXPECT_EQ(m.axis, 6 + 3 * 2 + 0);
  EXPECT_NEAR(m.normal.y, 1, tolerance<T>());
  EXPECT_NEAR(m.depth, 0.01, 10 * tolerance<T>());
  ASSERT_EQ(m.points.size(), 1u);
  EXPECT_TRUE(has_point(m, {0, h - 0.01, 0}));
  expect_on_both_surfaces(m, a, b);
}

// The floor as B under a cube A turned 10° about y: A's y axis and the floor's both overlap by
// 0.01 and A's comes first, so A's bottom (y = 0.49) is the reference face and the floor's top
// the incident face, clipped to A's footprint: 4 points on the floor's top, y = 0.5, each 0.01
// deep. Then A also tilted 1° about x: along its own y axis it now overlaps the floor by about
// 0.045, along the floor's y by about 0.019 (its lowest corner), so the floor's face decides
// (face_b), and A's bottom corners below y = 0.5 are carried up onto it.
TYPED_TEST(BoxBoxManifoldTest, PointsLieOnBWhicheverBoxHoldsTheReferenceFace) {
  using T = TypeParam;
  const glm::dquat turn = glm::angleAxis(0.1745329252, glm::dvec3(0, 1, 0));
  const Obb<T> floor = box<T>({0, 0, 0}, {2, 0.5, 2});
  const Obb<T> cube = box<T>({0.3, 0.99, -0.2}, {0.5, 0.5, 0.5}, turn);
  const BoxBoxManifold<T> m = box_box_manifold(cube, floor);
  ASSERT_TRUE(m.intersecting);
  EXPECT_EQ(m.feature, ManifoldFeature::face_a);
  EXPECT_NEAR(m.normal.y, -1, tolerance<T>());
  ASSERT_EQ(m.points.size(), 4u);
  for (const ContactPoint<T>& c : m.points)
    EXPECT_NEAR(c.point.y, 0.5, 4 * tolerance<T>());
  expect_on_both_surfaces(m, cube, floor);

  // A tilted 1° about x: its y face's overlap grows (its bottom corners reach lower), while the
  // floor's y axis still overlaps by the lowest corner's depth: B's face decides.
  const glm::dquat tilt = glm::angleAxis(0.0174532925, glm::dvec3(1, 0, 0)) * turn;
  const Obb<T> tilted = box<T>({0.3, 0.99, -0.2}, {0.5, 0.5, 0.5}, tilt);
  const BoxBoxManifold<T> n = box_box_manifold(tilted, floor);
  ASSERT_TRUE(n.intersecting);
  EXPECT_EQ(n.feature, ManifoldFeature::face_b);
  ASSERT_FALSE(n.points.empty());
  for (const ContactPoint<T>& c : n.points)
    EXPECT_NEAR(c.point.y, 0.5, 4 * tolerance<T>());
  expect_on_both_surfaces(n, tilted, floor);
}

// A cube on a cube of the same size turned 45° about the vertical: each face's square cuts the
// other's, and the clipped region is the regular octagon where they overlap (8 points), all
// 0.01 deep.
TYPED_TEST(BoxBoxManifoldTest, SquareTurnedOnSquareGivesTheOctagon) {
  using T = TypeParam;
  const Obb<T> lower = box<T>({0, 0, 0}, {0.5, 0.5, 0.5});
  const Obb<T> upper = box<T>({0, 0.99, 0}, {0.5, 0.5, 0.5},
                              glm::angleAxis(std::numbers::pi / 4, glm::dvec3(0, 1, 0)));
  const BoxBoxManifold<T> m = box_box_manifold(lower, upper);
  ASSERT_TRUE(m.intersecting);
  ASSERT_EQ(m.points.size(), 8u);
  // The octagon's vertices lie where the turned square's edges cross x = ±0.5 and z = ±0.5:
  // |x| + |z| = 0.5·√2 with one of them 0.5, the other 0.5·√2 − 0.5.
  const double other = 0.5 * std::numbers::sqrt2 - 0.5;
  for (const ContactPoint<T>& c : m.points) {
    const double x = std::abs(double(c.point.x)), z = std::abs(double(c.point.z));
    EXPECT_NEAR(std::max(x, z), 0.5, 10 * tolerance<T>());
    EXPECT_NEAR(std::min(x, z), other, 10 * tolerance<T>());
  }
  expect_on_both_surfaces(m, lower, upper);
}

TYPED_TEST(BoxBoxManifoldTest, BoxesApartHaveNoManifold) {
  using T = TypeParam;
  const Obb<T> floor = box<T>({0, 0, 0}, {2, 0.5, 2});
  const Obb<T> cube = box<T>({0.3, 1.01, -0.2}, {0.5, 0.5, 0.5});
  const BoxBoxManifold<T> m = box_box_manifold(floor, cube);
  EXPECT_FALSE(m.intersecting);
  EXPECT_EQ(m.feature, ManifoldFeature::none);
  EXPECT_TRUE(m.points.empty());
}

}  // namespace
}  // namespace collide
