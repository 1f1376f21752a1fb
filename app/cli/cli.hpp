#pragma once
// The command line: `collision-lab [viewer options]`, `collision-lab COMMAND ARGS…`, --help and
// --version. One exit-code contract for the viewer and every subcommand (README, "Exit codes"):
// 0 done; 1 failed (an expectation failed, no display, an output that cannot be written — a
// full disk, /dev/full —, out of memory); 2 bad input (bad usage, or a scene file that cannot be
// loaded: missing, malformed, invalid, over the size limit).
#include <optional>
#include <ostream>
#include <span>
#include <string>
#include <string_view>

namespace collide {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1;
inline constexpr int kExitUsage = 2;  // bad usage, or bad input (kExitBadInput in check_report.hpp)

// `args` excludes the program name.
int run_cli(std::span<const std::string> args, std::ostream& out, std::ostream& err);

std::string usage();
std::string_view version();

// Prints "collision-lab: MESSAGE" on one line, then the usage; returns kExitUsage.
int usage_error(std::ostream& err, std::string_view message);

// A size in bytes for --max-file-size: "1000000", "64K", "512M", "2G" (binary units, also
// "512MiB"), from 1 byte to 1 TiB.
std::optional<std::size_t> parse_byte_size(std::string_view text);

// "WxH" (or "W×H") with both in [16, 16384].
std::optional<std::pair<int, int>> parse_size(std::string_view text);

}  // namespace collide
