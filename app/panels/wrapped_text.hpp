#pragma once
// Text wrapped at spaces only. ImGui's TextWrapped also breaks after '.', ',' and the like, so a
// formula wrapped inside its numbers ("0.500·0.⏎577", "separated by 0.⏎172"); here a line breaks
// only between words. A word wider than the line is shown cut and marked as cut
// (app/panels/text_fit.hpp: "10001.2504…"), whole on hover: never clipped silently at the edge.
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "app/panels/text_fit.hpp"

namespace collide {

// The lines `text` wraps to in `width`, `measure` giving a piece's width. Existing line breaks
// are kept; spaces at a break are dropped.
std::vector<std::string> wrap_at_spaces(std::string_view text, float width,
                                        const std::function<float(std::string_view)>& measure);

// The lines as they are shown: wrap_at_spaces, then each line that is still too wide (one word
// longer than `width`) fitted by fit_text; `whole` is the line before fitting (its tooltip).
struct ShownLine {
  std::string whole;
  FittedText shown;
};
std::vector<ShownLine> wrap_and_fit(std::string_view text, float width,
                                    const std::function<float(std::string_view)>& measure);

// A piece of text's width in ImGui's current font: the `measure` the panels pass above.
float imgui_text_width(std::string_view s);

// Draws `text` wrapped at spaces to the available width (ImGui); a cut line's full text is its
// tooltip.
void text_wrapped_at_spaces(std::string_view text);
// The same in the disabled (grey) text colour, as ImGui::TextDisabled but wrapped.
void text_disabled_wrapped(std::string_view text);

// Draws `text` on one line in the available width (a table cell's): whole when it fits, else cut
// and marked (fit_text), whole on hover. For cells, where a wrap would make rows uneven.
void text_fitted(std::string_view text);
// `text` fitted to the available width, for a widget that draws its own label (a Selectable):
// its tooltip is the caller's, when `cut`.
FittedText fitted_to_available(std::string_view text);

}  // namespace collide
