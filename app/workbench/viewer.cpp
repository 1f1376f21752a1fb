#include "app/workbench/viewer.hpp"

#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>
#include <algorithm>
#include <csignal>
#include <ctime>

#include <imgui.h>

#include "app/document/default_scene.hpp"
#include "app/document/document.hpp"
#include "app/document/file_flow.hpp"
#include "app/document/recent_files.hpp"
#include "app/document/scene_library.hpp"
#include "app/edit/edit_session.hpp"
#include "app/exit_codes.hpp"
#include "app/input/imgui_keys.hpp"
#include "app/input/input_router.hpp"
#include "app/input/key_event_queue.hpp"
#include "app/input/key_table.hpp"
#include "app/panels/edit_menu.hpp"
#include "app/panels/edit_tools.hpp"
#include "app/panels/evidence_panels.hpp"
#include "app/panels/file_menu.hpp"
#include "app/panels/inspector.hpp"
#include "app/panels/lessons_menu.hpp"
#include "app/panels/panels.hpp"
#include "app/panels/scene_notes.hpp"
#include "app/panels/toasts.hpp"
#include "app/panels/view_menu.hpp"
#include "app/settings/settings.hpp"
#include "app/view/fonts.hpp"
#include "app/view/frame.hpp"
#include "app/view/saved_camera.hpp"
#include "app/view/scene_view.hpp"
#include "app/view/screenshot.hpp"
#include "app/view/screenshot_name.hpp"
#include "app/workbench/view_settings.hpp"
#include "app/view/window.hpp"
#include "render/framebuffer.hpp"
#include "render/gl.hpp"
#include "render/gl_renderer.hpp"
#include "render/label_placement.hpp"
// After glad, so GLFW does not include the system's GL header.
#include <GLFW/glfw3.h>

