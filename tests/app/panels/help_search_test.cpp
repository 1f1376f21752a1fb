// The Help window's search (issue #39, item 8): which pages hold every word, case-insensitive;
// the ranking (title, one line, spread); the line of context and the block it is in, worked out
// by hand from small pages; and every real page found by its own title.
#include "app/panels/help_search.hpp"

#include <gtest/gtest.h>

#include <cctype>
#include <string>
#include <vector>

#include "app/panels/help_pages.hpp"

namespace collide {
namespace {

HelpPage page(std::string title, std::string_view text) {
  return HelpPage{"assets/help/" + title + ".md", title, text, "Quick starts"};
}

std::vector<std::size_t> pages_of(const std::vector<HelpHit>& hits) {
  std::vector<std::size_t> out;
  for (const HelpHit& h : hits)
    out.push_back(h.page);
  return out;
}

// Blocks, by parse_markdown: 0 "# Alpha", 1 the octree paragraph, 2 "## Other", 3 the
// presentation paragraph.
constexpr std::string_view kAlpha =
    "# Alpha\n\nThe octree is a tree.\n\n## Other\n\nSee **Presentation** `MODE` here.\n";
constexpr std::string_view kMode = "# Presentation mode\n\nF5 turns it on.\n";
constexpr std::string_view kGamma =
    "# Gamma\n\nPresentation of data.\n\n- a list item\n- a mode switch\n";

TEST(HelpSearch, EveryWordCaseInsensitiveRankedTitleThenOneLineThenSpread) {
  const std::vector<HelpPage> pages = {page("Alpha", kAlpha), page("Presentation mode", kMode),
                                       page("Gamma", kGamma)};
  EXPECT_EQ(help_search_words("  Presentation\tMODE "),
            (std::vector<std::string>{"presentation", "mode"}));
  // All three hold both words: the page titled so first, then the page with one line holding
  // both (Alpha's block 3), then the one where they are on two lines (Gamma).
  const auto hits = search_help(pages, "presentation MODE");
  ASSERT_EQ(pages_of(hits), (std::vector<std::size_t>{1, 0, 2}));
  EXPECT_EQ(hits[0].block, 0u);
  EXPECT_EQ(hits[0].context, "Presentation mode");
  EXPECT_EQ(hits[1].block, 3u);
  EXPECT_EQ(hits[1].context, "See Presentation MODE here.") << "shown as drawn: no ** or `";
  // Gamma: each of its two lines holds one word; the first of them is the context.
  EXPECT_EQ(hits[2].block, 1u);
  EXPECT_EQ(hits[2].context, "Presentation of data.");
  // Every word, not any: "octree" is only in Alpha; "octree f5" in no page.
  EXPECT_EQ(pages_of(search_help(pages, "OCTREE")), (std::vector<std::size_t>{0}));
  EXPECT_EQ(search_help(pages, "OCTREE")[0].block, 1u);
  EXPECT_TRUE(search_help(pages, "octree f5").empty());
  // A word is found inside a longer one ("tree" in "octree"), the words spread over lines.
  EXPECT_EQ(pages_of(search_help(pages, "tree here")), (std::vector<std::size_t>{0}));
  EXPECT_TRUE(search_help(pages, "").empty());
  EXPECT_TRUE(search_help(pages, "   ").empty());
  EXPECT_TRUE(search_help(pages, "zebra").empty());
}

TEST(HelpSearch, TablesRowByRowCodeAndAGeneratedTablesCopy) {
  // Blocks: 0 heading, 1 table, 2 code, 3 the generated "keys" block (its copy in the page).
  const std::string text =
      "# Keys\n\n| keys | action |\n|---|---|\n| Q | select |\n| W | translate `gizmo` |\n\n"
      "```\ncollision-lab check --all --json\n```\n"
      "<!-- keys -->\n| keys | action |\n|---|---|\n| F5 | presentation mode |\n<!-- /keys -->\n";
  const std::vector<HelpPage> pages = {page("Keys", text)};
  const auto row = search_help(pages, "gizmo");
  ASSERT_EQ(row.size(), 1u);
  EXPECT_EQ(row[0].block, 1u);
  EXPECT_EQ(row[0].context, "W — translate gizmo") << "the row, not the whole table";
  const auto code = search_help(pages, "--json");
  ASSERT_EQ(code.size(), 1u);
  EXPECT_EQ(code[0].block, 2u);
  EXPECT_EQ(code[0].context, "collision-lab check --all --json");
  const auto copy = search_help(pages, "presentation");
  ASSERT_EQ(copy.size(), 1u);
  EXPECT_EQ(copy[0].block, 3u) << "found in the generated table's copy";
  EXPECT_EQ(copy[0].context, "F5 — presentation mode");
}

TEST(HelpSearch, ALongLineIsCutAtSpacesAroundItsMatch) {
  // 40 words before the match and 40 after: about kHelpContextChars of it are shown, starting
  // and ending on whole words, each cut end marked.
  std::string line;
  for (int i = 0; i < 40; ++i)
    line += "before" + std::to_string(i) + " ";
  line += "needle";
  for (int i = 0; i < 40; ++i)
    line += " after" + std::to_string(i);
  const std::string text = "# Long\n\n" + line + "\n";
  const std::vector<HelpPage> pages = {page("Long", text)};
  const auto hits = search_help(pages, "needle");
  ASSERT_EQ(hits.size(), 1u);
  const std::string& c = hits[0].context;
  ASSERT_TRUE(c.starts_with("…") && c.ends_with("…")) << c;
  const std::string inner = c.substr(3, c.size() - 6);  // "…" is 3 bytes
  EXPECT_NE(inner.find("needle"), std::string::npos) << c;
  EXPECT_LE(inner.size(), kHelpContextChars) << c;
  EXPECT_GE(inner.size(), kHelpContextChars / 2) << c;
  // Whole words only: the shown text is a run of the line's words, starting after a space.
  EXPECT_NE((" " + line + " ").find(" " + inner + " "), std::string::npos) << c;
  // The match is not at the very start: some words before it give it context.
  EXPECT_TRUE(inner.starts_with("before")) << c;
}

TEST(HelpSearch, EveryRealPageIsFoundFirstByItsOwnTitle) {
  const auto pages = help_pages();
  for (std::size_t p = 0; p < pages.size(); ++p) {
    const auto hits = search_help(pages, pages[p].title);
    // Title hits come first; among pages whose titles all hold the words, reading order.
    std::size_t expected = p;
    const auto words = help_search_words(pages[p].title);
    for (std::size_t q = 0; q < p; ++q) {
      std::string title = pages[q].title;
      for (char& ch : title)
        ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
      bool all = true;
      for (const std::string& w : words)
        all = all && title.find(w) != std::string::npos;
      if (all) {
        expected = q;
        break;
      }
    }
    ASSERT_FALSE(hits.empty()) << pages[p].title;
    EXPECT_EQ(hits[0].page, expected) << pages[p].title;
  }
}

}  // namespace
}  // namespace collide
