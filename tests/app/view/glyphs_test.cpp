// No '?' for a missing glyph (issue #22: the why panel showed "A?×B?" for AᵢxBⱼ): every
// character that any string literal of app/ can put on screen — why rows, labels, menus, the
// help, notices — is in the atlas's ranges and has a glyph in DejaVu Sans and Sans Mono. The
// characters are collected from the source itself, so a new string with a new symbol fails here
// until the ranges hold it.
#include <gtest/gtest.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include <imgui.h>

#include "app/view/fonts.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;

// The non-ASCII code points inside the string and character literals of C++ source `text`
// (comments skipped; raw strings and escapes handled), each with where it was first seen.
void literal_code_points(const std::string& text, const std::string& file,
                         std::map<char32_t, std::string>& out) {
  enum class In { code, line_comment, block_comment, string, raw };
  In in = In::code;
  std::string raw_end;
  char quote = 0;
  int line = 1;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\n') ++line;
    switch (in) {
      case In::code:
        if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
          in = In::line_comment;
        } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '*') {
          in = In::block_comment;
        } else if (c == 'R' && i + 1 < text.size() && text[i + 1] == '"') {
          const std::size_t open = text.find('(', i + 2);
          raw_end = ")" + text.substr(i + 2, open - (i + 2)) + "\"";
          in = In::raw;
          i = open;
        } else if (c == '"' ||
                   (c == '\'' &&
                    !(i > 0 && std::isalnum(static_cast<unsigned char>(text[i - 1]))))) {
          quote = c;  // a ' after a digit is a digit separator, not a character literal
          in = In::string;
        }
        break;
      case In::line_comment:
        if (c == '\n') in = In::code;
        break;
      case In::block_comment:
        if (c == '*' && i + 1 < text.size() && text[i + 1] == '/') in = In::code, ++i;
        break;
      case In::raw:
      case In::string: {
        if (in == In::string && c == '\\') {
          ++i;
          break;
        }
        if (in == In::string && c == quote) {
          in = In::code;
          break;
        }
        if (in == In::raw && text.compare(i, raw_end.size(), raw_end) == 0) {
          i += raw_end.size() - 1;
          in = In::code;
          break;
        }
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x80) break;
        // One UTF-8 sequence.
        const int extra = u >= 0xF0 ? 3 : u >= 0xE0 ? 2 : 1;
        char32_t cp = u & (0x3F >> extra);
        for (int k = 1; k <= extra && i + k < text.size(); ++k)
          cp = (cp << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
        out.try_emplace(cp, file + ":" + std::to_string(line));
        i += extra;
        break;
      }
    }
  }
}

bool in_ranges(char32_t c) {
  for (const ImWchar* r = kGlyphRanges; r[0]; r += 2)
    if (c >= r[0] && c <= r[1]) return true;
  return false;
}

TEST(Glyphs, EveryCharacterTheAppWritesIsInTheAtlasAndInDejaVu) {
  std::map<char32_t, std::string> used;
  for (const auto& e : fs::recursive_directory_iterator(test::source_dir() + "/app")) {
    const fs::path& p = e.path();
    if (p.extension() != ".cpp" && p.extension() != ".hpp") continue;
    std::ifstream in(p, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    literal_code_points(text.str(), p.lexically_relative(test::source_dir()).string(), used);
  }
  ASSERT_GT(used.size(), 10u);  // ≠, ×, →, θ, ᵢ, ⱼ, …: the scan finds the app's symbols
  ASSERT_TRUE(used.count(0x1D62)) << "ᵢ (the axis names) not found: the scan is broken";

  ImGui::CreateContext();
  const Fonts f = load_fonts(*ImGui::GetIO().Fonts, kDejaVuDir, 15, 1);
  ASSERT_FALSE(f.builtin) << f.warning;
  for (const auto& [c, where] : used) {
    SCOPED_TRACE(testing::Message()
                 << "U+" << std::hex << std::uppercase << unsigned(c) << " first in " << where);
    EXPECT_TRUE(in_ranges(c));
    EXPECT_NE(f.text->FindGlyphNoFallback(ImWchar(c)), nullptr);
    EXPECT_NE(f.mono->FindGlyphNoFallback(ImWchar(c)), nullptr);
  }
  ImGui::DestroyContext();
}

}  // namespace
}  // namespace collide
