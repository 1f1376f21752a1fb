// ImGui takes the pointer where one of the last frame's windows is (a panel, a menu), wherever
// ImGui's own pointer was, and anywhere while a popup is open; not over an overlay that takes
// no input, nor over the empty view.
#include "app/workbench/pointer_over_ui.hpp"

#include <gtest/gtest.h>

#include "tests/app/support/headless_imgui.hpp"

namespace collide {
namespace {

class PointerOverUi : public ::testing::Test {
 protected:
  void SetUp() override { test::start_headless_imgui(); }
  void TearDown() override { ImGui::DestroyContext(); }
  // A frame with a panel at (100, 100)–(300, 200) and an input-less overlay at (500, 100).
  void frame(bool popup = false) {
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(100, 100));
    ImGui::SetNextWindowSize(ImVec2(200, 100));
    ImGui::Begin("panel", nullptr, ImGuiWindowFlags_NoSavedSettings);
    if (popup) ImGui::OpenPopup("menu");
    if (ImGui::BeginPopup("menu")) {
      ImGui::TextUnformatted("item");
      ImGui::EndPopup();
    }
    ImGui::End();
    ImGui::SetNextWindowPos(ImVec2(500, 100));
    ImGui::SetNextWindowSize(ImVec2(100, 50));
    ImGui::Begin("overlay", nullptr, ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_NoDecoration);
    ImGui::TextUnformatted("12 ms");
    ImGui::End();
    ImGui::EndFrame();
  }
};

TEST_F(PointerOverUi, FromThePointsOwnPositionNotImGuisLastPointer) {
  ImGui::GetIO().MousePos = ImVec2(700, 500);  // ImGui's pointer over the empty view
  frame();
  frame();
  EXPECT_FALSE(ImGui::GetIO().WantCaptureMouse);
  EXPECT_TRUE(pointer_over_ui(ImVec2(150, 150)));   // the panel
  EXPECT_TRUE(pointer_over_ui(ImVec2(299, 199)));   // its corner
  EXPECT_FALSE(pointer_over_ui(ImVec2(301, 150)));  // beside it
  EXPECT_FALSE(pointer_over_ui(ImVec2(550, 120)));  // the overlay takes no input
  EXPECT_FALSE(pointer_over_ui(ImVec2(700, 500)));  // the view
  frame(/*popup=*/true);
  EXPECT_TRUE(pointer_over_ui(ImVec2(700, 500)));  // a menu is open: a click closes it
}

}  // namespace
}  // namespace collide
