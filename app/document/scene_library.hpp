#pragma once
// The scenes that ship with the app, grouped for the Lessons menu: lessons (lesson_*.json),
// edge cases (edge_*.json) and the rest. A library scene opens as an untitled copy, so saving
// never writes over the installed file.
#include <string>
#include <string_view>
#include <vector>

#include "core/scene/scene_json.hpp"

namespace collide {

enum class LibraryGroup { lessons, edge_cases, other };

struct LibraryEntry {
  std::string path;  // "assets/scenes/lesson_obb_sat.json", as embedded
  LibraryGroup group = LibraryGroup::other;
  std::string title;        // "OBB SAT", from the file name
  std::string description;  // the scene's own one-line description
};

// Every embedded scene, grouped in the order lessons, edge cases, other, and by name within a
// group. Parsed once, on first use.
const std::vector<LibraryEntry>& scene_library();

// The file name without its group prefix and extension, words capitalised, known acronyms in
// capitals: "lesson_obb_sat.json" → "OBB SAT", "edge_sphere_aabb_corner.json" → "Sphere AABB
// corner".
std::string library_title(std::string_view path);

// Parses an embedded scene; errors name the embedded path.
SceneLoad load_library_scene(std::string_view path);

}  // namespace collide
