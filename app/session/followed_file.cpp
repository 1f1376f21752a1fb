#include "app/session/followed_file.hpp"

#include <functional>
#include <string_view>
#include <utility>

#include "core/scene/scene_io.hpp"

namespace collide {

FollowedFile::FollowedFile(AppSession& session, FileFlow& flow, FileWatch::Clock::duration quiet)
    : session_(session), flow_(flow), quiet_(quiet) {
  flow_.set_reload_target([&session](Scene scene) { session.reload_document(std::move(scene)); });
}

std::optional<std::size_t> FollowedFile::bytes_now() const {
  const FileRead read = read_bounded_file(watched_, kDefaultMaxSceneBytes, "scene file");
  if (!read.ok()) return std::nullopt;
  return std::hash<std::string_view>{}(*read.text);
}

void FollowedFile::set_enabled(bool on) {
  enabled_ = on;
  if (!on) {
    flow_.drop_reload();  // switched off mid-reload (or mid-question): nothing lands after
    watch_.reset();
    watched_.clear();
    error_.reset();
  }
}

void FollowedFile::arm(const std::filesystem::path& path) {
  watched_ = path;
  watch_.reset();
  known_.reset();
  error_.reset();
  saves_seen_ = session_.document().saves();
  if (path.empty()) return;
  watch_ = std::make_unique<FileWatch>(path, quiet_);
  // The document was opened or saved from these bytes: they are not read back.
  known_ = bytes_now();
}

FollowedFile::Outcome FollowedFile::poll(FileWatch::Clock::time_point now) {
  if (!enabled_) return Outcome::none;
  const Document& doc = session_.document();
  if (!watch_ || doc.path() != watched_) arm(doc.path());
  if (!watch_) return Outcome::none;
  const Outcome ended = take_end();
  if (doc.saves() != saves_seen_) {
    // Our own save: its bytes are known, so its events reload nothing (and a reload that was
    // reading the file before it starts again, to compare with them).
    saves_seen_ = doc.saves();
    known_ = bytes_now();
    if (flow_.reloading()) flow_.request_reload(known_);
  }
  if (watch_->poll(now)) flow_.request_reload(known_);
  if (ended != Outcome::none) return ended;
  return flow_.asking_to_reload() ? Outcome::asking : Outcome::none;
}

FollowedFile::Outcome FollowedFile::take_end() {
  const std::optional<FileFlow::ReloadEnd> end = flow_.take_reload_end();
  if (!end) return Outcome::none;
  using Kind = FileFlow::ReloadEnd::Kind;
  // Bytes loaded, refused or declined are known: the same bytes again are not asked about.
  if (end->bytes && end->kind != Kind::dropped) known_ = end->bytes;
  switch (end->kind) {
    case Kind::reloaded:
      error_.reset();
      ++reloads_;
      return Outcome::reloaded;
    case Kind::failed:
      error_ = end->error;
      return Outcome::failed;
    case Kind::asking:
      return Outcome::asking;
    default:
      return Outcome::none;
  }
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
