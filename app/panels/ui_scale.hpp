#pragma once
// Panel sizes are designed in pixels at the default font size at 1× scale; ui_px scales them by
// the font the frame uses (the font-size setting times the monitor's content scale), so on a 2×
// screen, or with a larger font, panels grow with their text instead of clipping it.
#include <imgui.h>

#include "app/view/fonts.hpp"

namespace collide {

// `at_default` pixels at kDefaultFontSize, in pixels of the current font. Needs an ImGui frame.
inline float ui_px(float at_default) {
  return at_default * ImGui::GetFontSize() / kDefaultFontSize;
}

}  // namespace collide
