#include "app/panels/scene_notes.hpp"

#include <algorithm>
#include <string>

#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/document/edit_builders.hpp"
#include "app/panels/panel.hpp"
#include "app/panels/ui_scale.hpp"
#include "app/panels/wrapped_text.hpp"
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
  if (const Problem p = validate(to_shape<double>(object)); p != Problem::none)
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

// The scene's description: read as wrapped text (ImGui 1.86's multiline field does not wrap, so
// a lesson's notes would run off the panel), edited after "Edit notes" in a field that is one
// undoable "Describe scene" edit when left after a change (not one per keystroke); and the focus
// a save will keep.
class NotesPanel final : public Panel {
 public:
  void draw(PanelContext& c, PanelOutput& out) override {
    const Scene& scene = c.session.scene();
    if (!editing_) {
      if (ImGui::SmallButton("Edit notes")) {
        editing_ = true;
        focus_ = cursor_to_end_ = true;
        text_ = scene.description;  // the scene's text now (an undo, another file)
      }
      if (scene.description.empty())
        text_disabled_wrapped("This scene has no description: Edit notes to write what it shows.");
      else
        text_wrapped_at_spaces(scene.description);
    } else {
      const ImVec2 size(-1,
                        std::max(ImGui::GetContentRegionAvail().y - ImGui::GetFrameHeight() * 1.5f,
                                 ImGui::GetTextLineHeight() * 3));
      if (focus_) ImGui::SetKeyboardFocusHere();
      // The cursor starts after the text, where a note goes on (ImGui puts it first).
      const auto to_end = [](ImGuiInputTextCallbackData* d) {
        bool& pending = *static_cast<bool*>(d->UserData);
        if (pending) d->CursorPos = d->SelectionStart = d->SelectionEnd = d->BufTextLen;
        pending = false;
        return 0;
      };
      ImGui::InputTextMultiline("##notes", &text_, size, ImGuiInputTextFlags_CallbackAlways, to_end,
                                &cursor_to_end_);
      if (ImGui::IsItemActive()) focus_ = false;
      if (!focus_ && !ImGui::IsItemActive()) {  // left: Enter does not end a multiline field
        editing_ = false;
        if (text_ != scene.description) out.edits.push_back(describe_scene(scene, text_));
      }
    }
    if (const auto f = c.session.evidence().scene_focus())
      text_disabled_wrapped("Saved with the scene: focus " + f->a + " – " + f->b +
                            (f->axis ? ", axis " + *f->axis : std::string()));
  }

 private:
  std::string text_;
  bool editing_ = false;
  bool focus_ = false;  // the field takes the keyboard when it appears
  bool cursor_to_end_ = false;
};

}  // namespace

std::unique_ptr<Panel> make_notes_panel() {
  return std::make_unique<NotesPanel>();
}

}  // namespace collide
