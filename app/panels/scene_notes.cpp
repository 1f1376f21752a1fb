#include "app/panels/scene_notes.hpp"

#include <algorithm>
#include <string>

#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/document/edit_builders.hpp"
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

// The scene's description, edited in place: one undoable "Describe scene" edit when the field
// is left after a change (not one per keystroke); and the focus a save will keep.
class NotesPanel final : public Panel {
 public:
  void draw(PanelContext& c, PanelOutput& out) override {
    const Scene& scene = c.session.scene();
    // While the field is not being edited it shows the scene's text (an undo, another file).
    if (!editing_) text_ = scene.description;
    const ImVec2 size(-1,
                      std::max(ImGui::GetContentRegionAvail().y - ImGui::GetFrameHeight() * 1.5f,
                               ImGui::GetTextLineHeight() * 3));
    ImGui::InputTextMultiline("##notes", &text_, size);
    editing_ = ImGui::IsItemActive();
    if (ImGui::IsItemDeactivatedAfterEdit() && text_ != scene.description)
      out.edits.push_back(describe_scene(scene, text_));
    if (!editing_ && text_.empty())
      ImGui::TextDisabled("What this scene shows: click above to write it.");
    else if (const auto f = c.session.evidence().scene_focus())
      ImGui::TextDisabled("Saved with the scene: focus %s – %s%s%s", f->a.c_str(), f->b.c_str(),
                          f->axis ? ", axis " : "", f->axis ? f->axis->c_str() : "");
  }

 private:
  std::string text_;
  bool editing_ = false;
};

}  // namespace

std::unique_ptr<Panel> make_notes_panel() {
  return std::make_unique<NotesPanel>();
}

}  // namespace collide
