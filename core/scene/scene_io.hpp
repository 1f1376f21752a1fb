#pragma once
// Scene files on disk. Loading never crashes and never half-loads: it gives a whole Scene or one
// SceneError (see scene_json.hpp). Saving is atomic: the text is written to a temporary file in
// the same directory, flushed and fsync'ed, then renamed over the target, after the previous
// version was kept as FILE.bak. A crash, a full disk or a failed write leaves the old file as it
// was. Nothing here throws.
#include <filesystem>
#include <optional>

#include "core/scene/scene_json.hpp"

namespace collide {

// Reads and parses a scene file; errors name the file as given.
SceneLoad load_scene(const std::filesystem::path& path) noexcept;

// Writes `scene` to `path` atomically (see above). Returns the error, or nothing on success.
// A scene that would not load again (NaN, duplicate id, …) is refused before any file is touched.
std::optional<SceneError> save_scene(const Scene& scene,
                                     const std::filesystem::path& path) noexcept;

// The backup that save_scene keeps of the previous version: "FILE.bak" beside FILE.
std::filesystem::path backup_path(const std::filesystem::path& path);

}  // namespace collide
