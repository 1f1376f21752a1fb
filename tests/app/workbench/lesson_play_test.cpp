// A lesson played in the real workbench and panels, in ImGui without a window (issue 39, item
// 1): each step sets exactly its views, its camera, its focus and SAT axis, its highlighted
// objects and its objects; the student's edit is undone by "Reset step" and by going back; Page
// Down and Page Up move through the steps through the key dispatch; and opening lesson B after
// lesson A, with A's octree view on, its filters and looseness changed, shows exactly B's views.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <string>

#include <imgui.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include "app/document/edit_builders.hpp"
#include "app/input/input_queue.hpp"
#include "app/view/saved_camera.hpp"
#include "app/workbench/key_dispatch.hpp"
#include "app/workbench/panel_table.hpp"
#include "app/workbench/workbench.hpp"
#include "core/lesson/step_through.hpp"
#include "core/queries/sat_axis_names.hpp"
#include "core/scene/scene_json.hpp"
#include "tests/app/support/headless_imgui.hpp"
#include "tests/app/support/library_scenes.hpp"
#include "tests/app/support/panel_clicks.hpp"

namespace collide {
namespace {

// Three steps on a plane, a box and a second box: the octree with the trace, then the SAT with
// all axes and the plane moved, then nothing.
const char* kLesson = R"({
  "format": "collision-lab-scene", "version": 1,
  "objects": [
    {"id": "box", "kind": "aabb", "min": [0, 0, 0], "max": [1, 1, 1]},
    {"id": "p", "kind": "plane", "normal": [-1, -1, -1], "point": [2, 2, 2]},
    {"id": "turned", "kind": "box", "center": [3, 0.5, 0.5], "half_extents": [0.5, 0.5, 0.5], "rotation": {"w": 0.9238795325112867, "x": 0, "y": 0, "z": 0.3826834323650898}}
  ],
  "steps": [
    {"text": "The tree.", "camera": {"eye": [8, 6, 10], "target": [1, 0, 0]},
     "views": ["octree", "query_trace"], "highlight": ["box"], "focus": {"a": "p", "b": "box"}},
    {"text": "Two boxes.", "camera": {"eye": [-6, 3, 5], "target": [2, 0.5, 0.5]},
     "views": ["all_sat_axes"], "focus": {"a": "box", "b": "turned"},
     "evidence": {"sat_axis": "B1"}, "highlight": ["box", "turned"],
     "set": [{"id": "p", "kind": "plane", "normal": [-1, -1, -1], "point": [0.5, 0.5, 0.5]}]},
    {"text": "Nothing on.", "evidence": {"gjk_step": 2}}
  ]
})";

Scene lesson_scene() {
  SceneLoad l = parse_scene(kLesson);
  EXPECT_TRUE(l.ok()) << l.error->to_string();
  return *l.scene;
}

class LessonPlay : public ::testing::Test {
 protected:
  void SetUp() override {
    test::start_headless_imgui();
    frame();
    frame();
  }
  void TearDown() override { ImGui::DestroyContext(); }
  void frame() { test::panels_frame(wb_); }
  bool panel_shown_now(const char* key) const {
    for (const PanelSpec& p : panel_table())
      if (std::string_view(p.key) == key) return panel_shown(wb_.settings, p);
    return false;
  }
  Vec3<double> plane_point() const {
    const Scene& s = wb_.session.scene();
    return std::get<desc::Plane>(s.objects[test::object_index(s, "p")].desc).point;
  }
  // The view's eye, as the orbit camera has it (look_at of the step's eye and target).
  Vec3<double> eye() const { return to_scene_camera(wb_.camera).eye; }
  void expect_eye(Vec3<double> want) const {
    const Vec3<double> e = eye();
    EXPECT_NEAR(e.x, want.x, 1e-4);
    EXPECT_NEAR(e.y, want.y, 1e-4);
    EXPECT_NEAR(e.z, want.z, 1e-4);
  }

  Workbench wb_{lesson_scene()};
};

