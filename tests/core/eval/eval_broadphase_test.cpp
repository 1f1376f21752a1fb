// The evaluation's broadphase: a user-set contact band widens the boxes (issue 15, item 2);
// objects beyond float's range get a double broadphase of their own instead of pairing with
// everything (item 3); planes still pair with every object. Answers are checked against brute
// force over every pair.
#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <string>

#include "core/eval/scene_check.hpp"
#include "core/eval/scene_evaluation.hpp"

namespace collide {
namespace {

std::string label(const char* prefix, std::size_t i) {
  std::string s = prefix;
  s.append(std::to_string(i));
  return s;
}

SceneObject sphere(std::string id, Vec3<double> c, double r) {
  return {std::move(id), "", std::nullopt, true, desc::Sphere{c, r}};
}

// Every intersecting pair (i < j) by testing all of them, in the scene's precision.
std::set<std::pair<std::uint32_t, std::uint32_t>> brute_force(const Scene& s) {
  const Tolerances<double> tol = scene_tolerances<double>(s.settings);
  std::vector<Shape<double>> shapes;
  for (const SceneObject& o : s.objects)
    shapes.push_back(to_shape<double>(o));
  std::set<std::pair<std::uint32_t, std::uint32_t>> hits;
  for (std::uint32_t i = 0; i < shapes.size(); ++i)
    for (std::uint32_t j = i + 1; j < shapes.size(); ++j)
      if (pair_test(shapes[i], shapes[j], tol).intersects()) hits.emplace(i, j);
  return hits;
}

std::set<std::pair<std::uint32_t, std::uint32_t>> intersecting(const SceneEvaluation& ev) {
  std::set<std::pair<std::uint32_t, std::uint32_t>> got;
  for (const auto& p : ev.pairs())
    if (p.verdict == PairVerdict::intersects) got.emplace(p.a, p.b);
  return got;
}

TEST(EvalBroadphase, UserContactBandMakesTheTouchingPairACandidate) {
  Scene s;
  s.objects.push_back(sphere("a", {0, 0, 0}, 1));
  s.objects.push_back(sphere("b", {2.01, 0, 0}, 1));
  s.settings.tolerances["contact"] = 0.01;
  s.expect.push_back({"a", "b", true, {}, {}, {}, ""});
  CheckReport r = check_scene(s);
  EXPECT_EQ(r.candidate_pairs, 1u);
  EXPECT_EQ(r.intersecting_pairs, 1u);
  EXPECT_TRUE(r.all_held());
  // Without the band they are 0.01 apart: no candidate, and the direct test agrees.
  s.settings.tolerances.clear();
  s.expect[0].intersects = false;
  r = check_scene(s);
  EXPECT_EQ(r.intersecting_pairs, 0u);
  EXPECT_TRUE(r.all_held());
}

// The class, not only the instance: for many contact bands and many gaps around each band, in
// both precisions, the pairs the broadphase keeps include every pair the narrowphase calls
// intersecting.
// The scene's sat_parallel is the one its boxes are judged by: the SAT adds it to every |Rᵢⱼ|
// (robustness for nearly parallel edges), so a large one also widens each projected radius, here
// by 3 × 0.01 across a 0.009 gap. The reference is the pair test given that tolerance directly.
TEST(EvalBroadphase, TheScenesSatParallelIsTheOneItsBoxesAreJudgedBy) {
  Scene s;
  const double turn = 5e-4;  // about z: 1e-3 rad
  s.objects.push_back({"a", "", std::nullopt, true, desc::Box{{0, 0, 0}, {1, 1, 1}, {1, 0, 0, 0}}});
  s.objects.push_back(
      {"b", "", std::nullopt, true,
       desc::Box{{2.01, 0, 0}, {1, 1, 1}, {std::sqrt(1 - turn * turn), 0, 0, turn}}});
  const auto direct = [&](double sat_parallel) {
    Tolerances<double> t;
    t.sat_parallel = sat_parallel;
    return pair_test(to_shape<double>(s.objects[0].desc), to_shape<double>(s.objects[1].desc), t)
        .intersects();
  };
  ASSERT_FALSE(direct(Tolerances<double>{}.sat_parallel));
  ASSERT_TRUE(direct(0.01));
  EXPECT_EQ(check_scene(s).intersecting_pairs, 0u);
  s.settings.tolerances["sat_parallel"] = 0.01;
  EXPECT_EQ(check_scene(s).intersecting_pairs, 1u);
  s.settings.precision = Precision::float32;
  EXPECT_EQ(check_scene(s).intersecting_pairs, 1u);
}

TEST(EvalBroadphase, NoBandedTouchIsMissedForAnyContact) {
  for (Precision p : {Precision::float64, Precision::float32}) {
    for (double contact : {1e-6, 1e-3, 0.01, 0.05}) {
      Scene s;
      s.settings.precision = p;
      s.settings.tolerances["contact"] = contact;
      s.settings.tolerances["sat_parallel"] = contact;
      for (int k = 0; k < 40; ++k) {
        const double gap = contact * (k - 5) * 0.3;
        const double y = 10.0 * k;
        s.objects.push_back(sphere(label("s", k), {0, y, 0}, 1));
        s.objects.push_back(sphere(label("t", k), {2 + gap * 4, y, 0}, 1));
        s.objects.push_back(
            {label("b", k), "", std::nullopt, true, desc::Box{{5, y, 0}, {1, 1, 1}, {1, 0, 0, 0}}});
        s.objects.push_back({label("c", k), "", std::nullopt, true,
                             desc::Box{{7 + gap * 4, y + 0.3, 0.2},
                                       {1, 1, 1},
                                       glm::normalize(Quat<double>(1, 0.1, 0.05, 0))}});
        s.objects.push_back(
            {label("p", k), "", std::nullopt, true, desc::Point{{9 + gap * 2, y, 0}}});
        s.objects.push_back(
            {label("a", k), "", std::nullopt, true, desc::Aabb{{10, y - 1, -1}, {12, y + 1, 1}}});
      }
      SceneEvaluation ev;
      ev.build(s);
      std::set<std::pair<std::uint32_t, std::uint32_t>> want;
      const Tolerances<float> tf = scene_tolerances<float>(s.settings);
      const Tolerances<double> td = scene_tolerances<double>(s.settings);
      for (std::uint32_t i = 0; i < s.objects.size(); ++i)
        for (std::uint32_t j = i + 1; j < s.objects.size(); ++j) {
          const bool hit = p == Precision::float64
                               ? pair_test(to_shape<double>(s.objects[i].desc),
                                           to_shape<double>(s.objects[j].desc), td)
                                     .intersects()
                               : pair_test(to_shape<float>(s.objects[i].desc),
                                           to_shape<float>(s.objects[j].desc), tf)
                                     .intersects();
          if (hit) want.emplace(i, j);
        }
      EXPECT_EQ(intersecting(ev), want) << "contact " << contact;
      EXPECT_GT(want.size(), 20u);
    }
  }
}

TEST(EvalBroadphase, FarObjectsGetTheirOwnBroadphase) {
  // 1,000 spheres beyond float's range: pairs (2k, 2k + 1) coincide, all others are apart.
  Scene s;
  const std::size_t n = 1000;
  for (std::size_t i = 0; i < n; ++i)
    s.objects.push_back(
        sphere(label("f", i),
               {1e39 + 1e30 * static_cast<double>(i / 2), 1e29 * static_cast<double>(i / 2 % 7), 0},
               1e29));
  SceneEvaluation ev;
  ev.build(s);
  EXPECT_EQ(ev.home_of(0), BroadphaseHome::far);
  EXPECT_EQ(ev.counts().candidates, n / 2) << "not n²: the far objects are swept in double";
  EXPECT_EQ(intersecting(ev), brute_force(s));
  EXPECT_EQ(ev.counts().intersecting, n / 2);

  // A plane still pairs with every bounded object; ordinary objects, and a far sphere big enough
  // to reach them, pair through the tree.
  s.objects.push_back({"plane", "", std::nullopt, true, desc::Plane{{0, 1, 0}, {0, 0, 0}}});
  for (std::size_t i = 0; i < 50; ++i)
    s.objects.push_back(sphere(label("o", i), {static_cast<double>(i % 10), 0.5, 0}, 0.6));
  s.objects.push_back(sphere("giant", {1e39, 0, 0}, 1.1e39));
  ev.build(s);
  EXPECT_EQ(ev.home_of(static_cast<std::uint32_t>(n)), BroadphaseHome::everything);
  EXPECT_EQ(ev.home_of(static_cast<std::uint32_t>(n + 1)), BroadphaseHome::tree);
  EXPECT_EQ(ev.home_of(static_cast<std::uint32_t>(n + 51)), BroadphaseHome::far);
  EXPECT_EQ(intersecting(ev), brute_force(s));
  EXPECT_TRUE(ev.find("giant", "o3"));
  EXPECT_TRUE(ev.find("plane", "f17"));
  EXPECT_LT(ev.counts().candidates, 3 * n) << "far from (n + 52)²/2";

  // Incrementally too: move one far sphere onto another, and an ordinary one away.
  s.objects[5].desc = desc::Sphere{{1e39 + 1e30 * 100, 0, 0}, 1e29};
  s.objects[n + 1].desc = desc::Sphere{{1e39 + 1e30 * 7, 0, 0}, 1e29};
  ev.update(s, {{"f5", "o0"}, false});
  SceneEvaluation full;
  full.build(s);
  EXPECT_EQ(ev.counts(), full.counts());
  EXPECT_EQ(intersecting(ev), brute_force(s));
}

}  // namespace
}  // namespace collide
