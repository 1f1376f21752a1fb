#include "core/scene/scene_io.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <system_error>

namespace collide {
namespace {

SceneError io_error(const std::filesystem::path& path, const std::string& what, int err) {
  return SceneError{path.string(), 0, 0, "", what + ": " + std::strerror(err)};
}

// Closes the descriptor and removes the temporary file unless release() was called.
class TempFile {
 public:
  TempFile(int fd, std::string path) : fd_(fd), path_(std::move(path)) {}
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;
  ~TempFile() {
    if (fd_ >= 0) ::close(fd_);
    if (!path_.empty()) ::unlink(path_.c_str());
  }
  int fd() const { return fd_; }
  const std::string& path() const { return path_; }
  // Closes the file, reporting the error close() can give (NFS writes back on close).
  int close() {
    int r = ::close(fd_);
    fd_ = -1;
    return r;
  }
  void release() { path_.clear(); }

 private:
  int fd_;
  std::string path_;
};

bool write_all(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    ssize_t n = ::write(fd, bytes.data(), bytes.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      if (n == 0) errno = EIO;
      return false;
    }
    bytes.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

// Makes what was renamed inside `dir` durable: the rename lives in the directory's data.
void sync_directory(const std::filesystem::path& dir) {
  int fd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

// Writes `bytes` to `target` by way of a fsync'ed temporary file in the same directory and a
// rename over it, so `target` is always either the old file or the whole new one.
std::optional<SceneError> write_atomically(const std::filesystem::path& target,
                                           std::string_view bytes) {
  std::filesystem::path dir = target.parent_path();
  std::string name = ".";
  name.append(target.filename().string()).append(".tmp-XXXXXX");
  std::string templ = (dir / name).string();
  int fd = ::mkstemp(templ.data());
  if (fd < 0)
    return io_error(
        target,
        "cannot create a temporary file in " + (dir.empty() ? std::string(".") : dir.string()),
        errno);
  TempFile temp(fd, templ);
  if (!write_all(temp.fd(), bytes)) return io_error(target, "cannot write " + templ, errno);
  if (::fsync(temp.fd()) != 0) return io_error(target, "cannot flush " + templ, errno);
  // mkstemp makes the file 0600; a scene is a document, readable like any other file.
  ::fchmod(temp.fd(), 0644);
  if (temp.close() != 0) return io_error(target, "cannot close " + templ, errno);
  if (::rename(templ.c_str(), target.c_str()) != 0)
    return io_error(target, "cannot replace the file", errno);
  temp.release();
  sync_directory(dir);
  return std::nullopt;
}

}  // namespace

std::filesystem::path backup_path(const std::filesystem::path& path) {
  std::filesystem::path bak = path;
  bak += ".bak";
  return bak;
}

SceneLoad load_scene(const std::filesystem::path& path) noexcept {
  try {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
      return {std::nullopt, SceneError{path.string(), 0, 0, "", "cannot open: it is a directory"}};
    std::ifstream in(path, std::ios::binary);
    if (!in) return {std::nullopt, io_error(path, "cannot open", errno ? errno : ENOENT)};
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) return {std::nullopt, io_error(path, "cannot read", errno ? errno : EIO)};
    return parse_scene(text.str(), path.string());
  } catch (const std::exception& e) {
    return {std::nullopt,
            SceneError{path.string(), 0, 0, "", std::string("cannot read: ") + e.what()}};
  }
}

std::optional<SceneError> save_scene(const Scene& scene,
                                     const std::filesystem::path& path) noexcept {
  try {
    SceneText text = format_scene(scene);
    if (text.error) {
      text.error->file = path.string();
      return text.error;
    }
    // Keep the previous version first (itself atomically), so that a failure from here on
    // leaves both the file and its backup whole.
    std::error_code ec;
    if (std::filesystem::is_regular_file(path, ec)) {
      std::ifstream in(path, std::ios::binary);
      std::ostringstream old;
      old << in.rdbuf();
      if (!in) return io_error(path, "cannot read the previous version to back it up", errno);
      if (auto err = write_atomically(backup_path(path), old.str())) {
        err->file = path.string();
        return err;
      }
    }
    return write_atomically(path, text.text);
  } catch (const std::exception& e) {
    return SceneError{path.string(), 0, 0, "", std::string("cannot save: ") + e.what()};
  }
}

}  // namespace collide