TEST_F(LessonPlay, EachStepSetsExactlyItsViewsCameraFocusAndHighlight) {
  LessonPlayer& lesson = wb_.scene_view.lesson;
  ASSERT_TRUE(lesson.active());
  EXPECT_TRUE(panel_shown_now("lesson"));
  // Step 1: the octree and its query trace, the eye (8, 6, 10), "box" highlighted.
  EXPECT_EQ(lesson.step(), 0u);
  EXPECT_TRUE(panel_shown_now("octree"));
  EXPECT_TRUE(wb_.octree_shown());
  EXPECT_TRUE(wb_.settings.octree.trace);
  EXPECT_FALSE(wb_.session.evidence().style().sat_all_axes);
  expect_eye({8, 6, 10});
  EXPECT_EQ(wb_.session.selection().ids(), std::vector<std::string>{"box"});
  EXPECT_EQ(wb_.session.evidence().focus_ids()->a, "p");
  EXPECT_EQ(plane_point(), Vec3<double>(2, 2, 2));

  // Step 2: all SAT axes, axis B1 shown, no octree, the plane through the centre, both boxes.
  ASSERT_TRUE(wb_.window_key(KeyAction::lesson_next));
  frame();
  EXPECT_EQ(lesson.step(), 1u);
  EXPECT_FALSE(panel_shown_now("octree"));
  EXPECT_FALSE(wb_.octree_shown());
  EXPECT_FALSE(wb_.settings.octree.trace);
  EXPECT_TRUE(wb_.session.evidence().style().sat_all_axes);
  // B1 is the turned box's face 1; the test takes the OBB first (obb_aabb), so its axis A1: 1.
  EXPECT_EQ(wb_.session.evidence().shown_sat_axis(), 1);
  expect_eye({-6, 3, 5});
  EXPECT_EQ(wb_.session.selection().ids(), (std::vector<std::string>{"box", "turned"}));
  EXPECT_EQ(plane_point(), Vec3<double>(0.5, 0.5, 0.5));

  // The student moves the plane; Reset step puts it back, and the camera too.
  const Scene& scene = wb_.session.scene();
  SceneObject moved = scene.objects[test::object_index(scene, "p")];
  std::get<desc::Plane>(moved.desc).point = {9, 9, 9};
  ASSERT_FALSE(wb_.session.document().apply(edit_object(scene, "p", moved, "Move p")));
  wb_.camera.yaw += 1;
  frame();
  ASSERT_EQ(plane_point(), Vec3<double>(9, 9, 9));
  ASSERT_TRUE(lesson.reset_step());
  frame();
  EXPECT_EQ(plane_point(), Vec3<double>(0.5, 0.5, 0.5));
  expect_eye({-6, 3, 5});
  // Undo takes the reset back: the student's edit again.
  wb_.session.document().undo();
  frame();
  EXPECT_EQ(plane_point(), Vec3<double>(9, 9, 9));

  // Step 3: no view named, so none on; the camera and focus stay as step 2 left them.
  ASSERT_TRUE(wb_.window_key(KeyAction::lesson_next));
  frame();
  EXPECT_FALSE(wb_.octree_shown());
  EXPECT_FALSE(wb_.session.evidence().style().sat_all_axes);
  EXPECT_EQ(wb_.session.evidence().style().gjk_iteration, 2);
  EXPECT_TRUE(wb_.session.selection().empty());
  expect_eye({-6, 3, 5});
  EXPECT_EQ(plane_point(), Vec3<double>(0.5, 0.5, 0.5));  // step 2's set, not the edit
  EXPECT_FALSE(wb_.window_key(KeyAction::lesson_next));   // the last step

  // Back to step 1: its views, camera and objects again.
  ASSERT_TRUE(wb_.window_key(KeyAction::lesson_back));
  ASSERT_TRUE(wb_.window_key(KeyAction::lesson_back));
  frame();
  EXPECT_EQ(lesson.step(), 0u);
  EXPECT_TRUE(wb_.octree_shown());
  expect_eye({8, 6, 10});
  EXPECT_EQ(plane_point(), Vec3<double>(2, 2, 2));
  EXPECT_FALSE(wb_.window_key(KeyAction::lesson_back));
}

