// The Pairs table's cells in ImGui without a window: a column narrower than its text shows the
// text cut and marked ("moving sphere-mov…"), never clipped silently at the column's edge,
// where "moving sphere-moving spher" read as a name of its own; a wide column shows it whole.
// What the panel draws is read from ImGui's log (every text it renders, before clipping).
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include <imgui.h>
#include <imgui_internal.h>  // the log buffer

#include "app/panels/pairs_panel.hpp"
#include "app/panels/text_fit.hpp"
#include "tests/app/support/headless_imgui.hpp"

namespace collide {
namespace {

constexpr std::string_view kLongTest = "moving sphere-moving sphere";

class PairsPanelCells : public ::testing::Test {
 protected:
  void SetUp() override {
    test::start_headless_imgui();
    for (const char* id : {"first-long-id", "second-long-id"})
      scene_.objects.push_back({id, "", std::nullopt, true, desc::Sphere{}});
    PairRow r;
    r.a = 0;
    r.b = 1;
    r.test = PairTest::moving_sphere_moving_sphere;  // the longest test name
    r.verdict = PairVerdict::intersects;
    rows_.push_back(r);
  }
  void TearDown() override { ImGui::DestroyContext(); }

  // Everything the panel rendered in its last frame, in a window `width` wide.
  std::string drawn_text(float width) {
    std::string text;
    for (int frame = 0; frame < 3; ++frame) {  // the table settles its columns first
      ImGui::NewFrame();
      ImGui::SetNextWindowPos(ImVec2(0, 0));
      ImGui::SetNextWindowSize(ImVec2(width, 300));
      ImGui::Begin("pairs");
      if (frame == 2) ImGui::LogToBuffer();
      PairFilter filter;
      pairs_panel(state_, filter, rows_, 1, scene_, std::nullopt, {});
      if (frame == 2) {
        text = GImGui->LogBuffer.c_str();
        ImGui::LogFinish();
      }
      ImGui::End();
      ImGui::Render();
    }
    return text;
  }

  Scene scene_;
  std::vector<PairRow> rows_;
  PairsPanelState state_;
};

TEST_F(PairsPanelCells, ANarrowColumnShowsTheTestNameCutAndMarked) {
  const std::string text = drawn_text(420);
  // The test column is about a fifth of 420 px: the whole name (about 190 px) cannot fit.
  EXPECT_EQ(text.find(kLongTest), std::string::npos) << text;
  // A prefix of the name, then the marker.
  EXPECT_NE(text.find("| moving s"), std::string::npos) << text;
  EXPECT_NE(text.find(std::string(kCutMarker) + " | intersects"), std::string::npos) << text;
  // The objects' label: also cut, not shown whole.
  EXPECT_EQ(text.find("first-long-id – second-long-id"), std::string::npos) << text;
}

TEST_F(PairsPanelCells, AWideColumnShowsTheWholeNameUnmarked) {
  const std::string text = drawn_text(1800);
  EXPECT_NE(text.find(kLongTest), std::string::npos) << text;
  EXPECT_NE(text.find("first-long-id – second-long-id"), std::string::npos) << text;
  EXPECT_EQ(text.find(kCutMarker), std::string::npos) << text;
}

}  // namespace
}  // namespace collide
