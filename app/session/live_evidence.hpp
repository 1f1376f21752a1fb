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

namespace collide {

struct FocusIds {
  std::string a, b;
  bool operator==(const FocusIds&) const = default;
};

class LiveEvidence {
 public:
  explicit LiveEvidence(bool both_precisions = true) : live_(both_precisions) {}

  // Once per frame: the evaluation from the document's delta, then the focused pair's result
  // and rows when anything changed (the evaluation, the focus or the style). Returns whether
  // anything changed. A new scene (a delta of everything) with a "focus" field focuses that
  // pair and shows its axis.
  bool update(Document& doc);
  bool update(const Scene& scene, const SceneDelta& delta);

  void focus(const Scene& scene, std::size_t a, std::size_t b);
  void focus(FocusIds ids) { focus_ = std::move(ids), stale_ = true; }
  void clear_focus() { focus_.reset(), stale_ = true; }
  // `scene` replaces the one shown (a followed file was rewritten): the focus, and its SAT axis,
  // stay while both of its objects are in `scene` (the file's "focus" counts as applied);
  // otherwise the file's focus is taken as on an open (none when it has none).
  void keep_focus_over(const Scene& scene);
  // Another scene was opened: nothing of the last one's focus or evidence style stays; the next
  // update takes the new scene's "focus", if it has one.
  void start_scene();
  const std::optional<FocusIds>& focus_ids() const { return focus_; }
  // The focused pair's scene indices, when both ids name objects.
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
  // A new scene (a full rebuild): its "focus", if it names another pair than the one applied.
  void take_scene_focus(const Scene& scene);

  LiveEvaluation live_;
  std::optional<FocusIds> focus_;
  EvidenceStyle style_;
  std::optional<FocusedPair> pair_;
  WhyRows rows_;
  bool disagree_ = false;
  bool stale_ = true;
  std::optional<SceneFocus> scene_focus_;    // the scene's focus last applied
  std::optional<std::string> pending_axis_;  // its axis, named once the pair's order is known
};

}  // namespace collide
