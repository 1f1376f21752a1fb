#include "app/panels/evidence_panels.hpp"

#include <variant>

#include <imgui.h>

#include "app/panels/octree_panel.hpp"
#include "app/panels/pairs_panel.hpp"
#include "app/panels/ui_scale.hpp"
#include "app/panels/why_panel.hpp"
#include "app/session/live_evidence.hpp"
#include "app/view/verdict_marks.hpp"

namespace collide {

struct EvidencePanels::Impl {
  LiveEvidence evidence;
  PairsPanelState pairs;
  OctreePanelState octree;
  // The octree panel's evidence, read again when the evaluation, the selection or the options
  // change (not every frame: a big tree's cells are many).
  OctreeEvidence octree_evidence;
  std::size_t octree_generation = ~std::size_t(0);
  std::vector<std::uint32_t> octree_selected;
  OctreeDrawOptions octree_options;
  // The Pairs panel's rows (and the viewport's marks) follow the evaluation.
  void refresh_rows(const Scene& scene) {
    if (pairs.generation == evidence.live().generation()) return;
    pairs.rows = build_pair_rows(scene, evidence.live().evaluation(), evidence.live().report());
    pairs.generation = evidence.live().generation();
    pairs.dirty = true;
  }
};

EvidencePanels::EvidencePanels() : impl_(std::make_unique<Impl>()) {}
EvidencePanels::~EvidencePanels() = default;
LiveEvidence& EvidencePanels::evidence() {
  return impl_->evidence;
}

void EvidencePanels::frame(Document& doc, Selection& selection) {
  LiveEvidence& ev = impl_->evidence;
  PairsPanelState& pairs = impl_->pairs;
  ev.update(doc);
  const Scene& scene = doc.scene();
  impl_->refresh_rows(scene);
  const auto focused = ev.focus_indices();
  if (const auto clicked = pairs_panel(pairs, scene, focused, selection.indices(scene))) {
    ev.focus(scene, clicked->first, clicked->second);
    selection.select_pair(scene, clicked->first, clicked->second);
    ev.update(doc);
  }

  if (!ev.focused()) return;
  const FocusedPair& f = *ev.focused();
  PairTest test = PairTest::unsupported;
  int shown_axis = -1;
  std::visit(
      [&]<class T>(const EvaluatedPair<T>& p) {
        test = p.result.test;
        if (const auto* sat = std::get_if<SatResult<T>>(&p.result.evidence))
          shown_axis = selected_sat_axis(*sat, ev.style());
      },
      f.pair);
  ImGui::SetNextWindowPos(ImVec2(ImGui::GetIO().DisplaySize.x - ui_px(530), ui_px(110)),
                          ImGuiCond_FirstUseEver);
  const std::string title = "Why: " + scene.objects[f.a].id + " – " + scene.objects[f.b].id +
                            (ev.precisions_disagree() ? "  (float ≠ double)" : "") + "###why";
  if (why_panel(title.c_str(), ev.rows(), test, shown_axis, ev.style())) {
    ev.style_changed();
    ev.update(doc);
  }
}

void EvidencePanels::build(DrawList& out, Document& doc, const Camera& camera,
                           const Viewport& viewport, ViewOptions view) {
  LiveEvidence& ev = impl_->evidence;
  ev.update(doc);
  const Scene& scene = doc.scene();
  view.evaluation = &ev.live().evaluation();
  if (const auto& focused = ev.focused()) {
    view.focus = FrameFocus{focused->a, focused->b, ev.style()};
    build_frame(out, scene, camera, viewport, view, *focused);
  } else {
    build_frame(out, scene, camera, viewport, view);
  }
  impl_->refresh_rows(scene);
  draw_verdict_marks(out, scene, impl_->pairs.rows);
}

void EvidencePanels::octree_panel(Document& doc, bool* open, OctreeDrawOptions& options,
                                  const std::vector<std::size_t>& selected) {
  Impl& m = *impl_;
  LiveEvidence& ev = m.evidence;
  ev.update(doc);
  const std::vector<std::uint32_t> traced = traced_objects(selected, ev.focus_indices());
  const std::size_t generation = ev.live().generation();
  if (generation != m.octree_generation || traced != m.octree_selected ||
      !(options == m.octree_options)) {
    m.octree_evidence = octree_evidence(ev.live().evaluation(), traced, options, true);
    m.octree_generation = generation;
    m.octree_selected = traced;
    m.octree_options = options;
  }
  collide::octree_panel(open, m.octree, options, doc, ev.live().evaluation(), generation,
                        m.octree_evidence);
}

}  // namespace collide
