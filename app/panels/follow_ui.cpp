#include "app/panels/follow_ui.hpp"

#include <imgui.h>

#include "app/panels/ui_scale.hpp"

namespace collide {

namespace {
constexpr const char* kQuestionPopup = "File changed on disk";
}

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

void follow_question(FollowedFile& follow) {
  const auto question = follow.question();
  if (!question) return;
  if (!ImGui::IsPopupOpen(kQuestionPopup)) ImGui::OpenPopup(kQuestionPopup);
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  if (!ImGui::BeginPopupModal(kQuestionPopup, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  ImGui::TextUnformatted(question->c_str());
  ImGui::TextDisabled("Keep yours to go on editing; save them to write over the other version.");
  ImGui::Spacing();
  if (ImGui::Button("Reload", ImVec2(ui_px(160), 0))) {
    follow.answer(true);
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine();
  if (ImGui::Button("Keep my changes", ImVec2(ui_px(160), 0)) ||
      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
    follow.answer(false);
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

}  // namespace collide
