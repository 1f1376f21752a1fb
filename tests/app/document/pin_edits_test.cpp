// Pinning from the screen without a window: the edit writes the pair's answer as an expectation
// that `check` (run afresh on the scene) holds, re-pinning replaces it, numbers add the axis and
// the time of impact, a change that breaks the pin shows as FAILED, undo takes the pin back, and
// a pair with no verdict is refused. Also: a save keeps the focused pair and its SAT axis.
#include "app/document/pin_edits.hpp"

#include <gtest/gtest.h>

#include "app/document/edit_builders.hpp"
#include "app/session/app_session.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/support/scratch_dir.hpp"

namespace collide {
namespace {

desc::Box box_at(double x) {
  desc::Box b;
  b.center = {x, 0, 0};
  return b;
}

// Unit boxes "a" at 0 and "b" at 3 (a gap of 2 along x), a floor plane, a sphere falling onto it
// during the frame, and a sphere with a negative radius (invalid).
Scene pin_scene(bool with_invalid = true) {
  Scene s;
  s.objects.push_back({"a", "", std::nullopt, true, box_at(0)});
  s.objects.push_back({"b", "", std::nullopt, true, box_at(3)});
  s.objects.push_back({"floor", "", std::nullopt, true, desc::Plane{{0, 1, 0}, {0, -5, 0}}});
  s.objects.push_back({"ball", "", std::nullopt, true,
                       ObjectPose{desc::Sphere{{10, -3, 0}, 0.5}, {Vec3<double>{0, -4, 0}, {}}}});
  if (with_invalid)  // a scene that cannot be saved
    s.objects.push_back({"bad", "", std::nullopt, true, desc::Sphere{{20, 0, 0}, -1}});
  return s;
}

class PinEditsTest : public ::testing::Test {
 protected:
  PinEditsTest() { session_.update(); }
  Document& doc() { return session_.document(); }
  const Scene& scene() { return session_.scene(); }
  std::optional<std::string> pin(std::size_t a, std::size_t b, bool numbers) {
    auto why = doc().apply(pin_pair(scene(), session_.evaluation(), a, b, {.numbers = numbers}));
    session_.update();
    return why;
  }
  // `check` of the scene as saved, run from scratch.
  CheckReport checked() { return check_scene(scene()); }

