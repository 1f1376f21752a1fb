#include "app/workbench/viewer.hpp"

#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>
#include <algorithm>
#include <cmath>
#include <csignal>
#include <ctime>
#include <memory>
#include <string_view>

#include <imgui.h>

#include "app/document/default_scene.hpp"
#include "app/document/document.hpp"
#include "app/document/file_flow.hpp"
#include "app/document/recent_files.hpp"
#include "app/document/scene_library.hpp"
#include "app/edit/edit_session.hpp"
#include "app/exit_codes.hpp"
#include "app/input/input_queue.hpp"
#include "app/input/input_router.hpp"
#include "app/input/key_table.hpp"
#include "app/panels/case_export_ui.hpp"
#include "app/panels/edit_menu.hpp"
#include "app/panels/edit_tools.hpp"
#include "app/panels/file_menu.hpp"
#include "app/panels/follow_ui.hpp"
#include "app/panels/help_window.hpp"
#include "app/panels/inspector.hpp"
#include "app/panels/lessons_menu.hpp"
#include "app/panels/loading_overlay.hpp"
#include "app/panels/panels.hpp"
#include "app/panels/scene_notes.hpp"
#include "app/panels/toasts.hpp"
#include "app/panels/view_menu.hpp"
#include "app/session/app_session.hpp"
#include "app/session/followed_file.hpp"
#include "app/settings/settings.hpp"
#include "app/view/fonts.hpp"
#include "app/view/frame.hpp"
#include "app/view/saved_camera.hpp"
#include "app/view/scene_view.hpp"
#include "app/view/screenshot.hpp"
#include "app/view/screenshot_name.hpp"
#include "app/view/verdict_marks.hpp"
#include "app/view/view_labels.hpp"
#include "app/view/window.hpp"
#include "app/workbench/docked_panels.hpp"
#include "app/workbench/frame_pacing.hpp"
#include "app/workbench/key_dispatch.hpp"
#include "app/workbench/panel_table.hpp"
#include "app/workbench/pointer_over_ui.hpp"
#include "app/workbench/view_settings.hpp"
#include "app/workbench/workbench.hpp"
#include "render/framebuffer.hpp"
#include "render/gl_renderer.hpp"
#include "render/label_layout.hpp"
#include "render/window_target.hpp"
// After glad, so GLFW does not include the system's GL header.
#include <GLFW/glfw3.h>

