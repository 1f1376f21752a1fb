// Issue 35, item 6: a number typed into a field is read whole and exactly. The nudge field
// dropped the e of "-2e-7" (ImGui's decimal filter) and read "-2-7" as -2. The expected doubles
// are the compiler's own reading of the same literals, an independent correctly rounded parse.
#include "app/input/number_text.hpp"

#include <gtest/gtest.h>

#include <string>

namespace collide {
namespace {

double read(const std::string& text) {
  const TypedNumber n = read_typed_number(text);
  EXPECT_TRUE(n.value) << text << ": " << n.error;
  return n.value.value_or(-12345);
}

TEST(TypedNumber, ScientificNotationIsReadExactly) {
  EXPECT_EQ(read("-2e-7"), -2e-7);
  EXPECT_EQ(read("1e-7"), 1e-7);
  EXPECT_EQ(read("-2E+3"), -2000.0);
  EXPECT_EQ(read("+2.5e1"), 25.0);
  EXPECT_EQ(read("  .5 "), 0.5);
  EXPECT_EQ(read("5."), 5.0);
  EXPECT_EQ(read("10001.000499849917"), 10001.000499849917);
  EXPECT_EQ(read("0.1"), 0.1);  // the nearest double, not 0.1000000000000000055511151231257827
  EXPECT_EQ(read("4.9406564584124654e-324"), 4.9406564584124654e-324);
  EXPECT_EQ(read("1.7976931348623157e308"), 1.7976931348623157e308);
}

TEST(TypedNumber, TextThatIsNotAWholeNumberIsRefusedAndQuoted) {
  for (const std::string bad : {"-2e", "1e", "-2-7", "--2", "+-2", "1e-7-", "e7", ".", "1.2.3",
                                "2 3", "*2", "inf", "nan", "0x10", "1,5"}) {
    const TypedNumber n = read_typed_number(bad);
    EXPECT_FALSE(n.value) << bad << " read as " << n.value.value_or(0);
    EXPECT_EQ(n.error, "\"" + bad + "\" is not a number");
  }
  EXPECT_FALSE(read_typed_number("   ").value);
  EXPECT_EQ(read_typed_number("").error, "empty, not a number");
  const TypedNumber huge = read_typed_number("1e400");
  EXPECT_FALSE(huge.value);
  EXPECT_EQ(huge.error, "\"1e400\" is out of a double's range");
}

TEST(TypedNumber, TheFieldLetsInWhatANumberIsWrittenWith) {
  for (const char c : std::string("0123456789.+-eE "))
    EXPECT_TRUE(number_character(static_cast<unsigned char>(c))) << c;
  for (const char c : std::string("abxX,/*_"))
    EXPECT_FALSE(number_character(static_cast<unsigned char>(c))) << c;
  EXPECT_FALSE(number_character(0x00B1));  // ±
}

}  // namespace
}  // namespace collide