namespace collide {

// The key table's codes are GLFW's (it stays free of GLFW so tests need no window).
static_assert(kKeyEscape == GLFW_KEY_ESCAPE && kKeyDelete == GLFW_KEY_DELETE &&
              kKeyF1 == GLFW_KEY_F1 && kKeyF12 == GLFW_KEY_F12 && kKeyEqual == GLFW_KEY_EQUAL &&
              kKeyMinus == GLFW_KEY_MINUS && kKey0 == GLFW_KEY_0 && kKeyKpAdd == GLFW_KEY_KP_ADD &&
              kKeyKpSubtract == GLFW_KEY_KP_SUBTRACT && kKeyKp0 == GLFW_KEY_KP_0 &&
              GLFW_KEY_A == 'A' && GLFW_KEY_Z == 'Z');

namespace {

// Ctrl+C or a SIGTERM (e.g. from `timeout`) ends the frame loop, so the viewer still shuts
// ImGui, GL and the window down in order.
volatile std::sig_atomic_t g_stop_requested = 0;
extern "C" void request_stop(int) {
  g_stop_requested = 1;
}

struct ViewerState {
  Document doc{default_scene()};
  RecentFiles recent{RecentFiles::default_store()};
  FileFlow flow{doc, recent};
  FileMenu menu{flow, doc, recent};
  EditMenu edit_menu{doc};
  Camera camera;
  InputRouter router{camera};
  KeyEventQueue keys;  // keys and characters, replayed into each frame (no tap lost)
  Viewport viewport;
  EditSession edit{doc, camera, viewport, kPanelInset};  // selection, gizmo, editing keys
  bool help_open = false;
  Inspector inspector;
  Toasts toasts;
  Settings settings;        // loaded before the window opens, saved at exit (not with --frames)
  EvidencePanels evidence;  // the one evaluation, the Pairs and why panels, the focused pair
  // Fonts are rebuilt before the next frame when the size or the monitor's scale changes.
  float font_size = kDefaultFontSize;
  float content_scale = 1;
  bool fonts_dirty = true;
  bool screenshot_requested = false;  // F12: the next frame is written to a PNG
};

ViewerState& state_of(GLFWwindow* w) {
  return *static_cast<ViewerState*>(glfwGetWindowUserPointer(w));
}

// GLFW callbacks: ImGui's backend sees every event first; the router decides what reaches the
// camera from ImGui's capture flags.
void on_mouse_button(GLFWwindow* w, int button, int action, int mods) {
  ImGui_ImplGlfw_MouseButtonCallback(w, button, action, mods);
  MouseButton b = MouseButton::left;
  if (button == GLFW_MOUSE_BUTTON_RIGHT)
    b = MouseButton::right;
  else if (button == GLFW_MOUSE_BUTTON_MIDDLE)
    b = MouseButton::middle;
  else if (button != GLFW_MOUSE_BUTTON_LEFT)
    return;
  state_of(w).router.mouse_button(b, action == GLFW_PRESS, (mods & GLFW_MOD_SHIFT) != 0,
                                  ImGui::GetIO().WantCaptureMouse);
}

void on_cursor(GLFWwindow* w, double x, double y) {
  ViewerState& s = state_of(w);
  // Cursor positions are in window coordinates; drags are measured in framebuffer pixels.
  int ww = 0, wh = 0;
  glfwGetWindowSize(w, &ww, &wh);
  const float scale = ww > 0 ? float(s.viewport.width) / float(ww) : 1.0f;
  const bool ctrl = glfwGetKey(w, GLFW_KEY_LEFT_CONTROL) == GLFW_PRESS ||
                    glfwGetKey(w, GLFW_KEY_RIGHT_CONTROL) == GLFW_PRESS;
  s.router.cursor_moved(float(x) * scale, float(y) * scale, s.viewport, ctrl,
                        ImGui::GetIO().WantCaptureMouse);
}

void on_scroll(GLFWwindow* w, double dx, double dy) {
  ImGui_ImplGlfw_ScrollCallback(w, dx, dy);
  state_of(w).router.scroll(float(dy), ImGui::GetIO().WantCaptureMouse);
}

// Keys of the window itself, whoever has the keyboard: F12 screenshot, Ctrl+= / Ctrl+− / Ctrl+0
// font size. Returns whether the key was one of them.
bool window_key(ViewerState& s, KeyAction action) {
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
  s.font_size = s.settings.font_size = size;
  return true;
}

void on_content_scale(GLFWwindow* w, float xscale, float) {
  ViewerState& s = state_of(w);
  s.fonts_dirty = s.fonts_dirty || xscale != s.content_scale;
  s.content_scale = xscale;
}

void on_key(GLFWwindow* w, int key, int scancode, int action, int mods) {
  state_of(w).keys.push_key(key, scancode, action, mods);
}

void on_char(GLFWwindow* w, unsigned int c) {
  state_of(w).keys.push_char(c);
}

// This frame's share of the queued keys, in order: to ImGui first (the menus' shortcuts and text
// fields read it in the frame), then to the viewer's own bindings.
void replay_keys(ViewerState& s) {
  for (const KeyEvent& e : s.keys.take_frame()) {
    give_to_imgui(e, ImGui::GetIO());
    if (e.kind != KeyEvent::Kind::key || e.action != GLFW_PRESS) continue;
    // Every key the viewer binds comes from the key table (the help window prints it).
    const auto bound =
        key_action(e.key, (e.mods & GLFW_MOD_CONTROL) != 0, (e.mods & GLFW_MOD_SHIFT) != 0);
    if (!bound || window_key(s, *bound)) continue;
    // Editing keys wait while a text field has the keyboard; Esc always ends a drag.
    const bool drag_escape = *bound == KeyAction::escape && s.router.gizmo_dragging();
    if (drag_escape || !ImGui::GetIO().WantCaptureKeyboard) s.edit.run(*bound, s.router);
  }
}
void on_focus(GLFWwindow* w, int focused) {
  ImGui_ImplGlfw_WindowFocusCallback(w, focused);
}
void on_enter(GLFWwindow* w, int entered) {
  ImGui_ImplGlfw_CursorEnterCallback(w, entered);
}
// A scene file dropped onto the window opens (asking first if there are unsaved changes).
void on_drop(GLFWwindow* w, int count, const char** paths) {
  if (count > 0) state_of(w).flow.request_open(paths[0]);
}

int imgui_draw_calls(const ImDrawData* data) {
  int n = 0;
  if (!data) return 0;
  for (int i = 0; i < data->CmdListsCount; ++i)
    for (const ImDrawCmd& cmd : data->CmdLists[i]->CmdBuffer)
      if (!cmd.UserCallback && cmd.ElemCount > 0) ++n;
  return n;
}

// render/ draws no text: the frame's labels go to ImGui's background draw list, under the
// panels and over the 3D view.
void draw_labels(const DrawList& list, const Camera& camera, const Viewport& viewport,
                 GLFWwindow* w) {
  // Labels are placed in framebuffer pixels; ImGui works in window coordinates.
  int ww = 0, wh = 0;
  glfwGetWindowSize(w, &ww, &wh);
  const float scale = viewport.width > 0 ? float(ww) / float(viewport.width) : 1.0f;
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  for (const PlacedLabel& p : place_labels(list, camera, viewport)) {
    const Color& c = p.label->color;
    dl->AddText(ImVec2(p.pixel.x * scale, p.pixel.y * scale),
                ImGui::ColorConvertFloat4ToU32(ImVec4(c.r, c.g, c.b, c.a)), p.label->text.c_str());
  }
}

// Rebuilds the font atlas (and the style's sizes) for the current size and scale; the OpenGL
// backend uploads the new atlas on the next NewFrame.
void reload_fonts(ViewerState& s, std::ostream& err) {
  const Fonts fonts = load_fonts(*ImGui::GetIO().Fonts, kDejaVuDir, s.font_size, s.content_scale);
  ImGui_ImplOpenGL3_DestroyFontsTexture();
  style_imgui(s.settings.theme, s.content_scale);
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

// What this run leaves for the next: the window, the panels, the text size, the last folder.
void remember(ViewerState& s, GLFWwindow* w, std::ostream& err) {
  read_placement(w, s.settings.window);
  save_layout(s.settings);
  s.settings.font_size = s.font_size;
  s.settings.last_directory = s.menu.folder();
  s.settings.recent_folders = s.menu.recent_folders();
  remember_snap_steps(s.edit.controller().gizmo.settings, s.settings);
  const auto path = default_settings_path();
  if (const auto e = save_settings(path, s.settings))
    err << "collision-lab: cannot save the settings: " << *e << "\n";
}

}  // namespace

int run_viewer(const ViewerOptions& options, std::ostream& err) {
  std::string error;
  // Scripted runs (--frames) neither read nor write the settings: same command, same picture.
  const bool remembered = options.frames <= 0;
  const SettingsLoad settings =
      remembered ? load_settings(default_settings_path()) : SettingsLoad{};
  WindowOptions window_options;
  window_options.width = settings.settings.window.width;
  window_options.height = settings.settings.window.height;
  // --msaa given on the command line (anything but the default) wins over the setting.
  window_options.samples = options.draw.msaa_samples != DrawSettings{}.msaa_samples
                               ? options.draw.msaa_samples
                               : settings.settings.msaa_samples;
  const auto window = Window::open(window_options, error, settings.settings.window);
  if (!window) {
    err << "collision-lab: " << error << "\n";
    return kExitFailure;
  }
  GLFWwindow* w = window->handle();

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;  // no imgui.ini left in the working directory
  ImGui_ImplGlfw_InitForOpenGL(w, false);
  ImGui_ImplOpenGL3_Init("#version 330 core");

  int exit_code = kExitOk;
  {
    ViewerState state;
    state.settings = settings.settings;
    state.font_size = state.settings.font_size =
        std::clamp(state.settings.font_size, kMinFontSize, kMaxFontSize);
    state.menu.set_folder(state.settings.last_directory);
    state.menu.set_recent_folders(state.settings.recent_folders);
    load_layout(state.settings);
    apply_snap_steps(state.settings, state.edit.controller().gizmo.settings);
    if (!settings.warning.empty()) {
      err << "collision-lab: " << settings.warning << "\n";
      state.toasts.push(settings.warning, ToastKind::error, glfwGetTime());
    }
    if (!options.scene_file.empty()) {
      // A file that does not load leaves the default scene up, with the error shown.
      state.flow.request_open(options.scene_file);
      if (state.flow.error()) err << "collision-lab: " << *state.flow.error() << "\n";
    }
    window->framebuffer_size(state.viewport.width, state.viewport.height);
    state.camera = initial_camera(state.doc.scene(), state.viewport, kPanelInset);
    state.router.set_edit(&state.edit);
    // Every save keeps the view in the file (once moved from the one the scene opened with).
    state.doc.set_camera_source([&state] {
      return camera_to_save(state.camera,
                            initial_camera(state.doc.scene(), state.viewport, kPanelInset));
    });
    std::string title;
    glfwSetWindowUserPointer(w, &state);
    glfwSetMouseButtonCallback(w, on_mouse_button);
    glfwSetCursorPosCallback(w, on_cursor);
    glfwSetScrollCallback(w, on_scroll);
    glfwSetKeyCallback(w, on_key);
    glfwSetCharCallback(w, on_char);
    glfwSetWindowFocusCallback(w, on_focus);
    glfwSetCursorEnterCallback(w, on_enter);
    glfwSetDropCallback(w, on_drop);
    glfwSetWindowContentScaleCallback(w, on_content_scale);
    glfwGetWindowContentScale(w, &state.content_scale, nullptr);

    GlRenderer renderer;
    DrawList frame_list;
    FrameStats stats;
    double last_time = glfwGetTime(), window_start = last_time;
    int window_frames = 0;
    g_stop_requested = 0;
    std::signal(SIGINT, request_stop);
    std::signal(SIGTERM, request_stop);
    for (int frame = 1; !state.flow.quit_confirmed() && !g_stop_requested; ++frame) {
      glfwPollEvents();
      replay_keys(state);
      // Closing the window is a request like File > Quit: unsaved changes are asked about first.
      if (window->should_close()) {
        glfwSetWindowShouldClose(w, GLFW_FALSE);
        state.flow.request_quit();
      }
      window->framebuffer_size(state.viewport.width, state.viewport.height);
      if (state.fonts_dirty) reload_fonts(state, err);

      ImGui_ImplOpenGL3_NewFrame();
      ImGui_ImplGlfw_NewFrame();
      ImGui::NewFrame();
      state.menu.draw_menu_bar([&] {
        state.edit_menu.draw();
        if (const auto path = lessons_menu()) open_library_scene(state, *path);
        const ViewMenuActions view = view_menu(state.settings);
        if (view.reset_layout) reset_layout();
        state.fonts_dirty |= view.restyle;
        state.font_size = state.settings.font_size;
        // After Lessons, so the menus before it keep their places (tests click them).
        if (const auto why = add_menu(state.edit))
          state.toasts.push(*why, ToastKind::error, glfwGetTime());
        help_menu(state.help_open);
      });
      if (state.menu.take_screenshot_request()) state.screenshot_requested = true;
      if (const auto saved = state.flow.take_saved())
        state.toasts.push("Saved " + saved->filename().string(), ToastKind::info, glfwGetTime());
      const Scene& scene = state.doc.scene();
      state.edit.prune();
      PanelActions actions = state.settings.show_scene_panel
                                 ? objects_panel(scene, &state.edit.selection())
                                 : PanelActions{};
      if (actions.clicked >= 0)
        state.edit.row_clicked(std::size_t(actions.clicked), actions.clicked_shift);
      help_window(state.help_open);
      state.inspector.draw(state.doc, state.edit.selection());
      if (auto id = state.inspector.take_renamed()) state.edit.selection().select_only(*id);
      // Every change goes through the document's history (undo, the unsaved marker).
      if (actions.edit) state.doc.apply(std::move(*actions.edit));
      if (actions.frame_scene) frame_scene(state.camera, scene, state.viewport, kPanelInset);
      if (state.settings.show_stats) stats_overlay(stats, scene.objects.size());
      if (state.settings.show_notes_panel) scene_notes_panel(scene);
      if (const auto i = state.edit.hovered_object();
          i && *i < scene.objects.size() && !ImGui::GetIO().WantCaptureMouse)
        object_tooltip(scene.objects[*i]);
      // The evaluation and the Pairs and why panels (before the dialogs: a window first shown
      // over an open modal trips ImGui).
      state.evidence.frame(state.doc, state.edit.selection());
      // After the Pairs panel, whose click selects the pair: the panel and the view see it now.
      const std::vector<std::size_t> selected = state.edit.selection().indices(scene);
      if (state.settings.show_octree_panel)
        state.evidence.octree_panel(state.doc, &state.settings.show_octree_panel,
                                    state.settings.octree, selected);
      state.toasts.draw(glfwGetTime());
      state.menu.draw_dialogs();
      if (state.flow.take_opened())
        state.camera = initial_camera(scene, state.viewport, kPanelInset);
      const bool visible = state.viewport.width > 0 && state.viewport.height > 0;  // not minimised
      if (visible) {
        // The same frame function as `collision-lab render`.
        ViewOptions view;
        view.highlighted = state.edit.highlighted(actions.hovered);
        view.outlines = state.settings.outlines && draw_outlines(options.draw, scene);
        view.grid = state.settings.grid;
        view.axes = state.settings.axes;
        view.octree = state.settings.octree;
        view.octree.shown = state.settings.show_octree_panel && state.settings.octree.shown;
        view.selected = selected;
        state.evidence.build(frame_list, state.doc, state.camera, state.viewport, view);
        state.edit.draw_gizmo(frame_list);  // Layer::overlay: never hidden by the scene
        draw_labels(frame_list, state.camera, state.viewport, w);
      }
      ImGui::Render();
      if (std::string t = state.doc.window_title(); t != title) {
        title = std::move(t);
        glfwSetWindowTitle(w, title.c_str());
      }

      int scene_calls = 0;
      if (visible) {
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        scene_calls = renderer.draw(frame_list, state.camera, state.viewport);
      }
      ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
      stats.scene_draw_calls = scene_calls;
      stats.draw_calls = scene_calls + imgui_draw_calls(ImGui::GetDrawData());

      const bool last = options.frames > 0 && frame >= options.frames;
      if (last && !options.screenshot.empty()) {
        glReadBuffer(GL_BACK);
        const Image image = read_pixels(state.viewport.width, state.viewport.height);
        if (!write_png(image, options.screenshot, error)) {
          err << "collision-lab: " << error << "\n";
          exit_code = kExitFailure;
        }
      }
      if (state.screenshot_requested) {
        // The whole window as drawn this frame, panels included.
        state.screenshot_requested = false;
        glReadBuffer(GL_BACK);
        const Image image = read_pixels(state.viewport.width, state.viewport.height);
        const auto path = screenshot_path(screenshot_dir(state.doc), std::time(nullptr));
        if (write_png(image, path.string(), error))
          state.toasts.push("Screenshot written to " + path.string(), ToastKind::info,
                            glfwGetTime());
        else
          state.toasts.push(error, ToastKind::error, glfwGetTime());
      }
      window->swap_buffers();

      const double now = glfwGetTime();
      ++window_frames;
      if (now - window_start >= 0.5) {
        stats.frame_ms = 1000.0 * (now - window_start) / window_frames;
        window_start = now;
        window_frames = 0;
      } else if (stats.frame_ms == 0) {
        stats.frame_ms = 1000.0 * (now - last_time);
      }
      last_time = now;
      if (last) break;
    }
    if (remembered) remember(state, w, err);
    glfwSetWindowUserPointer(w, nullptr);
  }

  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplGlfw_Shutdown();
  ImGui::DestroyContext();
  return exit_code;
}

}  // namespace collide
