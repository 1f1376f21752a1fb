// Finding a JSON pointer's value in a text: positions worked out by hand, escapes in keys and
// strings, the last of repeated keys, and the deepest ancestor when the pointer names nothing.
#include "core/scene/json_locate.hpp"

#include <gtest/gtest.h>

namespace collide {
namespace {

void expect_at(std::string_view text, std::string_view pointer, int line, int column) {
  const auto at = locate_pointer(text, pointer);
  ASSERT_TRUE(at) << pointer;
  EXPECT_EQ(at->line, line) << pointer;
  EXPECT_EQ(at->column, column) << pointer;
}

TEST(JsonLocate, HandWorkedPositions) {
  const std::string_view text =
      "{\n"                                                      // line 1
      "  \"a\": [10, {\"x\": \"}]\\\"\", \"y\": 2}],\n"          // line 2
      "  \"a/b\": {\"m~n\": true, \"\\u00e9\": [1, [2, 3]]},\n"  // line 3
      "  \"d\": 1, \"d\": 22\n"                                  // line 4
      "}\n";
  expect_at(text, "", 1, 1);
  expect_at(text, "/a", 2, 8);
  expect_at(text, "/a/0", 2, 9);
  expect_at(text, "/a/1", 2, 13);
  // "x"'s value holds a bracket and an escaped quote; "y" comes after it.
  expect_at(text, "/a/1/x", 2, 19);
  expect_at(text, "/a/1/y", 2, 32);
  expect_at(text, "/a~1b/m~0n", 3, 18);
  expect_at(text, "/a~1b/\xC3\xA9/1/1", 3, 42);  // the 3 of [2, 3]
  expect_at(text, "/d", 4, 16);                  // the second "d"
  // Names nothing past /a/1: the object at /a/1.
  expect_at(text, "/a/1/zz/3", 2, 13);
  expect_at(text, "/a/7", 2, 8);
  EXPECT_FALSE(locate_pointer("   ", "/a"));
}

}  // namespace
}  // namespace collide
