#include "app/panels/scene_notes.hpp"

#include <string>

#include <imgui.h>

#include "app/panels/ui_scale.hpp"
#include "core/shapes/shape.hpp"

namespace collide {

void scene_notes_panel(const Scene& scene) {
  if (scene.description.empty()) return;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const float margin = 12, width = ui_px(420);
  ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + margin, vp->WorkPos.y + vp->WorkSize.y - margin),
                          ImGuiCond_Always, ImVec2(0, 1));
  ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, vp->WorkSize.y * 0.4f));
  ImGui::SetNextWindowBgAlpha(0.85f);
  if (ImGui::Begin("Scene notes", nullptr,
                   ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings |
                       ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoMove)) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(scene.description.c_str());
    ImGui::PopTextWrapPos();
  }
  ImGui::End();
}

void object_tooltip(const SceneObject& object) {
  ImGui::BeginTooltip();
  ImGui::Text("%s (%s)", object.id.c_str(), std::string(kind_name(object.desc)).c_str());
  if (const Problem p = validate(to_shape<double>(object.desc)); p != Problem::none)
    ImGui::TextColored(ImVec4(1.0f, 0.2f, 0.35f, 1), "invalid: %s",
                       std::string(describe(p)).c_str());
  if (!object.description.empty()) {
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 30);
    ImGui::TextUnformatted(object.description.c_str());
    ImGui::PopTextWrapPos();
  }
  ImGui::EndTooltip();
}

}  // namespace collide
