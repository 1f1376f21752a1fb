#pragma once
// The progress of a file being opened in the background (app/document/background_load.hpp),
// drawn over the 3D view while the current scene stays usable around it: the file, a bar, the
// bytes read and parsed and the objects built, and how to cancel (Esc, or the button).
#include <string>

#include <imgui.h>

#include "core/scene/scene_json.hpp"

namespace collide {

// "23.4 MiB of 50 MiB, 120,000 objects": the bar's caption.
std::string loading_caption(const LoadProgress& progress);

// Draws the overlay centred at `center` (ImGui coordinates: the view's centre). Returns true
// when its Cancel button was clicked.
bool loading_overlay(const std::string& file_name, const LoadProgress& progress, ImVec2 center);

}  // namespace collide