  AppSession session_{pin_scene(), false};
};

TEST_F(PinEditsTest, PinVerdictWritesAnExpectationCheckHolds) {
  ASSERT_FALSE(pin(0, 1, false));
  ASSERT_EQ(scene().expect.size(), 1u);
  const Expectation& e = scene().expect[0];
  EXPECT_EQ(e.a, "a");
  EXPECT_EQ(e.b, "b");
  EXPECT_FALSE(e.intersects);      // 2 apart
  EXPECT_TRUE(e.verdict_spelled);  // written "verdict": "disjoint"
  EXPECT_FALSE(e.separating_axis);
  EXPECT_EQ(doc().history().undo_label(), "Pin a – b");
  const CheckReport r = checked();
  EXPECT_EQ(r.expectations_passed, 1u);
  EXPECT_TRUE(r.all_held());
  const PinStatus st = pin_status(scene(), session_.evidence().live().report(), 0, 1);
  EXPECT_TRUE(st.pinned);
  EXPECT_TRUE(st.held);
  // Undo takes it back exactly; redo puts it again.
  ASSERT_TRUE(doc().undo());
  session_.update();
  EXPECT_TRUE(scene().expect.empty());
  EXPECT_FALSE(pin_status(scene(), session_.evidence().live().report(), 0, 1).pinned);
  ASSERT_TRUE(doc().redo());
  EXPECT_EQ(scene().expect.size(), 1u);
}

TEST_F(PinEditsTest, PinNumbersAddsTheGapAndTheFirstSeparatingAxis) {
  ASSERT_FALSE(doc().apply(pin_pair(scene(), session_.evaluation(), 1, 0,
                                    {.numbers = true, .tolerance = 1e-6})));  // b, then a
  session_.update();
  ASSERT_EQ(scene().expect.size(), 1u);
  const Expectation& e = scene().expect[0];
  EXPECT_EQ(e.a, "b");
  EXPECT_EQ(e.b, "a");
  // Unit boxes 3 apart along x: the faces are 2 apart, and the first face axis of the SAT's
  // order separates them.
  ASSERT_TRUE(e.gap);
  EXPECT_DOUBLE_EQ(e.gap->value, 2.0);
  EXPECT_EQ(e.gap->tolerance, 1e-6);
  EXPECT_FALSE(e.depth);
  ASSERT_TRUE(e.axis);
  EXPECT_EQ(*e.axis, "A0");
  EXPECT_TRUE(checked().all_held());
  EXPECT_EQ(doc().history().undo_label(), "Pin numbers of b – a");
  const PinStatus st = pin_status(scene(), session_.evidence().live().report(), 1, 0);
  EXPECT_TRUE(st.numbers);
  EXPECT_EQ(st.tolerance, 1e-6);
  // The tolerance is edited as an edit of its own; a pair pinning no number refuses it.
  ASSERT_FALSE(doc().apply(set_pin_tolerance(scene(), 0, 1, 0.25)));
  EXPECT_EQ(scene().expect[0].gap->tolerance, 0.25);
  EXPECT_EQ(doc().history().undo_label(), "Set tolerance of a – b");
  EXPECT_TRUE(doc().apply(set_pin_tolerance(scene(), 0, 1, -1)));
  EXPECT_TRUE(doc().apply(set_pin_tolerance(scene(), 2, 3, 1)));
  // Within 0.25: b 0.2 further away still holds; 0.3 further fails, with both numbers.
  ASSERT_FALSE(doc().apply(move_object(scene(), "b", box_at(3.2))));
  EXPECT_TRUE(checked().all_held());
  ASSERT_FALSE(doc().apply(move_object(scene(), "b", box_at(3.3))));
  const CheckReport r = checked();
  ASSERT_EQ(r.expectations_failed, 1u);
  EXPECT_NE(r.expectations[0].failure.find("2.3"), std::string::npos) << r.expectations[0].failure;
  EXPECT_NE(r.expectations[0].failure.find("2"), std::string::npos);
}

// A mesh's test names the triangles that met and gives no number; pinning numbers measures the
// gap from the shapes: a sphere of radius 1/4 whose centre is 3/4 above a square of two triangles
// is 1/2 away.
TEST(PinMeshEditsTest, PinNumbersOfAMeshPairPinsItsGap) {
  Scene s;
  const std::vector<Vec3<double>> v = {{-1, 0, -1}, {1, 0, -1}, {1, 0, 1}, {-1, 0, 1}};
  const std::vector<std::array<std::uint32_t, 3>> t = {{0, 1, 2}, {0, 2, 3}};
  s.objects.push_back({"floor", "", std::nullopt, true, desc::Mesh{mesh_of_triangles(v, t)}});
  s.objects.push_back({"ball", "", std::nullopt, true, desc::Sphere{{0.25, 0.75, 0.125}, 0.25}});
  AppSession session{std::move(s), false};
  session.update();
  ASSERT_FALSE(session.document().apply(
      pin_pair(session.scene(), session.evaluation(), 0, 1, {.numbers = true, .tolerance = 1e-9})));
  session.update();
  ASSERT_EQ(session.scene().expect.size(), 1u);
  const Expectation& e = session.scene().expect[0];
  EXPECT_FALSE(e.intersects);
  ASSERT_TRUE(e.gap);
  EXPECT_DOUBLE_EQ(e.gap->value, 0.5);
  EXPECT_TRUE(check_scene(session.scene()).all_held());
}

TEST_F(PinEditsTest, RepinReplacesThePairsExpectationKeepingItsDescription) {
  std::vector<Expectation> expect = {Expectation("b", "a", true, {}, {}, {}, "why it matters")};
  ASSERT_FALSE(doc().apply(set_expectations(scene(), expect)));
  session_.update();
  EXPECT_FALSE(pin_status(scene(), session_.evidence().live().report(), 0, 1).held);
  ASSERT_FALSE(pin(0, 1, false));
  ASSERT_EQ(scene().expect.size(), 1u);
  EXPECT_EQ(scene().expect[0].a, "a");
  EXPECT_FALSE(scene().expect[0].intersects);
  EXPECT_EQ(scene().expect[0].description, "why it matters");
  EXPECT_FALSE(scene().expect[0].verdict_spelled);  // the replaced one said "intersects": true
  EXPECT_TRUE(pin_status(scene(), session_.evidence().live().report(), 0, 1).held);
}

TEST_F(PinEditsTest, BreakingAPinShowsFailedLive) {
  ASSERT_FALSE(pin(0, 1, true));
  // b moves onto a: the pinned "disjoint, 2 apart, separated on A0" no longer holds.
  ASSERT_FALSE(doc().apply(move_object(scene(), "b", box_at(0.5))));
  session_.update();
  const PinStatus st = pin_status(scene(), session_.evidence().live().report(), 0, 1);
  EXPECT_TRUE(st.pinned);
  EXPECT_FALSE(st.held);
  EXPECT_NE(st.failure.find("intersect"), std::string::npos) << st.failure;
  EXPECT_FALSE(checked().all_held());
}

TEST_F(PinEditsTest, PairWithoutAVerdictIsRefused) {
  const auto why = pin(0, 4, false);
  ASSERT_TRUE(why);
  EXPECT_NE(why->find("invalid"), std::string::npos) << *why;
  EXPECT_TRUE(scene().expect.empty());
  EXPECT_FALSE(doc().history().can_undo());
}

TEST_F(PinEditsTest, UnpinRemovesTheExpectation) {
  ASSERT_FALSE(pin(0, 1, false));
  ASSERT_FALSE(pin(2, 3, false));
  ASSERT_FALSE(doc().apply(unpin_pair(scene(), 1, 0)));
  ASSERT_EQ(scene().expect.size(), 1u);
  EXPECT_EQ(scene().expect[0].a, "floor");
  EXPECT_TRUE(doc().apply(unpin_pair(scene(), 0, 1)));  // nothing left to unpin: refused
}

TEST(FocusSaveTest, SaveKeepsTheFocusedPairAndItsAxisAndOpenRestoresThem) {
  const test::ScratchDir dir;
  const auto file = dir / "focus.json";
  AppSession session(pin_scene(false), false);
  session.update();
  session.focus_pair(1, 0);                 // b, a
  session.evidence().style().sat_axis = 4;  // the test's B1: our a's face 1, as b comes first
  session.evidence().style_changed();
  session.update();
  if (auto e = session.document().save_as(file)) FAIL() << *e;
  SceneLoad load = load_scene(file);
  ASSERT_TRUE(load.ok()) << load.error->to_string();
  ASSERT_TRUE(load.scene->focus);
  EXPECT_EQ(load.scene->focus->a, "b");
  EXPECT_EQ(load.scene->focus->b, "a");
  ASSERT_TRUE(load.scene->focus->axis);
  // Two boxes of one kind: the test takes them as given, so its B1 is our second object's face 1.
  EXPECT_EQ(*load.scene->focus->axis, "B1");
  // Whether the dispatch swapped the pair or not, the name read back shows the same axis.
  AppSession reopened({}, false);
  ASSERT_FALSE(reopened.document().open(file));
  reopened.update();
  ASSERT_TRUE(reopened.evidence().focus_ids());
  EXPECT_EQ(*reopened.evidence().focus_ids(), (SceneFocus{"b", "a", std::nullopt}));
  EXPECT_EQ(reopened.evidence().style().sat_axis, 4);
  EXPECT_FALSE(session.document().modified());  // focusing is not an edit
}

TEST(FocusSaveTest, NoFocusKeepsTheFilesFocus) {
  const test::ScratchDir dir;
  Scene s = pin_scene(false);
  s.focus = SceneFocus{"floor", "ball", std::nullopt};
  AppSession session(s, false);
  session.evidence().clear_focus();
  if (auto e = session.document().save_as(dir / "f.json")) FAIL() << *e;
  SceneLoad load = load_scene(dir / "f.json");
  ASSERT_TRUE(load.ok());
  EXPECT_EQ(load.scene->focus, s.focus);
}

}  // namespace
}  // namespace collide
