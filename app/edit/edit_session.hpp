#pragma once
// The viewer's editing state over its Document: the EditController (selection, hover, gizmo)
// hooked to the document's history, so a gizmo drag is one gesture (begin_gesture at the press,
// one move_object edit per drag step, end_gesture at the release; Esc cancels it exactly), and
// the commands of the key table and the Add menu (add, delete, duplicate, select all, frame).
// The Add menu's entries are the kinds' (app/kinds/kind_table.hpp: add_entries()).
// GL- and ImGui-free, so tests drive it as the viewer does.
#include <filesystem>
#include <functional>
#include <string>

#include "app/document/document.hpp"
#include "app/edit/edit_controller.hpp"
#include "app/edit/measure_tool.hpp"
#include "app/input/input_router.hpp"
#include "app/input/key_table.hpp"
#include "app/kinds/kind.hpp"

namespace collide {

class EditSession final : public EditInput {
 public:
  // `selection` is the app session's; `camera` and `viewport` (the 3D view's rectangle: events
  // come in its pixels) are the viewer's own, read at each event.
  EditSession(Document& doc, Selection& selection, Camera& camera, const Viewport& viewport);
  EditSession(const EditSession&) = delete;
  EditSession& operator=(const EditSession&) = delete;

  EditController& controller() { return controller_; }
  const EditController& controller() const { return controller_; }
  Selection& selection() { return controller_.selection; }
  // Q: no gizmo (clicks only select); W/E/R set the gizmo's mode.
  bool select_only_mode() const { return select_only_; }

  // Once a frame: drops selected ids no longer in the scene (undo, open, delete).
  void prune();
  // The object to outline: the one under the pointer, else the Scene panel's hovered row.
  int highlighted(int panel_hovered) const;
  // The object under the pointer in the viewport (for its tooltip), if any.
  std::optional<std::size_t> hovered_object() const { return controller_.hovered_object(); }
  // The gizmo of the primary selection, into Layer::overlay (after build_frame).
  void draw_gizmo(DrawList& list) const;

  // The measuring tool (M): while it picks, a click sets its next end instead of selecting and
  // no gizmo takes the press; its measurement stays (following edits) until Esc clears it.
  MeasureTool& measure_tool() { return measure_; }
  const MeasureTool& measure_tool() const { return measure_; }
  // The measurement now, if both ends are in the scene.
  std::optional<MeasureResult> measurement() const { return measure_.measure(shown()); }
  // Its segment, dots and length label, into Layer::overlay.
  void draw_measurement(DrawList& list) const;

  // A key of the table the viewer owns (not the file/edit menus'). Returns whether it acted.
  bool run(KeyAction action, InputRouter& router);

  // Each one edit (one history step); what they refuse is returned as a message.
  // add: the entry's new object in front of the camera at the view's centre, sized to the view
  // (new_object_frame), with a fresh id from the entry's stem, selected alone.
  std::optional<std::string> add(const AddEntry& entry);
  // Add > "Mesh from file...": the mesh file `file` as a file mesh at the view's centre
  // (app/kinds/mesh_file_entry.hpp), named after the file, with a fresh id, selected alone; a
  // file that cannot be read or makes no mesh is refused with its file and line, the scene as
  // it was.
  std::optional<std::string> add_mesh_file(const std::filesystem::path& file);
  std::optional<std::string> delete_selection();
  std::optional<std::string> duplicate_selection();
  void select_all();
  // F: the selection's bounds (the whole scene when nothing is selected).
  void frame_selection();
  // Set: how the whole scene is framed (the viewer's view also frames the octree cells it
  // shows); unset: frame_scene.
  std::function<void()> frame_whole_scene;
  // Set: the scene as the view shows it (the app session's posed scene), which picking, the
  // measuring tool and framing the selection read; unset: the document's. Edits always change
  // the document's.
  std::function<const Scene&()> shown_scene;
  // A Scene panel row clicked: select it (Shift: add or remove).
  void row_clicked(std::size_t index, bool shift);

  // EditInput, for the router: the controller's, with no gizmo in select mode (Q).
  bool gizmo_press(const glm::dvec2& pixel) override;
  void gizmo_drag(const glm::dvec2& pixel, bool snap, bool fine) override {
    controller_.gizmo_drag(pixel, snap, fine);
  }
  void gizmo_release() override { controller_.gizmo_release(); }
  void gizmo_cancel() override { controller_.gizmo_cancel(); }
  void click(const glm::dvec2& pixel, bool shift) override;
  void hover(const std::optional<glm::dvec2>& pixel) override;

 private:
  const Scene& shown() const { return shown_scene ? shown_scene() : doc_.scene(); }
  Document& doc_;
  Camera& camera_;
  const Viewport& viewport_;
  EditController controller_;
  bool select_only_ = false;
  MeasureTool measure_;
};

}  // namespace collide
