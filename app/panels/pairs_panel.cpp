#include "app/panels/pairs_panel.hpp"

#include <algorithm>
#include <string>

#include <imgui.h>

#include "app/panels/panel.hpp"
#include "app/panels/scene_view_state.hpp"
#include "app/panels/wrapped_text.hpp"

namespace collide {

namespace {

const char* object_name(const Scene& scene, std::size_t i) {
  // Ids: short, and what `check` and the scene file name them by.
  return i < scene.objects.size() ? scene.objects[i].id.c_str() : "?";
}

ImVec4 verdict_color(PairVerdict v) {
  switch (v) {
    case PairVerdict::intersects:
      return ImVec4(1.0f, 0.45f, 0.35f, 1);
    case PairVerdict::invalid:
      return ImVec4(1.0f, 0.2f, 0.2f, 1);
    case PairVerdict::unsupported:
      return ImVec4(0.6f, 0.6f, 0.6f, 1);
    default:
      return ImVec4(0.45f, 0.9f, 0.5f, 1);
  }
}

// Before an item `width` wide: on this line when it fits, else on the next. The filters, the
// count and the legend flow this way, so a narrow strip wraps them and a wide one spends one
// line on them, leaving the table its rows. Decided before SameLine: a SameLine taken back by
// NewLine would leave the spacing after the last item on the line counted as content, past the
// edge when that item ends within a spacing of it.
void flow(float width) {
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width <= right)
    ImGui::SameLine();
}

bool flowing_checkbox(const char* label, bool* v) {
  flow(ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x +
       ImGui::CalcTextSize(label).x);
  return ImGui::Checkbox(label, v);
}

void flowing_text(const ImVec4& color, const char* text) {
  flow(ImGui::CalcTextSize(text).x);
  ImGui::AlignTextToFramePadding();  // level with the checkboxes when it shares their line
  ImGui::TextColored(color, "%s", text);
}

}  // namespace

