#include "app/panels/pin_controls.hpp"

#include <imgui.h>

#include "app/document/pin_edits.hpp"

namespace collide {

void pin_controls(const char* id, AppSession& session, PanelOutput& out) {
  const auto focused = session.focused_pair();
  if (!focused) return;
  const auto [a, b] = *focused;
  const Scene& scene = session.scene();
  const SceneEvaluation& eval = session.evaluation();
  ImGui::PushID(id);
  if (ImGui::SmallButton("Pin this verdict")) out.edits.push_back(pin_pair(scene, eval, a, b, {}));
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip(
        "Write this pair's verdict into the scene's expectations:\n`check` then "
        "fails if it ever changes");
  ImGui::SameLine();
  if (ImGui::SmallButton("Pin numbers"))
    out.edits.push_back(pin_pair(scene, eval, a, b, {.numbers = true}));
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip(
        "The verdict and its numbers: the first separating axis, the time of "
        "impact");
  const PinStatus status = pin_status(scene, session.evidence().live().report(), a, b);
  if (status.pinned) {
    ImGui::SameLine();
    if (ImGui::SmallButton("Unpin")) out.edits.push_back(unpin_pair(scene, a, b));
    ImGui::SameLine();
    if (status.held) {
      ImGui::TextColored(ImVec4(0.45f, 0.9f, 0.5f, 1), "pinned: held");
    } else {
      ImGui::TextColored(ImVec4(1.0f, 0.3f, 0.3f, 1), "pinned: FAILED");
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", status.failure.c_str());
    }
  } else {
    ImGui::SameLine();
    ImGui::TextDisabled("not pinned");
  }
  ImGui::PopID();
}

}  // namespace collide
