// A pair decided by time of impact over [0, 1] (PairSummary::timed) is shown as such on every
// surface: the Pairs row names the method and its first contact, the Why rows lead with the time
// of impact and never show the still test's evidence of the pose at t = 0 as if it were the
// verdict's, and the view draws no still-test marks for it; the Pairs header says whether the
// verdicts are over the interval or at an instant. GL-free: rows, strings and draw lists.
#include <gtest/gtest.h>

#include <string>

#include "app/session/live_evidence.hpp"
#include "app/session/pair_rows.hpp"
#include "app/view/frame.hpp"
#include "app/visualize/visualizer.hpp"

namespace collide {
namespace {

SceneObject box(std::string id, Vec3<double> center) {
  desc::Box b;
  b.center = center;
  b.half_extents = {0.5, 0.5, 0.5};
  return SceneObject(std::move(id), "", std::nullopt, true, ObjectDesc{b});
}

// A slides +x at 4 per interval towards B. Worked: A's right face −2.5 + 4t meets B's left face
// 0.5 at t = 3/4; at t = 0 they are 3 apart, so the still SAT at t = 0 separates them (axis A0).
Scene sliding_boxes() {
  Scene s;
  s.objects.push_back(box("a", {-3, 0.5, 0}));
  s.objects.back().motion.velocity = Vec3<double>{4, 0, 0};
  s.objects.push_back(box("b", {1, 0.5, 0}));
  return s;
}

// The viewer's way: the scene evaluated (over the interval), then its pair 0–1 focused.
void focus_the_pair(LiveEvidence& ev, const Scene& scene) {
  SceneDelta everything;
  everything.everything = true;
  ev.update(scene, everything);
  ev.focus(scene, 0, 1);
  ev.update(scene, SceneDelta{});
}

bool has_label(const WhyRows& rows, const std::string& label) {
  for (const WhyRow& r : rows)
    if (r.label == label) return true;
  return false;
}

TEST(TimedPairOnScreen, ThePairsRowNamesTheTimeOfImpactMethodAndItsFirstContact) {
  const Scene scene = sliding_boxes();
  SceneEvaluation eval;
  eval.build(scene);
  const auto rows = build_pair_rows(scene, eval, check_scene(scene, eval));
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_TRUE(rows[0].timed);
  EXPECT_EQ(rows[0].verdict, PairVerdict::intersects);
  EXPECT_EQ(test_label(scene, rows[0]), "toi: sat sweep, t = 0.75");

  // A turn sends the pair to conservative advancement; a miss has no first contact.
  Scene turning = scene;
  turning.objects[1].motion.angular_velocity = Vec3<double>{0, 1, 0};
  eval.build(turning);
  const auto turned = build_pair_rows(turning, eval, check_scene(turning, eval));
  ASSERT_EQ(turned.size(), 1u);
  EXPECT_EQ(test_label(turning, turned[0]).rfind("toi: advancement, t = 0.", 0), 0u)
      << test_label(turning, turned[0]);
  Scene missing = scene;
  missing.objects[0].motion.velocity = Vec3<double>{1, 0, 0};  // right face at −1.5 by t = 1
  eval.build(missing);
  for (const PairRow& r : build_pair_rows(missing, eval, check_scene(missing, eval)))
    EXPECT_EQ(test_label(missing, r), "toi: sat sweep");

  // A still pair keeps its test's name.
  Scene still = scene;
  still.objects[0].motion = Motion{};
  still.objects[0].desc = box("a", {0.2, 0.5, 0}).desc;
  eval.build(still);
  const auto still_rows = build_pair_rows(still, eval, check_scene(still, eval));
  ASSERT_EQ(still_rows.size(), 1u);
  EXPECT_FALSE(still_rows[0].timed);
  EXPECT_EQ(test_label(still, still_rows[0]), "obb-obb");
}

TEST(TimedPairOnScreen, ThePairsHeaderSaysIntervalOrInstant) {
  const Scene scene = sliding_boxes();
  SceneEvaluation eval;
  eval.build(scene);
  EXPECT_EQ(evaluation_time_text(eval, true), "over t ∈ [0, 1]");
  eval.set_time(scene, 0.42);
  EXPECT_EQ(evaluation_time_text(eval, true), "at t = 0.42");
  eval.set_time(scene, 0);  // the instant 0 is not the interval: nothing is timed there
  EXPECT_FALSE(eval.timed(0, 1));
  EXPECT_EQ(evaluation_time_text(eval, true), "at t = 0");
  eval.set_interval(scene);
  EXPECT_EQ(evaluation_time_text(eval, true), "over t ∈ [0, 1]");
  EXPECT_EQ(evaluation_time_text(eval, false), "");  // nothing moves: time says nothing
}

TEST(TimedPairOnScreen, TheWhyRowsLeadWithTimeOfImpactAndHideTheStillSat) {
  const Scene scene = sliding_boxes();
  LiveEvidence ev;
  focus_the_pair(ev, scene);
  ASSERT_TRUE(ev.focused());
  EXPECT_TRUE(ev.focused()->timed);
  const WhyRows& rows = ev.rows();
  ASSERT_FALSE(rows.empty());
  EXPECT_EQ(rows[0].kind, WhyRowKind::verdict);
  EXPECT_EQ(
      rows[0].formula.rfind("toi: sat sweep → intersects over [0, 1]: first contact at t = ", 0),
      0u)
      << rows[0].formula;
  ASSERT_TRUE(rows[0].number("t"));
  EXPECT_NEAR(rows[0].number("t")->value, 0.75, 1e-6);
  EXPECT_TRUE(has_label(rows, "time of impact"));
  EXPECT_TRUE(has_label(rows, "toi contact"));
  EXPECT_TRUE(has_label(rows, "sweep A0"));
  // None of the still SAT's rows (its axes, its rule, its decision at t = 0) ...
  for (const WhyRow& r : rows) {
    EXPECT_NE(r.kind, WhyRowKind::axis) << r.label;
    EXPECT_NE(r.label, "rule");
    EXPECT_NE(r.label, "decision");
    EXPECT_EQ(r.formula.find("separated"), std::string::npos) << r.label << ": " << r.formula;
  }
  // ... but one muted row saying which instant it would be of.
  const WhyRow* still = nullptr;
  for (const WhyRow& r : rows)
    if (r.label == "still test") still = &r;
  ASSERT_NE(still, nullptr);
  EXPECT_TRUE(still->muted);
  EXPECT_NE(still->formula.find("obb-obb at t = 0.000"), std::string::npos) << still->formula;
  // The other precision's verdict row is its time of impact's too.
  EXPECT_TRUE(has_label(rows, "float verdict"));
  for (const WhyRow& r : rows)
    if (r.label == "float verdict") {
      EXPECT_EQ(r.formula.rfind("toi: sat sweep → intersects over [0, 1]", 0), 0u) << r.formula;
    }
  EXPECT_EQ(ev.shown_sat_axis(), -1);  // the arrow keys step no hidden axis
}

TEST(TimedPairOnScreen, AtAnInstantTheStillVerdictSaysWhichInstant) {
  const Scene scene = sliding_boxes();
  LiveEvidence ev;
  focus_the_pair(ev, scene);
  ev.set_time(scene, 0.5);  // A's right face at −0.5: apart
  ASSERT_TRUE(ev.focused());
  EXPECT_FALSE(ev.focused()->timed);
  ASSERT_FALSE(ev.rows().empty());
  EXPECT_EQ(ev.rows()[0].formula.rfind("at t = 0.5: obb-obb → disjoint", 0), 0u)
      << ev.rows()[0].formula;
}

TEST(TimedPairOnScreen, TheViewDrawsNoStillTestMarksForATimedPair) {
  const Scene scene = sliding_boxes();
  LiveEvidence ev;
  focus_the_pair(ev, scene);
  ASSERT_TRUE(ev.focused() && ev.focused()->motion);
  // What the view's evidence layer holds is the motion's evidence alone.
  DrawList drawn, motion_only;
  draw_evidence(*ev.focused(), ev.style(), drawn);
  draw_motion(*ev.focused()->motion, ev.style(), motion_only);
  EXPECT_EQ(drawn.layer(Layer::evidence), motion_only.layer(Layer::evidence));
  // `render --pair`'s path (evaluate_pair) decides and draws the same way.
  const FocusedPair rendered = evaluate_pair(scene, 0, 1);
  EXPECT_TRUE(rendered.timed);
  EXPECT_TRUE(std::visit([](const auto& p) { return p.result.intersects(); }, rendered.pair));
  DrawList via_render;
  draw_evidence(rendered, ev.style(), via_render);
  EXPECT_EQ(via_render.layer(Layer::evidence), motion_only.layer(Layer::evidence));
}

}  // namespace
}  // namespace collide
