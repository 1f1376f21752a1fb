// Every lesson of the library (assets/scenes/lesson_*.json) plays through all its steps: each
// loads, its scene's and each step's expectations hold (as `check` holds the scene's), and the
// evidence each step points at is the core's at that step — the SAT axis it shows is the first
// separating one, the octree node and the GJK step exist in the core's trace. The seed articles'
// worked examples are there with the articles' numbers.
#include <gtest/gtest.h>

#include <filesystem>

#include <glm/geometric.hpp>
#include <set>
#include <string>

#include "core/eval/lesson_steps.hpp"
#include "core/eval/scene_check.hpp"
#include "core/eval/scene_evaluation.hpp"
#include "core/lesson/step_through.hpp"
#include "core/queries/contact_manifold.hpp"
#include "core/queries/pair_test.hpp"
#include "core/queries/sat_axis_names.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;

std::vector<fs::path> library_lessons() {
  std::vector<fs::path> out;
  for (const auto& f : fs::directory_iterator(fs::path(test::source_dir()) / "assets/scenes"))
    if (f.path().filename().string().starts_with("lesson_")) out.push_back(f.path());
  std::sort(out.begin(), out.end());
  return out;
}

// The focused pair's result at a step, in the caller's order.
PairResult<double> focused_result(const Scene& scene) {
  const SceneObject& a = scene.objects[*index_of(scene, scene.focus->a)];
  const SceneObject& b = scene.objects[*index_of(scene, scene.focus->b)];
  return pair_test(to_shape<double>(a), to_shape<double>(b),
                   scene_tolerances<double>(scene.settings));
}

void check_step_evidence(const Scene& lesson, std::size_t k, const std::string& where) {
  const LessonStep& step = lesson.steps[k];
  const Scene scene = scene_at_step(lesson, k);
  const LessonEvidence& e = step.evidence;
  for (const std::string& id : step.highlight)
    EXPECT_TRUE(index_of(scene, id)) << where << id;
  if (e.sat_axis || e.plane_box_axis || e.gjk_step) {
    ASSERT_TRUE(scene.focus) << where;
  }
  if (e.sat_axis) {
    const PairResult<double> r = focused_result(scene);
    const auto* sat = std::get_if<SatResult<double>>(&r.evidence);
    ASSERT_NE(sat, nullptr) << where << "names a SAT axis for a pair the SAT does not decide";
    // The axis shown is the test's own: the first separating axis (apart), the axis of least
    // overlap (intersecting).
    const int own = sat->separating_axis >= 0 ? sat->separating_axis : sat->least_overlap_axis;
    EXPECT_EQ(*e.sat_axis, box_axis_name(own, r.swapped)) << where;
  }
  if (e.plane_box_axis) {
    const PairResult<double> r = focused_result(scene);
    EXPECT_TRUE(std::holds_alternative<PlaneBoxSides<double>>(r.evidence)) << where;
  }
  if (e.gjk_step) {
    const PairResult<double> r = focused_result(scene);
    const auto* cp = std::get_if<ConvexProximity<double>>(&r.evidence);
    ASSERT_NE(cp, nullptr) << where;
    EXPECT_LT(std::size_t(*e.gjk_step), cp->gjk.steps.size()) << where;
  }
  if (e.contact_step) {
    // The manifold's clipping walked: the focused pair has a clipped manifold, and the step is
    // one of its faces (0), its clips (1..C) or its contacts (C + 1).
    ASSERT_TRUE(scene.focus) << where;
    const SceneObject& a = scene.objects[*index_of(scene, scene.focus->a)];
    const SceneObject& b = scene.objects[*index_of(scene, scene.focus->b)];
    const Shape<double> sa = to_shape<double>(a), sb = to_shape<double>(b);
    const auto m =
        contact_manifold(pair_test(sa, sb, scene_tolerances<double>(scene.settings)), sa, sb);
    const std::size_t clips = m.boxes ? m.boxes->clips.size() : m.clips.size();
    EXPECT_GT(clips, 0u) << where << " points at the clipping of a manifold that was not clipped";
    EXPECT_LE(std::size_t(*e.contact_step), clips + 1) << where;
  }
  if (e.octree_visit) {
    // The query of the step's first highlighted object, node by node as the step-through makes it.
    ASSERT_FALSE(step.highlight.empty()) << where;
    const auto walk = step_through_octree_query(scene, step.highlight.front());
    ASSERT_GE(walk.size(), 2u) << where;
    EXPECT_LT(std::size_t(*e.octree_visit), walk.size() - 2) << where;  // a visited node
  }
}

