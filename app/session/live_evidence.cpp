#include "app/session/live_evidence.hpp"

#include <variant>

#include "app/visualize/precision_rows.hpp"
#include "app/visualize/why_controls.hpp"
#include "core/queries/sat_axis_names.hpp"

namespace collide {

namespace {

PairVerdict verdict_of(const FocusedPair& f) {
  return std::visit([](const auto& p) { return p.result.verdict; }, f.pair);
}
const char* precision_name(const FocusedPair& f) {
  return std::holds_alternative<EvaluatedPair<float>>(f.pair) ? "float" : "double";
}

}  // namespace

bool LiveEvidence::update(Document& doc) {
  return update(doc.scene(), doc.take_delta());
}

void LiveEvidence::follow_scene_focus(const Scene& scene, bool new_scene) {
  if (scene.focus == scene_focus_) return;
  scene_focus_ = scene.focus;
  if (scene.focus && scene.focus == scene_focus()) return;  // what is shown (a save wrote it)
  if (scene.focus) {
    focus(*scene.focus);
    style_.sat_axis = -1;  // the focus's own axis, or the test's first
  } else if (!new_scene) {
    clear_focus();  // an undo or redo took the focus away
  }
}

void LiveEvidence::keep_focus_over(const Scene& scene) {
  if (focus_ && resolve_focus(scene, *focus_).pair) {
    scene_focus_ = scene.focus;
    stale_ = true;
  } else {
    start_scene();  // a pair whose objects are gone is no focus to keep, or to save
  }
}

void LiveEvidence::start_scene() {
  live_.start_scene();
  focus_.reset();
  scene_focus_.reset();
  style_ = EvidenceStyle{};
  stale_ = true;
}

bool LiveEvidence::update(const Scene& scene, const SceneDelta& delta) {
  const bool first = live_.generation() == 0;
  const bool changed = live_.update(scene, delta);
  follow_scene_focus(scene, first || delta.everything);
  if (!changed && !stale_) return false;
  refresh(scene);
  return true;
}

void LiveEvidence::focus(const Scene& scene, std::size_t a, std::size_t b) {
  if (a >= scene.objects.size() || b >= scene.objects.size()) return;
  focus(SceneFocus{scene.objects[a].id, scene.objects[b].id, std::nullopt});
  if (scene.focus && scene.focus->a == focus_->a && scene.focus->b == focus_->b)
    scene_focus_ = scene.focus;
}

std::optional<SceneFocus> LiveEvidence::scene_focus() const {
  if (!focus_ || focus_->a == focus_->b) return std::nullopt;
  SceneFocus f = *focus_;  // an axis not shown yet stays
  if (!f.axis && pair_ && style_.sat_axis >= 0 && style_.sat_axis < kSatAxisCount) {
    const auto [test, swapped] = std::visit(
        [](const auto& p) {
          return std::pair{p.result.test, p.result.swapped};
        },
        pair_->pair);
    if (test == PairTest::obb_obb || test == PairTest::obb_aabb)
      f.axis = box_axis_name(style_.sat_axis, swapped);
  }
  return f;
}

int LiveEvidence::shown_sat_axis() const {
  return pair_ ? collide::shown_sat_axis(*pair_, style_) : -1;
}

bool LiveEvidence::step_sat_axis(int delta) {
  const int shown = shown_sat_axis();
  if (shown < 0) return false;
  collide::step_sat_axis(rows_, style_, shown, delta);
  stale_ = true;
  return true;
}

std::optional<std::pair<std::size_t, std::size_t>> LiveEvidence::focus_indices() const {
  if (!focus_ || !resolved_) return std::nullopt;
  return std::pair<std::size_t, std::size_t>{resolved_->a, resolved_->b};
}

void LiveEvidence::refresh(const Scene& scene) {
  stale_ = false;
  pair_.reset();
  rows_.clear();
  disagree_ = false;
  resolved_.reset();
  if (!focus_) return;
  // Stale ids or one id twice: no pair. An axis the box SAT does not show for this pair: none.
  resolved_ = resolve_focus(scene, *focus_, live_.evaluation()).pair;
  if (!resolved_) return;
  const std::size_t a = resolved_->a, b = resolved_->b;
  pair_ = live_.focused(scene, a, b);
  if (!pair_) return;
  if (focus_->axis) {  // shown once; from now on the slider's
    style_.sat_axis = resolved_->sat_axis;
    focus_->axis.reset();
  }
  explain_evidence(*pair_, style_, rows_);
  // Float's rounded inputs and double's answer, from the objects where the evaluation posed them.
  const PosedScene& posed = live_.evaluation().posed();
  const Scene& shown = posed.copied() ? posed.scene() : scene;
  // Float against double on the still test: of a timed pair, one pose only (not shown).
  if (!pair_->timed) explain_precision(shown, *pair_, rows_);
  if (const auto other = live_.focused_other(scene, a, b)) {
    WhyRows more;
    explain_evidence(*other, style_, more);
    disagree_ = verdict_of(*other) != verdict_of(*pair_);
    const std::string prefix = precision_name(*other);
    for (std::size_t i = 0; i < more.size() && (i == 0 || disagree_); ++i) {
      WhyRow r = more[i];
      r.label = prefix + " " + r.label;
      if (r.kind == WhyRowKind::axis) r.kind = WhyRowKind::step;  // the slider steps ours
      if (i == 0 && disagree_) r.formula = "DIFFERS: " + r.formula;
      rows_.push_back(std::move(r));
    }
    if (!other->timed) explain_precision(shown, *other, rows_);
  }
}

}  // namespace collide
