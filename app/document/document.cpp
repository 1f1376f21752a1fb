#include "app/document/document.hpp"

#include "core/scene/scene_io.hpp"

namespace collide {

Document::Document(Scene scene) : scene_(std::move(scene)) {
  history_.note_everything();
}

std::string Document::window_title() const {
  // ASCII only: ImGui's default font shows it in the menu bar too.
  const std::string name = path_.empty() ? untitled_name_ : path_.filename().string();
  return (modified() ? "*" : "") + name + " - Collision Lab";
}

void Document::replace_scene(Scene scene) {
  // The new scene continues the version count, so anything that caches results by version
  // (octree, pair results) sees a change even when the file's scene is "version 0".
  const std::uint64_t version = scene_.version + 1;
  scene_ = std::move(scene);
  scene_.version = version;
  history_.clear();
  history_.note_everything();
}

std::optional<std::string> Document::open(const std::filesystem::path& path) {
  SceneLoad load = load_scene(path);
  if (!load.ok()) return load.error->to_string();
  adopt(path, std::move(*load.scene));
  return std::nullopt;
}

void Document::adopt(const std::filesystem::path& path, Scene scene) {
  replace_scene(std::move(scene));
  path_ = path;
  ++scenes_opened_;
}

void Document::reset(Scene scene, std::string untitled_name) {
  replace_scene(std::move(scene));
  path_.clear();
  untitled_name_ = std::move(untitled_name);
  ++scenes_opened_;
}

std::optional<std::string> Document::save() {
  if (path_.empty()) return "this scene has no file yet: use Save As";
  return save_as(path_);
}

std::optional<std::string> Document::save_as(const std::filesystem::path& path) {
  history_.end_gesture();
  if (camera_source_)
    if (std::optional<SceneCamera> camera = camera_source_()) scene_.camera = *camera;
  if (focus_source_)
    if (std::optional<SceneFocus> focus = focus_source_()) scene_.focus = std::move(*focus);
  if (auto error = save_scene(scene_, path)) return error->to_string();
  path_ = path;
  history_.mark_saved();
  ++saves_;
  return std::nullopt;
}

}  // namespace collide
