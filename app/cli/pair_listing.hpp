#pragma once
// `check SCENE --explain A,B`: one pair's whole story, from the same places the viewer reads it.
// It writes the why rows the why panel shows (app/session's LiveEvidence, with all 15 SAT axes),
// so the panel, the 3D labels and this text carry the same numbers. (`check --all`, every
// pair's verdict, is the report's: core/eval/check_report.hpp.)
#include <optional>
#include <ostream>
#include <string>

#include "core/scene/scene.hpp"

namespace collide {

// Writes the explanation of pair "A,B" (ids, in that order) of `scene` (from `file`) as text or
// JSON, in `precision` (--precision; else the file's): in "both", double's and float's answers,
// flagged where they differ, as the why panel shows them. Returns the exit code: 0, or 2 after
// writing to err when the pair names no two objects.
int explain_pair(const Scene& scene, const std::string& file, const std::string& pair,
                 std::optional<PrecisionChoice> precision, bool json, std::ostream& out,
                 std::ostream& err);

}  // namespace collide
