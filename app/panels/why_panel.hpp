#pragma once
// The "why" panel: the focused pair's why rows (app/visualize/why_rows.hpp) rendered as an ImGui
// window, with the controls that change how the evidence is shown: for SAT a slider and the
// arrow keys to step the axes and a switch between "first separating axis only" (what the test
// does) and "all 15" (triangle–box: its 13 axes likewise); for the moving sphere a time
// scrubber; for GJK/EPA a slider over the run's steps. It computes nothing: the numbers
// are the rows', which are the result's.
#include "app/visualize/evidence_style.hpp"
#include "app/visualize/why_controls.hpp"
#include "app/visualize/why_rows.hpp"
#include "core/queries/pair_test.hpp"

namespace collide {

// Draws the panel's contents (inside the window the layout opens) for a pair evaluated by
// `test`. `shown_axis` is the SAT axis the 3D view shows (selected_sat_axis). Returns true when
// the user changed `style` (the frame should be rebuilt). Needs an ImGui frame.
bool why_panel(const WhyRows& rows, PairTest test, int shown_axis, EvidenceStyle& style);

}  // namespace collide
