#pragma once
// Subcommands: `collision-lab NAME ARGS…`, parsed by CLI11. Each lives in its own file and is
// registered by one line in commands.cpp. A command's file keeps its option set in one place: a
// struct of its arguments, a function adding them to its CLI11 subcommand, and the run.
#include <functional>
#include <ostream>
#include <span>
#include <string_view>

namespace CLI {
class App;
}

namespace collide {

// Runs a command once its words are parsed; returns the exit code (see cli.hpp).
using CommandRun = std::function<int(std::ostream& out, std::ostream& err)>;

struct Command {
  std::string_view name;
  std::string_view synopsis;  // the usage line after "collision-lab ", e.g. "render --out F"
  std::string_view summary;   // one line for --help
  // Adds the command's options and positionals to `sub` (its CLI11 subcommand, with --help) and
  // returns its run, which owns the values the parse fills in.
  CommandRun (*define)(CLI::App& sub);
};

std::span<const Command> commands();

// The registered commands, each defined in its own file.
Command render_command();  // render_command.cpp
Command view_command();    // cli.cpp (the viewer's own options)
Command export_command();  // export_command.cpp

}  // namespace collide
