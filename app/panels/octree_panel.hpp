#pragma once
// The "Octree" panel (View ▸ Octree): what the 3D view draws of the broadphase (filters), the
// tree's shape, each selected object's query against brute force, and the tree's parameters,
// edited live. A parameter change is a settings edit through the document (one undoable entry,
// "Change octree settings"; a slider scrub is one gesture), so the evaluation rebuilds the tree
// and the panel shows that the candidate pairs came out the same: the broadphase is exact for
// any setting, only the work changes.
//
// The ImGui-free half (the edit, the pair fingerprint) is what the tests drive.
#include <cstdint>
#include <optional>
#include <span>

#include "app/document/document.hpp"
#include "app/visualize/octree_visual.hpp"

namespace collide {

// The settings edit that sets the scene's octree parameters to `octree` ("Change octree
// settings"; the other settings are kept).
Edit octree_settings_edit(const Scene& scene, const OctreeSettings& octree);

// What the candidate pairs are, in one number: their count, how many intersect, and a hash of
// the sorted (a, b, verdict) list. Two evaluations with the same pairs give the same value.
struct PairFingerprint {
  std::size_t candidates = 0, intersecting = 0;
  std::uint64_t hash = 0;
  bool operator==(const PairFingerprint&) const = default;
};
PairFingerprint pair_fingerprint(const SceneEvaluation& evaluation);

// What the panel remembers between frames: the pairs as they were before its last parameter
// change, to show they did not change. Of one scene's evaluation: per-scene view state
// (scene_view_state.hpp), started afresh with each scene opened.
struct OctreePanelState {
  std::optional<PairFingerprint> before_change;
  PairFingerprint now;  // of the evaluation at generation `now_generation`
  std::size_t now_generation = ~std::size_t(0);
  bool in_gesture = false;  // a slider of this panel is being dragged
};

// Draws the panel's contents (inside the window the layout opens). Filters change
// `options`; parameter changes go to `doc`. `evidence` is octree_evidence() of the evaluation
// for the selection; `generation` counts the evaluation's changes (the pairs' fingerprint is
// taken again only when it moves). Needs an ImGui frame.
void octree_panel(OctreePanelState& state, OctreeDrawOptions& options, Document& doc,
                  const SceneEvaluation& evaluation, std::size_t generation,
                  const OctreeEvidence& evidence);

}  // namespace collide
