#include "app/settings/settings.hpp"

#include <system_error>
#include <type_traits>

#include <nlohmann/json.hpp>

#include "app/settings/config_folder.hpp"
#include "core/scene/atomic_file.hpp"
#include "core/scene/bounded_file.hpp"

namespace collide {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

// A settings file is a few KiB; anything far bigger is not ours.
constexpr std::size_t kMaxSettingsBytes = 4u << 20;

// Reads `key` into `out` when it is there with the right type; otherwise `out` keeps its value.
template <class T>
void read(const json& j, const char* key, T& out) {
  const auto it = j.find(key);
  if (it == j.end()) return;
  if constexpr (std::is_same_v<T, bool>) {
    if (it->is_boolean()) out = it->get<bool>();
  } else if constexpr (std::is_integral_v<T>) {
    if (it->is_number_integer()) out = it->get<T>();
  } else if constexpr (std::is_floating_point_v<T>) {
    if (it->is_number()) out = it->get<T>();
  } else {
    if (it->is_string()) out = it->get<std::string>();
  }
}

}  // namespace

fs::path default_settings_path() {
  return config_folder() / "settings.json";
}

std::string settings_to_json(const Settings& s) {
  json window = {
      {"width", s.window.width}, {"height", s.window.height}, {"maximised", s.window.maximised}};
  if (s.window.x && s.window.y) {
    window["x"] = *s.window.x;
    window["y"] = *s.window.y;
  }
  json recent = json::array();
  for (const fs::path& f : s.recent_folders)
    recent.push_back(f.string());
  const json j = {
      {"version", kSettingsVersion},
      {"window", window},
      {"font_size", s.font_size},
      {"theme", s.theme == Theme::light ? "light" : "dark"},
      {"view",
       {{"grid", s.grid}, {"axes", s.axes}, {"outlines", s.outlines}, {"msaa", s.msaa_samples}}},
      {"stats", s.show_stats},
      {"dock",
       {{"left", s.dock.left},
        {"right", s.dock.right},
        {"bottom", s.dock.bottom},
        {"left_open", s.dock.left_open},
        {"right_open", s.dock.right_open},
        {"bottom_open", s.dock.bottom_open}}},
      {"panels", s.panels_shown},
      {"panel_weights", s.panel_weights},
      {"panels_collapsed", s.panels_collapsed},
      {"octree",
       {{"shown", s.octree.shown},
        {"trace", s.octree.trace},
        {"leaves_only", s.octree.filter.leaves_only},
        {"occupied_only", s.octree.filter.occupied_only},
        {"depth_min", s.octree.filter.depth_min},
        {"depth_max", s.octree.filter.depth_max},
        {"near_selection", s.octree.filter.near_selection},
        {"near_margin", s.octree.filter.near_margin},
        {"max_cells", s.octree.filter.max_cells}}},
      {"gizmo_snap",
       {{"translate", s.translate_step},
        {"angle_degrees", s.angle_step_degrees},
        {"scale", s.scale_step}}},
      {"last_directory", s.last_directory.string()},
      {"recent_folders", recent},
  };
  return j.dump(2) + "\n";
}

