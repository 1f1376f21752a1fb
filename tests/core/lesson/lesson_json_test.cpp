// Lesson steps in scene files (README, "Lessons"): read with the scene, written back as read, and
// bad steps refused with the file's line and column and the JSON pointer of the culprit.
#include <gtest/gtest.h>

#include <string>

#include "core/scene/scene_json.hpp"

namespace collide {
namespace {

// A lesson in the written form (what format_scene writes): every step field used once.
const std::string kLesson = R"({
  "format": "collision-lab-scene",
  "version": 1,
  "description": "a plane and a box",
  "focus": {"a": "p", "b": "box"},
  "objects": [
    {"id": "box", "kind": "aabb", "min": [0, 0, 0], "max": [1, 1, 1]},
    {"id": "p", "kind": "plane", "normal": [-1, -1, -1], "point": [2, 2, 2]},
    {"id": "q", "kind": "box", "center": [3, 0, 0], "half_extents": [0.5, 0.5, 0.5], "rotation": {"w": 1, "x": 0, "y": 0, "z": 0}}
  ],
  "expect": [
    {"a": "p", "b": "box", "intersects": false, "side": "front"}
  ],
  "steps": [
    {"text": "**First** the plane through `(2,2,2)`.",
      "camera": {"eye": [-5, 4, 3], "target": [0.5, 0.5, 0.5], "up": [0, 1, 0], "fov_degrees": 40},
      "focus": {"a": "p", "b": "box"},
      "views": ["octree", "query_trace"],
      "highlight": ["box", "p"],
      "evidence": {"plane_box_axis": 2},
      "question": {"ask": "Which side?", "choices": ["front", "back", "straddling"], "answer": 0, "why": "dist(n) > 0"}},
    {"text": "Then through the centre.",
      "views": ["all_sat_axes", "contacts"],
      "evidence": {"sat_axis": "A0xB1", "gjk_step": 3, "octree_visit": 4, "contact_step": 5},
      "set": [{"id": "p", "kind": "plane", "normal": [-1, -1, -1], "point": [0.5, 0.5, 0.5]}],
      "expect": [{"a": "p", "b": "box", "intersects": true, "side": "straddling"}]}
  ]
}
)";

TEST(LessonJson, ReadsEveryStepField) {
  const SceneLoad load = parse_scene(kLesson);
  ASSERT_TRUE(load.ok()) << load.error->to_string();
  const Scene& s = *load.scene;
  ASSERT_EQ(s.steps.size(), 2u);
  const LessonStep& a = s.steps[0];
  EXPECT_EQ(a.text, "**First** the plane through `(2,2,2)`.");
  ASSERT_TRUE(a.camera);
  EXPECT_EQ(a.camera->eye, Vec3<double>(-5, 4, 3));
  EXPECT_EQ(a.camera->fov_degrees, 40);
  ASSERT_TRUE(a.focus);
  EXPECT_EQ(a.focus->a, "p");
  EXPECT_EQ(a.views, (std::vector<LessonView>{LessonView::octree, LessonView::query_trace}));
  EXPECT_EQ(a.highlight, (std::vector<std::string>{"box", "p"}));
  EXPECT_EQ(a.evidence.plane_box_axis, 2);
  EXPECT_FALSE(a.evidence.sat_axis);
  ASSERT_TRUE(a.question);
  EXPECT_EQ(a.question->choices.size(), 3u);
  EXPECT_EQ(a.question->answer, 0);
  EXPECT_EQ(a.question->why, "dist(n) > 0");
  EXPECT_TRUE(a.set.empty());

  const LessonStep& b = s.steps[1];
  EXPECT_FALSE(b.camera);
  EXPECT_EQ(b.views, (std::vector<LessonView>{LessonView::all_sat_axes, LessonView::contacts}));
  EXPECT_EQ(b.evidence.sat_axis, "A0xB1");
  EXPECT_EQ(b.evidence.gjk_step, 3);
  EXPECT_EQ(b.evidence.octree_visit, 4);
  EXPECT_EQ(b.evidence.contact_step, 5);
  ASSERT_EQ(b.set.size(), 1u);
  EXPECT_EQ(std::get<desc::Plane>(b.set[0].desc).point, Vec3<double>(0.5, 0.5, 0.5));
  ASSERT_EQ(b.expect.size(), 1u);
  EXPECT_EQ(b.expect[0].side, "straddling");
}

// What was read is written back, byte for byte: a saved lesson keeps its steps.
TEST(LessonJson, WritesBackWhatItRead) {
  const SceneLoad load = parse_scene(kLesson);
  ASSERT_TRUE(load.ok()) << load.error->to_string();
  const SceneText saved = format_scene(*load.scene);
  ASSERT_FALSE(saved.error) << saved.error->to_string();
  EXPECT_EQ(saved.text, kLesson);
}

