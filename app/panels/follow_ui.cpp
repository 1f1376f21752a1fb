#include "app/panels/follow_ui.hpp"

#include <imgui.h>

#include "app/panels/ui_scale.hpp"

namespace collide {

void follow_menu_item(FollowedFile& follow) {
  bool on = follow.enabled();
  if (ImGui::MenuItem("Follow file", nullptr, &on)) follow.set_enabled(on);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip(
        "Read the scene again whenever another program rewrites its file\n(the view, the "
        "selection and the focused pair stay)");
  if (on) ImGui::TextDisabled("%s", follow.status().c_str());
}

void follow_status(const FollowedFile& follow) {
  if (!follow.enabled()) return;
  if (follow.error()) {
    ImGui::TextColored(ImVec4(1.0f, 0.35f, 0.3f, 1), "%s", follow.status().c_str());
    if (ImGui::IsItemHovered()) {
      ImGui::BeginTooltip();
      ImGui::PushTextWrapPos(ui_px(560));
      ImGui::TextUnformatted(follow.error()->c_str());
      ImGui::TextDisabled("The last scene that loaded is shown.");
      ImGui::PopTextWrapPos();
      ImGui::EndTooltip();
    }
  } else {
    ImGui::TextColored(ImVec4(0.45f, 0.8f, 1.0f, 1), "%s", follow.status().c_str());
  }
}

}  // namespace collide
