// The viewer's live evaluation and focused pair, driven as the viewer drives them: edits applied
// to a Document, then one update per frame from its delta.
#include <gtest/gtest.h>

#include <filesystem>
#include <variant>

#include "app/document/document.hpp"
#include "app/document/edit_builders.hpp"
#include "app/session/live_evaluation.hpp"
#include "app/session/live_evidence.hpp"
#include "app/session/pair_rows.hpp"
#include "app/view/frame.hpp"
#include "app/visualize/evidence_style.hpp"
#include "core/scene/scene_io.hpp"
#include "render/camera.hpp"
#include "tests/app/visualize/visualize_test_support.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

SceneObject box_at(std::string id, double y) {
  desc::Aabb b;
  b.min = {0, y - 0.5, 0};
  b.max = {1, y + 0.5, 1};
  return SceneObject(std::move(id), "", std::nullopt, true, ObjectDesc{b});
}

Scene plane_and_box(double y) {
  Scene s;
  desc::Plane p;
  p.normal = {0, 1, 0};
  p.point = {0, 0, 0};
  s.objects.push_back(SceneObject("floor", "Floor", std::nullopt, true, ObjectDesc{p}));
  s.objects.push_back(box_at("box", y));
  desc::Sphere far;
  far.center = {50, 50, 50};
  s.objects.push_back(SceneObject("far", "", std::nullopt, true, ObjectDesc{far}));
  return s;
}

template <class T>
const PairResult<T>& result_of(const FocusedPair& f) {
  return std::get<EvaluatedPair<T>>(f.pair).result;
}

TEST(LiveEvaluation, AnEmptyDeltaChangesNothingAndEditsAreSeen) {
  Document doc(plane_and_box(3));
  LiveEvaluation live(false);
  EXPECT_TRUE(live.update(doc));  // the first frame builds
  const std::size_t g = live.generation();
  EXPECT_FALSE(live.update(doc));  // nothing edited: nothing done
  EXPECT_EQ(live.generation(), g);
  EXPECT_EQ(live.evaluation().counts().intersecting, 0u);

  doc.apply(move_object(doc.scene(), "box", box_at("box", 0.2).desc));
  EXPECT_TRUE(live.update(doc));
  EXPECT_EQ(live.evaluation().counts().intersecting, 1u);
  // Whatever the path, the answer is a build from scratch's.
  SceneEvaluation fresh;
  fresh.build(doc.scene());
  EXPECT_EQ(live.evaluation().counts(), fresh.counts());
}

TEST(LiveEvaluation, TheFocusedPairIsTheEvaluationsResultInTheCallersOrder) {
  Document doc(plane_and_box(0.2));
  LiveEvaluation live;
  live.update(doc);
  for (auto [a, b] : {std::pair<std::size_t, std::size_t>{0, 1}, {1, 0}}) {
    const auto f = live.focused(doc.scene(), a, b);
    ASSERT_TRUE(f);
    EXPECT_EQ(f->a, a);
    EXPECT_EQ(f->b, b);
    const FocusedPair independent = evaluate_pair(doc.scene(), a, b);
    const auto& r = result_of<double>(*f);
    const auto& q = result_of<double>(independent);
    EXPECT_EQ(r.verdict, q.verdict);
    EXPECT_EQ(r.swapped, q.swapped);
    const auto& s = std::get<PlaneBoxSides<double>>(r.evidence);
    const auto& t = std::get<PlaneBoxSides<double>>(q.evidence);
    EXPECT_EQ(s.n_distance, t.n_distance);
    EXPECT_EQ(s.p_distance, t.p_distance);
    // Both precisions: the other is float, computed from the same scene.
    const auto o = live.focused_other(doc.scene(), a, b);
    ASSERT_TRUE(o);
    EXPECT_EQ(result_of<float>(*o).verdict, r.verdict);
  }
  EXPECT_FALSE(live.focused(doc.scene(), 1, 1));
  EXPECT_FALSE(live.focused(doc.scene(), 0, 7));
}

TEST(LiveEvidence, FocusFollowsIdsAcrossDeletionsAndRowsAreTheResults) {
  Document doc(plane_and_box(0.2));
  LiveEvidence ev;
  ev.update(doc);
  EXPECT_FALSE(ev.focused());
  ev.focus(doc.scene(), 0, 1);
  EXPECT_TRUE(ev.update(doc));  // the focus changed: rows rebuilt
  ASSERT_TRUE(ev.focused());
  WhyRows expected;
  explain_evidence(evaluate_pair(doc.scene(), 0, 1), ev.style(), expected);
  ASSERT_GE(ev.rows().size(), expected.size() + 1);
  for (std::size_t i = 0; i < expected.size(); ++i)
    EXPECT_EQ(ev.rows()[i], expected[i]);
  EXPECT_EQ(ev.rows()[expected.size()].label, "float verdict");
  EXPECT_FALSE(ev.precisions_disagree());

  // Deleting an object before them shifts indices; the focus stays on the same objects.
  Scene s = doc.scene();
  s.objects.insert(s.objects.begin(), box_at("first", 40));
  doc.reset(s);
  ev.update(doc);
  ASSERT_TRUE(ev.focus_indices());
  EXPECT_EQ(*ev.focus_indices(), (std::pair<std::size_t, std::size_t>{1, 2}));
  doc.apply(delete_objects(doc.scene(), {"box"}));
  ev.update(doc);
  EXPECT_FALSE(ev.focus_indices());
  EXPECT_FALSE(ev.focused());
  EXPECT_TRUE(ev.rows().empty());
}