// A step naming an object deleted since (an edit of the lesson's scene) is written without it,
// so the saved file loads again; the rest of the step stays.
TEST(LessonJson, ASaveLeavesOutWhatNamesADeletedObject) {
  SceneLoad load = parse_scene(kLesson);
  ASSERT_TRUE(load.ok());
  Scene scene = *load.scene;
  scene.objects.erase(scene.objects.begin() + 1);  // the plane "p"
  scene.expect.clear();                            // (an edit drops the scene's own)
  scene.focus.reset();
  const SceneText saved = format_scene(scene);
  ASSERT_FALSE(saved.error) << saved.error->to_string();
  const SceneLoad back = parse_scene(saved.text);
  ASSERT_TRUE(back.ok()) << back.error->to_string();
  const LessonStep& a = back.scene->steps[0];
  EXPECT_FALSE(a.focus);
  EXPECT_EQ(a.highlight, std::vector<std::string>{"box"});
  EXPECT_TRUE(a.question);
  EXPECT_EQ(a.views.size(), 2u);
  EXPECT_TRUE(back.scene->steps[1].set.empty());
  EXPECT_TRUE(back.scene->steps[1].expect.empty());
  EXPECT_EQ(back.scene->steps[1].text, "Then through the centre.");
}

TEST(LessonJson, APlainSceneWritesNoSteps) {
  const SceneLoad load =
      parse_scene(R"({"format": "collision-lab-scene", "version": 1, "objects": []})");
  ASSERT_TRUE(load.ok());
  EXPECT_TRUE(load.scene->steps.empty());
  EXPECT_EQ(format_scene(*load.scene).text.find("steps"), std::string::npos);
}

// One bad step field: the error names the pointer, its line and column, and what was expected.
struct BadStep {
  const char* name;
  std::string from, to;  // kLesson with `from` replaced by `to`
  std::string pointer;
  std::string message;  // a part of the message
};

class LessonJsonBad : public ::testing::TestWithParam<BadStep> {};

TEST_P(LessonJsonBad, SaysWhereAndWhat) {
  const BadStep& c = GetParam();
  std::string text = kLesson;
  const auto at = text.find(c.from);
  ASSERT_NE(at, std::string::npos) << c.from;
  text.replace(at, c.from.size(), c.to);
  const SceneLoad load = parse_scene(text, "lesson.json");
  ASSERT_FALSE(load.ok());
  const SceneError& e = *load.error;
  EXPECT_EQ(e.pointer, c.pointer) << e.to_string();
  EXPECT_NE(e.message.find(c.message), std::string::npos) << e.to_string();
  // The line is the one the culprit is on, counted by hand in kLesson.
  const std::size_t line = 1 + std::count(text.begin(), text.begin() + at, '\n');
  EXPECT_EQ(e.line, int(line)) << e.to_string();
  EXPECT_NE(e.to_string().find("lesson.json:" + std::to_string(line) + ":"), std::string::npos);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, LessonJsonBad,
    ::testing::Values(
        BadStep{"UnknownView", R"("query_trace"])", R"("octree_cells"])", "/steps/0/views/1",
                "unknown view \"octree_cells\" (expected one of octree, query_trace, all_sat_axes, "
                "contacts)"},
        BadStep{"RepeatedView", R"("query_trace"])", R"("octree"])", "/steps/0/views/1",
                "named twice"},
        BadStep{"HighlightUnknownId", R"(["box", "p"])", R"(["box", "nope"])",
                "/steps/0/highlight/1", "unknown object id \"nope\""},
        BadStep{"AnswerOutOfRange", R"("answer": 0)", R"("answer": 3)", "/steps/0/question/answer",
                "expected an integer from 0 to 2"},
        BadStep{"BadSatAxis", R"("A0xB1")", R"("A3")", "/steps/1/evidence/sat_axis",
                "expected an axis name"},
        BadStep{"PlaneBoxAxisOutOfRange", R"("plane_box_axis": 2)", R"("plane_box_axis": 3)",
                "/steps/0/evidence/plane_box_axis", "expected an integer from 0 to 2"},
        BadStep{"SetUnknownObject", R"([{"id": "p", "kind": "plane")",
                R"([{"id": "z", "kind": "plane")", "/steps/1/set/0/id", "unknown object id \"z\""},
        BadStep{"SetAnotherKind",
                R"("id": "p", "kind": "plane", "normal": [-1, -1, -1], "point": [0.5)",
                R"("id": "p", "kind": "point", "position": [0.5)", "/steps/1/set/0/kind",
                "expected the kind of \"p\", plane"},
        BadStep{"SetBadField", R"("point": [0.5, 0.5, 0.5])", R"("point": [0.5, 0.5])",
                "/steps/1/set/0/point", "expected [x, y, z]"},
        BadStep{"NoText", R"("text": "Then through the centre.",)", "", "/steps/1",
                "missing field \"text\""},
        BadStep{"UnknownField", R"("views": ["all_sat_axes", "contacts"])",
                R"("view": ["all_sat_axes", "contacts"])", "/steps/1/view",
                "unknown field \"view\""},
        BadStep{"StepExpectationUnknownId", R"({"a": "p", "b": "box", "intersects": true)",
                R"({"a": "p", "b": "crate", "intersects": true)", "/steps/1/expect/0/b",
                "unknown object id \"crate\""},
        BadStep{"StepNotAnObject", R"({"text": "Then through)", R"("then", {"text": "Then through)",
                "/steps/1", "expected a step"}),
    [](const auto& info) { return std::string(info.param.name); });

}  // namespace
}  // namespace collide
