#include "app/document/document.hpp"

#include "core/scene/scene_io.hpp"

namespace collide {

Document::Document(Scene scene) : scene_(std::move(scene)), saved_version_(scene_.version) {}

std::string Document::window_title() const {
  // ASCII only: ImGui's default font shows it in the menu bar too.
  const std::string name = path_.empty() ? "untitled" : path_.filename().string();
  return (modified() ? "*" : "") + name + " - Collision Lab";
}

std::optional<std::string> Document::open(const std::filesystem::path& path) {
  SceneLoad load = load_scene(path);
  if (!load.ok()) return load.error->to_string();
  // The loaded scene continues the version count, so anything that caches results by version
  // (octree, pair results) sees a change even when the file's scene is "version 0".
  const std::uint64_t version = scene_.version + 1;
  scene_ = std::move(*load.scene);
  scene_.version = version;
  saved_version_ = version;
  path_ = path;
  return std::nullopt;
}

std::optional<std::string> Document::save() {
  if (path_.empty()) return "this scene has no file yet: use Save As";
  return save_as(path_);
}

std::optional<std::string> Document::save_as(const std::filesystem::path& path) {
  if (auto error = save_scene(scene_, path)) return error->to_string();
  path_ = path;
  saved_version_ = scene_.version;
  return std::nullopt;
}

}  // namespace collide
