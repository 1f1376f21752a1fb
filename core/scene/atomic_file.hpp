#pragma once
// Replacing a file atomically: the bytes go to a temporary file in the same directory, which is
// written in full, fsync'ed and renamed over the target, so the target is always either the old
// file or the whole new one. Used for scene files (with a backup) and for images (`render`).
//
// Temporary names are ".NAME.tmp-XXXXXX" (the new text) and ".NAME.bak.tmp-XXXXXX" (the backup
// on its way into place). A process killed while saving can leave one behind; every save of NAME
// first removes such leftovers, while holding an exclusive flock on the directory that every save
// takes, so it never removes the temporary file of a save still running (the lock of a killed
// process is released with it).
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace collide {

struct AtomicWriteOptions {
  // Keep the target's previous version as TARGET.bak (when the target exists): a hard link to it
  // under a temporary name, renamed over TARGET.bak just before the new file replaces the
  // target (a copy, written atomically, where hard links are not supported).
  bool keep_backup = false;
};

// Writes `bytes` to `target` as above; a symbolic link (or a chain of them) is followed, so the
// file it leads to is replaced and the link stays a link. Returns what went wrong ("cannot write
// /d/.a.json.tmp-Ab12Cd: No space left on device"), or nothing. Every write, the flush and the
// close are checked; on failure the temporary file is removed and the target is untouched.
std::optional<std::string> write_file_atomically(const std::filesystem::path& target,
                                                 std::string_view bytes,
                                                 const AtomicWriteOptions& options = {}) noexcept;

// The file a write to `path` lands on: `path` itself, or where its symbolic links lead (relative
// links are taken from the link's directory). Nothing when the links loop.
std::optional<std::filesystem::path> resolve_links(const std::filesystem::path& path);

}  // namespace collide
