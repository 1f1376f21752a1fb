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
  // Slider and label within the panel: the default item width leaves too little room for this
  // label (PanelsFit, on the first library scene decided by advancement).
  const char* label = "advancement step";
  ImGui::SetNextItemWidth(std::max(1.0f, ImGui::GetContentRegionAvail().x -
                                             ImGui::CalcTextSize(label).x -
                                             ImGui::GetStyle().ItemInnerSpacing.x));
  if (!ImGui::SliderInt(label, &step, 1, steps)) return false;
  style.toi_step = step - 1;
  return true;
}

}  // namespace collide
