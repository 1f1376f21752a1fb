#include "app/document/recent_files.hpp"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <string>
#include <system_error>

namespace collide {

namespace fs = std::filesystem;

RecentFiles::RecentFiles(fs::path store) : store_(std::move(store)) {
  std::ifstream in(store_);
  std::string line;
  while (entries_.size() < kMaxEntries && std::getline(in, line))
    if (!line.empty()) entries_.emplace_back(line);
}

void RecentFiles::add(const fs::path& file) {
  std::error_code ec;
  fs::path absolute = fs::absolute(file, ec).lexically_normal();
  if (ec) absolute = file;
  std::erase(entries_, absolute);
  entries_.insert(entries_.begin(), absolute);
  if (entries_.size() > kMaxEntries) entries_.resize(kMaxEntries);
  write();
}

void RecentFiles::remove(const fs::path& file) {
  std::erase(entries_, file);
  write();
}

void RecentFiles::write() const {
  std::error_code ec;
  fs::create_directories(store_.parent_path(), ec);
  std::ofstream out(store_, std::ios::trunc);
  for (const fs::path& p : entries_)
    out << p.string() << "\n";
}

fs::path RecentFiles::default_store() {
  if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg)
    return fs::path(xdg) / "collision-lab" / "recent-files";
  if (const char* home = std::getenv("HOME"); home && *home)
    return fs::path(home) / ".config" / "collision-lab" / "recent-files";
  return fs::temp_directory_path() / "collision-lab-recent-files";
}

}  // namespace collide
