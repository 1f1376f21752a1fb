#pragma once
// The help pages: Markdown files under assets/help/, compiled into the executable (collide_embed
// in app/CMakeLists.txt) so the Help window shows them from any directory, and readable as they
// are on a code host. Two of their tables are generated from the code's own tables — the key
// bindings (app/input/key_table.hpp) and the legend (app/view/legend.hpp) — between markers that
// the Help window draws from the code, and that tests compare with the text below.
#include <span>
#include <string>
#include <string_view>

namespace collide {

struct HelpPage {
  std::string path;   // "assets/help/keys-and-mouse.md"
  std::string title;  // its first heading
  std::string_view text;
};

// Every embedded page, in reading order (keys and mouse, marks and colours, editing, measuring,
// then any others by name).
std::span<const HelpPage> help_pages();

// The key table as a Markdown table ("| keys | action |"): one row per binding, in its order.
std::string key_table_markdown();

}  // namespace collide
