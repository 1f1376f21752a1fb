// The contact manifold under the SAT's evidence (app/visualize/manifold_visual.hpp), GL-free:
// what it draws (contact points, the reference face's outline, the cut corners) and its Why
// rows, against the hand-worked cases of box_box_manifold_test.cpp: a unit cube sunk 0.01 into
// a floor whose top is y = 0.5 (4 points at its bottom corners), the cube on its edge (the
// depth cut drops the incident face's 2 upper corners), and an OBB–AABB pair (drawn at world
// coordinates though the test ran at its own origin).
#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include <glm/gtc/quaternion.hpp>

#include "app/visualize/visualizer.hpp"
#include "tests/app/visualize/visualize_test_support.hpp"

namespace collide {
namespace {

using test::has_line;
using test::has_point_at;
using test::run;
using test::why;

const Obb<double> kFloor = Obb<double>::from_rotation({0, 0, 0}, {2, 0.5, 2}, {1, 0, 0, 0});
const Obb<double> kCube =
    Obb<double>::from_rotation({0.3, 0.99, -0.2}, {0.5, 0.5, 0.5}, {1, 0, 0, 0});

TEST(ManifoldVisual, RestingCubeDrawsItsFourContactsAndTheReferenceFace) {
  const auto d = run<double>(kFloor, kCube);
  ASSERT_EQ(d.r.test, PairTest::obb_obb);
  for (double x : {-0.2, 0.8})
    for (double z : {-0.7, 0.3})
      EXPECT_TRUE(has_point_at(d.list, kContactColor, {x, 0.49, z}, 1e-12)) << x << " " << z;
  // The reference face is the floor's top (A's), outlined in A's colour: y = 0.5, |x|, |z| <= 2.
  EXPECT_TRUE(has_line(d.list, kOperandAColor, {2, 0.5, 2}, {-2, 0.5, 2}, 1e-12));
  EXPECT_EQ(why(d.rows, "contacts: axis", "axis"), 1);  // A1, the floor's y
  EXPECT_NEAR(why(d.rows, "contacts: axis", "depth"), 0.01, 1e-12);
  EXPECT_EQ(why(d.rows, "contacts: faces", "incident_axis"), 1);  // the cube's y face
  EXPECT_EQ(why(d.rows, "contacts: depth", "kept"), 4);
  EXPECT_EQ(why(d.rows, "contacts: depth", "cut"), 0);
  EXPECT_NEAR(why(d.rows, "contact 4", "depth"), 0.01, 1e-12);
}

TEST(ManifoldVisual, CubeOnItsEdgeShowsTheDepthCutDroppingTwoCorners) {
  const double cy = 0.5 + 0.5 * std::numbers::sqrt2 - 0.01;
  const auto q = glm::angleAxis(std::numbers::pi / 4, glm::dvec3(0, 0, 1));
  const auto cube =
      Obb<double>::from_rotation({0.3, cy, -0.2}, {0.5, 0.5, 0.5}, {q.w, q.x, q.y, q.z});
  const auto d = run<double>(kFloor, cube);
  EXPECT_EQ(why(d.rows, "contacts: depth", "kept"), 2);
  EXPECT_EQ(why(d.rows, "contacts: depth", "cut"), 2);
  EXPECT_TRUE(has_point_at(d.list, kContactColor, {0.3, 0.49, -0.7}, 1e-9));
  EXPECT_TRUE(has_point_at(d.list, kContactColor, {0.3, 0.49, 0.3}, 1e-9));
  EXPECT_EQ(test::row_named(d.rows, "contact 3"), nullptr);
}

TEST(ManifoldVisual, AnAabbPairIsDrawnAtWorldCoordinates) {
  const auto d = run<double>(Aabb<double>{{-2, -0.5, -2}, {2, 0.5, 2}}, kCube);
  ASSERT_EQ(d.r.verdict, PairVerdict::intersects);
  int contacts = 0;
  for (double x : {-0.2, 0.8})
    for (double z : {-0.7, 0.3}) {
      // Which operand is B depends on the dispatch's order: the points lie on B's face.
      contacts += has_point_at(d.list, kContactColor, {x, 0.49, z}, 1e-12) ||
                  has_point_at(d.list, kContactColor, {x, 0.5, z}, 1e-12);
    }
  EXPECT_EQ(contacts, 4);
}

TEST(ManifoldVisual, SeparatedBoxesDrawNoContacts) {
  const auto high = Obb<double>::from_rotation({0.3, 1.2, -0.2}, {0.5, 0.5, 0.5}, {1, 0, 0, 0});
  const auto d = run<double>(kFloor, high);
  EXPECT_TRUE(test::points_of(d.list, kContactColor).empty());
  EXPECT_EQ(test::row_named(d.rows, "contacts: axis"), nullptr);
}

// Beyond two boxes (draw_contact_manifold, explain_contact_manifold, after the pair's own
// evidence): a capsule lying 0.05 deep on a box's top face y = 0.5 (x in [−2, 2], z in
// [−1.5, 1.5]), its bottom line from x = −1 to 3 clipped at the face's edge x = 2.
TEST(ManifoldVisual, ACapsuleLyingOnABoxShowsTheReferenceFaceTheClippedSegmentAndTwoContacts) {
  const Obb<double> floor = Obb<double>::from_rotation({0, 0, 0}, {2, 0.5, 1.5}, {1, 0, 0, 0});
  const auto d = run<double>(floor, Capsule<double>{{-1, 0.95, 0.3}, {3, 0.95, 0.3}, 0.5});
  ASSERT_EQ(d.r.test, PairTest::convex_convex);
  EXPECT_TRUE(has_point_at(d.list, kContactColor, {-1, 0.45, 0.3}, 1e-6));
  EXPECT_TRUE(has_point_at(d.list, kContactColor, {2, 0.45, 0.3}, 1e-6));
  EXPECT_EQ(test::row_named(d.rows, "contact 3"), nullptr);
  // The reference face, the box's top, outlined in A's colour; the capsule's bottom line in B's.
  EXPECT_TRUE(has_line(d.list, kOperandAColor, {2, 0.5, 1.5}, {-2, 0.5, 1.5}, 1e-6));
  EXPECT_TRUE(has_line(d.list, kOperandBColor, {-1, 0.45, 0.3}, {3, 0.45, 0.3}, 1e-6));
  EXPECT_EQ(why(d.rows, "contacts: features", "points_a"), 4);  // the box's face
  EXPECT_EQ(why(d.rows, "contacts: features", "points_b"), 2);  // the capsule's segment
  EXPECT_EQ(why(d.rows, "contacts: depth", "kept"), 2);
  double cut = 0;
  for (int k = 1; k <= 4; ++k)
    cut += why(d.rows, "contacts: clip " + std::to_string(k), "cut");
  EXPECT_EQ(cut, 1);  // the end x = 3, beyond the side plane x = 2
  EXPECT_NEAR(why(d.rows, "contact 2", "depth"), 0.05, 1e-6);
}

TEST(ManifoldVisual, TwoSpheresShowTheirClosedForm) {
  // Centres 1.5 apart, radii 1: one contact (0.5, 0, 0), 0.5 deep, the centres joined.
  const auto d = run<double>(Sphere<double>{{0, 0, 0}, 1}, Sphere<double>{{1.5, 0, 0}, 1});
  EXPECT_TRUE(has_point_at(d.list, kContactColor, {0.5, 0, 0}, 1e-12));
  EXPECT_TRUE(has_line(d.list, kContactColor, {0, 0, 0}, {1.5, 0, 0}, 1e-12));
  EXPECT_EQ(why(d.rows, "contacts: how", "points"), 1);
  EXPECT_NEAR(why(d.rows, "contact 1", "depth"), 0.5, 1e-12);
  EXPECT_EQ(test::row_named(d.rows, "contact 2"), nullptr);
}

}  // namespace
}  // namespace collide
