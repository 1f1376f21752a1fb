#include "app/panels/scene_notes.hpp"

#include <string>

#include <imgui.h>

#include "app/panels/panel.hpp"
#include "app/panels/ui_scale.hpp"
#include "core/shapes/shape.hpp"

namespace collide {

void scene_notes_panel(const Scene& scene) {
  if (scene.description.empty()) {
    ImGui::TextDisabled("This scene has no description.");
    return;
  }
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(scene.description.c_str());
  ImGui::PopTextWrapPos();
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

namespace {

class NotesPanel final : public Panel {
 public:
  void draw(PanelContext& c, PanelOutput&) override { scene_notes_panel(c.session.scene()); }
};

}  // namespace

std::unique_ptr<Panel> make_notes_panel() {
  return std::make_unique<NotesPanel>();
}

}  // namespace collide
