// Lecture precision: every decimal in a why row or a label at 4 significant digits, names and
// integers untouched. Expected texts are worked by hand from the inputs.
#include "app/view/lecture_numbers.hpp"

#include <gtest/gtest.h>

namespace collide {
namespace {

TEST(LectureNumbers, RoundsToFourSignificantDigits) {
  EXPECT_EQ(lecture_number(0.17157287525381015), "0.1716");
  EXPECT_EQ(lecture_number(-1.4142135623730951), "-1.414");
  EXPECT_EQ(lecture_number(2.7071067811865475), "2.707");
  EXPECT_EQ(lecture_number(123456.789), "123500");
  EXPECT_EQ(lecture_number(1.23456e-7), "1.235e-07");
  EXPECT_EQ(lecture_number(0.5), "0.5");  // already short: unchanged
  EXPECT_EQ(lecture_number(0.99996), "1");
  EXPECT_EQ(lecture_number(0), "0");
  EXPECT_EQ(lecture_number(-0.0), "0");  // a zero has no sign on screen
}

TEST(LectureNumbers, RewritesTheDecimalsOfARowAndNothingElse) {
  // A SAT row as the why panel has it (sat_visual.cpp's formula).
  EXPECT_EQ(lecture_numbers("L = (0.7071067811865475, 0.7071067811865476, 0) A [-1, 1] B "
                            "[0.41421356237309537, 3.8284271247461903] gap = |T·L| − (r_A + r_B) "
                            "= 2.121320343559643 − (1 + 1.7071067811865475 = 2.7071067811865475) "
                            "= -0.5857864376269046 → overlaps"),
            "L = (0.7071, 0.7071, 0) A [-1, 1] B [0.4142, 3.828] gap = |T·L| − (r_A + r_B) = "
            "2.121 − (1 + 1.707 = 2.707) = -0.5858 → overlaps");
  // Names with digits, integers, a product after a middle dot, a sentence's full stop.
  EXPECT_EQ(lecture_numbers("A2×B0 (13 of 15 tested)"), "A2×B0 (13 of 15 tested)");
  EXPECT_EQ(lecture_numbers("(d − s)·0.7071067811865475 = 0.12345678."),
            "(d − s)·0.7071 = 0.1235.");
  EXPECT_EQ(lecture_numbers("ε = 1e-09, band 2.220446049250313e-16"), "ε = 1e-09, band 2.22e-16");
  EXPECT_EQ(lecture_numbers("x1.2345678 r_0.123456 10000"), "x1.2345678 r_0.123456 10000");
  EXPECT_EQ(lecture_numbers(""), "");
}

}  // namespace
}  // namespace collide
