// One table of marks and colours (issue #22): its help page holds it, between
// "<!-- legend -->" markers, exactly as legend_markdown() writes it; the key bindings likewise
// ("<!-- keys -->", key_table_markdown()). With COLLIDE_WRITE_HELP=1 the test rewrites those
// blocks from the code's tables instead (then run it again without).
#include "app/view/legend.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

#include "app/panels/help_pages.hpp"
#include "app/visualize/evidence_style.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// README.md and every manual page: a copy of a table anywhere must be the table.
std::vector<std::string> other_pages() {
  std::vector<std::string> out{"README.md"};
  for (const auto& e : std::filesystem::directory_iterator(test::source_dir() + "/assets/help"))
    if (e.path().extension() == ".md") out.push_back("assets/help/" + e.path().filename().string());
  return out;
}

// Checks (or, with COLLIDE_WRITE_HELP=1, rewrites) the block `name` of the file.
void check_block(const std::string& rel, const std::string& name, const std::string& expected,
                 bool required) {
  const std::string path = test::source_dir() + "/" + rel;
  std::string text = read(path);
  const auto block = marked_block(text, name);
  if (!block) {
    EXPECT_FALSE(required) << rel << " has no <!-- " << name << " --> block";
    return;
  }
  if (std::getenv("COLLIDE_WRITE_HELP")) {
    const auto at = text.find("<!-- " + name + " -->\n") + name.size() + 10;
    text.replace(at, block->size(), expected);
    std::ofstream(path, std::ios::binary) << text;
    return;
  }
  EXPECT_EQ(*block, expected) << rel << ": the <!-- " << name
                              << " --> block differs from the code's table; run this test with "
                                 "COLLIDE_WRITE_HELP=1 to rewrite it";
}

TEST(Legend, TheHelpPageAndEveryCopyHoldTheTableExactly) {
  check_block("assets/help/marks-and-colours.md", "legend", legend_markdown(), true);
  for (const std::string& page : other_pages())
    check_block(page, "legend", legend_markdown(), false);
}

TEST(Legend, TheKeysPageAndEveryCopyHoldTheKeyTableExactly) {
  check_block("assets/help/keys-and-mouse.md", "keys", key_table_markdown(), true);
  for (const std::string& page : other_pages())
    check_block(page, "keys", key_table_markdown(), false);
}

TEST(Legend, EveryRowHasAMarkAColourAndAMeaningAndPipesAreEscaped) {
  ASSERT_GE(legend().size(), 25u);
  for (const LegendEntry& e : legend()) {
    EXPECT_GT(std::string(e.mark).size(), 2u);
    EXPECT_GT(std::string(e.meaning).size(), 10u) << e.mark;
    EXPECT_EQ(e.color.a, 1.0f) << e.mark;  // opaque: a swatch that shows
  }
  // The colours are the drawing code's: the n and p vertices' row.
  EXPECT_EQ(legend()[0].color, kNVertexColor);
  EXPECT_EQ(legend()[0].second, kPVertexColor);
  // Markdown: one line per row plus the header and rule, no bare '|' inside a cell.
  const std::string md = legend_markdown();
  EXPECT_EQ(std::count(md.begin(), md.end(), '\n'), std::ptrdiff_t(legend().size() + 2));
  EXPECT_NE(md.find("(r² − \\|l\\|²)"), std::string::npos);
}

TEST(Legend, MarkedBlockFindsTheTextBetweenMarkers) {
  EXPECT_EQ(marked_block("a\n<!-- x -->\nb\nc\n<!-- /x -->\nd", "x"), "b\nc\n");
  EXPECT_EQ(marked_block("<!-- x -->\n<!-- /x -->", "x"), "");
  EXPECT_EQ(marked_block("<!-- x -->\nno end", "x"), std::nullopt);
  EXPECT_EQ(marked_block("nothing", "x"), std::nullopt);
}

}  // namespace
}  // namespace collide
