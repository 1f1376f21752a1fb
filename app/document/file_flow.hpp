#pragma once
// The rules of opening, reloading, saving and quitting, without any UI: an action that would
// discard unsaved changes asks first (one question, whatever the action); a failed open keeps the
// current scene and reports why. The File menu (file_menu.hpp) shows this state and forwards the
// person's answers; tests drive it directly.
#include <cstddef>
#include <filesystem>
#include <functional>
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
  // The document's file was rewritten by another program (FollowedFile): it is read again on a
  // thread of its own, like File › Open (the loading overlay shows it, Esc cancels it), whatever
  // the Loading mode. `known` hashes the bytes last loaded, saved or declined
  // (BackgroundLoad::bytes_hash): the same bytes again change nothing. New bytes replace the
  // scene through the reload target (the same file, a new history, the view not reframed) — or,
  // when the scene has unsaved changes, question() asks first. A reload under way starts again
  // (to read the newest bytes); a File › Open under way is left alone (its scene is about to
  // replace this one). take_reload_end() tells how it ended.
  void request_reload(std::optional<std::size_t> known);
  // Puts a reloaded scene in place (AppSession::reload_document, which keeps the selection and the
  // focused pair by id); without one, Document::reload.
  void set_reload_target(std::function<void(Scene)> target) { reload_target_ = std::move(target); }
  // Forgets the reload: stops one under way and withdraws its question (following was switched
  // off: a write read before that must not land after it). An Open under way is left alone.
  void drop_reload();
  // Whether the load under way is a reload (request_reload).
  bool reloading() const { return load_ && reloading_; }
  struct ReloadEnd {
    // unchanged: the bytes were known; reloaded: the scene is the file's now; failed: the file
    // did not load (error, one line; the scene stays); asking: question() waits for the person;
    // kept: they kept their changes (Cancel); dropped: cancelled (Esc), or another action came
    // first.
    enum class Kind { unchanged, reloaded, failed, asking, kept, dropped };
    Kind kind = Kind::dropped;
    std::optional<std::size_t> bytes;  // the hash of the bytes read, when read in full
    std::string error;
  };
  // How the last reload ended (or an answer to its question), once.
  std::optional<ReloadEnd> take_reload_end() { return std::exchange(reload_end_, std::nullopt); }
  // Whether question() is about a reload.
  bool asking_to_reload() const { return std::holds_alternative<Reload>(pending_); }

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
  // The document's file, read again after another program rewrote it, under unsaved changes.
  struct Reload {
    Scene scene;
    std::optional<std::size_t> bytes;
  };
  using Pending = std::variant<std::monostate, Open, New, Quit, Loaded, Reload>;

  void open_now(const std::filesystem::path& path);
  void start_new(New n);
  void go_on(Pending action);

  void stop_loading();
  void finish_loading();
  void finish_reload(const BackgroundLoad& load, SceneLoad result);
  void adopt(Loaded loaded);
  void apply_reload(Reload reload);
  void answer_reload(Answer a, Reload reload);

  Document& document_;
  RecentFiles& recent_;
  Loading loading_;
  std::unique_ptr<BackgroundLoad> load_;
  bool reloading_ = false;                   // load_ is a reload
  std::optional<std::size_t> reload_known_;  // its request's `known`
  std::function<void(Scene)> reload_target_;
  std::optional<ReloadEnd> reload_end_;
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
