// Predict, then reveal, with choices that are SAT axes and octree cells (issue 39, item 3): what
// the real workbench's view draws and the Why panel says before a choice is made and after.
// Before: no evidence of the focused pair and no query trace (they would give the answer away),
// every axis or cell choice drawn faint with its name, the one under the pointer in the Lesson
// panel bright; after: the pair's evidence back, the answer green, a wrong choice red.
// Hand-worked: two cubes 4 apart along x (A0 = x separates, B1 = y does not); eight small boxes
// one per octant, in a tree split at one object.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include <imgui_internal.h>

#include "app/view/lesson_choices_drawing.hpp"
#include "app/workbench/workbench.hpp"
#include "core/scene/scene_json.hpp"
#include "tests/app/support/headless_imgui.hpp"
#include "tests/app/support/panel_clicks.hpp"

namespace collide {
namespace {

const char* kAxisLesson = R"({
  "format": "collision-lab-scene", "version": 1,
  "camera": {"eye": [2, 3, 12], "target": [2, 0, 0]},
  "objects": [
    {"id": "a", "kind": "box", "center": [0, 0, 0], "half_extents": [1, 1, 1]},
    {"id": "b", "kind": "box", "center": [4, 0, 0], "half_extents": [1, 1, 1]}
  ],
  "steps": [
    {"text": "Predict.", "focus": {"a": "a", "b": "b"},
     "question": {"ask": "Which axis separates?", "choices": ["B1", "A0", "A0×B1"], "answer": 1,
                  "why": "x: [−1, 1] and [3, 5] do not meet."}}
  ]
})";

Scene choices_scene_of(const char* text) {
  SceneLoad l = parse_scene(text);
  EXPECT_TRUE(l.ok()) << l.error->to_string();
  return *l.scene;
}

int lines_of(const DrawList& list, Color c) {
  const auto& lines = list.layer(Layer::evidence).lines;
  return int(
      std::count_if(lines.begin(), lines.end(), [&](const DrawLine& l) { return l.color_a == c; }));
}
bool label_in(const DrawList& list, const std::string& text, Color c) {
  const auto& labels = list.layer(Layer::evidence).labels;
  return std::any_of(labels.begin(), labels.end(),
                     [&](const DrawLabel& l) { return l.text == text && l.color == c; });
}
// The evidence layer's labels that are not a choice's.
int evidence_labels(const DrawList& list, const std::vector<std::string>& choices) {
  const auto& labels = list.layer(Layer::evidence).labels;
  return int(std::count_if(labels.begin(), labels.end(), [&](const DrawLabel& l) {
    return std::find(choices.begin(), choices.end(), l.text) == choices.end();
  }));
}
// The height of what the Why panel drew last frame (ImGui keeps no text to read back): the note
// that stands for the rows is a few lines, the 15 axes' rows many.
float why_content_height() {
  ImGuiWindow* why = test::panel_window("why");
  EXPECT_NE(why, nullptr);
  return why ? why->DC.CursorMaxPos.y - why->DC.CursorStartPos.y : 0;
}

