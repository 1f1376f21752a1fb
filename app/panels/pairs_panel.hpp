#pragma once
// The Pairs panel: every candidate pair of the viewer's evaluation with its test, verdict,
// within-tolerance mark, expectation and float/double disagreement; filters and sortable
// columns; a clipped list, so a scene of 100,000 objects scrolls as fast as one of ten. The rows,
// filters and orders are pair_rows.hpp's (tested without ImGui); this only draws them.
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/session/pair_rows.hpp"
#include "core/scene/scene.hpp"

namespace collide {

// What the panel keeps between frames. The filters are not here: they belong to the scene shown
// (SceneViewState::pair_filter), the sort order to the table (ImGui keeps its column's arrow).
struct PairsPanelState {
  PairOrder order;
  // The rows shown (indices into the session's rows), chosen again when the rows change
  // (their generation), the filter (`filtered_by` is the one they were chosen with) or the order.
  std::vector<std::size_t> shown;
  std::size_t generation = std::size_t(-1);
  PairFilter filtered_by;
  bool dirty = true;  // the order changed
};

// Draws the panel's contents over `rows` (the session's, whose generation counts their
// changes) with the filters `filter` (the checkboxes change it); returns the pair clicked (scene
// indices), if any. `focused` is highlighted; `selected` (scene indices) is what the "involving
// the selection" filter keeps. `time_text` (evaluation_time_text) follows the count: what time
// the verdicts are of.
std::optional<std::pair<std::size_t, std::size_t>> pairs_panel(
    PairsPanelState& state, PairFilter& filter, const std::vector<PairRow>& rows,
    std::size_t generation, const Scene& scene,
    const std::optional<std::pair<std::size_t, std::size_t>>& focused,
    std::vector<std::size_t> selected, const std::string& time_text = {});

}  // namespace collide
