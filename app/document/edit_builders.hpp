#pragma once
// The edits a person makes, built against the current scene (which they snapshot) and labelled
// for the Edit menu. A builder that cannot make its edit (an unknown id, a taken id) returns an
// Edit whose `error` says why; applying it is refused with that message, so callers need only
// one check: `if (auto why = document.apply(move_object(document.scene(), "a", d))) show(*why);`
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/document/edit.hpp"

namespace collide {

// What a label calls an object: its name, or its id when it has none.
std::string display_name(const SceneObject& object);
// "Box", "AABB", "Sphere", "Moving sphere" (a sphere with a velocity), "Plane", ...
std::string kind_title(const ObjectDesc& d, const Motion& m = {});

// Replaces the object `id` with `after` (any field, the id included), labelled `label`, with
// the expectations following as for rename_object and move_object. For an inspector's field
// with no builder of its own.
Edit edit_object(const Scene& scene, std::string_view id, SceneObject after, std::string label);
// A new shape for the object (moved, turned, resized, or another kind): "<verb> Box A". When the
// kind changes, the expectations of its pairs drop what no longer applies (a side without a
// plane, a separating axis without two boxes, a contact time without a moving sphere), so the
// scene still saves as a file that loads.
// The object keeps its motion.
Edit move_object(const Scene& scene, std::string_view id, ObjectDesc desc,
                 std::string_view verb = "Move");
// The same with a new motion too (the gizmo's velocity handle, the Inspector's motion fields).
Edit pose_object(const Scene& scene, std::string_view id, ObjectPose pose,
                 std::string_view verb = "Move");
// "Hide Sphere" / "Show Sphere".
Edit set_visible(const Scene& scene, std::string_view id, bool visible);
// "Colour Box A"; nullopt gives the colour back to the viewer (chosen by kind).
Edit set_color(const Scene& scene, std::string_view id, std::optional<Rgb> color);
// "Rename Box A": a new id and name. The expectations that name the old id follow it. Refused
// when the new id is empty or another object has it.
Edit rename_object(const Scene& scene, std::string_view id, std::string new_id,
                   std::string new_name);
// "Describe Box A": the object's one-line description.
Edit describe_object(const Scene& scene, std::string_view id, std::string description);
// "Add Sphere": appended, or inserted at `index`. Refused when its id is empty or taken.
Edit add_object(const Scene& scene, SceneObject object,
                std::optional<std::size_t> index = std::nullopt);
// "Delete Box A" / "Delete 3 objects". The expectations that name a deleted object go with it
// (a scene file may not name an object it lacks). Unknown ids are refused; repeats are ignored.
Edit delete_objects(const Scene& scene, const std::vector<std::string>& ids);
// "Set precision to float", "Change tolerances", "Change octree settings" (or "Change settings"
// when several parts change).
Edit set_settings(const Scene& scene, SceneSettings settings);
// "Describe scene": the scene's one-line description.
Edit describe_scene(const Scene& scene, std::string description);
// "Edit expectations".
Edit set_expectations(const Scene& scene, std::vector<Expectation> expect);

// An id not used in `scene`, from `stem`: "sphere", else "sphere_2", "sphere_3", ...
std::string fresh_id(const Scene& scene, std::string_view stem);

}  // namespace collide
