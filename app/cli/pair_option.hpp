#pragma once
// The pair a command names as "A,B" (`render --pair`, `check --explain`): the two ids, as a
// focus for resolve_focus (core/eval/focus_resolution.hpp), which says what they name.
#include <optional>
#include <string>

#include "core/scene/scene.hpp"

namespace collide {

// "A,B" split at its first comma, with `axis` (render's --axis, if given); nothing without a
// comma. The ids are not looked up here.
std::optional<SceneFocus> pair_option(const std::string& text,
                                      std::optional<std::string> axis = std::nullopt);

}  // namespace collide
