// Panels grow with their text: ImGui with no backend (a built font atlas is all NewFrame needs),
// the font loaded at the default size and at twice it (a 2× screen, or Ctrl+= up to 30 points),
// and the Pairs and Scene panels' first-use sizes compared.
#include <gtest/gtest.h>

#include <imgui.h>
#include <imgui_internal.h>  // FindWindowByName: the size a window was given

#include "app/panels/pairs_panel.hpp"
#include "app/panels/panels.hpp"
#include "app/panels/ui_scale.hpp"

namespace collide {
namespace {

struct PanelSizes {
  ImVec2 pairs, scene;
  float font = 0;
};

// The panels' sizes after their first frames with the built-in font at `pixels`.
PanelSizes panel_sizes(float pixels) {
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplaySize = ImVec2(2560, 1440);
  io.DeltaTime = 1.0f / 60;
  ImFontConfig config;
  config.SizePixels = pixels;
  io.Fonts->AddFontDefault(&config);
  unsigned char* data = nullptr;
  int w = 0, h = 0;
  io.Fonts->GetTexDataAsRGBA32(&data, &w, &h);
  Scene scene;
  scene.objects.push_back({"a", "", std::nullopt, true, desc::Box{}});
  PairsPanelState pairs;
  PanelSizes out;
  for (int frame = 0; frame < 2; ++frame) {
    ImGui::NewFrame();
    out.font = ImGui::GetFontSize();
    pairs_panel(pairs, scene, std::nullopt, {});
    objects_panel(scene);
    ImGui::EndFrame();
  }
  out.pairs = ImGui::FindWindowByName("Pairs")->Size;
  out.scene = ImGui::FindWindowByName("Scene")->Size;
  ImGui::DestroyContext();
  return out;
}

TEST(UiScale, PanelsAreSizedInUnitsOfTheirFont) {
  const PanelSizes one = panel_sizes(kDefaultFontSize), two = panel_sizes(2 * kDefaultFontSize);
  ASSERT_EQ(one.font, kDefaultFontSize);
  ASSERT_EQ(two.font, 2 * kDefaultFontSize);
  // As designed at the default size, and exactly twice that at twice the font.
  EXPECT_EQ(one.pairs.x, 520);
  EXPECT_EQ(one.pairs.y, 280);
  EXPECT_EQ(two.pairs.x, 2 * one.pairs.x);
  EXPECT_EQ(two.pairs.y, 2 * one.pairs.y);
  EXPECT_EQ(two.scene.x, 2 * one.scene.x);
}

}  // namespace
}  // namespace collide
