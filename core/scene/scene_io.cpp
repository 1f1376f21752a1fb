#include "core/scene/scene_io.hpp"

#include <algorithm>
#include <string>

#include "core/scene/atomic_file.hpp"

namespace collide {
namespace {

// A read error in the scene's terms: the same message, the kind the exit codes go by.
SceneError scene_error(const FileReadError& e) {
  SceneError err{e.file, 0, 0, "", e.message};
  err.kind = e.kind == FileReadErrorKind::too_large       ? SceneErrorKind::too_large
             : e.kind == FileReadErrorKind::out_of_memory ? SceneErrorKind::out_of_memory
                                                          : SceneErrorKind::io;
  return err;
}

// What is read before the first bytes are checked for JSON syntax (malformed_prefix).
constexpr std::size_t kFirstChunk = 64 * 1024;

}  // namespace

std::filesystem::path backup_path(const std::filesystem::path& path) {
  std::filesystem::path bak = path;
  bak += ".bak";
  return bak;
}

SceneLoad load_scene(const std::filesystem::path& path, std::size_t max_bytes) noexcept {
  return load_scene(path, max_bytes, LoadHooks{});
}

SceneLoad load_scene(const std::filesystem::path& path, std::size_t max_bytes,
                     const LoadHooks& hooks) noexcept {
  try {
    // Why the read was stopped, when it was: a cancel, or garbage in the first bytes (refused
    // there, not after reading a 200 MB file of it).
    std::optional<SceneError> stopped;
    LoadProgress progress;
    bool checked_prefix = false;
    const auto on_chunk = [&](std::string_view text, std::size_t size_known) {
      if (hooks.cancel && hooks.cancel->load(std::memory_order_relaxed)) {
        stopped = cancelled_load(path.string());
        return false;
      }
      if (hooks.progress) {
        progress.bytes_read = text.size();
        progress.bytes_total = std::max(size_known, text.size());
        hooks.progress(progress);
      }
      if (!checked_prefix && text.size() >= kFirstChunk) {
        checked_prefix = true;
        stopped = malformed_prefix(text, path.string());
      }
      return !stopped;
    };
    FileRead read = read_bounded_file(path, max_bytes, "scene file", on_chunk);
    if (!read.ok()) return {std::nullopt, stopped ? *stopped : scene_error(*read.error)};
    if (hooks.read) hooks.read(*read.text);
    // A mesh's "file" is relative to the scene file's own directory (made absolute, so that the
    // scene's meshes still name their files after the current directory changes).
    MeshFiles meshes;
    meshes.directory = std::filesystem::absolute(path).parent_path().string();
    return parse_scene(*read.text, path.string(), hooks, meshes);
  } catch (const std::bad_alloc&) {
    return {std::nullopt, out_of_memory(path.string(), "reading the file")};
  } catch (const std::exception& e) {
    SceneError err{path.string(), 0, 0, "", std::string("cannot read: ") + e.what()};
    err.kind = SceneErrorKind::io;
    return {std::nullopt, err};
  }
}

std::optional<SceneError> save_scene(const Scene& scene,
                                     const std::filesystem::path& path) noexcept {
  try {
    // A mesh's "file" is written relative to the folder saved into (a Save As elsewhere renames
    // it, so it still resolves), that folder as load_scene finds it: the path's, made absolute.
    SceneText text = format_scene(scene, std::filesystem::absolute(path).parent_path());
    if (text.error) {
      text.error->file = path.string();
      return text.error;
    }
    if (auto err = write_file_atomically(path, text.text, {.keep_backup = true})) {
      SceneError e{path.string(), 0, 0, "", *err};
      e.kind = SceneErrorKind::io;
      return e;
    }
    return std::nullopt;
  } catch (const std::bad_alloc&) {
    return out_of_memory(path.string(), "saving");
  } catch (const std::exception& e) {
    SceneError err{path.string(), 0, 0, "", std::string("cannot save: ") + e.what()};
    err.kind = SceneErrorKind::io;
    return err;
  }
}

}  // namespace collide
