#pragma once
// Scene files on disk. Loading never crashes and never half-loads: it gives a whole Scene or one
// SceneError (see scene_json.hpp), and reads at most a size limit (through read_bounded_file:
// the same messages as every file the app reads). Saving is atomic: the text is
// written to a temporary file in the same directory, flushed and fsync'ed, then renamed over the
// target, after the previous version was kept as FILE.bak (a hard link, renamed into place). A
// crash, a kill, a full disk or a failed write leaves the old file as it was; what a kill leaves
// behind (a temporary file of ours) is removed by the next save of that file. Saving through a
// symbolic link writes the file it leads to. Nothing here throws.
#include <cstddef>
#include <filesystem>
#include <optional>

#include "bounded_file.hpp"
#include "scene_json.hpp"

namespace collide {

// The largest scene file load_scene reads unless told otherwise: 256 MiB (a scene of a million
// boxes is about 180 MB). `check` and `render` raise it with --max-file-size.
inline constexpr std::size_t kDefaultMaxSceneBytes = std::size_t{256} << 20;

// Reads and parses a scene file; errors name the file as given. A file larger than `max_bytes`
// is refused (SceneErrorKind::too_large) without being read — or, when its size is not known in
// advance (a pipe, a device), as soon as more than that has been read. A file whose first bytes
// are already not JSON is refused there, without reading the rest.
SceneLoad load_scene(const std::filesystem::path& path,
                     std::size_t max_bytes = kDefaultMaxSceneBytes) noexcept;
// The same, telling `hooks` how far it has got and stopping when they say (scene_json.hpp's
// LoadHooks: progress every 64 KiB read and every 1,024 objects built; a cancel gives
// SceneErrorKind::cancelled and no scene). For a load on another thread (the viewer's File ›
// Open) or a progress line on a terminal (`check`).
SceneLoad load_scene(const std::filesystem::path& path, std::size_t max_bytes,
                     const LoadHooks& hooks) noexcept;

// Writes `scene` to `path` atomically (see above). Returns the error, or nothing on success.
// A scene that would not load again (NaN, duplicate id, …) is refused before any file is touched.
// When `path` is a symbolic link (or a chain of them), the file it leads to is written and backed
// up beside itself; the link stays a link.
std::optional<SceneError> save_scene(const Scene& scene,
                                     const std::filesystem::path& path) noexcept;

// The backup that save_scene keeps of the previous version: "FILE.bak" beside FILE.
std::filesystem::path backup_path(const std::filesystem::path& path);

}  // namespace collide
