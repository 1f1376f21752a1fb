#include "app/panels/octree_panel.hpp"

#include <algorithm>
#include <string>

#include <imgui.h>

#include "app/document/edit_builders.hpp"
#include "app/panels/flow_row.hpp"
#include "app/panels/panel.hpp"
#include "app/panels/panels.hpp"
#include "app/panels/scene_view_state.hpp"
#include "app/panels/ui_scale.hpp"
#include "app/settings/settings.hpp"

namespace collide {

Edit octree_settings_edit(const Scene& scene, const OctreeSettings& octree) {
  SceneSettings settings = scene.settings;
  settings.octree = octree;
  return set_settings(scene, std::move(settings));
}

PairFingerprint pair_fingerprint(const SceneEvaluation& evaluation) {
  PairFingerprint f;
  f.candidates = evaluation.counts().candidates;
  f.intersecting = evaluation.counts().intersecting;
  // FNV-1a over the sorted list: the same pairs with the same verdicts give the same hash.
  std::uint64_t h = 1469598103934665603ull;
  const auto mix = [&](std::uint64_t v) {
    for (int k = 0; k < 8; ++k, v >>= 8)
      h = (h ^ (v & 0xFF)) * 1099511628211ull;
  };
  for (const SceneEvaluation::PairView& p : evaluation.pairs()) {
    mix(p.a);
    mix(p.b);
    mix(std::uint64_t(p.verdict));
  }
  f.hash = h;
  return f;
}

namespace {

const char* home_name(BroadphaseHome h) {
  switch (h) {
    case BroadphaseHome::tree:
      return "in the tree";
    case BroadphaseHome::far:
      return "beyond float's range: in the far tree (not drawn)";
    default:
      return "no box (a plane or an invalid shape): paired with everything";
  }
}

ImVec4 im(const Color& c) {
  return ImVec4(c.r, c.g, c.b, c.a);
}

// The next checkbox beside the last item when it fits there, else on a line of its own (the
// panel shares its column with the Lesson panel and may have a scroll bar).
void checkbox_beside(const char* label, bool* value) {
  same_line_if_fits(imgui_toggle_width(label));
  ImGui::Checkbox(label, value);
}
void radio_beside(const char* label, int* value, int button) {
  same_line_if_fits(imgui_toggle_width(label));
  ImGui::RadioButton(label, value, button);
}
// A palette entry in its colour, beside the last when it fits.
void colored_beside(const Color& c, const char* text) {
  same_line_if_fits(ImGui::CalcTextSize(text).x);
  ImGui::TextColored(im(c), "%s", text);
}

void filters(OctreeDrawOptions& o, const OctreeEvidence& ev) {
  ImGui::Checkbox("draw the octree", &o.shown);
  checkbox_beside("trace the selection's queries", &o.trace);
  OctreeFilter& f = o.filter;
  ImGui::Checkbox("leaves only", &f.leaves_only);
  checkbox_beside("occupied only", &f.occupied_only);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("cells that hold objects themselves");
  int lo = int(f.depth_min), hi = int(f.depth_max);
  if (ImGui::DragIntRange2("depths", &lo, &hi, 0.1f, 0, int(kOctreeDepthLimit))) {
    f.depth_min = std::uint32_t(std::max(lo, 0));
    f.depth_max = std::uint32_t(std::max(hi, lo));
  }
  ImGui::Checkbox("near the selection", &f.near_selection);
  same_line_if_fits(ui_px(100) + ImGui::GetStyle().ItemInnerSpacing.x +
                    ImGui::CalcTextSize("margin").x);
  ImGui::SetNextItemWidth(ui_px(100));
  float margin = float(f.near_margin);
  if (ImGui::DragFloat("margin", &margin, 0.05f, 0.0f, 1e6f, "%.2f"))
    f.near_margin = std::max(0.0f, margin);
  int cap = int(f.max_cells);
  // Its designed width, or what its label leaves of a narrow panel (presentation mode's).
  ImGui::SetNextItemWidth(std::min(ui_px(150), ImGui::GetContentRegionAvail().x -
                                                   ImGui::GetStyle().ItemInnerSpacing.x -
                                                   ImGui::CalcTextSize("at most (cells)").x));
  if (ImGui::DragInt("at most (cells)", &cap, 100, 1, 1000000))
    f.max_cells = std::size_t(std::max(cap, 1));
  ImGui::TextWrapped("drawn: %zu cells of %zu that pass the filters (%zu in the tree)",
                     ev.shown.size(), ev.passing, ev.cells.size());
  // The palette, as the view draws it.
  ImGui::TextUnformatted("depth:");
  for (std::uint32_t d = 0; d <= std::min<std::uint32_t>(ev.stats.max_depth, 7); ++d)
    colored_beside(octree_depth_color(d), std::to_string(d).c_str());
  colored_beside(kOctreeHoldingColor, " holds");
  colored_beside(kOctreeVisitedColor, " visited");
  colored_beside(kOctreePrunedColor, " pruned");
  colored_beside(kOctreeQueryColor, " query");
}

void selection_rows(const Scene& scene, const OctreeEvidence& ev, bool traced) {
  if (ev.selected.empty()) {
    ImGui::TextDisabled("select objects (or focus a pair) to trace their queries");
    return;
  }
  for (const OctreeSelected& s : ev.selected) {
    const char* id = s.index < scene.objects.size() ? scene.objects[s.index].id.c_str() : "?";
    ImGui::TextWrapped("%s: %s", id, home_name(s.home));
    if (s.home != BroadphaseHome::tree) continue;
    if (s.holding) {
      const OctreeCell& c = ev.cells[*s.holding];
      ImGui::PushStyleColor(ImGuiCol_Text, im(kOctreeHoldingColor));
      ImGui::TextWrapped("  held at depth %u with %u other object(s)", c.depth, c.object_count - 1);
      ImGui::PopStyleColor();
    }
    if (!traced) continue;
    const QueryTrace& t = s.trace;
    ImGui::TextWrapped("  query: %zu cells visited, %zu pruned", t.visited.size(), t.pruned.size());
    ImGui::TextWrapped("  box tests: %llu (brute force: %zu)", (unsigned long long)t.box_tests,
                       ev.tree_objects);
    const std::size_t brute = s.brute_force_hits.value_or(0);
    const bool same = t.ids.size() == brute;
    ImGui::PushStyleColor(ImGuiCol_Text,
                          same ? ImVec4(0.45f, 0.9f, 0.5f, 1) : ImVec4(1, 0.3f, 0.3f, 1));
    ImGui::TextWrapped("  found: %zu (brute force: %zu)%s", t.ids.size(), brute,
                       same ? "" : "  MISMATCH");
    ImGui::PopStyleColor();
  }
}

// One parameter widget's gesture: begun when the widget is grabbed, ended when it is let go, so
// a scrub is one history entry; the pairs before it are remembered.
void gesture(OctreePanelState& state, Document& doc) {
  if (ImGui::IsItemActivated() && !state.in_gesture) {
    state.before_change = state.now;
    state.in_gesture = doc.begin_gesture("Change octree settings");
  }
  if (ImGui::IsItemDeactivated() && state.in_gesture) {
    doc.end_gesture();
    state.in_gesture = false;
  }
}

void parameters(OctreePanelState& state, Document& doc) {
  const OctreeSettings now = doc.scene().settings.octree;
  OctreeSettings next = now;
  // The sliders take what their labels leave (ImGui's default, 65% of the window, ran past a
  // panel with a scroll bar).
  ImGui::PushItemWidth(
      -(ImGui::CalcTextSize("split threshold").x + ImGui::GetStyle().ItemInnerSpacing.x));
  ImGui::SliderInt("split threshold", &next.split_threshold, 1, 64);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("a leaf holding more objects than this splits");
  gesture(state, doc);
  ImGui::SliderInt("max depth", &next.max_depth, 0, int(kOctreeDepthLimit));
  gesture(state, doc);
  float min_cell = float(next.min_cell_size);
  if (ImGui::DragFloat("min cell size", &min_cell, 0.01f, 0.0f, 1e6f, "%.3f"))
    next.min_cell_size = std::max(0.0, double(min_cell));
  gesture(state, doc);
  ImGui::PopItemWidth();
  ImGui::TextUnformatted("looseness");
  radio_beside("1 (strict)", &next.looseness, 1);
  radio_beside("2 (loose)", &next.looseness, 2);
  if (next == now) return;
  if (!state.in_gesture) state.before_change = state.now;
  doc.apply(octree_settings_edit(doc.scene(), next));
}

}  // namespace

void octree_panel(OctreePanelState& state, OctreeDrawOptions& options, Document& doc,
                  const SceneEvaluation& evaluation, std::size_t generation,
                  const OctreeEvidence& evidence) {
  if (state.now_generation != generation) {
    state.now = pair_fingerprint(evaluation);
    state.now_generation = generation;
  }
  filters(options, evidence);
  ImGui::Separator();
  // The parameters next, so they stay in view; what they did to the tree and the queries below.
  ImGui::TextWrapped("Parameters (an undoable edit; the pairs must not change)");
  parameters(state, doc);
  const PairFingerprint& now = state.now;
  ImGui::TextWrapped("pairs: %zu candidates, %zu intersecting", now.candidates, now.intersecting);
  if (state.before_change) {
    const bool same = *state.before_change == now;
    ImGui::PushStyleColor(ImGuiCol_Text,
                          same ? ImVec4(0.45f, 0.9f, 0.5f, 1) : ImVec4(1, 0.3f, 0.3f, 1));
    ImGui::TextWrapped(
        "%s", same ? "the same pairs as before the change" : "the pairs CHANGED with the change");
    ImGui::PopStyleColor();
  }
  ImGui::Separator();
  const OctreeStats& st = evidence.stats;
  ImGui::TextWrapped("%u cells, %u leaves (%u empty), deepest %u; %u objects, %u above the leaves",
                     st.node_count, st.leaf_count, st.empty_leaf_count, st.max_depth,
                     st.object_count, st.objects_in_inner);
  selection_rows(doc.scene(), evidence, options.trace);
}

namespace {

// The broadphase of the session's evaluation, for the selected objects (and the focused pair's).
class OctreePanel final : public Panel {
 public:
  void draw(PanelContext& c, PanelOutput&) override {
    AppSession& s = c.session;
    const std::vector<std::size_t> selected = s.selected_indices();
    const std::vector<std::uint32_t> traced = traced_objects(selected, s.focused_pair());
    const std::size_t generation = s.evidence().live().generation();
    OctreeDrawOptions& options = c.settings.octree;
    // Read again when the evaluation, the selection or the options change (not every frame: a
    // big tree's cells are many).
    if (generation != generation_ || traced != traced_ || !(options == options_)) {
      evidence_ = octree_evidence(s.evaluation(), traced, options, true);
      generation_ = generation;
      traced_ = traced;
      options_ = options;
    }
    octree_panel(c.scene_view.octree, options, s.document(), s.evaluation(), generation, evidence_);
  }

 private:
  OctreeEvidence evidence_;
  std::size_t generation_ = ~std::size_t(0);
  std::vector<std::uint32_t> traced_;
  OctreeDrawOptions options_;
};

}  // namespace

std::unique_ptr<Panel> make_octree_panel() {
  return std::make_unique<OctreePanel>();
}

}  // namespace collide
