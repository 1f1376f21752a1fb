// The timeline (issue 37, item 4): its rules (play, pause, step, step back, the slider, the
// speed, first contact) and, with the real workbench in ImGui (no window), that the whole
// evaluation runs at its time — the Pairs panel's rows, the marks, the focused pair's evidence —,
// that its bar is under the view only in a scene where something moves, and that another scene
// opens at t = 0. Two boxes meet head on: A (half size 0.5 at the origin) moves by (4, 0, 0)
// onto B (half size 0.5 at x = 3): they touch from t = 1/2 (0.5 + 4t = 2.5) on.
#include "app/session/timeline.hpp"

#include <gtest/gtest.h>

#include <imgui.h>
#include <imgui_internal.h>

#include "app/document/edit_builders.hpp"
#include "app/panels/scene_view_state.hpp"
#include "app/workbench/workbench.hpp"
#include "tests/app/support/headless_imgui.hpp"
#include "tests/app/support/panel_clicks.hpp"

namespace collide {
namespace {

Scene head_on(bool moving = true) {
  Scene s;
  s.objects.push_back({"a", "", std::nullopt, true,
                       desc::Box{{0, 0, 0}, {0.5, 0.5, 0.5}, {1, 0, 0, 0}}, "",
                       moving ? Motion{Vec3<double>(4, 0, 0), std::nullopt} : Motion{}});
  s.objects.push_back(
      {"b", "", std::nullopt, true, desc::Box{{3, 0, 0}, {0.5, 0.5, 0.5}, {1, 0, 0, 0}}});
  s.objects.push_back({"far", "", std::nullopt, true, desc::Sphere{{0, 20, 0}, 0.5}});
  return s;
}

TEST(TimelineRules, PlayAdvancesBySpeedAndStopsAtTheEnd) {
  TimelineState s;
  advance(s, 1);  // paused: nothing
  EXPECT_EQ(s.time, 0);
  toggle_play(s);
  advance(s, 1);  // 0.25 an interval a second, by default
  EXPECT_DOUBLE_EQ(s.time, 0.25);
  s.speed = 0.5;
  advance(s, 1);
  EXPECT_DOUBLE_EQ(s.time, 0.75);
  advance(s, 1);  // past the end: stops at 1
  EXPECT_EQ(s.time, 1);
  EXPECT_FALSE(s.playing);
  toggle_play(s);  // from the end: again from 0
  EXPECT_TRUE(s.playing);
  EXPECT_EQ(s.time, 0);
  toggle_play(s);
  EXPECT_FALSE(s.playing);
}

TEST(TimelineRules, StepsPauseAndLandOnTheGridWithinTheInterval) {
  TimelineState s;
  s.playing = true;
  s.time = 0.4237;
  step(s, 1);
  EXPECT_FALSE(s.playing);
  EXPECT_NEAR(s.time, 0.43, 1e-12);  // 0.4237 to the grid (0.42), one step on
  step(s, -2);
  EXPECT_NEAR(s.time, 0.41, 1e-12);
  s.time = 0.005;
  step(s, -3);
  EXPECT_EQ(s.time, 0);
  s.time = 0.999;
  step(s, 5);
  EXPECT_EQ(s.time, 1);
  s.playing = true;
  jump_to(s, 1.7);
  EXPECT_EQ(s.time, 1);
  EXPECT_FALSE(s.playing);
}

class TimelineView : public ::testing::Test {
 protected:
  void SetUp() override {
    test::start_headless_imgui();
    frame();
  }
  void TearDown() override { ImGui::DestroyContext(); }

  // One frame as the viewer runs it: panels (the bar), then the view (the time applied).
  void frame() {
    test::panels_frame(wb);
    DrawList out;
    wb.build_view(out);
  }
  const PairRow* row(std::size_t a, std::size_t b) const {
    for (const PairRow& r : wb.session.pair_rows().rows())
      if (r.a == a && r.b == b) return &r;
    return nullptr;
  }
  static ImGuiWindow* bar() {
    ImGuiWindow* w = ImGui::FindWindowByName("Timeline");
    return w && w->Active ? w : nullptr;
  }

