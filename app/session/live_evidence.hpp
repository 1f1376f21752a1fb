#pragma once
// The focused pair and what the viewer shows about it, without ImGui: the pair is held by ids
// (indices shift when objects are added or removed), its result read from the LiveEvaluation,
// its why rows built from the same result the 3D evidence is drawn from, and, when both
// precisions are evaluated, the other precision's answer beside it.
#include <optional>
#include <string>
#include <utility>

#include "app/session/live_evaluation.hpp"
#include "app/visualize/evidence_style.hpp"
#include "app/visualize/why_rows.hpp"
#include "core/eval/focus_resolution.hpp"

namespace collide {

class LiveEvidence {
 public:
  explicit LiveEvidence(bool both_precisions = true) : live_(both_precisions) {}

  // Once per frame: the evaluation from the document's delta, then the focused pair's result
  // and rows when anything changed (the evaluation, the focus or the style). Returns whether
  // anything changed. When the scene's "focus" is another than the one followed last (a new
  // scene's, or one an undo or redo gave back), that pair is focused and its axis shown; an undo
  // that takes the scene's focus away (not a new scene without one) leaves no pair focused.
  bool update(Document& doc);
  bool update(const Scene& scene, const SceneDelta& delta);
  // The scene evaluated at time t (LiveEvaluation::set_time), the focused pair's result and
  // rows with it.
  void set_time(const Scene& scene, double t) {
    live_.set_time(scene, t);
    refresh(scene);
  }

  // The pair a person chose (scene indices; out of range is ignored). When the scene's focus
  // names this pair it counts as followed.
  void focus(const Scene& scene, std::size_t a, std::size_t b);
  // A pair by ids, and an axis to show first (applied once the pair is evaluated, then the
  // slider's).
  void focus(SceneFocus f) { focus_ = std::move(f), resolved_.reset(), stale_ = true; }
  void clear_focus() { focus_.reset(), resolved_.reset(), stale_ = true; }
  // `scene` replaces the one shown (a followed file was rewritten): the focus, and its SAT axis,
  // stay while both of its objects are in `scene` (the file's "focus" counts as applied);
  // otherwise the file's focus is taken as on an open (none when it has none).
  void keep_focus_over(const Scene& scene);
  // Another scene was opened: nothing of the last one's focus or evidence style stays, and it is
  // evaluated at t = 0; the next update takes the new scene's "focus", if it has one.
  void start_scene();
  // The focused pair's ids (its axis: one named and not shown yet).
  const std::optional<SceneFocus>& focus_ids() const { return focus_; }
  // The focused pair's scene indices, as resolve_focus found them at the last update, when both
  // ids name objects.
  std::optional<std::pair<std::size_t, std::size_t>> focus_indices() const;

  // The focus as a scene file stores it: the pair's ids and, for two boxes with an axis chosen
  // (the slider, a click on an axis row, the arrow keys), that axis named from a and b. Nothing
  // while no pair is focused.
  std::optional<SceneFocus> scene_focus() const;

  EvidenceStyle& style() { return style_; }
  const EvidenceStyle& style() const { return style_; }
  void style_changed() { stale_ = true; }
  // The SAT axis the view shows for the focused pair (box SAT or triangle–box), or -1 when the
  // focused pair is not decided by a SAT test (or there is none).
  int shown_sat_axis() const;
  // The arrow keys: the shown SAT axis stepped by `delta` within the axes the slider offers.
  // Returns false (and changes nothing) when no SAT pair is focused.
  bool step_sat_axis(int delta);

  const LiveEvaluation& live() const { return live_; }
  // The focused pair in the scene's precision (what the 3D view draws), if any.
  const std::optional<FocusedPair>& focused() const { return pair_; }
  // Its why rows; with both precisions, followed by the other precision's verdict row and, when
  // the verdicts differ, all of the other precision's rows (labels prefixed "float " or
  // "double ").
  const WhyRows& rows() const { return rows_; }
  bool precisions_disagree() const { return disagree_; }

 private:
  void refresh(const Scene& scene);
  // The scene's focus, when it is another than the one followed last (see update).
  void follow_scene_focus(const Scene& scene, bool new_scene);

  LiveEvaluation live_;
  // The pair shown, by ids; its axis is one named (by the scene's focus) and not shown yet.
  std::optional<SceneFocus> focus_;
  std::optional<ResolvedFocus> resolved_;  // focus_ resolved at the last refresh
  EvidenceStyle style_;
  std::optional<FocusedPair> pair_;
  WhyRows rows_;
  bool disagree_ = false;
  bool stale_ = true;
  std::optional<SceneFocus> scene_focus_;  // the scene's focus last followed
};

}  // namespace collide
