#include "app/workbench/key_dispatch.hpp"

#include <imgui.h>
#include <imgui_internal.h>  // GetTopMostPopupModal, the popup stack
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include "app/edit/edit_session.hpp"
#include "app/input/imgui_keys.hpp"
#include "app/panels/edit_menu.hpp"
#include "app/panels/file_menu.hpp"
#include "app/session/live_evidence.hpp"
#include "app/session/timeline.hpp"

namespace collide {

namespace {

// A widget has the keyboard: a text field being edited, a slider held, a modal open. Read from
// the context as the last frame left it, not from io.WantCaptureKeyboard, which was set when
// that frame began: at 2 fps the Return that ends an edit and the Ctrl+S after it are replayed
// in consecutive frames, and the stale flag would swallow the Ctrl+S.
bool keyboard_taken() {
  return ImGui::IsAnyItemActive() || ImGui::GetTopMostPopupModal() != nullptr;
}

// Closes the open menus and popups (the menu bar's, a combo's) above the top-most modal dialog,
// which handles its own Esc; whether there were any. ImGui 1.86 closes them on Esc only with
// keyboard navigation, which the viewer leaves off.
bool close_menus() {
  ImGuiContext& g = *ImGui::GetCurrentContext();
  int keep = 0;  // the popups up to and including the top-most modal stay
  for (int i = g.OpenPopupStack.Size - 1; i >= 0 && keep == 0; --i) {
    const ImGuiWindow* w = g.OpenPopupStack[i].Window;
    if (w && (w->Flags & ImGuiWindowFlags_Modal)) keep = i + 1;
  }
  if (keep >= g.OpenPopupStack.Size) return false;
  ImGui::ClosePopupToLevel(keep, true);
  return true;
}

// The timeline's keys; whether `action` was one.
bool timeline_key(KeyAction action, const KeyTargets& t) {
  switch (action) {
    case KeyAction::timeline_play:
      if (t.timeline) toggle_play(*t.timeline);
      return true;
    case KeyAction::timeline_step_forward:
    case KeyAction::timeline_step_back:
      if (t.timeline) step(*t.timeline, action == KeyAction::timeline_step_forward ? 1 : -1);
      return true;
    case KeyAction::timeline_first_contact:
      if (t.timeline && t.evidence)
        if (const auto at = first_contact(*t.evidence)) jump_to(*t.timeline, *at);
      return true;
    default:
      return false;
  }
}

bool is_escape_press(const InputEvent& e) {
  return e.kind == InputEvent::Kind::key && e.key == GLFW_KEY_ESCAPE && e.action == GLFW_PRESS;
}

}  // namespace

void run_key(const BoundKey& key, const KeyTargets& t) {
  if (t.window && t.window(key.action)) return;
  const bool drag_escape =
      key.action == KeyAction::escape && t.router && t.router->gizmo_dragging();
  if (keyboard_taken() && !drag_escape) return;
  switch (key.owner) {
    case KeyOwner::file_menu:
      if (t.file_menu) t.file_menu->run(key.action);
      return;
    case KeyOwner::edit_menu:
      if (t.edit_menu) t.edit_menu->run(key.action);
      return;
    case KeyOwner::viewer:
      if (const auto preset = camera_preset_key(key.action)) {
        if (t.camera) t.camera(*preset);
      } else if (key.action == KeyAction::sat_next || key.action == KeyAction::sat_previous) {
        if (t.evidence) t.evidence->step_sat_axis(key.action == KeyAction::sat_next ? +1 : -1);
      } else if (!timeline_key(key.action, t) && t.edit && t.router) {
        t.edit->run(key.action, *t.router);
      }
      return;
    case KeyOwner::mouse:
      return;
  }
}

void replay_keys(InputQueue& queue, const KeyTargets& targets) {
  for (const InputEvent& e : queue.take_frame()) {
    if (e.kind == InputEvent::Kind::mouse_button || e.kind == InputEvent::Kind::cursor) {
      if (targets.mouse) targets.mouse(e);
      continue;
    }
    // Esc with a menu open closes the menu and does nothing else: not the selection cleared
    // under it, nor the dialog under a combo cancelled (ImGui never sees this press).
    if (is_escape_press(e) && close_menus()) continue;
    give_to_imgui(e, ImGui::GetIO());
    if (e.kind != InputEvent::Kind::key || (e.action != GLFW_PRESS && e.action != GLFW_REPEAT))
      continue;
    const auto bound =
        key_action(e.key, (e.mods & GLFW_MOD_CONTROL) != 0, (e.mods & GLFW_MOD_SHIFT) != 0);
    if (bound && (e.action == GLFW_PRESS || repeats(bound->action))) run_key(*bound, targets);
  }
}

}  // namespace collide
