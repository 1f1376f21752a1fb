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
  std::string_view section;  // the heading it is listed under (kHelpSections)
};

// The headings the Help window lists the pages under, in order: people's pages first (the quick
// starts, the viewer, scenes and the command line, the collision core), the pages for whoever
// works on Collision Lab's own code last.
inline constexpr std::string_view kHelpSections[] = {"Quick starts", "Using the viewer",
                                                     "Scenes and the command line",
                                                     "The collision core", "For developers"};

// Every embedded page, section by section in reading order (the quick start for teachers first:
// the page the window opens on); a page no section lists comes last, under the last section.
std::span<const HelpPage> help_pages();

// The key table as a Markdown table ("| keys | action |"): one row per binding, in its order.
std::string key_table_markdown();

}  // namespace collide
