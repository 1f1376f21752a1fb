// The contact manifold's controls in the Why panel (manifold_visual.hpp): show it or not, and a
// slider over its clipping — the faces, each clipping plane, the contacts — as GJK's step slider
// walks its simplices. The steps are read from the rows (why_controls.hpp), so the slider offers
// exactly the steps the rows list.
#include <algorithm>
#include <string>

#include <imgui.h>

#include "app/visualize/manifold_visual.hpp"
#include "app/visualize/why_controls.hpp"

namespace collide::visual {

bool contact_controls(const WhyRows& rows, EvidenceStyle& style) {
  if (!has_contact_rows(rows)) return false;
  bool changed = ImGui::Checkbox("contacts", &style.contacts);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("The contact manifold: its faces, clipping, points and normal.");
  const int clips = contact_clip_count(rows);
  if (!style.contacts || clips == 0) return changed;
  int step = style.contact_step < 0 ? clips + 1 : std::min(style.contact_step, clips + 1);
  // The step named beside its number (the slider's format: no % in the names).
  std::string name = std::to_string(step) + ": " + contact_step_name(rows, step);
  if (ImGui::SliderInt("clipping", &step, 0, clips + 1, name.c_str())) {
    style.contact_step = step;
    changed = true;
  }
  return changed;
}

}  // namespace collide::visual
