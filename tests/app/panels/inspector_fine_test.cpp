// The Inspector's fine control (issue #22): the nudge moves the selection by an exact vector as
// one undoable edit — x + 1e-7 is the double sum, bit for bit — and each drag field's speed
// follows the size of its value (a hundredth of it per pixel, as a power of ten).
#include "app/panels/inspector_fine.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include <imgui.h>

#include "app/edit/nudge.hpp"
#include "app/panels/inspector.hpp"
#include "app/panels/number_field.hpp"
#include "tests/app/document/scene_bits.hpp"
#include "tests/app/support/headless_imgui.hpp"

namespace collide {
namespace {

Scene far_boxes() {
  Scene s;
  // The far box pair: centres at 1e4, the second at x = 10001.000499849917.
  s.objects.push_back(SceneObject("a", "", std::nullopt, true,
                                  desc::Box{{1e4, 1e4, 1e4}, {0.5, 0.5, 0.5}, {1, 0, 0, 0}}));
  s.objects.push_back(
      SceneObject("b", "", std::nullopt, true,
                  desc::Box{{10001.000499849917, 1e4, 1e4}, {0.5, 0.5, 0.5}, {1, 0, 0, 0}}));
  s.objects.push_back(
      SceneObject("t", "", std::nullopt, true,
                  desc::Triangle{{0.1, 0.2, 0.3}, {1.1, 0.2, 0.3}, {0.1, 1.2, 0.3}}));
  return s;
}

TEST(Nudge, MovesXByExactlyTheDoubleSumAsOneUndoableEdit) {
  Document doc(far_boxes());
  const double x = 10001.000499849917, dx = 1e-7;
  volatile double sum = x + dx;  // the double sum, computed here
  ASSERT_NE(double(sum), x);     // 1e-7 is above half an ulp at 1e4 (9.1e-13)
  ASSERT_FALSE(doc.apply(nudge_objects(doc.scene(), {"b"}, {dx, 0, 0})));
  const auto& b = std::get<desc::Box>(doc.scene().objects[1].desc);
  EXPECT_EQ(b.center.x, double(sum));
  EXPECT_EQ(b.center.y, 1e4);
  EXPECT_EQ(b.center.z, 1e4);
  EXPECT_EQ(doc.history().size(), 1u);
  EXPECT_EQ(doc.history().undo_label(), "Nudge b");
  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(test::bits(doc.scene()), test::bits(far_boxes()));
}

TEST(Nudge, TheWholeSelectionMovesInOneStepAndEveryVertexGetsTheSum) {
  Document doc(far_boxes());
  const glm::dvec3 d(1e-7, -3e-9, 0.25);
  ASSERT_FALSE(doc.apply(nudge_objects(doc.scene(), {"t", "a", "t"}, d)));
  EXPECT_EQ(doc.history().size(), 1u);
  EXPECT_EQ(doc.history().undo_label(), "Nudge 2 objects");
  const auto& a = std::get<desc::Box>(doc.scene().objects[0].desc);
  const auto& t = std::get<desc::Triangle>(doc.scene().objects[2].desc);
  EXPECT_EQ(a.center, glm::dvec3(1e4 + 1e-7, 1e4 - 3e-9, 1e4 + 0.25));
  EXPECT_EQ(t.a, glm::dvec3(0.1 + 1e-7, 0.2 - 3e-9, 0.3 + 0.25));
  EXPECT_EQ(t.c, glm::dvec3(0.1 + 1e-7, 1.2 - 3e-9, 0.3 + 0.25));
  // b was not selected: untouched.
  EXPECT_EQ(test::bits(doc.scene().objects[1]), test::bits(far_boxes().objects[1]));
}

TEST(Nudge, ZeroChangesNothingAndBadInputIsRefusedWithWhy) {
  Document doc(far_boxes());
  EXPECT_FALSE(doc.apply(nudge_objects(doc.scene(), {"a"}, {0, 0, 0})));
  EXPECT_EQ(doc.history().size(), 0u);
  const auto unknown = doc.apply(nudge_objects(doc.scene(), {"zz"}, {1, 0, 0}));
  ASSERT_TRUE(unknown);
  EXPECT_NE(unknown->find("zz"), std::string::npos);
  EXPECT_TRUE(doc.apply(nudge_objects(doc.scene(), {"a"}, {NAN, 0, 0})));
  EXPECT_EQ(test::bits(doc.scene()), test::bits(far_boxes()));
}

TEST(DragSpeed, AHundredthOfTheValueAsAPowerOfTenCappedByTheObjectsSize) {
  EXPECT_DOUBLE_EQ(field_drag_speed(1, 1), 0.01);        // the old fixed speed at unit size
  EXPECT_DOUBLE_EQ(field_drag_speed(0.5, 0.87), 0.01);   // 0.005 rounds to 10⁻²
  EXPECT_DOUBLE_EQ(field_drag_speed(1e-4, 1e-4), 1e-6);  // a tiny radius
  EXPECT_DOUBLE_EQ(field_drag_speed(1000, 1732), 10);    // a big half extent
  EXPECT_DOUBLE_EQ(field_drag_speed(1e4, 0.87), 0.01);   // far from the origin: the object's
  EXPECT_DOUBLE_EQ(field_drag_speed(1e4, 1e-3), 1e-5);   // a millimetre box at 1e4
  EXPECT_DOUBLE_EQ(field_drag_speed(0, 2e-3), 1e-5);     // a zero value: the object's size
  EXPECT_DOUBLE_EQ(field_drag_speed(0, 0), 0.01);        // nothing to go by
  EXPECT_DOUBLE_EQ(field_drag_speed(NAN, INFINITY), 0.01);
  EXPECT_DOUBLE_EQ(field_drag_speed(-300, 1e9), 1);  // the magnitude, not the sign
}

// The Inspector alone in headless ImGui with one object selected, drawn a few frames.
struct InspectorFrames {
  InspectorFrames(Scene s, const std::string& id) : doc(std::move(s)) {
    test::start_headless_imgui();
    sel.select_only(id);
    for (int i = 0; i < 3; ++i)
      frame();
  }
  ~InspectorFrames() { ImGui::DestroyContext(); }
  void frame() {
    ImGui::NewFrame();
    inspector.draw(doc, sel);
    ImGui::Render();
  }
  // 10 px into the first field, halfway down its first line (a vector too long for one line
  // stands one component per line: x on the first).
  ImVec2 first_field() const {
    const auto r = inspector.first_field_rect();
    return {r[0] + 10, r[1] + ImGui::GetFrameHeight() / 2};
  }

