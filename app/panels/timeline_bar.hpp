#pragma once
// The timeline bar (issue 37, item 4): a strip under the 3D view, shown in a scene where something
// moves — Play/Pause, step back and forward, the time slider over [0, 1], the speed, and "First
// contact" (the focused pair's, when its objects touch over the interval). ImGui; the rules are the
// timeline's (app/session/timeline.hpp) and its keys the key table's (Space, ',', '.', C).
#include <optional>

#include <imgui.h>

#include "app/session/timeline.hpp"

namespace collide {

// Its height for text of `font_px` in `style` (one row of buttons and its padding): what the
// view gives up to it.
float timeline_bar_height(float font_px, const ImGuiStyle& style);
// Draws the bar as a window at `pos` of `size` (ImGui coordinates) and changes `s` as the person
// asks. `first_contact`: the focused pair's first contact, if any (the button is disabled
// without one).
void timeline_bar(ImVec2 pos, ImVec2 size, TimelineState& s, std::optional<double> first_contact);

}  // namespace collide
