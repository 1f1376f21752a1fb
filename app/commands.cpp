#include "app/commands.hpp"

#include <vector>

namespace collide {

std::span<const Command> commands() {
  // One line per command.
  static const std::vector<Command> list = {
      render_command(),
  };
  return list;
}

}  // namespace collide