  Document doc;
  Selection sel;
  Inspector inspector;
};

TEST(DragSpeed, ObjectSizesComeFromWhatIsDrawn) {
  EXPECT_NEAR(object_size(desc::Sphere{{1e4, 0, 0}, 2e-3}), 2e-3, 1e-15);
  EXPECT_NEAR(object_size(desc::Box{{0, 0, 0}, {1, 2, 2}, {1, 0, 0, 0}}), 3, 1e-12);
  EXPECT_NEAR(object_size(desc::Segment{{0, 0, 0}, {0, 3e-4, 4e-4}}), 5e-4, 1e-15);
}

// Through ImGui's own mouse input: a 40 px scrub of the centre of a sphere of radius 1e-4 moves
// it by 40 × 10⁻⁶ (the old fixed speed moved it by 0.4, four thousand radii), one history step.
TEST(DragSpeed, AScrubOfATinySpheresCentreMovesAMillionthPerPixel) {
  Scene s;
  s.objects.push_back({"s", "", std::nullopt, true, desc::Sphere{{0, 0, 0}, 1e-4}});
  InspectorFrames ui(s, "s");
  const Document& doc = ui.doc;
  ImGuiIO& io = ImGui::GetIO();
  const auto frame = [&] { ui.frame(); };
  const auto [x, y] = ui.first_field();  // the centre's row: x first
  io.MousePos = ImVec2(x, y);
  frame();
  io.MouseDown[0] = true;
  frame();
  for (int i = 1; i <= 8; ++i) {
    io.MousePos = ImVec2(x + 5.0f * float(i), y);
    frame();
  }
  io.MouseDown[0] = false;
  frame();
  frame();
  const auto& sphere = std::get<desc::Sphere>(doc.scene().objects[0].desc);
  // ImGui drags at a float speed and, the fields now editing exact values, no longer rounds the
  // result to the shown digits: 40 pixels of float(1e-6), accumulated in float.
  EXPECT_NEAR(sphere.center.x, 40 * double(1e-6f), 1e-12);
  EXPECT_EQ(sphere.center.y, 0.0);
  EXPECT_EQ(doc.history().size(), 1u);
}

// The Nudge button, clicked with ImGui's mouse, applies the field's vector to the selection.
TEST(Nudge, TheButtonMovesTheSelectionByTheFieldsVector) {
  test::start_headless_imgui();
  ImGuiIO& io = ImGui::GetIO();
  Document doc(far_boxes());
  Selection sel;
  sel.select_only("b");
  NudgeField nudge;
  nudge.value = {1e-7, 0, 0};
  ImVec2 button;
  auto frame = [&] {
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(600, 200));
    ImGui::Begin("Inspector");
    EXPECT_FALSE(nudge.draw(doc, sel));
    button = ImGui::GetItemRectMin();  // the last item: the button
    ImGui::End();
    ImGui::Render();
  };
  frame();
  io.MousePos = ImVec2(button.x + 4, button.y + 4);
  frame();
  io.MouseDown[0] = true;
  frame();
  io.MouseDown[0] = false;
  frame();
  volatile double sum = 10001.000499849917 + 1e-7;
  EXPECT_EQ(std::get<desc::Box>(doc.scene().objects[1].desc).center.x, double(sum));
  EXPECT_EQ(doc.history().size(), 1u);
  ImGui::DestroyContext();
}

// Issue 35, item 6: "-2e-7" typed into the nudge's x field (a click on it, the characters as
// ImGui's backend gives them), then the Nudge button: the box moves by exactly -2e-7. Before,
// the field dropped the e and the box moved by -2. Text that is not a number is refused with
// a message naming the field, and the vector keeps its value.
class NudgeTyping : public ::testing::Test {
 protected:
  void SetUp() override {
    test::start_headless_imgui();
    sel.select_only("b");
  }
  void TearDown() override { ImGui::DestroyContext(); }

