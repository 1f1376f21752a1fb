#pragma once
// The one reading of a focus: Scene::focus (a lesson's opening pair), or a pair a reader names
// itself in the same form (`render --pair A,B --axis K`, `check --explain A,B`, the pair a person
// clicked in the viewer). It says which objects the ids name, in the focus's order, and, when the
// focus names an axis the pair's test shows, which. Every reader resolves through here and only
// decides what to do with what is wrong (render refuses its own --pair, and drops a file's axis
// that does not apply; the viewer shows no pair for stale ids).
#include <cstddef>
#include <cstdint>
#include <optional>

#include "../queries/pair_test.hpp"
#include "../scene/scene.hpp"

namespace collide {

class SceneEvaluation;  // scene_evaluation.hpp

// The first thing wrong with a focus, in the order they are looked for.
enum class FocusProblem : std::uint8_t {
  none,
  unknown_a,         // focus.a names no object
  unknown_b,         // focus.b names no object
  same_object,       // a and b name one object (a pair is two)
  axis_not_box_sat,  // an axis is named, but the box SAT does not decide this pair
  unknown_axis,      // an axis is named that is no box–box axis (sat_axis_names.hpp)
};

struct ResolvedFocus {
  std::size_t a = 0, b = 0;  // indices into scene.objects, in the focus's order
  PairCell cell;             // the pair's test and whether it takes the operands as (b, a)
  // The box SAT axis the focus names, in the test's order (obb_sat.hpp), or -1: none named, or
  // one that does not apply (the resolution's problem says which).
  int sat_axis = -1;
};

struct FocusResolution {
  std::optional<ResolvedFocus> pair;          // unset while the ids do not name two objects
  FocusProblem problem = FocusProblem::none;  // an axis problem leaves `pair` set
};

// The axis may be a name from a and b ("A0".."B2", "AixBj") or, as a person types it, an index
// 0..14 or a name with × (parse_box_axis_text); a scene file's focus holds names only.
FocusResolution resolve_focus(const Scene& scene, const SceneFocus& focus);
// The same with the ids looked up in `index`, an evaluation up to date with `scene` (a hashed
// look-up rather than a scan of a big scene, frame after frame).
FocusResolution resolve_focus(const Scene& scene, const SceneFocus& focus,
                              const SceneEvaluation& index);

}  // namespace collide
