#pragma once
// Subcommands: `collision-lab NAME ARGS…`. Each lives in its own file and is registered by one
// line in commands.cpp.
#include <ostream>
#include <span>
#include <string>
#include <string_view>

namespace collide {

struct Command {
  std::string_view name;
  std::string_view synopsis;  // the usage line after "collision-lab ", e.g. "render --out F"
  std::string_view summary;   // one line for --help
  // `args` are the words after NAME. Returns the exit code (see cli.hpp).
  int (*run)(std::span<const std::string> args, std::ostream& out, std::ostream& err);
};

std::span<const Command> commands();

// The registered commands, each defined in its own file.
Command render_command();  // render_command.cpp

}  // namespace collide
