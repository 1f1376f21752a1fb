// The verdict marks kept from frame to frame (app/view/verdict_marks_cache.hpp), without GL: after
// every change the cache's list equals the list draw_verdict_marks draws afresh (the independent
// answer), and an idle frame does not draw them again. A big scene (more than
// kOutlineObjectLimit objects), so that which marks are drawn depends on the camera.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "app/session/object_marks.hpp"
#include "app/session/pair_rows.hpp"
#include "app/view/draw_settings.hpp"
#include "app/view/verdict_marks.hpp"
#include "app/view/verdict_marks_cache.hpp"
#include "core/eval/scene_check.hpp"
#include "core/eval/scene_evaluation.hpp"
#include "tests/app/visualize/visualize_test_support.hpp"

namespace collide {
namespace {

using Indices = std::vector<std::size_t>;

// 3,000 pairs of unit spheres along x, each pair overlapping (centres 1.5 apart), pairs 3 apart.
Scene row_of_pairs() {
  Scene scene;
  for (int k = 0; k < 6000; ++k) {
    desc::Sphere s;
    s.center = {3.0 * (k / 2) + 1.5 * (k % 2), 0, 0};
    s.radius = 1;
    scene.objects.emplace_back("s" + std::to_string(k), "", std::nullopt, true, ObjectDesc{s});
  }
  return scene;
}

struct Fixture {
  Scene scene = row_of_pairs();
  SceneEvaluation eval;
  PairRowTable rows;
  ObjectMarkTable marks;
  Camera camera;
  Viewport viewport{640, 360};

  Fixture() {
    eval.build(scene);
    rows.update(eval, check_scene(scene, eval), std::nullopt);
    marks.update(scene, std::nullopt);
    camera.target = {0, 0, 0};
    camera.distance = 12;
    camera.yaw = 0.4f;
    camera.pitch = 0.3f;
  }
  // Object i moved to x (a drag: the evaluation, rows and marks updated for it alone).
  void move(std::size_t i, double x) {
    std::get<desc::Sphere>(scene.objects[i].desc).center.x = x;
    eval.build(scene);
    rows.update(eval, check_scene(scene, eval), Indices{i});
    marks.update(scene, Indices{i});
  }
  DrawList fresh(const Indices& always) const {
    DrawList list;
    draw_verdict_marks(list, scene, rows.rows(), marks.marks(), ObjectView(camera, viewport),
                       always);
    return list;
  }
  DrawList cached(VerdictMarksCache& cache, const Indices& always) const {
    DrawList list;
    cache.draw(list, scene, rows, marks.marks(), camera, viewport, always);
    return list;
  }
};

// The whole list, every layer: the cache adds nothing else and leaves nothing out.
void expect_same(const DrawList& a, const DrawList& b) {
  for (Layer l : {Layer::scene, Layer::evidence, Layer::overlay})
    EXPECT_TRUE(a.layer(l) == b.layer(l)) << "layer " << int(l);
}

TEST(VerdictMarksCache, DrawsWhatAFreshDrawDrawsAndOnlyAgainWhenAnInputChanged) {
  Fixture f;
  ASSERT_GT(f.scene.objects.size(), kOutlineObjectLimit);
  VerdictMarksCache cache;
  const DrawList first = f.cached(cache, {});
  expect_same(first, f.fresh({}));
  // Some marks, not all: near pairs carry a dot, far ones are too small.
  const std::size_t dots = test::points_of(first, kIntersectingMark).size();
  ASSERT_GT(dots, 0u);
  ASSERT_LT(dots, f.scene.objects.size());
  EXPECT_EQ(cache.builds(), 1u);

  // An idle frame: the same marks, not drawn again.
  cache.note_changes(Indices{});
  expect_same(f.cached(cache, {}), first);
  EXPECT_EQ(cache.builds(), 1u);

  // The camera moves along the row: other pairs are near.
  f.camera.target = {600, 0, 0};
  const DrawList moved = f.cached(cache, {});
  expect_same(moved, f.fresh({}));
  EXPECT_FALSE(moved.layer(Layer::evidence) == first.layer(Layer::evidence));
  EXPECT_EQ(cache.builds(), 2u);

  // The viewport grows: more pixels, more objects large enough.
  f.viewport = {1280, 720};
  expect_same(f.cached(cache, {}), f.fresh({}));
  EXPECT_EQ(cache.builds(), 3u);

  // A far object is selected: it is marked however small.
  const Indices far{5999};
  const DrawList selected = f.cached(cache, far);
  expect_same(selected, f.fresh(far));
  EXPECT_TRUE(test::has_point_at(selected, kIntersectingMark, {3.0 * 2999 + 1.5, 0, 0}));
  EXPECT_EQ(cache.builds(), 4u);
}

TEST(VerdictMarksCache, AnObjectModifiedDrawsTheMarksAgain) {
  Fixture f;
  VerdictMarksCache cache;
  f.cached(cache, {});
  // Object 1 slides by 0.2 and still overlaps object 0: the rows may stay as they were, but its
  // dot moves with it.
  f.move(1, 1.7);
  cache.note_changes(Indices{1});
  const DrawList slid = f.cached(cache, {});
  expect_same(slid, f.fresh({}));
  EXPECT_TRUE(test::has_point_at(slid, kIntersectingMark, {1.7, 0, 0}));
  EXPECT_FALSE(test::has_point_at(slid, kIntersectingMark, {1.5, 0, 0}));
  // Object 1 leaves object 0 (centres 2.5 apart): neither is marked any more.
  f.move(1, 2.5 + 1e-9);
  cache.note_changes(Indices{1});
  const DrawList apart = f.cached(cache, {});
  expect_same(apart, f.fresh({}));
  EXPECT_FALSE(test::has_point_at(apart, kIntersectingMark, {0, 0, 0}));
  // The scene changed wholesale (nothing said which objects): drawn again too.
  const std::size_t builds = cache.builds();
  cache.note_changes(std::nullopt);
  expect_same(f.cached(cache, {}), f.fresh({}));
  EXPECT_EQ(cache.builds(), builds + 1);
}

}  // namespace
}  // namespace collide
