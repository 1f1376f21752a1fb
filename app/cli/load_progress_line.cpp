#include "app/cli/load_progress_line.hpp"

#include <unistd.h>

#include <filesystem>
#include <system_error>

#include "app/panels/loading_overlay.hpp"

namespace collide {

LoadProgressLine::LoadProgressLine(std::ostream& err, bool terminal, const std::string& path)
    : err_(err), name_(std::filesystem::path(path).filename().string()) {
  std::error_code ec;
  const auto size = std::filesystem::file_size(path, ec);
  shown_ = terminal && !ec && size > kProgressAboveBytes;
}

LoadProgressLine::~LoadProgressLine() {
  if (width_ > 0) err_ << '\r' << std::string(width_, ' ') << '\r' << std::flush;
}

LoadHooks LoadProgressLine::hooks() {
  LoadHooks h;
  if (shown_) h.progress = [this](const LoadProgress& p) { show(p); };
  return h;
}

void LoadProgressLine::show(const LoadProgress& p) {
  const auto now = std::chrono::steady_clock::now();
  const bool finished = p.fraction() >= 1.0;
  if (!finished && width_ > 0 && now - last_ < kEvery) return;
  last_ = now;
  const LoadingStatus status = loading_status(p);  // the overlay's: the percent and words agree
  const std::string line = "loading " + name_ + ": " + status.percent + " (" + status.caption + ")";
  // Padded over the longer line before it.
  err_ << '\r' << line;
  if (line.size() < width_) err_ << std::string(width_ - line.size(), ' ');
  err_ << std::flush;
  width_ = std::max(width_, line.size());
}

bool stderr_is_terminal() {
  return ::isatty(STDERR_FILENO) == 1;
}

}  // namespace collide
