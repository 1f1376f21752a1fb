#pragma once
// The in-app file dialog's model, without ImGui: the folder shown and its listing (folders
// first, then the files its purpose reads — scene files, `*.json`, or for a mesh `*.obj`,
// `*.gltf` and `*.glb` — unless the filter is off), the path field, the selection moved with the
// arrow keys, recent folders, and what Enter means. FileMenu draws it.
//
// Enter (confirm) on the path field: a folder enters it; anything else is the chosen file
// (relative to the folder shown; a save gets ".json" when it names no extension, an export
// ".cpp").
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace collide {

struct DialogEntry {
  std::string name;  // file name, without a trailing slash
  bool folder = false;
  bool operator==(const DialogEntry&) const = default;
};

class FileDialogModel {
 public:
  // export_test: a save whose bare name gets ".cpp" (the viewer's "Export as test...");
  // open_mesh: an open of a mesh file (Add > "Mesh from file...": OBJ or glTF).
  enum class Purpose { open, save, export_test, open_mesh };
  static constexpr std::size_t kMaxRecentFolders = 8;

  // Shows `folder` (the working directory when empty or not a folder) with `file_name` in the
  // path field.
  void start(Purpose purpose, const std::filesystem::path& folder, const std::string& file_name);

  Purpose purpose() const { return purpose_; }
  const std::filesystem::path& folder() const { return folder_; }
  const std::vector<DialogEntry>& entries() const { return entries_; }
  // Why the last folder asked for could not be listed (it stays on the previous one), or empty.
  const std::string& problem() const { return problem_; }

  // Shows `folder` (relative: to the one shown); false, with problem(), when it is not one.
  bool enter(const std::filesystem::path& folder);
  void up();  // the parent folder; the selection lands on the folder we came from

  // The filter: only the purpose's files (and every folder) are listed while it is on.
  bool json_only() const { return json_only_; }
  void set_json_only(bool on);
  // The filter's checkbox: "*.json only", or for a mesh "*.obj, *.gltf, *.glb only".
  const char* filter_label() const;
  // Whether the filter lets a file of this name through (its extension, any case for a mesh).
  bool passes_filter(const std::filesystem::path& file) const;

  // -1: nothing selected. Moving the selection puts the entry's name in the path field (a
  // folder's with a trailing slash), so Enter acts on it.
  int selected() const { return selected_; }
  void select(int index);
  void move_selection(int delta);

  std::string path_field;

  // Enter or the Open/Save button: a folder in the field is entered (nothing returned); a file
  // is returned, absolute (a save's or an export's bare name with its extension added; an open's
  // as typed). An empty field returns nothing.
  std::optional<std::filesystem::path> confirm();
  // Double click or Enter on entry `index`: enters a folder, or chooses a file.
  std::optional<std::filesystem::path> activate(int index);

  // Most recent first, without repeats; the chosen file's folder is added by confirm().
  const std::vector<std::filesystem::path>& recent_folders() const { return recent_; }
  void set_recent_folders(std::vector<std::filesystem::path> folders);
  void add_recent_folder(const std::filesystem::path& folder);

 private:
  void list();

  Purpose purpose_ = Purpose::open;
  std::filesystem::path folder_;
  std::vector<DialogEntry> entries_;
  std::string problem_;
  bool json_only_ = true;
  int selected_ = -1;
  std::vector<std::filesystem::path> recent_;
};

}  // namespace collide
