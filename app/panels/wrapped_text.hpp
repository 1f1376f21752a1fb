#pragma once
// Text wrapped at spaces only. ImGui's TextWrapped also breaks after '.', ',' and the like, so a
// formula wrapped inside its numbers ("0.500·0.⏎577", "separated by 0.⏎172"); here a line breaks
// only between words, and a word wider than the line stays whole (the panel scrolls).
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace collide {

// The lines `text` wraps to in `width`, `measure` giving a piece's width. Existing line breaks
// are kept; spaces at a break are dropped.
std::vector<std::string> wrap_at_spaces(std::string_view text, float width,
                                        const std::function<float(std::string_view)>& measure);

// Draws `text` wrapped at spaces to the available width (ImGui).
void text_wrapped_at_spaces(std::string_view text);

}  // namespace collide
