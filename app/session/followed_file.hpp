#pragma once
// Following the document's file (`view SCENE --follow`, File > Follow file): when another
// program rewrites it, the scene is read again, keeping the camera, the selection and the focused
// pair by id (AppSession::reload_document). A write that does not load (malformed, half a file)
// is reported (error()) and the last good scene stays; the next good write clears it. Unsaved
// edits are never thrown away without asking: with changes, a rewrite raises question() and
// waits for answer(). The document's own saves are recognised by their bytes and not read back.
// GL- and ImGui-free: the viewer polls it once a frame; tests drive it with a real folder.
#include <cstddef>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "app/document/file_watch.hpp"
#include "app/session/app_session.hpp"

namespace collide {

class FollowedFile {
 public:
  explicit FollowedFile(AppSession& session, FileWatch::Clock::duration quiet = FileWatch::kQuiet)
      : session_(session), quiet_(quiet) {}

  // On: watch the document's file (whatever file the document has from now on); off: stop.
  void set_enabled(bool on);
  bool enabled() const { return enabled_; }

  enum class Outcome { none, reloaded, failed, asking };
  // Once a frame, before the session's update: reads the file when it changed and was then left
  // alone (FileWatch's quiet time). `reloaded`: the scene is the file's now; `failed`: the write
  // did not load (error() says why, the scene is unchanged); `asking`: a question is pending.
  Outcome poll(FileWatch::Clock::time_point now);

  // The last write that did not load, one line ("scene.json:3:7: ..."), until a good one loads.
  const std::optional<std::string>& error() const { return error_; }
  // Set while a rewrite waits for the person: the document has unsaved changes.
  std::optional<std::string> question() const;
  // true: read the file as it is now, discarding the changes; false: keep the changes (the file
  // is not asked about again until it changes again).
  Outcome answer(bool reload);

  // "Following scene.json", "Following scene.json: the last write did not load", or why it
  // cannot ("Not following: the scene has no file yet"). For the File menu and the status line.
  std::string status() const;
  std::size_t reloads() const { return reloads_; }

 private:
  struct FileBytes {
    std::optional<std::string> text;
    std::string error;  // when there is no text
  };
  // The whole file, or why not (at most what load_scene would read).
  static FileBytes read_file(const std::filesystem::path& path);
  void arm(const std::filesystem::path& path);
  Outcome read_now();
  Outcome load(FileBytes f);

  AppSession& session_;
  FileWatch::Clock::duration quiet_;
  bool enabled_ = false;
  std::unique_ptr<FileWatch> watch_;
  std::filesystem::path watched_;     // the document's path the watch was armed for
  std::optional<std::size_t> known_;  // hash of the bytes last loaded, saved or refused
  std::uint64_t saves_seen_ = 0;
  bool asking_ = false;
  std::optional<std::string> error_;
  std::size_t reloads_ = 0;
};

}  // namespace collide
