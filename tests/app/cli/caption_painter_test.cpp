// `render --labels`' caption as painted (GL-free): nothing of it is lost without a sign. A word
// wider than the picture is cut and marked, not clipped at the picture's edge; lines past the
// band (at most half the picture) are counted in the last line that fits, not dropped; and a
// caption that fits is painted whole, wrapped at spaces only (never inside a number).
#include "app/cli/caption_painter.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "app/panels/text_fit.hpp"

namespace collide {
namespace {

std::string joined(const std::vector<std::string>& lines) {
  std::string s;
  for (const std::string& l : lines)
    s += l + "\n";
  return s;
}

TEST(CaptionPainter, AWordWiderThanThePictureIsCutAndMarked) {
  const std::string word = "(0.5·0.5000000000000001)²+(0.5·0.8660254037844386)²+(0.5·0)²=0.5";
  const std::vector<CaptionLine> caption = {{"a – b: obb-obb", std::nullopt},
                                            {"r = " + word, std::nullopt}};
  const std::vector<std::string> painted = painted_caption(caption, 240, 240);
  const std::string all = joined(painted);
  EXPECT_EQ(all.find(word), std::string::npos) << all;  // not whole: it cannot fit 240 px
  EXPECT_NE(all.find("(0.5·0.5"), std::string::npos) << all;
  EXPECT_NE(all.find(kCutMarker), std::string::npos) << all;
  // In a picture wide enough, the same caption is painted whole.
  EXPECT_NE(joined(painted_caption(caption, 1600, 900)).find(word), std::string::npos);
}

TEST(CaptionPainter, LinesPastTheBandAreCountedNotDropped) {
  std::vector<CaptionLine> caption;
  for (int i = 0; i < 40; ++i)
    caption.push_back({"line " + std::to_string(i), std::nullopt});
  const std::vector<std::string> painted = painted_caption(caption, 320, 240);
  ASSERT_GE(painted.size(), 2u);
  ASSERT_LT(painted.size(), 40u);  // 40 lines cannot fit half of 240 px
  for (std::size_t i = 0; i + 1 < painted.size(); ++i)
    EXPECT_EQ(painted[i], "line " + std::to_string(i));
  // The last line counts the rest: those painted plus those counted make the 40.
  const std::string& last = painted.back();
  ASSERT_EQ(last.rfind("… ", 0), 0u) << last;
  const int more = std::stoi(last.substr(std::string("… ").size()));
  EXPECT_EQ(int(painted.size()) - 1 + more, 40) << last;

  // Three lines fit: all painted, none counted.
  caption.resize(3);
  EXPECT_EQ(painted_caption(caption, 320, 240),
            (std::vector<std::string>{"line 0", "line 1", "line 2"}));
}

TEST(CaptionPainter, ANumberIsNeverSplitAtItsPoint) {
  const std::vector<CaptionLine> caption = {
      {"axis drawn B0: gap = 3.4142135623730951 − (1 + 1.4142135623730951) = "
       "2.0857864376269049 → separates",
       std::nullopt}};
  for (const std::string& line : painted_caption(caption, 420, 480))
    EXPECT_FALSE(line.ends_with(".")) << line;  // ImGui's own wrap broke "2.⏎0857…"
}

}  // namespace
}  // namespace collide
