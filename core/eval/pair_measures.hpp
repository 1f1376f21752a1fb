#pragma once
// The numbers an expectation can pin (README, "Expectations"), read from a pair's typed result:
//   gap    the test's separation: > 0 apart, <= 0 touching or overlapping where the test signs it
//          (closest-point, centre-distance, plane tests), the gap on the first separating axis
//          (SAT, AABB overlap, triangle–box), the distance (GJK, ray, segment–triangle, parallel
//          planes, a passing moving sphere's closest approach);
//   depth  intersecting only: the penetration depth (SAT's and triangle–box's least overlap,
//          EPA's depth, the AABBs' least overlap width, −gap for the signed tests);
//   toi    intersecting only: a moving sphere's first contact time in [0, 1], a ray's t_enter;
//   axis   separated only: the first separating axis by name (A0..B2, AixBj for boxes, x/y/z for
//          two AABBs, u0..u2, n, eixuj for a triangle and a box), named from the scene's a and b
//          (core/queries/sat_axis_names.hpp).
// A measure the test does not give for these shapes is unset. A triangle mesh's test gives none
// (which triangles met is its answer): the outcome made with the shapes (pair_outcome.hpp) adds
// its gap, the distance when apart, and its depth, the contact manifold's deepest point's.
#include <optional>
#include <string>

#include "../queries/pair_test.hpp"
#include "../queries/sat_axis_names.hpp"

namespace collide {

struct PairMeasures {
  std::optional<double> gap, depth, toi;
  std::optional<std::string> axis;
};

// The measures of `r`, a result for the scene's (a, b); `r.swapped` says the test took (b, a).
template <class T>
PairMeasures measures_of(const PairResult<T>& r);

// A double in the shortest text that reads back to the same bits (std::to_chars): what a failed
// pinned number prints, so that no digit that matters is hidden.
std::string exact_number_text(double v);

}  // namespace collide
