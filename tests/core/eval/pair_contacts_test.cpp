// A box pair's contact manifold as check reports it (PairOutcome::contacts, `check --json`'s
// "contacts" and "contact_normal"), in the scene's a, b order whichever operand the test took
// first, and at world coordinates when the test ran an OBB–AABB pair moved to its own origin.
// Hand-worked: a unit cube (half 0.5) sunk 0.01 into a floor whose top is y = 0.5, its bottom
// face's corners (0.3 ± 0.5, 0.49, −0.2 ± 0.5) the 4 points, 0.01 deep.
#include <algorithm>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "core/eval/pair_json.hpp"
#include "core/eval/pair_outcome.hpp"
#include "core/scene/scene.hpp"

namespace collide {
namespace {

const ObjectDesc kFloorBox = desc::Box{{0, 0, 0}, {2, 0.5, 2}, {1, 0, 0, 0}};
const ObjectDesc kFloorAabb = desc::Aabb{{-2, -0.5, -2}, {2, 0.5, 2}};
const ObjectDesc kCube = desc::Box{{0.3, 0.99, -0.2}, {0.5, 0.5, 0.5}, {1, 0, 0, 0}};

PairOutcome outcome_of(const ObjectDesc& a, const ObjectDesc& b) {
  const Shape<double> sa = to_shape<double>(a), sb = to_shape<double>(b);
  return outcome(pair_test<double>(sa, sb), 0, 1, sa, sb);
}

bool has_point(const PairOutcome& o, Vec3<double> p) {
  return std::any_of(o.contacts.begin(), o.contacts.end(),
                     [&](const ContactOutcome& c) { return glm::length(c.point - p) < 1e-12; });
}

TEST(PairContacts, TheManifoldIsInTheScenesOrderWithPointsOnB) {
  // The floor first: points on the cube's bottom (y = 0.49), the normal up (a to b).
  const PairOutcome up = outcome_of(kFloorBox, kCube);
  ASSERT_TRUE(up.contact_normal.has_value());
  EXPECT_NEAR(up.contact_normal->y, 1, 1e-12);
  ASSERT_EQ(up.contacts.size(), 4u);
  for (double x : {-0.2, 0.8})
    for (double z : {-0.7, 0.3})
      EXPECT_TRUE(has_point(up, {x, 0.49, z}));
  for (const ContactOutcome& c : up.contacts)
    EXPECT_NEAR(c.depth, 0.01, 1e-12);
  // The cube first: points on the floor's top (y = 0.5), the normal down.
  const PairOutcome down = outcome_of(kCube, kFloorBox);
  ASSERT_TRUE(down.contact_normal.has_value());
  EXPECT_NEAR(down.contact_normal->y, -1, 1e-12);
  ASSERT_EQ(down.contacts.size(), 4u);
  for (double x : {-0.2, 0.8})
    for (double z : {-0.7, 0.3})
      EXPECT_TRUE(has_point(down, {x, 0.5, z}));
}

TEST(PairContacts, AnAabbPairsPointsAreAtWorldCoordinates) {
  // The OBB–AABB test runs both boxes moved by the AABB's point nearest the cube's centre.
  for (const bool aabb_first : {true, false}) {
    const PairOutcome o =
        aabb_first ? outcome_of(kFloorAabb, kCube) : outcome_of(kCube, kFloorAabb);
    ASSERT_EQ(o.contacts.size(), 4u) << aabb_first;
    const double y = aabb_first ? 0.49 : 0.5;
    for (double x : {-0.2, 0.8})
      for (double z : {-0.7, 0.3})
        EXPECT_TRUE(has_point(o, {x, y, z})) << aabb_first << " " << x << " " << z;
  }
}

TEST(PairContacts, ApartBoxesAndThinKindsHaveNone) {
  const ObjectDesc high = desc::Box{{0.3, 1.2, -0.2}, {0.5, 0.5, 0.5}, {1, 0, 0, 0}};
  EXPECT_FALSE(outcome_of(kFloorBox, high).contact_normal.has_value());
  EXPECT_TRUE(outcome_of(kFloorBox, high).contacts.empty());
  // A point inside the floor intersects it, but a point has no inside: no manifold.
  const ObjectDesc point = desc::Point{{0, 0.2, 0}};
  EXPECT_FALSE(outcome_of(kFloorBox, point).contact_normal.has_value());
}

TEST(PairContacts, ASphereSunkIntoTheFloorHasOneContactInTheScenesOrder) {
  // The ball's bottom (0, 0.4, 0) is 0.1 below the floor's top y = 0.5: from the floor (a) to
  // the ball (b) the normal is +y and the point on the ball is its bottom (the sphere–box test
  // takes the ball first).
  const ObjectDesc ball = desc::Sphere{{0, 0.9, 0}, 0.5};
  const PairOutcome o = outcome_of(kFloorBox, ball);
  ASSERT_TRUE(o.contact_normal.has_value());
  EXPECT_NEAR(glm::length(*o.contact_normal - Vec3<double>(0, 1, 0)), 0, 1e-12);
  ASSERT_EQ(o.contacts.size(), 1u);
  EXPECT_TRUE(has_point(o, {0, 0.4, 0}));
  EXPECT_NEAR(o.contacts[0].depth, 0.1, 1e-12);
}

TEST(PairContacts, CheckJsonListsThePointsAndTheNormal) {
  Scene s;
  s.objects.push_back({"floor", "", std::nullopt, true, kFloorBox});
  s.objects.push_back({"cube", "", std::nullopt, true, kCube});
  PairOutcome o;
  o.a = 0;
  o.b = 1;
  o.test = PairTest::obb_obb;
  o.verdict = PairVerdict::intersects;
  o.contacts = {{{-0.25, 0.5, 1}, 0.125}, {{0.75, 0.5, 1}, 0.25}};
  o.contact_normal = Vec3<double>(0, 1, 0);
  EXPECT_EQ(pair_json(s, o, PairJsonForm::report).dump(),
            R"({"a":"floor","b":"cube","test":"obb-obb","verdict":"intersects",)"
            R"("within_tolerance":false,"contacts":[{"point":[-0.25,0.5,1.0],"depth":0.125},)"
            R"({"point":[0.75,0.5,1.0],"depth":0.25}],"contact_normal":[0.0,1.0,0.0]})");
}

}  // namespace
}  // namespace collide
