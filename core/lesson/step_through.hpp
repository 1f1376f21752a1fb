#pragma once
// Lesson steps made from the core's own evidence (README, "Step through"), never written by hand:
// each step's text gives the numbers the test computed at that point, and its `evidence` points
// at the same part of the result the view and the Why panel show (the SAT axis, the GJK step,
// the plane–box axis, the octree node). The tests are run in double with the scene's tolerances.
//
// - plane–box: per box axis uᵢ the sign of n·uᵢ picks the n and p vertices' side along it, then
//   the two signed distances n·v − d decide (front if dist(n) > 0, back if dist(p) < 0);
// - OBB–OBB and OBB–AABB (SAT): axis by axis in the test's order, the two projected intervals
//   and the gap, stopping at the first separating axis (else: the axis of least overlap);
// - any convex pair the GJK fallback decides: step by step, the search direction, the support
//   point found, the simplex and its point nearest the origin;
// - an object's octree query: node by node in the walk's order, the cells visited (objects
//   tested, hits) and the children pruned.
#include <string_view>
#include <vector>

#include "../scene/scene.hpp"

namespace collide {

// The steps for the pair of objects a and b (ids) of `scene`, or none when they are not in it or
// their test has no step-through (the Lesson panel says so).
std::vector<LessonStep> step_through_pair(const Scene& scene, std::string_view a,
                                          std::string_view b);

// The steps of the broadphase query of object `id`'s box against the scene's octree (as the
// scene's settings build it); none when the object is not in the float tree.
std::vector<LessonStep> step_through_octree_query(const Scene& scene, std::string_view id);

}  // namespace collide
