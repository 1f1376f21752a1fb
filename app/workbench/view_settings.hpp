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

// ImGui's layout (window positions, sizes, collapsed state) from and to the settings' text.
// load: after CreateContext, before the first NewFrame.
void load_layout(const Settings& settings);
void save_layout(Settings& settings);

// Forgets every panel's position and size: the next frame places them as on a first launch
// (their ImGuiCond_FirstUseEver positions apply again).
void reset_layout();

// The gizmo's snap steps from the settings and back (steps that are not positive are ignored:
// a step of 0 would snap everything to one value).
void apply_snap_steps(const Settings& settings, GizmoSettings& gizmo);
void remember_snap_steps(const GizmoSettings& gizmo, Settings& settings);

}  // namespace collide
