// Per-scene view state (issue 35, item 11), with the real workbench and panels in ImGui (no
// window): what the panels show of one scene — the Pairs panel's filters, the Octree panel with
// the tree it draws, its "pairs CHANGED" comparison, the pin tolerance typed — is started afresh
// when another scene opens (as Lessons › OBB SAT opens one), and kept when the same file is only
// read again (followed).
#include <gtest/gtest.h>

#include <imgui.h>

#include "app/panels/scene_view_state.hpp"
#include "app/workbench/panel_table.hpp"
#include "app/workbench/workbench.hpp"
#include "tests/app/support/headless_imgui.hpp"
#include "tests/app/support/library_scenes.hpp"
#include "tests/app/support/panel_clicks.hpp"

namespace collide {
namespace {

class SceneViewStateTest : public ::testing::Test {
 protected:
  void SetUp() override {
    test::start_headless_imgui();
    frame();
  }
  void TearDown() override { ImGui::DestroyContext(); }

  void frame() { test::panels_frame(wb_); }
  bool octree_panel_shown() const {
    for (const PanelSpec& p : panel_table())
      if (std::string_view(p.key) == "octree") return panel_shown(wb_.settings, p);
    return false;
  }
  // Another scene, as the Lessons menu opens one (FileFlow::request_copy: Document::reset).
  void open_lesson(const std::string& file) {
    wb_.session.document().reset(test::load_or_fail(test::library_scene(file)), file);
  }
  // The rows the Pairs panel lists with the filters now in force.
  std::size_t pairs_listed() const {
    return select_pair_rows(wb_.session.pair_rows().rows(), wb_.scene_view.pair_filter, {}).size();
  }

  Workbench wb_{test::load_or_fail(test::library_scene("lesson_octree.json"))};
};

TEST_F(SceneViewStateTest, ThePairsFiltersStartAfreshInTheNextScene) {
  // "intersecting" clicked (the panel's first item), "involving the selection" on with one
  // object selected.
  ImGuiWindow* w = test::panel_window("pairs");
  ASSERT_NE(w, nullptr);
  const ImVec2 box = w->DC.CursorStartPos;
  test::click(ImVec2(box.x + 6, box.y + 6), [this] { frame(); });
  ASSERT_TRUE(wb_.scene_view.pair_filter.intersecting_only);
  wb_.scene_view.pair_filter.involving = std::vector<std::size_t>{0};
  wb_.session.selection().select_only(wb_.session.scene().objects[0].id);
  frame();
  ASSERT_TRUE(wb_.scene_view.pair_filter.involving);

  open_lesson("lesson_obb_sat.json");
  frame();
  EXPECT_EQ(wb_.scene_view.pair_filter, PairFilter{});
  // Every pair of the new scene is listed (not "0 of 1 pairs").
  EXPECT_EQ(pairs_listed(), wb_.session.pair_rows().rows().size());
  EXPECT_GT(pairs_listed(), 0u);
}

TEST_F(SceneViewStateTest, TheOctreeViewAndItsComparisonDoNotCarryOver) {
  wb_.settings.panels_shown["octree"] = true;  // View › Octree
  frame();
  ASSERT_TRUE(wb_.octree_shown());
  // A parameter changed with the panel (looseness 2): it remembers the pairs before, and says
  // whether they changed.
  wb_.scene_view.octree.before_change = PairFingerprint{1, 0, 42};
  frame();

  open_lesson("lesson_obb_sat.json");
  frame();
  EXPECT_FALSE(octree_panel_shown());
  EXPECT_FALSE(wb_.octree_shown());  // no cells, no labels of the tree over the new scene
  EXPECT_FALSE(wb_.scene_view.octree.before_change);  // no red "CHANGED" against another scene
  // View › Octree brings it back, for this scene.
  wb_.settings.panels_shown["octree"] = true;
  frame();
  EXPECT_TRUE(wb_.octree_shown());
  EXPECT_FALSE(wb_.scene_view.octree.before_change);
}

// The tolerance typed in the Why panel's ± field for the next "Pin numbers" was for that
// scene's numbers: the next scene pins with its own default.
TEST_F(SceneViewStateTest, ThePinToleranceTypedIsNotTheNextScenes) {
  wb_.scene_view.pins.tolerance = 1e-3;
  frame();
  open_lesson("lesson_obb_sat.json");
  frame();
  EXPECT_FALSE(wb_.scene_view.pins.tolerance);
}

// The measuring tool's ends are objects held by id: the next scene's objects of the same ids
// are other objects.
TEST_F(SceneViewStateTest, AMeasurementEndsWithItsScene) {
  const Scene& scene = wb_.session.scene();
  MeasureTool& tool = wb_.edit.measure_tool();
  tool.pick(scene, scene.objects[0].id, glm::dvec3(bounds_of(scene.objects[0].desc)->min));
  tool.pick(scene, scene.objects[1].id, glm::dvec3(bounds_of(scene.objects[1].desc)->min));
  ASSERT_TRUE(wb_.edit.measurement());
  open_lesson("lesson_octree.json");  // the lesson again: a new copy, the same ids
  frame();
  EXPECT_FALSE(wb_.edit.measurement());
}

TEST_F(SceneViewStateTest, PresentationModeDoesNotBringTheLastScenesOctreeBack) {
  wb_.settings.panels_shown["octree"] = true;
  frame();
  wb_.set_presentation(true);
  open_lesson("lesson_obb_sat.json");
  frame();
  wb_.set_presentation(false);
  frame();
  EXPECT_FALSE(octree_panel_shown());
}

TEST_F(SceneViewStateTest, TheSameFileReadAgainKeepsItsViewState) {
  wb_.settings.panels_shown["octree"] = true;
  wb_.scene_view.pair_filter.intersecting_only = true;
  frame();
  wb_.session.reload_document(wb_.session.scene());  // a followed file, rewritten
  frame();
  EXPECT_TRUE(wb_.octree_shown());
  EXPECT_TRUE(wb_.scene_view.pair_filter.intersecting_only);
}

}  // namespace
}  // namespace collide