namespace collide {

// The key table's codes are GLFW's (it stays free of GLFW so tests need no window).
static_assert(kKeyEscape == GLFW_KEY_ESCAPE && kKeyDelete == GLFW_KEY_DELETE &&
              kKeyF1 == GLFW_KEY_F1 && kKeyF5 == GLFW_KEY_F5 && kKeyF12 == GLFW_KEY_F12 &&
              kKeyEqual == GLFW_KEY_EQUAL && kKeyMinus == GLFW_KEY_MINUS && kKey0 == GLFW_KEY_0 &&
              kKeyKpAdd == GLFW_KEY_KP_ADD && kKeyKpSubtract == GLFW_KEY_KP_SUBTRACT &&
              kKeyKp0 == GLFW_KEY_KP_0 && GLFW_KEY_A == 'A' && GLFW_KEY_Z == 'Z' &&
              kKey1 == GLFW_KEY_1 && kKey6 == GLFW_KEY_6);

namespace {

// Ctrl+C or a SIGTERM (e.g. from `timeout`) ends the frame loop, so the viewer still shuts
// ImGui, GL and the window down in order.
volatile std::sig_atomic_t g_stop_requested = 0;
extern "C" void request_stop(int) {
  g_stop_requested = 1;
}

struct ViewerState {
  explicit ViewerState(const ViewerOptions& options) { wb.draw = options.draw; }
  // The session, editing state, docked panels and view: the frame without the window.
  Workbench wb{default_scene()};
  Document& doc = wb.session.document();
  RecentFiles recent{RecentFiles::default_store()};
  // Files open on a thread of their own; the frame shows their progress (loading_overlay).
  FileFlow flow{doc, recent, FileFlow::Loading::background};
  FileMenu menu{flow, doc, recent};
  EditMenu edit_menu{doc};
  FollowedFile follow{wb.session, flow};    // File > Follow file, `view --follow`
  CaseExportUi case_export;                 // "Export as test..." (File menu, pin controls)
  int window_width = 0, window_height = 0;  // the framebuffer, in pixels
  float pixels_per_point = 1;  // framebuffer pixels per window coordinate (1 but on HiDPI)
  InputQueue keys;         // keys, characters and the mouse, replayed into each frame (no tap lost)
  ImVec2 pointer{-1, -1};  // where the last replayed move left the pointer (window coordinates)
  bool help_open = false;
  std::optional<std::pair<ImVec2, ImVec2>> stats_rect;  // the stats overlay this frame, if shown
  Toasts toasts;
  // Fonts are rebuilt before the next frame when the size or the monitor's scale changes.
  float font_size = kDefaultFontSize;
  float content_scale = 1;
  bool fonts_dirty = true;
  bool screenshot_requested = false;  // F12: the next frame is written to a PNG
  int frames_drawn = 0;
  DrawList frame_list;
  FrameStats stats;
  FramePacing pacing;      // draw now, or sleep until the next event
  double frame_begin = 0;  // when this frame's work began (after any wait for an event)
  double window_busy = 0;  // seconds of work in the frames of the current stats window
  double window_start = 0;
  int window_frames = 0;
  double timeline_clock = 0;  // when the timeline was last advanced
};

ViewerState& state_of(GLFWwindow* w) {
  return *static_cast<ViewerState*>(glfwGetWindowUserPointer(w));
}

// GLFW callbacks: ImGui's backend sees every event first; the router decides what reaches the
// camera from ImGui's capture flags.
// GLFW callbacks queue the mouse with the keys (input_queue.hpp); replay_mouse hands each event
// to ImGui's backend and the router in its turn, and the router decides from ImGui's capture
// flags what reaches the camera and the gizmo.
void on_mouse_button(GLFWwindow* w, int button, int action, int mods) {
  state_of(w).pacing.woken();
  state_of(w).keys.push_mouse_button(button, action, mods);
}

void on_cursor(GLFWwindow* w, double x, double y) {
  state_of(w).pacing.woken();
  state_of(w).keys.push_cursor(x, y);
}

void replay_mouse(ViewerState& s, GLFWwindow* w, const InputEvent& e) {
  if (e.kind == InputEvent::Kind::cursor) s.pointer = ImVec2(float(e.x), float(e.y));
  const bool imgui_wants = pointer_over_ui(s.pointer);
  if (e.kind == InputEvent::Kind::cursor) {
    // Cursor positions are in window coordinates; the view works in its own framebuffer pixels.
    // The modifiers held when the pointer moved (queued with it), not now.
    const float scale = s.pixels_per_point;
    const bool ctrl = (e.mods & GLFW_MOD_CONTROL) != 0;
    const bool shift = (e.mods & GLFW_MOD_SHIFT) != 0;
    s.wb.router.cursor_moved(float(e.x) * scale - float(s.wb.view_origin.x),
                             float(e.y) * scale - float(s.wb.view_origin.y), s.wb.viewport, ctrl,
                             imgui_wants, shift);
    return;
  }
  ImGui_ImplGlfw_MouseButtonCallback(w, e.key, e.action, e.mods);
  MouseButton b = MouseButton::left;
  if (e.key == GLFW_MOUSE_BUTTON_RIGHT)
    b = MouseButton::right;
  else if (e.key == GLFW_MOUSE_BUTTON_MIDDLE)
    b = MouseButton::middle;
  else if (e.key != GLFW_MOUSE_BUTTON_LEFT)
    return;
  s.wb.router.mouse_button(b, e.action == GLFW_PRESS, (e.mods & GLFW_MOD_SHIFT) != 0, imgui_wants);
}

void on_scroll(GLFWwindow* w, double dx, double dy) {
  state_of(w).pacing.woken();
  ImGui_ImplGlfw_ScrollCallback(w, dx, dy);
  double x = 0, y = 0;
  glfwGetCursorPos(w, &x, &y);
  state_of(w).wb.router.scroll(float(dy), pointer_over_ui(ImVec2(float(x), float(y))));
}

// Keys of the window itself, whoever has the keyboard: F12 screenshot, F1 help, Ctrl+= / Ctrl+−
// / Ctrl+0 font size. Returns whether the key was one of them.
bool window_key(ViewerState& s, KeyAction action) {
  // Esc while a file loads stops the load (the current scene stays), whoever has the keyboard.
  if (action == KeyAction::escape && s.flow.loading()) {
    s.flow.cancel_loading();
    return true;
  }
  if (s.wb.window_key(action)) {  // presentation mode: its text size is in the settings
    s.fonts_dirty = s.fonts_dirty || s.wb.settings.font_size != s.font_size;
    s.font_size = s.wb.settings.font_size;
    return true;
  }
  if (action == KeyAction::screenshot) {
    s.screenshot_requested = true;
    return true;
  }
  if (action == KeyAction::help) {
    s.help_open = !s.help_open;
    return true;
  }
  float size = s.font_size;
  if (action == KeyAction::font_bigger)
    size += 1;
  else if (action == KeyAction::font_smaller)
    size -= 1;
  else if (action == KeyAction::font_reset)
    size = kDefaultFontSize;
  else
    return false;
  size = std::clamp(size, kMinFontSize, kMaxFontSize);
  s.fonts_dirty = s.fonts_dirty || size != s.font_size;
  s.font_size = s.wb.settings.font_size = size;
  return true;
}

void on_content_scale(GLFWwindow* w, float xscale, float) {
  ViewerState& s = state_of(w);
  s.pacing.woken();
  s.fonts_dirty = s.fonts_dirty || xscale != s.content_scale;
  s.content_scale = xscale;
}

void on_key(GLFWwindow* w, int key, int scancode, int action, int mods) {
  state_of(w).pacing.woken();
  state_of(w).keys.push_key(key, scancode, action, mods);
}

void on_char(GLFWwindow* w, unsigned int c) {
  state_of(w).pacing.woken();
  state_of(w).keys.push_char(c);
}

// A camera preset (a key, View › Camera); what stops it as a notice.
void camera_preset(ViewerState& s, CameraPreset preset) {
  if (const auto why = s.wb.apply_camera_preset(preset))
    s.toasts.push(*why, ToastKind::error, glfwGetTime());
}

// This frame's keys through the key table to whoever acts on them (key_dispatch.hpp).
void replay_keys(ViewerState& s, GLFWwindow* w) {
  KeyTargets targets;
  targets.window = [&s](KeyAction action) { return window_key(s, action); };
  targets.mouse = [&s, w](const InputEvent& e) { replay_mouse(s, w, e); };
  targets.file_menu = &s.menu;
  targets.edit_menu = &s.edit_menu;
  targets.edit = &s.wb.edit;
  targets.router = &s.wb.router;
  targets.evidence = &s.wb.session.evidence();
  targets.timeline = s.wb.timeline_shown() ? &s.wb.scene_view.timeline : nullptr;
  targets.camera = [&s](CameraPreset preset) { camera_preset(s, preset); };
  collide::replay_keys(s.keys, targets);
}
void on_focus(GLFWwindow* w, int focused) {
  state_of(w).pacing.woken();
  ImGui_ImplGlfw_WindowFocusCallback(w, focused);
}
void on_enter(GLFWwindow* w, int entered) {
  state_of(w).pacing.woken();
  ImGui_ImplGlfw_CursorEnterCallback(w, entered);
}
// A scene file dropped onto the window opens (asking first if there are unsaved changes).
void on_drop(GLFWwindow* w, int count, const char** paths) {
  state_of(w).pacing.woken();
  if (count > 0) state_of(w).flow.request_open(paths[0]);
}

void install_callbacks(GLFWwindow* w, ViewerState& s) {
  glfwSetWindowUserPointer(w, &s);
  glfwSetMouseButtonCallback(w, on_mouse_button);
  glfwSetCursorPosCallback(w, on_cursor);
  glfwSetScrollCallback(w, on_scroll);
  glfwSetKeyCallback(w, on_key);
  glfwSetCharCallback(w, on_char);
  glfwSetWindowFocusCallback(w, on_focus);
  glfwSetCursorEnterCallback(w, on_enter);
  glfwSetDropCallback(w, on_drop);
  glfwSetWindowContentScaleCallback(w, on_content_scale);
  glfwGetWindowContentScale(w, &s.content_scale, nullptr);
}

int imgui_draw_calls(const ImDrawData* data) {
  int n = 0;
  if (!data) return 0;
  for (int i = 0; i < data->CmdListsCount; ++i)
    for (const ImDrawCmd& cmd : data->CmdLists[i]->CmdBuffer)
      if (!cmd.UserCallback && cmd.ElemCount > 0) ++n;
  return n;
}

// render/ draws no text: the frame's labels go to ImGui's background draw list, clipped to the
// view (under the panels, over the 3D picture), laid out so none covers another, an object's
// centre or the stats overlay (render/label_layout.hpp); a moved label gets a leader line to its
// anchor, and the labels with no room are counted in the view's bottom-left corner.
// `label_scale`: the labels' text size over the panels' (presentation mode makes them larger).
void draw_labels(const ViewerState& s, float scale, float label_scale,
                 const std::optional<std::pair<ImVec2, ImVec2>>& stats) {
  // Labels are placed in the view's framebuffer pixels; ImGui works in window coordinates.
  const ImVec2 o(float(s.wb.view_origin.x) / scale, float(s.wb.view_origin.y) / scale);
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  ImFont* font = ImGui::GetFont();
  const float size = ImGui::GetFontSize() * label_scale;
  const auto measure = [&](std::string_view text) {
    const ImVec2 t = font->CalcTextSizeA(size, FLT_MAX, 0, text.data(), text.data() + text.size());
    return glm::vec2(t.x, t.y) * scale;
  };
  LabelLayoutOptions options;
  options.measure = measure;
  options.keep_focused = s.wb.presentation();  // every interval and axis label stays
  options.keep_clear_points =
      label_keep_clear_points(s.wb.session.posed_scene(), s.wb.session.object_marks());
  const glm::vec2 view_o(float(s.wb.view_origin.x), float(s.wb.view_origin.y));
  if (stats)
    options.keep_clear.push_back({glm::vec2(stats->first.x, stats->first.y) * scale - view_o,
                                  glm::vec2(stats->second.x, stats->second.y) * scale - view_o});
  // The count's corner is kept for it, so no label hides it.
  const std::string count_text = "999 labels hidden (no room)";
  const glm::vec2 count_size = measure(count_text);
  const float vh = float(s.wb.viewport.height);
  const glm::vec2 count_at(6 * scale, vh - count_size.y - 6 * scale);
  options.keep_clear.push_back({count_at, count_at + count_size});
  const LabelLayout layout = layout_labels(s.frame_list, s.wb.camera, s.wb.viewport, options);

  dl->PushClipRect(o, ImVec2(o.x + float(s.wb.viewport.width) / scale, o.y + vh / scale));
  const auto at = [&](const glm::vec2& px) {
    return ImVec2(o.x + px.x / scale, o.y + px.y / scale);
  };
  for (const LaidOutLabel& p : layout.placed) {
    const Color& c = p.label->color;
    const ImU32 col = ImGui::ColorConvertFloat4ToU32(ImVec4(c.r, c.g, c.b, c.a));
    if (p.moved) {
      dl->AddLine(at(p.anchor), at(nearest_point(p.rect, p.anchor)),
                  ImGui::ColorConvertFloat4ToU32(ImVec4(c.r, c.g, c.b, 0.6f)), 1.0f);
      // A dark backing, so a moved label reads over whatever it now sits on.
      dl->AddRectFilled(at(p.rect.min), at(p.rect.max), IM_COL32(20, 22, 26, 150), 2.0f);
    }
    dl->AddText(font, size, at(p.pixel), col, p.label->text.c_str());
  }
  if (layout.dropped > 0)
    dl->AddText(font, size, at(count_at), IM_COL32(220, 220, 220, 255),
                (std::to_string(layout.dropped) + (layout.dropped == 1 ? " label" : " labels") +
                 " hidden (no room)")
                    .c_str());
  dl->PopClipRect();
}

// Rebuilds the font atlas (and the style's sizes) for the current size and scale; the OpenGL
// backend uploads the new atlas on the next NewFrame.
void reload_fonts(ViewerState& s, std::ostream& err) {
  const Fonts fonts = load_fonts(*ImGui::GetIO().Fonts, kDejaVuDir, s.font_size, s.content_scale);
  // The new atlas goes up now: ImGui 1.86's NewFrame creates the backend's objects only before
  // the first frame, so a texture destroyed later stayed destroyed and every panel drew black
  // (its solid fills read the atlas's white texel too) after Ctrl+=.
  ImGui_ImplOpenGL3_DestroyFontsTexture();
  if (s.frames_drawn > 0) ImGui_ImplOpenGL3_CreateFontsTexture();
  style_imgui(s.wb.settings.theme, s.content_scale);
  if (!fonts.warning.empty()) {
    err << "collision-lab: " << fonts.warning << "\n";
    s.toasts.push(fonts.warning, ToastKind::error, glfwGetTime());
  }
  s.fonts_dirty = false;
}

// A scene of the library opens as an untitled copy, asking first about unsaved changes.
void open_library_scene(ViewerState& s, const std::string& path) {
  SceneLoad load = load_library_scene(path);
  if (!load.ok()) {
    s.toasts.push(load.error->to_string(), ToastKind::error, glfwGetTime());
    return;
  }
  s.flow.request_copy(std::move(*load.scene), library_title(path));
}

// The folder screenshots go to: the open document's, else the working directory.
std::filesystem::path screenshot_dir(const Document& doc) {
  if (!doc.path().empty() && doc.path().has_parent_path()) return doc.path().parent_path();
  return std::filesystem::current_path();
}

// An export's outcome, as a notice.
void notify(ViewerState& s, const std::optional<ExportNotice>& notice) {
  if (notice)
    s.toasts.push(notice->text, notice->error ? ToastKind::error : ToastKind::info, glfwGetTime());
}

// The state a run starts from: the settings, the scene named on the command line, the callbacks.
void start(ViewerState& s, const Settings& settings, const ViewerOptions& options, GLFWwindow* w) {
  s.wb.settings = settings;
  s.font_size = s.wb.settings.font_size =
      std::clamp(s.wb.settings.font_size, kMinFontSize, kMaxFontSize);
  s.menu.set_folder(s.wb.settings.last_directory);
  s.menu.set_recent_folders(s.wb.settings.recent_folders);
  apply_snap_steps(s.wb.settings, s.wb.edit.controller().gizmo.settings);
  if (!options.scene_file.empty()) {
    // A file that does not load leaves the default scene up, with the error shown (on the
    // terminal too, once the background load ends: see finish_loads).
    s.flow.request_open(options.scene_file);
  }
  s.menu.set_file_items([&s] {
    follow_menu_item(s.follow);
    notify(s, s.case_export.menu_item(s.wb.session, s.menu));
  });
  s.follow.set_enabled(options.follow);
  // Every save keeps the view in the file (once moved from the one the scene opened with).
  s.doc.set_camera_source(
      [&s] { return camera_to_save(s.wb.camera, initial_camera(s.doc.scene(), s.wb.viewport)); });
  install_callbacks(w, s);
  s.frame_begin = s.window_start = glfwGetTime();
}

// The followed file, read again (by FileFlow, in the background) when another program rewrote
// it: a new scene keeps the camera (no reframing), a write that does not load is shown as an
// error and the scene stays; under unsaved changes the File menu asks FileFlow's question.
void follow_file(ViewerState& s) {
  const auto now = FileWatch::Clock::now();
  switch (s.follow.poll(now)) {
    case FollowedFile::Outcome::reloaded:
      s.toasts.push("Reloaded " + s.doc.path().filename().string(), ToastKind::info, glfwGetTime());
      break;
    case FollowedFile::Outcome::failed:
      s.toasts.push(*s.follow.error() + " (the last scene that loaded is shown)", ToastKind::error,
                    glfwGetTime());
      break;
    default:
      break;
  }
}

// What the next frame has to show without being woken by input (frame_pacing.hpp).
FrameDemand frame_demand(const ViewerState& s, const ViewerOptions& options) {
  FrameDemand d;
  d.scripted = options.frames > 0;
  d.loading = s.flow.loading() != nullptr;
  d.input_pending = !s.keys.empty();
  const ImGuiIO& io = ImGui::GetIO();
  d.held = ImGui::IsAnyMouseDown() ||
           std::any_of(std::begin(io.KeysDown), std::end(io.KeysDown), [](bool k) { return k; });
  d.next_change = s.toasts.seconds_until_fade(glfwGetTime());
  if (s.wb.scene_view.timeline.playing) d.next_change = 0;  // the timeline plays on
  return d;
}

// Events in (waiting for the next one when nothing is happening): the window's, this frame's
// keys, a close request, new fonts.
void poll(ViewerState& s, Window& window, const ViewerOptions& options, std::ostream& err) {
  if (const double wait = s.pacing.wait_seconds(frame_demand(s, options)); wait > 0)
    glfwWaitEventsTimeout(wait);
  else
    glfwPollEvents();
  s.frame_begin = glfwGetTime();
  // The sizes first: the replayed pointer moves are converted with them.
  const int old_width = s.window_width, old_height = s.window_height;
  window.framebuffer_size(s.window_width, s.window_height);
  if (s.window_width != old_width || s.window_height != old_height) s.pacing.woken();
  int ww = 0, wh = 0;
  glfwGetWindowSize(window.handle(), &ww, &wh);
  s.pixels_per_point = ww > 0 ? float(s.window_width) / float(ww) : 1.0f;
  replay_keys(s, window.handle());
  // Closing the window is a request like File > Quit: unsaved changes are asked about first.
  if (window.should_close()) {
    glfwSetWindowShouldClose(window.handle(), GLFW_FALSE);
    s.flow.request_quit();
  }
  if (s.fonts_dirty) reload_fonts(s, err);
  follow_file(s);
}

// A background load that ended this frame: its scene swapped in (FileFlow), or its error on the
// terminal for a file named on the command line, or the notice of its cancel. Returns the exit
// code the run owes to it: a file named on the command line that does not load is bad input (the
// viewer stays up with the error shown, and exits with that code once closed).
int finish_loads(ViewerState& s, const ViewerOptions& options, std::ostream& err) {
  // (A follower's reload of that file is not its open: its failures are the follower's notices.)
  const bool from_command_line = s.flow.loading() && !s.flow.reloading() &&
                                 !options.scene_file.empty() &&
                                 s.flow.loading()->path() == options.scene_file;
  if (!s.flow.poll()) return kExitOk;
  int code = kExitOk;
  if (from_command_line && s.flow.error()) {
    err << "collision-lab: " << *s.flow.error() << "\n";
    if (const auto kind = s.flow.load_error_kind()) code = load_error_exit_code(*kind);
  }
  if (const auto notice = s.flow.take_notice())
    s.toasts.push(*notice, ToastKind::info, glfwGetTime());
  return code;
}

// The timeline plays on by the time since the last frame (at most a tenth of a second, so a frame
// delayed by a load or a dialog does not jump it).
void advance_timeline(ViewerState& s) {
  const double now = glfwGetTime();
  s.wb.advance_timeline(std::min(now - s.timeline_clock, 0.1));
  s.timeline_clock = now;
}

// The main menu bar and what it asks for.
void menus(ViewerState& s) {
  s.menu.draw_menu_bar([&] {
    s.edit_menu.draw();
    if (const auto path = lessons_menu()) open_library_scene(s, *path);
    const ViewMenuActions view =
        view_menu(s.wb.settings, DockedPanels::menu_items, s.wb.presentation());
    if (view.toggle_presentation) s.wb.set_presentation(!s.wb.presentation());
    if (view.camera) camera_preset(s, *view.camera);
    s.fonts_dirty |= view.restyle || s.wb.settings.font_size != s.font_size;
    s.font_size = s.wb.settings.font_size;
    // After Lessons, so the menus before it keep their places (tests click them).
    if (const auto why = add_menu(s.wb.edit, [&] { s.menu.open_mesh_dialog(); }))
      s.toasts.push(*why, ToastKind::error, glfwGetTime());
    help_menu(s.help_open);
    follow_status(s.follow);
  });
  if (s.menu.take_screenshot_request()) s.screenshot_requested = true;
  if (const auto saved = s.flow.take_saved())
    s.toasts.push("Saved " + saved->filename().string(), ToastKind::info, glfwGetTime());
}

// The docked panels around the view (their edits applied), then what floats over the view.
void panels(ViewerState& s) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float bar = ImGui::GetFrameHeight();  // the main menu bar
  const Rect work{0, bar, display.x, std::max(display.y - bar, 0.0f)};
  const float text_scale = s.font_size / kDefaultFontSize * s.content_scale;
  const float px = s.pixels_per_point;
  for (const std::string& why : s.wb.draw_panels(work, text_scale, px))
    s.toasts.push(why, ToastKind::error, glfwGetTime());
  if (s.wb.panel_out.export_focused) notify(s, s.case_export.request(s.wb.session, s.menu));
  // The view's corners in ImGui coordinates: the overlays sit inside it, over no panel.
  const Viewport& v = s.wb.viewport;
  const float right = float(s.wb.view_origin.x + v.width) / px;
  const ImVec2 top_right(right, float(s.wb.view_origin.y) / px);
  const ImVec2 bottom_right(right, float(s.wb.view_origin.y + v.height) / px);
  s.stats_rect.reset();
  if (s.wb.settings.show_stats)
    s.stats_rect = stats_overlay(s.stats, s.doc.scene().objects.size(), top_right);
  help_window(s.help_open);
  if (const auto i = s.wb.edit.hovered_object();
      i && *i < s.doc.scene().objects.size() && !ImGui::GetIO().WantCaptureMouse)
    object_tooltip(s.doc.scene().objects[*i]);
  s.toasts.draw(glfwGetTime(), bottom_right);
  if (const BackgroundLoad* load = s.flow.loading()) {
    const ImVec2 center((float(s.wb.view_origin.x) + float(v.width) / 2) / px,
                        (float(s.wb.view_origin.y) + float(v.height) / 2) / px);
    if (loading_overlay(load->path().filename().string(), load->progress(), center))
      s.flow.cancel_loading();
  }
  s.menu.draw_dialogs();
  notify(s, s.case_export.finish(s.wb.session, s.menu));
  if (const auto mesh = s.menu.take_mesh_path())
    if (const auto why = s.wb.edit.add_mesh_file(*mesh))
      s.toasts.push(*why, ToastKind::error, glfwGetTime());
  if (s.flow.take_opened()) s.wb.frame_pending = true;
}

// Writes the window as drawn (panels included) to `path`; a message on failure.
std::optional<std::string> write_window(const ViewerState& s, const std::string& path) {
  std::string error;
  if (write_png(read_window(s.window_width, s.window_height), path, error)) return std::nullopt;
  return error;
}

// Draws the frame (3D view, then ImGui over it), takes the screenshots asked for, shows it.
// Returns false when a scripted run's screenshot could not be written.
bool present(ViewerState& s, GlRenderer& renderer, Window& window, const std::string& last_shot) {
  clear_window(s.window_width, s.window_height, kBackgroundBottom);
  const bool visible = s.wb.viewport.width > 0 && s.wb.viewport.height > 0;  // not minimised
  s.stats.scene_draw_calls = 0;
  if (visible) {
    const glm::ivec2 gl_origin{s.wb.view_origin.x,
                               s.window_height - s.wb.view_origin.y - s.wb.viewport.height};
    s.stats.scene_draw_calls = renderer.draw(s.frame_list, s.wb.camera, s.wb.viewport, gl_origin);
  }
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  s.stats.draw_calls = s.stats.scene_draw_calls + imgui_draw_calls(ImGui::GetDrawData());
  bool ok = true;
  if (!last_shot.empty()) ok = !write_window(s, last_shot);
  if (s.screenshot_requested) {
    s.screenshot_requested = false;
    const auto path = screenshot_path(screenshot_dir(s.doc), std::time(nullptr)).string();
    const auto error = write_window(s, path);
    s.toasts.push(error ? *error : "Screenshot written to " + path,
                  error ? ToastKind::error : ToastKind::info, glfwGetTime());
  }
  window.swap_buffers();
  ++s.frames_drawn;
  s.pacing.frame_drawn();
  // Frame time: the work of a frame (not the wait for an event before it), averaged over the
  // frames of half a second.
  const double now = glfwGetTime();
  ++s.window_frames;
  s.window_busy += now - s.frame_begin;
  if (now - s.window_start >= 0.5 || s.stats.frame_ms == 0) {
    s.stats.frame_ms = 1000.0 * s.window_busy / s.window_frames;
    s.window_start = now;
    s.window_frames = 0;
    s.window_busy = 0;
  }
  return ok;
}

// What this run leaves for the next: the window, the layout, the text size, the last folder.
void remember(ViewerState& s, GLFWwindow* w, std::ostream& err) {
  // Presentation mode is not remembered: the next run opens with the layout it replaced.
  if (s.wb.presentation()) {
    s.wb.set_presentation(false);
    s.font_size = s.wb.settings.font_size;
  }
  read_placement(w, s.wb.settings.window);
  s.wb.settings.font_size = s.font_size;
  s.wb.settings.last_directory = s.menu.folder();
  s.wb.settings.recent_folders = s.menu.recent_folders();
  remember_snap_steps(s.wb.edit.controller().gizmo.settings, s.wb.settings);
  const auto path = default_settings_path();
  if (const auto e = save_settings(path, s.wb.settings))
    err << "collision-lab: cannot save the settings: " << *e << "\n";
}

std::unique_ptr<Window> open_window(const ViewerOptions& options, const Settings& settings,
                                    std::ostream& err) {
  WindowOptions window_options;
  window_options.width = options.window_size ? options.window_size->first : settings.window.width;
  window_options.height =
      options.window_size ? options.window_size->second : settings.window.height;
  // --msaa given on the command line (anything but the default) wins over the setting.
  window_options.samples = options.draw.msaa_samples != DrawSettings{}.msaa_samples
                               ? options.draw.msaa_samples
                               : settings.msaa_samples;
  std::string error;
  auto window = Window::open(window_options, error, settings.window);
  if (!window) err << "collision-lab: " << error << "\n";
  return window;
}

}  // namespace