// A lesson opens on its "focus": the pair, and for SAT the axis it names (which the test itself
// finds first: the lesson's expectation says A2xB0 separates).
TEST(LiveEvidence, ALessonOpensOnItsFocusAndAxis) {
  SceneLoad l = load_scene(test::source_dir() + "/assets/scenes/lesson_obb_sat.json");
  ASSERT_TRUE(l.ok());
  Document doc(*l.scene);
  LiveEvidence ev;
  ev.update(doc);
  ASSERT_TRUE(ev.focus_ids());
  EXPECT_EQ(*ev.focus_ids(), (SceneFocus{"a", "edge_b", std::nullopt}));
  ASSERT_TRUE(ev.focused());
  const auto& r = result_of<double>(*ev.focused());
  const auto& sat = std::get<SatResult<double>>(r.evidence);
  EXPECT_EQ(ev.style().sat_axis, sat_axis_from_name("A2xB0", r.swapped));
  EXPECT_EQ(ev.style().sat_axis, sat.separating_axis);
  // Focusing another pair by hand survives edits that are not a new scene.
  ev.focus(SceneFocus{"a", "hit", std::nullopt});
  doc.apply(set_visible(doc.scene(), "a", false));
  ev.update(doc);
  EXPECT_EQ(*ev.focus_ids(), (SceneFocus{"a", "hit", std::nullopt}));
}

// Float against double: in the library's edge cases some pair gets different verdicts in the two
// precisions; the Pairs panel's rows flag it and the why panel's rows carry both answers.
TEST(LiveEvidence, APrecisionDisagreementShowsBothAnswers) {
  std::size_t disagreements = 0;
  for (const auto& entry :
       std::filesystem::directory_iterator(test::source_dir() + "/assets/scenes")) {
    SceneLoad l = load_scene(entry.path());
    ASSERT_TRUE(l.ok()) << entry.path();
    Document doc(*l.scene);
    LiveEvidence ev;
    ev.update(doc);
    const auto rows = build_pair_rows(doc.scene(), ev.live().evaluation(), ev.live().report());
    for (const PairRow& r : rows) {
      if (!r.candidate) continue;
      const auto f = to_shape<float>(doc.scene().objects[r.a].desc);
      const auto g = to_shape<float>(doc.scene().objects[r.b].desc);
      const auto d = pair_test(to_shape<double>(doc.scene().objects[r.a].desc),
                               to_shape<double>(doc.scene().objects[r.b].desc),
                               scene_tolerances<double>(doc.scene().settings));
      const auto q = pair_test(f, g, scene_tolerances<float>(doc.scene().settings));
      ASSERT_EQ(r.disagreement, q.verdict != d.verdict) << entry.path() << " " << r.a << "," << r.b;
      if (!r.disagreement) continue;
      ++disagreements;
      ev.focus(doc.scene(), r.a, r.b);
      ev.update(doc);
      EXPECT_TRUE(ev.precisions_disagree());
      const bool is_float = doc.scene().settings.precision == Precision::float32;
      const WhyRow* other =
          test::row_named(ev.rows(), is_float ? "double verdict" : "float verdict");
      ASSERT_NE(other, nullptr);
      EXPECT_EQ(other->formula.rfind("DIFFERS: ", 0), 0u);
      EXPECT_NE(other->formula.find(std::string(name_of(is_float ? d.verdict : q.verdict))),
                std::string::npos);
    }
  }
  EXPECT_GT(disagreements, 0u);
}

