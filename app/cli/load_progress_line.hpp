#pragma once
// `check` on a big scene file tells how far the load has got, on one line of a terminal that is
// rewritten in place ("loading w2.json: 46% (parsed 23 MiB of 50 MiB, 120,000 objects)": the
// percentage of the step named, reading then parsing, as the viewer's overlay shows it) and
// cleared when the load ends. Only on a terminal (isatty) and only for files over
// kProgressAboveBytes: a pipe or a log gets nothing, so scripted output stays as it was.
#include <chrono>
#include <cstddef>
#include <ostream>
#include <string>

#include "core/scene/scene_json.hpp"

namespace collide {

inline constexpr std::size_t kProgressAboveBytes = std::size_t{4} << 20;  // 4 MiB

class LoadProgressLine {
 public:
  // Writes to `err` when `terminal` (isatty of its descriptor) and the file at `path` is larger
  // than kProgressAboveBytes; otherwise does nothing.
  LoadProgressLine(std::ostream& err, bool terminal, const std::string& path);
  // Clears the line, if one was written.
  ~LoadProgressLine();
  LoadProgressLine(const LoadProgressLine&) = delete;
  LoadProgressLine& operator=(const LoadProgressLine&) = delete;

  // The hooks to load with (no progress callback when nothing is shown). Lines are rewritten at
  // most every kEvery, and once at 100%.
  LoadHooks hooks();
  bool shown() const { return shown_; }

  static constexpr std::chrono::milliseconds kEvery{100};

 private:
  void show(const LoadProgress& p);

  std::ostream& err_;
  std::string name_;
  bool shown_ = false;
  std::size_t width_ = 0;  // of the last line written, to clear it
  std::chrono::steady_clock::time_point last_{};
};

// Whether standard error is a terminal.
bool stderr_is_terminal();

}  // namespace collide
