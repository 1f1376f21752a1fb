// A moving pair's evidence (issue 37, item 3): what is drawn into the evidence layer — each
// object at t = 0 and t = 1, both at the first contact where pose_at puts them at the time of
// impact, the contact point and normal — and the Why rows: one per axis of a linear sweep with
// the times it separates, one per step of conservative advancement, each against the core's own
// evidence and, for two boxes meeting head on, against the times worked out by hand.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "app/session/live_evidence.hpp"
#include "app/visualize/motion_evidence.hpp"
#include "app/visualize/visualizer.hpp"
#include "core/scene/pose.hpp"
#include "tests/app/visualize/visualize_test_support.hpp"

namespace collide {
namespace {

using test::lines_of;
using test::row_named;
using test::why;

SceneObject box(std::string id, Vec3<double> c, Vec3<double> half, Motion m = {},
                Quat<double> q = {1, 0, 0, 0}) {
  return SceneObject(std::move(id), "", std::nullopt, true, ObjectDesc{desc::Box{c, half, q}}, "",
                     m);
}

// A (half size 0.5 at the origin) moves by (4, 0, 0) towards B (half size 0.5 at x = 3), which
// stands still: A's face x = 0.5 + 4t meets B's face x = 2.5 at t = 1/2, A's centre then at
// (2, 0, 0).
std::pair<SceneObject, SceneObject> head_on() {
  return {box("a", {0, 0, 0}, {0.5, 0.5, 0.5}, Motion{Vec3<double>(4, 0, 0), std::nullopt}),
          box("b", {3, 0, 0}, {0.5, 0.5, 0.5})};
}

// A bar 4 long spinning half a turn about z through a box above its middle that it meets
// neither at t = 0 (along x) nor at t = 1 (along x again).
std::pair<SceneObject, SceneObject> spinning_bar() {
  return {box("bar", {0, 0, 0}, {2, 0.1, 0.1},
              Motion{std::nullopt, Vec3<double>(0, 0, 3.141592653589793)}),
          box("block", {0, 1.5, 0}, {0.3, 0.3, 0.3})};
}

std::vector<glm::dvec3> corners_of(const ObjectDesc& d) {
  const desc::Box& b = std::get<desc::Box>(d);
  const Obb<double> o = Obb<double>::from_rotation(b.center, b.half_extents, b.rotation);
  std::vector<glm::dvec3> out;
  for (int i = 0; i < 8; ++i) {
    glm::dvec3 p = o.center;
    for (int k = 0; k < 3; ++k)
      p += ((i >> k) & 1 ? 1.0 : -1.0) * o.half_extents[k] * o.axes[k];
    out.push_back(p);
  }
  return out;
}

// Whether every corner is an end of some line of colour c (alpha aside).
bool box_drawn(const DrawList& out, const Color& c, const std::vector<glm::dvec3>& corners,
               double tol = 1e-9) {
  const std::vector<DrawLine> lines = lines_of(out, c);
  for (const glm::dvec3& p : corners) {
    bool found = false;
    for (const DrawLine& l : lines)
      found = found || test::near(l.a, p, tol) || test::near(l.b, p, tol);
    if (!found) return false;
  }
  return true;
}

const TimeOfImpact<double>& toi_of(const MovingPair& m) {
  return std::get<TimeOfImpact<double>>(m.toi);
}

TEST(MotionEvidence, AStillPairHasNone) {
  const SceneObject a = box("a", {0, 0, 0}, {0.5, 0.5, 0.5}), b = box("b", {3, 0, 0}, {1, 1, 1});
  EXPECT_FALSE(moving_pair(a, b, SceneSettings{}));
}

TEST(MotionEvidence, HeadOnBoxesAreDrawnAtTimeZeroAtFirstContactAndAtTimeOne) {
  const auto [a, b] = head_on();
  const auto m = moving_pair(a, b, SceneSettings{});
  ASSERT_TRUE(m);
  const TimeOfImpact<double>& r = toi_of(*m);
  ASSERT_EQ(r.verdict, ToiVerdict::hits);
  EXPECT_EQ(r.method, ToiMethod::obb_sat_sweep);
  EXPECT_NEAR(r.t, 0.5, 1e-6);  // by hand (above)
  DrawList out;
  draw_motion(*m, EvidenceStyle{}, out);
  EXPECT_TRUE(test::only_evidence(out));
  // At first contact both are drawn in red where pose_at puts them at r.t: A about (2, 0, 0).
  EXPECT_TRUE(box_drawn(out, kContactColor, corners_of(pose_at(a.desc, a.motion, r.t))));
  EXPECT_TRUE(box_drawn(out, kContactColor, corners_of(b.desc)));
  EXPECT_TRUE(
      box_drawn(out, kContactColor, corners_of(box("x", {2, 0, 0}, {0.5, 0.5, 0.5}).desc), 1e-5));
  // A's ghosts at t = 0 and at t = 1 (centre (4, 0, 0)) in its colour; B stands still: none.
  EXPECT_TRUE(box_drawn(out, kOperandAColor, corners_of(a.desc)));
  EXPECT_TRUE(
      box_drawn(out, kOperandAColor, corners_of(box("x", {4, 0, 0}, {0.5, 0.5, 0.5}).desc)));
  EXPECT_TRUE(lines_of(out, kOperandBColor).empty());
  // The contact point on the faces' meeting plane x = 2.5, and the normal from A to B: +x.
  EXPECT_TRUE(test::has_point_at(out, kContactColor, {r.point.x, r.point.y, r.point.z}));
  EXPECT_NEAR(r.point.x, 2.5, 1e-6);
  EXPECT_NEAR(r.normal.x, 1, 1e-9);
}

TEST(MotionEvidence, TheSatSweepHasARowPerAxisWithTheTimesItSeparates) {
  const auto [a, b] = head_on();
  const auto m = moving_pair(a, b, SceneSettings{});
  ASSERT_TRUE(m);
  const TimeOfImpact<double>& r = toi_of(*m);
  WhyRows rows;
  explain_motion(*m, EvidenceStyle{}, rows);
  EXPECT_NEAR(why(rows, "time of impact", "t"), 0.5, 1e-6);
  EXPECT_EQ(why(rows, "time of impact", "touches"), 1.0);
  EXPECT_NEAR(why(rows, "toi contact", "x"), 2.5, 1e-6);
  ASSERT_EQ(r.axes.size(), 15u);
  for (int k = 0; k < 15; ++k) {
    const WhyRow* row = nullptr;  // the k-th sweep row
    int seen = -1;
    for (const WhyRow& w : rows)
      if (w.label.rfind("sweep ", 0) == 0 && ++seen == k) row = &w;
    ASSERT_NE(row, nullptr) << k;
    const ToiAxis<double>& x = r.axes[std::size_t(k)];
    if (x.degenerate) {
      EXPECT_TRUE(row->muted);
      continue;
    }
    EXPECT_EQ(row->number("enter")->value, x.enter) << row->label;
    EXPECT_EQ(row->number("exit")->value, x.exit) << row->label;
    EXPECT_EQ(row->number("separating")->value, double(x.separating_count)) << row->label;
  }
  // By hand: along A0 = x, A is [−0.5, 0.5] and B is [2.5, 3.5] − 4t: they overlap for t in
  // [1/2, 1], so x separates in [0, 1/2): the latest entry, the first contact.
  const WhyRow* x_row = row_named(rows, "sweep A0");
  ASSERT_NE(x_row, nullptr);
  EXPECT_NEAR(x_row->number("enter")->value, 0.5, 1e-6);
  EXPECT_NEAR(x_row->number("exit")->value, 1.0, 1e-6);
  EXPECT_NEAR(x_row->number("sep0_from")->value, 0, 0);
  EXPECT_NEAR(x_row->number("sep0_to")->value, 0.5, 1e-6);
  EXPECT_NE(x_row->formula.find("first contact"), std::string::npos);
  EXPECT_NE(row_named(rows, "sweep A2×B2"), nullptr);  // named as the still SAT's rows are
  // Along y nothing moves and they overlap: never separates.
  const WhyRow* y_row = row_named(rows, "sweep A1");
  ASSERT_NE(y_row, nullptr);
  EXPECT_EQ(y_row->number("separating")->value, 0);
  EXPECT_NE(y_row->formula.find("separates in never"), std::string::npos);
  EXPECT_EQ(row_named(rows, "advance 1"), nullptr);  // no advancement for a linear sweep
}

TEST(MotionEvidence, ConservativeAdvancementHasItsStepsAndTheChosenStepIsDrawn) {
  const auto [a, b] = spinning_bar();
  const auto m = moving_pair(a, b, SceneSettings{});
  ASSERT_TRUE(m);
  const TimeOfImpact<double>& r = toi_of(*m);
  ASSERT_EQ(r.method, ToiMethod::conservative_advancement);
  ASSERT_EQ(r.verdict, ToiVerdict::hits);  // tunnelling found: apart at t = 0 and t = 1
  ASSERT_GE(r.steps.size(), 2u);
  EvidenceStyle style;
  style.toi_step = 0;
  WhyRows rows;
  explain_motion(*m, style, rows);
  for (std::size_t k = 0; k < r.steps.size(); ++k) {
    const std::string label = "advance " + std::to_string(k + 1);
    EXPECT_EQ(why(rows, label, "t"), r.steps[k].t);
    EXPECT_EQ(why(rows, label, "distance"), r.steps[k].distance);
    EXPECT_EQ(why(rows, label, "bound"), r.steps[k].bound);
    EXPECT_EQ(why(rows, label, "advance"), r.steps[k].advance);
    EXPECT_EQ(row_named(rows, label)->formula.find("← drawn") != std::string::npos, k == 0);
  }
  EXPECT_EQ(row_named(rows, "advance " + std::to_string(r.steps.size() + 1)), nullptr);
  EXPECT_EQ(row_named(rows, "sweep A0"), nullptr);

  // The turning bar at its first contact is drawn where pose_at turns it to; at the chosen
  // step (t = 0 for the first), in the measuring colour.
  DrawList out;
  draw_motion(*m, style, out);
  EXPECT_TRUE(box_drawn(out, kContactColor, corners_of(pose_at(a.desc, a.motion, r.t))));
  EXPECT_TRUE(box_drawn(out, kMeasureColor, corners_of(pose_at(a.desc, a.motion, r.steps[0].t))));
  EXPECT_TRUE(box_drawn(out, kOperandAColor, corners_of(pose_at(a.desc, a.motion, 1))));
  EXPECT_EQ(selected_toi_step(*m, style), 0);
  EXPECT_EQ(selected_toi_step(*m, EvidenceStyle{}), int(r.steps.size()) - 1);
}

// The focused pair of the viewer carries the motion evidence, computed from the objects at
// t = 0 whatever time the scene is evaluated at: at t = 0.8 the first contact is still 1/2.
TEST(MotionEvidence, TheViewersFocusedPairHasItAtAnyTime) {
  const auto [a, b] = head_on();
  Scene scene;
  scene.objects = {a, b};
  LiveEvidence ev(false);
  ev.update(scene, SceneDelta{});
  ev.focus(scene, 0, 1);
  ev.update(scene, SceneDelta{});
  ev.set_time(scene, 0.8);
  ASSERT_TRUE(ev.focused() && ev.focused()->motion);
  EXPECT_NEAR(toi_of(*ev.focused()->motion).t, 0.5, 1e-6);
  EXPECT_NEAR(why(ev.rows(), "time of impact", "t"), 0.5, 1e-6);
  DrawList out;
  draw_evidence(*ev.focused(), ev.style(), out);
  EXPECT_TRUE(
      box_drawn(out, kContactColor, corners_of(box("x", {2, 0, 0}, {0.5, 0.5, 0.5}).desc), 1e-5));
}

}  // namespace
}  // namespace collide
