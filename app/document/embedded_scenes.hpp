#pragma once
// The scene library (assets/scenes/*.json), compiled into the executable by
// collide_embed(collide_app scenes …) in app/CMakeLists.txt, so the viewer runs from any
// directory and every lesson is at hand.
#include <span>
#include <string_view>

namespace collide::embedded {
// The bytes of "assets/scenes/NAME.json", or empty when no such file was embedded.
std::string_view scenes(std::string_view path);
// Every embedded path, sorted by name.
std::span<const std::string_view> scenes_paths();
}  // namespace collide::embedded
