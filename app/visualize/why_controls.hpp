#pragma once
// The controls over a pair's why rows, without ImGui: which SAT axes the axis slider and the
// arrow keys step through, and how many GJK steps the step slider offers. The why panel draws
// them; the workbench's arrow-key bindings use the same stepping.
#include "app/visualize/evidence_style.hpp"
#include "app/visualize/why_rows.hpp"

namespace collide {

// The highest SAT axis the slider offers: 14 with style.sat_all_axes, else the last axis row not
// muted (the first separating axis, or 14 when none separates); -1 when the rows have no axes.
int why_panel_last_axis(const WhyRows& rows, const EvidenceStyle& style);
// Steps the selected SAT axis by `delta` (the arrow keys), starting from `current` (the axis
// shown), clamped to 0..why_panel_last_axis.
void step_sat_axis(const WhyRows& rows, EvidenceStyle& style, int current, int delta);

// GJK/EPA pairs: how many GJK steps the rows list (rows "step 1".."step N"); 0 for other tests.
// The panel's slider sets style.gjk_iteration to one of them (0-based).
int why_panel_gjk_steps(const WhyRows& rows);

}  // namespace collide
