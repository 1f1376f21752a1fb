#pragma once
// The Help window (F1, Help menu): one tab per help page (app/panels/help_pages.hpp), each drawn
// from its Markdown, with the key bindings drawn from the key table and the legend of marks and
// colours from the legend table (with a swatch of each colour). It fits the window below the
// menu bar at any size (720 px and less) and scrolls.
namespace collide {

// Draws the window while `open` (its close box clears it).
void help_window(bool& open);

}  // namespace collide
