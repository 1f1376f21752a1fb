#include "app/panels/lesson_authoring_ui.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <string>

#include "app/document/lesson_edits.hpp"
#include "app/panels/scene_view_state.hpp"
#include "app/panels/wrapped_text.hpp"

namespace collide {
namespace {

void tooltip(const char* text) {
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("%s", text);
}

// The next button on this line when it fits in the panel's width, else on the next line (the
// right column is narrow at 1280 × 720; a clipped Delete would be out of reach).
void next_button(const char* label) {
  const ImGuiStyle& st = ImGui::GetStyle();
  const float w = ImGui::CalcTextSize(label).x + 2 * st.FramePadding.x;
  ImGui::SameLine();
  if (ImGui::GetContentRegionAvail().x < w) ImGui::NewLine();
}

// Why the draft cannot be saved as it is, or nothing.
std::optional<std::string> draft_problem(const LessonStep& step) {
  if (!step.question) return std::nullopt;
  const LessonQuestion& q = *step.question;
  if (q.ask.empty()) return "The question has no text";
  if (q.choices.size() < 2) return "A question needs two or more choices";
  if (std::any_of(q.choices.begin(), q.choices.end(), [](const auto& s) { return s.empty(); }))
    return "A choice is empty";
  return std::nullopt;
}

void question_editor(LessonQuestion& q) {
  ImGui::SetNextItemWidth(-1);
  ImGui::InputTextWithHint("##ask", "The question", &q.ask);
  ImGui::TextDisabled("Choices (the dot marks the answer):");
  int remove = -1;
  for (int i = 0; i < int(q.choices.size()); ++i) {
    ImGui::PushID(i);
    if (ImGui::RadioButton("##answer", q.answer == i)) q.answer = i;
    tooltip("The right answer");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(std::max(ImGui::GetContentRegionAvail().x - 70, 60.0f));
    ImGui::InputText("##choice", &q.choices[std::size_t(i)]);
    ImGui::SameLine();
    if (ImGui::SmallButton("Remove")) remove = i;
    ImGui::PopID();
  }
  if (remove >= 0) {
    q.choices.erase(q.choices.begin() + remove);
    if (q.answer >= remove && q.answer > 0) --q.answer;
  }
  if (ImGui::SmallButton("Add choice")) q.choices.emplace_back();
  tooltip(
      "A choice may be an object's id (clicked in the view), a SAT axis of the focused pair "
      "(A0 … B2, A0xB0 … A2xB2) or an octree cell (cell: the root, cell:5 its +x+z child, …)");
  ImGui::SetNextItemWidth(-1);
  ImGui::InputTextWithHint("##why", "Why (shown with the answer)", &q.why);
}

}  // namespace

void lesson_authoring_buttons(PanelContext& c, PanelOutput& out) {
  LessonPlayer& lesson = c.scene_view.lesson;
  LessonAuthoring& a = c.scene_view.authoring;
  const Scene& doc = c.session.scene();
  ImGui::Separator();
  if (ImGui::Button("Add step")) a.record = RecordStep::add;
  tooltip(
      "Record the view as a new step after this one: the camera, the views on, the focused "
      "pair, the selection and the objects as they are");
  if (!lesson.active() || !lesson.plays_document()) return;
  const std::size_t k = lesson.step(), n = doc.steps.size();
  if (k >= n) return;
  next_button("Record again");
  if (ImGui::Button("Record again")) a.record = RecordStep::again;
  tooltip(
      "This step's camera, views, focus, highlight and objects as they are now (its text "
      "and question kept)");
  next_button("Edit");
  ImGui::BeginDisabled(a.draft.has_value());
  if (ImGui::Button("Edit")) {
    a.draft = doc.steps[k];
    a.draft_at = k;
  }
  ImGui::EndDisabled();
  tooltip("Edit this step's text, question and choices");
  next_button("Up");
  ImGui::BeginDisabled(k == 0);
  if (ImGui::Button("Up")) {
    out.edits.push_back(move_lesson_step(doc, k, k - 1));
    lesson.go_to_after_edit(k - 1);
  }
  ImGui::EndDisabled();
  next_button("Down");
  ImGui::BeginDisabled(k + 1 >= n);
  if (ImGui::Button("Down")) {
    out.edits.push_back(move_lesson_step(doc, k, k + 1));
    lesson.go_to_after_edit(k + 1);
  }
  ImGui::EndDisabled();
  next_button("Delete");
  if (ImGui::Button("Delete")) {
    out.edits.push_back(delete_lesson_step(doc, k));
    lesson.go_to_after_edit(k > 0 ? k - 1 : 0);
    a.draft.reset();
  }
}

bool lesson_step_editor(PanelContext& c, PanelOutput& out) {
  LessonPlayer& lesson = c.scene_view.lesson;
  LessonAuthoring& a = c.scene_view.authoring;
  // Another step shown (Next, Back, an undo): the draft was the other step's.
  if (a.draft && (!lesson.active() || a.draft_at != lesson.step() || !lesson.plays_document()))
    a.draft.reset();
  if (!a.draft) return false;
  LessonStep& step = *a.draft;
  ImGui::TextDisabled("Text (**bold**, `code`, \"- \" lists):");
  ImGui::InputTextMultiline("##text", &step.text, ImVec2(-1, ImGui::GetTextLineHeight() * 6));
  bool asks = step.question.has_value();
  if (ImGui::Checkbox("Ask a question", &asks))
    step.question = asks ? std::optional(LessonQuestion{"", {"", ""}, 0, ""}) : std::nullopt;
  if (step.question) question_editor(*step.question);
  const auto problem = draft_problem(step);
  ImGui::BeginDisabled(problem.has_value());
  if (ImGui::Button("Save step")) {
    out.edits.push_back(replace_lesson_step(c.session.scene(), a.draft_at, step));
    lesson.go_to_after_edit(a.draft_at);
    a.draft.reset();
  }
  ImGui::EndDisabled();
  if (problem) tooltip(problem->c_str());
  ImGui::SameLine();
  if (ImGui::Button("Cancel")) a.draft.reset();
  if (problem) text_disabled_wrapped(*problem);
  return true;
}

}  // namespace collide
