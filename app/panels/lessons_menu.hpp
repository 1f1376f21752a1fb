#pragma once
// The Lessons menu: every scene of the library (app/document/scene_library.hpp) in two groups,
// lessons and edge cases, each item with the scene's description as its tooltip.
#include <optional>
#include <string>

namespace collide {

// Draws the menu inside the main menu bar. Returns the embedded path of the scene picked this
// frame, if any; the caller opens it as an untitled copy.
std::optional<std::string> lessons_menu();

}  // namespace collide
