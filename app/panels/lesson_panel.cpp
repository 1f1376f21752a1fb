// The Lesson panel (README, "Lessons"): the step's text, its question, Back / Next / Reset step,
// the authoring controls (lesson_authoring_ui.hpp: Add step, Edit, Up, Down, Delete), and
// "Step through" for the focused pair or the selected object's octree query, which makes
// the steps from the core's evidence (core/lesson/step_through.hpp). What the step shows in
// the view is the workbench's (Workbench::show_lesson_step); this panel only moves the player.
#include <imgui.h>

#include <algorithm>
#include <string>
#include <vector>

#include "app/panels/flow_row.hpp"
#include "app/panels/lesson_authoring_ui.hpp"
#include "app/panels/markdown_view.hpp"
#include "app/panels/panel.hpp"
#include "app/panels/scene_view_state.hpp"
#include "app/panels/wrapped_text.hpp"
#include "core/lesson/step_through.hpp"

namespace collide {
namespace {

// Where a row of items breaks in the panel's width (flow_row.hpp), with ImGui's item spacing.
std::vector<bool> flow_starts(const std::vector<float>& widths) {
  return flow_line_starts(widths, ImGui::GetContentRegionAvail().x,
                          ImGui::GetStyle().ItemSpacing.x);
}

class LessonPanel final : public Panel {
 public:
  void draw(PanelContext& c, PanelOutput& out) override {
    LessonPlayer& lesson = c.scene_view.lesson;
    if (lesson.active()) {
      draw_step(c, out);
    } else {
      text_disabled_wrapped(
          "No lesson: open one from the Lessons menu, record one with Add step, or make the "
          "steps of a test below.");
    }
    // No editing controls in front of a class.
    if (!c.presentation) lesson_authoring_buttons(c, out);
    ImGui::Separator();
    step_through_buttons(c, out);
  }

 private:
  void draw_step(PanelContext& c, PanelOutput& out) {
    LessonPlayer& lesson = c.scene_view.lesson;
    const Scene& scene = c.session.scene();
    const std::string where =
        "Step " + std::to_string(lesson.step() + 1) + " of " + std::to_string(lesson.size());
    const std::vector<bool> starts =
        flow_starts({ImGui::CalcTextSize(where.c_str()).x, imgui_button_width("Back"),
                     imgui_button_width("Next"), imgui_button_width("Reset step")});
    ImGui::TextUnformatted(where.c_str());
    flow_same_line(starts[1]);
    if (ImGui::SmallButton("Back")) lesson.back();
    flow_same_line(starts[2]);
    if (ImGui::SmallButton("Next")) lesson.next();
    flow_same_line(starts[3]);
    if (ImGui::SmallButton("Reset step")) lesson.reset_step();
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("Put the objects, the camera and the views back as this step has them");
    ImGui::Separator();
    if (!c.presentation && lesson_step_editor(c, out)) return;
    const LessonStep& step = lesson.current();
    if (step.text.empty() && !c.presentation) text_disabled_wrapped("No text yet: Edit writes it.");
    if (step.text != text_) {  // parsed once per step, not once per frame
      text_ = step.text;
      blocks_ = parse_markdown(text_);
    }
    draw_markdown(blocks_, {});
    if (const auto& q = step.question) draw_question(lesson, *q, lesson.choices(scene), out);
    draw_score(lesson);
  }

  // The class's running score: each step's first answer.
  static void draw_score(LessonPlayer& lesson) {
    const LessonPlayer::Score s = lesson.score();
    if (s.asked == 0) return;
    ImGui::Separator();
    const std::string score = "Score: " + std::to_string(s.right_first) + " of " +
                              std::to_string(s.answered) + " right first time";
    const std::vector<bool> starts =
        flow_starts({ImGui::CalcTextSize(score.c_str()).x, imgui_button_width("Reset score")});
    ImGui::TextUnformatted(score.c_str());
    flow_same_line(starts[1]);
    if (ImGui::SmallButton("Reset score")) lesson.reset_score();
    if (s.answered < s.asked)
      text_disabled_wrapped(std::to_string(s.asked - s.answered) + " of " +
                            std::to_string(s.asked) + " questions not answered yet");
  }

