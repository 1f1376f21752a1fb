#include "tests/app/support/help_blocks.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "app/view/legend.hpp"
#include "tests/support/test_paths.hpp"

namespace collide::test {
namespace {

std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

std::vector<std::string> readme_and_help_pages() {
  std::vector<std::string> out{"README.md"};
  for (const auto& e : std::filesystem::directory_iterator(source_dir() + "/assets/help"))
    if (e.path().extension() == ".md") out.push_back("assets/help/" + e.path().filename().string());
  return out;
}

void check_block(const std::string& rel, const std::string& name, const std::string& expected,
                 bool required) {
  const std::string path = source_dir() + "/" + rel;
  std::string text = read(path);
  const auto block = marked_block(text, name);
  if (!block) {
    EXPECT_FALSE(required) << rel << " has no <!-- " << name << " --> block";
    return;
  }
  if (std::getenv("COLLIDE_WRITE_HELP")) {
    const auto at = text.find("<!-- " + name + " -->\n") + name.size() + 10;
    text.replace(at, block->size(), expected);
    std::ofstream(path, std::ios::binary) << text;
    return;
  }
  EXPECT_EQ(*block, expected) << rel << ": the <!-- " << name
                              << " --> block differs from the code's table; run this test with "
                                 "COLLIDE_WRITE_HELP=1 to rewrite it";
}

}  // namespace collide::test
