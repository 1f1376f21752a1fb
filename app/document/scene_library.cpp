#include "app/document/scene_library.hpp"

#include <algorithm>
#include <array>
#include <cctype>

#include "app/document/embedded_scenes.hpp"

namespace collide {
namespace {

constexpr std::string_view kLessonPrefix = "lesson_", kEdgePrefix = "edge_";

std::string_view file_name(std::string_view path) {
  const auto slash = path.rfind('/');
  return slash == std::string_view::npos ? path : path.substr(slash + 1);
}

LibraryGroup group_of(std::string_view name) {
  if (name.starts_with(kLessonPrefix)) return LibraryGroup::lessons;
  if (name.starts_with(kEdgePrefix)) return LibraryGroup::edge_cases;
  return LibraryGroup::other;
}

// Words that read as acronyms in titles.
constexpr std::array<std::string_view, 6> kAcronyms = {"aabb", "obb", "sat", "np", "gjk", "epa"};

}  // namespace

std::string library_title(std::string_view path) {
  std::string_view name = file_name(path);
  if (name.ends_with(".json")) name.remove_suffix(5);
  for (std::string_view prefix : {kLessonPrefix, kEdgePrefix})
    if (name.starts_with(prefix)) name.remove_prefix(prefix.size());
  std::string title;
  while (!name.empty()) {
    const auto end = name.find('_');
    std::string word(name.substr(0, end));
    name = end == std::string_view::npos ? std::string_view{} : name.substr(end + 1);
    if (std::find(kAcronyms.begin(), kAcronyms.end(), word) != kAcronyms.end()) {
      for (char& c : word)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    } else if (title.empty() && !word.empty()) {
      word[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(word[0])));
    }
    if (!title.empty()) title += ' ';
    title += word;
  }
  return title;
}

SceneLoad load_library_scene(std::string_view path) {
  return parse_scene(embedded::scenes(path), path);
}

const std::vector<LibraryEntry>& scene_library() {
  static const std::vector<LibraryEntry> library = [] {
    std::vector<LibraryEntry> out;
    for (std::string_view path : embedded::scenes_paths()) {
      LibraryEntry e;
      e.path = std::string(path);
      e.group = group_of(file_name(path));
      e.title = library_title(path);
      if (SceneLoad load = load_library_scene(path); load.ok())
        e.description = load.scene->description;
      out.push_back(std::move(e));
    }
    std::stable_sort(out.begin(), out.end(), [](const LibraryEntry& a, const LibraryEntry& b) {
      return a.group != b.group ? a.group < b.group : a.path < b.path;
    });
    return out;
  }();
  return library;
}

}  // namespace collide
