// A number too wide for its field is shown cut and marked, never clipped into another number
// (issue #35, item 1: "w 0.9238795325112867 x 0" for x 0.38268…, "10001.25" for
// 10001.250449849926). Measured at one unit per character, against cuts worked by hand and,
// for many numbers, against what a cut may be: a prefix of the number's own digits (from its
// point on), the marker, its exponent.
#include "app/panels/text_fit.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <string>

#include "app/panels/wrapped_text.hpp"
#include "core/math/number_format.hpp"

namespace collide {
namespace {

// One unit per UTF-8 character ("…" is one).
float characters(std::string_view s) {
  float n = 0;
  for (const char c : s)
    n += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1.0f : 0.0f;
  return n;
}

FittedText fit(std::string_view text, float width) {
  return fit_text(text, width, characters);
}

TEST(TextFit, WhatFitsIsShownWhole) {
  const FittedText f = fit("0.3826834323650898", 18);
  EXPECT_EQ(f.shown, "0.3826834323650898");
  EXPECT_FALSE(f.cut);
  EXPECT_EQ(fit("", 0).shown, "");
}

TEST(TextFit, ANumberTooWideIsCutInItsFractionAndMarked) {
  // The Inspector's quaternion x and far centre, in fields a few characters too narrow.
  EXPECT_EQ(fit("0.3826834323650898", 6).shown, "0.382…");
  EXPECT_TRUE(fit("0.3826834323650898", 6).cut);
  EXPECT_EQ(fit("10001.250449849926", 10).shown, "10001.250…");
  EXPECT_EQ(fit("-0.3535533905932738", 6).shown, "-0.35…");
  // Never into the digits before the point: "1000…" would read as a smaller number.
  EXPECT_EQ(fit("10001.250449849926", 7).shown, "10001.…");
  EXPECT_EQ(fit("10001.250449849926", 6).shown, "…");
  EXPECT_EQ(fit("123456789", 5).shown, "…");  // an integer is never cut
  EXPECT_TRUE(fit("123456789", 5).cut);
  // The exponent stays: 1.2345…e-07 is still about 1e-7, never 1.2345.
  EXPECT_EQ(fit("1.2345678901234567e-07", 10).shown, "1.234…e-07");
  EXPECT_EQ(fit("-2.55e+20", 8).shown, "-2.…e+20");
  EXPECT_EQ(fit("-2.55e+20", 7).shown, "…");
  // Plain text is cut at any character, between UTF-8 characters.
  EXPECT_EQ(fit("quaternion", 5).shown, "quat…");
  EXPECT_EQ(fit("α→β→γ→δ", 4).shown, "α→β…");
}

TEST(TextFit, EveryCutIsAPrefixOfTheNumbersDigitsTheMarkerAndItsExponent) {
  std::mt19937 rng(35);
  std::uniform_real_distribution<double> mantissa(-10, 10);
  std::uniform_int_distribution<int> exponent(-12, 18), width(0, 26);
  for (int n = 0; n < 5000; ++n) {
    const double v = mantissa(rng) * std::pow(10.0, exponent(rng));
    const std::string text = format_number(v);
    const float w = float(width(rng));
    const FittedText f = fit(text, w);
    SCOPED_TRACE(text + " in " + std::to_string(int(w)) + ": " + f.shown);
    if (characters(text) <= w) {
      EXPECT_EQ(f.shown, text);
      EXPECT_FALSE(f.cut);
      continue;
    }
    ASSERT_TRUE(f.cut);
    EXPECT_LE(characters(f.shown), std::max(w, 1.0f));  // the marker alone may not fit
    if (f.shown == kCutMarker) continue;
    const auto mark = f.shown.find(kCutMarker);
    ASSERT_NE(mark, std::string::npos);
    const std::string head = f.shown.substr(0, mark),
                      tail = f.shown.substr(mark + kCutMarker.size());
    const auto e = text.find('e');
    // The digits kept are the number's own, up to its point at least; its exponent is whole.
    EXPECT_EQ(text.compare(0, head.size(), head), 0);
    ASSERT_NE(head.find('.'), std::string::npos);
    EXPECT_EQ(tail, e == std::string::npos ? "" : text.substr(e));
    // And it is the longest such cut: one more digit would not fit.
    const std::size_t next = head.size() + 1;
    if (next < (e == std::string::npos ? text.size() : e)) {
      EXPECT_GT(characters(text.substr(0, next)) + 1 + characters(tail), w);
    }
  }
}

TEST(TextFit, AWrappedWordWiderThanItsLineIsCutAndMarked) {
  // The why panel's rows: a number longer than the column was drawn whole and clipped at the
  // column's edge. Every other line stays whole.
  const auto lines = wrap_and_fit("gap 10001.000499849917 found", 8, characters);
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[0].shown.shown, "gap");
  EXPECT_FALSE(lines[0].shown.cut);
  EXPECT_EQ(lines[1].shown.shown, "10001.0…");
  EXPECT_TRUE(lines[1].shown.cut);
  EXPECT_EQ(lines[1].whole, "10001.000499849917");  // the tooltip
  EXPECT_EQ(lines[2].shown.shown, "found");
  EXPECT_FALSE(lines[2].shown.cut);
}

}  // namespace
}  // namespace collide
