// Each family's controls (the `controls` entry of its visualizer table row) driven through
// ImGui's own input, with no window or backend (tests/app/support/headless_imgui.hpp): the SAT
// and triangle–box axis sliders clicked at their end, the moving sphere's scrubber switched on
// and a time typed into it (Ctrl+click, as a person types a value), the GJK step slider clicked
// at its start. Each must change the EvidenceStyle as the visualizer then draws and explains it.
#include <gtest/gtest.h>

#include <imgui.h>
#include <imgui_internal.h>  // GetItemID, LastItemData: the widget the controls drew last

#include <string>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "app/visualize/visualizer.hpp"
#include "tests/app/support/headless_imgui.hpp"
#include "tests/app/visualize/visualize_test_support.hpp"

namespace collide {
namespace {

// A pair as the why panel holds it: the result, its style and the rows explained with that
// style (rebuilt after every change, as LiveEvidence does), and the controls drawn each frame in
// a window placed like a panel.
class ControlsTest : public ::testing::Test {
 protected:
  void SetUp() override { test::start_headless_imgui(); }
  void TearDown() override { ImGui::DestroyContext(); }

  void set_pair(const Shape<double>& a, const Shape<double>& b) {
    a_ = a;
    b_ = b;
    result_ = pair_test(a_, b_);
    style = {};
    explain();
  }
  void explain() {
    explain_evidence(result_, a_, b_, style, rows);
    list = {};
    draw_evidence(result_, a_, b_, style, list);
  }
  // One ImGui frame of the controls; `label` names the widget expected to be drawn last, whose
  // rectangle the next input aims at. Returns whether the controls changed the style.
  bool frame(const std::string& label) {
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(20, 20));
    ImGui::SetNextWindowSize(ImVec2(480, 300));
    ImGui::Begin("Why");
    const float y0 = ImGui::GetCursorPosY();
    const bool changed = evidence_controls(result_, rows, style);
    drew_anything = ImGui::GetCursorPosY() != y0;
    last_is_label = drew_anything && ImGui::GetItemID() == ImGui::GetID(label.c_str());
    // The widget's frame, without the label beside it (ImGui's nav rectangle for the item).
    last_min = GImGui->LastItemData.NavRect.Min;
    last_max = GImGui->LastItemData.NavRect.Max;
    ImGui::End();
    ImGui::Render();
    if (changed) explain();
    changes += changed ? 1 : 0;
    return changed;
  }
  // A left click at (x, y): hover, press, release, a frame each.
  void click(float x, float y, const std::string& label) {
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = ImVec2(x, y);
    frame(label);
    io.MouseDown[0] = true;
    frame(label);
    io.MouseDown[0] = false;
    frame(label);
  }
  float mid_y() const { return (last_min.y + last_max.y) / 2; }

