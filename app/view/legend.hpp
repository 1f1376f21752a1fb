#pragma once
// What the colours and marks in the view mean: one table, read by the Help window (with a
// swatch of each colour) and written out as the Markdown table of assets/help/marks-and-colours.md
// and the README's legend (tests/app/view/legend_test.cpp checks that each file's table, between
// its `<!-- legend -->` markers, is legend_markdown() exactly, so the three cannot drift apart).
// A row's colours are the constants the drawing code uses (app/visualize/evidence_style.hpp,
// app/view/verdict_marks.hpp, render/grid.hpp).
#include <optional>
#include <span>
#include <string>

#include "render/draw_list.hpp"

namespace collide {

struct LegendEntry {
  const char* mark;          // what is seen: "cyan dot / magenta dot"
  Color color;               // its colour (the first, when the mark names several)
  Color second{0, 0, 0, 0};  // a second colour named by the mark (alpha 0: none)
  const char* meaning;       // Markdown inline text (`code`, **bold**); '|' is escaped on output
};

std::span<const LegendEntry> legend();

// The table as Markdown: "| mark | meaning |", "|---|---|", then one line per row.
std::string legend_markdown();

// The lines of `text` between "<!-- NAME -->" and "<!-- /NAME -->" (without the markers' lines),
// or nothing when the markers are absent.
std::optional<std::string> marked_block(const std::string& text, const std::string& name);

}  // namespace collide
