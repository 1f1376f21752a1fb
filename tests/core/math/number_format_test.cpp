// The one number rule (core/math/number_format.hpp): what is printed reads back as the same
// value (so distinct values print distinctly), in fixed notation where people expect it.
#include "core/math/number_format.hpp"

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <set>
#include <string>

#include <gtest/gtest.h>

namespace collide {
namespace {

// Random doubles spread over every magnitude: a random exponent and mantissa, either sign; a
// quarter of them raw bit patterns (subnormals and all), non-finite ones skipped.
std::vector<double> random_doubles(std::uint32_t seed, int n) {
  std::mt19937_64 rng(seed);
  std::vector<double> out;
  std::uniform_int_distribution<int> exponent(-320, 308);
  std::uniform_real_distribution<double> mantissa(1.0, 10.0);
  while (int(out.size()) < n) {
    double v;
    if (rng() % 4 == 0)
      v = std::bit_cast<double>(rng());
    else
      v = mantissa(rng) * std::pow(10.0, exponent(rng)) * (rng() % 2 ? 1 : -1);
    if (std::isfinite(v)) out.push_back(v);
  }
  return out;
}

TEST(NumberFormat, DoublesReadBackBitForBit) {
  int checked = 0;
  for (double v : random_doubles(7, 200000)) {
    const std::string s = format_number(v);
    const double back = std::strtod(s.c_str(), nullptr);
    ASSERT_EQ(std::bit_cast<std::uint64_t>(back), std::bit_cast<std::uint64_t>(v))
        << s << " for " << v;
    ++checked;
  }
  EXPECT_EQ(checked, 200000);
}

TEST(NumberFormat, FloatsReadBackBitForBitAsFloats) {
  std::mt19937 rng(11);
  for (int k = 0; k < 200000; ++k) {
    const float v = std::bit_cast<float>(static_cast<std::uint32_t>(rng()));
    if (!std::isfinite(v)) continue;
    const std::string s = format_number(v);
    const float back = std::strtof(s.c_str(), nullptr);
    ASSERT_EQ(std::bit_cast<std::uint32_t>(back), std::bit_cast<std::uint32_t>(v)) << s;
  }
}

TEST(NumberFormat, NeighboursPrintDistinctly) {
  // A value and the next double up print differently, at every magnitude (round trip implies
  // it; this checks it directly, on the strings).
  for (double v : random_doubles(3, 50000)) {
    const double up = std::nextafter(v, INFINITY);
    if (!std::isfinite(up)) continue;
    ASSERT_NE(format_number(v), format_number(up)) << v;
  }
  std::set<std::string> seen;
  double v = 10001.0004996;
  for (int k = 0; k < 1000; ++k, v = std::nextafter(v, INFINITY))
    EXPECT_TRUE(seen.insert(format_number(v)).second) << format_number(v);
}

TEST(NumberFormat, TheFarBoxNumbers) {
  // The case: a centre the old rule printed as 1e+04 and 10001.
  EXPECT_EQ(format_number(10001.000499849917), "10001.000499849917");
  EXPECT_EQ(format_number(10001.0004996), "10001.0004996");
  EXPECT_EQ(format_number(10000.0), "10000");
  EXPECT_EQ(format_number(9999.5), "9999.5");
  EXPECT_EQ(format_number(0.5), "0.5");
  EXPECT_EQ(format_number(0.50049974992), "0.50049974992");
  EXPECT_EQ(format_number(0.0), "0");
  EXPECT_EQ(format_number(-0.0), "-0");
  EXPECT_EQ(format_number(1e-7), "1e-07");
  EXPECT_EQ(format_number(5.32e-6), "5.32e-06");
  EXPECT_EQ(format_number(2.5e20), "2.5e+20");
  EXPECT_EQ(format_number(INFINITY), "inf");
  EXPECT_EQ(format_number(-INFINITY), "-inf");
  EXPECT_EQ(format_number(std::nan("")), "nan");
  // A float as a float: the shortest float digits, not its double expansion.
  // (float's ulp at 1e4 is 2^-10: the centre rounds up by 4.77e-4.)
  EXPECT_EQ(format_number(10001.000499849917f), "10001.001");
  EXPECT_EQ(format_number(double(10001.000499849917f)), "10001.0009765625");
  EXPECT_EQ(format_number(0.1f), "0.1");
}

TEST(NumberFormat, FixedNotationInTheReadableRange) {
  // No exponent between 1e-4 and 1e15, an exponent outside, for doubles and floats.
  for (double v : random_doubles(5, 100000)) {
    const double a = std::abs(v);
    const bool fixed = a >= 1e-4 && a < 1e15;
    EXPECT_EQ(format_number(v).find('e') == std::string::npos, fixed) << format_number(v);
    const float f = static_cast<float>(v);
    if (std::isfinite(f) && f != 0) {
      const double af = std::abs(double(f));
      EXPECT_EQ(format_number(f).find('e') == std::string::npos, af >= 1e-4 && af < 1e15)
          << format_number(f);
    }
  }
}

TEST(NumberFormat, PrintfFormatWritesTheSameText) {
  // The Inspector's fields take a printf format: it must write what format_number writes.
  char buf[512];
  for (double v : random_doubles(9, 100000)) {
    const std::string f = number_printf_format(v);
    std::snprintf(buf, sizeof buf, f.c_str(), v);
    ASSERT_EQ(std::string(buf), format_number(v)) << f << " for " << v;
    ASSERT_LE(f.size(), 16u);
  }
  std::snprintf(buf, sizeof buf, number_printf_format(10001.000499849917).c_str(),
                10001.000499849917);
  EXPECT_STREQ(buf, "10001.000499849917");
}

TEST(NumberFormat, RelativeToALocalOriginReadsBack) {
  // The rest is the exact difference (the double nearest 10001.000499849917 minus 10001).
  EXPECT_EQ(format_relative(10001.000499849917, 10001), "10001 + 0.0004998499171051662");
  EXPECT_EQ(format_relative(9999.5, 10000), "10000 - 0.5");
  EXPECT_EQ(format_relative(3.0, 3.0), "3");
  for (double v : random_doubles(13, 100000)) {
    for (int digits : {1, 3, 5}) {
      const double o = local_origin(v, digits);
      const std::string s = format_relative(v, o);
      // origin, sign, rest: origin ± rest is v exactly.
      const auto plus = s.find(" + "), minus = s.find(" - ");
      if (plus == std::string::npos && minus == std::string::npos) {
        ASSERT_EQ(std::strtod(s.c_str(), nullptr), v) << s;
        continue;
      }
      const auto at = plus != std::string::npos ? plus : minus;
      const double origin = std::strtod(s.substr(0, at).c_str(), nullptr);
      const double rest = std::strtod(s.substr(at + 3).c_str(), nullptr);
      ASSERT_EQ(plus != std::string::npos ? origin + rest : origin - rest, v) << s;
    }
  }
}

}  // namespace
}  // namespace collide
