#pragma once
// The most recently opened or saved scene files, newest first, kept in a small text file (one
// absolute path per line) so the list survives restarts.
#include <filesystem>
#include <vector>

namespace collide {

class RecentFiles {
 public:
  static constexpr std::size_t kMaxEntries = 8;

  // Reads `store` if it exists (read_bounded_file, at most 64 KiB); a missing, unreadable or
  // oversized store is an empty list.
  explicit RecentFiles(std::filesystem::path store);

  const std::vector<std::filesystem::path>& entries() const { return entries_; }
  // Moves `file` to the front (made absolute, no duplicates, at most kMaxEntries) and writes the
  // store. Failing to write it is not an error worth interrupting anyone for: the list stays
  // correct in memory.
  void add(const std::filesystem::path& file);
  void remove(const std::filesystem::path& file);

  // $XDG_CONFIG_HOME/collision-lab/recent-files, or ~/.config/collision-lab/recent-files.
  static std::filesystem::path default_store();

 private:
  void write() const;

  std::filesystem::path store_;
  std::vector<std::filesystem::path> entries_;
};

}  // namespace collide
