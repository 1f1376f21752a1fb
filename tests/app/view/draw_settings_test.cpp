// The draw settings: command-line values, and outlines turning off by themselves only above
// kOutlineObjectLimit visible objects.
#include <gtest/gtest.h>

#include <string>

#include "app/view/draw_settings.hpp"

namespace collide {
namespace {

Scene boxes(std::size_t n, std::size_t hidden = 0) {
  Scene s;
  for (std::size_t i = 0; i < n; ++i)
    s.objects.push_back({"b" + std::to_string(i), "", std::nullopt, i >= hidden, desc::Box{}});
  return s;
}

TEST(DrawSettings, ParsesTheCommandLineValuesAndRefusesOthers) {
  EXPECT_EQ(parse_msaa("0"), 0);
  EXPECT_EQ(parse_msaa("1"), 0);
  EXPECT_EQ(parse_msaa("2"), 2);
  EXPECT_EQ(parse_msaa("4"), 4);
  EXPECT_EQ(parse_msaa("8"), 8);
  for (const char* bad : {"", "3", "16", "-4", "4x", "four"})
    EXPECT_FALSE(parse_msaa(bad).has_value()) << bad;
  EXPECT_EQ(parse_outlines("auto"), Outlines::automatic);
  EXPECT_EQ(parse_outlines("on"), Outlines::on);
  EXPECT_EQ(parse_outlines("off"), Outlines::off);
  EXPECT_FALSE(parse_outlines("On").has_value());
  EXPECT_FALSE(parse_outlines("").has_value());
}

TEST(DrawSettings, AutomaticOutlinesStopAboveTheLimitOfVisibleObjects) {
  const DrawSettings automatic;
  EXPECT_TRUE(draw_outlines(automatic, boxes(0)));
  EXPECT_TRUE(draw_outlines(automatic, boxes(kOutlineObjectLimit)));
  EXPECT_FALSE(draw_outlines(automatic, boxes(kOutlineObjectLimit + 1)));
  // Hidden objects do not count.
  EXPECT_TRUE(draw_outlines(automatic, boxes(kOutlineObjectLimit + 10, 10)));
  EXPECT_FALSE(draw_outlines(automatic, boxes(kOutlineObjectLimit + 10, 9)));
  // Explicit choices win whatever the size.
  EXPECT_TRUE(draw_outlines({4, Outlines::on}, boxes(kOutlineObjectLimit + 1)));
  EXPECT_FALSE(draw_outlines({4, Outlines::off}, boxes(1)));
}

}  // namespace
}  // namespace collide
