// The octree's views for people: its cells and the counts that say how well it is cut.
#include "core/octree/octree.hpp"
#include "core/octree/octree_box.hpp"

namespace collide {

std::vector<OctreeCell> Octree::cells() const {
  std::vector<OctreeCell> cells;
  cells.reserve(nodes_.size());
  for (std::uint32_t n = 0; n < nodes_.size(); ++n) {
    const Node& nd = nodes_[n];
    const NodeInfo& info = info_[n];
    cells.push_back({n, info.parent, info.depth, info.cell, info.loose, nd.bounds, nd.count,
                     nd.subtree_count, nd.first_child == kNone, nd.own});
  }
  return cells;
}

OctreeStats Octree::stats() const {
  OctreeStats s;
  s.node_count = static_cast<std::uint32_t>(nodes_.size());
  s.object_count = static_cast<std::uint32_t>(size());
  std::uint64_t in_nonempty_leaves = 0, nonempty_leaves = 0;
  for (std::size_t n = 0; n < nodes_.size(); ++n) {
    const Node& nd = nodes_[n];
    std::uint32_t depth = info_[n].depth;
    s.max_depth = std::max(s.max_depth, depth);
    if (s.objects_per_depth.size() <= depth) s.objects_per_depth.resize(depth + 1);
    s.objects_per_depth[depth] += nd.count;
    if (nd.first_child != kNone) {
      s.objects_in_inner += nd.count;
      continue;
    }
    ++s.leaf_count;
    s.objects_in_leaves += nd.count;
    s.max_objects_per_leaf = std::max(s.max_objects_per_leaf, nd.count);
    if (nd.count == 0) {
      ++s.empty_leaf_count;
    } else {
      ++nonempty_leaves;
      in_nonempty_leaves += nd.count;
    }
  }
  if (nonempty_leaves != 0)
    s.mean_objects_per_leaf =
        static_cast<double>(in_nonempty_leaves) / static_cast<double>(nonempty_leaves);
  const Node& root = nodes_[0];
  for (std::uint32_t i = root.begin; i < root.begin + root.count; ++i)
    if (!octree_box::contains(info_[0].cell, items_.box(i))) ++s.objects_outside_root;
  return s;
}

}  // namespace collide
