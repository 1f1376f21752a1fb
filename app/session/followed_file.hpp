#pragma once
// Following the document's file (`view SCENE --follow`, File > Follow file): when another
// program rewrites it, FileFlow reads it again in the background, like File › Open, and the new
// scene keeps the camera, the selection and the focused pair by id (AppSession::reload_document).
// A write that does not load (malformed, half a file) is reported (error()) and the last good
// scene stays; the next good write clears it. Unsaved edits are never thrown away without asking:
// with changes, a rewrite raises FileFlow's one question (save yours over it, don't save and
// reload, or cancel to keep yours). The document's own saves are recognised by their bytes and
// not reloaded. GL- and ImGui-free: the viewer polls it once a frame; tests drive it with a real
// folder.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "app/document/file_flow.hpp"
#include "app/document/file_watch.hpp"
#include "app/session/app_session.hpp"

namespace collide {

class FollowedFile {
 public:
  // Reloads go through `flow` (whose document is the session's), into the session.
  FollowedFile(AppSession& session, FileFlow& flow,
               FileWatch::Clock::duration quiet = FileWatch::kQuiet);

  // On: watch the document's file (whatever file the document has from now on); off: stop.
  void set_enabled(bool on);
  bool enabled() const { return enabled_; }

  enum class Outcome { none, reloaded, failed, asking };
  // Once a frame, before the session's update: asks FileFlow to read the file again when it
  // changed and was then left alone (FileWatch's quiet time), and says how the last reload
  // ended. `reloaded`: the scene is the file's now; `failed`: the write did not load (error()
  // says why, the scene is unchanged); `asking`: FileFlow's question is pending.
  Outcome poll(FileWatch::Clock::time_point now);

  // The last write that did not load, one line ("scene.json:3:7: ..."), until a good one loads.
  const std::optional<std::string>& error() const { return error_; }

  // "Following scene.json", "Following scene.json: the last write did not load", or why it
  // cannot ("Not following: the scene has no file yet"). For the File menu and the status line.
  std::string status() const;
  std::size_t reloads() const { return reloads_; }

 private:
  void arm(const std::filesystem::path& path);
  // The hash of the file's bytes as they are now (read through the one bounded reader), if it
  // can be read.
  std::optional<std::size_t> bytes_now() const;
  Outcome take_end();

  AppSession& session_;
  FileFlow& flow_;
  FileWatch::Clock::duration quiet_;
  bool enabled_ = false;
  std::unique_ptr<FileWatch> watch_;
  std::filesystem::path watched_;     // the document's path the watch was armed for
  std::optional<std::size_t> known_;  // hash of the bytes last loaded, saved or declined
  std::uint64_t saves_seen_ = 0;
  std::optional<std::string> error_;
  std::size_t reloads_ = 0;
};

}  // namespace collide
