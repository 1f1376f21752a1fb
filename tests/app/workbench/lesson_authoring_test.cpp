// Authoring a lesson in the app (issue 39, item 4), in the real workbench with ImGui's own input
// and no window: Add step records the view (camera, views, focus, selection, objects); Up, Down,
// Edit (text, question, choices) and Delete change the steps; each is one entry of the
// document's history, undone and redone exactly, and the player follows; the lesson saved,
// opened again and played shows at each step what was recorded. The buttons are pressed by id
// (ImGui::ActivateItem, as keyboard navigation presses them), the camera and objects changed as
// a drag would. Hand-worked: two boxes, three steps with a different camera, focus and box place.
#include <gtest/gtest.h>

#include <imgui_internal.h>

#include <algorithm>
#include <fstream>
#include <functional>
#include <iterator>

#include "app/document/edit_builders.hpp"
#include "app/document/lesson_edits.hpp"
#include "app/view/saved_camera.hpp"
#include "app/workbench/workbench.hpp"
#include "core/scene/scene_io.hpp"
#include "core/scene/scene_json.hpp"
#include "tests/app/support/headless_imgui.hpp"
#include "tests/app/support/panel_clicks.hpp"
#include "tests/support/scratch_dir.hpp"

namespace collide {
namespace {

const char* kPlainScene = R"({
  "format": "collision-lab-scene", "version": 1,
  "objects": [
    {"id": "a", "kind": "box", "center": [0, 0, 0], "half_extents": [1, 1, 1]},
    {"id": "b", "kind": "box", "center": [4, 0, 0], "half_extents": [1, 1, 1]}
  ]
})";

Scene plain_scene_of(const char* text) {
  SceneLoad l = parse_scene(text);
  EXPECT_TRUE(l.ok()) << l.error->to_string();
  return *l.scene;
}

Vec3<double> center_of(const Scene& s, const std::string& id) {
  return std::get<desc::Box>(s.objects[*index_of(s, id)].desc).center;
}

class LessonAuthoring : public ::testing::Test {
 protected:
  LessonAuthoring() {
    test::start_headless_imgui();
    // Tall enough that the Lesson panel shows the whole step editor (a person would scroll).
    ImGui::GetIO().DisplaySize = ImVec2(1280, 2400);
    wb_.settings.panels_shown["lesson"] = true;
    frame();
    frame();
  }
  ~LessonAuthoring() override { ImGui::DestroyContext(); }

  void frame() { test::panels_frame(wb_); }
  // The Lesson panel's button `label`, pressed (activated by its id, then a frame to act).
  void press(const char* label) {
    ImGuiWindow* w = test::panel_window("lesson");
    ASSERT_NE(w, nullptr);
    ImGui::ActivateItem(w->GetID(label));
    frame();
    frame();
  }
  const Scene& doc() { return wb_.session.scene(); }
  Document& document() { return wb_.session.document(); }
  LessonPlayer& lesson() { return wb_.scene_view.lesson; }

  Workbench wb_{plain_scene_of(kPlainScene)};
};

// Three steps recorded: the default view; the camera turned and the pair focused with b
// selected; b moved to x = 6.
void record_three(LessonAuthoring& t, Workbench& wb,
                  const std::function<void(const char*)>& press) {
  (void)t;
  press("Add step");
  wb.camera.yaw += 0.5f;
  wb.session.focus_pair(0, 1);
  wb.session.selection().clear();
  wb.session.selection().add("b");
  press("Add step");
  ASSERT_FALSE(wb.session.document().apply(
      move_object(wb.session.scene(), "b", desc::Box{{6, 0, 0}, {1, 1, 1}, {1, 0, 0, 0}})));
  press("Add step");
}

