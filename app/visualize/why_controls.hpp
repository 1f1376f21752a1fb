#pragma once
// The SAT axis stepping, without ImGui: which axes the axis slider (sat_controls.cpp) and the
// arrow keys (the workbench's key bindings, through LiveEvidence) step through. Box SAT and
// triangle–box alike: it reads the axis rows.
#include <string>

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

// The contact manifold's clipping, from its rows (manifold_visual.hpp): whether the rows have a
// manifold at all, and how many clipping steps it took (its "contacts: clip k" rows and the
// depth cut; 0 when it was not clipped: a closed form, an edge pair, a single point).
bool has_contact_rows(const WhyRows& rows);
int contact_clip_count(const WhyRows& rows);
// The name of step k of the walk over C clips (EvidenceStyle::contact_step): "faces" (or
// "features"), "clip k", "depth cut", "contacts".
std::string contact_step_name(const WhyRows& rows, int step);

}  // namespace collide
