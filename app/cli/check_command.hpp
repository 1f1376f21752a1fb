#pragma once
// `collision-lab check SCENE.json… [--json] [--summary] [--max-file-size N]`: loads each scene,
// runs its pairs and checks its expectations (core/eval/scene_check.hpp), writing the report file
// by file. Exit 0 when all hold, 1 when any fails (or the check or its output failed), 2 when a
// file cannot be loaded. Also the scene loading that `render SCENE.json` shares.
#include <cstddef>
#include <optional>
#include <ostream>
#include <string>

#include "app/cli/commands.hpp"
#include "core/scene/scene.hpp"
#include "core/scene/scene_json.hpp"

namespace collide {

Command check_command();

// The scene in `path` (read up to `max_bytes`), or nothing after writing
// "collision-lab: FILE: where: what" to err; `error` (if given) receives the error.
std::optional<Scene> load_scene_or_report(const std::string& path, std::ostream& err,
                                          std::size_t max_bytes,
                                          std::optional<SceneError>* error = nullptr);

// A load error as the command line reports it: a file over the size limit says how to raise it.
SceneError with_cli_hint(SceneError error);

}  // namespace collide
