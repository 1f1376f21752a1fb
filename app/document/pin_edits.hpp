#pragma once
// Pinning a pair from the screen (the Pairs and Why panels' "Pin this verdict" and "Pin
// numbers"): the pair's answer as the viewer computed it, in the scene's precision, written into
// the scene's expectations as one undoable edit, so the scene file becomes a regression test
// that `check` holds. A pin replaces the pair's earlier expectation (in either order), keeping
// its description. GL- and ImGui-free.
#include <cstddef>
#include <optional>
#include <string>

#include "app/document/edit.hpp"
#include "core/eval/pair_outcome.hpp"
#include "core/eval/scene_check.hpp"
#include "core/eval/scene_evaluation.hpp"

namespace collide {

struct PinOptions {
  // false: the verdict (intersects, and the plane side where the test has one); true: its
  // numbers as well (core/eval/pair_measures.hpp): the gap of a separated pair or the depth of
  // an intersecting one, the time of impact, the first separating axis — whichever the test
  // gives — each number within `tolerance`.
  bool numbers = false;
  double tolerance = 1e-9;
};

// The tolerance "Pin numbers" offers first: tight enough that a regression of 1e-7 fails, loose
// enough for the last bits of the precision the scene is checked in.
double default_pin_tolerance(const SceneSettings& settings);

// The dispatch's answer for objects a and b (scene indices), in the evaluation's precision, named
// in that order. `eval` is up to date with the scene.
PairOutcome pair_outcome(const SceneEvaluation& eval, std::size_t a, std::size_t b);

// The expectation that pins `o` for the scene's objects o.a and o.b, or why it cannot be pinned
// (an invalid or unsupported pair has no verdict to expect: `check` fails those).
struct Pin {
  std::optional<Expectation> expectation;
  std::string why_not;
};
Pin pin_of(const Scene& scene, const PairOutcome& o, const PinOptions& options);

// "Set tolerance of a – b": every pinned number of the pair's expectation held within
// `tolerance` (an edit with an error when it pins no number, or the tolerance is negative/NaN).
Edit set_pin_tolerance(const Scene& scene, std::size_t a, std::size_t b, double tolerance);

// Where the expectation of the pair (ids, either order) is in scene.expect, if it has one.
std::optional<std::size_t> expectation_index(const Scene& scene, const std::string& a,
                                             const std::string& b);

// What a pair's pin says now, from the check of the scene as it is (the live evaluation's
// report): not pinned, held, or failed with what differed.
struct PinStatus {
  bool pinned = false;
  bool numbers = false;             // it pins a gap, depth or time of impact
  std::optional<double> tolerance;  // theirs (the largest, if they differ)
  bool held = false;
  std::string failure;  // when pinned and not held
};
PinStatus pin_status(const Scene& scene, const CheckReport& report, std::size_t a, std::size_t b);

// "Pin a – b" / "Pin numbers of a – b": the edit writing pin_of's expectation (an edit with an
// error, refused when applied, when the pair cannot be pinned).
Edit pin_pair(const Scene& scene, const SceneEvaluation& eval, std::size_t a, std::size_t b,
              const PinOptions& options);
// "Unpin a – b": the pair's expectation removed (an edit with an error when it has none).
Edit unpin_pair(const Scene& scene, std::size_t a, std::size_t b);

}  // namespace collide
