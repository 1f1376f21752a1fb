#include "app/cli/pair_option.hpp"

#include <utility>

namespace collide {

std::optional<SceneFocus> pair_option(const std::string& text, std::optional<std::string> axis) {
  const auto comma = text.find(',');
  if (comma == std::string::npos) return std::nullopt;
  return SceneFocus{text.substr(0, comma), text.substr(comma + 1), std::move(axis)};
}

}  // namespace collide
