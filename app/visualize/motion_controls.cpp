// A moving pair's control: for conservative advancement, a slider over its steps (counted from
// 1, as the rows are) that picks the step drawn and marked "← drawn" (EvidenceStyle::toi_step,
// 0-based), as the GJK step slider does for GJK.
#include <algorithm>
#include <variant>

#include <imgui.h>

#include "app/visualize/motion_evidence.hpp"

namespace collide {

bool motion_controls(const MovingPair& m, EvidenceStyle& style) {
  const int steps = std::visit([](const auto& r) { return int(r.steps.size()); }, m.toi);
  if (steps == 0) return false;
  int step = style.toi_step < 0 ? steps : std::min(style.toi_step + 1, steps);
  if (!ImGui::SliderInt("advancement step", &step, 1, steps)) return false;
  style.toi_step = step - 1;
  return true;
}

}  // namespace collide
