#pragma once
// The "why" panel: the focused pair's why rows (app/visualize/why_rows.hpp) rendered as an ImGui
// window, with the controls that change how the evidence is shown: for SAT a slider and the
// arrow keys to step the axes and a switch between "first separating axis only" (what the test
// does) and "all 15" (triangle–box: its 13 axes likewise); for the moving sphere a time
// scrubber; for GJK/EPA a slider over the run's steps. It computes nothing: the numbers
// are the rows', which are the result's.
#include "app/visualize/evidence_style.hpp"
#include "app/visualize/why_rows.hpp"
#include "core/queries/pair_test.hpp"

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

// Draws the panel's contents (inside the window the layout opens) for a pair evaluated by
// `test`. `shown_axis` is the SAT axis the 3D view shows (selected_sat_axis). Returns true when
// the user changed `style` (the frame should be rebuilt). Needs an ImGui frame.
bool why_panel(const WhyRows& rows, PairTest test, int shown_axis, EvidenceStyle& style);

}  // namespace collide
