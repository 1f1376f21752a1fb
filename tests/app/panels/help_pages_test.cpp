// The help pages (issues #22, #39): every assets/help/*.md is embedded and reachable from the
// Help window in reading order, under its section (people's pages first, developers' last);
// each is small and titled by its first heading; the Markdown subset parses into the blocks
// written (a generated block keeping the page's copy); every character is in the font atlas.
#include "app/panels/help_pages.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <string>
#include <utility>
#include <vector>

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
  // People's pages first, the quick start for teachers (the page the window opens on) first of
  // all; the pages about the project's own code under their own heading, last; every page listed
  // under one of the sections (in the sections' order). This list is the test's own.
  const std::vector<std::pair<std::string, std::vector<std::string>>> sections = {
      {"Quick starts", {"quick-start-teachers.md", "quick-start-engine-programmers.md"}},
      {"Using the viewer",
       {"keys-and-mouse.md", "marks-and-colours.md", "editing.md", "measuring.md", "the-viewer.md",
        "the-workbench.md", "live-evidence.md", "lessons.md", "selecting-and-editing.md",
        "opening-and-saving.md"}},
      {"Scenes and the command line",
       {"regression-scenes.md", "command-line.md", "check.md", "scene-files.md", "rotations.md",
        "scene-library.md"}},
      {"The collision core",
       {"collision-core.md", "obb-sat.md", "contact-manifolds.md", "gjk-and-epa.md",
        "time-of-impact.md", "triangle-meshes.md", "octree.md"}},
      {"For developers",
       {"building-and-layout.md", "drawing.md", "extending.md", "the-test-suite.md",
        "benchmarks.md", "benchmark-history.md", "benchmark-workloads.md"}}};
  std::vector<std::pair<std::string, std::string>> expected, got;
  for (const auto& [section, pages] : sections)
    for (const std::string& file : pages)
      expected.emplace_back(section, "assets/help/" + file);
  for (const HelpPage& p : help_pages())
    got.emplace_back(std::string(p.section), p.path);
  EXPECT_EQ(got, expected) << "a new page is listed in help_pages.cpp under its section";
  ASSERT_GE(help_pages().size(), 6u);
  EXPECT_EQ(help_pages()[0].title, "Quick start for teachers");
  EXPECT_EQ(help_pages()[1].title, "Quick start for engine programmers");
  // The quick starts and the viewer's short pages stay short; a manual page holds one topic.
  for (std::size_t i = 0; i < help_pages().size(); ++i) {
    const HelpPage& p = help_pages()[i];
    EXPECT_LT(p.text.size(), i < 6 ? 8000u : 25000u) << p.path << ": a help page stays small";
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
  EXPECT_EQ(blocks[6].lines, (std::vector<std::string>{"| stale | copy |"}));
  EXPECT_EQ(blocks[7].level, 2);
  EXPECT_EQ(plain_inline("**bold** `code` [link](x.md) end"), "bold code link end");
  // Brackets and stars inside `code` are text: the next link is still a link.
  EXPECT_EQ(plain_inline("`\"c\": [0, 1]` and `a**b` see [Scene files](scene-files.md)."),
            "\"c\": [0, 1] and a**b see Scene files.");
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