TEST(LessonChoicesView, AxisChoicesBeforeAndAfterTheAnswer) {
  test::start_headless_imgui();
  Workbench wb{choices_scene_of(kAxisLesson)};
  const auto frame = [&] { test::panels_frame(wb); };
  frame();
  frame();
  LessonPlayer& lesson = wb.scene_view.lesson;
  ASSERT_TRUE(lesson.awaiting_answer());
  ASSERT_TRUE(wb.session.evidence().focused());  // the step focuses the pair…
  DrawList before;
  wb.build_view(before);
  // …but the view draws none of its evidence: only the three choices, faint, with their names.
  EXPECT_EQ(evidence_labels(before, {"B1", "A0", "A0×B1"}), 0);
  EXPECT_TRUE(label_in(before, "B1", kChoiceFaint));
  EXPECT_TRUE(label_in(before, "A0", kChoiceFaint));
  EXPECT_TRUE(label_in(before, "A0×B1", kChoiceFaint));
  EXPECT_EQ(lines_of(before, kChoiceHovered), 0);
  // A0's line runs along x through the pair's middle (2, 0, 0).
  const auto& lines = before.layer(Layer::evidence).lines;
  const auto a0 = std::find_if(lines.begin(), lines.end(), [](const DrawLine& l) {
    return std::abs(l.a.y) < 1e-9 && std::abs(l.b.y) < 1e-9 && std::abs(l.a.z) < 1e-9 &&
           std::abs(l.a.x - l.b.x) > 1;
  });
  ASSERT_NE(a0, lines.end());
  EXPECT_NEAR((a0->a.x + a0->b.x) / 2, 2, 1e-9);
  const float why_before = why_content_height();

  // Pointing at B1 in the Lesson panel (the first choice, at the panel's left edge: found by
  // moving the pointer down the edge until the panel says a choice is under it): that one bright.
  ImGuiWindow* panel = test::panel_window("lesson");
  ASSERT_NE(panel, nullptr);
  ImGuiIO& io = ImGui::GetIO();
  for (float y = panel->Pos.y; y < panel->Pos.y + panel->Size.y && lesson.hovered_choice < 0;
       y += 3) {
    io.MousePos = ImVec2(panel->Pos.x + 16, y);
    frame();
  }
  ASSERT_EQ(lesson.hovered_choice, 0);
  DrawList hovered;
  wb.build_view(hovered);
  EXPECT_TRUE(label_in(hovered, "B1", kChoiceHovered));
  EXPECT_TRUE(label_in(hovered, "A0", kChoiceFaint));
  io.MousePos = ImVec2(-1, -1);
  frame();
  EXPECT_EQ(lesson.hovered_choice, -1);  // off the panel: none

  // Chosen wrongly: B1 red, the answer A0 green, the pair's evidence back, the Why rows back.
  lesson.choose(0);
  frame();
  DrawList after;
  wb.build_view(after);
  EXPECT_TRUE(label_in(after, "B1", kChoiceWrong));
  EXPECT_TRUE(label_in(after, "A0", kChoiceAnswer));
  EXPECT_TRUE(label_in(after, "A0×B1", kChoiceFaint));
  EXPECT_GT(evidence_labels(after, {"B1", "A0", "A0×B1"}), 0);
  EXPECT_GT(why_content_height(), why_before + 10 * ImGui::GetFontSize());
  ImGui::DestroyContext();
}

TEST(LessonChoicesView, CellChoicesAndTheQueryTraceHiddenUntilTheAnswer) {
  std::string objects;
  for (int o = 0; o < 8; ++o) {
    const auto at = [&](int bit) { return std::to_string(o & bit ? 8 : 2); };
    objects += std::string(o ? ",\n" : "") + R"({"id": "b)" + std::to_string(o) +
               R"(", "kind": "aabb", "min": [)" + at(1) + ", " + at(2) + ", " + at(4) +
               R"(], "max": [)" + at(1) + ", " + at(2) + ", " + at(4) + "]}";
  }
  const std::string text = R"({"format": "collision-lab-scene", "version": 1,
    "settings": {"octree": {"split_threshold": 1, "max_depth": 16, "min_cell_size": 0, "looseness": 1}},
    "objects": [)" + objects +
                           R"(],
    "steps": [{"text": "Predict.", "views": ["octree", "query_trace"], "highlight": ["b0"],
      "question": {"ask": "Which cell will b0's query visit?", "choices": ["cell:7", "cell:0"], "answer": 1}}]})";
  test::start_headless_imgui();
  Workbench wb{choices_scene_of(text.c_str())};
  const auto frame = [&] { test::panels_frame(wb); };
  frame();
  frame();
  LessonPlayer& lesson = wb.scene_view.lesson;
  ASSERT_TRUE(lesson.awaiting_answer());
  ASSERT_TRUE(wb.settings.octree.trace);  // the step asks for the trace…
  DrawList before;
  wb.build_view(before);
  // …which waits for the answer; the two cells drawn faint, 12 edges each.
  EXPECT_EQ(lines_of(before, kChoiceFaint), 24);
  lesson.hovered_choice = 1;
  DrawList hovered;
  wb.build_view(hovered);
  EXPECT_EQ(lines_of(hovered, kChoiceHovered), 12);
  EXPECT_EQ(lines_of(hovered, kChoiceFaint), 12);
  lesson.choose(1);  // right
  frame();
  DrawList after;
  wb.build_view(after);
  EXPECT_EQ(lines_of(after, kChoiceAnswer), 12);
  EXPECT_EQ(lines_of(after, kChoiceWrong), 0);
  // The trace is drawn now: the view has more than before beyond the choices' own lines.
  const auto total = [](const DrawList& l) {
    std::size_t n = 0;
    for (Layer layer : {Layer::scene, Layer::evidence, Layer::overlay})
      n += l.layer(layer).lines.size() + l.layer(layer).labels.size();
    return n;
  };
  EXPECT_GT(total(after), total(before));
  ImGui::DestroyContext();
}

}  // namespace
}  // namespace collide
