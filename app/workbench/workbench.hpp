#pragma once
// The viewer's frame without its window: the app session, the editing state, the docked panels
// and the 3D view's camera and rectangle, and the two steps of a frame between input and
// pixels — the panels (in an ImGui frame) and the view's draw list. GL- and GLFW-free, so the
// whole CPU frame is benchmarked (W3) and tested with ImGui alone; the viewer wraps it with the
// window, the menus, the dialogs and the renderer.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <glm/vec2.hpp>

#include "app/edit/edit_session.hpp"
#include "app/input/input_router.hpp"
#include "app/input/key_table.hpp"
#include "app/panels/panel.hpp"
#include "app/panels/scene_view_state.hpp"
#include "app/session/app_session.hpp"
#include "app/settings/settings.hpp"
#include "app/view/camera_presets.hpp"
#include "app/view/draw_settings.hpp"
#include "app/view/object_drawing_cache.hpp"
#include "app/view/verdict_marks_cache.hpp"
#include "app/workbench/docked_panels.hpp"
#include "render/camera.hpp"
#include "render/draw_list.hpp"

namespace collide {

// Presentation mode's text size (points), line and point widths and labels' size over the text.
inline constexpr float kPresentationFontSize = 24;
inline constexpr float kPresentationLineScale = 1.8f;
inline constexpr float kPresentationLabelScale = 1.3f;
// The most of the window's width presentation mode's panels take: the view keeps two thirds.
inline constexpr float kPresentationColumnsShare = 1.0f / 3.0f;

class Workbench {
 public:
  explicit Workbench(Scene scene);
  Workbench(const Workbench&) = delete;
  Workbench& operator=(const Workbench&) = delete;

  AppSession session;  // the document, evaluation, selection, focus, pair rows
  Camera camera;
  // The 3D view: the rectangle the docked panels leave, in framebuffer pixels (its size here,
  // its top-left corner in the window below). Events, picking and the gizmo use its pixels.
  Viewport viewport;
  glm::ivec2 view_origin{0, 0};
  EditSession edit{session.document(), session.selection(), camera, viewport};
  InputRouter router{camera};
  Settings settings;
  DrawSettings draw;          // the command line's outline mode and MSAA
  bool frame_pending = true;  // frame the scene once the view's size is known (a new scene)
  PanelOutput panel_out;      // what the panels asked for this frame
  // What the panels show of this scene alone: started afresh when another opens.
  SceneViewState scene_view;

  // The docked panels in `work` (ImGui coordinates: the window below the menu bar) at text
  // scale `text_scale`; their edits applied (what the document refused is returned); the view's
  // rectangle set (`pixels_per_point`: framebuffer pixels per ImGui unit). Inside an ImGui frame.
  // A scene opened since the last call (a menu, a dialog, a finished load) first gets a fresh
  // per-scene view state (start_scene_view).
  std::vector<std::string> draw_panels(const Rect& work, float text_scale,
                                       float pixels_per_point = 1);
  // The view's draw list for this frame: the session brought up to date (and evaluated at the
  // timeline's time), then the scene, the focused pair's evidence, the verdict marks and the
  // gizmo.
  void build_view(DrawList& out);
  // Frames the whole scene (and the octree cells shown) in the view, as F with no selection does;
  // until the camera is moved, a change of the view's size frames it again.
  void frame_whole_scene();
  // Whether the view draws the octree evidence (its panel open and its switch on).
  bool octree_shown() const;
  // The timeline (scene_view.timeline), played on by `seconds` of the frame's time; its bar
  // is under the view (draw_panels) and its time the session's from the next build_view.
  void advance_timeline(double seconds);
  // Whether the timeline is shown: something in the scene moves.
  bool timeline_shown() const { return session.anything_moves(); }

