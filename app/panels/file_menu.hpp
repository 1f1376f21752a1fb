#pragma once
// The File menu and its dialogs (ImGui): new, open, save, save as, recent files, quit; the
// "save changes?" question; the error of a failed open or save. The rules live in FileFlow.
#include <array>
#include <filesystem>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

#include "app/document/file_flow.hpp"
#include "app/input/key_table.hpp"
#include "app/panels/desktop_chooser.hpp"
#include "app/panels/file_dialog.hpp"

namespace collide {

// The line under a failed open's or save's error: what was left as it was.
const char* failure_note(bool from_save);

class FileMenu {
 public:
  FileMenu(FileFlow& flow, const Document& document, const RecentFiles& recent);

  // The main menu bar. `more_menus` draws the menus after File (Edit, ...) inside the bar.
  void draw_menu_bar(const std::function<void()>& more_menus = {});
  // A key of the table the File menu owns (new, open, save, save as, quit), as its menu item
  // would; nothing while a dialog is open.
  void run(KeyAction action);
  // Whatever dialog is open. Call last in the frame: ImGui 1.86 asserts when a window appears
  // for the first time behind a modal opened earlier in the same frame.
  void draw_dialogs();
  // True once after File › Screenshot was chosen (the viewer writes the next frame to a PNG).
  // The folder the file dialog shows (the settings' last directory).
  const std::filesystem::path& folder() const { return folder_; }
  void set_folder(const std::filesystem::path& folder);
  // The file dialog's recent folders (kept in the settings), most recent first.
  const std::vector<std::filesystem::path>& recent_folders() const {
    return model_.recent_folders();
  }
  void set_recent_folders(std::vector<std::filesystem::path> folders) {
    model_.set_recent_folders(std::move(folders));
  }
  bool take_screenshot_request() { return std::exchange(screenshot_requested_, false); }
  // More entries of the File menu, drawn after Save As (File > Follow file).
  void set_file_items(std::function<void()> items) { file_items_ = std::move(items); }
  // "Export as test...": the dialog asks where the test goes, offering `file_name` in the
  // current scene's folder; take_export_path() then returns the chosen file once (the viewer
  // writes it: app/document/case_files.hpp). Nothing while another dialog is open.
  void open_export_dialog(const std::string& file_name);
  std::optional<std::filesystem::path> take_export_path() {
    return std::exchange(export_path_, {});
  }
  // Add > "Mesh from file...": the dialog asks for an OBJ or glTF file (listing those), starting
  // in the current scene's folder; take_mesh_path() then returns the chosen file once (the viewer
  // adds it: EditSession::add_mesh_file). Nothing while another dialog is open.
  void open_mesh_dialog();
  std::optional<std::filesystem::path> take_mesh_path() { return std::exchange(mesh_path_, {}); }

 private:
  enum class Dialog { none, open, save_as, save_as_then_go_on, export_test, open_mesh };

  void open_dialog(Dialog d, std::string name = {});  // `name`: the export's file name
  void draw_path_dialog();
  void draw_listing(std::optional<std::filesystem::path>& chosen);
  void poll_desktop_chooser();
  void start_desktop_chooser();
  void choose(const std::filesystem::path& chosen);  // the dialog's answer, to the flow
  void cancel_dialog();
  void draw_question();
  void draw_error();

  FileFlow& flow_;
  const Document& document_;
  const RecentFiles& recent_;
  Dialog dialog_ = Dialog::none;
  bool dialog_requested_ = false;
  bool screenshot_requested_ = false;
  std::filesystem::path folder_;  // the folder the next dialog starts in
  FileDialogModel model_;
  std::array<char, 1024> path_{};  // ImGui's copy of model_.path_field
  bool refocus_field_ = false;     // the field shows model_.path_field again (after a selection)
  std::optional<std::filesystem::path> desktop_chooser_;  // zenity or kdialog, when on PATH
  ChildChooser chooser_;
  std::function<void()> file_items_;
  std::optional<std::filesystem::path> export_path_;  // chosen, not yet taken
  std::optional<std::filesystem::path> mesh_path_;    // chosen, not yet taken
};

}  // namespace collide
