// The Pairs panel's rows, filters and orders, checked against pair_test run on every pair.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>

#include "app/session/pair_rows.hpp"
#include "app/visualize/visualizer.hpp"

namespace collide {
namespace {

Scene random_scene(unsigned seed, int n) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> pos(-4, 4), size(0.2, 1.2);
  Scene s;
  desc::Plane p;
  p.normal = {0, 1, 0.2};
  s.objects.push_back(SceneObject("plane", "", std::nullopt, true, ObjectDesc{p}));
  for (int i = 0; i < n; ++i) {
    const std::string id = "o" + std::to_string(i);
    if (i % 3 == 0) {
      desc::Sphere sp;
      sp.center = {pos(rng), pos(rng), pos(rng)};
      sp.radius = size(rng);
      s.objects.push_back(SceneObject(id, "", std::nullopt, true, ObjectDesc{sp}));
    } else if (i % 3 == 1) {
      desc::Box b;
      b.center = {pos(rng), pos(rng), pos(rng)};
      b.half_extents = {size(rng), size(rng), size(rng)};
      b.rotation = {0.9238795325112867, 0, 0, 0.3826834323650898};
      s.objects.push_back(SceneObject(id, "", std::nullopt, true, ObjectDesc{b}));
    } else {
      desc::Aabb a;
      a.min = {pos(rng), pos(rng), pos(rng)};
      a.max = {a.min.x + size(rng), a.min.y + size(rng), a.min.z + size(rng)};
      s.objects.push_back(SceneObject(id, "", std::nullopt, true, ObjectDesc{a}));
    }
  }
  return s;
}

struct Fixture {
  Scene scene;
  SceneEvaluation eval;
  CheckReport report;
  std::vector<PairRow> rows;
  explicit Fixture(Scene s) : scene(std::move(s)) {
    eval.set_both_precisions(true);
    eval.build(scene);
    report = check_scene(scene, eval);
    rows = build_pair_rows(scene, eval, report);
  }
};

TEST(PairRows, EveryIntersectingPairIsListedWithPairTestsVerdict) {
  Fixture f(random_scene(7, 40));
  const auto tol = scene_tolerances<double>(f.scene.settings);
  std::set<std::pair<std::size_t, std::size_t>> listed;
  for (const PairRow& r : f.rows) {
    ASSERT_LT(r.a, r.b);
    listed.insert({r.a, r.b});
    const auto q = pair_test(to_shape<double>(f.scene.objects[r.a].desc),
                             to_shape<double>(f.scene.objects[r.b].desc), tol);
    EXPECT_EQ(r.verdict, q.verdict);
    EXPECT_EQ(r.test, q.test);
    EXPECT_EQ(r.within_tolerance, q.within_tolerance);
    const auto qf = pair_test(to_shape<float>(f.scene.objects[r.a].desc),
                              to_shape<float>(f.scene.objects[r.b].desc),
                              scene_tolerances<float>(f.scene.settings));
    EXPECT_EQ(r.disagreement, qf.verdict != q.verdict);
  }
  std::size_t hits = 0;
  for (std::size_t i = 0; i < f.scene.objects.size(); ++i)
    for (std::size_t j = i + 1; j < f.scene.objects.size(); ++j) {
      const auto q = pair_test(to_shape<double>(f.scene.objects[i].desc),
                               to_shape<double>(f.scene.objects[j].desc), tol);
      if (q.intersects()) {
        ++hits;
        EXPECT_TRUE(listed.count({i, j})) << i << "," << j;
      }
    }
  ASSERT_GT(hits, 3u);  // the scene is dense enough to mean something

  const auto only = select_pair_rows(f.rows, PairFilter{.intersecting_only = true}, {});
  EXPECT_EQ(only.size(), hits);
  for (std::size_t k : only)
    EXPECT_EQ(f.rows[k].verdict, PairVerdict::intersects);
}

TEST(PairRows, ExpectationsMarkTheirPairsAndTheFiltersKeepWhatTheySay) {
  Scene s = random_scene(3, 12);
  // One that holds and one that fails, on pairs the broadphase may or may not find.
  Expectation held;
  held.a = "plane";
  held.b = "o0";
  const auto plane_sphere =
      pair_test(to_shape<double>(s.objects[0].desc), to_shape<double>(s.objects[1].desc));
  held.intersects = plane_sphere.intersects();
  Expectation failing;
  failing.a = "o5";
  failing.b = "o1";
  const auto far =
      pair_test(to_shape<double>(s.objects[6].desc), to_shape<double>(s.objects[2].desc));
  failing.intersects = !far.intersects();
  s.expect = {held, failing};
  Fixture f(std::move(s));

  const auto failed = select_pair_rows(f.rows, PairFilter{.failing_only = true}, {});
  ASSERT_EQ(failed.size(), 1u);
  EXPECT_EQ(f.rows[failed[0]].a, 2u);
  EXPECT_EQ(f.rows[failed[0]].b, 6u);
  EXPECT_FALSE(f.rows[failed[0]].failure.empty());
  std::size_t held_rows = 0;
  for (const PairRow& r : f.rows)
    if (r.expectation == ExpectationMark::held) {
      ++held_rows;
      EXPECT_EQ(r.a, 0u);
      EXPECT_EQ(r.b, 1u);
    }
  EXPECT_EQ(held_rows, 1u);

  // A selection of two objects, given unsorted: the pairs with either of them.
  const auto involving =
      select_pair_rows(f.rows, PairFilter{.involving = std::vector<std::size_t>{6, 1}}, {});
  std::size_t brute = 0;
  const auto selected = [](std::size_t i) { return i == 6 || i == 1; };
  for (const PairRow& r : f.rows)
    brute += (selected(r.a) || selected(r.b)) ? 1 : 0;
  EXPECT_GT(brute, 0u);
  EXPECT_EQ(involving.size(), brute);
  for (std::size_t k : involving)
    EXPECT_TRUE(selected(f.rows[k].a) || selected(f.rows[k].b));
  // On with nothing selected: nothing.
  EXPECT_TRUE(
      select_pair_rows(f.rows, PairFilter{.involving = std::vector<std::size_t>{}}, {}).empty());

  for (std::size_t k : select_pair_rows(f.rows, PairFilter{.within_tolerance_only = true}, {}))
    EXPECT_TRUE(f.rows[k].within_tolerance);
  for (std::size_t k : select_pair_rows(f.rows, PairFilter{.disagreements_only = true}, {}))
    EXPECT_TRUE(f.rows[k].disagreement);
}

TEST(PairRows, SortingOrdersByTheKeyThenByObjects) {
  Fixture f(random_scene(11, 30));
  for (PairSortKey key :
       {PairSortKey::objects, PairSortKey::test, PairSortKey::verdict, PairSortKey::expectation})
    for (bool descending : {false, true}) {
      const auto order = select_pair_rows(f.rows, {}, PairOrder{key, descending});
      ASSERT_EQ(order.size(), f.rows.size());
      const auto value = [&](const PairRow& r) {
        return key == PairSortKey::test          ? int(r.test)
               : key == PairSortKey::verdict     ? int(r.verdict)
               : key == PairSortKey::expectation ? int(r.expectation)
                                                 : 0;
      };
      for (std::size_t k = 1; k < order.size(); ++k) {
        const PairRow &p = f.rows[order[k - 1]], &q = f.rows[order[k]];
        if (key == PairSortKey::objects) {
          const bool before = std::pair(p.a, p.b) < std::pair(q.a, q.b);
          EXPECT_EQ(before, !descending);
        } else if (value(p) == value(q)) {
          EXPECT_LT(std::pair(p.a, p.b), std::pair(q.a, q.b));
        } else {
          EXPECT_EQ(value(p) < value(q), !descending);
        }
      }
    }
}

}  // namespace
}  // namespace collide
