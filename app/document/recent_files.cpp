#include "app/document/recent_files.hpp"

#include <algorithm>
#include <fstream>
#include <string>
#include <system_error>

#include "app/settings/config_folder.hpp"
#include "core/scene/atomic_file.hpp"

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
  std::string text;
  for (const fs::path& p : entries_)
    text += p.string() + "\n";
  std::error_code ec;
  fs::create_directories(store_.parent_path(), ec);
  // Atomically, as every file the app writes: a crash or a full disk mid-write keeps the old
  // list instead of leaving half of it. A failure is not reported (see add()).
  (void)write_file_atomically(store_, text);
}

fs::path RecentFiles::default_store() {
  return config_folder() / "recent-files";
}

}  // namespace collide