SettingsLoad parse_settings(const std::string& text) {
  SettingsLoad out;
  const json j = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded() || !j.is_object()) {
    out.warning = "not a settings file (not a JSON object)";
    return out;
  }
  int version = 0;
  read(j, "version", version);
  if (version > kSettingsVersion) {
    out.warning = "written by a newer Collision Lab (version " + std::to_string(version) +
                  ", this one reads up to " + std::to_string(kSettingsVersion) + ")";
    return out;
  }
  Settings& s = out.settings;
  if (const auto w = j.find("window"); w != j.end() && w->is_object()) {
    read(*w, "width", s.window.width);
    read(*w, "height", s.window.height);
    read(*w, "maximised", s.window.maximised);
    int x = 0, y = 0;
    if (w->contains("x") && w->contains("y") && (*w)["x"].is_number_integer() &&
        (*w)["y"].is_number_integer()) {
      read(*w, "x", x);
      read(*w, "y", y);
      s.window.x = x;
      s.window.y = y;
    }
    // A window too small to use (or a negative size) is not worth restoring.
    const WindowPlacement defaults;
    if (s.window.width < 200 || s.window.height < 150) {
      s.window.width = defaults.width;
      s.window.height = defaults.height;
    }
  }
  read(j, "font_size", s.font_size);
  std::string theme = "dark";
  read(j, "theme", theme);
  s.theme = theme == "light" ? Theme::light : Theme::dark;
  if (const auto v = j.find("view"); v != j.end() && v->is_object()) {
    read(*v, "grid", s.grid);
    read(*v, "axes", s.axes);
    read(*v, "outlines", s.outlines);
    read(*v, "msaa", s.msaa_samples);
  }
  read(j, "stats", s.show_stats);
  if (const auto d = j.find("dock"); d != j.end() && d->is_object()) {
    read(*d, "left", s.dock.left);
    read(*d, "right", s.dock.right);
    read(*d, "bottom", s.dock.bottom);
    read(*d, "left_open", s.dock.left_open);
    read(*d, "right_open", s.dock.right_open);
    read(*d, "bottom_open", s.dock.bottom_open);
  }
  // Maps by panel key: entries of the wrong type are skipped, the others kept.
  const auto read_map = [&](const char* key, auto& out) {
    const auto m = j.find(key);
    if (m == j.end() || !m->is_object()) return;
    using V = typename std::decay_t<decltype(out)>::mapped_type;
    for (auto it = m->begin(); it != m->end(); ++it)
      if (std::is_same_v<V, bool> ? it->is_boolean() : it->is_number())
        out[it.key()] = it->template get<V>();
  };
  read_map("panels", s.panels_shown);
  read_map("panel_weights", s.panel_weights);
  read_map("panels_collapsed", s.panels_collapsed);
  if (const auto o = j.find("octree"); o != j.end() && o->is_object()) {
    OctreeDrawOptions& d = s.octree;
    read(*o, "shown", d.shown);
    read(*o, "trace", d.trace);
    read(*o, "leaves_only", d.filter.leaves_only);
    read(*o, "occupied_only", d.filter.occupied_only);
    // Read as signed, so a negative number keeps the default rather than wrapping around.
    long long lo = d.filter.depth_min, hi = d.filter.depth_max, cap = (long long)d.filter.max_cells;
    read(*o, "depth_min", lo);
    read(*o, "depth_max", hi);
    read(*o, "max_cells", cap);
    if (lo >= 0 && hi >= lo && hi <= 32)
      d.filter.depth_min = std::uint32_t(lo), d.filter.depth_max = std::uint32_t(hi);
    if (cap >= 1) d.filter.max_cells = std::size_t(cap);
    read(*o, "near_selection", d.filter.near_selection);
    double margin = d.filter.near_margin;
    read(*o, "near_margin", margin);
    if (margin >= 0 && margin < 1e30) d.filter.near_margin = margin;
  }
  if (const auto g = j.find("gizmo_snap"); g != j.end() && g->is_object()) {
    read(*g, "translate", s.translate_step);
    read(*g, "angle_degrees", s.angle_step_degrees);
    read(*g, "scale", s.scale_step);
  }
  std::string dir;
  read(j, "last_directory", dir);
  s.last_directory = dir;
  if (const auto r = j.find("recent_folders"); r != j.end() && r->is_array())
    for (const json& f : *r)
      if (f.is_string()) s.recent_folders.emplace_back(f.get<std::string>());
  return out;
}

SettingsLoad load_settings(const fs::path& path) {
  const FileRead read = read_bounded_file(path, kMaxSettingsBytes, "settings file");
  if (!read.ok()) {
    // No file yet: the defaults, nothing to say. Anything else is said, in the reader's words.
    SettingsLoad out;
    if (read.error->kind != FileReadErrorKind::missing)
      out.warning = "settings " + read.error->to_string() + "; using the defaults";
    return out;
  }
  SettingsLoad out = parse_settings(*read.text);
  if (!out.warning.empty())
    out.warning = "settings " + path.string() + ": " + out.warning + "; using the defaults";
  return out;
}

std::optional<std::string> save_settings(const fs::path& path, const Settings& s) {
  std::error_code ec;
  fs::create_directories(path.parent_path(), ec);
  if (ec) return "cannot create " + path.parent_path().string() + ": " + ec.message();
  return write_file_atomically(path, settings_to_json(s));
}

}  // namespace collide
