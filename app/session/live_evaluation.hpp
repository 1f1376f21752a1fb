#pragma once
// The viewer's one SceneEvaluation, kept up to date from the document's edits: once per frame
// update() takes the document's delta and re-evaluates only the pairs of the objects it names (an
// empty delta costs nothing). Everything the viewer shows about verdicts reads it: the Pairs
// panel, the why panel and the focused pair's 3D evidence. Both precisions are evaluated, so a
// pair on which float and double disagree can be flagged.
#include <cstddef>
#include <optional>

#include "app/document/document.hpp"
#include "app/visualize/visualizer.hpp"
#include "core/eval/scene_check.hpp"
#include "core/eval/scene_evaluation.hpp"
#include "core/scene/scene.hpp"

namespace collide {

class LiveEvaluation {
 public:
  explicit LiveEvaluation(bool both_precisions = true);

  // Brings the evaluation up to date with the document (its delta since the last call; the
  // first call builds). Returns whether anything changed (a reader rebuilds what it derived).
  bool update(Document& doc);
  // The same from a scene and the delta of its changes since the last update.
  bool update(const Scene& scene, const SceneDelta& delta);
  // Evaluates `scene` (the one evaluated last) at the instant t of its interval [0, 1] (until
  // the timeline sets one: over the whole interval), only the moving objects' pairs again
  // (SceneEvaluation::set_time).
  void set_time(const Scene& scene, double t);
  // Another scene opens: its first build is over the interval (whatever time the last one was
  // shown at).
  void start_scene() { eval_.set_time_of_next_build(std::nullopt); }

  const SceneEvaluation& evaluation() const { return eval_; }
  // The expectations' outcomes, read from the evaluation at the last change.
  const CheckReport& report() const { return report_; }
  // How many times the evaluation changed (a reader compares it with the one it last saw).
  std::size_t generation() const { return generation_; }

  // The focused pair (scene indices, the caller's order) in the scene's precision, its result
  // read from the evaluation (stored when the pair is a candidate in that order), with its
  // motion's evidence when either moves (FocusedPair::motion, from `scene`: the objects at
  // t = 0); nothing when an index is out of range or a == b.
  std::optional<FocusedPair> focused(const Scene& scene, std::size_t a, std::size_t b) const;
  // The same pair in the other precision, its motion's evidence too (nothing when only one
  // precision is evaluated).
  std::optional<FocusedPair> focused_other(const Scene& scene, std::size_t a, std::size_t b) const;

 private:
  template <class T>
  FocusedPair make(std::size_t a, std::size_t b) const;  // from the posed shapes
  bool has_pair(const Scene& scene, std::size_t a, std::size_t b) const;

  SceneEvaluation eval_;
  CheckReport report_;
  bool built_ = false;
  std::size_t generation_ = 0;
};

}  // namespace collide
