#include "app/panels/why_panel.hpp"

#include <utility>

#include <imgui.h>

#include "app/edit/edit_session.hpp"
#include "app/panels/measure_section.hpp"
#include "app/panels/panel.hpp"
#include "app/panels/pin_controls.hpp"
#include "app/panels/scene_view_state.hpp"
#include "app/panels/ui_scale.hpp"
#include "app/panels/why_copy.hpp"
#include "app/panels/wrapped_text.hpp"
#include "app/view/lecture_numbers.hpp"
#include "app/visualize/visualizer.hpp"

namespace collide {

namespace {

ImVec4 row_color(const WhyRow& r) {
  if (r.muted) return ImVec4(0.55f, 0.55f, 0.55f, 1);
  switch (r.kind) {
    case WhyRowKind::verdict:
      return ImVec4(1.0f, 0.9f, 0.5f, 1);
    case WhyRowKind::tolerance:
      return ImVec4(0.7f, 0.8f, 1.0f, 1);
    default:
      return ImVec4(0.95f, 0.95f, 0.95f, 1);
  }
}

}  // namespace

bool why_panel(const FocusedPair& pair, const WhyRows& rows, int shown_axis, EvidenceStyle& style,
               bool lecture, bool scroll_to_shown) {
  // The test's own controls, from its row of the visualizer table.
  bool changed = evidence_controls(pair, rows, style);
  if (ImGui::BeginTable("why", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthStretch);
    for (std::size_t i = 0; i < rows.size(); ++i) {
      const WhyRow& r = rows[i];
      ImGui::PushID(int(i));
      ImGui::TableNextRow();
      if ((r.kind == WhyRowKind::axis && r.axis == shown_axis) || r.shown)
        ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, IM_COL32(90, 80, 30, 160));
      ImGui::TableNextColumn();
      if (r.kind == WhyRowKind::axis) {
        // Clicking an axis row selects it.
        if (ImGui::Selectable(r.label.c_str(), r.axis == shown_axis,
                              ImGuiSelectableFlags_SpanAllColumns)) {
          style.sat_axis = r.axis;
          changed = true;
        }
      } else {
        ImGui::TextColored(row_color(r), "%s", r.label.c_str());
      }
      ImGui::TableNextColumn();
      ImGui::PushStyleColor(ImGuiCol_Text, row_color(r));
      if (lecture) {          // 4 significant digits; the full row on hover (and in Copy)
        ImGui::BeginGroup();  // its lines are one item to hover
        text_wrapped_at_spaces(lecture_numbers(r.formula));
        ImGui::EndGroup();
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", r.formula.c_str());
      } else {
        text_wrapped_at_spaces(r.formula);  // never inside a number
      }
      ImGui::PopStyleColor();
      // The axis just stepped to (keys, slider, a lesson step): its row brought into the middle.
      if (scroll_to_shown && ((r.kind == WhyRowKind::axis && r.axis == shown_axis) || r.shown))
        ImGui::SetScrollHereY(0.5f);
      ImGui::PopID();
    }
    ImGui::EndTable();
  }
  return changed;
}

namespace {

// The focused pair's why rows and the controls that change how its evidence is drawn.
class WhyPanel final : public Panel {
 public:
  std::optional<std::string> title(const AppSession& s) const override {
    const auto& f = s.evidence().focused();
    if (!f || f->a >= s.scene().objects.size() || f->b >= s.scene().objects.size())
      return std::nullopt;
    return "Why: " + s.scene().objects[f->a].id + " – " + s.scene().objects[f->b].id +
           (s.evidence().precisions_disagree() ? "  (float ≠ double)" : "");
  }
  void draw(PanelContext& c, PanelOutput& out) override {
    LiveEvidence& ev = c.session.evidence();
    // Copy: the pair's rows and the measurement's, as shown (why_copy.hpp).
    const auto measured = c.edit.measurement();
    const WhyRows measure = measured ? measure_rows(*measured) : WhyRows{};
    // A lesson's question not yet answered: the rows would give the answer away.
    const bool hidden = c.scene_view.lesson.awaiting_answer();
    WhyRows all = ev.focused() && !hidden ? ev.rows() : WhyRows{};
    all.insert(all.end(), measure.begin(), measure.end());
    copy_buttons(title(c.session).value_or("Why"), all);
    if (ev.focused() && hidden) {
      text_disabled_wrapped(kWhyAwaitsAnswer);
    } else if (!ev.focused()) {
      ImGui::PushTextWrapPos(0);
      ImGui::TextDisabled(
          "Click a pair in the Pairs panel to see why its verdict holds, step by step.");
      ImGui::PopTextWrapPos();
    } else {
      // Presentation mode: no editing controls (pin, export) in front of a class.
      if (!c.presentation) pin_controls("why", c.scene_view.pins, c.session, out);
      // Scrolled when the axis steps on the same pair (not when a pair is first shown: the
      // panel then opens at its top, on the controls).
      const int shown = ev.shown_sat_axis();
      const std::pair pair{ev.focused()->a, ev.focused()->b};
      const int step = ev.style().contact_step;
      const bool scroll =
          pair == scrolled_pair_ && (shown != scrolled_axis_ || step != scrolled_step_);
      scrolled_pair_ = pair;
      scrolled_axis_ = shown;
      scrolled_step_ = step;
      if (why_panel(*ev.focused(), ev.rows(), shown, ev.style(), c.presentation, scroll)) {
        ev.style_changed();
        c.session.update();
      }
    }
    measure_section(c.edit, measure);
  }

 private:
  // The pair, SAT axis and clipping step the rows were last drawn for.
  std::pair<std::size_t, std::size_t> scrolled_pair_{0, 0};
  int scrolled_axis_ = -1;
  int scrolled_step_ = -1;  // the manifold's clipping step (EvidenceStyle::contact_step)
};

}  // namespace

std::unique_ptr<Panel> make_why_panel() {
  return std::make_unique<WhyPanel>();
}

}  // namespace collide
