#pragma once
// A row of buttons (and a label) laid out left to right, an item going to the next line when it
// does not fit after the one before. ImGui's SameLine never wraps: a row of three choices, or
// "Step 12 of 15 · Back · Next · Reset step" in presentation mode's larger font, ran past the
// panel's edge and the last button was clipped unseen.
#include <span>
#include <string_view>
#include <vector>

namespace collide {

// For each item (its width), whether it starts a new line: the first always does; item i
// follows item i − 1 on its line when the line's width so far, `spacing` and its own width fit
// in `width`, else it starts the next. An item wider than `width` has a line of its own.
std::vector<bool> flow_line_starts(std::span<const float> widths, float width, float spacing);

// In the current ImGui window: a button's width for `label` (its text and frame padding), and
// SameLine() unless `starts_line`.
float imgui_button_width(std::string_view label);
// A checkbox's or a radio button's width: its box (the frame's height), the inner spacing, the
// label.
float imgui_toggle_width(std::string_view label);
void flow_same_line(bool starts_line);
// SameLine() when an item `width` wide still fits after the last item, before the window's
// content edge; else the item goes on the next line (a row laid out as it is drawn).
void same_line_if_fits(float width);

}  // namespace collide