std::optional<std::pair<std::size_t, std::size_t>> pairs_panel(
    PairsPanelState& state, PairFilter& f, const std::vector<PairRow>& rows, std::size_t generation,
    const Scene& scene, const std::optional<std::pair<std::size_t, std::size_t>>& focused,
    std::vector<std::size_t> selected, const std::string& time_text) {
  std::optional<std::pair<std::size_t, std::size_t>> clicked;
  ImGui::Checkbox("intersecting", &f.intersecting_only);
  flowing_checkbox("failing", &f.failing_only);
  flowing_checkbox("within tolerance", &f.within_tolerance_only);
  flowing_checkbox("float≠double", &f.disagreements_only);
  bool involve = f.involving.has_value();
  flowing_checkbox("involving the selection", &involve);
  // Follows the selection while on (sorted, so an unchanged selection leaves the rows alone).
  std::ranges::sort(selected);
  if (involve)
    f.involving = std::move(selected);
  else
    f.involving.reset();
  if (!(f == state.filtered_by) || generation != state.generation) state.dirty = true;
  state.generation = generation;
  if (state.dirty) {
    state.shown = select_pair_rows(rows, f, state.order);
    state.filtered_by = f;
    state.dirty = false;
  }
  const std::string count = std::to_string(state.shown.size()) + " of " +
                            std::to_string(rows.size()) + " pairs" +
                            (time_text.empty() ? "" : " " + time_text);
  flowing_text(ImGui::GetStyleColorVec4(ImGuiCol_Text), count.c_str());
  // The legend of the viewport's marks (app/view/verdict_marks.hpp).
  flowing_text(ImVec4(1.0f, 0.45f, 0.2f, 1), "  o intersects something");
  flowing_text(ImVec4(1.0f, 0.15f, 0.15f, 1), "  - - expectation failed");
  flowing_text(ImVec4(1.0f, 0.8f, 0.2f, 1), "  - - float≠double");
  flowing_text(ImVec4(1.0f, 0.0f, 0.35f, 1), "  o invalid");

  const ImGuiTableFlags flags = ImGuiTableFlags_Sortable | ImGuiTableFlags_RowBg |
                                ImGuiTableFlags_ScrollY | ImGuiTableFlags_Resizable |
                                ImGuiTableFlags_BordersInnerV;
  if (ImGui::BeginTable("pairs", 5, flags)) {
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn("objects", ImGuiTableColumnFlags_DefaultSort, 0,
                            int(PairSortKey::objects));
    ImGui::TableSetupColumn("test", 0, 0, int(PairSortKey::test));
    ImGui::TableSetupColumn("verdict", 0, 0, int(PairSortKey::verdict));
    ImGui::TableSetupColumn("expectation", 0, 0, int(PairSortKey::expectation));
    ImGui::TableSetupColumn("f/d", ImGuiTableColumnFlags_NoSort, 0, 0);
    ImGui::TableHeadersRow();
    if (ImGuiTableSortSpecs* specs = ImGui::TableGetSortSpecs(); specs && specs->SpecsDirty) {
      if (specs->SpecsCount > 0) {
        state.order.key = PairSortKey(specs->Specs[0].ColumnUserID);
        state.order.descending = specs->Specs[0].SortDirection == ImGuiSortDirection_Descending;
      }
      state.shown = select_pair_rows(rows, f, state.order);
      specs->SpecsDirty = false;
    }
    ImGuiListClipper clipper;
    clipper.Begin(int(state.shown.size()));
    while (clipper.Step()) {
      for (int k = clipper.DisplayStart; k < clipper.DisplayEnd; ++k) {
        const PairRow& r = rows[state.shown[std::size_t(k)]];
        ImGui::PushID(k);
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        const bool is_focused = focused && ((focused->first == r.a && focused->second == r.b) ||
                                            (focused->first == r.b && focused->second == r.a));
        // A column narrower than its text shows it cut and marked, whole on hover: a clipped
        // "moving sphere-moving spher" or id read as another name.
        const std::string label =
            std::string(object_name(scene, r.a)) + " – " + object_name(scene, r.b);
        const FittedText shown = fitted_to_available(label);
        if (ImGui::Selectable(shown.shown.c_str(), is_focused, ImGuiSelectableFlags_SpanAllColumns))
          clicked = std::pair{r.a, r.b};
        if (shown.cut && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", label.c_str());
        ImGui::TableNextColumn();
        text_fitted(test_label(scene, r));
        ImGui::TableNextColumn();
        ImGui::TextColored(verdict_color(r.verdict), "%s%s",
                           std::string(name_of(r.verdict)).c_str(), r.within_tolerance ? " ±" : "");
        if (r.within_tolerance && ImGui::IsItemHovered())
          ImGui::SetTooltip("decided inside a tolerance band");
        ImGui::TableNextColumn();
        if (r.expectation == ExpectationMark::held) {
          ImGui::TextColored(ImVec4(0.45f, 0.9f, 0.5f, 1), "held");
        } else if (r.expectation == ExpectationMark::failed) {
          ImGui::TextColored(ImVec4(1.0f, 0.3f, 0.3f, 1), "FAILED");
          if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", r.failure.c_str());
        }
        ImGui::TableNextColumn();
        if (r.disagreement) {
          ImGui::TextColored(ImVec4(1.0f, 0.8f, 0.2f, 1), "differ");
          if (ImGui::IsItemHovered())
            ImGui::SetTooltip("the other precision says %s",
                              std::string(name_of(r.other_verdict)).c_str());
        }
        ImGui::PopID();
      }
    }
    ImGui::EndTable();
  }
  return clicked;
}

namespace {

// Every candidate pair of the session's evaluation; a row clicked focuses and selects the pair.
class PairsPanel final : public Panel {
 public:
  void draw(PanelContext& c, PanelOutput&) override {
    // The focused pair's pin and export controls are the Why panel's, beside the evidence
    // they pin: here the table keeps the room for its rows.
    AppSession& s = c.session;
    const PairRowTable& rows = s.pair_rows();
    if (const auto clicked =
            pairs_panel(state_, c.scene_view.pair_filter, rows.rows(), rows.generation(), s.scene(),
                        s.focused_pair(), s.selected_indices(),
                        evaluation_time_text(s.evaluation(), s.anything_moves())))
      s.focus_pair(clicked->first, clicked->second);
  }

 private:
  PairsPanelState state_;
};

}  // namespace

std::unique_ptr<Panel> make_pairs_panel() {
  return std::make_unique<PairsPanel>();
}

}  // namespace collide
