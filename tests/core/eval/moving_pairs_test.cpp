// The evaluation of moving pairs (issue 37): every pair where something moves is decided by time
// of impact over [0, 1] (a moving sphere against a still object or another moving sphere keeps its
// sweep test), and the broadphase's boxes cover each object over the whole interval, turning
// included, so that no pair that touches is missed: checked against brute force over every pair,
// in both precisions.
#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <set>
#include <string>

#include "core/eval/pair_motion.hpp"
#include "core/eval/scene_check.hpp"
#include "core/eval/scene_evaluation.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/bench/splitmix64.hpp"

namespace collide {
namespace {

SceneObject object(std::string id, ObjectDesc d, Motion m = {}) {
  SceneObject o{std::move(id), "", std::nullopt, true, std::move(d)};
  o.motion = m;
  return o;
}

// A thin bar spinning half a turn about z through its centre, and a small box above it: apart at
// t = 0 and at t = 1 (the bar lies along x both times), met at t = 1/2 (along y it reaches 2).
// The boxes at t = 0 and t = 1 are the same thin slab: only a bound of the turn makes the pair a
// candidate.
TEST(MovingPairs, ASpinningBarMeetsABoxItMissesAtBothEnds) {
  Scene s;
  s.objects.push_back(object("bar", desc::Box{{0, 0, 0}, {2, 0.05, 0.05}, {1, 0, 0, 0}},
                             {std::nullopt, Vec3<double>(0, 0, std::numbers::pi)}));
  s.objects.push_back(object("box", desc::Box{{0, 1.5, 0}, {0.2, 0.2, 0.2}, {1, 0, 0, 0}}));
  for (Precision p : {Precision::float64, Precision::float32}) {
    s.settings.precision = p;
    SceneEvaluation ev;
    ev.build(s);
    const auto pair = ev.find("bar", "box");
    ASSERT_TRUE(pair) << "the turn's box covers the bar at t = 1/2";
    EXPECT_EQ(pair->verdict, PairVerdict::intersects);
    const PairSummary& sum = p == Precision::float32 ? *pair->f : *pair->d;
    EXPECT_TRUE(sum.timed);
    EXPECT_EQ(sum.test, PairTest::obb_obb);  // the still test of the two boxes, at the pose
    // The first contact by hand: the bar's top face (y = 0.05 from its axis) reaches the box's
    // bottom corner (0.2, 1.3) when the bar's edge line at angle θ = π·t passes through it:
    // 1.3·cos θ − 0.2·sin θ = 0.05 (the corner's distance from the bar's axis, in its frame).
    const double theta = std::acos(0.05 / std::hypot(1.3, 0.2)) - std::atan2(0.2, 1.3);
    const std::optional<TimeOfImpact<double>> toi = ev.time_of_impact<double>(0, 1);
    ASSERT_TRUE(toi);
    EXPECT_EQ(toi->verdict, ToiVerdict::hits);
    EXPECT_NEAR(toi->t, theta / std::numbers::pi, 1e-4);
    EXPECT_LE(toi->t_error, 1e-3);
    // evaluate() gives time of impact's verdict with the still test's evidence.
    const PairResult<double> r = ev.evaluate<double>(0, 1);
    EXPECT_EQ(r.verdict, PairVerdict::intersects);
    EXPECT_EQ(r.test, PairTest::obb_obb);
    EXPECT_TRUE(std::holds_alternative<SatResult<double>>(r.evidence));
    EXPECT_FALSE(std::get<SatResult<double>>(r.evidence).intersects());  // apart at t = 0
  }
}

// A fast box through a thin box it is beside at neither end (tunnelling): a candidate, and hit.
TEST(MovingPairs, AFastBoxThroughAThinWallIsHit) {
  Scene s;
  s.objects.push_back(object("wall", desc::Box{{0, 0, 0}, {0.01, 2, 2}, {1, 0, 0, 0}}));
  s.objects.push_back(object("bullet", desc::Box{{-5, 0, 0}, {0.1, 0.1, 0.1}, {1, 0, 0, 0}},
                             {Vec3<double>(10, 0, 0), std::nullopt}));
  SceneEvaluation ev;
  ev.build(s);
  const auto pair = ev.find("wall", "bullet");
  ASSERT_TRUE(pair);
  EXPECT_EQ(pair->verdict, PairVerdict::intersects);
  const auto toi = ev.time_of_impact<double>(0, 1);
  ASSERT_TRUE(toi);
  // The bullet's front face x = −4.9 + 10t meets the wall's x = −0.01 at t = 0.489.
  EXPECT_NEAR(toi->t, 0.489, 1e-9);
  EXPECT_NEAR(toi->normal.x, -1, 1e-9);  // from A (the wall) towards B (the bullet)
}

// A moving sphere against a still box keeps its sweep test's verdict and summary (not timed),
// bit for bit as an evaluation without time of impact, with its time of impact alongside.
TEST(MovingPairs, AMovingSpheresPairKeepsItsSweepTest) {
  Scene s;
  s.objects.push_back(object("ball", desc::Sphere{{0, 4, 0}, 0.5}, {Vec3<double>(0, -8, 0), {}}));
  s.objects.push_back(object("crate", desc::Box{{0, 0.5, 0}, {0.5, 0.5, 0.5}, {1, 0, 0, 0}}));
  SceneEvaluation ev;
  ev.build(s);
  const auto pair = ev.find(0, 1);
  ASSERT_TRUE(pair);
  EXPECT_FALSE(pair->d->timed);
  EXPECT_EQ(pair->d->test, PairTest::moving_sphere_obb);
  const PairResult<double> direct =
      pair_test(to_shape<double>(s.objects[0]), to_shape<double>(s.objects[1]));
  EXPECT_EQ(*pair->d, summary_of(direct));
  const auto toi = ev.time_of_impact<double>(0, 1);
  ASSERT_TRUE(toi);
  EXPECT_EQ(toi->verdict, ToiVerdict::hits);
  EXPECT_NEAR(toi->t, 2.5 / 8, 1e-9);  // the ball's bottom (3.5) reaches the crate's top (1)
  // Two still objects have none.
  s.objects.push_back(object("floor", desc::Plane{{0, 1, 0}, {0, 0, 0}}));
  ev.build(s);
  EXPECT_FALSE(ev.time_of_impact<double>(1, 2));
}

// Random scenes of every kind, about half of the objects moving and turning: every pair that
// touches over [0, 1] by time of impact computed directly (or, both still, by the pair test) is a
// candidate with that verdict; every candidate's verdict is the direct one.
TEST(MovingPairs, NoPairThatTouchesIsMissedAgainstBruteForce) {
  bench::SplitMix64 rng(37);
  const auto u = [&] { return rng.u(); };
  const auto vec = [&](double lo, double hi) {
    return Vec3<double>{lo + (hi - lo) * u(), lo + (hi - lo) * u(), lo + (hi - lo) * u()};
  };
  const auto rotation = [&] {
    return glm::normalize(Quat<double>(u() - 0.5, u() - 0.5, u() - 0.5, u() - 0.5));
  };
  std::size_t touching = 0, timed_touching = 0, turning_touching = 0;
  for (int round = 0; round < 16; ++round) {
    Scene s;
    s.settings.precision = round % 2 ? Precision::float32 : Precision::float64;
    for (int i = 0; i < 60; ++i) {
      const Vec3<double> c = vec(0, 6);
      ObjectDesc d;
      switch (rng.next() % 8) {
        case 0:
          d = desc::Box{c, vec(0.05, 0.8), rotation()};
          break;
        case 1:
          d = desc::Aabb{c, c + vec(0.1, 1)};
          break;
        case 2:
          d = desc::Sphere{c, 0.1 + 0.5 * u()};
          break;
        case 3:
          d = desc::Point{c};
          break;
        case 4:
          d = desc::Segment{c, c + vec(-1, 1)};
          break;
        case 5:
          d = desc::Triangle{c, c + vec(-1, 1), c + vec(-1, 1)};
          break;
        case 6:
          d = desc::Ellipsoid{c, vec(0.1, 0.8), rotation()};
          break;
        default:
          d = desc::Box{c, {1.5 * u() + 0.5, 0.04, 0.04}, rotation()};  // a thin bar
      }
      Motion m;
      if (rng.next() % 2) m.velocity = vec(-6, 6);
      if (rng.next() % 3 == 0) m.angular_velocity = vec(-6, 6);
      s.objects.push_back(object("o" + std::to_string(i), d, m));
    }
    for (bool both : {false, true}) {
      SceneEvaluation ev;
      ev.set_both_precisions(both);
      ev.build(s);
      std::set<std::pair<std::uint32_t, std::uint32_t>> candidates;
      for (const auto& p : ev.pairs())
        candidates.emplace(p.a, p.b);
      const auto direct = [&]<class T>(std::uint32_t i, std::uint32_t j, T) {
        const SceneObject &a = s.objects[i], &b = s.objects[j];
        const Tolerances<T> tol = scene_tolerances<T>(s.settings);
        if (query_shape_holds_motion(a.desc, a.motion) &&
            query_shape_holds_motion(b.desc, b.motion))
          return pair_test(to_shape<T>(a), to_shape<T>(b), tol).verdict;
        return verdict_of(time_of_impact<T>(a.desc, a.motion, b.desc, b.motion, tol));
      };
      for (std::uint32_t i = 0; i < s.objects.size(); ++i)
        for (std::uint32_t j = i + 1; j < s.objects.size(); ++j) {
          const bool decided_in_float = s.settings.precision == Precision::float32;
          const PairVerdict want = decided_in_float ? direct(i, j, 0.0f) : direct(i, j, 0.0);
          const auto pair = ev.find(i, j);
          if (!pair) {
            ASSERT_NE(want, PairVerdict::intersects)
                << "round " << round << ": a touching pair is no candidate: " << i << ", " << j;
            continue;
          }
          ASSERT_EQ(pair->verdict, want) << "round " << round << ": " << i << ", " << j;
          if (both) {
            ASSERT_EQ(pair->f->verdict, direct(i, j, 0.0f)) << i << ", " << j;
            ASSERT_EQ(pair->d->verdict, direct(i, j, 0.0)) << i << ", " << j;
          }
          if (want == PairVerdict::intersects && !both) {
            ++touching;
            const SceneObject &a = s.objects[i], &b = s.objects[j];
            const bool timed = !query_shape_holds_motion(a.desc, a.motion) ||
                               !query_shape_holds_motion(b.desc, b.motion);
            timed_touching += timed;
            turning_touching += turns(a.desc, a.motion) || turns(b.desc, b.motion);
          }
        }
    }
  }
  // The scenes test what they mean to: many touching pairs, most of them timed, many turning.
  EXPECT_GT(touching, 300u);
  EXPECT_GT(timed_touching, 200u);
  EXPECT_GT(turning_touching, 100u);
}

// `check` (issue 37, item 5): a moving pair's outcome carries its time of impact; `toi` pins its
// first contact; `at_time` judges the pair as posed at that instant, still.
TEST(MovingPairs, CheckReportsTheTimeOfImpactAndJudgesAtAnInstant) {
  const char* text = R"({"format": "collision-lab-scene", "version": 1,
    "objects": [
      {"id": "bar", "kind": "box", "center": [0, 0, 0], "half_extents": [2, 0.05, 0.05],
       "angular_velocity": [0, 0, 3.141592653589793]},
      {"id": "box", "kind": "box", "center": [0, 1.5, 0], "half_extents": [0.2, 0.2, 0.2]}],
    "expect": [
      {"a": "bar", "b": "box", "verdict": "intersects", "toi": {"value": TOI, "tolerance": 1e-4}},
      {"a": "bar", "b": "box", "verdict": "disjoint", "at_time": 0},
      {"a": "bar", "b": "box", "verdict": "intersects", "at_time": 0.5},
      {"a": "bar", "b": "box", "verdict": "disjoint", "at_time": 1},
      {"a": "bar", "b": "box", "verdict": "disjoint", "at_time": 0.5}]})";
  // The first contact by hand, as in ASpinningBarMeetsABoxItMissesAtBothEnds.
  const double theta = std::acos(0.05 / std::hypot(1.3, 0.2)) - std::atan2(0.2, 1.3);
  std::string json = text;
  json.replace(json.find("TOI"), 3, std::to_string(theta / std::numbers::pi));
  const SceneLoad load = parse_scene(json);
  ASSERT_TRUE(load.ok()) << load.error->to_string();
  CheckOptions options;
  options.all_pairs = true;
  const CheckReport r = check_scene(*load.scene, options);
  ASSERT_EQ(r.expectations.size(), 5u);
  for (std::size_t k = 0; k < 4; ++k)
    EXPECT_TRUE(r.expectations[k].held) << k << ": " << r.expectations[k].failure;
  EXPECT_FALSE(r.expectations[4].held);  // at t = 1/2 the bar goes through the box
  ASSERT_EQ(r.candidates.size(), 1u);
  const PairOutcome& o = r.candidates[0];
  EXPECT_EQ(o.verdict, PairVerdict::intersects);
  ASSERT_TRUE(o.motion);
  EXPECT_EQ(o.motion->verdict, "hits");
  ASSERT_TRUE(o.motion->toi && o.motion->point && o.motion->normal);
  EXPECT_NEAR(*o.motion->toi, theta / std::numbers::pi, 1e-4);
  EXPECT_NEAR(glm::length(*o.motion->normal), 1, 1e-9);
  // The contact point lies on the box's bottom face, near its corner (0.2, 1.3) by hand.
  EXPECT_NEAR(o.motion->point->y, 1.3, 1e-3);
  EXPECT_NEAR(o.motion->point->x, 0.2, 1e-3);
  // Nothing of the still test at t = 0 (where the bar and the box are apart, parted by an
  // axis) is reported beside the verdict over [0, 1].
  EXPECT_FALSE(o.separating_axis.has_value());
  EXPECT_TRUE(o.evidence.empty());
  EXPECT_TRUE(o.contacts.empty());
  // An instant outside [0, 1] is refused where it is.
  std::string bad = json;
  bad.replace(bad.find("\"at_time\": 1}"), 13, "\"at_time\": 1.5}");
  const SceneLoad refused = parse_scene(bad);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error->pointer, "/expect/3/at_time");
}

}  // namespace
}  // namespace collide