TEST_F(LessonAuthoring, AddStepRecordsTheViewInAPlainScene) {
  ASSERT_FALSE(lesson().active());  // a scene with no steps: Add step is there all the same
  const Camera first = wb_.camera;
  record_three(*this, wb_, [this](const char* l) { press(l); });
  ASSERT_EQ(doc().steps.size(), 3u);
  EXPECT_EQ(lesson().size(), 3u);  // the player follows the document's steps
  EXPECT_EQ(lesson().step(), 2u);  // at the step added last
  const auto& s = doc().steps;
  EXPECT_EQ(s[0].camera, to_scene_camera(first));
  EXPECT_FALSE(s[0].focus);
  EXPECT_NE(s[1].camera, s[0].camera);
  ASSERT_TRUE(s[1].focus);
  EXPECT_EQ(s[1].focus->a, "a");
  EXPECT_EQ(s[1].focus->b, "b");
  EXPECT_EQ(s[1].highlight, std::vector<std::string>{"b"});
  // Each step keeps every object as it was: b at 4, then at 6.
  ASSERT_EQ(s[1].set.size(), 2u);
  EXPECT_EQ(std::get<desc::Box>(s[1].set[1].desc).center, Vec3<double>(4, 0, 0));
  EXPECT_EQ(std::get<desc::Box>(s[2].set[1].desc).center, Vec3<double>(6, 0, 0));
  // Undo takes the last step away (the player follows), redo puts it back.
  ASSERT_TRUE(document().undo());
  frame();
  EXPECT_EQ(doc().steps.size(), 2u);
  EXPECT_EQ(lesson().size(), 2u);
  EXPECT_EQ(document().history().undo_label(), "Move b");
  ASSERT_TRUE(document().redo());
  frame();
  EXPECT_EQ(lesson().size(), 3u);
  EXPECT_EQ(document().history().undo_label(), "Add step 3");
  EXPECT_TRUE(document().modified());
}

TEST_F(LessonAuthoring, UpDownEditDeleteAndTheirUndo) {
  record_three(*this, wb_, [this](const char* l) { press(l); });
  const std::vector<LessonStep> recorded = doc().steps;
  // At step 3: Up makes it step 2 (and the player goes with it).
  press("Up");
  ASSERT_EQ(doc().steps.size(), 3u);
  EXPECT_TRUE(same_bits(doc().steps[1], recorded[2]));
  EXPECT_TRUE(same_bits(doc().steps[2], recorded[1]));
  EXPECT_EQ(lesson().step(), 1u);
  EXPECT_EQ(document().history().undo_label(), "Move step 3 up");
  press("Down");
  EXPECT_TRUE(same_bits(doc().steps, recorded));
  EXPECT_EQ(lesson().step(), 2u);
  // Edit: the text, a question with three choices (one an axis of the focused pair), saved.
  press("Edit");
  ASSERT_TRUE(wb_.scene_view.authoring.draft);
  LessonStep& draft = *wb_.scene_view.authoring.draft;
  draft.text = "**b moved.** Which axis parts them?";
  draft.question = LessonQuestion{"Which axis?", {"A0", "B1", "b"}, 0, "x: [−1, 1] and [5, 7]."};
  press("Save step");
  ASSERT_FALSE(wb_.scene_view.authoring.draft);
  EXPECT_EQ(doc().steps[2].text, "**b moved.** Which axis parts them?");
  ASSERT_TRUE(doc().steps[2].question);
  EXPECT_EQ(doc().steps[2].question->choices, (std::vector<std::string>{"A0", "B1", "b"}));
  EXPECT_TRUE(std::equal(doc().steps[2].set.begin(), doc().steps[2].set.end(),  // kept
                         recorded[2].set.begin(), recorded[2].set.end(),
                         [](const auto& x, const auto& y) { return same_bits(x, y); }));
  EXPECT_EQ(document().history().undo_label(), "Edit step 3");
  EXPECT_TRUE(lesson().current().question);  // the player asks it now
  // Delete step 3, then undo it: the edited step back bit for bit; undo the edit: as recorded.
  const LessonStep edited = doc().steps[2];
  press("Delete");
  EXPECT_EQ(doc().steps.size(), 2u);
  EXPECT_EQ(lesson().size(), 2u);
  EXPECT_EQ(lesson().step(), 1u);
  ASSERT_TRUE(document().undo());
  frame();
  ASSERT_EQ(doc().steps.size(), 3u);
  EXPECT_TRUE(same_bits(doc().steps[2], edited));
  ASSERT_TRUE(document().undo());
  frame();
  EXPECT_TRUE(same_bits(doc().steps, recorded));
  ASSERT_TRUE(document().redo());
  ASSERT_TRUE(document().redo());
  frame();
  EXPECT_EQ(doc().steps.size(), 2u);
}

