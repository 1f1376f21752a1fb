#include "app/cli/commands.hpp"

#include <vector>

#include "app/cli/check_command.hpp"

namespace collide {

std::span<const Command> commands() {
  // One line per command.
  static const std::vector<Command> list = {
      render_command(),
      check_command(),
      view_command(),
      export_command(),
  };
  return list;
}

}  // namespace collide
