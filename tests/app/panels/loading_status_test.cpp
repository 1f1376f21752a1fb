// The load's bar and the words beside it (issue 35, item 14): the percentage and the fraction
// are those of the bytes the caption names — 26 MiB read of 50 MiB is 52%, not the 5% a bar
// weighting reading as a tenth of the load showed beside it. Hand-worked cases.
#include "app/panels/loading_overlay.hpp"

#include <gtest/gtest.h>

namespace collide {
namespace {

constexpr std::size_t kMiB = std::size_t{1} << 20;

TEST(LoadingStatus, WhileReadingTheBarIsTheBytesReadOfTheFile) {
  LoadProgress p;
  p.bytes_read = 26 * kMiB;
  p.bytes_total = 50 * kMiB;
  const LoadingStatus s = loading_status(p);
  EXPECT_DOUBLE_EQ(s.fraction, 26.0 / 50.0);
  EXPECT_EQ(s.percent, "52%");
  EXPECT_EQ(s.caption, "read 26 MiB of 50 MiB, 0 objects");
}

TEST(LoadingStatus, WhileParsingTheBarIsTheBytesParsedOfTheFile) {
  LoadProgress p;
  p.bytes_read = 50 * kMiB;
  p.bytes_parsed = 23 * kMiB;
  p.bytes_total = 50 * kMiB;
  p.objects = 120'000;
  const LoadingStatus s = loading_status(p);
  EXPECT_DOUBLE_EQ(s.fraction, 23.0 / 50.0);
  EXPECT_EQ(s.percent, "46%");
  EXPECT_EQ(s.caption, "parsed 23 MiB of 50 MiB, 120,000 objects");
}

TEST(LoadingStatus, ThePercentIsTheWholePercentOfTheSameBytesRoundedDown) {
  LoadProgress p;
  p.bytes_total = 3000;
  p.bytes_read = 3000;
  p.bytes_parsed = 1999;  // 66.63%
  const LoadingStatus s = loading_status(p);
  EXPECT_EQ(s.percent, "66%");
  EXPECT_DOUBLE_EQ(s.fraction, 1999.0 / 3000.0);
  p.bytes_parsed = 3000;
  EXPECT_EQ(loading_status(p).percent, "100%");
  EXPECT_DOUBLE_EQ(loading_status(p).fraction, 1.0);
}

TEST(LoadingStatus, AnUnknownSizeShowsNoProgressAndNoTotal) {
  LoadProgress p;
  p.bytes_read = 5 * kMiB;
  p.objects = 1;
  const LoadingStatus s = loading_status(p);
  EXPECT_EQ(s.fraction, 0.0);
  EXPECT_EQ(s.percent, "0%");
  EXPECT_EQ(s.caption, "read 5 MiB, 1 object");
}

}  // namespace
}  // namespace collide