  // Presentation mode (F5, View › Presentation mode), for a lecture hall: large text, thicker
  // lines and points, larger labels, numbers at lecture precision; the view at least two thirds
  // of the width (kPresentationColumnsShare); of the panels only the Why panel and the Lesson and
  // Octree panels when open (so the lesson and the octree drawing stay); no editing controls and
  // no frame statistics. The camera, the views and the evidence stay as they are (a camera the
  // person set is kept, backed off only as far as the view's new shape needs so nothing seen is
  // cut; an automatic framing is framed again). Leaving it puts the camera, the layout (panels,
  // sizes, shares, text size, statistics) back bit for bit. It changes `settings` (the viewer
  // rebuilds its fonts from them).
  bool presentation() const { return saved_layout_.has_value(); }
  void set_presentation(bool on);
  // The window's keys the workbench acts on itself (presentation mode, a lesson's Next and
  // Back); true when it took it.
  bool window_key(KeyAction action);
  // Turns the camera to a preset (View › Camera, keys 1–6: camera_presets.hpp) and frames the
  // selection, else the focused pair, else the scene. Edge-on takes the selected plane, else
  // the focused pair's plane; across the SAT axis takes the axis the focused pair shows. A
  // preset that has nothing to turn to says why (and leaves the camera).
  std::optional<std::string> apply_camera_preset(CameraPreset preset);
  // Shows the lesson's current step (scene_view.lesson): its objects (an undoable edit), camera,
  // focus and evidence, exactly its views, its highlighted objects selected. Called by
  // draw_panels when the step changed; a test calls it to play a lesson without a frame.
  void show_lesson_step();
  // The view as a lesson step (the Lesson panel's Add step): the camera, the views on, the focused
  // pair and its SAT axis, the selection as highlight, and every object as it is now (its `set`,
  // so the step shows the same objects whatever is edited before or after it).
  LessonStep recorded_step() const;
  // Does what the Lesson panel asked (scene_view.authoring.record): a recorded step added after
  // the current one, or the current one recorded again (its text, question, evidence and
  // expectations kept). Through the document's history: undoable. Called by draw_panels.
  void record_lesson_step();

 private:
  // The one place per-scene view state is reset when another scene opens: the panels' state of
  // the scene (scene_view, whole), the panels that are views of one scene (the table's
  // per_scene rows: closed), the measurement and the framing. The session resets its own
  // (selection, focus).
  void start_scene_view();
  // The session at the timeline's time (t = 0, paused, when nothing moves), after this frame's
  // edits: only a changed time evaluates anything.
  void apply_timeline();
  std::uint64_t scene_seen_ = 0;  // the document's scenes_opened() the view state is of
  std::uint64_t click_seen_ = 0;  // the view's clicks a lesson's question has looked at
  // Plays the scene's steps, if it has any (at the first frame, and whenever a scene opens).
  void start_lesson();
  bool lesson_started_ = false;

  // The step whose camera waits for the view's size (the first frame), and placing it.
  std::optional<Scene> step_camera_;
  void place_step_camera();

  DockedPanels panels_;
  // The camera the last automatic framing left and the view size it was for: while the camera
  // is still that one, the view is re-framed when the panels change the view's size.
  std::optional<Camera> framed_camera_;
  // What presentation mode replaced, to put back when it ends: the layout part of the settings
  // (the views — grid, axes, octree choices — are not touched by it), the camera and its framing.
  struct SavedLayout {
    std::map<std::string, bool> panels_shown, panels_collapsed;
    std::map<std::string, float> panel_weights;
    DockSizes dock;
    float font_size = 0;
    bool show_stats = false;
    Camera camera;
    std::optional<Camera> framed_camera;
    Viewport framed_for, viewport;
  };
  std::optional<SavedLayout> saved_layout_;
  // The view's size when presentation mode began, until the first frame of it is laid out
  // (keep_camera_for_presentation).
  std::optional<Viewport> presentation_from_;
  void keep_camera_for_presentation();
  Viewport framed_for_{0, 0};
  // A big scene's plain objects, drawn again only when the view or they change.
  ObjectDrawingCache objects_cache_;
  // The verdict marks, drawn again only when the rows, objects, view or selection change.
  VerdictMarksCache marks_cache_;
};

}  // namespace collide
