#include "core/scene/bounded_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "core/scene/huge_pages.hpp"

namespace collide {
namespace {

FileReadError failed(const std::filesystem::path& path, FileReadErrorKind kind,
                     std::string message) {
  return {path.string(), kind, std::move(message)};
}

FileReadError system_error(const std::filesystem::path& path, const char* doing, int err) {
  return failed(path, err == ENOENT ? FileReadErrorKind::missing : FileReadErrorKind::io,
                std::string(doing) + ": " + std::strerror(err));
}

FileReadError too_large(const std::filesystem::path& path, std::string_view what,
                        std::size_t max_bytes, std::optional<std::size_t> size) {
  return failed(path, FileReadErrorKind::too_large,
                "too large for a " + std::string(what) + ": " +
                    (size ? size_text(*size) : "more than " + size_text(max_bytes)) +
                    ", the limit is " + size_text(max_bytes));
}

// Closes a descriptor on every path out.
struct Descriptor {
  int fd;
  ~Descriptor() {
    if (fd >= 0) ::close(fd);
  }
};

constexpr std::size_t kChunk = 64 * 1024;

}  // namespace

std::string size_text(std::size_t bytes) {
  char buf[64];
  if (bytes < 1024) {
    std::snprintf(buf, sizeof buf, "%zu bytes", bytes);
  } else {
    const char* units[] = {"KiB", "MiB", "GiB", "TiB"};
    double v = static_cast<double>(bytes) / 1024;
    int u = 0;
    while (v >= 1024 && u < 3) {
      v /= 1024;
      ++u;
    }
    std::snprintf(buf, sizeof buf, v < 10 && v != static_cast<int>(v) ? "%.1f %s" : "%.0f %s", v,
                  units[u]);
  }
  return buf;
}

FileRead read_bounded_file(const std::filesystem::path& path, std::size_t max_bytes,
                           std::string_view what, const ReadChunkHook& on_chunk) noexcept {
  try {
    const Descriptor file{::open(path.c_str(), O_RDONLY | O_CLOEXEC)};
    if (file.fd < 0) return {std::nullopt, system_error(path, "cannot open", errno)};
    struct stat st {};
    if (::fstat(file.fd, &st) != 0) return {std::nullopt, system_error(path, "cannot open", errno)};
    if (S_ISDIR(st.st_mode))
      return {std::nullopt, failed(path, FileReadErrorKind::io, "cannot open: it is a directory")};
    // A regular file's size is known: refuse it unread. Anything else (a pipe, /dev/zero) is
    // read until it ends or passes the limit.
    std::size_t size_known = 0;
    std::string text;
    if (S_ISREG(st.st_mode)) {
      size_known = static_cast<std::size_t>(st.st_size);
      if (size_known > max_bytes)
        return {std::nullopt, too_large(path, what, max_bytes, size_known)};
      text.reserve(size_known);
      advise_huge_pages(text.data(), text.capacity());
    }
    char buf[kChunk];
    for (;;) {
      const ssize_t n = ::read(file.fd, buf, sizeof buf);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) return {std::nullopt, system_error(path, "cannot read", errno)};
      if (n == 0) break;
      if (text.size() + static_cast<std::size_t>(n) > max_bytes)
        return {std::nullopt, too_large(path, what, max_bytes, std::nullopt)};
      text.append(buf, static_cast<std::size_t>(n));
      if (on_chunk && !on_chunk(text, size_known))
        return {std::nullopt, failed(path, FileReadErrorKind::stopped, "stopped")};
    }
    return {std::move(text), std::nullopt};
  } catch (const std::bad_alloc&) {
    return {std::nullopt,
            failed(path, FileReadErrorKind::out_of_memory, "out of memory while reading the file")};
  } catch (const std::exception& e) {
    return {std::nullopt,
            failed(path, FileReadErrorKind::io, std::string("cannot read: ") + e.what())};
  }
}

}  // namespace collide
