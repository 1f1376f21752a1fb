#pragma once
// `collision-lab check SCENE.json… [--json] [--summary]`: loads each scene, runs its pairs and
// checks its expectations (core/scene_check.hpp). Exit 0 when all hold, 1 when any fails, 2 when
// a file cannot be loaded. Also the scene loading that `render SCENE.json` shares.
#include <optional>
#include <ostream>
#include <string>

#include "app/cli/commands.hpp"
#include "core/scene/scene.hpp"

namespace collide {

Command check_command();

// The scene in `path`, or nothing after writing "collision-lab: FILE: where: what" to err.
std::optional<Scene> load_scene_or_report(const std::string& path, std::ostream& err);

}  // namespace collide
