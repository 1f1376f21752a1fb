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

#include "app/visualize/manifold_visual.hpp"
#include "app/visualize/visualizer.hpp"
#include "app/visualize/why_controls.hpp"
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

// The clipping walked step by step (EvidenceStyle::contact_step), hand-worked: the unit cube sunk
// 0.01 into the floor's top y = 0.5 but hanging over its edge x = 2 (the cube spans x in
// [1.5, 2.5], z in [−0.7, 0.3]). The reference face is the floor's top (A1), the incident face
// the cube's bottom y = 0.49; the side planes come in the order z ≤ 2, z ≥ −2, x ≤ 2, x ≥ −2,
// then the depth cut. Only the third cuts: the corners at x = 2.5 go, the points where the
// bottom's edges cross x = 2 come in. The contacts: x in {1.5, 2}, z in {−0.7, 0.3}, 0.01 deep.
const Obb<double> kHanging =
    Obb<double>::from_rotation({2, 0.99, -0.2}, {0.5, 0.5, 0.5}, {1, 0, 0, 0});

std::vector<const DrawLabel*> labels_starting(const DrawList& l, const std::string& text) {
  std::vector<const DrawLabel*> out;
  for (const DrawLabel& x : l.layer(Layer::evidence).labels)
    if (x.text.starts_with(text)) out.push_back(&x);
  return out;
}
std::vector<std::string> shown_rows(const WhyRows& rows) {
  std::vector<std::string> out;
  for (const WhyRow& r : rows)
    if (r.shown) out.push_back(r.label);
  return out;
}

TEST(ManifoldVisual, TheClippingWalkedStepByStep) {
  const auto whole = run<double>(kFloor, kHanging);
  ASSERT_EQ(contact_clip_count(whole.rows), 5);
  EXPECT_TRUE(shown_rows(whole.rows).empty());  // all at once: no step marked
  const auto at = [](int step) {
    EvidenceStyle s;
    s.contact_step = step;
    return run<double>(kFloor, kHanging, s);
  };
  // Step 0: the two faces, nothing clipped yet, no contacts.
  const auto faces = at(0);
  EXPECT_TRUE(has_line(faces.list, kOperandAColor, {2, 0.5, 2}, {-2, 0.5, 2}, 1e-12));
  EXPECT_TRUE(has_line(faces.list, kOperandBColor, {1.5, 0.49, -0.7}, {2.5, 0.49, -0.7}, 1e-12));
  EXPECT_TRUE(test::points_of(faces.list, kContactColor).empty());
  EXPECT_TRUE(test::lines_of(faces.list, visual::kClipPlaneColor).empty());
  EXPECT_EQ(shown_rows(faces.rows), std::vector<std::string>{"contacts: faces"});

  // Step 1: the plane z ≤ 2 drawn (its rectangle in the plane z = 2), nothing cut; the polygon
  // left is the whole incident face.
  const auto first = at(1);
  const auto plane1 = test::lines_of(first.list, visual::kClipPlaneColor);
  ASSERT_EQ(plane1.size(), 4u);
  for (const DrawLine& l : plane1) {
    EXPECT_NEAR(l.a.z, 2, 1e-12);
    EXPECT_NEAR(l.b.z, 2, 1e-12);
  }
  EXPECT_EQ(test::points_of(first.list, visual::kKeptColor).size(), 4u);
  EXPECT_EQ(labels_starting(first.list, "clip 1: kept 4, cut 0").size(), 1u);
  EXPECT_EQ(shown_rows(first.rows), std::vector<std::string>{"contacts: clip 1"});
  EXPECT_TRUE(test::points_of(first.list, kContactColor).empty());

  // Step 3: x ≤ 2, the current plane bright (in x = 2) and the two before it faint; it cut the
  // corners at x = 2.5 (grey), and left the corners at x = 1.5 and the crossings at x = 2.
  const auto third = at(3);
  const auto plane3 = test::lines_of(third.list, visual::kClipPlaneColor);
  ASSERT_EQ(plane3.size(), 12u);  // same rgb: the current and the two faint ones
  int bright = 0;
  for (const DrawLine& l : plane3)
    if (l.color_a.a == visual::kClipPlaneColor.a) {
      ++bright;
      EXPECT_NEAR(l.a.x, 2, 1e-12);
    }
  EXPECT_EQ(bright, 4);
  for (double z : {-0.7, 0.3}) {
    EXPECT_TRUE(has_point_at(third.list, visual::kKeptColor, {2, 0.49, z}, 1e-12)) << z;
    EXPECT_TRUE(has_point_at(third.list, visual::kKeptColor, {1.5, 0.49, z}, 1e-12)) << z;
    EXPECT_FALSE(has_point_at(third.list, visual::kKeptColor, {2.5, 0.49, z}, 1e-12)) << z;
  }
  EXPECT_EQ(test::points_of(third.list, visual::kCutColor).size(), 2u);
  EXPECT_EQ(labels_starting(third.list, "clip 3: kept 4, cut 2").size(), 1u);
  EXPECT_EQ(shown_rows(third.rows), std::vector<std::string>{"contacts: clip 3"});

  // Step 5: the depth cut (the floor's own plane), nothing above it.
  const auto depth = at(5);
  EXPECT_EQ(labels_starting(depth.list, "depth cut: kept 4, dropped 0").size(), 1u);
  EXPECT_EQ(shown_rows(depth.rows), std::vector<std::string>{"contacts: depth"});

  // Step 6 (and past it): the contacts, each labelled with its depth, their rows marked.
  for (int step : {6, 9}) {
    const auto last = at(step);
    EXPECT_EQ(test::points_of(last.list, kContactColor).size(), 4u);
    for (double x : {1.5, 2.0})
      for (double z : {-0.7, 0.3})
        EXPECT_TRUE(has_point_at(last.list, kContactColor, {x, 0.49, z}, 1e-12)) << x << z;
    EXPECT_EQ(labels_starting(last.list, "depth 0.01").size(), 4u);
    EXPECT_TRUE(test::lines_of(last.list, visual::kClipPlaneColor).empty());
    EXPECT_EQ(shown_rows(last.rows),
              (std::vector<std::string>{"contact 1", "contact 2", "contact 3", "contact 4"}));
  }
  // All at once labels no single depth.
  EXPECT_TRUE(labels_starting(whole.list, "depth ").empty());
}

