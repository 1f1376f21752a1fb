#pragma once
// The broadphase made visible: the octree's cells as wireframes coloured by depth (filtered so a
// big tree stays readable), the cells holding the selected objects, and each selected object's
// own broadphase query traced — the cells it visited and those it pruned — with its counts
// against a brute-force scan. Two steps, both GL-free: octree_evidence() reads the evaluation's
// tree once (the panel prints the same numbers), draw_octree() turns that into DrawList calls.
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "app/visualize/octree_options.hpp"
#include "core/eval/scene_evaluation.hpp"
#include "core/octree/octree.hpp"
#include "render/draw_list.hpp"

namespace collide {

// Depth d is drawn in kOctreeDepthPalette[d % 8]: violet, blue, cyan, green, lime, orange,
// pink, grey (then again from violet). None is white, red or yellow, which the trace and the
// highlight use.
inline constexpr std::array<Color, 8> kOctreeDepthPalette{{
    {0.62f, 0.50f, 1.00f, 1},  // 0 violet (the root)
    {0.30f, 0.60f, 1.00f, 1},  // 1 blue
    {0.20f, 0.85f, 0.95f, 1},  // 2 cyan
    {0.30f, 0.85f, 0.45f, 1},  // 3 green
    {0.75f, 0.92f, 0.30f, 1},  // 4 lime
    {1.00f, 0.60f, 0.20f, 1},  // 5 orange
    {1.00f, 0.45f, 0.75f, 1},  // 6 pink
    {0.68f, 0.68f, 0.72f, 1},  // 7 grey
}};
inline constexpr Color kOctreeHoldingColor{1.00f, 0.92f, 0.20f, 1};  // yellow: holds a selected one
inline constexpr Color kOctreeVisitedColor{0.97f, 0.97f, 0.97f, 1};  // white: the query went in
inline constexpr Color kOctreePrunedColor{1.00f, 0.30f, 0.30f, 1};   // red, dashed: skipped
inline constexpr Color kOctreeQueryColor{1.00f, 0.55f, 0.10f, 1};    // orange, dashed: query box
inline constexpr float kOctreeCellWidth = 1.5f;
inline constexpr float kOctreeTraceWidth = 2.5f;
inline constexpr float kOctreeHoldingWidth = 4.0f;

Color octree_depth_color(std::uint32_t depth);

// One selected object in the broadphase.
struct OctreeSelected {
  std::uint32_t index = 0;  // in the scene
  BroadphaseHome home = BroadphaseHome::everything;
  // The rest only for an object in the float tree (home == tree).
  Aabb<float> box{};                     // its box in the tree (padded, rounded outward)
  std::optional<std::uint32_t> holding;  // the node of the cell that holds it
  QueryTrace trace;                      // its own query: the box against the tree
  // Tree objects whose box meets `box`, by a linear scan (only when asked for: the panel).
  std::optional<std::size_t> brute_force_hits;
};

struct OctreeEvidence {
  std::vector<OctreeCell> cells;     // every cell; cells[n].node == n
  std::vector<std::uint32_t> shown;  // the nodes that pass the filter, shallowest first, capped
  std::size_t passing = 0;           // how many pass the filter (shown.size() before the cap)
  std::size_t tree_objects = 0;      // objects in the float tree: the brute force's box tests
  std::vector<OctreeSelected> selected;
  OctreeStats stats;
};

// Whether `cell` passes `filter`; `near` holds the selected objects' boxes (a near-selection
// filter with none passes nothing).
bool passes(const OctreeCell& cell, const OctreeFilter& filter, std::span<const Aabb<float>> near);

// The objects whose queries the octree evidence traces (scene indices): the selection, or else
// the focused pair's two objects. The viewer's panel and the 3D view both ask this.
std::vector<std::uint32_t> traced_objects(std::span<const std::size_t> selected,
                                          std::optional<std::pair<std::size_t, std::size_t>> focus);

// The evidence of the evaluation's float octree for objects `selected` (scene indices; those out
// of range are skipped). Traces only when options.trace is set, and with `brute_force` each
// traced query is also answered by testing every box of the tree (what the panel prints; the
// drawing does not need it, and at 100,000 objects it is the dearest part).
OctreeEvidence octree_evidence(const SceneEvaluation& evaluation,
                               std::span<const std::uint32_t> selected,
                               const OctreeDrawOptions& options, bool brute_force = false);

// Into Layer::evidence (seen through the solids, as every evidence): the shown cells' edges in
// their depth colour (deepest first: a shared edge shows the coarsest cell's colour), then for each
// traced query the pruned cells (red, dashed), the visited ones (white) and the query box (orange,
// dashed), then the holding cells (yellow, thick, and their loose box dashed when it is larger),
// each query labelled with its counts.
void draw_octree(const OctreeEvidence& evidence, DrawList& out);

// The twelve edges of `box`, each a DrawLine (what draw_octree emits for a cell).
void emit_box_edges(DrawList& out, const Aabb<float>& box, const Color& color, float width,
                    float dash = 0);

}  // namespace collide