  Shape<double> a_, b_;
  PairResult<double> result_;
  EvidenceStyle style;
  WhyRows rows;
  DrawList list;
  bool drew_anything = false, last_is_label = false;
  ImVec2 last_min, last_max;
  int changes = 0;
};

TEST_F(ControlsTest, TheSatSliderClickedAtItsEndShowsTheLastAxis) {
  // Two turned boxes that overlap: no axis separates, so the slider offers all 15.
  set_pair(Obb<double>{},
           Obb<double>::from_rotation({1.2, 0.3, 0}, {1, 0.5, 0.8},
                                      glm::angleAxis(0.6, glm::normalize(glm::dvec3{1, 2, 3}))));
  const auto& sat = std::get<SatResult<double>>(result_.evidence);
  ASSERT_EQ(sat.separating_axis, -1);
  ASSERT_NE(selected_sat_axis(sat, style), 14);
  frame("axis");
  ASSERT_TRUE(last_is_label) << "the SAT controls end with the axis slider";
  const DrawList before = list;
  click(last_max.x - 2, mid_y(), "axis");
  EXPECT_EQ(style.sat_axis, 14);
  EXPECT_EQ(changes, 1);
  // The view and the rows now show A2×B2: its row with the result's own numbers.
  EXPECT_EQ(selected_sat_axis(sat, style), 14);
  const WhyRow* row = test::row_named(rows, "axis " + sat_axis_label(14));
  ASSERT_NE(row, nullptr);
  EXPECT_EQ(row->number("gap")->value, sat.axes()[14].gap);
  EXPECT_FALSE(list == before);
  // Nothing else moves it.
  frame("axis");
  EXPECT_EQ(changes, 1);
}

TEST_F(ControlsTest, TheTriangleBoxSliderClickedAtItsEndShowsItsLastAxis) {
  set_pair(Triangle<double>{{-1, -1, 0}, {1, 2, 0}, {-1, 1, 0.5}},
           Aabb<double>{{-1, -1, -1}, {1, 1, 1}});
  ASSERT_EQ(result_.test, PairTest::triangle_aabb);
  frame("axis");
  ASSERT_TRUE(last_is_label);
  const DrawList before = list;
  click(last_max.x - 2, mid_y(), "axis");
  EXPECT_EQ(style.sat_axis, kTriangleBoxAxisCount - 1);
  EXPECT_FALSE(list == before);
}

TEST_F(ControlsTest, TheScrubberSwitchedOnAndATimeTypedDrawsTheSphereAtThatTime) {
  // A sphere falling through a floor plane.
  const MovingSphere<double> m{{{0, 3, 0}, 0.5}, {0, -6, 0}};
  set_pair(m, Plane<double>::from_point_normal({0, 0, 0}, {0, 1, 0}));
  ASSERT_EQ(result_.test, PairTest::moving_sphere_plane);
  frame("scrub t");
  ASSERT_TRUE(last_is_label) << "the scrubber is off: its switch is all there is";
  ASSERT_EQ(test::row_named(rows, "at scrubbed t"), nullptr);
  click((last_min.x + last_max.x) / 2, mid_y(), "t");
  EXPECT_EQ(style.sweep_t, 0.5);  // switched on in the middle
  ASSERT_TRUE(last_is_label) << "switched on, the time slider follows the switch";
  // Ctrl+click turns the slider into a text field; type a time and press Return.
  ImGuiIO& io = ImGui::GetIO();
  io.KeyCtrl = true;
  click((last_min.x + last_max.x) / 2, mid_y(), "t");
  io.KeyCtrl = false;
  EXPECT_EQ(style.sweep_t, 0.5) << "a Ctrl+click only opens the field";
  for (char c : std::string("0.25"))
    io.AddInputCharacter(static_cast<unsigned>(c));
  frame("t");
  io.KeysDown[GLFW_KEY_ENTER] = true;
  frame("t");
  io.KeysDown[GLFW_KEY_ENTER] = false;
  frame("t");
  EXPECT_EQ(style.sweep_t, 0.25);
  EXPECT_FALSE(ImGui::IsAnyItemActive());
  // The row at the scrubbed time: dist(t) = d₀ + t·(n·v) = 3 + 0.25·(−6).
  const WhyRow* row = test::row_named(rows, "at scrubbed t");
  ASSERT_NE(row, nullptr);
  EXPECT_EQ(row->number("t")->value, 0.25);
  EXPECT_DOUBLE_EQ(row->number("dist")->value, 1.5);
  // And the sphere drawn there, labelled with its time.
  bool labelled = false;
  for (const DrawLabel& l : list.layer(Layer::evidence).labels)
    labelled |= l.text.rfind("t 0.25", 0) == 0 && test::near(l.anchor, {0, 1.5, 0}, 1e-9);
  EXPECT_TRUE(labelled);
}

TEST_F(ControlsTest, TheGjkSliderClickedAtItsStartDrawsTheFirstStep) {
  set_pair(Sphere<double>{{0, 0, 0}, 1},
           Ellipsoid<double>::from_rotation({4, 0.5, 0}, {1, 0.6, 0.4},
                                            glm::angleAxis(0.4, glm::dvec3{0, 0, 1})));
  ASSERT_EQ(result_.test, PairTest::convex_convex);
  const auto& e = std::get<ConvexProximity<double>>(result_.evidence);
  ASSERT_GE(e.gjk.steps.size(), 2u);
  frame("GJK step");
  ASSERT_TRUE(last_is_label);
  EXPECT_NE(
      test::row_named(rows, "step " + std::to_string(e.gjk.steps.size()))->formula.find("← drawn"),
      std::string::npos);
  click(last_min.x + 2, mid_y(), "GJK step");
  EXPECT_EQ(style.gjk_iteration, 0);
  EXPECT_NE(test::row_named(rows, "step 1")->formula.find("← drawn"), std::string::npos);
  EXPECT_TRUE(test::has_point_at(list, kClosestColor, glm::dvec3(e.gjk.steps[0].closest)));
}

TEST_F(ControlsTest, ATestWithoutControlsDrawsNone) {
  set_pair(Sphere<double>{{0, 1, 0}, 1}, Plane<double>::from_point_normal({0, 0, 0}, {0, 1, 0}));
  ASSERT_EQ(visualizer<double>(result_.test).controls, nullptr);
  EXPECT_FALSE(frame("axis"));
  EXPECT_FALSE(drew_anything);
}

}  // namespace
}  // namespace collide
