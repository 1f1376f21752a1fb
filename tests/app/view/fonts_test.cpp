#include <gtest/gtest.h>

#include <imgui.h>

#include "app/view/fonts.hpp"

namespace collide {
namespace {

// An ImGui context without any renderer: fonts are rasterised into the atlas on the CPU.
class FontsTest : public ::testing::Test {
 protected:
  void SetUp() override { ImGui::CreateContext(); }
  void TearDown() override { ImGui::DestroyContext(); }
  ImFontAtlas& atlas() { return *ImGui::GetIO().Fonts; }
};

TEST(FontPixels, ScalesWithTheContentScaleAndClampsTheSize) {
  EXPECT_EQ(font_pixels(15, 1), 15);
  EXPECT_EQ(font_pixels(15, 2), 30);
  EXPECT_EQ(font_pixels(15, 1.25f), 19);  // 18.75 rounded
  EXPECT_EQ(font_pixels(2, 1), kMinFontSize);
  EXPECT_EQ(font_pixels(500, 2), 2 * kMaxFontSize);
  EXPECT_EQ(font_pixels(15, 0), 15);  // unknown scale: 1
  EXPECT_EQ(font_pixels(15, -3), 15);
}

TEST_F(FontsTest, LoadsDejaVuFromTheDebianPath) {
  const Fonts f = load_fonts(atlas(), kDejaVuDir, 16, 2);
  ASSERT_FALSE(f.builtin) << f.warning;
  EXPECT_TRUE(f.warning.empty());
  ASSERT_NE(f.text, nullptr);
  ASSERT_NE(f.mono, nullptr);
  EXPECT_NE(f.text, f.mono);
  EXPECT_EQ(f.text->FontSize, 32);
  EXPECT_EQ(f.mono->FontSize, 32);
  // The maths glyphs the why panel shows are in the font, not the fallback '?'.
  for (ImWchar c : {ImWchar(0x03A3), ImWchar(0x2264), ImWchar(0x2013)})
    EXPECT_NE(f.text->FindGlyphNoFallback(c), nullptr) << c;
  // Monospace: digits and a space have the same advance.
  EXPECT_EQ(f.mono->FindGlyph('1')->AdvanceX, f.mono->FindGlyph('8')->AdvanceX);
  EXPECT_TRUE(atlas().IsBuilt());
}

TEST_F(FontsTest, MissingFontFallsBackToTheBuiltInFontWithAWarning) {
  const Fonts f = load_fonts(atlas(), "/nonexistent/fonts", 15, 2);
  EXPECT_TRUE(f.builtin);
  ASSERT_NE(f.text, nullptr);
  EXPECT_EQ(f.text, f.mono);
  EXPECT_EQ(f.text->FontSize, 30);  // still scaled
  EXPECT_NE(f.warning.find("/nonexistent/fonts/DejaVuSans.ttf"), std::string::npos) << f.warning;
  EXPECT_TRUE(atlas().IsBuilt());
}

TEST_F(FontsTest, ReloadingAtAnotherScaleReplacesTheFonts) {
  load_fonts(atlas(), kDejaVuDir, 15, 1);
  const Fonts f = load_fonts(atlas(), kDejaVuDir, 15, 2);
  EXPECT_EQ(atlas().Fonts.Size, 2);
  EXPECT_EQ(f.text->FontSize, 30);
}

}  // namespace
}  // namespace collide
