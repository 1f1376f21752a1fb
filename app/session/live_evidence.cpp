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

void LiveEvidence::take_scene_focus(const Scene& scene) {
  if (scene.focus == scene_focus_) return;
  scene_focus_ = scene.focus;
  if (!scene.focus) return;
  focus(FocusIds{scene.focus->a, scene.focus->b});
  style_.sat_axis = -1;
  pending_axis_ = scene.focus->axis;
}

void LiveEvidence::keep_focus_over(const Scene& scene) {
  const bool kept =
      focus_ && focus_->a != focus_->b && index_of(scene, focus_->a) && index_of(scene, focus_->b);
  if (kept) {
    scene_focus_ = scene.focus;
    stale_ = true;
  } else {
    start_scene();  // a pair whose objects are gone is no focus to keep, or to save
  }
}

void LiveEvidence::start_scene() {
  focus_.reset();
  scene_focus_.reset();
  pending_axis_.reset();
  style_ = EvidenceStyle{};
  stale_ = true;
}

bool LiveEvidence::update(const Scene& scene, const SceneDelta& delta) {
  const bool first = live_.generation() == 0;
  const bool changed = live_.update(scene, delta);
  if (first || delta.everything) take_scene_focus(scene);
  if (!changed && !stale_) return false;
  refresh(scene);
  return true;
}

void LiveEvidence::focus(const Scene& scene, std::size_t a, std::size_t b) {
  if (a < scene.objects.size() && b < scene.objects.size())
    focus(FocusIds{scene.objects[a].id, scene.objects[b].id});
}

std::optional<SceneFocus> LiveEvidence::scene_focus() const {
  if (!focus_ || focus_->a == focus_->b) return std::nullopt;
  SceneFocus f{focus_->a, focus_->b, pending_axis_};  // an axis not applied yet stays
  if (!pending_axis_ && pair_ && style_.sat_axis >= 0 && style_.sat_axis < 15) {
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
  if (!focus_) return std::nullopt;
  const SceneEvaluation& e = live_.evaluation();
  const auto a = e.index_of(focus_->a), b = e.index_of(focus_->b);
  if (!a || !b || *a == *b) return std::nullopt;
  return std::pair<std::size_t, std::size_t>{*a, *b};
}

void LiveEvidence::refresh(const Scene& scene) {
  stale_ = false;
  pair_.reset();
  rows_.clear();
  disagree_ = false;
  const auto ab = focus_indices();
  if (!ab) return;
  pair_ = live_.focused(scene, ab->first, ab->second);
  if (!pair_) return;
  if (pending_axis_) {
    const bool swapped = std::visit([](const auto& p) { return p.result.swapped; }, pair_->pair);
    style_.sat_axis = sat_axis_from_name(*pending_axis_, swapped);
    pending_axis_.reset();
  }
  explain_evidence(*pair_, style_, rows_);
  explain_precision(scene, *pair_, rows_);  // float: its rounded inputs, float against double
  if (const auto other = live_.focused_other(scene, ab->first, ab->second)) {
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
    explain_precision(scene, *other, rows_);
  }
}

}  // namespace collide
