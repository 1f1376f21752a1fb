#pragma once
// The small Markdown the help pages (assets/help/*.md) are written in, parsed into blocks and
// drawn with ImGui: headings, paragraphs, bullets (one level, continued by indented lines),
// tables, fenced code; inline `code`, **bold** and [links](url) are shown as their text. A
// block between "<!-- NAME -->" and "<!-- /NAME -->" is generated from a table of the code (the
// key bindings, the legend, the command line's words): the window draws it from that table where
// it has one, else the page's copy (the tests check that the copy is the same), so what it shows
// cannot go stale. Parsing is ImGui-free (tested).
#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace collide {

enum class MdKind : unsigned char { heading, paragraph, bullet, table, code, generated };

struct MdBlock {
  MdKind kind = MdKind::paragraph;
  int level = 0;                               // heading: 1 for "#", 2 for "##", ...
  std::string text;                            // heading, paragraph, bullet: inline Markdown
  std::vector<std::vector<std::string>> rows;  // table: header row first, cells inline Markdown
  std::vector<std::string> lines;              // code, generated (the page's copy): as written
  std::string name;                            // generated: the marker's name ("keys")
  bool operator==(const MdBlock&) const = default;
};

std::vector<MdBlock> parse_markdown(std::string_view text);
// Inline Markdown as shown: `code` and **bold** lose their marks, [text](url) becomes text,
// "\|" becomes "|".
std::string plain_inline(std::string_view md);

// A block to point at: tinted, and scrolled to when `scroll` (for one frame: the caller's).
struct MdMark {
  std::size_t block = std::size_t(-1);  // an index into the blocks; none by default
  bool scroll = false;
};

// Draws the blocks (inside an ImGui window); `generated(name)` draws a generated block from the
// code's table and returns true, or returns false (or is empty) to draw the page's copy.
void draw_markdown(const std::vector<MdBlock>& blocks,
                   const std::function<bool(const std::string& name)>& generated, MdMark mark = {});

}  // namespace collide