// A capsule lying on a box (the features' clipping): step 0 names the features' row; the
// step that cuts the end beyond x = 2 shows it grey.
TEST(ManifoldVisual, TheFeaturesClippingWalksToo) {
  const Obb<double> floor = Obb<double>::from_rotation({0, 0, 0}, {2, 0.5, 1.5}, {1, 0, 0, 0});
  const Capsule<double> capsule{{-1, 0.95, 0.3}, {3, 0.95, 0.3}, 0.5};
  EvidenceStyle s;
  s.contact_step = 0;
  EXPECT_EQ(shown_rows(test::run<double>(floor, capsule, s).rows),
            std::vector<std::string>{"contacts: features"});
  int cut_at = -1;
  for (int k = 1; k <= 4; ++k) {
    s.contact_step = k;
    const auto d = run<double>(floor, capsule, s);
    if (has_point_at(d.list, visual::kCutColor, {3, 0.45, 0.3}, 1e-6) && cut_at < 0) cut_at = k;
    EXPECT_EQ(test::lines_of(d.list, visual::kClipPlaneColor).size(), 4u * k) << k;
  }
  EXPECT_GE(cut_at, 1);  // some side plane cut it, and from then on it stays grey
}

// Contacts off (a lesson step that does not name the view): nothing of the manifold drawn, its
// rows kept but muted.
TEST(ManifoldVisual, ContactsOffDrawNothingAndMuteTheRows) {
  EvidenceStyle off;
  off.contacts = false;
  const auto d = run<double>(kFloor, kCube, off);
  EXPECT_TRUE(test::points_of(d.list, kContactColor).empty());
  EXPECT_TRUE(labels_starting(d.list, "4 contacts").empty());
  EXPECT_TRUE(labels_starting(d.list, "reference face").empty());
  ASSERT_NE(test::row_named(d.rows, "contacts: axis"), nullptr);
  EXPECT_TRUE(test::row_named(d.rows, "contacts: axis")->muted);
  EXPECT_TRUE(test::row_named(d.rows, "contact 4")->muted);
  EXPECT_FALSE(test::row_named(run<double>(kFloor, kCube).rows, "contact 4")->muted);
  EXPECT_EQ(labels_starting(run<double>(kFloor, kCube).list, "4 contacts").size(), 1u);
}

}  // namespace
}  // namespace collide
