#pragma once
// The Help window (F1, Help menu): a search box over every page, the pages listed under their
// section headings on the left (app/panels/help_pages.hpp; it opens on the quick start for
// teachers), the chosen page on the right, drawn from its Markdown, with the key bindings drawn
// from the key table and the legend of marks and colours from the legend table (with a swatch of
// each colour). Typing in the search box lists the pages holding every word, each with a line
// of context (app/panels/help_search.hpp); a hit opens its page scrolled to that line, marked.
// It fits the window below the menu bar at any size (720 px and less) and scrolls.
#include <cstddef>
#include <string>
#include <vector>

#include "app/panels/help_search.hpp"
#include "app/panels/markdown_view.hpp"

namespace collide {

// What the window keeps between frames.
struct HelpWindowState {
  std::size_t page = 0;  // the page shown (an index into help_pages())
  char query[128] = "";  // the search box's text
  std::string searched;  // the query `hits` are for
  std::vector<HelpHit> hits;
  bool results = false;    // the hits are shown instead of a page (a query typed, none opened)
  MdMark mark;             // in the page shown: the hit's block, scrolled to once
  std::string parsed_for;  // the page `blocks` are of
  std::vector<MdBlock> blocks;
};

// Draws the window while `open` (its close box clears it).
void help_window(bool& open);
// The same with the caller's state (tests).
void help_window(bool& open, HelpWindowState& state);

}  // namespace collide
