#pragma once
// Notices when another program rewrites one file. Linux inotify watches the file's folder, not
// the file: editors and our own save_scene replace a file by renaming a new one over it, which
// a watch on the old inode would never see (it is then a deleted file). Events for other names
// (FILE.bak, a writer's temporary file) are ignored. A burst of events (a truncate, several
// writes, a close) is reported once, when the file has been quiet for a moment, so a reader
// seldom meets a half-written file (and one that does simply reads again after the next event).
// Time is passed in, so tests decide when "quiet" is. GL-free; nothing here throws.
#include <chrono>
#include <filesystem>
#include <optional>
#include <string>

namespace collide {

class FileWatch {
 public:
  using Clock = std::chrono::steady_clock;
  // How long the file must have been left alone before a change is reported.
  static constexpr std::chrono::milliseconds kQuiet{150};

  // Starts watching `file` (a symbolic link: the file it leads to, where saves write). The file
  // itself need not exist yet; its folder must.
  explicit FileWatch(const std::filesystem::path& file, Clock::duration quiet = kQuiet);
  ~FileWatch();
  FileWatch(const FileWatch&) = delete;
  FileWatch& operator=(const FileWatch&) = delete;

  // Why nothing is watched (no inotify, no such folder, the folder went away), if so.
  const std::optional<std::string>& error() const { return error_; }
  // Reads the events waiting (never blocks). True once per burst of changes to the file: the
  // first poll at least `quiet` after the burst's last event.
  bool poll(Clock::time_point now);
  // The file watched (its name in its folder is what events are matched against).
  const std::filesystem::path& file() const { return file_; }

 private:
  std::filesystem::path file_;
  Clock::duration quiet_;
  int fd_ = -1;
  std::optional<Clock::time_point> last_event_;
  std::optional<std::string> error_;
};

}  // namespace collide
