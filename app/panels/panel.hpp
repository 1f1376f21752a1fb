#pragma once
// The one shape every docked panel has: it reads the app session and returns what it wants
// changed. The workbench opens and places the panel's window (title, dock, size) and closes it;
// the panel draws its contents. Panels are listed in one table (app/workbench/panel_table.cpp):
// a new panel is one file with its class and factory, and one row there.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/document/edit.hpp"
#include "app/panels/dock.hpp"
#include "app/session/app_session.hpp"

namespace collide {

class EditSession;
struct SceneViewState;
struct Settings;

// What a panel may touch while it draws, besides what it returns.
struct PanelContext {
  AppSession& session;  // the model: focus and selection change here
  EditSession& edit;    // the editing session (a Scene row clicked selects through it)
  Settings& settings;   // the view options a panel edits (the Octree panel's filters)
  // What a panel shows of this scene alone (scene_view_state.hpp): reset when another opens.
  SceneViewState& scene_view;
  // Presentation mode (Workbench::set_presentation): no editing controls, lecture precision.
  bool presentation = false;
};

// What a panel asks for this frame.
struct PanelOutput {
  std::vector<Edit> edits;             // applied through the document, in order (each undoable)
  int hovered = -1;                    // an object whose row is under the pointer (outlined in 3D)
  bool frame_scene = false;            // "Frame scene" pressed
  bool export_focused = false;         // "Export as test..." pressed (the viewer asks where)
  std::optional<std::string> message;  // a refusal to show as a toast
};

class Panel {
 public:
  virtual ~Panel() = default;
  // The window's title this frame, when it says more than the table's ("Why: a – b").
  virtual std::optional<std::string> title(const AppSession&) const { return std::nullopt; }
  // Draws the contents, inside the window the workbench opened. Needs an ImGui frame.
  virtual void draw(PanelContext& context, PanelOutput& out) = 0;
};

using PanelFactory = std::unique_ptr<Panel> (*)();

// One row of the panel table.
struct PanelSpec {
  const char* key;    // its name in the settings ("pairs")
  const char* title;  // the View menu's entry and the window's title
  Dock dock;
  bool shown_by_default;
  float weight;  // its share of its region by default (the person's drags replace it)
  PanelFactory make;
  // A view of one scene (the Octree panel and the tree it draws): closed when another scene
  // opens, as the per-scene view state is reset (scene_view_state.hpp).
  bool per_scene = false;
};

// The factories, each defined in its panel's file.
std::unique_ptr<Panel> make_scene_panel();
std::unique_ptr<Panel> make_inspector_panel();
std::unique_ptr<Panel> make_why_panel();
std::unique_ptr<Panel> make_octree_panel();
std::unique_ptr<Panel> make_notes_panel();
std::unique_ptr<Panel> make_pairs_panel();
std::unique_ptr<Panel> make_lesson_panel();

}  // namespace collide
