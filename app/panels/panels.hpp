#pragma once
// The ImGui panels: the object list, and the overlay with frame time and draw calls.
#include <optional>
#include <utility>
#include <vector>

#include <imgui.h>

#include "app/document/edit.hpp"
#include "app/session/selection.hpp"
#include "core/scene/scene.hpp"

namespace collide {

struct FrameStats {
  double frame_ms = 0;  // a frame's work (not the wait for an event), averaged over half a second
  int draw_calls = 0;   // OpenGL draw calls of the last frame: scene and panels
  int scene_draw_calls = 0;
};

inline constexpr float kPanelMargin = 12;

struct PanelActions {
  bool frame_scene = false;    // the "Frame scene" button was pressed
  int hovered = -1;            // the object whose row is under the pointer
  std::optional<Edit> edit;    // a change asked for (a visibility box), for the document to apply
  int clicked = -1;            // the object whose row was clicked (to select it)
  bool clicked_shift = false;  // ... with Shift held (add or remove it)
};

// The indices of the objects whose "name id kind" passes `filter` (ImGui's syntax: "box",
// "-plane", "a,b"), in scene order; every object when the filter is empty.
std::vector<int> filtered_objects(const Scene& scene, const ImGuiTextFilter& filter);

// Lists the objects with their colour, kind and a visibility box; toggling one returns the edit
// ("Hide Sphere") for the document's history. A filter field narrows the list; only the rows on
// screen are laid out (ImGuiListClipper), so 20,000 objects cost about what 20 do.
// With a selection, its rows are drawn selected and a click on a row is reported (clicked).
PanelActions objects_panel(const Scene& scene, const Selection* selection = nullptr);
// A small translucent box whose top-right corner is `corner` (the view's). Returns its top-left
// and bottom-right corners (the view's labels keep clear of it).
std::pair<ImVec2, ImVec2> stats_overlay(const FrameStats& stats, std::size_t object_count,
                                        ImVec2 corner);

}  // namespace collide
