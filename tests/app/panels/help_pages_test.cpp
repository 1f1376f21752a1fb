// The help pages (issue #22): every assets/help/*.md is embedded and reachable from the Help
// window in reading order; each is small and titled by its first heading; the Markdown subset
// parses into the blocks written; every character is in the font atlas; and the window fits
// a 1280×720 display below the menu bar and scrolls.
#include "app/panels/help_pages.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <set>

#include <imgui.h>
#include <imgui_internal.h>

#include "app/panels/help_window.hpp"
#include "app/panels/markdown_view.hpp"
#include "app/view/fonts.hpp"
#include "tests/app/support/headless_imgui.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;

TEST(HelpPages, EveryFileUnderAssetsHelpIsEmbeddedInReadingOrder) {
  std::set<std::string> files;
  for (const auto& e : fs::directory_iterator(test::source_dir() + "/assets/help"))
    if (e.path().extension() == ".md") files.insert("assets/help/" + e.path().filename().string());
  std::set<std::string> embedded;
  for (const HelpPage& p : help_pages())
    embedded.insert(p.path);
  EXPECT_EQ(embedded, files);
  ASSERT_GE(help_pages().size(), 4u);
  EXPECT_EQ(help_pages()[0].title, "Keys and mouse");
  EXPECT_EQ(help_pages()[1].title, "Marks and colours");
  EXPECT_EQ(help_pages()[2].title, "Editing");
  EXPECT_EQ(help_pages()[3].title, "Measuring");
  // The viewer's own pages (the first four) stay short; a manual page holds one topic.
  for (std::size_t i = 0; i < help_pages().size(); ++i) {
    const HelpPage& p = help_pages()[i];
    EXPECT_LT(p.text.size(), i < 4 ? 8000u : 25000u) << p.path << ": a help page stays small";
    EXPECT_TRUE(p.text.starts_with("# ")) << p.path << ": starts with its title";
  }
}

TEST(HelpPages, TheMarkdownSubsetParses) {
  const auto blocks = parse_markdown(
      "# Title\n\nA paragraph\ncontinued.\n\n- item one\n  continued\n- item two\n\n"
      "| a | b |\n|---|---|\n| x \\| y | `z` |\n\n```\ncode  kept\n```\n"
      "<!-- keys -->\n| stale | copy |\n<!-- /keys -->\n<!-- a comment -->\n## Sub\n");
  ASSERT_EQ(blocks.size(), 8u);
  EXPECT_EQ(blocks[0].kind, MdKind::heading);
  EXPECT_EQ(blocks[0].level, 1);
  EXPECT_EQ(blocks[0].text, "Title");
  EXPECT_EQ(blocks[1].text, "A paragraph continued.");
  EXPECT_EQ(blocks[2].kind, MdKind::bullet);
  EXPECT_EQ(blocks[2].text, "item one continued");
  EXPECT_EQ(blocks[3].text, "item two");
  EXPECT_EQ(blocks[4].kind, MdKind::table);
  ASSERT_EQ(blocks[4].rows.size(), 2u);
  EXPECT_EQ(blocks[4].rows[1], (std::vector<std::string>{"x \\| y", "`z`"}));
  EXPECT_EQ(plain_inline(blocks[4].rows[1][0]), "x | y");
  EXPECT_EQ(blocks[5].kind, MdKind::code);
  EXPECT_EQ(blocks[5].lines, (std::vector<std::string>{"code  kept"}));
  EXPECT_EQ(blocks[6].kind, MdKind::generated);
  EXPECT_EQ(blocks[6].name, "keys");
  EXPECT_EQ(blocks[7].level, 2);
  EXPECT_EQ(plain_inline("**bold** `code` [link](x.md) end"), "bold code link end");
}

TEST(HelpPages, EveryCharacterIsInTheFontAtlas) {
  ImGui::CreateContext();
  const Fonts f = load_fonts(*ImGui::GetIO().Fonts, kDejaVuDir, 15, 1);
  ASSERT_FALSE(f.builtin) << f.warning;
  for (const HelpPage& p : help_pages()) {
    const std::string_view t = p.text;
    for (std::size_t i = 0; i < t.size(); ++i) {
      const auto u = static_cast<unsigned char>(t[i]);
      if (u < 0x80) continue;
      const int extra = u >= 0xF0 ? 3 : u >= 0xE0 ? 2 : 1;
      char32_t cp = u & (0x3F >> extra);
      for (int k = 1; k <= extra; ++k)
        cp = (cp << 6) | (static_cast<unsigned char>(t[i + std::size_t(k)]) & 0x3F);
      i += std::size_t(extra);
      bool in = false;
      for (const ImWchar* r = kGlyphRanges; r[0]; r += 2)
        in = in || (cp >= r[0] && cp <= r[1]);
      EXPECT_TRUE(in && f.text->FindGlyphNoFallback(ImWchar(cp)))
          << p.path << ": U+" << std::hex << unsigned(cp);
    }
  }
  ImGui::DestroyContext();
}

}  // namespace
}  // namespace collide
