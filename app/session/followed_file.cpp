#include "app/session/followed_file.hpp"

#include <functional>
#include <string_view>

#include "core/scene/scene_io.hpp"

namespace collide {

namespace {

std::size_t hash_of(const std::string& text) {
  return std::hash<std::string_view>{}(text);
}

}  // namespace

FollowedFile::FileBytes FollowedFile::read_file(const std::filesystem::path& path) {
  FileRead read = read_bounded_file(path, kDefaultMaxSceneBytes, "scene file");
  if (!read.ok()) return {std::nullopt, read.error->to_string()};
  return {std::move(read.text), {}};
}

void FollowedFile::set_enabled(bool on) {
  enabled_ = on;
  if (!on) {
    watch_.reset();
    watched_.clear();
    asking_ = false;
    error_.reset();
  }
}

void FollowedFile::arm(const std::filesystem::path& path) {
  watched_ = path;
  watch_.reset();
  known_.reset();
  asking_ = false;
  error_.reset();
  saves_seen_ = session_.document().saves();
  if (path.empty()) return;
  watch_ = std::make_unique<FileWatch>(path, quiet_);
  // The document was opened or saved from these bytes: no need to read them back.
  if (const FileBytes f = read_file(path); f.text) known_ = hash_of(*f.text);
}

FollowedFile::Outcome FollowedFile::poll(FileWatch::Clock::time_point now) {
  if (!enabled_) return Outcome::none;
  const Document& doc = session_.document();
  if (!watch_ || doc.path() != watched_) arm(doc.path());
  if (!watch_) return Outcome::none;
  if (doc.saves() != saves_seen_) {
    // Our own save: its bytes are known, so its events read nothing back.
    saves_seen_ = doc.saves();
    if (const FileBytes f = read_file(watched_); f.text) known_ = hash_of(*f.text);
  }
  if (!watch_->poll(now)) return asking_ ? Outcome::asking : Outcome::none;
  return read_now();
}

FollowedFile::Outcome FollowedFile::read_now() {
  FileBytes f = read_file(watched_);
  if (f.text) {
    if (known_ == hash_of(*f.text) && !asking_) return Outcome::none;  // our save, or a touch
    if (session_.document().modified()) {
      asking_ = true;
      return Outcome::asking;
    }
  }
  return load(std::move(f));
}

FollowedFile::Outcome FollowedFile::load(FileBytes f) {
  if (!f.text) {
    // Gone for now (a writer that deletes, then writes): the next event reads it again.
    error_ = std::move(f.error);
    return Outcome::failed;
  }
  known_ = hash_of(*f.text);
  SceneLoad load = parse_scene(*f.text, watched_.string());
  if (!load.ok()) {
    // The last good scene stays (and any unsaved changes with it).
    error_ = load.error->to_string();
    return Outcome::failed;
  }
  session_.reload_document(std::move(*load.scene));
  error_.reset();
  ++reloads_;
  return Outcome::reloaded;
}

std::optional<std::string> FollowedFile::question() const {
  if (!asking_) return std::nullopt;
  return watched_.filename().string() +
         " was changed by another program. Reload it and discard your unsaved changes?";
}

FollowedFile::Outcome FollowedFile::answer(bool reload) {
  if (!asking_) return Outcome::none;
  if (!reload) {
    asking_ = false;
    // These bytes are declined: asked about again only when the file changes again.
    if (const FileBytes f = read_file(watched_); f.text) known_ = hash_of(*f.text);
    return Outcome::none;
  }
  asking_ = false;
  return load(read_file(watched_));
}

std::string FollowedFile::status() const {
  if (!enabled_) return "Not following the file";
  if (watched_.empty()) return "Not following: the scene has no file yet";
  const std::string name = watched_.filename().string();
  if (watch_ && watch_->error()) return "Not following " + name + ": " + *watch_->error();
  if (error_) return "Following " + name + ": the last write did not load";
  return "Following " + name;
}

}  // namespace collide
