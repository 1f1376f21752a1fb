#include "app/panels/file_dialog.hpp"

#include <algorithm>
#include <cctype>
#include <system_error>

namespace collide {

namespace fs = std::filesystem;

void FileDialogModel::start(Purpose purpose, const fs::path& folder, const std::string& file_name) {
  purpose_ = purpose;
  problem_.clear();
  std::error_code ec;
  folder_ = fs::current_path(ec);
  if (!folder.empty() && fs::is_directory(folder, ec)) folder_ = fs::absolute(folder, ec);
  folder_ = folder_.lexically_normal();
  list();
  path_field = file_name;
}

void FileDialogModel::list() {
  entries_.clear();
  selected_ = -1;
  std::error_code ec;
  for (fs::directory_iterator it(folder_, ec), end; !ec && it != end; it.increment(ec)) {
    std::error_code e;
    const bool folder = it->is_directory(e);
    if (folder || !json_only_ || passes_filter(it->path()))
      entries_.push_back({it->path().filename().string(), folder});
  }
  std::sort(entries_.begin(), entries_.end(), [](const DialogEntry& a, const DialogEntry& b) {
    return a.folder != b.folder ? a.folder : a.name < b.name;
  });
}

bool FileDialogModel::enter(const fs::path& folder) {
  fs::path target = folder.is_relative() ? folder_ / folder : folder;
  target = target.lexically_normal();
  if (target.has_relative_path() && target.filename().empty()) target = target.parent_path();
  std::error_code ec;
  if (!fs::is_directory(target, ec)) {
    problem_ = "not a folder: " + target.string();
    return false;
  }
  problem_.clear();
  folder_ = target;
  list();
  path_field.clear();
  return true;
}

void FileDialogModel::up() {
  if (!folder_.has_relative_path()) return;  // at the root
  const std::string came_from = folder_.filename().string();
  enter(folder_.parent_path());
  for (std::size_t i = 0; i < entries_.size(); ++i)
    if (entries_[i].folder && entries_[i].name == came_from) select(int(i));
}

void FileDialogModel::set_json_only(bool on) {
  json_only_ = on;
  list();
}

const char* FileDialogModel::filter_label() const {
  return purpose_ == Purpose::open_mesh ? "*.obj, *.gltf, *.glb only" : "*.json only";
}

bool FileDialogModel::passes_filter(const fs::path& file) const {
  std::string ext = file.extension().string();
  if (purpose_ != Purpose::open_mesh) return ext == ".json";
  // load_mesh_file reads these in any case (LEVEL.OBJ from a Windows export).
  for (char& c : ext)
    c = char(std::tolower(static_cast<unsigned char>(c)));
  return ext == ".obj" || ext == ".gltf" || ext == ".glb";
}

void FileDialogModel::select(int index) {
  if (index < 0 || index >= int(entries_.size())) return;
  selected_ = index;
  const DialogEntry& e = entries_[std::size_t(index)];
  path_field = e.folder ? e.name + "/" : e.name;
}

void FileDialogModel::move_selection(int delta) {
  if (entries_.empty()) return;
  const int from = selected_ < 0 ? (delta > 0 ? -1 : int(entries_.size())) : selected_;
  select(std::clamp(from + delta, 0, int(entries_.size()) - 1));
}

std::optional<fs::path> FileDialogModel::confirm() {
  if (path_field.empty()) return std::nullopt;
  fs::path chosen(path_field);
  if (chosen.is_relative()) chosen = folder_ / chosen;
  std::error_code ec;
  if (fs::is_directory(chosen, ec)) {
    enter(chosen);
    return std::nullopt;
  }
  if ((purpose_ == Purpose::save || purpose_ == Purpose::export_test) && !chosen.has_extension())
    chosen += purpose_ == Purpose::save ? ".json" : ".cpp";
  chosen = chosen.lexically_normal();
  add_recent_folder(chosen.parent_path());
  return chosen;
}

std::optional<fs::path> FileDialogModel::activate(int index) {
  select(index);
  if (selected_ != index) return std::nullopt;
  return confirm();
}

void FileDialogModel::set_recent_folders(std::vector<fs::path> folders) {
  recent_.clear();
  for (auto it = folders.rbegin(); it != folders.rend(); ++it)
    add_recent_folder(*it);
}

void FileDialogModel::add_recent_folder(const fs::path& folder) {
  if (folder.empty()) return;
  recent_.erase(std::remove(recent_.begin(), recent_.end(), folder), recent_.end());
  recent_.insert(recent_.begin(), folder);
  if (recent_.size() > kMaxRecentFolders) recent_.resize(kMaxRecentFolders);
}

}  // namespace collide
