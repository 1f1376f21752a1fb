#pragma once
// What the octree shows: its cells, the path of one query, and counts that say whether the tree
// is doing its job. Plain data, filled by Octree::cells(), Octree::trace_query(),
// Octree::stats() and the PairStats argument of Octree::all_pairs().
#include <cstdint>
#include <vector>

#include "../shapes/shapes.hpp"

namespace collide {

struct OctreeCell {
  std::uint32_t node = 0;           // index, stable until the next build/insert/remove/update
  std::uint32_t parent = 0;         // the root is its own parent
  std::uint32_t depth = 0;          // root: 0
  Aabb<float> cell{};               // the cell proper (children halve it)
  Aabb<float> loose{};              // where objects stored here may lie (= cell for looseness 1)
  Aabb<float> bounds{};             // bounds of the objects in the subtree (conservative)
  std::uint32_t object_count = 0;   // objects stored in this cell itself
  std::uint32_t subtree_count = 0;  // objects in this cell and below
  bool leaf = true;
  Aabb<float> own{};  // bounds of the objects stored in this cell itself (conservative)
};

// One AABB query, cell by cell, recorded by the query's own walk. A cell is visited when the
// query box overlaps the bounds of the objects below it (its objects are then tested when the
// query also meets their own bounds, and its children are considered); it is pruned when a
// visited parent considered it and the query box misses those bounds (nothing below is tested).
struct QueryTrace {
  std::vector<std::uint32_t> ids;      // the answer, ascending
  std::vector<std::uint32_t> visited;  // node indices, in visiting order
  std::vector<std::uint32_t> pruned;   // node indices
  std::uint64_t box_tests = 0;         // object boxes tested against the query
};

struct OctreeStats {
  std::uint32_t node_count = 0;
  std::uint32_t leaf_count = 0;
  std::uint32_t empty_leaf_count = 0;
  std::uint32_t max_depth = 0;  // deepest cell
  std::uint32_t object_count = 0;
  std::uint32_t objects_in_leaves = 0;
  std::uint32_t objects_in_inner = 0;  // straddling (or too large) objects kept above the leaves
  std::uint32_t objects_outside_root = 0;  // not inside the root cell: kept in the root
  std::uint32_t max_objects_per_leaf = 0;
  double mean_objects_per_leaf = 0;              // over non-empty leaves
  std::vector<std::uint32_t> objects_per_depth;  // index: depth
};

// Work done by one all-pairs pass, against the brute-force n(n−1)/2.
struct PairStats {
  std::uint64_t pairs = 0;
  std::uint64_t box_tests = 0;          // object–object AABB tests
  std::uint64_t node_tests = 0;         // tests of bounds against bounds or objects (pruning)
  std::uint64_t brute_force_tests = 0;  // n(n−1)/2
};

}  // namespace collide
