#pragma once
// The small Markdown the help pages (assets/help/*.md) are written in, parsed into blocks and
// drawn with ImGui: headings, paragraphs, bullets (one level, continued by indented lines),
// tables, fenced code; inline `code`, **bold** and [links](url) are shown as their text. A
// block between "<!-- NAME -->" and "<!-- /NAME -->" is generated from a table of the code (the
// key bindings, the legend): the window draws it from that table (the tests check that the
// page's copy is the same), so what it shows cannot go stale. Parsing is ImGui-free (tested).
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
  std::vector<std::string> lines;              // code: as written
  std::string name;                            // generated: the marker's name ("keys")
  bool operator==(const MdBlock&) const = default;
};

std::vector<MdBlock> parse_markdown(std::string_view text);
// Inline Markdown as shown: `code` and **bold** lose their marks, [text](url) becomes text,
// "\|" becomes "|".
std::string plain_inline(std::string_view md);

// Draws the blocks (inside an ImGui window); `generated(name)` draws a generated block.
void draw_markdown(const std::vector<MdBlock>& blocks,
                   const std::function<void(const std::string& name)>& generated);

}  // namespace collide
