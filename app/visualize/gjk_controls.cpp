// GJK/EPA's control: a slider over the run's steps (counted from 1, as the rows are) that picks
// the step whose simplex is drawn and marked "← drawn" (EvidenceStyle::gjk_iteration, 0-based).
#include <algorithm>

#include <imgui.h>

#include "app/visualize/visual_families.hpp"

namespace collide::visual {

template <class T>
bool controls_convex_proximity(const ConvexProximity<T>& r, const WhyRows&, EvidenceStyle& style) {
  const int steps = int(r.gjk.steps.size());
  if (steps == 0) return false;
  int step = style.gjk_iteration < 0 ? steps : std::min(style.gjk_iteration + 1, steps);
  if (!ImGui::SliderInt("GJK step", &step, 1, steps)) return false;
  style.gjk_iteration = step - 1;
  return true;
}

COLLIDE_INSTANTIATE_CONTROLS_BOTH(convex_proximity, ConvexProximity)

}  // namespace collide::visual
