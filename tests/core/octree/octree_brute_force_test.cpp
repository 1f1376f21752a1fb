// The octree against brute force over a plain list, on every distribution of issue 4, both
// looseness settings and several thresholds, built in bulk and by single inserts: the same
// pairs, the same query answers and the same ray hits, exactly.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "tests/core/octree/octree_test_data.hpp"

namespace collide::octree_test {
namespace {

struct Setting {
  std::uint32_t looseness;
  std::uint32_t threshold;
  std::uint32_t max_depth;
  float min_cell_size;
};

std::vector<Setting> settings() {
  std::vector<Setting> s;
  for (std::uint32_t looseness : {1u, 2u})
    for (std::uint32_t threshold : {1u, 4u, 16u})
      s.push_back({looseness, threshold, 16, 0});
  s.push_back({2, 2, 3, 0});  // shallow cap: crowded leaves
  // One level only: hundreds of objects per cell, so the pair search sorts and sweeps.
  s.push_back({1, 1, 1, 0});
  s.push_back({2, 1, 1, 0});
  s.push_back({1, 2, 12, 0.5f});  // coarse cells
  return s;
}

OctreeParams params_of(const Setting& s) {
  OctreeParams p;
  p.looseness = s.looseness;
  p.split_threshold = s.threshold;
  p.max_depth = s.max_depth;
  p.min_cell_size = s.min_cell_size;
  return p;
}

std::string label(const std::string& name, const Setting& s) {
  return name + " looseness=" + std::to_string(s.looseness) +
         " threshold=" + std::to_string(s.threshold) + " max_depth=" + std::to_string(s.max_depth) +
         " min_cell=" + std::to_string(s.min_cell_size);
}

// Everything the tree answers, against brute force on the same entries.
void expect_same_answers(const Octree& tree, const Entries& e, const std::string& what) {
  SCOPED_TRACE(what);
  ASSERT_EQ(tree.size(), e.size());
  PairStats ps;
  std::vector<OctreePair> pairs = tree.all_pairs(&ps);
  for (const OctreePair& p : pairs)
    ASSERT_LT(p.a, p.b);
  std::sort(pairs.begin(), pairs.end());
  EXPECT_EQ(pairs, brute_pairs(e));
  EXPECT_EQ(ps.pairs, pairs.size());
  EXPECT_EQ(ps.brute_force_tests, e.size() * (e.size() - 1) / 2);
  EXPECT_GE(ps.box_tests, ps.pairs);

  std::vector<std::pair<std::uint32_t, std::uint32_t>> visited;
  tree.for_each_pair([&](std::uint32_t a, std::uint32_t b) { visited.push_back({a, b}); });
  EXPECT_EQ(visited.size(), pairs.size());

  for (const Aabb<float>& q : query_boxes(e, 99, 30)) {
    std::vector<std::uint32_t> expected = brute_query(e, q);
    ASSERT_EQ(tree.query(q), expected);
    ASSERT_EQ(tree.trace_query(q).ids, expected);
  }
  for (const Ray<float>& r : rays(e, 98, 16)) {
    RayQuery got = tree.raycast(r);
    ASSERT_EQ(got.problem, Problem::none);
    ASSERT_EQ(got.hits, brute_ray(e, r, std::numeric_limits<float>::infinity()));
    ASSERT_EQ(tree.raycast(r, 3.0f).hits, brute_ray(e, r, 3.0f));
  }
  OctreeStats st = tree.stats();
  EXPECT_EQ(st.object_count, e.size());
  EXPECT_EQ(st.objects_in_leaves + st.objects_in_inner, e.size());
  EXPECT_LE(st.max_depth, tree.params().max_depth);
}

TEST(OctreeBruteForce, EveryDistributionSettingAndWayOfBuilding) {
  for (const Distribution& d : distributions()) {
    std::vector<OctreePair> expected = brute_pairs(d.entries);
    for (const Setting& s : settings()) {
      Octree bulk(params_of(s));
      EXPECT_TRUE(bulk.build(d.entries).empty());
      expect_same_answers(bulk, d.entries, label(d.name + " bulk", s));

      // Single inserts into a root fitted to the data, then the same after a refit.
      Octree single(params_of(s), bulk.root_cell());
      for (const OctreeEntry& x : d.entries)
        ASSERT_TRUE(single.insert(x.id, x.box).ok());
      expect_same_answers(single, d.entries, label(d.name + " inserts", s));
    }
  }
}

TEST(OctreeBruteForce, OutsideTheRoot) {
  Entries e = outside_entries();
  const Aabb<float> root{{0, 0, 0}, {4, 4, 4}};
  for (const Setting& s : settings()) {
    Octree bulk(params_of(s));
    EXPECT_TRUE(bulk.build(e, root).empty());
    expect_same_answers(bulk, e, label("outside bulk", s));
    EXPECT_GT(bulk.stats().objects_outside_root, 400u);

    Octree single(params_of(s), root);
    for (const OctreeEntry& x : e)
      ASSERT_TRUE(single.insert(x.id, x.box).ok());
    expect_same_answers(single, e, label("outside inserts", s));

    // Fitted root, then objects moved far outside it one by one.
    Octree moved(params_of(s));
    moved.build(e);
    Entries far = e;
    for (std::size_t i = 0; i < far.size(); i += 3) {
      far[i].box.min += Vec3<float>{100, -50, 30};
      far[i].box.max += Vec3<float>{100, -50, 30};
      ASSERT_TRUE(moved.update(far[i].id, far[i].box).ok());
    }
    expect_same_answers(moved, far, label("moved outside", s));
  }
}

TEST(OctreeBruteForce, BatchUpdateMatchesRebuild) {
  // Every object moves a little (most stay in their cell) or jumps (leaves it).
  for (const Distribution& d : distributions()) {
    for (const Setting& s : settings()) {
      Octree tree(params_of(s));
      tree.build(d.entries);
      Entries moved = d.entries;
      Rng rng(7);
      for (std::size_t i = 0; i < moved.size(); ++i) {
        float k = (i % 10 == 0) ? 5.0f : 0.05f;
        Vec3<float> delta{rng.uniform(-k, k), rng.uniform(-k, k), rng.uniform(-k, k)};
        moved[i].box.min += delta;
        moved[i].box.max += delta;
      }
      EXPECT_TRUE(tree.update(moved).empty());
      expect_same_answers(tree, moved, label(d.name + " batch update", s));
    }
  }
}

TEST(OctreeBruteForce, RoundsOfJumpsThroughCompactionMatch) {
  // Every object jumps to a new place, round after round, in one batch update per round:
  // slabs move to the end of the pool until abandoned slots outnumber the objects, and then
  // the batch ends with a compaction, which lays the pool out subtree by subtree again, and
  // the pair search reads a subtree as one run. Checked after every round.
  const Entries entries = distributions()[0].entries;  // uniform boxes and points
  for (const Setting& s : settings()) {
    Octree tree(params_of(s));
    tree.build(entries);
    Entries moved = entries;
    Rng rng(8);
    for (int round = 0; round < 8; ++round) {
      for (OctreeEntry& x : moved) {
        Vec3<float> delta{rng.uniform(-4, 4), rng.uniform(-4, 4), rng.uniform(-4, 4)};
        x.box.min += delta;
        x.box.max += delta;
      }
      ASSERT_TRUE(tree.update(moved).empty());
      expect_same_answers(tree, moved, label("jumps, round " + std::to_string(round), s));
    }
  }
}

}  // namespace
}  // namespace collide::octree_test
