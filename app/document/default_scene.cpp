#include "app/document/default_scene.hpp"

#include <string_view>

#include "app/document/embedded_scenes.hpp"
#include "core/scene/scene_json.hpp"

namespace collide {

Scene default_scene() {
  // assets/scenes/default.json, compiled in: a few boxes (one rotated), a sphere and a tilted
  // plane, some pairs touching and some apart, with their expected verdicts. The scene tests
  // load and check the same file, so it cannot fail here; an empty scene is the fallback.
  constexpr std::string_view path = "assets/scenes/default.json";
  SceneLoad load = parse_scene(embedded::scenes(path), path);
  return load.ok() ? std::move(*load.scene) : Scene{};
}

}  // namespace collide