TEST(ShippedLessons, EveryLessonPlaysThroughAndHoldsItsExpectations) {
  int with_steps = 0;
  for (const fs::path& file : library_lessons()) {
    const SceneLoad load = load_scene(file);
    ASSERT_TRUE(load.ok()) << load.error->to_string();
    const Scene& lesson = *load.scene;
    const CheckReport report = check_scene(lesson);
    EXPECT_TRUE(report.all_held()) << file.filename();
    EXPECT_TRUE(check_lesson_steps(lesson).empty())
        << file.filename() << ": " << check_lesson_steps(lesson).front();
    with_steps += !lesson.steps.empty();
    for (std::size_t k = 0; k < lesson.steps.size(); ++k) {
      EXPECT_FALSE(lesson.steps[k].text.empty());
      check_step_evidence(lesson, k,
                          file.filename().string() + " step " + std::to_string(k + 1) + ": ");
    }
  }
  EXPECT_GE(with_steps, 6);
}

Scene lesson(const std::string& name) {
  SceneLoad l = load_scene(fs::path(test::source_dir()) / "assets/scenes" / name);
  EXPECT_TRUE(l.ok()) << name;
  return l.ok() ? *l.scene : Scene{};
}

// The plane–box article: the box at (0,0,0) with lengths (1,1,1) and the normal (−1,−1,−1)
// through (2,2,2), (0.5,0.5,0.5), (−2,−2,−2): outside, intersecting, inside, each at a step.
TEST(ShippedLessons, ThePlaneBoxArticlesThreePlanes) {
  const Scene s = lesson("lesson_plane_box_np.json");
  const auto& box = std::get<desc::Aabb>(s.objects[*index_of(s, "unit_box")].desc);
  EXPECT_EQ(box.min, Vec3<double>(0, 0, 0));
  EXPECT_EQ(box.max, Vec3<double>(1, 1, 1));
  const std::pair<const char*, Vec3<double>> planes[] = {{"through_2", {2, 2, 2}},
                                                         {"through_half", {0.5, 0.5, 0.5}},
                                                         {"through_minus_2", {-2, -2, -2}}};
  std::set<std::string> sides;
  for (const auto& [id, point] : planes) {
    const auto& p = std::get<desc::Plane>(s.objects[*index_of(s, id)].desc);
    EXPECT_EQ(p.normal, Vec3<double>(-1, -1, -1)) << id;
    EXPECT_EQ(p.point, point) << id;
    for (const LessonStep& step : s.steps)
      for (const Expectation& e : step.expect)
        if (e.a == id && e.b == "unit_box" && step.set.empty()) sides.insert(*e.side);
  }
  EXPECT_EQ(sides, (std::set<std::string>{"front", "straddling", "back"}));
}

// The broadphase article: (10..20)³ and (30..40)³ in the tree, the query (15..25)³ finds the
// first only.
TEST(ShippedLessons, TheOctreeArticlesQuery) {
  const Scene s = lesson("lesson_octree_query.json");
  const auto box = [&](const char* id) {
    return std::get<desc::Aabb>(s.objects[*index_of(s, id)].desc);
  };
  EXPECT_EQ(box("first").min, Vec3<double>(10, 10, 10));
  EXPECT_EQ(box("first").max, Vec3<double>(20, 20, 20));
  EXPECT_EQ(box("second").min, Vec3<double>(30, 30, 30));
  EXPECT_EQ(box("query").min, Vec3<double>(15, 15, 15));
  EXPECT_EQ(box("query").max, Vec3<double>(25, 25, 25));
  const auto walk = step_through_octree_query(s, "query");
  ASSERT_FALSE(walk.empty());
  EXPECT_EQ(walk.back().highlight, (std::vector<std::string>{"query", "first"}));
  // The lesson's own last step traces the query box's query alone (its answer, the first box, is
  // the focused pair's b): one "query:" label in the view, not one per highlighted box.
  EXPECT_EQ(s.steps.back().highlight, std::vector<std::string>{"query"});
}

