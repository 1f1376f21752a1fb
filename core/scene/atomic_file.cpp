#include "core/scene/atomic_file.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <random>
#include <system_error>
#include <vector>

namespace collide {
namespace {

namespace fs = std::filesystem;

std::string failed(const std::string& what, int err) {
  return what + ": " + std::strerror(err);
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
void sync_directory(const fs::path& dir) {
  int fd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

// An exclusive flock on the directory for the length of a save: saves through this code are
// serialised per directory, so a temporary name of ours found while holding it belongs to no
// running save. Where flock is not available the lock is simply not held (held() is false).
class DirectoryLock {
 public:
  explicit DirectoryLock(const fs::path& dir)
      : fd_(::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC)) {
    if (fd_ < 0) return;
    int r;
    do
      r = ::flock(fd_, LOCK_EX);
    while (r != 0 && errno == EINTR);
    if (r != 0) {
      ::close(fd_);
      fd_ = -1;
    }
  }
  DirectoryLock(const DirectoryLock&) = delete;
  DirectoryLock& operator=(const DirectoryLock&) = delete;
  ~DirectoryLock() {
    if (fd_ >= 0) ::close(fd_);  // releases the lock
  }
  bool held() const { return fd_ >= 0; }

 private:
  int fd_;
};

constexpr std::string_view kTempSuffix = ".tmp-";
constexpr std::size_t kTempRandom = 6;  // mkstemp's XXXXXX

// ".NAME.tmp-XXXXXX" and ".NAME.bak.tmp-XXXXXX" for the file NAME: the names this code makes.
bool is_our_temp(std::string_view entry, const std::string& name) {
  for (const std::string& stem : {"." + name, "." + name + ".bak"}) {
    if (entry.size() != stem.size() + kTempSuffix.size() + kTempRandom) continue;
    if (entry.substr(0, stem.size()) != stem) continue;
    if (entry.substr(stem.size(), kTempSuffix.size()) != kTempSuffix) continue;
    bool ok = true;
    for (char c : entry.substr(stem.size() + kTempSuffix.size()))
      ok = ok && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'));
    if (ok) return true;
  }
  return false;
}

// Removes what killed saves of `name` left in `dir` (only while the directory lock is held).
void remove_leftovers(const fs::path& dir, const std::string& name) {
  std::error_code ec;
  for (fs::directory_iterator it(dir.empty() ? fs::path(".") : dir, ec), end; !ec && it != end;
       it.increment(ec)) {
    const std::string entry = it->path().filename().string();
    if (is_our_temp(entry, name) && it->is_regular_file(ec) && !it->is_symlink(ec))
      ::unlink(it->path().c_str());
  }
}

// A new name ".NAME.bak.tmp-XXXXXX" in `dir` that does not exist yet.
std::string random_temp_name(const fs::path& dir, const std::string& stem) {
  static constexpr char kChars[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  std::random_device device;
  std::string name = stem + std::string(kTempSuffix);
  for (std::size_t i = 0; i < kTempRandom; ++i)
    name += kChars[device() % (sizeof kChars - 1)];
  return (dir / name).string();
}

// Keeps `target`'s current version as TARGET.bak (see AtomicWriteOptions).
std::optional<std::string> keep_backup(const fs::path& target) {
  const fs::path dir = target.parent_path();
  const std::string name = target.filename().string();
  fs::path bak = target;
  bak += ".bak";
  for (int attempt = 0; attempt < 16; ++attempt) {
    const std::string temp = random_temp_name(dir, "." + name + ".bak");
    if (::link(target.c_str(), temp.c_str()) == 0) {
      if (::rename(temp.c_str(), bak.c_str()) != 0) {
        const int err = errno;
        ::unlink(temp.c_str());
        return failed("cannot keep the previous version as " + bak.string(), err);
      }
      // When TARGET.bak already is a hard link to TARGET (a save killed between its backup and
      // its rename leaves them so), rename() of two links to one file does nothing and succeeds
      // (POSIX): the temporary name would stay behind. Gone after a real rename, so no harm.
      ::unlink(temp.c_str());
      return std::nullopt;
    }
    if (errno == EEXIST) continue;
    break;  // no hard links here (EPERM, EXDEV, EMLINK, ENOTSUP, …): copy instead
  }
  // A copy of the old file, itself written atomically.
  const int fd = ::open(target.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return failed("cannot read the previous version to back it up", errno);
  std::string old;
  char buf[1 << 16];
  for (;;) {
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      const int err = errno;
      ::close(fd);
      return failed("cannot read the previous version to back it up", err);
    }
    if (n == 0) break;
    old.append(buf, static_cast<std::size_t>(n));
  }
  ::close(fd);
  const std::string templ_stem = (dir / ("." + name + ".bak" + std::string(kTempSuffix))).string();
  std::string templ = templ_stem + "XXXXXX";
  const int out = ::mkstemp(templ.data());
  if (out < 0) return failed("cannot create a temporary file for the backup", errno);
  TempFile temp(out, templ);
  if (!write_all(temp.fd(), old)) return failed("cannot write " + templ, errno);
  if (::fsync(temp.fd()) != 0) return failed("cannot flush " + templ, errno);
  ::fchmod(temp.fd(), 0644);
  if (temp.close() != 0) return failed("cannot close " + templ, errno);
  if (::rename(templ.c_str(), bak.c_str()) != 0)
    return failed("cannot keep the previous version as " + bak.string(), errno);
  temp.release();
  return std::nullopt;
}

}  // namespace

std::optional<fs::path> resolve_links(const fs::path& path) {
  fs::path current = path;
  for (int hops = 0; hops < 40; ++hops) {
    std::error_code ec;
    if (!fs::is_symlink(fs::symlink_status(current, ec))) return current;
    const fs::path next = fs::read_symlink(current, ec);
    if (ec) return current;
    current = next.is_absolute() ? next : current.parent_path() / next;
  }
  return std::nullopt;
}

std::optional<std::string> write_file_atomically(const fs::path& path, std::string_view bytes,
                                                 const AtomicWriteOptions& options) noexcept {
  try {
    const std::optional<fs::path> resolved = resolve_links(path);
    if (!resolved) return failed("cannot follow the symbolic link " + path.string(), ELOOP);
    const fs::path& target = *resolved;
    const fs::path dir = target.parent_path();
    const std::string name = target.filename().string();
    const std::string shown_dir = dir.empty() ? std::string(".") : dir.string();

    // A device, pipe or socket (/dev/stdout, /dev/full) cannot be replaced: write into it, with
    // the same checks.
    struct stat st {};
    if (::stat(target.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
      if (S_ISDIR(st.st_mode)) return failed("cannot write " + target.string(), EISDIR);
      const int fd = ::open(target.c_str(), O_WRONLY | O_CLOEXEC);
      if (fd < 0) return failed("cannot open " + target.string(), errno);
      TempFile device(fd, "");
      if (!write_all(device.fd(), bytes)) return failed("cannot write " + target.string(), errno);
      if (::fsync(device.fd()) != 0 && errno != EINVAL && errno != EROFS && errno != ENOTSUP)
        return failed("cannot flush " + target.string(), errno);
      if (device.close() != 0) return failed("cannot close " + target.string(), errno);
      return std::nullopt;
    }
    const DirectoryLock lock(dir);
    if (lock.held()) remove_leftovers(dir, name);
    std::string templ = (dir / ("." + name + std::string(kTempSuffix) + "XXXXXX")).string();
    const int fd = ::mkstemp(templ.data());
    if (fd < 0) return failed("cannot create a temporary file in " + shown_dir, errno);
    TempFile temp(fd, templ);

    if (!write_all(temp.fd(), bytes)) return failed("cannot write " + templ, errno);
    if (::fsync(temp.fd()) != 0) return failed("cannot flush " + templ, errno);
    // mkstemp makes the file 0600; a scene or an image is a document, readable like any other.
    ::fchmod(temp.fd(), 0644);
    if (temp.close() != 0) return failed("cannot close " + templ, errno);
    // The backup is taken last, once the new version is safely on disk, so that a failed write
    // leaves the file and its backup as they were.
    std::error_code ec;
    if (options.keep_backup && fs::is_regular_file(target, ec))
      if (auto err = keep_backup(target)) return err;
    if (::rename(templ.c_str(), target.c_str()) != 0)
      return failed("cannot replace the file", errno);
    temp.release();
    sync_directory(dir);
    return std::nullopt;
  } catch (const std::bad_alloc&) {
    return std::string("out of memory while saving");
  } catch (const std::exception& e) {
    return std::string("cannot save: ") + e.what();
  }
}

}  // namespace collide
