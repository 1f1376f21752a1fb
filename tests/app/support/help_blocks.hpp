#pragma once
// Tables the code generates and the manual holds between "<!-- NAME -->" markers (the legend,
// the key bindings, the command line's words): a test compares each block with the code's table,
// or, with COLLIDE_WRITE_HELP=1 in the environment, rewrites the block from it.
#include <string>
#include <vector>

namespace collide::test {

// README.md and every page of assets/help/, relative to the source folder: a copy of a table
// anywhere must be the table.
std::vector<std::string> readme_and_help_pages();

// Checks (or rewrites) the block `name` of the file `rel` (relative to the source folder)
// against `expected`; a file without the block fails only when `required`.
void check_block(const std::string& rel, const std::string& name, const std::string& expected,
                 bool required);

}  // namespace collide::test
