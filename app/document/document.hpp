#pragma once
// The scene being edited, where it lives on disk, and whether it has unsaved changes. Opening
// and saving go through core/scene_io, so a failed load keeps the current scene and a save never
// leaves a half-written file.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

#include "core/scene/scene.hpp"

namespace collide {

class Document {
 public:
  // An untitled document holding `scene` (the default scene at start-up).
  explicit Document(Scene scene = {});

  Scene& scene() { return scene_; }
  const Scene& scene() const { return scene_; }
  // Empty for an untitled document.
  const std::filesystem::path& path() const { return path_; }
  // Every change bumps the scene's version; the saved version is the one on disk.
  bool modified() const { return scene_.version != saved_version_; }

  // "lesson.json - Collision Lab", with a leading "*" while there are unsaved changes.
  std::string window_title() const;

  // Replaces the scene with the file's. On failure nothing changes and the error (file, line or
  // JSON path, what was expected) is returned as one line.
  std::optional<std::string> open(const std::filesystem::path& path);
  // Saves to path() (an untitled document needs save_as). Returns the error, if any.
  std::optional<std::string> save();
  // Saves to `path` and makes it the document's path. Returns the error, if any.
  std::optional<std::string> save_as(const std::filesystem::path& path);

 private:
  Scene scene_;
  std::filesystem::path path_;
  std::uint64_t saved_version_;
};

}  // namespace collide
