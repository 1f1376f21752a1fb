// The robustness rules of core/octree.hpp: coincident objects, invalid boxes and parameters,
// extreme coordinates, and the id map under sparse ids.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <limits>
#include <map>
#include <stdexcept>

#include "core/octree/octree_alloc.hpp"
#include "core/octree/octree_id_map.hpp"
#include "tests/core/octree/octree_test_data.hpp"

namespace collide::octree_test {
namespace {

const float kNan = std::numeric_limits<float>::quiet_NaN();
const float kInf = std::numeric_limits<float>::infinity();

// Checks that `tree` reports every pair of ids 0..n−1 exactly once, without storing the
// n(n−1)/2 pairs: a bit per pair catches a repeat, the count catches a miss.
void expect_all_pairs_once(const Octree& tree, std::uint32_t n) {
  std::vector<std::uint64_t> seen((std::uint64_t{n} * n + 63) / 64);
  std::uint64_t repeats = 0, misordered = 0;
  PairStats stats;
  tree.for_each_pair(
      [&](std::uint32_t a, std::uint32_t b) {
        if (!(a < b && b < n)) {
          ++misordered;
          return;
        }
        std::uint64_t bit = std::uint64_t{a} * n + b;
        if (seen[bit / 64] >> (bit % 64) & 1u) ++repeats;
        seen[bit / 64] |= std::uint64_t{1} << (bit % 64);
      },
      &stats);
  EXPECT_EQ(misordered, 0u);
  EXPECT_EQ(repeats, 0u);
  EXPECT_EQ(stats.pairs, std::uint64_t{n} * (n - 1) / 2);
  EXPECT_EQ(stats.brute_force_tests, std::uint64_t{n} * (n - 1) / 2);
}

TEST(OctreeRobustness, TenThousandCoincidentBoxesBulk) {
  const std::uint32_t n = 10000;
  // Strict cells with a solid box: it fits no child, so all stay in the root (split once,
  // its children left empty so that later inserts do not try again). Loose cells with a
  // zero-size box: a point fits every cell, so only the depth cap stops it.
  struct Case {
    std::uint32_t looseness;
    Aabb<float> box;
    std::uint32_t objects_in_inner, max_objects_per_leaf, max_depth;
  };
  for (const Case& c :
       {Case{1, {{3, 3, 3}, {4, 5, 6}}, n, 0, 1}, Case{2, {{3, 3, 3}, {3, 3, 3}}, 0, n, 12}}) {
    SCOPED_TRACE("looseness " + std::to_string(c.looseness));
    Entries e;
    for (std::uint32_t i = 0; i < n; ++i)
      e.push_back({i, c.box});
    OctreeParams p;
    p.looseness = c.looseness;
    p.max_depth = 12;
    Octree tree(p);
    ASSERT_TRUE(tree.build(e).empty());
    OctreeStats s = tree.stats();
    EXPECT_EQ(s.max_depth, c.max_depth);
    EXPECT_EQ(s.object_count, n);
    EXPECT_EQ(s.objects_in_inner, c.objects_in_inner);
    EXPECT_EQ(s.max_objects_per_leaf, c.max_objects_per_leaf);
    EXPECT_LE(s.node_count, 1u + 8u * 12u);
    expect_all_pairs_once(tree, n);
  }
}

TEST(OctreeRobustness, TenThousandCoincidentInsertsStayWithinTheCap) {
  const std::uint32_t n = 10000;
  OctreeParams p;
  p.looseness = 1;
  p.split_threshold = 4;
  p.max_depth = 20;
  Octree tree(p, {{0, 0, 0}, {1, 1, 1}});
  for (std::uint32_t i = 0; i < n; ++i)
    ASSERT_TRUE(tree.insert(i, {{0.25f, 0.25f, 0.25f}, {0.25f, 0.25f, 0.25f}}).ok());
  OctreeStats s = tree.stats();
  EXPECT_EQ(s.max_depth, 20u);
  EXPECT_EQ(s.max_objects_per_leaf, n);
  EXPECT_LE(s.node_count, 1u + 8u * 20u);
  expect_all_pairs_once(tree, n);
}

TEST(OctreeRobustness, MinCellSizeStopsSplitting) {
  OctreeParams p;
  p.split_threshold = 1;
  p.min_cell_size = 0.25f;
  Octree tree(p, {{0, 0, 0}, {4, 4, 4}});
  for (std::uint32_t i = 0; i < 50; ++i)
    tree.insert(i, {{1, 1, 1}, {1, 1, 1}});
  // Cells of 4, 2, 1, 0.5, 0.25: a 0.25 cell would have 0.125 children, so it is not split.
  for (const OctreeCell& c : tree.cells())
    EXPECT_GE(c.cell.max.x - c.cell.min.x, 0.25f);
  EXPECT_EQ(tree.stats().max_depth, 4u);
}

TEST(OctreeRobustness, InvalidBoxesAreRejectedNamingTheId) {
  Octree tree;
  ASSERT_TRUE(tree.insert(1, {{0, 0, 0}, {1, 1, 1}}).ok());
  OctreeStatus s = tree.insert(7, {{0, kNan, 0}, {1, 1, 1}});
  EXPECT_EQ(s.error, OctreeError::invalid_box);
  EXPECT_EQ(s.id, 7u);
  EXPECT_EQ(s.problem, Problem::non_finite);
  EXPECT_NE(describe(s).find("id 7"), std::string::npos);
  EXPECT_FALSE(tree.contains(7));
  EXPECT_EQ(tree.size(), 1u);
  EXPECT_EQ(tree.insert(8, {{0, 0, 0}, {kInf, 1, 1}}).problem, Problem::non_finite);
  EXPECT_EQ(tree.insert(9, {{0, 2, 0}, {1, 1, 1}}).problem, Problem::inverted_bounds);
  EXPECT_EQ(tree.insert(1, {{0, 0, 0}, {1, 1, 1}}).error, OctreeError::duplicate_id);
  EXPECT_EQ(tree.insert(0xFFFFFFFFu, {{0, 0, 0}, {1, 1, 1}}).error, OctreeError::reserved_id);
  EXPECT_EQ(tree.remove(5).error, OctreeError::unknown_id);
  EXPECT_EQ(tree.update(5, {{0, 0, 0}, {1, 1, 1}}).error, OctreeError::unknown_id);

  // A NaN update leaves the old box in place.
  OctreeStatus u = tree.update(1, {{kNan, 0, 0}, {1, 1, 1}});
  EXPECT_EQ(u.error, OctreeError::invalid_box);
  EXPECT_EQ(u.id, 1u);
  Aabb<float> kept;
  ASSERT_TRUE(tree.box_of(1, kept));
  EXPECT_EQ(kept.max, (Vec3<float>{1, 1, 1}));
  EXPECT_EQ(tree.query({{0.5f, 0.5f, 0.5f}, {0.5f, 0.5f, 0.5f}}), std::vector<std::uint32_t>{1});

  // Invalid queries find nothing and say why.
  EXPECT_TRUE(tree.query({{kNan, 0, 0}, {1, 1, 1}}).empty());
  EXPECT_EQ(tree.raycast({{0, 0, kNan}, {1, 0, 0}}).problem, Problem::non_finite);
  EXPECT_EQ(tree.raycast({{0, 0, 0}, {0, 0, 0}}).problem, Problem::zero_direction);
  EXPECT_EQ(tree.raycast({{0, 0, 0}, {1, 0, 0}}, kNan).problem, Problem::non_finite);
}

// The inline check the build uses gives validate()'s answer on every pair of special bounds, on
// each axis in turn (the other two axes a valid [0, 1]).
TEST(OctreeRobustness, TheInlineBoxCheckAgreesWithValidate) {
  const float max = std::numeric_limits<float>::max();
  const float tiny = std::numeric_limits<float>::denorm_min();
  const float values[] = {kNan, -kInf, -max, -1.0f, -tiny, -0.0f, 0.0f, tiny, 1.0f, max, kInf};
  int checked = 0;
  for (int axis = 0; axis < 3; ++axis) {
    for (float lo : values) {
      for (float hi : values) {
        Aabb<float> b{{0, 0, 0}, {1, 1, 1}};
        b.min[axis] = lo;
        b.max[axis] = hi;
        EXPECT_EQ(octree_box::problem(b), validate(b))
            << "axis " << axis << " [" << lo << ", " << hi << "]";
        ++checked;
      }
    }
  }
  EXPECT_EQ(checked, 3 * 11 * 11);
}

TEST(OctreeRobustness, BuildRejectsOnlyTheBadEntriesInOrder) {
  Entries e{{1, {{0, 0, 0}, {1, 1, 1}}},          {2, {{0, 0, 0}, {kNan, 1, 1}}},
            {3, {{0.5f, 0.5f, 0.5f}, {2, 2, 2}}}, {1, {{5, 5, 5}, {6, 6, 6}}},
            {4, {{-kInf, 0, 0}, {1, 1, 1}}},      {5, {{3, 3, 3}, {2, 4, 4}}}};
  Octree tree;
  std::vector<OctreeStatus> rejected = tree.build(e);
  ASSERT_EQ(rejected.size(), 4u);
  EXPECT_EQ(rejected[0], (OctreeStatus{OctreeError::invalid_box, 2, Problem::non_finite}));
  EXPECT_EQ(rejected[1], (OctreeStatus{OctreeError::duplicate_id, 1}));
  EXPECT_EQ(rejected[2], (OctreeStatus{OctreeError::invalid_box, 4, Problem::non_finite}));
  EXPECT_EQ(rejected[3], (OctreeStatus{OctreeError::invalid_box, 5, Problem::inverted_bounds}));
  EXPECT_EQ(tree.size(), 2u);
  EXPECT_EQ(tree.all_pairs(), (std::vector<OctreePair>{{1, 3}}));
  // The root was fitted to the valid boxes only.
  EXPECT_TRUE(octree_box::contains(tree.root_cell(), {{0, 0, 0}, {2, 2, 2}}));
  EXPECT_LT(tree.root_cell().max.x, 3.0f);

  std::vector<OctreeStatus> moved = tree.update(Entries{{3, {{kNan, 0, 0}, {1, 1, 1}}}, {9, {}}});
  ASSERT_EQ(moved.size(), 2u);
  EXPECT_EQ(moved[0].error, OctreeError::invalid_box);
  EXPECT_EQ(moved[1].error, OctreeError::unknown_id);
}

TEST(OctreeRobustness, InvalidParametersAndRootsThrowFromTheConstructor) {
  OctreeParams p;
  p.looseness = 3;
  EXPECT_FALSE(validate(p).empty());
  EXPECT_THROW(Octree{p}, std::invalid_argument);
  p = {};
  p.max_depth = 33;
  EXPECT_THROW(Octree{p}, std::invalid_argument);
  p = {};
  p.split_threshold = 0;
  EXPECT_THROW(Octree{p}, std::invalid_argument);
  p = {};
  p.min_cell_size = kNan;
  EXPECT_THROW(Octree{p}, std::invalid_argument);
  EXPECT_TRUE(validate(OctreeParams{}).empty());
  EXPECT_THROW(Octree({}, Aabb<float>{{0, 0, 0}, {kNan, 1, 1}}), std::invalid_argument);
  Octree tree;
  EXPECT_THROW(tree.build({}, Aabb<float>{{1, 0, 0}, {0, 1, 1}}), std::invalid_argument);
}

TEST(OctreeRobustness, ExtremeCoordinates) {
  // Boxes near the float limits: the fitted cube would overflow, the tree falls back to the
  // union and stays exact.
  const float big = 3e38f;
  Entries e{{0, {{-big, -big, -big}, {-big, -big, -big}}},
            {1, {{big, big, big}, {big, big, big}}},
            {2, {{-big, 0, 0}, {big, 1, 1}}},
            {3, {{0, 0, 0}, {1e-30f, 1e-30f, 1e-30f}}},
            {4, {{1e-30f, 1e-30f, 1e-30f}, {2e-30f, 2e-30f, 2e-30f}}},
            {5, {{2.5e-30f, 0, 0}, {3e-30f, 0, 0}}},
            {6, {{3.4e38f, -big, 0}, {3.4e38f, big, 0}}}};
  for (std::uint32_t looseness : {1u, 2u}) {
    OctreeParams p;
    p.looseness = looseness;
    p.split_threshold = 1;
    Octree tree(p);
    ASSERT_TRUE(tree.build(e).empty());
    EXPECT_EQ(sorted_pairs(tree), brute_pairs(e));
    Octree single(p, tree.root_cell());
    for (const OctreeEntry& x : e)
      ASSERT_TRUE(single.insert(x.id, x.box).ok());
    EXPECT_EQ(sorted_pairs(single), brute_pairs(e));
  }
}

TEST(OctreeRobustness, EmptyAndSingleTrees) {
  Octree tree;
  EXPECT_TRUE(tree.build({}).empty());
  EXPECT_TRUE(tree.all_pairs().empty());
  EXPECT_TRUE(tree.query({{-1, -1, -1}, {1, 1, 1}}).empty());
  EXPECT_EQ(tree.stats().node_count, 1u);
  ASSERT_TRUE(tree.insert(3, {{0, 0, 0}, {0, 0, 0}}).ok());
  EXPECT_TRUE(tree.all_pairs().empty());
  EXPECT_EQ(tree.query({{0, 0, 0}, {0, 0, 0}}), std::vector<std::uint32_t>{3});
  ASSERT_TRUE(tree.remove(3).ok());
  EXPECT_EQ(tree.size(), 0u);
  tree.clear();
  EXPECT_EQ(tree.size(), 0u);
}

// One random operation on the map and on its model: set (0), erase (1) or find (2).
void operate(OctreeIdMap& map, std::map<std::uint32_t, std::uint32_t>& model, std::uint32_t key,
             std::uint32_t value, std::uint32_t op) {
  switch (op) {
    case 0:
      map.set(key, value);
      model[key] = value;
      break;
    case 1:
      ASSERT_EQ(map.erase(key), model.erase(key) == 1);
      break;
    default: {
      const std::uint32_t* v = map.find(key);
      auto it = model.find(key);
      ASSERT_EQ(v != nullptr, it != model.end());
      if (v != nullptr) {
        ASSERT_EQ(*v, it->second);
      }
    }
  }
}

// Three kinds of keys: scattered (the hashed table from the start), small (the array indexed by
// id throughout), and small with a scattered one now and then (the array until the first of
// those, then the table, then the array again after each clear()). Small ids are first
// inserted in order, then set, erased and found at random.
TEST(OctreeIdMap, MatchesStdMapUnderRandomOperations) {
  for (int kind = 0; kind < 3; ++kind) {
    SCOPED_TRACE("kind " + std::to_string(kind));
    bool was_dense = false, was_hashed = false;
    OctreeIdMap map;
    std::map<std::uint32_t, std::uint32_t> model;
    Rng rng(5 + kind);
    auto fill = [&] {
      for (std::uint32_t id = 0; kind != 0 && id < 3000; ++id)
        operate(map, model, id, id, 0);
    };
    fill();
    for (int step = 0; step < 200000; ++step) {
      // Keys from a small set, so collisions, probe runs and reuse of erased ids are frequent.
      std::uint32_t small = rng.below(3000);
      std::uint32_t key = kind == 0                            ? scattered_id(small)
                          : kind == 2 && rng.below(20000) == 0 ? scattered_id(small) | 1u << 30
                                                               : small;
      if (kind == 2 && step % 50000 == 49999) {
        map.clear();
        model.clear();
        fill();
      }
      operate(map, model, key, static_cast<std::uint32_t>(step), rng.below(3));
      was_dense = was_dense || (map.dense() && map.size() > 100);
      was_hashed = was_hashed || !map.dense();
      ASSERT_EQ(map.size(), model.size());
    }
    for (const auto& [k, v] : model)
      ASSERT_EQ(*map.find(k), v);
    EXPECT_EQ(was_dense, kind != 0);
    EXPECT_EQ(was_hashed, kind != 1);
  }
}

TEST(OctreeIdMap, TheArrayStaysWithinFourTimesTheIdsAndSwapsWithTheTable) {
  OctreeIdMap a, b;
  for (std::uint32_t i = 0; i < 1000; ++i)
    ASSERT_TRUE(a.insert(i * 3, i));  // ids up to 2,997 for 1,000 stored: within 4 × + 64
  EXPECT_TRUE(a.dense());
  ASSERT_TRUE(a.insert(4 * 1001 + 64, 5));  // one past the bound for 1,001 ids
  EXPECT_FALSE(a.dense());
  for (std::uint32_t i = 0; i < 1000; ++i)
    ASSERT_EQ(*a.find(i * 3), i);
  ASSERT_TRUE(b.insert(7, 70));
  a.swap(b);
  EXPECT_TRUE(a.dense());
  EXPECT_FALSE(b.dense());
  EXPECT_EQ(*a.find(7), 70u);
  EXPECT_EQ(*b.find(4 * 1001 + 64), 5u);
  EXPECT_EQ(b.find(7), nullptr);
  b.clear();
  EXPECT_TRUE(b.dense());
  EXPECT_EQ(b.size(), 0u);
}

// The allocator's cache of freed blocks: a block is handed back for the same size only, the
// most recent first; a full cache gives its oldest blocks back to make room; blocks over the cap
// are not kept; release() empties it. (Blocks are never touched: no memory is used.)
TEST(OctreeBlockCache, SameSizeOnlyAndTheOldestGoWhenFull) {
  using Cache = OctreeBlockCache;
  Cache::release();
  constexpr std::size_t MiB = std::size_t{1} << 20;
  auto block = [](std::size_t bytes) { return std::aligned_alloc(2 * MiB, bytes); };
  void* small = block(2 * MiB);
  EXPECT_TRUE(Cache::give(small, 2 * MiB));
  EXPECT_EQ(Cache::take(4 * MiB), nullptr);
  EXPECT_EQ(Cache::take(2 * MiB), small);
  EXPECT_EQ(Cache::kept_bytes(), 0u);
  // Fill it with blocks of the largest size kept, oldest first.
  std::vector<void*> big;
  for (std::size_t k = 0; k * Cache::kCacheBlock < Cache::kCacheTotal; ++k) {
    big.push_back(block(Cache::kCacheBlock));
    ASSERT_TRUE(Cache::give(big.back(), Cache::kCacheBlock));
  }
  ASSERT_EQ(Cache::kept_bytes(), Cache::kCacheTotal);
  // One more block: the oldest big one goes back to the system to make room.
  EXPECT_TRUE(Cache::give(small, 2 * MiB));
  EXPECT_EQ(Cache::kept_bytes(), Cache::kCacheTotal - Cache::kCacheBlock + 2 * MiB);
  EXPECT_EQ(Cache::take(Cache::kCacheBlock), big.back());  // the most recent first
  for (std::size_t k = big.size() - 1; k-- > 1;)
    EXPECT_EQ(Cache::take(Cache::kCacheBlock), big[k]);
  EXPECT_EQ(Cache::take(Cache::kCacheBlock), nullptr);  // big[0] was given back
  for (std::size_t k = 1; k < big.size(); ++k)
    std::free(big[k]);
  // Too large to keep: the caller frees it.
  void* huge = block(Cache::kCacheBlock + 2 * MiB);
  EXPECT_FALSE(Cache::give(huge, Cache::kCacheBlock + 2 * MiB));
  std::free(huge);
  Cache::release();
  EXPECT_EQ(Cache::kept_bytes(), 0u);
  EXPECT_EQ(Cache::take(2 * MiB), nullptr);
}

TEST(OctreeIdMap, DenseStridedAndHugeIds) {
  // Dense ids (kept next to each other), strided ids (i << k, which a plain mask would pile into
  // one slot) and ids near the top of the range, erased in another order than inserted.
  for (std::uint32_t shift : {0u, 6u, 13u, 20u, 26u}) {
    OctreeIdMap map;
    const std::uint32_t n = shift >= 20 ? 60 : 5000;
    for (std::uint32_t i = 0; i < n; ++i)
      map.set(i << shift, i);
    map.set(0xFFFFFFFEu, 7);
    ASSERT_EQ(map.size(), n + 1);
    for (std::uint32_t i = 0; i < n; ++i)
      ASSERT_EQ(*map.find(i << shift), i);
    for (std::uint32_t i = 0; i < n; i += 2)
      ASSERT_TRUE(map.erase(i << shift));
    for (std::uint32_t i = 0; i < n; ++i)
      ASSERT_EQ(map.find(i << shift) != nullptr, i % 2 == 1);
    ASSERT_FALSE(map.insert(0xFFFFFFFEu, 8));
    ASSERT_EQ(*map.find(0xFFFFFFFEu), 7u);
  }
}

}  // namespace
}  // namespace collide::octree_test