  Workbench wb{head_on()};
};

TEST_F(TimelineView, TheWholeEvaluationRunsAtTheTimelinesTime) {
  ASSERT_TRUE(wb.timeline_shown());
  ASSERT_NE(bar(), nullptr);
  EXPECT_EQ(wb.session.time(), 0);
  // Before the timeline is moved the evaluation is over the whole interval, as `check` decides
  // (SceneEvaluation's interval): the boxes meet at t = 1/2, so the pair intersects.
  const PairRow* over_interval = row(0, 1);
  ASSERT_NE(over_interval, nullptr);
  EXPECT_EQ(over_interval->verdict, PairVerdict::intersects);
  wb.session.focus_pair(0, 1);

  jump_to(wb.scene_view.timeline, 0.75);  // A's centre at x = 3: inside B
  frame();
  EXPECT_EQ(wb.session.time(), 0.75);
  ASSERT_NE(row(0, 1), nullptr);
  EXPECT_EQ(row(0, 1)->verdict, PairVerdict::intersects);
  // A's mark where it is at 0.75; the focused pair's still test on the posed boxes.
  ASSERT_TRUE(wb.session.object_marks()[0].anchor);
  EXPECT_NEAR(wb.session.object_marks()[0].anchor->x, 3, 1e-9);
  const auto& f = wb.session.evidence().focused();
  ASSERT_TRUE(f);
  EXPECT_TRUE(std::visit([](const auto& p) { return p.result.intersects(); }, f->pair));

  step(wb.scene_view.timeline, -30);  // back to 0.45: apart again (first contact at 1/2)
  frame();
  EXPECT_NEAR(wb.session.time(), 0.45, 1e-12);
  EXPECT_TRUE(!row(0, 1) || row(0, 1)->verdict != PairVerdict::intersects);
}

TEST_F(TimelineView, PlayFromItsBarAndJumpToFirstContact) {
  ImGuiWindow* w = bar();
  ASSERT_NE(w, nullptr);
  // Its first button is Play.
  const ImVec2 play = w->DC.CursorStartPos;
  test::click(ImVec2(play.x + 8, play.y + 6), [this] { frame(); });
  ASSERT_TRUE(wb.scene_view.timeline.playing);
  wb.advance_timeline(0.8);  // 0.25 a second: t = 0.2
  frame();
  EXPECT_NEAR(wb.session.time(), 0.2, 1e-12);
  // First contact needs a focused pair that touches.
  EXPECT_FALSE(first_contact(wb.session.evidence()));
  wb.session.focus_pair(0, 1);
  frame();
  const auto at = first_contact(wb.session.evidence());
  ASSERT_TRUE(at);
  EXPECT_NEAR(*at, 0.5, 1e-6);
  jump_to(wb.scene_view.timeline, *at);
  frame();
  EXPECT_FALSE(wb.scene_view.timeline.playing);
  EXPECT_NEAR(wb.session.time(), 0.5, 1e-6);
}

TEST_F(TimelineView, HiddenWhereNothingMovesAndAnotherSceneOpensAtTimeZero) {
  jump_to(wb.scene_view.timeline, 0.75);
  frame();
  const float view_with_bar = float(wb.viewport.height);
  ASSERT_EQ(wb.session.time(), 0.75);
  // Another scene, with nothing moving: no bar (the view takes its room), at t = 0.
  wb.session.document().reset(head_on(false), "still");
  frame();
  frame();
  EXPECT_FALSE(wb.timeline_shown());
  EXPECT_EQ(bar(), nullptr);
  EXPECT_GT(float(wb.viewport.height), view_with_bar);
  EXPECT_EQ(wb.session.time(), 0);
  EXPECT_EQ(wb.scene_view.timeline.time, 0);
  // A moving scene again opens at t = 0, its bar back.
  wb.session.document().reset(head_on(true), "moving");
  frame();
  EXPECT_TRUE(wb.timeline_shown());
  EXPECT_NE(bar(), nullptr);
  EXPECT_EQ(wb.session.time(), 0);
  EXPECT_EQ(&wb.session.posed_scene(), &wb.session.scene());
}

// An object's motion taken away by an edit: nothing moves any more, the timeline goes (and the
// scene is shown at t = 0); given back, it returns.
TEST_F(TimelineView, AnEditThatStopsTheLastMovingObjectHidesIt) {
  jump_to(wb.scene_view.timeline, 0.6);
  frame();
  const Scene& scene = wb.session.scene();
  wb.session.document().apply(pose_object(scene, "a", ObjectPose{scene.objects[0].desc}));
  frame();
  EXPECT_FALSE(wb.timeline_shown());
  EXPECT_EQ(wb.session.time(), 0);
  EXPECT_EQ(bar(), nullptr);
  wb.session.document().apply(pose_object(
      scene, "a", ObjectPose{scene.objects[0].desc, Motion{Vec3<double>(1, 0, 0), std::nullopt}}));
  frame();
  EXPECT_TRUE(wb.timeline_shown());
}

}  // namespace
}  // namespace collide
