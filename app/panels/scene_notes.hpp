#pragma once
// The scene's notes: its one-line description (what a lesson shows, what an edge case pins
// down) and, for the object under the pointer, that object's description. Lessons tell their
// story here.
#include "core/scene/scene.hpp"

namespace collide {

// The panel's contents: the scene's description (a hint when it has none).
void scene_notes_panel(const Scene& scene);
// A tooltip with the object's id, kind, why it is invalid (when it is) and description (call
// when the object is hovered in the viewport).
void object_tooltip(const SceneObject& object);

}  // namespace collide
