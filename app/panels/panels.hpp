#pragma once
// The ImGui panels: the object list, and the overlay with frame time and draw calls.
#include <optional>

#include "app/document/edit.hpp"
#include "core/scene/scene.hpp"

namespace collide {

struct FrameStats {
  double frame_ms = 0;  // averaged over the last half second
  int draw_calls = 0;   // OpenGL draw calls of the last frame: scene and panels
  int scene_draw_calls = 0;
};

// The object list's place on the left; the viewer frames the scene to the right of it.
inline constexpr float kPanelMargin = 12;
inline constexpr float kPanelWidth = 300;
inline constexpr int kPanelInset = int(kPanelMargin * 2 + kPanelWidth);

struct PanelActions {
  bool frame_scene = false;  // the "Frame scene" button was pressed
  int hovered = -1;          // the object whose row is under the pointer
  std::optional<Edit> edit;  // a change asked for (a visibility box), for the document to apply
};

// Lists the objects with their colour, kind and a visibility box; toggling one returns the edit
// ("Hide Sphere") for the document's history.
PanelActions objects_panel(const Scene& scene);
// A small translucent box in the top-right corner.
void stats_overlay(const FrameStats& stats, std::size_t object_count);

}  // namespace collide
