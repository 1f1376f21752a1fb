#include "core/scene/scene_io.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>

#include "core/scene/atomic_file.hpp"
#include "core/scene/huge_pages.hpp"

namespace collide {
namespace {

SceneError io_error(const std::filesystem::path& path, const std::string& what, int err) {
  SceneError e{path.string(), 0, 0, "", what + ": " + std::strerror(err)};
  e.kind = SceneErrorKind::io;
  return e;
}

SceneError too_large(const std::filesystem::path& path, std::size_t max_bytes,
                     std::optional<std::size_t> size) {
  SceneError e{path.string(), 0, 0, "",
               "too large for a scene file: " +
                   (size ? size_text(*size) : "more than " + size_text(max_bytes)) +
                   ", the limit is " + size_text(max_bytes)};
  e.kind = SceneErrorKind::too_large;
  return e;
}

// Closes a descriptor on every path out.
struct Descriptor {
  int fd;
  ~Descriptor() {
    if (fd >= 0) ::close(fd);
  }
};

// What is read before the first bytes are checked for JSON syntax (malformed_prefix).
constexpr std::size_t kFirstChunk = 64 * 1024;

}  // namespace

std::filesystem::path backup_path(const std::filesystem::path& path) {
  std::filesystem::path bak = path;
  bak += ".bak";
  return bak;
}

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

SceneLoad load_scene(const std::filesystem::path& path, std::size_t max_bytes) noexcept {
  return load_scene(path, max_bytes, LoadHooks{});
}

SceneLoad load_scene(const std::filesystem::path& path, std::size_t max_bytes,
                     const LoadHooks& hooks) noexcept {
  try {
    const Descriptor file{::open(path.c_str(), O_RDONLY | O_CLOEXEC)};
    if (file.fd < 0) return {std::nullopt, io_error(path, "cannot open", errno)};
    struct stat st {};
    if (::fstat(file.fd, &st) != 0) return {std::nullopt, io_error(path, "cannot open", errno)};
    if (S_ISDIR(st.st_mode)) {
      SceneError e{path.string(), 0, 0, "", "cannot open: it is a directory"};
      e.kind = SceneErrorKind::io;
      return {std::nullopt, e};
    }
    // A regular file's size is known: refuse it unread. Anything else (a pipe, /dev/zero) is
    // read until it ends or passes the limit.
    if (S_ISREG(st.st_mode) && static_cast<std::size_t>(st.st_size) > max_bytes)
      return {std::nullopt, too_large(path, max_bytes, static_cast<std::size_t>(st.st_size))};
    std::string text;
    LoadProgress progress;
    if (S_ISREG(st.st_mode)) {
      progress.bytes_total = static_cast<std::size_t>(st.st_size);
      text.reserve(progress.bytes_total);
      advise_huge_pages(text.data(), text.capacity());
    }
    bool checked_prefix = false;
    char buf[kFirstChunk];
    for (;;) {
      const ssize_t n = ::read(file.fd, buf, sizeof buf);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) return {std::nullopt, io_error(path, "cannot read", errno)};
      if (n == 0) break;
      if (text.size() + static_cast<std::size_t>(n) > max_bytes)
        return {std::nullopt, too_large(path, max_bytes, std::nullopt)};
      text.append(buf, static_cast<std::size_t>(n));
      if (hooks.cancel && hooks.cancel->load(std::memory_order_relaxed))
        return {std::nullopt, cancelled_load(path.string())};
      if (hooks.progress) {
        progress.bytes_read = text.size();
        progress.bytes_total = std::max(progress.bytes_total, text.size());
        hooks.progress(progress);
      }
      // Garbage is refused at its first bytes, not after reading a 200 MB file of it.
      if (!checked_prefix && text.size() >= kFirstChunk) {
        checked_prefix = true;
        if (auto err = malformed_prefix(text, path.string())) return {std::nullopt, *err};
      }
    }
    return parse_scene(text, path.string(), hooks);
  } catch (const std::bad_alloc&) {
    return {std::nullopt, out_of_memory(path.string(), "reading the file")};
  } catch (const std::exception& e) {
    SceneError err{path.string(), 0, 0, "", std::string("cannot read: ") + e.what()};
    err.kind = SceneErrorKind::io;
    return {std::nullopt, err};
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
    if (auto err = write_file_atomically(path, text.text, {.keep_backup = true})) {
      SceneError e{path.string(), 0, 0, "", *err};
      e.kind = SceneErrorKind::io;
      return e;
    }
    return std::nullopt;
  } catch (const std::bad_alloc&) {
    return out_of_memory(path.string(), "saving");
  } catch (const std::exception& e) {
    SceneError err{path.string(), 0, 0, "", std::string("cannot save: ") + e.what()};
    err.kind = SceneErrorKind::io;
    return err;
  }
}

}  // namespace collide
