// One table of marks and colours (issue #22): its help page holds it, between
// "<!-- legend -->" markers, exactly as legend_markdown() writes it; the key bindings likewise
// ("<!-- keys -->", key_table_markdown()). With COLLIDE_WRITE_HELP=1 the test rewrites those
// blocks from the code's tables instead (then run it again without).
#include "app/view/legend.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "app/panels/help_pages.hpp"
#include "app/visualize/evidence_style.hpp"
#include "tests/app/support/help_blocks.hpp"

namespace collide {
namespace {

using test::check_block;

TEST(Legend, TheHelpPageAndEveryCopyHoldTheTableExactly) {
  check_block("assets/help/marks-and-colours.md", "legend", legend_markdown(), true);
  for (const std::string& page : test::readme_and_help_pages())
    check_block(page, "legend", legend_markdown(), false);
}

TEST(Legend, TheKeysPageAndEveryCopyHoldTheKeyTableExactly) {
  check_block("assets/help/keys-and-mouse.md", "keys", key_table_markdown(), true);
  for (const std::string& page : test::readme_and_help_pages())
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
