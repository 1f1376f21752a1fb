#include "app/workbench/pointer_over_ui.hpp"

#include <imgui_internal.h>  // the last frame's windows and their rectangles

namespace collide {

bool pointer_over_ui(ImVec2 p) {
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  if (ImGui::IsAnyItemActive() || ImGui::GetTopMostPopupModal() ||
      ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel))
    return true;
  for (const ImGuiWindow* w : g.Windows) {
    if (!w->WasActive || w->Hidden || (w->Flags & ImGuiWindowFlags_NoMouseInputs)) continue;
    if (w->Flags & ImGuiWindowFlags_Tooltip) continue;
    if (w->OuterRectClipped.Contains(p)) return true;
  }
  return false;
}

}  // namespace collide
