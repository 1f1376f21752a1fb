#include "app/panels/pin_controls.hpp"

#include <cmath>

#include <imgui.h>

#include "app/document/pin_edits.hpp"
#include "app/panels/ui_scale.hpp"
#include "app/panels/wrapped_text.hpp"
#include "core/math/number_format.hpp"

namespace collide {

void pin_controls(const char* id, PinControlsState& state, AppSession& session, PanelOutput& out) {
  const auto focused = session.focused_pair();
  if (!focused) return;
  const auto [a, b] = *focused;
  const Scene& scene = session.scene();
  const SceneEvaluation& eval = session.evaluation();
  const PinStatus status = pin_status(scene, session.evidence().live().report(), a, b);
  double tolerance =
      status.tolerance.value_or(state.tolerance.value_or(default_pin_tolerance(scene.settings)));
  ImGui::PushID(id);
  if (ImGui::SmallButton("Pin this verdict")) out.edits.push_back(pin_pair(scene, eval, a, b, {}));
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip(
        "Write this pair's verdict into the scene's expectations:\n`check` then "
        "fails if it ever changes");
  ImGui::SameLine();
  if (ImGui::SmallButton("Pin numbers"))
    out.edits.push_back(pin_pair(scene, eval, a, b, {.numbers = true, .tolerance = tolerance}));
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip(
        "The verdict and its numbers: the gap (or the depth), the time of impact, "
        "the first separating axis,\neach within the tolerance beside it");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ui_px(80));
  const double before = tolerance;
  const bool typed = state.tolerance_field.draw("±", tolerance);
  if (typed && !(tolerance >= 0 && std::isfinite(tolerance))) {
    state.refused =
        "± " + format_number(tolerance) + " refused: a tolerance is a finite number >= 0";
    tolerance = before;
  } else if (typed) {
    state.refused.reset();
    state.tolerance = tolerance;
    if (status.numbers) out.edits.push_back(set_pin_tolerance(scene, a, b, tolerance));
  } else if (ImGui::IsItemDeactivated()) {
    state.refused = state.tolerance_field.error()
                        ? std::optional("± " + *state.tolerance_field.error())
                        : std::nullopt;
  }
  if (ImGui::IsItemHovered() && !state.tolerance_field.shown().cut)
    ImGui::SetTooltip(status.numbers ? "How far the pinned numbers may move (press Enter to "
                                       "change the pin's)"
                                     : "How far the numbers \"Pin numbers\" writes may move");
  if (state.refused) {  // wrapped: the panel may be narrower than the reason
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.3f, 0.3f, 1));
    text_wrapped_at_spaces(*state.refused);
    ImGui::PopStyleColor();
  }
  // The second line: whether the pin holds, and what else the pair can become. (One line did
  // not fit the Why panel's width at 1280 px.)
  if (status.pinned) {
    if (status.held) {
      ImGui::TextColored(ImVec4(0.45f, 0.9f, 0.5f, 1), "pinned: held");
    } else {
      ImGui::TextColored(ImVec4(1.0f, 0.3f, 0.3f, 1), "pinned: FAILED");
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", status.failure.c_str());
    }
    ImGui::SameLine();
    if (ImGui::SmallButton("Unpin")) out.edits.push_back(unpin_pair(scene, a, b));
  } else {
    ImGui::TextDisabled("not pinned");
  }
  ImGui::SameLine();
  if (ImGui::SmallButton("Export as test...")) out.export_focused = true;
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip(
        "Write this pair as a GoogleTest (both shapes in exact numbers, the verdict and any "
        "pinned numbers)\nand, beside it, a scene of just the two objects");
  ImGui::PopID();
}

}  // namespace collide
