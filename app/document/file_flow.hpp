#pragma once
// The rules of opening, saving and quitting, without any UI: an action that would discard
// unsaved changes asks first; a failed open keeps the current scene and reports why. The File
// menu (file_menu.hpp) shows this state and forwards the person's answers; tests drive it
// directly.
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <variant>

#include "app/document/background_load.hpp"
#include "app/document/document.hpp"
#include "app/document/recent_files.hpp"

namespace collide {

class FileFlow {
 public:
  // How a file is opened: at once (tests, scripts), or on a thread of its own while the current
  // scene stays up (the viewer): poll() then swaps the new scene in when it is ready.
  enum class Loading { now, background };
  FileFlow(Document& document, RecentFiles& recent, Loading loading = Loading::now)
      : document_(document), recent_(recent), loading_(loading) {}

  // Opens `path` now (or starts loading it), or asks first when the scene has unsaved changes.
  // A new request while a file is loading cancels that load.
  void request_open(const std::filesystem::path& path);

  // The background load under way, if any: its file and progress, for the progress bar.
  const BackgroundLoad* loading() const { return load_.get(); }
  // Stops the load under way (Esc): the current scene stays, nothing is reported but a notice.
  void cancel_loading();
  // Once a frame, on the main thread: a finished load replaces the document's scene (or sets
  // error(), the scene unchanged). Returns whether a load finished this call.
  bool poll();
  // "Opening X cancelled", once, after cancel_loading's load has stopped.
  std::optional<std::string> take_notice() { return std::exchange(notice_, std::nullopt); }
  // Starts a new, empty, untitled scene now, or asks first when the scene has unsaved changes.
  void request_new();
  // Opens `scene` as an untitled copy (a library scene: saving never writes over the installed
  // file), now or after asking; `title` names it in the question and, as "TITLE (copy)", in the
  // window title until it is saved.
  void request_copy(Scene scene, std::string title);
  // Quits now, or asks first when the scene has unsaved changes.
  void request_quit();
  // Saves to the document's file. Returns false (and sets error()) when it has none or fails.
  bool save();
  bool save_as(const std::filesystem::path& path);

  // The question pending, if any: "Save changes to X before opening Y?"
  std::optional<std::string> question() const;
  enum class Answer { save, discard, cancel };
  // Save (then go on, unless the save fails), discard the changes (then go on), or cancel.
  // Answering save for an untitled document needs a file name: see answer_save_as.
  void answer(Answer a);
  void answer_save_as(const std::filesystem::path& path);

  bool quit_confirmed() const { return quit_confirmed_; }
  // True once after the document's scene was replaced by another file's or a new one (to reframe
  // the view).
  bool take_opened() { return std::exchange(opened_, false); }
  // The file written by the last successful save, once (for a "Saved …" notice).
  std::optional<std::filesystem::path> take_saved() { return std::exchange(saved_, std::nullopt); }
  // The last failure, one line, until cleared by whoever showed it.
  const std::optional<std::string>& error() const { return error_; }
  void clear_error() { error_.reset(); }
  // Whether that failure was a save (the file on disk is unchanged) rather than an open (the
  // current scene is unchanged).
  bool error_from_save() const { return error_from_save_; }
  // What kind of error the last background load that failed ended with (the viewer exits with
  // its code when that file was named on the command line).
  std::optional<SceneErrorKind> load_error_kind() const { return load_error_kind_; }

 private:
  struct Open {
    std::filesystem::path path;
  };
  struct New {
    Scene scene;
    std::string title;  // empty: a new, empty scene
  };
  struct Quit {};
  // A background load that finished after the scene was edited: asked about like an Open.
  struct Loaded {
    std::filesystem::path path;
    Scene scene;
  };
  using Pending = std::variant<std::monostate, Open, New, Quit, Loaded>;

  void open_now(const std::filesystem::path& path);
  void start_new(New n);
  void go_on(Pending action);

  void finish_loading();
  void adopt(Loaded loaded);

  Document& document_;
  RecentFiles& recent_;
  Loading loading_;
  std::unique_ptr<BackgroundLoad> load_;
  std::optional<std::string> notice_;
  Pending pending_;
  bool quit_confirmed_ = false;
  bool opened_ = false;
  std::optional<std::filesystem::path> saved_;
  std::optional<std::string> error_;
  bool error_from_save_ = false;
  std::optional<SceneErrorKind> load_error_kind_;
};

}  // namespace collide
