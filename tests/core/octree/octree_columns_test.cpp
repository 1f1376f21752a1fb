// The pair search's overlap loop (octree_columns) in each of its builds — AVX2, SSE and plain
// C++ — against octree_box::overlaps box by box: runs of every length from 0 to 40 (so every
// tail of a vector step), starting anywhere in the columns, on boxes drawn on a coarse grid so
// that touching faces, shared corners, equal boxes and flat boxes are common.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "core/octree/octree_box.hpp"
#include "core/octree/octree_columns.hpp"
#include "core/octree/octree_pool.hpp"

namespace collide::octree_columns {
namespace {

Aabb<float> grid_box(std::mt19937& rng) {
  // Coordinates on a grid of quarters: equal coordinates (touching boxes) are frequent.
  std::uniform_int_distribution<int> at(-8, 8), size(0, 4);
  Aabb<float> b;
  for (int i = 0; i < 3; ++i) {
    b.min[i] = static_cast<float>(at(rng)) * 0.25f;
    b.max[i] = b.min[i] + static_cast<float>(size(rng)) * 0.25f;
  }
  return b;
}

TEST(OctreeColumns, EveryBuildFindsExactlyTheOverlappingBoxes) {
  std::mt19937 rng(25);
  Columns c;
  const std::uint32_t n = 200;
  c.reset(n);
  std::vector<Aabb<float>> boxes;
  for (std::uint32_t i = 0; i < n; ++i) {
    boxes.push_back(grid_box(rng));
    c.push(boxes.back(), 1000 + i);
  }
  c.seal();
  ASSERT_EQ(c.size(), n);
  std::vector<std::uint32_t> hits(n);
  int builds = 0, found = 0;
  for (Isa isa : {Isa::plain, Isa::sse, Isa::avx2}) {
    if (!available(isa)) continue;
    ++builds;
    for (int trial = 0; trial < 300; ++trial) {
      const Aabb<float> a = grid_box(rng);
      const std::uint32_t begin = std::uniform_int_distribution<std::uint32_t>(0, 150)(rng);
      const std::uint32_t count = std::uniform_int_distribution<std::uint32_t>(0, 40)(rng);
      const Span s = c.span(begin, std::min(count, n - begin));
      std::vector<std::uint32_t> expected;
      for (std::uint32_t j = 0; j < s.n; ++j) {
        ASSERT_EQ(s.id[j], 1000 + begin + j);
        if (octree_box::overlaps(a, boxes[begin + j])) expected.push_back(j);
      }
      std::uint32_t m = overlapping(isa, a, s, hits.data());
      ASSERT_EQ(std::vector<std::uint32_t>(hits.begin(), hits.begin() + m), expected)
          << "isa " << static_cast<int>(isa) << " begin " << begin << " count " << s.n;
      // The dispatching entry point agrees with every build.
      ASSERT_EQ(overlapping(a, s, hits.data()), m);
      found += static_cast<int>(m);
    }
  }
  EXPECT_GE(builds, 1);
  EXPECT_GT(found, 100);  // the draw makes overlaps common, so the masks are exercised
}

TEST(OctreeColumns, GrowingKeepsTheBoxesAndSealPadsTheEnd) {
  Columns c;
  c.reset(2);
  std::vector<Aabb<float>> boxes;
  for (std::uint32_t i = 0; i < 50; ++i) {
    c.reserve(c.size() + 1);  // grows several times on the way
    const auto x = static_cast<float>(i);
    Aabb<float> b{{x, 0, 0}, {x + 0.5f, 1, 1}};
    boxes.push_back(b);
    c.push(b, i);
  }
  c.seal();
  const Span s = c.all();
  ASSERT_EQ(s.n, 50u);
  for (std::uint32_t i = 0; i < s.n; ++i) {
    EXPECT_EQ(s.box(i).min, boxes[i].min);
    EXPECT_EQ(s.box(i).max, boxes[i].max);
    EXPECT_EQ(s.id[i], i);
  }
  // A box touching boxes 9 and 10 only (closed intervals), found at the end of a run too.
  std::vector<std::uint32_t> hits(50);
  const Aabb<float> probe{{9.5f, 1.0f, 0.0f}, {10.0f, 2.0f, 0.0f}};
  ASSERT_EQ(overlapping(probe, s, hits.data()), 2u);
  EXPECT_EQ(hits[0], 9u);
  EXPECT_EQ(hits[1], 10u);
  ASSERT_EQ(overlapping(probe, c.span(0, 11), hits.data()), 2u);
  ASSERT_EQ(overlapping(probe, c.span(0, 10), hits.data()), 1u);
}

TEST(OctreeColumns, ThePoolKeepsItsSlotsAcrossGrowthAndAppendCopiesARun) {
  OctreePool pool;
  std::vector<Aabb<float>> boxes;
  for (std::uint32_t i = 0; i < 40; ++i) {
    pool.resize(pool.size() + 1);  // grows many times on the way, as slabs move to the end
    const auto x = static_cast<float>(i);
    boxes.push_back({{x, -x, 0}, {x + 0.5f, 1 - x, 2}});
    pool.set(i, boxes.back(), 1000 + i);
  }
  pool.move(3, 39);  // what erase_slot does with the last object of a slab
  boxes[3] = boxes[39];
  pool.resize(45);  // new slots: zero boxes, id 0
  for (std::uint32_t i = 0; i < 39; ++i) {
    EXPECT_EQ(pool.box(i).min, boxes[i].min) << i;
    EXPECT_EQ(pool.box(i).max, boxes[i].max) << i;
    EXPECT_EQ(pool.id(i), i == 3 ? 1039u : 1000 + i);
  }
  for (std::uint32_t i = 40; i < 45; ++i) {
    EXPECT_EQ(pool.box(i).min, Vec3<float>(0.0f));
    EXPECT_EQ(pool.id(i), 0u);
  }
  // A run read where it lies: the overlap loop reads up to 7 slots past its end (the padding
  // past the pool's last slot), and only boxes inside the run are found.
  std::vector<std::uint32_t> hits(45);
  const Aabb<float> probe{{38.0f, -100, 0}, {100, 100, 2}};
  ASSERT_EQ(overlapping(probe, pool.span(0, 40), hits.data()), 3u);  // 3 (moved from 39), 38, 39
  EXPECT_EQ(hits[0], 3u);
  EXPECT_EQ(overlapping(probe, pool.span(39, 1), hits.data()), 1u);
  EXPECT_EQ(overlapping(probe, pool.span(40, 5), hits.data()), 0u);
  // append copies a run into columns.
  Columns c;
  c.reset(10);
  c.append(pool.span(5, 10));
  c.seal();
  ASSERT_EQ(c.size(), 10u);
  for (std::uint32_t i = 0; i < 10; ++i) {
    EXPECT_EQ(c.all().box(i).min, boxes[5 + i].min);
    EXPECT_EQ(c.all().id[i], 1005 + i);
  }
}

}  // namespace
}  // namespace collide::octree_columns
