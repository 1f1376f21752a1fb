#pragma once
// `check SCENE --explain A,B` and `check SCENE --all`: one pair's whole story and every pair's
// verdict, from the same places the viewer reads them. --explain writes the why rows the why
// panel shows (app/visualize: explain_evidence, with all 15 SAT axes), so the panel, the 3D
// labels and this text carry the same numbers. --all lists every candidate pair of the
// SceneEvaluation with its verdict and, for separated ones, what separated them (the plane side,
// the SAT's first separating axis, the test's main numbers).
#include <ostream>
#include <string>

#include "core/scene/scene.hpp"

namespace collide {

// Writes the explanation of pair "A,B" (ids, in that order) of `scene` (from `file`) as text or
// JSON. Returns the exit code: 0, or 2 after writing to err when the pair names no two objects.
int explain_pair(const Scene& scene, const std::string& file, const std::string& pair, bool json,
                 std::ostream& out, std::ostream& err);

// Writes every candidate pair of `scene` as text or JSON. Returns 0 when every expectation holds,
// else 1 (as `check`).
int list_all_pairs(const Scene& scene, const std::string& file, bool json, std::ostream& out);

}  // namespace collide
