#pragma once
// The reports of `collision-lab check`: text for people, JSON for tools, and the exit code.
#include <cstddef>
#include <string>
#include <vector>

#include "core/eval/scene_check.hpp"

namespace collide {

// The human-readable report: a summary line per file, its failed expectations, and unless
// `summary` the intersecting pairs (at most `max_pairs` per file).
std::string format_check_text(const std::vector<CheckedFile>& files, bool summary,
                              std::size_t max_pairs = 50);
// One JSON document: {"files": [{"file", "summary": {…}, "pairs": […], "expectations": […]}
// or {"file", "error"}], "passed": bool}; "pairs" is left out when `summary`.
std::string format_check_json(const std::vector<CheckedFile>& files, bool summary);

// 0 when every file loaded and every expectation held, 1 when an expectation failed, 2 when a
// file could not be loaded.
int check_exit_code(const std::vector<CheckedFile>& files);

}  // namespace collide
