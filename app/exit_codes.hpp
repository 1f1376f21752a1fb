#pragma once
// One exit-code contract for the viewer and every subcommand (README, "Exit codes"): 0 done; 1
// failed (an expectation failed, no display, an output that cannot be written — a full disk,
// /dev/full —, out of memory); 2 bad input (bad usage, or a scene file that cannot be loaded:
// missing, malformed, invalid, over the size limit). Its own header, so the viewer can return
// them without depending on the command line.
#include "core/scene/scene_json.hpp"

namespace collide {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1;
inline constexpr int kExitUsage = 2;  // bad usage, or bad input (kExitBadInput in check_report.hpp)

// A scene file that cannot be loaded is bad input (2), unless memory ran out reading it (1).
inline int load_error_exit_code(SceneErrorKind kind) {
  return kind == SceneErrorKind::out_of_memory ? kExitFailure : kExitUsage;
}

}  // namespace collide
