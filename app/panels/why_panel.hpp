#pragma once
// The "why" panel: the focused pair's why rows (app/visualize/why_rows.hpp) rendered as an ImGui
// window, under the controls its test's row of the visualizer table draws (for SAT and
// triangle–box an axis slider and a switch between "first separating axis only" and all axes;
// for the moving sphere a time scrubber; for GJK/EPA a step slider: see
// app/visualize/*_controls.cpp). A click on an axis row selects that axis. It computes nothing:
// the numbers are the rows', which are the result's.
#include "app/visualize/evidence_style.hpp"
#include "app/visualize/visualizer.hpp"
#include "app/visualize/why_rows.hpp"

namespace collide {

// Draws the panel's contents (inside the window the layout opens) for the focused pair: its
// test's controls (evidence_controls), then `rows`. `shown_axis` is the SAT axis the 3D view
// shows (the row highlighted). Returns true when the user changed `style` (the frame should be
// rebuilt). `lecture`: numbers at lecture precision (lecture_numbers.hpp), each row's full text
// on hover. `scroll_to_shown`: the panel scrolls so the shown axis' row is in its middle (the
// axis just changed). Needs an ImGui frame.
// What the panel says instead of its rows while a lesson's question waits for an answer.
inline constexpr const char* kWhyAwaitsAnswer =
    "The Lesson panel asks a question: the evidence shows here once a choice is made.";

bool why_panel(const FocusedPair& pair, const WhyRows& rows, int shown_axis, EvidenceStyle& style,
               bool lecture = false, bool scroll_to_shown = false);

}  // namespace collide
