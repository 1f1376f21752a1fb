// The one reading of a focus (focus_resolution.hpp): ids to scene indices in the focus's order,
// stale ids, one id twice, and the axis taken only where the box SAT decides the pair — its index
// worked out by hand from obb_sat.hpp's order (faces of the test's A, of its B, then Aᵢ×Bⱼ at
// 6 + 3i + j) and the dispatch's operand order; the same through an evaluation's id index.
#include <gtest/gtest.h>

#include "core/eval/focus_resolution.hpp"
#include "core/eval/scene_evaluation.hpp"

namespace collide {
namespace {

Scene scene_of_kinds() {
  Scene s;
  desc::Box box2;
  box2.center = {3, 0, 0};
  desc::Aabb aabb{{-4, -1, -1}, {-3, 1, 1}};
  desc::Sphere ball;
  ball.center = {0, 4, 0};
  desc::Triangle tri;
  tri.a = {0, 0, 5};
  tri.b = {1, 0, 5};
  tri.c = {0, 1, 5};
  s.objects.push_back(SceneObject("box", "", std::nullopt, true, desc::Box{}));
  s.objects.push_back(SceneObject("aabb", "", std::nullopt, true, aabb));
  s.objects.push_back(SceneObject("tri", "", std::nullopt, true, tri));
  s.objects.push_back(SceneObject("ball", "", std::nullopt, true, ball));
  s.objects.push_back(SceneObject("box2", "", std::nullopt, true, box2));
  return s;
}

SceneFocus focus(std::string a, std::string b, std::optional<std::string> axis = std::nullopt) {
  return SceneFocus{std::move(a), std::move(b), std::move(axis)};
}

// Both look-ups (a scan of the scene, the evaluation's index) give the same answer.
FocusResolution resolved(const Scene& scene, const SceneFocus& f) {
  SceneEvaluation eval;
  eval.build(scene);
  const FocusResolution scanned = resolve_focus(scene, f);
  const FocusResolution indexed = resolve_focus(scene, f, eval);
  EXPECT_EQ(scanned.problem, indexed.problem);
  EXPECT_EQ(scanned.pair.has_value(), indexed.pair.has_value());
  if (scanned.pair && indexed.pair) {
    EXPECT_EQ(scanned.pair->a, indexed.pair->a);
    EXPECT_EQ(scanned.pair->b, indexed.pair->b);
    EXPECT_EQ(scanned.pair->sat_axis, indexed.pair->sat_axis);
  }
  return scanned;
}

TEST(FocusResolution, IdsBecomeIndicesInTheFocussOrder) {
  const Scene s = scene_of_kinds();
  const FocusResolution r = resolved(s, focus("box2", "ball"));
  ASSERT_TRUE(r.pair);
  EXPECT_EQ(r.problem, FocusProblem::none);
  EXPECT_EQ(r.pair->a, 4u);
  EXPECT_EQ(r.pair->b, 3u);
  EXPECT_EQ(r.pair->sat_axis, -1);  // none named
}

TEST(FocusResolution, StaleIdsAndOneIdTwiceNameNoPair) {
  const Scene s = scene_of_kinds();
  FocusResolution r = resolved(s, focus("gone", "box"));
  EXPECT_FALSE(r.pair);
  EXPECT_EQ(r.problem, FocusProblem::unknown_a);
  r = resolved(s, focus("box", "gone", "A0"));
  EXPECT_FALSE(r.pair);
  EXPECT_EQ(r.problem, FocusProblem::unknown_b);
  r = resolved(s, focus("gone", "also gone"));
  EXPECT_EQ(r.problem, FocusProblem::unknown_a);  // a is looked for first
  r = resolved(s, focus("box", "box"));
  EXPECT_FALSE(r.pair);
  EXPECT_EQ(r.problem, FocusProblem::same_object);
}

TEST(FocusResolution, TheAxisIsTheBoxSatsIndexFromTheFocussOrder) {
  const Scene s = scene_of_kinds();
  // Two boxes: the test takes them as given. From (box2, box), B1 is box's face 1: the test's B
  // is box, so face B 1 = index 3 + 1.
  FocusResolution r = resolved(s, focus("box2", "box", "B1"));
  ASSERT_TRUE(r.pair);
  EXPECT_EQ(r.problem, FocusProblem::none);
  EXPECT_EQ(r.pair->cell.test, PairTest::obb_obb);
  EXPECT_FALSE(r.pair->cell.swapped);
  EXPECT_EQ(r.pair->sat_axis, 4);
  // An AABB and a box: the test takes (box, aabb), so our A (the aabb) is its B: A0 is index 3,
  // and our A0×B2 (aabb 0, box 2) is its A2×B0 = 6 + 3·2 + 0.
  r = resolved(s, focus("aabb", "box", "A0"));
  ASSERT_TRUE(r.pair);
  EXPECT_EQ(r.pair->cell.test, PairTest::obb_aabb);
  EXPECT_TRUE(r.pair->cell.swapped);
  EXPECT_EQ(r.pair->sat_axis, 3);
  r = resolved(s, focus("aabb", "box", "A0xB2"));
  EXPECT_EQ(r.pair->sat_axis, 12);
  r = resolved(s, focus("box", "aabb", "A0xB2"));  // not swapped: 6 + 3·0 + 2
  EXPECT_EQ(r.pair->sat_axis, 8);
  // As a person types it: an index in the test's order, or the cross written ×.
  r = resolved(s, focus("box", "box2", "14"));
  EXPECT_EQ(r.pair->sat_axis, 14);
  r = resolved(s, focus("box", "box2", "A1×B0"));
  EXPECT_EQ(r.pair->sat_axis, 9);
}

TEST(FocusResolution, AnAxisThatDoesNotApplyLeavesThePairWithoutOne) {
  const Scene s = scene_of_kinds();
  for (const SceneFocus& f :
       {focus("tri", "box", "B1"), focus("box", "ball", "A0"), focus("aabb", "tri", "A2xB0")}) {
    const FocusResolution r = resolved(s, f);
    ASSERT_TRUE(r.pair) << f.a << " " << f.b;
    EXPECT_EQ(r.problem, FocusProblem::axis_not_box_sat);
    EXPECT_EQ(r.pair->sat_axis, -1);
  }
  for (const char* bad : {"C9", "A3", "15", "x", "u0"}) {
    const FocusResolution r = resolved(s, focus("box", "box2", bad));
    ASSERT_TRUE(r.pair) << bad;
    EXPECT_EQ(r.problem, FocusProblem::unknown_axis) << bad;
    EXPECT_EQ(r.pair->sat_axis, -1);
  }
}

// The evaluation's index follows the scene's objects: an object inserted before shifts them.
TEST(FocusResolution, TheIndexedLookUpFollowsShiftedObjects) {
  Scene s = scene_of_kinds();
  s.objects.insert(s.objects.begin(), SceneObject("first", "", std::nullopt, true, desc::Point{}));
  const FocusResolution r = resolved(s, focus("box", "box2"));
  ASSERT_TRUE(r.pair);
  EXPECT_EQ(r.pair->a, 1u);
  EXPECT_EQ(r.pair->b, 5u);
}

}  // namespace
}  // namespace collide
