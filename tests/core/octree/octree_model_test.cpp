// Model-based: long random sequences of insert, remove, update (single and batch) and queries,
// with a fixed seed, checked against a plain list of entries after every step.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "tests/core/octree/octree_test_data.hpp"

namespace collide::octree_test {
namespace {

class Model {
 public:
  const Entries& entries() const { return entries_; }
  OctreeEntry* find(std::uint32_t id) {
    auto it = std::find_if(entries_.begin(), entries_.end(),
                           [id](const OctreeEntry& e) { return e.id == id; });
    return it == entries_.end() ? nullptr : &*it;
  }
  void insert(std::uint32_t id, const Aabb<float>& box) { entries_.push_back({id, box}); }
  void remove(std::uint32_t id) {
    std::erase_if(entries_, [id](const OctreeEntry& e) { return e.id == id; });
  }

 private:
  Entries entries_;
};

void expect_matches(const Octree& tree, const Entries& e, Rng& rng) {
  ASSERT_EQ(tree.size(), e.size());
  for (const OctreeEntry& x : e) {
    Aabb<float> box;
    ASSERT_TRUE(tree.box_of(x.id, box));
    ASSERT_EQ(box.min, x.box.min);
    ASSERT_EQ(box.max, x.box.max);
  }
  ASSERT_EQ(sorted_pairs(tree), brute_pairs(e));
  Aabb<float> q = rng.box(-12, 12, 0, 4);
  ASSERT_EQ(tree.query(q), brute_query(e, q));
  Ray<float> r{{rng.uniform(-12, 12), rng.uniform(-12, 12), rng.uniform(-12, 12)},
               {rng.uniform(-1, 1), rng.uniform(-1, 1), rng.uniform(-1, 1)}};
  ASSERT_EQ(tree.raycast(r).hits, brute_ray(e, r, std::numeric_limits<float>::infinity()));
}

void run_sequence(const OctreeParams& params, std::uint64_t seed, int steps) {
  Octree tree(params, {{-8, -8, -8}, {8, 8, 8}});
  Model model;
  Rng rng(seed);
  const float nan = std::numeric_limits<float>::quiet_NaN();
  // Ids from a small pool, so inserts of present ids and removals of absent ones happen.
  auto some_id = [&] { return scattered_id(rng.below(160)); };
  auto some_box = [&]() -> Aabb<float> {
    switch (rng.below(6)) {
      case 0: {  // a point
        Vec3<float> p{rng.uniform(-9, 9), rng.uniform(-9, 9), rng.uniform(-9, 9)};
        return {p, p};
      }
      case 1:  // outside the root
        return rng.box(-30, 30, 0.1f, 3);
      case 2:  // coincident with a fixed box
        return {{1, 1, 1}, {2, 2, 2}};
      default:
        return rng.box(-8, 8, 0.01f, 1.5f);
    }
  };
  for (int step = 0; step < steps; ++step) {
    SCOPED_TRACE("step " + std::to_string(step));
    std::uint32_t op = rng.below(10);
    std::uint32_t id = some_id();
    if (op < 4) {
      Aabb<float> box = some_box();
      if (rng.below(25) == 0) box.max.y = nan;
      OctreeStatus status = tree.insert(id, box);
      if (std::isnan(box.max.y)) {
        ASSERT_EQ(status.error, OctreeError::invalid_box);
      } else if (model.find(id) != nullptr) {
        ASSERT_EQ(status.error, OctreeError::duplicate_id);
      } else {
        ASSERT_TRUE(status.ok());
        model.insert(id, box);
      }
    } else if (op < 6) {
      OctreeStatus status = tree.remove(id);
      ASSERT_EQ(status.ok(), model.find(id) != nullptr);
      model.remove(id);
    } else if (op < 9) {
      OctreeEntry* x = model.find(id);
      Aabb<float> box = some_box();
      if (x != nullptr && rng.below(2) == 0) {  // a small move, usually within the cell
        Vec3<float> d{rng.uniform(-0.3f, 0.3f), rng.uniform(-0.3f, 0.3f), rng.uniform(-0.3f, 0.3f)};
        box = {x->box.min + d, x->box.max + d};
      }
      OctreeStatus status = tree.update(id, box);
      ASSERT_EQ(status.ok(), x != nullptr);
      if (x != nullptr) x->box = box;
    } else {
      // A batch: a few present ids moved, one absent id (rejected), then a refit.
      Entries batch;
      for (const OctreeEntry& x : model.entries())
        if (rng.below(3) == 0) batch.push_back({x.id, some_box()});
      batch.push_back({scattered_id(1000), some_box()});
      std::vector<OctreeStatus> rejected = tree.update(batch);
      ASSERT_EQ(rejected.size(), 1u);
      EXPECT_EQ(rejected[0].error, OctreeError::unknown_id);
      for (const OctreeEntry& b : batch)
        if (OctreeEntry* x = model.find(b.id)) x->box = b.box;
    }
    expect_matches(tree, model.entries(), rng);
    if (step % 500 == 499) {
      tree.refit();
      expect_matches(tree, model.entries(), rng);
    }
  }
}

TEST(OctreeModel, LooseRandomSequence) {
  OctreeParams p;
  p.looseness = 2;
  p.split_threshold = 3;
  run_sequence(p, 2024, 2500);
}

TEST(OctreeModel, StrictRandomSequence) {
  OctreeParams p;
  p.looseness = 1;
  p.split_threshold = 2;
  p.max_depth = 6;
  run_sequence(p, 2025, 2500);
}

TEST(OctreeModel, ThresholdOneDeepCells) {
  OctreeParams p;
  p.looseness = 2;
  p.split_threshold = 1;
  p.max_depth = 20;
  run_sequence(p, 2026, 1500);
}

}  // namespace
}  // namespace collide::octree_test
