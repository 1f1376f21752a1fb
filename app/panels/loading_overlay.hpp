#pragma once
// The progress of a file being opened in the background (app/document/background_load.hpp),
// drawn over the 3D view while the current scene stays usable around it: the file, a bar, the
// bytes read and parsed and the objects built, and how to cancel (Esc, or the button).
#include <string>

#include <imgui.h>

#include "core/scene/scene_json.hpp"

namespace collide {

// What a load shows of itself: a bar, its percentage and the words beside it, all of the same
// quantity. A load reads the file, then parses it; the bar follows the step under way (the bytes
// read, then the bytes parsed, of the file's size), as the caption names it, so "read 26 MiB of
// 50 MiB" sits beside 52% — a bar across both steps with reading weighted a tenth said 5% there.
// The viewer's overlay and `check`'s progress line both show it.
struct LoadingStatus {
  double fraction = 0;  // of the step under way, in [0, 1]
  std::string percent;  // "52%": the whole percent of the same bytes (rounded down)
  std::string caption;  // "read 26 MiB of 50 MiB, 0 objects", "parsed 23 MiB of 50 MiB, ..."
};
LoadingStatus loading_status(const LoadProgress& progress);

// Draws the overlay centred at `center` (ImGui coordinates: the view's centre). Returns true
// when its Cancel button was clicked.
bool loading_overlay(const std::string& file_name, const LoadProgress& progress, ImVec2 center);

}  // namespace collide
