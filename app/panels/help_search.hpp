#pragma once
// The Help window's search box: which pages contain every word typed, and the line to show under
// each. ImGui-free (tested in tests/app/panels/help_search_test.cpp). Text is searched as the
// window shows it (app/panels/markdown_view.hpp: `code`, **bold** and link targets stripped, a
// table row by row, a generated table through its copy in the page), so a hit is always on screen
// when its page opens.
#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "app/panels/help_pages.hpp"

namespace collide {

// One page that contains every word of the query.
struct HelpHit {
  std::size_t page = 0;   // index into the pages searched
  std::size_t block = 0;  // the block of parse_markdown(page.text) the context line is from
  std::string context;    // that line, cut to about kHelpContextChars around its first match
};

// About how long a context line is (cut at spaces, with "…" where it was cut).
inline constexpr std::size_t kHelpContextChars = 110;

// The query's words, lower-cased (ASCII), split at white space.
std::vector<std::string> help_search_words(std::string_view query);

// The pages whose title or text contains every word of `query` (case-insensitive; the words may
// fall on different lines). Ranked: pages whose title holds every word, then pages with one line
// holding every word, then the rest; in reading order within each rank. The context is the
// page's line holding the most words (the first such). No words, no hits.
std::vector<HelpHit> search_help(std::span<const HelpPage> pages, std::string_view query);

}  // namespace collide