// The contact manifold lesson, hand-worked: the box resting face down over the base's edge
// x = 1.5 gives 4 points, its bottom face clipped to x in [1, 1.5] (the third side plane cuts
// the corners at x = 2); on an edge 2, on a corner 1 — each step pinning its count with the
// normal (0, 1, 0); the clipping walked from the faces (0) through the 5 planes to the contacts.
TEST(ShippedLessons, TheContactManifoldLessonWalksFourTwoOne) {
  const Scene s = lesson("lesson_contact_manifold.json");
  std::vector<int> counts, walk;
  for (const LessonStep& step : s.steps) {
    for (const Expectation& e : step.expect)
      if (e.contacts && e.contacts->count) counts.push_back(*e.contacts->count);
    if (step.evidence.contact_step) walk.push_back(*step.evidence.contact_step);
  }
  EXPECT_EQ(counts, (std::vector<int>{4, 4, 2, 1}));
  EXPECT_EQ(walk, (std::vector<int>{0, 0, 1, 2, 3, 4, 5, 6}));
  for (std::size_t k = 0; k < s.steps.size(); ++k) {
    const Scene at = scene_at_step(s, k);
    const SceneObject& a = at.objects[*index_of(at, "base")];
    const SceneObject& b = at.objects[*index_of(at, "top")];
    const Shape<double> sa = to_shape<double>(a), sb = to_shape<double>(b);
    const auto m = contact_manifold(pair_test(sa, sb), sa, sb);
    const std::size_t want = k < 9 ? 4 : k == 9 ? 2 : 1;
    EXPECT_EQ(m.points.size(), want) << "step " << k + 1;
    for (const ContactPoint<double>& p : m.points)
      EXPECT_NEAR(p.depth, 0.25, 1e-12);
  }
}

// The capsule lesson, hand-worked: segments along x (y = 0) and along z at x = 0.5, y = 0.8 —
// nearest points (0.5, 0, 0) and (0.5, 0.8, 0), distance 0.8, minus the radii 0.5 + 0.5: 0.2
// deep, one contact; the ball 1.2 from the segment, 0.2 apart; parallel, 2 contacts.
TEST(ShippedLessons, TheCapsuleLessonsClosedForm) {
  const Scene s = lesson("lesson_capsule.json");
  const auto pair = [](const Scene& at, const char* a, const char* b) {
    const Shape<double> sa = to_shape<double>(at.objects[*index_of(at, a)]);
    const Shape<double> sb = to_shape<double>(at.objects[*index_of(at, b)]);
    return std::pair{pair_test(sa, sb), contact_manifold(pair_test(sa, sb), sa, sb)};
  };
  const auto [crossing, crossing_contacts] = pair(s, "lying", "crossing");
  const auto& cp = std::get<ClosestPoints<double>>(crossing.evidence);
  EXPECT_NEAR(glm::length(cp.on_a - Vec3<double>(0.5, 0, 0)) +
                  glm::length(cp.on_b - Vec3<double>(0.5, 0.8, 0)),
              0, 1e-12);
  ASSERT_EQ(crossing_contacts.points.size(), 1u);
  EXPECT_NEAR(crossing_contacts.points[0].depth, 0.2, 1e-12);
  EXPECT_FALSE(pair(s, "lying", "ball").first.intersects());
  const Scene parallel = scene_at_step(s, s.steps.size() - 1);
  const auto [p, parallel_contacts] = pair(parallel, "lying", "crossing");
  ASSERT_EQ(parallel_contacts.points.size(), 2u);
  for (const ContactPoint<double>& c : parallel_contacts.points)
    EXPECT_NEAR(c.depth, 0.2, 1e-12);
}

// The articles' lessons are in the library, each with steps.
TEST(ShippedLessons, EachSeedArticleHasALessonWithSteps) {
  for (const char* name :
       {"lesson_plane_box_np.json", "lesson_obb_sat.json", "lesson_sphere_aabb.json",
        "lesson_plane_every_primitive.json", "lesson_octree_query.json"})
    EXPECT_GE(lesson(name).steps.size(), 3u) << name;
  // A plane against every primitive the article tests, the moving sphere included.
  const Scene s = lesson("lesson_plane_every_primitive.json");
  std::set<std::string> kinds;
  for (const LessonStep& step : s.steps) {
    const SceneObject& o = s.objects[*index_of(s, step.focus->b)];
    kinds.insert(std::string(kind_name(o.desc)) + (o.motion.velocity ? "+v" : ""));
  }
  EXPECT_EQ(kinds, (std::set<std::string>{"segment", "point", "sphere", "sphere+v", "ellipsoid",
                                          "triangle", "aabb", "box"}));
}

}  // namespace
}  // namespace collide
