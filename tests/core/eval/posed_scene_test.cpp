// The posed scene (core/eval/posed_scene.hpp, core/scene/pose.hpp): an object at time t is its
// description turned by t·|ω| about ω/|ω| through its pivot and moved by t·velocity, checked on
// cases worked by hand; at t = 0 the posed scene is the scene itself (no copy); and an
// evaluation at t is a build from scratch of the scene moved there by hand.
#include "core/eval/posed_scene.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include "core/eval/scene_evaluation.hpp"
#include "core/scene/pose.hpp"

namespace collide {
namespace {

constexpr double kPi = std::numbers::pi;

void expect_near(const Vec3<double>& got, const Vec3<double>& want, double tol = 1e-12) {
  for (int i = 0; i < 3; ++i)
    EXPECT_NEAR(got[i], want[i], tol) << "component " << i;
}

// A box at (1, 2, 3), half extents (1, 0.5, 0.25), unturned, moving by (2, 0, -4) and turning
// half a turn about z over [0, 1]. At t = 0.5: centre (1, 2, 3) + 0.5·(2, 0, −4) = (2, 2, 1);
// turned a quarter about z: q = (cos 45°, 0, 0, sin 45°), its own x axis along world y, so its
// world half size is (0.5, 1, 0.25).
TEST(PoseAt, ABoxMovingAndTurningAtHalfTime) {
  const desc::Box box{{1, 2, 3}, {1, 0.5, 0.25}, {1, 0, 0, 0}};
  const Motion m{Vec3<double>(2, 0, -4), Vec3<double>(0, 0, kPi)};
  const auto posed = std::get<desc::Box>(pose_at(box, m, 0.5));
  expect_near(posed.center, {2, 2, 1});
  EXPECT_NEAR(posed.rotation.w, std::sqrt(0.5), 1e-15);
  EXPECT_NEAR(posed.rotation.x, 0, 1e-15);
  EXPECT_NEAR(posed.rotation.y, 0, 1e-15);
  EXPECT_NEAR(posed.rotation.z, std::sqrt(0.5), 1e-15);
  EXPECT_EQ(posed.half_extents, box.half_extents);
  const Aabb<double> b = *bounds_of(posed);
  expect_near(b.min, {1.5, 1, 0.75});
  expect_near(b.max, {2.5, 3, 1.25});
  // The rotation at t is q_ω(t)·q₀: from a box already turned a quarter about x.
  const Quat<double> qx = glm::angleAxis(kPi / 2, Vec3<double>(1, 0, 0));
  const auto turned_first = std::get<desc::Box>(
      pose_at(desc::Box{{0, 0, 0}, {1, 1, 1}, qx}, Motion{std::nullopt, m.angular_velocity}, 0.5));
  // Its own z axis: (0, 0, 1) → (0, −1, 0) by qx, then → (1, 0, 0) by the quarter about z.
  expect_near(turned_first.rotation * Vec3<double>(0, 0, 1), {1, 0, 0});
}

// A plane (normal +y through (1, 0, 0)) turning half a turn about x and rising by (0, 0, 2): at
// t = 0.5 its normal has turned a quarter about x, (0, 1, 0) → (0, 0, 1), about its point,
// which has moved to (1, 0, 1).
TEST(PoseAt, APlaneTurnsAboutItsPoint) {
  const desc::Plane plane{{0, 1, 0}, {1, 0, 0}};
  const auto turned =
      std::get<desc::Plane>(pose_at(plane, Motion{std::nullopt, Vec3<double>(kPi, 0, 0)}, 0.5));
  expect_near(turned.normal, {0, 0, 1});
  EXPECT_EQ(turned.point, plane.point);
  const auto both = std::get<desc::Plane>(
      pose_at(plane, Motion{Vec3<double>(0, 0, 2), Vec3<double>(kPi, 0, 0)}, 0.5));
  expect_near(both.normal, {0, 0, 1});
  expect_near(both.point, {1, 0, 1});
}

TEST(PoseAt, NoMotionOrTimeZeroIsTheDescriptionItself) {
  const desc::Box box{{1, 2, 3}, {1, 1, 1}, {1, 0, 0, 0}};
  const Motion m{Vec3<double>(2, 0, -4), Vec3<double>(0, 0, 1)};
  EXPECT_TRUE(same_bits(pose_at(box, m, 0), ObjectDesc(box)));
  EXPECT_TRUE(same_bits(pose_at(box, Motion{}, 0.7), ObjectDesc(box)));
  EXPECT_TRUE(same_bits(pose_at(box, Motion{std::nullopt, Vec3<double>(0)}, 0.7), ObjectDesc(box)));
}

Scene moving_scene() {
  Scene s;
  s.objects.push_back({"crate", "", std::nullopt, true,
                       desc::Box{{0, 0, 0}, {1, 1, 1}, {1, 0, 0, 0}}, "",
                       Motion{Vec3<double>(4, 0, 0), Vec3<double>(0, 1, 0)}});
  s.objects.push_back(
      {"post", "", std::nullopt, true, desc::Box{{3, 0, 0}, {0.5, 2, 0.5}, {1, 0, 0, 0}}});
  s.objects.push_back({"ball", "", std::nullopt, true, desc::Sphere{{0, 5, 0}, 0.5}, "",
                       Motion{Vec3<double>(0, -4, 0), std::nullopt}});
  s.objects.push_back({"floor", "", std::nullopt, true, desc::Plane{{0, 1, 0}, {0, -1, 0}}, "",
                       Motion{Vec3<double>(0, 1.5, 0), Vec3<double>(0.3, 0, 0)}});
  s.objects.push_back({"rod", "", std::nullopt, true, desc::Segment{{-2, 0, 0}, {-1, 1, 0}}, "",
                       Motion{Vec3<double>(0, 0, 1), std::nullopt}});
  return s;
}

TEST(PosedScene, AtTimeZeroItIsTheSceneItselfNothingCopied) {
  const Scene s = moving_scene();
  SceneEvaluation eval;
  eval.build(s);
  EXPECT_EQ(&eval.posed().scene(), &s);
  EXPECT_FALSE(eval.posed().copied());
  for (std::size_t i = 0; i < s.objects.size(); ++i)
    EXPECT_EQ(&eval.posed().desc(i), &s.objects[i].desc) << i;
  // Set back to 0 from another time: the scene itself again.
  eval.set_time(s, 0.5);
  EXPECT_TRUE(eval.posed().copied());
  eval.set_time(s, 0);
  EXPECT_EQ(&eval.posed().scene(), &s);
  // At another time, a scene in which nothing moves is not copied either.
  Scene still = s;
  for (SceneObject& o : still.objects)
    o.motion = {};
  eval.set_time(still, 0.5);
  EXPECT_EQ(&eval.posed().scene(), &still);
}

// Each object moved to its pose at t by hand: centre and ends plus t·v, a box's rotation
// angleAxis(t·|ω|, ω/|ω|)·q₀, a plane's normal turned by the same (its point the pivot). At an
// instant every object stands still where it is posed (issue 37): the ball too, a sphere there.
Scene moved_by_hand(const Scene& s, double t) {
  Scene out = s;
  for (SceneObject& o : out.objects) {
    const Vec3<double> v = o.motion.velocity.value_or(Vec3<double>(0));
    Quat<double> q(1, 0, 0, 0);
    if (o.motion.angular_velocity) {
      const Vec3<double> w = *o.motion.angular_velocity;
      q = glm::angleAxis(t * glm::length(w), w / glm::length(w));
    }
    if (auto* b = std::get_if<desc::Box>(&o.desc)) {
      b->center += t * v;
      b->rotation = glm::normalize(q * b->rotation);
    } else if (auto* p = std::get_if<desc::Plane>(&o.desc)) {
      p->point += t * v;
      p->normal = q * p->normal;
    } else if (auto* sp = std::get_if<desc::Sphere>(&o.desc)) {
      sp->center += t * v;
    } else if (auto* seg = std::get_if<desc::Segment>(&o.desc)) {
      seg->a += t * v;
      seg->b += t * v;
    }
    o.motion.angular_velocity.reset();
    o.motion.velocity.reset();
  }
  return out;
}

// The same candidate pairs with the same summaries, bit for bit, in both precisions.
void expect_same_pairs(const SceneEvaluation& got, const SceneEvaluation& want) {
  EXPECT_EQ(got.counts(), want.counts());
  const auto g = got.pairs(), w = want.pairs();
  ASSERT_EQ(g.size(), w.size());
  for (std::size_t k = 0; k < g.size(); ++k) {
    EXPECT_EQ(g[k].a, w[k].a);
    EXPECT_EQ(g[k].b, w[k].b);
    EXPECT_EQ(*g[k].d, *w[k].d) << g[k].a << "–" << g[k].b;
    EXPECT_EQ(*g[k].f, *w[k].f) << g[k].a << "–" << g[k].b;
  }
}

TEST(PosedScene, AnEvaluationAtTIsABuildOfTheSceneMovedThereByHand) {
  const Scene s = moving_scene();
  for (const double t : {0.25, 0.5, 1.0}) {
    SCOPED_TRACE(t);
    SceneEvaluation at_t;
    at_t.set_both_precisions(true);
    at_t.build(s);
    at_t.set_time(s, t);
    const Scene by_hand = moved_by_hand(s, t);
    SceneEvaluation fresh;
    fresh.set_both_precisions(true);
    fresh.build(by_hand);
    expect_same_pairs(at_t, fresh);
    for (const auto& p : at_t.pairs())
      EXPECT_EQ(at_t.evaluate<double>(p.a, p.b).verdict, fresh.evaluate<double>(p.a, p.b).verdict);
    // The posed descriptions are the hand-moved ones (to rounding).
    for (std::size_t i = 0; i < s.objects.size(); ++i) {
      const auto a = bounds_of(at_t.posed().desc(i)), b = bounds_of(by_hand.objects[i].desc);
      ASSERT_EQ(a.has_value(), b.has_value()) << i;
      if (a) {
        expect_near(a->min, b->min, 1e-12);
        expect_near(a->max, b->max, 1e-12);
      }
    }
  }
  // At t = 1 the crate has moved 4 along x into the post, and the ball has fallen to the
  // floor's height: both pairs intersect there, and neither did at t = 0.
  SceneEvaluation eval;
  eval.set_time(s, 0);
  const auto crate_post_0 = eval.find("crate", "post");
  EXPECT_TRUE(!crate_post_0 || crate_post_0->verdict != PairVerdict::intersects);
  // Over the interval (the default) the pair meets: time of impact decides it.
  eval.set_interval(s);
  const auto crate_post = eval.find("crate", "post");
  ASSERT_TRUE(crate_post);
  EXPECT_EQ(crate_post->verdict, PairVerdict::intersects);
  EXPECT_TRUE(crate_post->d->timed);
  eval.set_time(s, 1);
  const auto crate_post_1 = eval.find("crate", "post");
  ASSERT_TRUE(crate_post_1);
  EXPECT_EQ(crate_post_1->verdict, PairVerdict::intersects);
}

// The evaluation of `got` is a build's from scratch of `scene` at time t (expect_same_pairs),
// its posed descriptions pose_at's.
void expect_as_built(const SceneEvaluation& got, const Scene& scene, double t) {
  SceneEvaluation fresh;
  fresh.set_both_precisions(true);
  fresh.set_time_of_next_build(t);
  fresh.build(scene);
  expect_same_pairs(got, fresh);
  for (std::size_t i = 0; i < scene.objects.size(); ++i)
    EXPECT_TRUE(
        same_bits(got.posed().desc(i), pose_at(scene.objects[i].desc, scene.objects[i].motion, t)))
        << i;
}

// Scrubbing (issue 37, item 4): time after time on one evaluation, with edits between, each
// evaluation is a build's at that time; the scene is copied whole once when it leaves t = 0 and
// then kept up to date (an edit copies the objects it changed, a new time poses the moving ones).
TEST(PosedScene, ScrubbingIsABuildAtEachTimeWithoutCopyingTheSceneEachTime) {
  Scene s = moving_scene();
  SceneEvaluation eval;
  eval.set_both_precisions(true);
  eval.build(s);
  for (const double t : {0.25, 0.7, 1.0, 0.5}) {
    SCOPED_TRACE(t);
    eval.set_time(s, t);
    expect_as_built(eval, s, t);
  }
  EXPECT_EQ(eval.posed().whole_copies(), 1u);
  // An edit in place at t = 0.5: the post moved into the crate's path, the segment given a turn
  // it cannot take (a motion all the same), the ball stopped.
  std::get<desc::Box>(s.objects[1].desc).center = {1, 0, 0};
  s.objects[4].motion.velocity = Vec3<double>(0, 0, -1);
  s.objects[2].motion = {};
  eval.update(s, SceneDelta{{"post", "rod", "ball"}, false});
  expect_as_built(eval, s, 0.5);
  eval.set_time(s, 0.9);
  expect_as_built(eval, s, 0.9);
  EXPECT_EQ(eval.posed().whole_copies(), 1u);
  // Back to 0: the scene itself; leaving it again copies it once more.
  eval.set_time(s, 0);
  EXPECT_EQ(&eval.posed().scene(), &s);
  expect_as_built(eval, s, 0);
  eval.set_time(s, 0.3);
  expect_as_built(eval, s, 0.3);
  EXPECT_EQ(eval.posed().whole_copies(), 2u);
  // An object added at t = 0.3 (indices shift): the scene is posed whole again.
  s.objects.insert(s.objects.begin(),
                   SceneObject{"new", "", std::nullopt, true, desc::Sphere{{1, 0, 0}, 0.5}, "",
                               Motion{Vec3<double>(1, 0, 0), std::nullopt}});
  eval.update(s, SceneDelta{{"new"}, false});
  expect_as_built(eval, s, 0.3);
  EXPECT_EQ(eval.posed().whole_copies(), 3u);
}

// Another scene given to set_time (not the one evaluated last) is built, not updated.
TEST(PosedScene, SetTimeOnAnotherSceneBuildsIt) {
  const Scene s = moving_scene();
  Scene other = s;
  std::get<desc::Box>(other.objects[1].desc).center = {1, 0, 0};  // same ids, another place
  SceneEvaluation eval;
  eval.set_both_precisions(true);
  eval.build(s);
  eval.set_time(other, 0.5);
  expect_as_built(eval, other, 0.5);
}

}  // namespace
}  // namespace collide
