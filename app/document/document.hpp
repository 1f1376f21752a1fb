#pragma once
// The scene being edited, where it lives on disk, and its history. The scene is read-only to
// everyone else: every change is an Edit (edit.hpp, edit_builders.hpp) applied through the
// History, so it can be undone exactly, labelled in the Edit menu, and reported to readers as a
// SceneDelta. Opening and saving go through core/scene_io, so a failed load keeps the current
// scene and a save never leaves a half-written file.
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>

#include "app/document/history.hpp"
#include "core/scene/scene.hpp"

namespace collide {

class Document {
 public:
  // An untitled document holding `scene` (the default scene at start-up), with no history.
  explicit Document(Scene scene = {});

  const Scene& scene() const { return scene_; }
  // Empty for an untitled document.
  const std::filesystem::path& path() const { return path_; }
  // Unsaved changes: the history's position differs from the one saved (see History).
  bool modified() const { return history_.modified(); }

  // "lesson.json - Collision Lab", with a leading "*" while there are unsaved changes.
  std::string window_title() const;

  // Replaces the scene with the file's and starts a new history. On failure nothing changes and
  // the error (file, line or JSON path, what was expected) is returned as one line.
  std::optional<std::string> open(const std::filesystem::path& path);
  // The same with a scene already loaded from `path` (a background load, finished).
  void adopt(const std::filesystem::path& path, Scene scene);
  // Replaces the scene with `scene`, untitled, with a new history (File > New). The title calls
  // it `untitled_name` until it is saved ("OBB SAT (copy)" for a library scene).
  void reset(Scene scene, std::string untitled_name = "untitled");
  // Replaces the scene with `scene`, read again from path() (a followed file another program
  // rewrote), with a new history; the path stays.
  void reload(Scene scene) { replace_scene(std::move(scene)); }
  // Saves to path() (an untitled document needs save_as). Returns the error, if any. A gesture
  // under way is ended first, so the saved state is an entry of the history.
  std::optional<std::string> save();
  // Saves to `path` and makes it the document's path. Returns the error, if any.
  std::optional<std::string> save_as(const std::filesystem::path& path);
  // Counts the successful saves (a follower tells its own writes from another program's).
  std::uint64_t saves() const { return saves_; }
  // Counts the scenes given by open, adopt and reset (not by reload: the same file, rewritten).
  // What belongs to one scene — its focus, selection and view state — starts afresh when it
  // moves (AppSession::update).
  std::uint64_t scenes_opened() const { return scenes_opened_; }

  // Where the view is, asked for at every save so the file keeps it (the scene's "camera"; an
  // open restores it through initial_camera). Not an edit: moving the view is not a change to
  // undo or to ask about. Without a source (tests, `render`), the scene's camera is kept.
  using CameraSource = std::function<std::optional<SceneCamera>()>;
  void set_camera_source(CameraSource source) { camera_source_ = std::move(source); }

  // The focused pair and its SAT axis, asked for at every save so the file keeps them (the
  // scene's "focus"; an open focuses it again). Focusing a pair is an undoable edit of the focus
  // (AppSession::focus_pair) but, like the camera, no unsaved change; the SAT axis chosen is
  // named only here, at save time, so stepping through axes makes no undo steps.
  // Without a source, or when it gives nothing, the scene's focus is kept.
  using FocusSource = std::function<std::optional<SceneFocus>()>;
  void set_focus_source(FocusSource source) { focus_source_ = std::move(source); }

  // The history (see history.hpp for the rules).
  std::optional<std::string> apply(Edit edit) { return history_.apply(scene_, std::move(edit)); }
  bool undo() { return history_.undo(scene_); }
  bool redo() { return history_.redo(scene_); }
  bool begin_gesture(std::string label = {}) { return history_.begin_gesture(std::move(label)); }
  void end_gesture() { history_.end_gesture(); }
  void cancel_gesture() { history_.cancel_gesture(scene_); }
  const History& history() const { return history_; }
  // What changed since the last take (a new or opened scene: everything).
  SceneDelta take_delta() { return history_.take_delta(); }

 private:
  void replace_scene(Scene scene);

  Scene scene_;
  std::filesystem::path path_;
  std::string untitled_name_ = "untitled";
  History history_;
  CameraSource camera_source_;
  FocusSource focus_source_;
  std::uint64_t saves_ = 0;
  std::uint64_t scenes_opened_ = 0;
};

}  // namespace collide
