// The contact manifold in lessons (issue 38): a lesson shows it only at a step that names the
// view "contacts"; outside a lesson the viewer shows it for every intersecting pair of solids.
// What the real workbench's view draws, GL-free. Hand-worked: the plane–box lesson's "touching"
// step puts the plane −x − y − z + 3 = 0 through the box's corner (1, 1, 1), one contact 0 deep,
// whose label sat on the plane–box test's own "n dist 0"; the octree lesson's last step focuses
// the query box (15..25)³ on the first box (10..20)³, 5 deep on every axis (4 contacts).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "app/workbench/workbench.hpp"
#include "tests/app/support/headless_imgui.hpp"
#include "tests/app/support/library_scenes.hpp"
#include "tests/app/support/panel_clicks.hpp"

namespace collide {
namespace {

int labels_starting(const DrawList& list, const std::string& text) {
  const auto& labels = list.layer(Layer::evidence).labels;
  return int(std::count_if(labels.begin(), labels.end(),
                           [&](const DrawLabel& l) { return l.text.starts_with(text); }));
}

// The view at step `k` (0-based) of `lesson`, played in the workbench.
DrawList view_at_step(const Scene& lesson, std::size_t k) {
  Workbench wb{lesson};
  test::panels_frame(wb);
  test::panels_frame(wb);
  for (std::size_t i = 0; i < k; ++i) {
    EXPECT_TRUE(wb.window_key(KeyAction::lesson_next));
    test::panels_frame(wb);
  }
  EXPECT_EQ(wb.scene_view.lesson.step(), k);
  DrawList out;
  wb.build_view(out);
  return out;
}

class LessonContactsView : public ::testing::Test {
 protected:
  void SetUp() override { test::start_headless_imgui(); }
  void TearDown() override { ImGui::DestroyContext(); }
};

TEST_F(LessonContactsView, APlaneBoxStepShowsNoManifoldUnlessItNamesTheView) {
  Scene lesson = test::load_or_fail(test::library_scene("lesson_plane_box_np.json"));
  ASSERT_EQ(lesson.steps.size(), 7u);
  const DrawList touching = view_at_step(lesson, 5);
  EXPECT_EQ(labels_starting(touching, "1 contact"), 0);
  EXPECT_EQ(labels_starting(touching, "n  dist "), 1);  // the lesson's own label, alone

  // The same step naming the view: the manifold's label is back.
  lesson.steps[5].views = {LessonView::contacts};
  EXPECT_EQ(labels_starting(view_at_step(lesson, 5), "1 contact, depth 0"), 1);
}

TEST_F(LessonContactsView, TheOctreeLessonsLastStepHasOneQueryLabelAndNoManifold) {
  const Scene lesson = test::load_or_fail(test::library_scene("lesson_octree_query.json"));
  ASSERT_EQ(lesson.steps.size(), 3u);
  const DrawList answer = view_at_step(lesson, 2);
  EXPECT_EQ(labels_starting(answer, "query: "), 1);
  EXPECT_EQ(labels_starting(answer, "4 contacts"), 0);
  EXPECT_EQ(labels_starting(answer, "reference face"), 0);
  EXPECT_EQ(labels_starting(answer, "incident face"), 0);
}

// Outside a lesson (the same scene without its steps, focused on the touching pair): the viewer
// draws the manifold, as for any intersecting pair.
TEST_F(LessonContactsView, OutsideALessonTheManifoldIsDrawn) {
  Scene scene = test::load_or_fail(test::library_scene("lesson_octree_query.json"));
  scene.steps.clear();
  Workbench wb{scene};
  test::panels_frame(wb);
  test::panels_frame(wb);
  ASSERT_FALSE(wb.scene_view.lesson.active());
  ASSERT_TRUE(wb.session.evidence().focused());
  DrawList out;
  wb.build_view(out);
  EXPECT_EQ(labels_starting(out, "4 contacts, deepest 5"), 1);
  EXPECT_TRUE(wb.session.evidence().style().contacts);
}

}  // namespace
}  // namespace collide