TEST_F(LessonAuthoring, SavedOpenedAgainAndPlayed) {
  record_three(*this, wb_, [this](const char* l) { press(l); });
  const std::vector<LessonStep> recorded = doc().steps;
  const test::ScratchDir scratch;
  const auto file = scratch.path() / "recorded.json";
  ASSERT_FALSE(document().save_as(file));
  SceneLoad l = load_scene(file);
  ASSERT_TRUE(l.ok()) << l.error->to_string();
  ASSERT_EQ(l.scene->steps.size(), 3u);
  EXPECT_TRUE(same_bits(l.scene->steps, recorded));
  // Written again unchanged: the file's own text.
  std::ifstream in(file);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_EQ(format_scene(*l.scene).text, text);

  // Opened in a new workbench and played: each step's objects, focus and highlight.
  Workbench played{*l.scene};
  test::panels_frame(played);
  test::panels_frame(played);
  LessonPlayer& p = played.scene_view.lesson;
  ASSERT_EQ(p.size(), 3u);
  EXPECT_EQ(center_of(played.session.scene(), "b"), Vec3<double>(4, 0, 0));
  ASSERT_TRUE(p.next());
  test::panels_frame(played);
  EXPECT_EQ(center_of(played.session.scene(), "b"), Vec3<double>(4, 0, 0));
  EXPECT_TRUE(played.session.evidence().focused());
  EXPECT_EQ(played.session.selection().ids(), std::vector<std::string>{"b"});
  const SceneCamera seen = to_scene_camera(played.camera);
  for (int i = 0; i < 3; ++i) {  // the camera recorded, through the orbit camera and back
    EXPECT_NEAR(seen.eye[i], recorded[1].camera->eye[i], 1e-9);
    EXPECT_NEAR(seen.target[i], recorded[1].camera->target[i], 1e-9);
  }
  ASSERT_TRUE(p.next());
  test::panels_frame(played);
  EXPECT_EQ(center_of(played.session.scene(), "b"), Vec3<double>(6, 0, 0));
  ASSERT_TRUE(p.back());
  ASSERT_TRUE(p.back());
  test::panels_frame(played);
  EXPECT_EQ(center_of(played.session.scene(), "b"), Vec3<double>(4, 0, 0));  // put back
}

TEST(LessonEdits, BuildersRefuseWhatIsNotThere) {
  Scene s;
  s.steps.resize(2);
  s.steps[0].text = "one";
  s.steps[1].text = "two";
  EXPECT_FALSE(add_lesson_step(s, 3, {}).error.empty());
  EXPECT_FALSE(move_lesson_step(s, 0, 2).error.empty());  // not a neighbour
  EXPECT_FALSE(move_lesson_step(s, 1, 2).error.empty());  // past the end
  EXPECT_FALSE(replace_lesson_step(s, 2, {}).error.empty());
  EXPECT_EQ(delete_lesson_step(s, 5).error, "there is no step 6 (the lesson has 2 steps)");
  Document d{s};
  ASSERT_FALSE(d.apply(move_lesson_step(d.scene(), 1, 0)));
  EXPECT_EQ(d.scene().steps[0].text, "two");
  ASSERT_TRUE(d.undo());
  EXPECT_EQ(d.scene().steps[0].text, "one");
  // An edit made for other steps is refused, not applied over them.
  const Edit stale = delete_lesson_step(d.scene(), 0);
  LessonStep uno;
  uno.text = "uno";
  ASSERT_FALSE(d.apply(replace_lesson_step(d.scene(), 0, uno)));
  EXPECT_TRUE(d.apply(stale).has_value());
  EXPECT_EQ(d.scene().steps.size(), 2u);
}

}  // namespace
}  // namespace collide