  // The question first; its answer and why only once a choice is clicked. A choice under the
  // pointer is shown in the view: an object outlined, an axis or a cell drawn bright.
  static void draw_question(LessonPlayer& lesson, const LessonQuestion& q,
                            const std::vector<ChoiceTarget>& targets, PanelOutput& out) {
    ImGui::Spacing();
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(q.ask.c_str());
    ImGui::PopTextWrapPos();
    bool objects = false, shown = false;
    // Side by side while they fit, a long one (a cell's corners) on a line of its own.
    const auto label_of = [&](std::size_t i) -> const std::string& {
      return i < targets.size() ? targets[i].label : q.choices[i];
    };
    std::vector<float> widths;
    for (std::size_t i = 0; i < q.choices.size(); ++i)
      widths.push_back(imgui_button_width(label_of(i)));
    const std::vector<bool> starts = flow_starts(widths);
    for (std::size_t i = 0; i < q.choices.size(); ++i) {
      const ChoiceTarget* t = i < targets.size() ? &targets[i] : nullptr;
      ImGui::PushID(static_cast<int>(i));
      const std::string& label = label_of(i);
      flow_same_line(starts[i]);
      if (ImGui::Button(label.c_str())) lesson.choose(static_cast<int>(i));
      if (ImGui::IsItemHovered()) {
        lesson.hovered_choice = static_cast<int>(i);
        if (t && t->kind == ChoiceKind::object) out.hovered = static_cast<int>(t->object);
      }
      ImGui::PopID();
      objects = objects || (t && t->kind == ChoiceKind::object);
      shown = shown || (t && (t->kind == ChoiceKind::axis || t->kind == ChoiceKind::cell));
    }
    if (!lesson.chosen()) {
      ImGui::TextDisabled("%s", objects ? "Choose one, or click it in the view"
                                : shown ? "Choose one (point at a choice to see it in the view)"
                                        : "Choose one");
      return;
    }
    const bool right = lesson.answered_right();
    ImGui::TextColored(right ? ImVec4(0.35f, 0.85f, 0.45f, 1) : ImVec4(1, 0.45f, 0.35f, 1),
                       right ? "Right: %s." : "Not quite: it is %s.",
                       targets.size() == q.choices.size()
                           ? targets[static_cast<std::size_t>(q.answer)].label.c_str()
                           : q.choices[static_cast<std::size_t>(q.answer)].c_str());
    if (!q.why.empty()) {
      ImGui::PushTextWrapPos(0);
      ImGui::TextUnformatted(q.why.c_str());
      ImGui::PopTextWrapPos();
    }
  }

  static void step_through_buttons(PanelContext& c, PanelOutput& out) {
    const Scene& scene = c.session.scene();
    if (const auto& focus = c.session.evidence().focus_ids()) {
      if (ImGui::Button("Step through the focused pair")) {
        auto steps = step_through_pair(scene, focus->a, focus->b);
        if (steps.empty())
          out.message =
              "No step-through for this pair's test (plane–box, box–box SAT and GJK "
              "have one)";
        else
          c.scene_view.lesson.play(scene, std::move(steps));
      }
    }
    if (const auto primary = c.session.selection().primary()) {
      if (ImGui::Button("Step through its octree query")) {
        auto steps = step_through_octree_query(scene, *primary);
        if (steps.empty())
          out.message = "No octree query for " + *primary + " (it is not in the float tree)";
        else
          c.scene_view.lesson.play(scene, std::move(steps));
      }
    }
  }

  std::string text_;
  std::vector<MdBlock> blocks_;
};

}  // namespace

std::unique_ptr<Panel> make_lesson_panel() {
  return std::make_unique<LessonPanel>();
}

}  // namespace collide
