#pragma once
// The ImGui and GLFW side of the settings (app/settings/settings.hpp): the theme's colours, the
// window's placement read back at exit, ImGui's panel layout in and out, and "Reset layout".
#include "app/edit/gizmo.hpp"
#include "app/settings/settings.hpp"

struct GLFWwindow;

namespace collide {

// ImGui's dark or light colours, with the viewer's rounding, sizes scaled to the monitor's
// content scale (a 2× screen gets a 2× interface rather than tiny widgets around big text).
void style_imgui(Theme theme, float content_scale);

// The window's placement now. A maximised window keeps the size and position it had before
// (what `placement` already holds), so un-maximising next time gives back the same window.
void read_placement(GLFWwindow* window, WindowPlacement& placement);

// The gizmo's snap steps from the settings and back (steps that are not positive are ignored:
// a step of 0 would snap everything to one value).
void apply_snap_steps(const Settings& settings, GizmoSettings& gizmo);
void remember_snap_steps(const GizmoSettings& gizmo, Settings& settings);

}  // namespace collide
