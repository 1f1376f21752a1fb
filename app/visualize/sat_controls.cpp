// The separating-axis tests' controls (box SAT and triangle–box): a switch between "first
// separating axis only" (what the test does: later axes are muted and the slider stops there)
// and all the axes, and a slider over them starting at the axis the view shows. The arrow keys
// step the same axes (why_controls.hpp).
#include <algorithm>

#include <imgui.h>

#include "app/visualize/visual_families.hpp"
#include "app/visualize/visualizer.hpp"
#include "app/visualize/why_controls.hpp"

namespace collide::visual {
namespace {

bool axis_controls(const WhyRows& rows, int shown_axis, EvidenceStyle& style) {
  // A short label, so the column's width holds it; the why in the tooltip.
  bool changed = ImGui::Checkbox("show every axis", &style.sat_all_axes);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("The test stops at the first separating axis; this shows the rest too.");
  const int last = last_sat_axis(rows, style);
  int axis = std::clamp(shown_axis, 0, std::max(0, last));
  if (last >= 0 && ImGui::SliderInt("axis", &axis, 0, last)) {
    style.sat_axis = axis;
    changed = true;
  }
  return changed;
}

}  // namespace

template <class T>
bool controls_sat(const SatResult<T>& r, const WhyRows& rows, EvidenceStyle& style) {
  return axis_controls(rows, selected_sat_axis(r, style), style);
}

template <class T>
bool controls_triangle_box(const TriangleBoxSat<T>& r, const WhyRows& rows, EvidenceStyle& style) {
  return axis_controls(rows, selected_triangle_box_axis(r, style), style);
}

COLLIDE_INSTANTIATE_CONTROLS_BOTH(sat, SatResult)
COLLIDE_INSTANTIATE_CONTROLS_BOTH(triangle_box, TriangleBoxSat)

}  // namespace collide::visual