// The scripted drag of issue #12: a box dragged down through a plane as one gesture, one update
// per frame; the focused pair's side goes front → straddling → back, and the n and p markers of
// the drawn frame sit at the box's bottom and top faces at every step.
TEST(LiveEvidence, DraggingABoxThroughAPlaneMovesTheSideAndTheMarkers) {
  Document doc(plane_and_box(3));
  LiveEvidence ev;
  ev.focus(SceneFocus{"floor", "box", std::nullopt});
  Camera camera;
  Viewport viewport{800, 600};
  std::vector<PlaneSide> sides;
  doc.begin_gesture("Move Box");
  for (int step = 0; step <= 12; ++step) {
    const double y = 3.0 - 0.5 * step;  // 3 → -3
    if (step > 0) doc.apply(move_object(doc.scene(), "box", box_at("box", y).desc));
    ev.update(doc);
    ASSERT_TRUE(ev.focused());
    const auto& r = result_of<double>(*ev.focused());
    const auto& sides_of = std::get<PlaneBoxSides<double>>(r.evidence);
    if (sides.empty() || sides.back() != sides_of.side) sides.push_back(sides_of.side);
    // Independent answer: the box [y − 0.5, y + 0.5] against y = 0.
    const PlaneSide expected = y - 0.5 > 0   ? PlaneSide::front
                               : y + 0.5 < 0 ? PlaneSide::back
                                             : PlaneSide::straddling;
    EXPECT_EQ(sides_of.side, expected) << "y = " << y;

    DrawList list;
    ViewOptions view;
    view.focus = FrameFocus{ev.focused()->a, ev.focused()->b, ev.style()};
    build_frame(list, doc.scene(), camera, viewport, view, *ev.focused());
    // The markers are drawn at the result's vertices, and those are on the box's faces.
    EXPECT_EQ(sides_of.n_vertex.y, y - 0.5);  // least n·x: the bottom face
    EXPECT_EQ(sides_of.p_vertex.y, y + 0.5);  // greatest: the top face
    EXPECT_TRUE(test::has_point_at(list, kNVertexColor, glm::dvec3(sides_of.n_vertex), 0));
    EXPECT_TRUE(test::has_point_at(list, kPVertexColor, glm::dvec3(sides_of.p_vertex), 0));
  }
  doc.end_gesture();
  EXPECT_EQ(sides,
            (std::vector<PlaneSide>{PlaneSide::front, PlaneSide::straddling, PlaneSide::back}));
  EXPECT_EQ(doc.history().size(), 1u);  // the drag is one entry
}

// A scene file's focus may name a box axis for any pair; where the box SAT does not decide the
// pair it is not shown, in the viewer as in `render` (before, the viewer took "B1" of a
// triangle–box focus as that test's axis 4, e0×u0, while `render` showed the test's own).
TEST(LiveEvidence, AFocusAxisThatDoesNotApplyShowsTheTestsOwnAxis) {
  Scene scene;
  desc::Box box;
  box.half_extents = {1, 1, 1};
  desc::Triangle tri;
  tri.a = {3, -1, 0};
  tri.b = {5, -1, 0};
  tri.c = {4, 1, 0.5};
  scene.objects.push_back(SceneObject("box", "", std::nullopt, true, ObjectDesc{box}));
  scene.objects.push_back(SceneObject("tri", "", std::nullopt, true, ObjectDesc{tri}));
  scene.focus = SceneFocus{"tri", "box", "B1"};
  LiveEvidence ev;
  SceneDelta all;
  all.everything = true;
  ev.update(scene, all);
  ASSERT_TRUE(ev.focused());
  EXPECT_EQ(*ev.focus_indices(), (std::pair<std::size_t, std::size_t>{1, 0}));
  EXPECT_EQ(ev.style().sat_axis, -1);
  const auto& sat = std::get<TriangleBoxSat<double>>(result_of<double>(*ev.focused()).evidence);
  ASSERT_GE(sat.separating_axis, 0);  // 3 apart along x: the box's face u0 separates first
  EXPECT_EQ(ev.shown_sat_axis(), sat.separating_axis);
}

// The arrow keys step the shown axis of both SAT families: box–box and triangle–box (whose
// axes are numbered 0..12), within the axes the slider offers, and do nothing for other tests.
TEST(LiveEvidence, TheArrowsStepBothSatFamiliesAndNothingElse) {
  Scene scene;
  desc::Box box;
  box.center = {0, 0, 0};
  box.half_extents = {1, 1, 1};
  desc::Triangle tri;
  tri.a = {3, -1, 0};
  tri.b = {5, -1, 0};
  tri.c = {4, 1, 0.5};
  desc::Sphere ball;
  ball.center = {-4, 0, 0};
  ball.radius = 1;
  scene.objects.push_back(SceneObject("box", "", std::nullopt, true, ObjectDesc{box}));
  scene.objects.push_back(SceneObject("tri", "", std::nullopt, true, ObjectDesc{tri}));
  scene.objects.push_back(SceneObject("ball", "", std::nullopt, true, ObjectDesc{ball}));
  for (const auto& [a, b] : {std::pair<std::size_t, std::size_t>{0, 1}, {1, 0}}) {
    LiveEvidence ev;
    SceneDelta all;
    all.everything = true;
    ev.update(scene, all);
    ev.focus(scene, a, b);
    ev.style().sat_all_axes = true;
    ev.style().sat_axis = 2;
    ev.style_changed();
    ev.update(scene, {});
    ASSERT_EQ(ev.shown_sat_axis(), 2);
    EXPECT_TRUE(ev.step_sat_axis(+1));
    ev.update(scene, {});
    EXPECT_EQ(ev.shown_sat_axis(), 3);
    for (int i = 0; i < 20; ++i)
      ev.step_sat_axis(+1);
    ev.update(scene, {});
    EXPECT_EQ(ev.shown_sat_axis(), 12);  // triangle–box has 13 axes
  }
  LiveEvidence other;
  SceneDelta all;
  all.everything = true;
  other.update(scene, all);
  other.focus(scene, 0, 2);  // box–sphere: no axes
  other.update(scene, {});
  EXPECT_EQ(other.shown_sat_axis(), -1);
  EXPECT_FALSE(other.step_sat_axis(+1));
}

}  // namespace
}  // namespace collide
