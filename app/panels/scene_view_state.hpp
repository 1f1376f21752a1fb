#pragma once
// Per-scene view state: what the panels and the view show of the scene open now, as against how
// the person likes the app (the layout, the text size, the Octree panel's filters: Settings).
// The workbench holds one and starts it afresh — the whole struct, value-initialised — whenever
// another scene opens (Workbench::start_scene_view), so nothing kept here leaks into the next
// scene: a panel keeps what belongs to one scene here, never in itself. (The Pairs panel's
// filters hid the next file's pairs, "0 of 1 pairs"; the Octree panel compared another scene's
// pairs with this one's, "CHANGED".) The views of a scene that are whole panels — the Octree
// panel, whose tree the 3D view draws while it is open — are the panel table's `per_scene` rows,
// closed at the same moment. A scene file that names the views it wants would open them there.
// The session's own per-scene state (selection, focused pair) is reset by AppSession::update.
#include "app/panels/lesson_authoring.hpp"
#include "app/panels/octree_panel.hpp"
#include "app/panels/pin_controls.hpp"
#include "app/session/lesson_player.hpp"
#include "app/session/pair_rows.hpp"
#include "app/session/timeline.hpp"

namespace collide {

struct SceneViewState {
  PairFilter pair_filter;     // the Pairs panel's filters ("involving the selection", …)
  OctreePanelState octree;    // the Octree panel's pairs before its last parameter change
  PinControlsState pins;      // the tolerance typed for the next "Pin numbers" (the Why panel)
  TimelineState timeline;     // the time shown, playing or not, the speed: a new scene at t = 0
  LessonPlayer lesson;        // the lesson played (the scene's steps, or a step-through)
  LessonAuthoring authoring;  // the Lesson panel's step being edited, a recording asked for
};

}  // namespace collide
