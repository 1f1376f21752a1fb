#include "app/document/file_watch.hpp"

#include <sys/inotify.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <system_error>

namespace collide {

namespace fs = std::filesystem;

namespace {

// What changes a file's contents or replaces it under its name: a write or truncate in place
// (modify, close after writing), a rename onto it (an atomic save), a new file of that name,
// its removal (the next create or rename brings it back).
constexpr std::uint32_t kFileEvents =
    IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB;
// The folder itself going away or being moved: nothing more will come.
constexpr std::uint32_t kFolderGone = IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED;

}  // namespace

FileWatch::FileWatch(const fs::path& file, Clock::duration quiet) : quiet_(quiet) {
  std::error_code ec;
  // A link is followed to where save_scene writes; a missing file keeps the name as given.
  file_ = fs::weakly_canonical(fs::absolute(file, ec), ec);
  if (ec || file_.empty()) file_ = fs::absolute(file, ec);
  fd_ = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
  if (fd_ < 0) {
    error_ = std::string("cannot watch files: ") + std::strerror(errno);
    return;
  }
  const fs::path folder = file_.parent_path();
  if (inotify_add_watch(fd_, folder.c_str(), kFileEvents | IN_ONLYDIR) < 0)
    error_ = "cannot watch " + folder.string() + ": " + std::strerror(errno);
}

FileWatch::~FileWatch() {
  if (fd_ >= 0) ::close(fd_);
}

bool FileWatch::poll(Clock::time_point now) {
  if (fd_ >= 0 && !error_) {
    const std::string name = file_.filename().string();
    // Aligned for inotify_event; large enough for many events with names up to NAME_MAX.
    alignas(inotify_event) char buffer[64 * 1024];
    for (;;) {
      const ssize_t n = ::read(fd_, buffer, sizeof buffer);
      if (n <= 0) break;  // EAGAIN: nothing more waiting
      for (ssize_t at = 0; at < n;) {
        const auto* e = reinterpret_cast<const inotify_event*>(buffer + at);
        at += ssize_t(sizeof(inotify_event) + e->len);
        if (e->mask & kFolderGone) {
          error_ = "the folder " + file_.parent_path().string() + " went away";
        } else if (e->mask & IN_Q_OVERFLOW) {
          last_event_ = now;  // events were lost: assume the file was among them
        } else if (e->len > 0 && name == e->name) {
          last_event_ = now;
        }
      }
    }
  }
  if (last_event_ && now - *last_event_ >= quiet_) {
    last_event_.reset();
    return true;
  }
  return false;
}

}  // namespace collide
