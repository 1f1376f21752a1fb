// Pinned contacts (an expectation's "contacts": count, normal, points, tolerance) read, judged by
// check and written back, on the hand-worked resting cube of box_box_manifold_test.cpp: a unit
// cube (half 0.5) sunk 0.01 into a floor whose top is y = 0.5 has 4 contacts at its bottom
// corners (0.3 ± 0.5, 0.49, −0.2 ± 0.5), normal (0, 1, 0) from the floor to the cube.
#include <gtest/gtest.h>

#include <string>

#include "core/eval/scene_check.hpp"
#include "core/scene/scene_json.hpp"

namespace collide {
namespace {

std::string scene_with(const std::string& expectation) {
  return R"({"format": "collision-lab-scene", "version": 1, "objects": [
    {"id": "floor", "kind": "box", "center": [0, 0, 0], "half_extents": [2, 0.5, 2]},
    {"id": "cube", "kind": "box", "center": [0.3, 0.99, -0.2], "half_extents": [0.5, 0.5, 0.5]},
    {"id": "ball", "kind": "sphere", "center": [5, 0, 0], "radius": 1},
    {"id": "rod", "kind": "capsule", "a": [-1, 0.9, 0], "b": [1, 0.9, 0], "radius": 0.5},
    {"id": "dot", "kind": "point", "position": [0, 0, 0]}],
    "expect": [)" +
         expectation + "]}";
}

CheckReport check(const std::string& expectation) {
  const SceneLoad load = parse_scene(scene_with(expectation));
  EXPECT_TRUE(load.ok()) << load.error->to_string();
  return load.ok() ? check_scene(*load.scene) : CheckReport{};
}

TEST(ContactPins, TheWorkedManifoldHolds) {
  const CheckReport r = check(R"({"a": "floor", "b": "cube", "verdict": "intersects",
    "contacts": {"count": 4, "normal": [0, 1, 0],
                 "points": [[0.8, 0.49, 0.3], [-0.2, 0.49, -0.7]], "tolerance": 1e-9}})");
  ASSERT_EQ(r.expectations.size(), 1u);
  EXPECT_TRUE(r.expectations[0].held) << r.expectations[0].failure;
}

TEST(ContactPins, ACapsuleLyingOnTheFloorHoldsItsTwoPoints) {
  // The rod's bottom line y = 0.4 lies 0.1 under the floor's top y = 0.5, its ends x = ±1 within
  // the face: 2 contacts on the rod, normal from the floor up (EPA's normal: the tolerance).
  const CheckReport r = check(R"({"a": "floor", "b": "rod", "verdict": "intersects",
    "contacts": {"count": 2, "normal": [0, 1, 0], "points": [[-1, 0.4, 0], [1, 0.4, 0]],
                 "tolerance": 1e-6}})");
  ASSERT_EQ(r.expectations.size(), 1u);
  EXPECT_TRUE(r.expectations[0].held) << r.expectations[0].failure;
}

TEST(ContactPins, EachWrongPartIsNamed) {
  const CheckReport r = check(R"({"a": "floor", "b": "cube", "verdict": "intersects",
    "contacts": {"count": 2, "normal": [0, -1, 0], "points": [[0.8, 0.5, 0.3]],
                 "tolerance": 1e-6}})");
  ASSERT_EQ(r.expectations.size(), 1u);
  const std::string& f = r.expectations[0].failure;
  EXPECT_FALSE(r.expectations[0].held);
  EXPECT_NE(f.find("expected 2 contacts, got 4"), std::string::npos) << f;
  EXPECT_NE(f.find("expected contact normal (0, -1, 0)"), std::string::npos) << f;
  // The point pinned on the floor's top (y = 0.5) is 0.01 from the cube's corner at y = 0.49.
  EXPECT_NE(f.find("expected a contact at (0.8, 0.5, 0.3)"), std::string::npos) << f;
  EXPECT_NE(f.find("the nearest is (0.8, 0.49"), std::string::npos) << f;
  // The same pair the other way round: the normal turns, the points move onto the floor.
  const CheckReport back = check(R"({"a": "cube", "b": "floor", "verdict": "intersects",
    "contacts": {"normal": [0, -1, 0], "points": [[0.8, 0.5, 0.3]], "tolerance": 1e-9}})");
  EXPECT_TRUE(back.expectations[0].held) << back.expectations[0].failure;
}

TEST(ContactPins, RefusedWhereTheyCannotApplyNamingThePlace) {
  const auto refused = [](const std::string& expectation, const std::string& pointer,
                          const std::string& words) {
    const SceneLoad load = parse_scene(scene_with(expectation));
    ASSERT_FALSE(load.ok()) << expectation;
    EXPECT_EQ(load.error->pointer, pointer) << load.error->to_string();
    EXPECT_NE(load.error->to_string().find(words), std::string::npos) << load.error->to_string();
  };
  refused(R"({"a": "floor", "b": "dot", "verdict": "intersects", "contacts": {"count": 1}})",
          "/expect/0/contacts", "only to two solids");
  refused(R"({"a": "floor", "b": "cube", "verdict": "disjoint", "contacts": {"count": 1}})",
          "/expect/0/contacts", "only when \"intersects\" is true");
  refused(R"({"a": "floor", "b": "cube", "verdict": "intersects",
             "contacts": {"normal": [0, 1, 0]}})",
          "/expect/0/contacts", "need a \"tolerance\"");
  refused(R"({"a": "floor", "b": "cube", "verdict": "intersects",
             "contacts": {"points": [], "tolerance": 0}})",
          "/expect/0/contacts/points", "1 to 8 points");
  refused(R"({"a": "floor", "b": "cube", "verdict": "intersects", "contacts": {"count": 9}})",
          "/expect/0/contacts/count", "");
  refused(R"({"a": "floor", "b": "cube", "verdict": "intersects", "contacts": {"depth": 1}})",
          "/expect/0/contacts/depth", "");
}

TEST(ContactPins, WrittenBackAsRead) {
  const std::string pin =
      R"({"a": "floor", "b": "cube", "verdict": "intersects", "contacts": {"count": 4,)"
      R"( "normal": [0, 1, 0.1], "points": [[0.8, 0.49, 0.3]], "tolerance": 1e-09}})";
  const SceneLoad load = parse_scene(scene_with(pin));
  ASSERT_TRUE(load.ok()) << load.error->to_string();
  const SceneText text = format_scene(*load.scene);
  ASSERT_FALSE(text.error);
  const SceneLoad again = parse_scene(text.text);
  ASSERT_TRUE(again.ok()) << again.error->to_string();
  ASSERT_EQ(again.scene->expect.size(), 1u);
  EXPECT_TRUE(same_expectation(again.scene->expect[0], load.scene->expect[0]));
  ASSERT_TRUE(again.scene->expect[0].contacts);
  EXPECT_EQ(again.scene->expect[0].contacts->count, 4);
  EXPECT_EQ(again.scene->expect[0].contacts->points.size(), 1u);
}

}  // namespace
}  // namespace collide
