// The help window fits the window it opens in — at 1280×720 (the size) and on a
// 400-px-high display — below the menu bar, and its pages scroll; it opens on the quick start
// for teachers; a word typed into its search box with ImGui's own input lists the pages holding
// it, and a click on a hit opens that page scrolled to the hit.
#include <gtest/gtest.h>

#include <cctype>
#include <cstring>
#include <string>
#include <vector>

#include <imgui.h>
#include <imgui_internal.h>  // the window's size and scroll range

#include "app/panels/help_pages.hpp"
#include "app/panels/help_window.hpp"
#include "tests/app/support/headless_imgui.hpp"
#include "tests/app/support/panel_clicks.hpp"

namespace collide {
namespace {

TEST(HelpWindow, FitsTheWindowAndScrolls) {
  for (const float height : {720.0f, 400.0f}) {
    test::start_headless_imgui();
    ImGui::GetIO().DisplaySize = ImVec2(1280, height);
    bool open = true;
    for (int frame = 0; frame < 4; ++frame) {
      ImGui::NewFrame();
      help_window(open);
      ImGui::EndFrame();
    }
    const ImGuiWindow* w = ImGui::FindWindowByName("Help");
    ASSERT_NE(w, nullptr);
    EXPECT_GE(w->Pos.y, 0.0f);
    EXPECT_LE(w->Pos.y + w->Size.y, height) << height;
    EXPECT_LE(w->Size.x, 1280.0f);
    // The first page (keys and mouse, one row per binding) is taller than the window: its
    // child region scrolls rather than being cut.
    const ImGuiWindow* page = nullptr;
    for (ImGuiWindow* c : w->DC.ChildWindows)
      page = c;
    ASSERT_NE(page, nullptr);
    EXPECT_GT(page->ScrollMax.y, 0.0f) << height;
    EXPECT_TRUE(open);
    ImGui::DestroyContext();
  }
}

// The Help window's child whose name holds `part` ("page", "results"), as last drawn.
ImGuiWindow* help_child(const char* part) {
  const ImGuiWindow* w = ImGui::FindWindowByName("Help");
  if (!w) return nullptr;
  for (ImGuiWindow* c : w->DC.ChildWindows)
    if (std::strstr(c->Name, part) && c->Active) return c;
  return nullptr;
}

TEST(HelpWindow, OpensOnTheTeachersQuickStartAndASearchHitOpensItsPageAtTheMatch) {
  test::start_headless_imgui();
  bool open = true;
  HelpWindowState state;
  auto frame = [&] {
    ImGui::NewFrame();
    help_window(open, state);
    ImGui::EndFrame();
  };
  for (int i = 0; i < 3; ++i)
    frame();
  EXPECT_EQ(state.parsed_for, "assets/help/quick-start-teachers.md") << "the page it opens on";
  ASSERT_EQ(help_child("results"), nullptr);

  // The search box is the window's first item: clicked, then a word typed, a frame apart.
  const ImGuiWindow* w = ImGui::FindWindowByName("Help");
  ASSERT_NE(w, nullptr);
  test::click(ImVec2(w->DC.CursorStartPos.x + 20, w->DC.CursorStartPos.y + 5), frame);
  const std::string word = "INOTIFY";  // found whatever its case
  for (const char c : word)
    ImGui::GetIO().AddInputCharacter(static_cast<unsigned char>(c));
  frame();
  frame();
  // The pages hit are those whose text holds the word (brute force over the files' bytes).
  std::vector<std::size_t> holding, hit;
  const auto pages = help_pages();
  for (std::size_t p = 0; p < pages.size(); ++p) {
    std::string text(pages[p].text);
    for (char& c : text)
      c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (text.find(word) != std::string::npos) holding.push_back(p);
  }
  for (const HelpHit& h : state.hits)
    hit.push_back(h.page);
  ASSERT_FALSE(holding.empty());
  EXPECT_EQ(hit, holding);
  const ImGuiWindow* results = help_child("results");
  ASSERT_NE(results, nullptr) << "typing shows the hits in place of the page";
  EXPECT_TRUE(state.results);

  // A click on the first hit's title opens its page, the hit's block marked and scrolled to:
  // the word is far down its page, so the page is scrolled from its top.
  test::click(ImVec2(results->DC.CursorStartPos.x + 20, results->DC.CursorStartPos.y + 5), frame);
  frame();
  frame();
  EXPECT_FALSE(state.results);
  EXPECT_EQ(help_child("results"), nullptr);
  EXPECT_EQ(state.page, holding.front());
  EXPECT_EQ(state.parsed_for, pages[holding.front()].path);
  ASSERT_LT(state.mark.block, state.blocks.size());
  std::string marked = plain_inline(state.blocks[state.mark.block].text);
  for (char& c : marked)
    c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  EXPECT_NE(marked.find(word), std::string::npos) << marked;
  const ImGuiWindow* page = help_child("page");
  ASSERT_NE(page, nullptr);
  EXPECT_GT(page->Scroll.y, 0.0f);
  EXPECT_LT(page->Scroll.y, page->ScrollMax.y + 1);
  ImGui::DestroyContext();
}

// Enter in the search box opens the first hit, as a click on it does.
TEST(HelpWindow, EnterInTheSearchBoxOpensTheFirstHit) {
  test::start_headless_imgui();
  bool open = true;
  HelpWindowState state;
  auto frame = [&] {
    ImGui::NewFrame();
    help_window(open, state);
    ImGui::EndFrame();
  };
  for (int i = 0; i < 3; ++i)
    frame();
  const ImGuiWindow* w = ImGui::FindWindowByName("Help");
  ASSERT_NE(w, nullptr);
  test::click(ImVec2(w->DC.CursorStartPos.x + 20, w->DC.CursorStartPos.y + 5), frame);
  test::type_then_return("timeline", frame);
  frame();
  ASSERT_FALSE(state.hits.empty());
  EXPECT_FALSE(state.results) << "Enter opened a page";
  EXPECT_EQ(state.page, state.hits.front().page);
  EXPECT_EQ(state.mark.block, state.hits.front().block);
  EXPECT_EQ(state.parsed_for, help_pages()[state.hits.front().page].path);
  ImGui::DestroyContext();
}

// Every table of every page is drawn: the Markdown tables and each generated block — the key
// table and the legend from the code, the command line's words from the page's copy (the
// command-line page's table was left out: only the keys and the legend had a table to draw).
TEST(HelpWindow, EveryPageDrawsEachOfItsTables) {
  test::start_headless_imgui();
  bool open = true;
  HelpWindowState state;
  const auto pages = help_pages();
  for (std::size_t p = 0; p < pages.size(); ++p) {
    state.page = p;
    for (int i = 0; i < 2; ++i) {
      ImGui::NewFrame();
      help_window(open, state);
      ImGui::EndFrame();
    }
    std::size_t expected = 0;
    for (const MdBlock& b : parse_markdown(pages[p].text))
      expected += b.kind == MdKind::table || b.kind == MdKind::generated;
    const ImGuiWindow* page = help_child("page");
    ASSERT_NE(page, nullptr);
    std::size_t drawn = 0;
    ImGuiContext& g = *ImGui::GetCurrentContext();
    for (int n = 0; n < g.Tables.GetMapSize(); ++n)
      if (const ImGuiTable* t = g.Tables.TryGetMapData(n))
        drawn += t->OuterWindow == page && t->LastFrameActive == g.FrameCount;
    EXPECT_EQ(drawn, expected) << pages[p].path;
  }
  ImGui::DestroyContext();
}

}  // namespace
}  // namespace collide
