#pragma once
// What the octree evidence shows (the Octree panel's choices, saved with the settings): plain
// data, so the frame, the settings file and `render --octree` share it without the core.
#include <cstddef>
#include <cstdint>

namespace collide {

struct OctreeFilter {
  bool leaves_only = false;    // cells without children
  bool occupied_only = false;  // cells that hold objects themselves (object_count > 0)
  // Depths drawn, inclusive (the root is depth 0).
  std::uint32_t depth_min = 0, depth_max = 32;
  // Cells whose loose box meets a selected object's box grown by `near_margin` on every side.
  bool near_selection = false;
  double near_margin = 0.5;
  // At most this many cells are drawn, shallowest first: beyond it a wireframe is a grey fog
  // (and costs 12 lines a cell); the panel says how many were left out.
  std::size_t max_cells = 5000;
  bool operator==(const OctreeFilter&) const = default;
};

struct OctreeDrawOptions {
  bool shown = false;  // the octree evidence at all
  OctreeFilter filter;
  // The selected objects' own broadphase queries (their box against the tree): cells visited
  // and pruned, and the cell holding each.
  bool trace = true;
  bool operator==(const OctreeDrawOptions&) const = default;
};

}  // namespace collide
