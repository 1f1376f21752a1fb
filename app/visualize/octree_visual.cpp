#include "app/visualize/octree_visual.hpp"

#include <string>

#include "core/octree/octree_box.hpp"

namespace collide {

namespace {

constexpr std::uint32_t kNone = 0xFFFFFFFFu;

glm::dvec3 corner(const Aabb<float>& b, int bits) {
  return {double(bits & 1 ? b.max.x : b.min.x), double(bits & 2 ? b.max.y : b.min.y),
          double(bits & 4 ? b.max.z : b.min.z)};
}

Aabb<float> grown(const Aabb<float>& b, double margin) {
  const float m = float(margin);
  return {b.min - Vec3<float>(m), b.max + Vec3<float>(m)};
}

}  // namespace

Color octree_depth_color(std::uint32_t depth) {
  return kOctreeDepthPalette[depth % kOctreeDepthPalette.size()];
}

bool passes(const OctreeCell& cell, const OctreeFilter& filter, std::span<const Aabb<float>> near) {
  if (filter.leaves_only && !cell.leaf) return false;
  if (filter.occupied_only && cell.object_count == 0) return false;
  if (cell.depth < filter.depth_min || cell.depth > filter.depth_max) return false;
  if (!filter.near_selection) return true;
  // Near: the cell's loose box (where its objects may lie) meets a selected box grown by the
  // margin — closed boxes overlap when a.min <= b.max and b.min <= a.max on every axis.
  for (const Aabb<float>& b : near)
    if (octree_box::overlaps(cell.loose, grown(b, filter.near_margin))) return true;
  return false;
}

std::vector<std::uint32_t> traced_objects(
    std::span<const std::size_t> selected,
    std::optional<std::pair<std::size_t, std::size_t>> focus) {
  if (selected.empty() && focus) return {std::uint32_t(focus->first), std::uint32_t(focus->second)};
  return {selected.begin(), selected.end()};
}

OctreeEvidence octree_evidence(const SceneEvaluation& evaluation,
                               std::span<const std::uint32_t> selected,
                               const OctreeDrawOptions& options, bool brute_force) {
  OctreeEvidence ev;
  const Octree& tree = evaluation.octree();
  ev.cells = tree.cells();
  ev.stats = tree.stats();
  ev.tree_objects = tree.size();

  // The selected objects and their boxes in the tree, whose ids are the evaluation's slots.
  std::vector<Aabb<float>> near;
  std::vector<std::uint32_t> slots;
  for (std::uint32_t index : selected) {
    const auto slot = evaluation.slot_of(index);
    if (!slot) continue;  // out of range
    OctreeSelected s;
    s.index = index;
    s.home = evaluation.home_of(index);
    if (s.home == BroadphaseHome::tree && tree.box_of(*slot, s.box)) {
      near.push_back(s.box);
      slots.push_back(*slot);
    } else {
      s.home = s.home == BroadphaseHome::tree ? BroadphaseHome::everything : s.home;
      slots.push_back(kNone);
    }
    ev.selected.push_back(s);
  }

  // The filter, then the shallowest cells first up to the cap (a counting sort by depth keeps
  // node order within a depth).
  std::vector<std::vector<std::uint32_t>> by_depth;
  for (const OctreeCell& c : ev.cells) {
    if (!passes(c, options.filter, near)) continue;
    if (by_depth.size() <= c.depth) by_depth.resize(c.depth + 1);
    by_depth[c.depth].push_back(c.node);
    ++ev.passing;
  }
  ev.shown.reserve(std::min(ev.passing, options.filter.max_cells));
  for (const auto& nodes : by_depth)
    for (std::uint32_t n : nodes)
      if (ev.shown.size() < options.filter.max_cells) ev.shown.push_back(n);

  if (ev.selected.empty() || ev.cells.empty()) return ev;
  // The brute force's boxes: every object of the tree, by a plain scan of the slots.
  std::vector<Aabb<float>> all_boxes;
  if (options.trace && brute_force) {
    all_boxes.reserve(tree.size());
    Aabb<float> b;
    for (std::uint32_t slot = 0; all_boxes.size() < tree.size() && slot < kNone; ++slot)
      if (tree.box_of(slot, b)) all_boxes.push_back(b);
  }
  for (std::size_t k = 0; k < ev.selected.size(); ++k) {
    OctreeSelected& s = ev.selected[k];
    if (slots[k] == kNone) continue;
    // The cell the tree stores it in (node indices are cells() indices).
    if (const auto node = tree.node_of(slots[k]); node && *node < ev.cells.size()) s.holding = node;
    if (!options.trace) continue;
    s.trace = tree.trace_query(s.box);
    if (!brute_force) continue;
    std::size_t hits = 0;
    for (const Aabb<float>& b : all_boxes)
      hits += octree_box::overlaps(s.box, b);
    s.brute_force_hits = hits;
  }
  return ev;
}

void emit_box_edges(DrawList& out, const Aabb<float>& box, const Color& color, float width,
                    float dash) {
  // Corner bits (x, y, z); an edge joins two corners differing in one bit.
  for (int bits = 0; bits < 8; ++bits)
    for (int axis = 1; axis < 8; axis <<= 1)
      if (!(bits & axis))
        out.line(Layer::evidence,
                 {corner(box, bits), corner(box, bits | axis), color, color, width, dash});
}

void draw_octree(const OctreeEvidence& ev, DrawList& out) {
  // Deepest first, so an edge that several cells share (a child's edge along its parent's) shows
  // the coarsest of them: the root's outline stays the root's colour.
  for (auto it = ev.shown.rbegin(); it != ev.shown.rend(); ++it)
    emit_box_edges(out, ev.cells[*it].cell, octree_depth_color(ev.cells[*it].depth),
                   kOctreeCellWidth);
  for (const OctreeSelected& s : ev.selected) {
    if (s.home != BroadphaseHome::tree) continue;
    for (std::uint32_t n : s.trace.pruned)
      emit_box_edges(out, ev.cells[n].cell, kOctreePrunedColor, kOctreeTraceWidth, 6);
    for (std::uint32_t n : s.trace.visited)
      emit_box_edges(out, ev.cells[n].cell, kOctreeVisitedColor, kOctreeTraceWidth);
    if (!s.trace.visited.empty() || !s.trace.pruned.empty()) {
      emit_box_edges(out, s.box, kOctreeQueryColor, kOctreeTraceWidth, 4);
      out.label(Layer::evidence, {corner(s.box, 7),
                                  {10, -10},
                                  "query: " + std::to_string(s.trace.visited.size()) +
                                      " visited, " + std::to_string(s.trace.pruned.size()) +
                                      " pruned, " + std::to_string(s.trace.box_tests) + " of " +
                                      std::to_string(ev.tree_objects) + " boxes tested",
                                  kOctreeQueryColor});
    }
  }
  for (const OctreeSelected& s : ev.selected) {
    if (!s.holding) continue;
    const OctreeCell& c = ev.cells[*s.holding];
    emit_box_edges(out, c.cell, kOctreeHoldingColor, kOctreeHoldingWidth);
    const bool loose_larger = c.loose.min != c.cell.min || c.loose.max != c.cell.max;
    if (loose_larger) emit_box_edges(out, c.loose, kOctreeHoldingColor, kOctreeCellWidth, 6);
  }
}

}  // namespace collide
