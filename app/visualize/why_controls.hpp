#pragma once
// The SAT axis stepping, without ImGui: which axes the axis slider (sat_controls.cpp) and the
// arrow keys (the workbench's key bindings, through LiveEvidence) step through. Box SAT and
// triangle–box alike: it reads the axis rows.
#include "app/visualize/evidence_style.hpp"
#include "app/visualize/why_rows.hpp"

namespace collide {

// The highest SAT axis the slider offers: the last axis row with style.sat_all_axes (14 for the
// box SAT, 12 for triangle–box), else the last axis row not muted (the first separating axis, or
// the last when none separates); -1 when the rows have no axes.
int last_sat_axis(const WhyRows& rows, const EvidenceStyle& style);
// Steps the selected SAT axis by `delta` (the arrow keys), starting from `current` (the axis
// shown), clamped to 0..last_sat_axis.
void step_sat_axis(const WhyRows& rows, EvidenceStyle& style, int current, int delta);

}  // namespace collide