  void frame() {
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(600, 200));
    ImGui::Begin("Inspector");
    field = ImGui::GetCursorScreenPos();  // the row's top left: the x field
    if (auto why = nudge.draw(doc, sel)) refusals.push_back(*why);
    button = ImGui::GetItemRectMin();  // the last item: the button
    ImGui::End();
    ImGui::Render();
  }
  void click(ImVec2 p) {
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = ImVec2(p.x + 4, p.y + 4);
    frame();
    io.MouseDown[0] = true;
    frame();
    io.MouseDown[0] = false;
    frame();
  }
  void type(const std::string& text) {
    for (const char c : text)
      ImGui::GetIO().AddInputCharacter(static_cast<unsigned char>(c));
    frame();
  }

  Document doc{far_boxes()};
  Selection sel;
  NudgeField nudge;
  ImVec2 field, button;
  std::vector<std::string> refusals;
};

TEST_F(NudgeTyping, MinusTwoETypedMovesTheBoxByExactlyThat) {
  frame();
  click(field);
  type("-2e-7");
  click(button);  // the field lets go of the keyboard, then the button is pressed
  frame();
  EXPECT_EQ(nudge.value, glm::dvec3(-2e-7, 0, 0));
  volatile double sum = 10001.000499849917 + -2e-7;
  EXPECT_EQ(std::get<desc::Box>(doc.scene().objects[1].desc).center.x, double(sum));
  EXPECT_EQ(doc.history().size(), 1u);
  EXPECT_TRUE(refusals.empty());
}

TEST_F(NudgeTyping, TextThatIsNotANumberIsRefusedWithWhy) {
  nudge.value = {0.5, 0, 0};
  frame();
  click(field);
  type("-2e");
  click(ImVec2(590, 190));  // a click on nothing lets go of the field
  ASSERT_EQ(refusals.size(), 1u);
  EXPECT_NE(refusals[0].find("nudge x: \"-2e\" is not a number"), std::string::npos) << refusals[0];
  EXPECT_EQ(nudge.value, glm::dvec3(0.5, 0, 0));
  EXPECT_EQ(doc.history().size(), 0u);
}

// The other numeric fields of the Inspector are drag fields; Ctrl+click turns one into a text
// field (ImGui's, with its scientific filter): "-2e-7" typed there is read whole too.
TEST(DragFieldTyping, CtrlClickThenMinusTwoESetsTheCentreExactly) {
  InspectorFrames ui(far_boxes(), "b");
  ImGuiIO& io = ImGui::GetIO();
  const auto frame = [&] { ui.frame(); };
  io.MousePos = ui.first_field();  // the centre's row: x first
  frame();
  io.KeyCtrl = true;
  io.MouseDown[0] = true;
  frame();
  io.MouseDown[0] = false;
  io.KeyCtrl = false;
  frame();
  test::type_then_return("-2e-7", frame);
  EXPECT_EQ(std::get<desc::Box>(ui.doc.scene().objects[1].desc).center.x, -2e-7);
}

// Issue 35, item 1, in the typed number fields too: a value wider than its field is shown cut
// in its fraction and marked ("10001.25…"), whole on hover; one that fits is shown whole. Before,
// ImGui clipped 10001.250449849926 at the field's edge to read as another number.
TEST(NumberFieldShown, AValueTooWideIsCutInItsFractionAndMarkedAndOneThatFitsIsWhole) {
  test::start_headless_imgui();
  NumberField field;
  double value = 10001.250449849926;
  auto frame = [&](float width) {
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(600, 200));
    ImGui::Begin("Fields");
    ImGui::SetNextItemWidth(width);
    field.draw("##x", value);
    ImGui::End();
    ImGui::Render();
  };
  const std::string whole = "10001.250449849926";
  frame(80);
  ASSERT_TRUE(field.shown().cut);
  const std::string& shown = field.shown().shown;
  ASSERT_GE(shown.size(), std::string("10001.").size() + kCutMarker.size());
  EXPECT_EQ(shown.substr(shown.size() - kCutMarker.size()), kCutMarker);
  const std::string kept = shown.substr(0, shown.size() - kCutMarker.size());
  EXPECT_EQ(whole.substr(0, kept.size()), kept);  // the number's own leading digits
  EXPECT_GE(kept.size(), std::string("10001.").size());
  frame(400);
  EXPECT_FALSE(field.shown().cut);
  EXPECT_EQ(field.shown().shown, whole);
  ImGui::DestroyContext();
}

}  // namespace
}  // namespace collide