int run_viewer(const ViewerOptions& options, std::ostream& err) {
  // Scripted runs (--frames) neither read nor write the settings: same command, same picture.
  const bool remembered = options.frames <= 0;
  const SettingsLoad settings =
      remembered ? load_settings(default_settings_path()) : SettingsLoad{};
  const auto window = open_window(options, settings.settings, err);
  if (!window) return kExitFailure;
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;  // no imgui.ini left in the working directory
  ImGui_ImplGlfw_InitForOpenGL(window->handle(), false);
  ImGui_ImplOpenGL3_Init("#version 330 core");

  int exit_code = kExitOk;
  {
    ViewerState s(options);
    start(s, settings.settings, options, window->handle());
    if (!settings.warning.empty()) {
      err << "collision-lab: " << settings.warning << "\n";
      s.toasts.push(settings.warning, ToastKind::error, glfwGetTime());
    }
    GlRenderer renderer;
    std::string title;
    g_stop_requested = 0;
    std::signal(SIGINT, request_stop);
    std::signal(SIGTERM, request_stop);
    for (int frame = 1; !s.flow.quit_confirmed() && !g_stop_requested; ++frame) {
      poll(s, *window, options, err);  // events (or a wait for one) and this frame's keys
      exit_code = std::max(exit_code, finish_loads(s, options, err));
      s.wb.session.update();  // the model, once, before anything reads it
      advance_timeline(s);
      ImGui_ImplOpenGL3_NewFrame();
      ImGui_ImplGlfw_NewFrame();
      ImGui::NewFrame();
      menus(s);
      panels(s);                      // the docked panels; the view gets what they leave
      s.wb.build_view(s.frame_list);  // the 3D view's draw list, the session up to date
      draw_labels(s, s.pixels_per_point, s.wb.presentation() ? kPresentationLabelScale : 1.0f,
                  s.stats_rect);
      ImGui::Render();
      if (std::string t = s.doc.window_title(); t != title)
        glfwSetWindowTitle(window->handle(), (title = std::move(t)).c_str());
      // A scripted run counts its frames once the file it names has loaded (or failed), so its
      // screenshot shows that file's scene whatever the load's speed.
      if (s.flow.loading() && !s.flow.loading()->cancelled() && frame == 1) --frame;
      const bool last = options.frames > 0 && frame >= options.frames;
      if (!present(s, renderer, *window, last ? options.screenshot : std::string()))
        exit_code = std::max(exit_code, kExitFailure);
      if (last) break;
    }
    if (remembered) remember(s, window->handle(), err);
    glfwSetWindowUserPointer(window->handle(), nullptr);
  }
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplGlfw_Shutdown();
  ImGui::DestroyContext();
  return exit_code;
}

}  // namespace collide
