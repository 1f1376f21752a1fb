#pragma once
// Why rows about a float evaluation of the scene's (double) numbers: what float changed in the
// inputs, and whether float's answer differs from double's by more than their bands explain.
//
// - "float inputs": each number of the two objects that rounding to float changed, as
//   "b centre.x 10001.000499649917 → 10001.001 (moved 0.000476837158203125)" — the float test
//   judged those rounded numbers, not the file's. A rotation is rounded through its axes, which
//   the row mentions without listing them.
// - "float vs double": the deciding gap of each (deciding_gap) and their difference against the
//   sum of the two bands (float's input band included). "MORE THAN THE BANDS EXPLAIN" flags a
//   difference the bands cannot account for; a verdict that differs is named too.
#include <optional>

#include "app/visualize/visualizer.hpp"
#include "app/visualize/why_rows.hpp"
#include "core/scene/scene.hpp"

namespace collide {

// The signed gap that decided a result (> 0 apart, <= 0 touching or overlapping) and the band it
// was judged with (the contact band plus the input band), for the tests that have one in world
// units (a SAT axis, a triangle–box axis, GJK's distance or EPA's depth, a ray's distance to a
// thin kind or a capsule, a gap); nothing for the others (comparisons only, sides of a plane,
// sweeps, slabs in t, barycentrics, an ellipsoid's unit frame), whose tolerance row names their
// input band instead.
struct DecidingGap {
  double gap = 0;
  double band = 0;
};
template <class T>
std::optional<DecidingGap> deciding_gap(const PairResult<T>& r);

// Appends the two rows above when `f` is a float evaluation (f.a and f.b index scene.objects);
// nothing for a double one.
void explain_precision(const Scene& scene, const FocusedPair& f, WhyRows& rows);

}  // namespace collide
