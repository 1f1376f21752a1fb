// The viewport's verdict marks, read from the draw list without GL.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <set>

#include "app/view/draw_settings.hpp"
#include "app/view/scene_drawing.hpp"
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

// A big scene (issue #25): 3,000 touching pairs of boxes (6,000 objects, above
// kOutlineObjectLimit), near ones 60 px across, far ones 10 px, some behind the eye. Only the
// near ones in view are marked, and the objects asked for (the selection, the focused pair),
// however small or far. Each box's image is measured here through world_to_pixel: the two ends
// of its bounding sphere's diameter across the image plane at its centre.
TEST(VerdictMarks, InABigSceneOnlyObjectsLargeEnoughToCarryTheDotAreMarked) {
  Camera cam;
  cam.target = {0, 0, 0};
  cam.distance = 10;
  cam.yaw = 0.4f;
  cam.pitch = 0.3f;
  const Viewport viewport{640, 360};
  const glm::dvec3 eye = eye_position(cam), forward = forward_direction(cam),
                   right = right_direction(cam), up = up_direction(cam);
  // The half size giving a box whose sphere's image is `px` across `depth` ahead.
  const auto half_for = [&](double px, double depth) {
    return px * pixel_size_at(cam, viewport, float(depth)) / (2 * std::sqrt(3.0));
  };
  Scene scene;
  for (int k = 0; k < 3000; ++k) {
    const int kind = k % 3;  // 0: near, 1: far, 2: behind the eye
    const double depth = kind == 0 ? 8 : 60;
    const double half = half_for(kind == 0 ? 60 : 10, depth);
    const double spread = kind == 0 ? 2.0 : 12.0;
    // (A different depth for each pair, so no two marks share a place.)
    glm::dvec3 c = eye + (kind == 2 ? -1.0 : 1.0) * (depth + 1e-4 * k) * forward +
                   spread * (double((k * 7) % 11) / 10 - 0.5) * right +
                   spread * 0.5 * (double((k * 5) % 13) / 12 - 0.5) * up;
    for (int j = 0; j < 2; ++j) {  // the pair overlaps by half a box
      const glm::dvec3 cj = c + double(j) * half * right;
      scene.objects.push_back({"b" + std::to_string(2 * k + j), "", std::nullopt, true,
                               desc::Aabb{cj - glm::dvec3(half), cj + glm::dvec3(half)}});
    }
  }
  ASSERT_GT(scene.objects.size(), kOutlineObjectLimit);
  SceneEvaluation eval;
  eval.build(scene);
  const auto rows = build_pair_rows(scene, eval, check_scene(scene, eval));
  std::vector<ObjectMark> marks;
  for (const SceneObject& o : scene.objects)
    marks.push_back(object_mark(o.desc));
  const std::vector<std::size_t> always = {1, 4, 5};  // 1: near, 4 and 5: behind the eye
  DrawList list;
  draw_verdict_marks(list, scene, rows, marks, ObjectView(cam, viewport), always);

  std::set<std::size_t> expected(always.begin(), always.end());
  for (std::size_t i = 0; i < scene.objects.size(); ++i) {
    const auto& box = std::get<desc::Aabb>(scene.objects[i].desc);
    const glm::dvec3 c = 0.5 * (box.min + box.max);
    const double r = std::sqrt(3.0) * (box.max.x - box.min.x) / 2;
    const auto a = world_to_pixel(cam, viewport, c - r * right);
    const auto b = world_to_pixel(cam, viewport, c + r * right);
    const auto centre = world_to_pixel(cam, viewport, c);
    if (view_depth(cam, c) <= 0 || !a || !b || !centre) continue;
    const bool in_view =
        centre->x > 0 && centre->x < viewport.width && centre->y > 0 && centre->y < viewport.height;
    if (in_view && glm::distance(*a, *b) >= kBigSceneMarkPx) expected.insert(i);
  }
  ASSERT_GT(expected.size(), 1000u);  // the near pairs
  std::map<std::array<double, 3>, std::size_t> by_place;
  for (std::size_t i = 0; i < marks.size(); ++i) {
    const glm::dvec3 a = marks[i].anchor.value();
    by_place[{a.x, a.y, a.z}] = i;
  }
  ASSERT_EQ(by_place.size(), marks.size());
  std::set<std::size_t> marked;
  for (const DrawPoint& p : test::points_of(list, kIntersectingMark))
    if (const auto at = by_place.find({p.p.x, p.p.y, p.p.z}); at != by_place.end())
      marked.insert(at->second);
  EXPECT_EQ(test::points_of(list, kIntersectingMark).size(), marked.size());
  EXPECT_EQ(marked, expected);

  // The same scene made small (the first 4,000 objects): every intersecting object is marked.
  Scene small = scene;
  small.objects.resize(kOutlineObjectLimit - 1000);
  SceneEvaluation small_eval;
  small_eval.build(small);
  const auto small_rows = build_pair_rows(small, small_eval, check_scene(small, small_eval));
  marks.resize(small.objects.size());
  DrawList all;
  draw_verdict_marks(all, small, small_rows, marks, ObjectView(cam, viewport), {});
  EXPECT_EQ(test::points_of(all, kIntersectingMark).size(), small.objects.size());
}

}  // namespace
}  // namespace collide
