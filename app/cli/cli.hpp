#pragma once
// The command line: `collision-lab [viewer options]`, `collision-lab COMMAND ARGS…`, --help and
// --version, exiting by the contract of exit_codes.hpp.
#include <optional>
#include <ostream>
#include <span>
#include <string>
#include <string_view>

#include "app/exit_codes.hpp"

namespace collide {

// `args` excludes the program name.
int run_cli(std::span<const std::string> args, std::ostream& out, std::ostream& err);

std::string usage();

// The viewer's and every command's words (positionals, then options with the value they take)
// with what each does, as a Markdown table generated from their CLI11 definitions: the table of
// assets/help/command-line.md, between its <!-- commands --> markers (a test keeps them equal).
std::string command_table_markdown();
std::string_view version();

// Prints "collision-lab: MESSAGE" on one line, then the usage — only the command's usage line
// when MESSAGE starts with a command's name ("check: …"); returns kExitUsage.
int usage_error(std::ostream& err, std::string_view message);

// A size in bytes for --max-file-size: "1000000", "64K", "512M", "2G" (binary units, also
// "512MiB"), from 1 byte to 1 TiB.
std::optional<std::size_t> parse_byte_size(std::string_view text);

// "WxH" (or "W×H") with both in [16, 16384].
std::optional<std::pair<int, int>> parse_size(std::string_view text);

}  // namespace collide
