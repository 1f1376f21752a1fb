#include "app/document/file_flow.hpp"

namespace collide {

void FileFlow::request_open(const std::filesystem::path& path) {
  if (document_.modified())
    pending_ = Open{path};
  else
    open_now(path);
}

void FileFlow::request_new() {
  request_copy({}, {});
}

void FileFlow::request_copy(Scene scene, std::string title) {
  New n{std::move(scene), std::move(title)};
  if (document_.modified())
    pending_ = std::move(n);
  else
    start_new(std::move(n));
}

void FileFlow::start_new(New n) {
  stop_loading();  // a file still loading would replace the new scene
  if (n.title.empty())
    document_.reset(std::move(n.scene));
  else
    document_.reset(std::move(n.scene), n.title + " (copy)");
  opened_ = true;
}

void FileFlow::request_quit() {
  if (document_.modified())
    pending_ = Quit{};
  else
    quit_confirmed_ = true;
}

bool FileFlow::save() {
  if (auto e = document_.save()) {
    error_ = std::move(e);
    error_from_save_ = true;
    return false;
  }
  recent_.add(document_.path());
  saved_ = document_.path();
  return true;
}

bool FileFlow::save_as(const std::filesystem::path& path) {
  if (auto e = document_.save_as(path)) {
    error_ = std::move(e);
    error_from_save_ = true;
    return false;
  }
  recent_.add(path);
  saved_ = path;
  return true;
}

std::optional<std::string> FileFlow::question() const {
  const std::string name =
      document_.path().empty() ? "the untitled scene" : document_.path().filename().string();
  if (const auto* open = std::get_if<Open>(&pending_))
    return "Save changes to " + name + " before opening " + open->path.filename().string() + "?";
  if (const auto* loaded = std::get_if<Loaded>(&pending_))
    return "Save changes to " + name + " before opening " + loaded->path.filename().string() + "?";
  if (std::holds_alternative<Reload>(pending_))
    return "Another program changed " + name +
           ". Save your changes over its version, or don't save and reload it?";
  if (const auto* n = std::get_if<New>(&pending_))
    return "Save changes to " + name + " before " +
           (n->title.empty() ? "starting a new scene" : "opening " + n->title) + "?";
  if (std::holds_alternative<Quit>(pending_))
    return "Save changes to " + name + " before quitting?";
  return std::nullopt;
}

void FileFlow::answer(Answer a) {
  Pending action = std::exchange(pending_, std::monostate{});
  if (auto* reload = std::get_if<Reload>(&action)) return answer_reload(a, std::move(*reload));
  switch (a) {
    case Answer::cancel:
      return;
    case Answer::save:
      // A failed save stops here: nothing is discarded, the error says why.
      if (!save()) return;
      break;
    case Answer::discard:
      break;
  }
  go_on(std::move(action));
}

void FileFlow::answer_reload(Answer a, Reload reload) {
  switch (a) {
    case Answer::discard:
      apply_reload(std::move(reload));
      return;
    case Answer::save:
      // Ours over theirs: the file then holds this scene, nothing to read back (the follower
      // knows our bytes from the save). A failed save keeps the changes; error() says why.
      save();
      reload_end_ = ReloadEnd{ReloadEnd::Kind::kept, std::nullopt, {}};
      return;
    case Answer::cancel:
      // These bytes are declined: asked about again only when the file changes again.
      reload_end_ = ReloadEnd{ReloadEnd::Kind::kept, reload.bytes, {}};
      return;
  }
}

void FileFlow::answer_save_as(const std::filesystem::path& path) {
  Pending action = std::exchange(pending_, std::monostate{});
  if (save_as(path)) go_on(std::move(action));
}

void FileFlow::open_now(const std::filesystem::path& path) {
  if (loading_ == Loading::background) {
    stop_loading();  // a load still running is cancelled
    load_ = std::make_unique<BackgroundLoad>(path);
    return;
  }
  if (auto e = document_.open(path)) {
    error_ = std::move(e);
    error_from_save_ = false;
    return;
  }
  recent_.add(path);
  opened_ = true;
}

void FileFlow::request_reload(std::optional<std::size_t> known) {
  if (document_.path().empty() || (load_ && !reloading_)) return;
  stop_loading();
  load_ = std::make_unique<BackgroundLoad>(document_.path());
  reloading_ = true;
  reload_known_ = known;
}

void FileFlow::drop_reload() {
  if (reloading_) stop_loading();
  if (std::holds_alternative<Reload>(pending_)) pending_ = std::monostate{};
  reload_end_.reset();
}

void FileFlow::stop_loading() {
  load_.reset();  // cancels the load and waits for its thread
  reloading_ = false;
}

void FileFlow::cancel_loading() {
  if (load_) load_->cancel();
}

bool FileFlow::poll() {
  if (!load_ || !load_->done()) return false;
  finish_loading();
  return true;
}

void FileFlow::finish_loading() {
  const std::unique_ptr<BackgroundLoad> load = std::move(load_);
  SceneLoad result = load->take();
  if (std::exchange(reloading_, false)) return finish_reload(*load, std::move(result));
  if (result.ok()) {
    Loaded loaded{load->path(), std::move(*result.scene)};
    // The scene stayed usable during the load: edits made meanwhile are asked about now.
    if (document_.modified())
      pending_ = std::move(loaded);
    else
      adopt(std::move(loaded));
  } else if (result.error->kind == SceneErrorKind::cancelled) {
    notice_ = "Opening " + load->path().filename().string() + " cancelled";
  } else {
    error_ = result.error->to_string();
    error_from_save_ = false;
    load_error_kind_ = result.error->kind;
  }
}

void FileFlow::finish_reload(const BackgroundLoad& load, SceneLoad result) {
  using Kind = ReloadEnd::Kind;
  const std::optional<std::size_t> bytes = load.bytes_hash();
  const bool pending_other = !std::holds_alternative<std::monostate>(pending_) &&
                             !std::holds_alternative<Reload>(pending_);
  if (!result.ok() && result.error->kind == SceneErrorKind::cancelled) {
    notice_ = "Reloading " + load.path().filename().string() + " cancelled";
    reload_end_ = ReloadEnd{Kind::dropped, std::nullopt, {}};
  } else if (load.path() != document_.path() || pending_other) {
    // The document moved on (saved elsewhere), or another action waits for an answer.
    reload_end_ = ReloadEnd{Kind::dropped, std::nullopt, {}};
  } else if (bytes && bytes == reload_known_) {
    reload_end_ = ReloadEnd{Kind::unchanged, bytes, {}};  // our own save, a touch, declined
  } else if (!result.ok()) {
    // Not an open's error box: a writer may leave half a file for a moment. The last good
    // scene stays, and any unsaved changes with it.
    reload_end_ = ReloadEnd{Kind::failed, bytes, result.error->to_string()};
  } else if (document_.modified()) {
    pending_ = Reload{std::move(*result.scene), bytes};  // a newer version replaces an older
    reload_end_ = ReloadEnd{Kind::asking, bytes, {}};
  } else {
    apply_reload(Reload{std::move(*result.scene), bytes});
  }
}

void FileFlow::apply_reload(Reload reload) {
  if (reload_target_)
    reload_target_(std::move(reload.scene));
  else
    document_.reload(std::move(reload.scene));
  reload_end_ = ReloadEnd{ReloadEnd::Kind::reloaded, reload.bytes, {}};
}

void FileFlow::adopt(Loaded loaded) {
  // Here, on the main thread: nothing else reads the document while it is replaced.
  document_.adopt(loaded.path, std::move(loaded.scene));
  recent_.add(loaded.path);
  opened_ = true;
}

void FileFlow::go_on(Pending action) {
  if (const auto* open = std::get_if<Open>(&action)) {
    open_now(open->path);
  } else if (auto* n = std::get_if<New>(&action)) {
    start_new(std::move(*n));
  } else if (auto* loaded = std::get_if<Loaded>(&action)) {
    adopt(std::move(*loaded));

  } else if (std::holds_alternative<Quit>(action)) {
    quit_confirmed_ = true;
  }
}

}  // namespace collide