// Paging a lesson whose steps set objects puts them by undoable edits, but shows the lesson
// rather than changing it: the document stays unsaved-free (no "*" in the title) until the
// student edits something (issue 38's papercut: every Next marked it modified).
TEST_F(LessonPlay, PagingALessonWithStepObjectsIsNoUnsavedChange) {
  Document& doc = wb_.session.document();
  ASSERT_FALSE(doc.modified());
  ASSERT_TRUE(wb_.window_key(KeyAction::lesson_next));  // step 2 moves the plane
  frame();
  ASSERT_EQ(plane_point(), Vec3<double>(0.5, 0.5, 0.5));
  EXPECT_FALSE(doc.modified());
  EXPECT_EQ(doc.window_title().rfind('*', 0), std::string::npos) << doc.window_title();
  ASSERT_TRUE(wb_.window_key(KeyAction::lesson_back));  // and back: the plane put back
  frame();
  ASSERT_EQ(plane_point(), Vec3<double>(2, 2, 2));
  EXPECT_FALSE(doc.modified());
  // The student's own edit is one.
  const Scene& scene = wb_.session.scene();
  SceneObject moved = scene.objects[test::object_index(scene, "p")];
  std::get<desc::Plane>(moved.desc).point = {9, 9, 9};
  ASSERT_FALSE(doc.apply(edit_object(scene, "p", moved, "Move p")));
  EXPECT_TRUE(doc.modified());
  ASSERT_TRUE(wb_.window_key(KeyAction::lesson_next));  // paging on does not hide it
  frame();
  EXPECT_TRUE(doc.modified());
}

// The keys through the in-process input layer: a Page Down tap (press and release within one
// frame, as xdotool sends it) is the next step, Page Up the previous one.
TEST_F(LessonPlay, PageDownAndPageUpStepThroughTheKeyDispatch) {
  InputQueue keys;
  KeyTargets targets;
  targets.window = [this](KeyAction a) { return wb_.window_key(a); };
  const auto tap = [&](int key) {
    keys.push_key(key, 0, GLFW_PRESS, 0);
    keys.push_key(key, 0, GLFW_RELEASE, 0);
    while (!keys.empty()) {
      replay_keys(keys, targets);
      frame();
    }
  };
  tap(GLFW_KEY_PAGE_DOWN);
  EXPECT_EQ(wb_.scene_view.lesson.step(), 1u);
  EXPECT_EQ(plane_point(), Vec3<double>(0.5, 0.5, 0.5));
  tap(GLFW_KEY_PAGE_DOWN);
  EXPECT_EQ(wb_.scene_view.lesson.step(), 2u);
  tap(GLFW_KEY_PAGE_UP);
  tap(GLFW_KEY_PAGE_UP);
  EXPECT_EQ(wb_.scene_view.lesson.step(), 0u);
  EXPECT_EQ(plane_point(), Vec3<double>(2, 2, 2));
  EXPECT_TRUE(wb_.octree_shown());
}

// Lesson A with the octree on, its filter and trace changed and its looseness edited; then
// lesson B, whose first step names no octree view: none of A's views or choices remain.
TEST_F(LessonPlay, OpeningAnotherLessonShowsExactlyItsViews) {
  ASSERT_TRUE(wb_.octree_shown());
  wb_.settings.octree.filter.leaves_only = true;
  wb_.settings.octree.trace = false;
  SceneSettings looser = wb_.session.scene().settings;
  looser.octree.looseness = 1;
  ASSERT_FALSE(wb_.session.document().apply(set_settings(wb_.session.scene(), looser)));
  frame();

  wb_.session.document().reset(test::load_or_fail(test::library_scene("lesson_obb_sat.json")),
                               "lesson_obb_sat.json");
  frame();
  frame();
  EXPECT_FALSE(panel_shown_now("octree"));
  EXPECT_FALSE(wb_.octree_shown());
  EXPECT_EQ(wb_.settings.octree.filter, OctreeFilter{});  // A's filter is not B's
  EXPECT_EQ(wb_.settings.octree.trace, false);            // B's first step names no trace
  EXPECT_EQ(wb_.session.scene().settings.octree, OctreeSettings{});  // B's own settings
  EXPECT_FALSE(wb_.session.evidence().style().sat_all_axes);
  EXPECT_EQ(wb_.scene_view.lesson.active(), !wb_.session.scene().steps.empty());
}

