#pragma once
// Whether ImGui takes the pointer at a point: decided from the event's own position against the
// windows of the last frame (docked panels, menus, dialogs, the help window; not the overlays
// that take no input), an open popup or modal, or a widget being dragged. ImGui's own
// WantCaptureMouse reflects where the pointer was when the last frame began: at 2 fps a move
// onto a panel and a click there arrive in one frame, and the click would reach the 3D view.
#include <imgui.h>

namespace collide {

// `p`: window coordinates (ImGui's). Needs an ImGui context that has drawn a frame.
bool pointer_over_ui(ImVec2 p);

}  // namespace collide
