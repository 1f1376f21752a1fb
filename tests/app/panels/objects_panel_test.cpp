// The Scene panel without a window: ImGui with no backend (a built font atlas is all NewFrame
// needs). The filter keeps what it should, and the list is a scrolling region of bounded size:
// 20,000 objects draw what 20 do. (That ImGuiListClipper skips the hidden rows' layout is not
// visible from outside ImGui; bench figures in the README.)
#include <gtest/gtest.h>

#include <string>

#include <imgui.h>

#include "app/panels/panels.hpp"
#include "tests/app/support/headless_imgui.hpp"

namespace collide {
namespace {

Scene named_objects(std::size_t n) {
  Scene s;
  for (std::size_t i = 0; i < n; ++i) {
    ObjectDesc d = desc::Box{};
    if (i % 3 == 1) d = desc::Sphere{};
    if (i % 3 == 2) d = desc::Plane{};
    s.objects.push_back({"id" + std::to_string(i), i % 3 == 2 ? "floor" + std::to_string(i) : "",
                         std::nullopt, true, d});
  }
  return s;
}

TEST(ObjectsPanel, FilterMatchesNameIdOrKindAndExcludesOnAnyField) {
  const Scene s = named_objects(9);
  auto rows = [&](const char* text) { return filtered_objects(s, ImGuiTextFilter(text)); };
  EXPECT_EQ(rows("").size(), 9u);
  EXPECT_EQ(rows("sphere"), (std::vector<int>{1, 4, 7}));
  EXPECT_EQ(rows("floor"), (std::vector<int>{2, 5, 8}));  // by name
  EXPECT_EQ(rows("id4"), (std::vector<int>{4}));          // by id
  EXPECT_EQ(rows("box,sphere").size(), 6u);
  // "floor2" is a plane: excluding planes drops it even though its name does not say "plane".
  EXPECT_EQ(rows("-plane"), (std::vector<int>{0, 1, 3, 4, 6, 7}));
  EXPECT_TRUE(rows("nothing-like-this").empty());
}

class ImGuiFrame : public ::testing::Test {
 protected:
  void SetUp() override { test::start_headless_imgui(); }
  void TearDown() override { ImGui::DestroyContext(); }

  // Vertices ImGui emits for the panel, after a few frames (windows settle on the second).
  static int panel_vertices(Scene& scene) {
    int vertices = 0;
    for (int frame = 0; frame < 3; ++frame) {
      ImGui::NewFrame();
      objects_panel(scene);
      ImGui::Render();
      vertices = ImGui::GetDrawData()->TotalVtxCount;
    }
    return vertices;
  }
};

TEST_F(ImGuiFrame, TwentyThousandObjectsDrawWhatTwentyDo) {
  Scene small = named_objects(20);
  Scene big = named_objects(20000);
  const int small_vertices = panel_vertices(small);
  ImGui::DestroyContext();
  SetUp();
  const int big_vertices = panel_vertices(big);
  EXPECT_GT(small_vertices, 0);
  // The same 16 visible rows; only the count text ("20000 objects") and the scroll bar differ.
  EXPECT_LT(big_vertices, small_vertices + 400) << small_vertices;
  EXPECT_GT(big_vertices, small_vertices - 400) << small_vertices;
}

}  // namespace
}  // namespace collide
