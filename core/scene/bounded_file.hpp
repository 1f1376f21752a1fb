#pragma once
// Reading a whole file into memory, at most a size limit: every file the app reads whole (scene
// files, the settings, the recent-files list) comes through here, so each refuses a file too
// large before reading it — or, for a pipe or a device whose size is not known in advance, as
// soon as more than the limit has been read — and each says what went wrong in the same words,
// after the file's name:
//   "cannot open: No such file or directory"   (kind missing)
//   "cannot open: it is a directory"           (kind io; likewise "cannot open: Permission denied")
//   "cannot read: Input/output error"          (kind io)
//   "too large for a scene file: 5.0 MiB, the limit is 4 MiB"   (kind too_large; "more than
//                                                 4 MiB" when the size was not known in advance)
// Nothing here throws.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace collide {

enum class FileReadErrorKind : std::uint8_t { missing, io, too_large, out_of_memory, stopped };

struct FileReadError {
  std::string file;  // the path as given
  FileReadErrorKind kind = FileReadErrorKind::io;
  std::string message;  // what went wrong (above), without the file
  // "FILE: MESSAGE"
  std::string to_string() const { return file + ": " + message; }
};

struct FileRead {
  std::optional<std::string> text;  // set exactly when error is not
  std::optional<FileReadError> error;
  bool ok() const { return text.has_value(); }
};

// Called after each chunk (up to 64 KiB) is read, with everything read so far and the file's
// size when known in advance (0 for a pipe). Returning false stops the read: the result is then
// the error kind `stopped`, and the caller says why (a cancel, garbage in the first bytes).
using ReadChunkHook = std::function<bool(std::string_view read_so_far, std::size_t size_known)>;

// The whole of `path`, or why not (above). `what` names the file in the size error ("scene
// file", "settings file").
FileRead read_bounded_file(const std::filesystem::path& path, std::size_t max_bytes,
                           std::string_view what, const ReadChunkHook& on_chunk = {}) noexcept;

// "12 bytes", "4.5 KiB", "200 MiB": a size for messages.
std::string size_text(std::size_t bytes);

}  // namespace collide
