// Why rows wrap between words, never inside a number: checked with a measure of one unit per
// byte against the breaks a person would make by hand.
#include "app/panels/wrapped_text.hpp"

#include <gtest/gtest.h>

namespace collide {
namespace {

float bytes(std::string_view s) {
  return float(s.size());
}

TEST(WrappedText, BreaksOnlyAtSpacesAndKeepsNumbersWhole) {
  using Lines = std::vector<std::string>;
  // ImGui's TextWrapped breaks after '.': "0.500·0.⏎577". Here the number stays whole.
  EXPECT_EQ(wrap_at_spaces("r = 0.500·0.577 separated by 0.172", 12, bytes),
            (Lines{"r =", "0.500·0.577", "separated by", "0.172"}));
  // A word wider than the line is kept whole on its own line.
  EXPECT_EQ(wrap_at_spaces("gap 10001.000499849917 found", 8, bytes),
            (Lines{"gap", "10001.000499849917", "found"}));
  // Line breaks in the text stay; what fits stays on one line.
  EXPECT_EQ(wrap_at_spaces("a b\nc d", 80, bytes), (Lines{"a b", "c d"}));
  EXPECT_EQ(wrap_at_spaces("", 10, bytes), (Lines{""}));
  // Every piece of every line is a whole word of the input.
  const std::string text = "L = (0.707, 0.707, 0.000) A [-1.000, 1.000] overlap 0.586";
  for (const float width : {5.0f, 11.0f, 17.0f, 29.0f})
    for (const std::string& line : wrap_at_spaces(text, width, bytes)) {
      EXPECT_NE(text.find(line), std::string::npos) << line;
      EXPECT_TRUE(line.empty() || (line.front() != ' ' && line.back() != ' ')) << line;
    }
}

}  // namespace
}  // namespace collide
