#include "app/document/recent_files.hpp"

#include <algorithm>
#include <string>
#include <string_view>
#include <system_error>

#include "app/settings/config_folder.hpp"
#include "core/scene/atomic_file.hpp"
#include "core/scene/bounded_file.hpp"

namespace collide {

namespace fs = std::filesystem;

namespace {
// kMaxEntries paths of PATH_MAX (4 KiB) and their newlines, with room: anything bigger is not
// a list this class wrote.
constexpr std::size_t kMaxStoreBytes = 64 * 1024;
}  // namespace

RecentFiles::RecentFiles(fs::path store) : store_(std::move(store)) {
  const FileRead read = read_bounded_file(store_, kMaxStoreBytes, "recent-files list");
  if (!read.ok()) return;
  std::string_view rest = *read.text;
  while (!rest.empty() && entries_.size() < kMaxEntries) {
    const std::size_t end = std::min(rest.find('\n'), rest.size());
    if (end > 0) entries_.emplace_back(std::string(rest.substr(0, end)));
    rest.remove_prefix(std::min(end + 1, rest.size()));
  }
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
