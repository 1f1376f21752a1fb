// The viewport's verdict marks, read from the draw list without GL.
#include <gtest/gtest.h>

#include <limits>

#include "app/view/verdict_marks.hpp"
#include "core/eval/scene_evaluation.hpp"
#include "tests/app/visualize/visualize_test_support.hpp"

namespace collide {
namespace {

SceneObject sphere(std::string id, double x, double r) {
  desc::Sphere s;
  s.center = {x, 0, 0};
  s.radius = r;
  return SceneObject(std::move(id), "", std::nullopt, true, ObjectDesc{s});
}

TEST(VerdictMarks, IntersectingFailedAndInvalidObjectsAreMarkedWhereTheyAre) {
  Scene scene;
  scene.objects = {sphere("a", 0, 1), sphere("b", 1.5, 1), sphere("c", 10, 1),
                   sphere("bad", 20, -1)};  // a negative radius: invalid
  Expectation e;
  e.a = "a";
  e.b = "c";
  e.intersects = true;  // fails: they are 10 apart
  scene.expect = {e};
  SceneEvaluation eval;
  eval.build(scene);
  const auto rows = build_pair_rows(scene, eval, check_scene(scene, eval));
  DrawList list;
  draw_verdict_marks(list, scene, rows);

  // a and b intersect (1.5 < 2): dots at their centres; c intersects nothing.
  EXPECT_TRUE(test::has_point_at(list, kIntersectingMark, {0, 0, 0}));
  EXPECT_TRUE(test::has_point_at(list, kIntersectingMark, {1.5, 0, 0}));
  EXPECT_FALSE(test::has_point_at(list, kIntersectingMark, {10, 0, 0}));
  EXPECT_EQ(test::points_of(list, kIntersectingMark).size(), 2u);
  // The failed expectation joins a and c.
  EXPECT_TRUE(test::has_line(list, kFailedMark, {0, 0, 0}, {10, 0, 0}));
  // The invalid sphere, with its reason.
  EXPECT_TRUE(test::has_point_at(list, kInvalidMark, {20, 0, 0}));
  bool reason = false;
  for (const DrawLabel& l : list.layer(Layer::evidence).labels)
    reason = reason || (l.text.rfind("invalid: ", 0) == 0 && l.anchor == glm::dvec3(20, 0, 0) &&
                        l.text.size() > 9);
  EXPECT_TRUE(reason);
}

// A ray has no bounds: its mark is at its origin.
TEST(VerdictMarks, ARayThatHitsSomethingIsMarkedAtItsOrigin) {
  Scene scene;
  desc::Ray r;
  r.origin = {-5, 0, 0};
  r.direction = {1, 0, 0};
  scene.objects = {sphere("a", 0, 1), SceneObject("ray", "", std::nullopt, true, ObjectDesc{r})};
  SceneEvaluation eval;
  eval.build(scene);
  const auto rows = build_pair_rows(scene, eval, check_scene(scene, eval));
  DrawList list;
  draw_verdict_marks(list, scene, rows);
  EXPECT_TRUE(test::has_point_at(list, kIntersectingMark, {-5, 0, 0}));
  EXPECT_TRUE(test::has_point_at(list, kIntersectingMark, {0, 0, 0}));
}

TEST(VerdictMarks, PairsOnWhichFloatAndDoubleDisagreeAreJoinedByAnAmberLine) {
  // Far from the origin float's spacing is 8: 1e8 + 2.5 rounds to 1e8, so in float the two
  // spheres coincide (intersecting) while in double their gap is 2.5 − 2 = 0.5 (separated).
  Scene scene;
  scene.objects = {sphere("a", 1e8, 1), sphere("b", 1e8 + 2.5, 1), sphere("c", 0, 1),
                   sphere("d", 1.5, 1)};  // c and d: both precisions agree
  ASSERT_NE(double(float(1e8 + 2.5)), 1e8 + 2.5);
  SceneEvaluation eval;
  eval.set_both_precisions(true);
  eval.build(scene);
  const auto rows = build_pair_rows(scene, eval, check_scene(scene, eval));
  DrawList list;
  draw_verdict_marks(list, scene, rows);

  EXPECT_TRUE(test::has_line(list, kDisagreementMark, {1e8, 0, 0}, {1e8 + 2.5, 0, 0}));
  std::size_t amber = 0;
  for (const DrawLine& l : list.layer(Layer::evidence).lines)
    amber += l.color_a == kDisagreementMark;
  EXPECT_EQ(amber, 1u);  // only the far pair
  bool label = false;
  for (const DrawLabel& l : list.layer(Layer::evidence).labels)
    label = label || (l.text == "float ≠ double" && l.anchor == glm::dvec3(1e8 + 1.25, 0, 0));
  EXPECT_TRUE(label);
}

}  // namespace
}  // namespace collide