// Every lesson of the library played through in the workbench: at each step the view shows
// exactly the step's views and selects its highlighted objects.
TEST(LessonPlayLibrary, EveryShippedLessonPlaysThroughEveryStep) {
  test::start_headless_imgui();
  int lessons = 0;
  for (const auto& e : std::filesystem::directory_iterator(test::source_dir() + "/assets/scenes")) {
    if (!e.path().filename().string().starts_with("lesson_")) continue;
    Workbench wb(test::load_or_fail(e.path().string()));
    test::panels_frame(wb);
    const LessonPlayer& lesson = wb.scene_view.lesson;
    if (!lesson.active()) continue;
    ++lessons;
    for (std::size_t k = 0; k < lesson.size(); ++k) {
      const std::string where = e.path().filename().string() + " step " + std::to_string(k + 1);
      ASSERT_EQ(lesson.step(), k) << where;
      const LessonStep& step = lesson.current();
      const auto names = [&](LessonView v) {
        return std::find(step.views.begin(), step.views.end(), v) != step.views.end();
      };
      EXPECT_EQ(wb.octree_shown(), names(LessonView::octree)) << where;
      EXPECT_EQ(wb.settings.octree.trace, names(LessonView::query_trace)) << where;
      EXPECT_EQ(wb.session.evidence().style().sat_all_axes, names(LessonView::all_sat_axes))
          << where;
      EXPECT_EQ(wb.session.evidence().style().contacts, names(LessonView::contacts)) << where;
      EXPECT_EQ(wb.session.evidence().style().contact_step, step.evidence.contact_step.value_or(-1))
          << where;
      EXPECT_EQ(wb.session.selection().ids(), step.highlight) << where;
      if (k + 1 < lesson.size()) {
        ASSERT_TRUE(wb.window_key(KeyAction::lesson_next)) << where;
        test::panels_frame(wb);
      }
    }
  }
  EXPECT_GE(lessons, 6);
  ImGui::DestroyContext();
}

// A step-through of the SAT lesson's edge pair, played in the view: at each step the axis the
// view and the Why panel show is the one the step names, the core's axis at that step.
TEST_F(LessonPlay, AStepThroughShowsTheCoresAxisAtEachStep) {
  wb_.session.document().reset(test::load_or_fail(test::library_scene("lesson_obb_sat.json")),
                               "lesson_obb_sat.json");
  frame();
  LessonPlayer& lesson = wb_.scene_view.lesson;
  auto steps = step_through_pair(wb_.session.scene(), "a", "edge_b");
  // A2×B0 is axis 6 + 3·2 + 0 = 12 (the scene's expectation names it the first to separate): the
  // idea, then the axes 0 to 12.
  ASSERT_EQ(steps.size(), 1u + 13u);
  lesson.play(wb_.session.scene(), std::move(steps));
  frame();
  for (int k = 0; k <= 12; ++k) {
    ASSERT_TRUE(wb_.window_key(KeyAction::lesson_next));
    frame();
    EXPECT_EQ(*lesson.current().evidence.sat_axis, box_axis_name(k));
    EXPECT_EQ(wb_.session.evidence().shown_sat_axis(), k) << "step " << k + 2;
    EXPECT_EQ(wb_.session.evidence().focus_ids()->b, "edge_b");
  }
  EXPECT_FALSE(wb_.window_key(KeyAction::lesson_next));  // it stopped at the separating axis
}

}  // namespace
}  // namespace collide
