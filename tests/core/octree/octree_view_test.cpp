// What the octree shows: cells, the cells one query visits and prunes, statistics, and the ray
// slab test on hand-worked cases.
#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <map>
#include <optional>
#include <set>

#include "tests/core/octree/octree_test_data.hpp"

namespace collide::octree_test {
namespace {

// Root [0, 8]³ split once (threshold 1): A in the low corner, B in the high corner, C centered
// on the middle of the root.
const Aabb<float> kA{{1, 1, 1}, {2, 2, 2}};
const Aabb<float> kB{{5, 5, 5}, {6, 6, 6}};
const Aabb<float> kC{{3.5f, 3.5f, 3.5f}, {4.5f, 4.5f, 4.5f}};

Octree three_boxes(std::uint32_t looseness) {
  OctreeParams p;
  p.looseness = looseness;
  p.split_threshold = 2;
  Octree tree(p, {{0, 0, 0}, {8, 8, 8}});
  tree.insert(10, kA);
  tree.insert(11, kB);
  tree.insert(12, kC);
  return tree;
}

TEST(OctreeView, StrictCellsKeepTheStraddlerInTheParent) {
  Octree tree = three_boxes(1);
  std::vector<OctreeCell> cells = tree.cells();
  ASSERT_EQ(cells.size(), 9u);
  EXPECT_FALSE(cells[0].leaf);
  EXPECT_EQ(cells[0].object_count, 1u);  // C straddles the three middle planes
  EXPECT_EQ(cells[0].subtree_count, 3u);
  // Children in octant order (bit 0: x high, bit 1: y high, bit 2: z high).
  EXPECT_EQ(cells[1].cell.min, (Vec3<float>{0, 0, 0}));
  EXPECT_EQ(cells[1].cell.max, (Vec3<float>{4, 4, 4}));
  EXPECT_EQ(cells[1].object_count, 1u);  // A
  EXPECT_EQ(cells[2].cell.min, (Vec3<float>{4, 0, 0}));
  EXPECT_EQ(cells[8].cell.min, (Vec3<float>{4, 4, 4}));
  EXPECT_EQ(cells[8].object_count, 1u);  // B
  for (int i = 1; i < 9; ++i) {
    EXPECT_EQ(cells[i].depth, 1u);
    EXPECT_EQ(cells[i].parent, 0u);
    EXPECT_EQ(cells[i].loose.min, cells[i].cell.min);
  }
  EXPECT_EQ(cells[8].bounds.min, kB.min);
}

TEST(OctreeView, LooseCellsTakeTheStraddlerByItsCenter) {
  Octree tree = three_boxes(2);
  std::vector<OctreeCell> cells = tree.cells();
  ASSERT_EQ(cells.size(), 9u);
  // C's center (4, 4, 4) is in the high octant, whose loose cell [2, 10]³ holds C.
  EXPECT_EQ(cells[0].object_count, 0u);
  EXPECT_EQ(cells[8].loose.min, (Vec3<float>{2, 2, 2}));
  EXPECT_EQ(cells[8].loose.max, (Vec3<float>{10, 10, 10}));
  EXPECT_EQ(cells[8].object_count, 2u);  // B and C
  EXPECT_EQ(cells[1].object_count, 1u);  // A
  // A loose cell's objects may reach beyond the cell: bounds report where they are.
  EXPECT_EQ(cells[8].bounds.min, kC.min);
}

TEST(OctreeView, NodeOfNamesTheCellEachObjectIsStoredIn) {
  // The hand-worked tree above: C in the root, A in the low octant (node 1), B in the high (8).
  Octree tree = three_boxes(1);
  EXPECT_EQ(tree.node_of(12), 0u);
  EXPECT_EQ(tree.node_of(10), 1u);
  EXPECT_EQ(tree.node_of(11), 8u);
  EXPECT_EQ(tree.node_of(99), std::nullopt);
  // A shrinks to fit a quarter of its octant: it stays in node 1, whose cell still accepts it,
  // though a deeper cell would (there is none yet: the octant was never split).
  ASSERT_TRUE(tree.update(10, {{1, 1, 1}, {1.5f, 1.5f, 1.5f}}).ok());
  EXPECT_EQ(tree.node_of(10), 1u);
  // B moves into A's octant: it leaves node 8 for node 1.
  ASSERT_TRUE(tree.update(11, {{2.5f, 2.5f, 2.5f}, {3, 3, 3}}).ok());
  EXPECT_EQ(tree.node_of(11), 1u);
  tree.remove(10);
  EXPECT_EQ(tree.node_of(10), std::nullopt);
  // Every object's node, counted, gives each cell's object count, and its cell accepts it.
  for (const OctreeCell& c : tree.cells()) {
    std::uint32_t stored = 0;
    for (std::uint32_t id : {11u, 12u})
      if (tree.node_of(id) == c.node) {
        ++stored;
        Aabb<float> box;
        ASSERT_TRUE(tree.box_of(id, box));
        EXPECT_TRUE(c.node == 0 || octree_box::contains(c.loose, box));
      }
    EXPECT_EQ(stored, c.object_count) << "node " << c.node;
  }
}

// The build's placement rule, checked object by object in plain scalar arithmetic: each object
// sits in the child of its centre's octant, whose loose cell contains it, and when its cell was
// split, the child of its centre's octant does not accept it (else it would have gone down).
// The lattice puts centres exactly on split planes and boxes exactly on loose-cell faces, where a
// rounding or a >= read as > would send an object elsewhere.
TEST(OctreeView, TheBuildPutsEveryObjectInTheDeepestCellThatAcceptsIt) {
  auto inside = [](const Aabb<float>& outer, const Aabb<float>& inner) {
    for (int i = 0; i < 3; ++i)
      if (inner.min[i] < outer.min[i] || outer.max[i] < inner.max[i]) return false;
    return true;
  };
  std::vector<Distribution> sets = distributions();
  std::vector<Aabb<float>> lattice;
  for (float x = 0; x <= 16; x += 0.5f)
    for (float y = 0; y <= 16; y += 2)
      for (float h : {0.25f, 0.5f, 1.0f, 2.0f})
        lattice.push_back(Aabb<float>::from_center_half({x, y, 16 - x}, {h, h / 2, h}));
  sets.push_back({"lattice", make_entries(lattice)});
  // A deeper tree, with sizes from far below a leaf's cell to larger than the root's children,
  // whose pairs are also checked against brute force.
  Rng rng(21);
  std::vector<Aabb<float>> many;
  for (int i = 0; i < 12000; ++i)
    many.push_back(rng.box(0, 100, 0.01f, i % 100 == 0 ? 30.0f : 1.5f));
  sets.push_back({"twelve_thousand", make_entries(many)});
  std::size_t checked = 0, went_down = 0;
  for (std::uint32_t looseness : {1u, 2u}) {
    for (const Distribution& d : sets) {
      OctreeParams params;
      params.looseness = looseness;
      params.split_threshold = 4;
      Octree tree(params);
      if (d.name == "lattice")
        tree.build(d.entries, {{-2, -2, -2}, {18, 18, 18}});
      else
        tree.build(d.entries);
      std::map<std::uint32_t, OctreeCell> cell;
      std::map<std::uint32_t, std::vector<std::uint32_t>> children;
      for (const OctreeCell& c : tree.cells()) {
        cell[c.node] = c;
        if (c.node != 0) children[c.parent].push_back(c.node);
      }
      if (d.name == "twelve_thousand") {
        EXPECT_EQ(sorted_pairs(tree), brute_pairs(d.entries));
      }
      for (const OctreeEntry& e : d.entries) {
        SCOPED_TRACE(d.name + " looseness " + std::to_string(looseness));
        std::optional<std::uint32_t> n = tree.node_of(e.id);
        ASSERT_TRUE(n.has_value());
        const OctreeCell& c = cell.at(*n);
        const Vec3<float> centre = e.box.min * 0.5f + e.box.max * 0.5f;
        // Whether `child` is the cell of the centre's octant in its parent (high half: centre
        // on or above the parent's middle).
        auto of_centre = [&](const OctreeCell& child) {
          const OctreeCell& parent = cell.at(child.parent);
          const Vec3<float> mid = parent.cell.min * 0.5f + parent.cell.max * 0.5f;
          for (int i = 0; i < 3; ++i)
            if ((child.cell.min[i] == mid[i]) != (centre[i] >= mid[i])) return false;
          return true;
        };
        if (*n != 0) {
          EXPECT_TRUE(inside(c.loose, e.box)) << "id " << e.id;
          EXPECT_TRUE(of_centre(c)) << "id " << e.id << " in node " << *n;
        }
        went_down += *n != 0;
        ++checked;
        if (c.leaf) continue;
        std::size_t found = 0;
        for (std::uint32_t k : children.at(*n)) {
          const OctreeCell& child = cell.at(k);
          if (!of_centre(child)) continue;
          ++found;
          EXPECT_FALSE(inside(child.loose, e.box)) << "id " << e.id << " stayed in node " << *n;
        }
        EXPECT_EQ(found, 1u);
      }
    }
  }
  EXPECT_GT(checked, 5000u);
  EXPECT_GT(went_down, checked / 2);  // the check is not only about objects kept at the root
}

TEST(OctreeView, TraceOfOneQuery) {
  Octree tree = three_boxes(1);
  QueryTrace t = tree.trace_query({{0, 0, 0}, {1.5f, 1.5f, 1.5f}});
  EXPECT_EQ(t.ids, std::vector<std::uint32_t>{10});
  // The root is visited (its bounds [1, 6]³ meet the query) but its own object C lies away from
  // the query, so C is not tested; of the children only the low corner's bounds meet the query
  // (A is tested there); the others are pruned.
  EXPECT_EQ(t.visited, (std::vector<std::uint32_t>{0, 1}));
  EXPECT_EQ(t.pruned.size(), 7u);
  EXPECT_EQ(t.box_tests, 1u);  // A only
}

TEST(OctreeView, TraceCoversTheTreeConsistently) {
  Entries e = distributions()[0].entries;
  Octree tree;
  tree.build(e);
  std::vector<OctreeCell> cells = tree.cells();
  for (const Aabb<float>& q : query_boxes(e, 3, 20)) {
    QueryTrace t = tree.trace_query(q);
    std::set<std::uint32_t> visited(t.visited.begin(), t.visited.end());
    std::set<std::uint32_t> pruned(t.pruned.begin(), t.pruned.end());
    ASSERT_EQ(visited.size(), t.visited.size());
    for (std::uint32_t n : pruned)
      ASSERT_FALSE(visited.count(n));
    // A cell is considered exactly when its parent was visited (the root always is).
    for (const OctreeCell& c : cells) {
      bool considered = visited.count(c.node) || pruned.count(c.node);
      bool parent_visited = c.node == 0 || visited.count(c.parent);
      ASSERT_EQ(considered, parent_visited);
      if (pruned.count(c.node)) {
        ASSERT_FALSE(octree_box::overlaps(q, c.bounds));
      }
      if (visited.count(c.node)) {
        ASSERT_TRUE(octree_box::overlaps(q, c.bounds));
      }
    }
    // A visited cell tests its objects when the query meets their own bounds.
    std::uint64_t tested = 0;
    for (std::uint32_t n : t.visited)
      if (octree_box::overlaps(q, cells[n].own)) tested += cells[n].object_count;
    EXPECT_EQ(t.box_tests, tested);
  }
}

// The trace is the query's own walk: recomputed from the cell list alone (a cell is visited
// exactly when the query meets the bounds of it and of every ancestor; pruned when its parent
// is visited and it is not), the visited and pruned sets match, and the answer with tracing on
// is the untraced query's and brute force's, on every distribution, after edits too.
TEST(OctreeView, TraceIsExactlyTheCellsTheQueryTouches) {
  for (const auto& dist : distributions()) {
    Octree tree;
    tree.build(dist.entries);
    // Some moves and removals, so the bounds are no longer tight (the walk must still agree).
    for (std::size_t i = 0; i < dist.entries.size(); i += 7) {
      Aabb<float> b = dist.entries[i].box;
      b.min += Vec3<float>{0.25f, 0, 0};
      b.max += Vec3<float>{0.25f, 0, 0};
      tree.update(dist.entries[i].id, b);
    }
    for (std::size_t i = 3; i < dist.entries.size(); i += 11)
      tree.remove(dist.entries[i].id);
    std::vector<OctreeCell> cells = tree.cells();
    for (const Aabb<float>& q : query_boxes(dist.entries, 5, 30)) {
      std::set<std::uint32_t> expect_visited, expect_pruned;
      for (const OctreeCell& c : cells) {
        bool path = true;  // the query meets the bounds of every ancestor
        for (std::uint32_t a = c.node; a != 0;) {
          a = cells[a].parent;
          path = path && octree_box::overlaps(q, cells[a].bounds);
        }
        if (!path) continue;
        (octree_box::overlaps(q, c.bounds) ? expect_visited : expect_pruned).insert(c.node);
      }
      QueryTrace t = tree.trace_query(q);
      ASSERT_EQ(std::set<std::uint32_t>(t.visited.begin(), t.visited.end()), expect_visited);
      ASSERT_EQ(std::set<std::uint32_t>(t.pruned.begin(), t.pruned.end()), expect_pruned);
      ASSERT_EQ(t.visited.size(), expect_visited.size());  // each once
      ASSERT_EQ(t.ids, tree.query(q));
      std::vector<std::uint32_t> brute;
      for (std::size_t i = 0; i < dist.entries.size(); ++i) {
        Aabb<float> b;
        if (tree.box_of(dist.entries[i].id, b) && octree_box::overlaps(q, b))
          brute.push_back(dist.entries[i].id);
      }
      std::sort(brute.begin(), brute.end());
      ASSERT_EQ(t.ids, brute);
    }
  }
}

TEST(OctreeView, StatisticsAgreeWithTheCells) {
  Entries e = distributions()[0].entries;
  for (std::uint32_t looseness : {1u, 2u}) {
    OctreeParams p;
    p.looseness = looseness;
    Octree tree(p);
    tree.build(e);
    std::vector<OctreeCell> cells = tree.cells();
    OctreeStats s = tree.stats();
    EXPECT_EQ(s.node_count, cells.size());
    std::uint32_t leaves = 0, in_leaves = 0, deepest = 0, most = 0;
    for (const OctreeCell& c : cells) {
      if (c.leaf) {
        ++leaves;
        in_leaves += c.object_count;
        most = std::max(most, c.object_count);
      }
      deepest = std::max(deepest, c.depth);
      // Every object of the subtree lies within the cell's bounds and the loose cell.
      std::uint32_t inside = static_cast<std::uint32_t>(tree.query(c.bounds).size());
      EXPECT_GE(inside, c.subtree_count);
    }
    EXPECT_EQ(s.leaf_count, leaves);
    EXPECT_EQ(s.objects_in_leaves, in_leaves);
    EXPECT_EQ(s.max_depth, deepest);
    EXPECT_EQ(s.max_objects_per_leaf, most);
    EXPECT_EQ(cells[0].subtree_count, e.size());
    std::uint32_t per_depth = 0;
    for (std::uint32_t k : s.objects_per_depth)
      per_depth += k;
    EXPECT_EQ(per_depth, e.size());
    EXPECT_EQ(s.objects_outside_root, 0u);  // the root was fitted
    // Every object lies in the loose cell of the cell that stores it.
    for (const OctreeEntry& x : e) {
      bool in_some = false;
      for (const OctreeCell& c : cells)
        in_some |= c.object_count > 0 && octree_box::contains(c.loose, x.box);
      EXPECT_TRUE(in_some);
    }
  }
}

TEST(OctreeView, PairSearchDoesFarFewerTestsThanBruteForce) {
  // 2,000 boxes of size 0.1..1 in a cube of side ∛2000, the density of workload W2.
  Rng rng(21);
  Entries e;
  for (std::uint32_t i = 0; i < 2000; ++i)
    e.push_back({i, rng.box(0, 12.6f, 0.05f, 0.5f)});
  for (std::uint32_t looseness : {1u, 2u}) {
    OctreeParams p;
    p.looseness = looseness;
    Octree tree(p);
    tree.build(e);
    PairStats s;
    std::vector<OctreePair> pairs = tree.all_pairs(&s);
    EXPECT_EQ(s.brute_force_tests, 2000u * 1999u / 2u);
    EXPECT_LT(s.box_tests * 20, s.brute_force_tests) << "looseness " << looseness;
    EXPECT_EQ(s.pairs, brute_pairs(e).size());
  }
}

TEST(OctreeRaySlab, HandWorkedHits) {
  using octree_box::entry;
  using octree_box::prepare;
  const float inf = std::numeric_limits<float>::infinity();
  const Aabb<float> unit{{0, 0, 0}, {1, 1, 1}};
  // Along +x from x = −1: enters the unit cube at t = 1.
  EXPECT_EQ(entry(prepare({{-1, 0.5f, 0.5f}, {1, 0, 0}}, inf), unit), 1.0f);
  // Direction of length 2: t is in units of the direction, so the entry is at t = 0.5.
  EXPECT_EQ(entry(prepare({{-1, 0.5f, 0.5f}, {2, 0, 0}}, inf), unit), 0.5f);
  // Grazing the face y = 1 counts (closed box); y = 1.0001 misses.
  EXPECT_EQ(entry(prepare({{-1, 1, 0.5f}, {1, 0, 0}}, inf), unit), 1.0f);
  EXPECT_FALSE(entry(prepare({{-1, 1.0001f, 0.5f}, {1, 0, 0}}, inf), unit));
  // Origin inside: entry 0. Box behind the origin: no hit. Beyond t_max: no hit.
  EXPECT_EQ(entry(prepare({{0.5f, 0.5f, 0.5f}, {0, 0, -1}}, inf), unit), 0.0f);
  EXPECT_FALSE(entry(prepare({{2, 0.5f, 0.5f}, {1, 0, 0}}, inf), unit));
  EXPECT_FALSE(entry(prepare({{-1, 0.5f, 0.5f}, {1, 0, 0}}, 0.5f), unit));
  EXPECT_EQ(entry(prepare({{-1, 0.5f, 0.5f}, {1, 0, 0}}, 1.0f), unit), 1.0f);
  // Diagonal (1, 1, 0) from (−1, −0.5, 0.5): x enters at 1, y at 0.5; entry is the later, 1.
  EXPECT_EQ(entry(prepare({{-1, -0.5f, 0.5f}, {1, 1, 0}}, inf), unit), 1.0f);
  // A point box on the ray.
  EXPECT_EQ(entry(prepare({{0, 0, 0}, {0, 0, 1}}, inf), {{0, 0, 3}, {0, 0, 3}}), 3.0f);
}

TEST(OctreeRaySlab, HitsComeOrderedByEntry) {
  Octree tree(OctreeParams{}, {{-10, -10, -10}, {10, 10, 10}});
  tree.insert(1, {{5, 0, 0}, {6, 1, 1}});
  tree.insert(2, {{1, 0, 0}, {2, 1, 1}});
  tree.insert(3, {{-3, 0, 0}, {-2, 1, 1}});    // behind
  tree.insert(4, {{1, 0, 0}, {9, 1, 1}});      // same entry as 2: ordered by id
  tree.insert(5, {{-1, 0, 0}, {0.5f, 1, 1}});  // contains the origin
  RayQuery r = tree.raycast({{0, 0.5f, 0.5f}, {1, 0, 0}});
  EXPECT_EQ(r.hits, (std::vector<OctreeRayHit>{{5, 0}, {2, 1}, {4, 1}, {1, 5}}));
}

}  // namespace
}  // namespace collide::octree_test
