// The big-scene drawing kept from frame to frame (app/view/object_drawing_cache.hpp), without GL:
// when the plain part is drawn again (hand-worked sequences), that an idle frame draws what a
// fresh one draws, and that a box dragged away never leaves a box it hid left out (the ray-cast
// check of tests/app/support/occlusion_check.hpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <tuple>
#include <vector>

#include <glm/geometric.hpp>

#include "app/view/object_drawing_cache.hpp"
#include "app/view/scene_drawing.hpp"
#include "render/eye_relative.hpp"
#include "tests/app/support/occlusion_check.hpp"

namespace collide {
namespace {

using Indices = std::vector<std::size_t>;

ObjectDrawingCache::View view_at(float yaw) {
  ObjectDrawingCache::View v;
  v.camera.yaw = yaw;
  v.viewport = {640, 360};
  v.object_count = 100;
  return v;
}

TEST(ObjectDrawingCache, DrawsAgainOnlyWhenTheViewOrAnObjectNotYetApartChanges) {
  ObjectDrawingCache cache;
  const auto v = view_at(0.5f);
  EXPECT_TRUE(cache.prepare(v, Indices{}));  // nothing drawn yet
  EXPECT_FALSE(cache.prepare(v, Indices{}));
  // Selecting object 7 takes it out of the plain part; unselecting keeps it apart.
  EXPECT_TRUE(cache.prepare(v, Indices{7}));
  EXPECT_EQ(cache.apart(), Indices{7});
  EXPECT_FALSE(cache.prepare(v, Indices{}));
  EXPECT_FALSE(cache.prepare(v, Indices{7}));
  // Dragging it: modified every frame, already apart.
  for (int frame = 0; frame < 3; ++frame) {
    cache.note_changes(Indices{7});
    EXPECT_FALSE(cache.prepare(v, Indices{7}));
  }
  // An undo moving object 3, not selected: drawn again with 3 apart (and 7 no longer).
  cache.note_changes(Indices{3});
  EXPECT_TRUE(cache.prepare(v, Indices{}));
  EXPECT_EQ(cache.apart(), Indices{3});
  // Changes reported over several updates before a frame add up.
  cache.note_changes(Indices{3});
  cache.note_changes(Indices{});
  EXPECT_FALSE(cache.prepare(v, Indices{}));
  cache.note_changes(Indices{3, 9});
  cache.note_changes(Indices{4});
  EXPECT_TRUE(cache.prepare(v, Indices{1}));
  EXPECT_EQ(cache.apart(), (Indices{1, 3, 4, 9}));
  // The view moved: drawn again, with only the special objects apart.
  EXPECT_TRUE(cache.prepare(view_at(0.6f), Indices{1}));
  EXPECT_EQ(cache.apart(), Indices{1});
  auto wider = view_at(0.6f);
  wider.viewport.width = 641;
  EXPECT_TRUE(cache.prepare(wider, Indices{1}));
  auto no_outlines = wider;
  no_outlines.outlines = false;
  EXPECT_TRUE(cache.prepare(no_outlines, Indices{1}));
  auto more = no_outlines;
  more.object_count = 101;
  EXPECT_TRUE(cache.prepare(more, Indices{1}));
  // Another scene, or more modified objects than are drawn apart: drawn again.
  cache.note_changes(std::nullopt);
  EXPECT_TRUE(cache.prepare(more, Indices{1}));
  Indices many(kMaxApartObjects + 1);
  for (std::size_t i = 0; i < many.size(); ++i)
    many[i] = i;
  cache.note_changes(many);
  EXPECT_TRUE(cache.prepare(more, Indices{1}));
  EXPECT_EQ(cache.apart(), Indices{1});
}

// Every primitive of a list, whatever its order (the cached frame draws the apart objects last).
auto sorted_contents(const DrawList& list) {
  const auto solid_key = [](const DrawSolid& s) {
    return std::tuple(int(s.kind), s.center.x, s.center.y, s.center.z, s.color.r, s.color.g);
  };
  const auto point_key = [](const DrawPoint& p) {
    return std::tuple(p.p.x, p.p.y, p.p.z, p.size_px, p.rim);
  };
  const auto line_key = [](const DrawLine& l) {
    return std::tuple(l.a.x, l.a.y, l.a.z, l.b.x, l.b.y, l.b.z, l.width_px);
  };
  std::vector<decltype(solid_key(DrawSolid{}))> solids;
  std::vector<decltype(point_key(DrawPoint{}))> points;
  std::vector<decltype(line_key(DrawLine{}))> lines;
  for (const Layer l : {Layer::scene, Layer::evidence, Layer::overlay}) {
    for (const auto& kind : list.layer(l).solids)
      for (const DrawSolid& s : kind)
        solids.push_back(solid_key(s));
    for (const DrawPoint& p : list.layer(l).points)
      points.push_back(point_key(p));
    for (const DrawLine& line : list.layer(l).lines)
      lines.push_back(line_key(line));
  }
  std::ranges::sort(solids);
  std::ranges::sort(points);
  std::ranges::sort(lines);
  return std::tuple(solids, points, lines);
}

TEST(ObjectDrawingCache, AnIdleFrameDrawsWhatAFreshFrameDraws) {
  const Scene s = test::dense_box_cube(8000, 11);
  const Camera cam = test::dense_cube_camera();
  const Viewport viewport = test::kDenseCubeViewport;
  const Indices selected{42};
  DrawList fresh, first, second;
  draw_objects(fresh, s, cam, viewport, -1, true, selected);
  ObjectDrawingCache cache;
  draw_objects(first, s, cam, viewport, -1, true, selected, {}, &cache);
  EXPECT_EQ(sorted_contents(first), sorted_contents(fresh));
  draw_objects(second, s, cam, viewport, -1, true, selected, {}, &cache);
  EXPECT_EQ(second, first);
  EXPECT_FALSE(cache.prepare({cam, viewport, true, s.objects.size()}, selected));  // kept
}

// Hovering over a big scene: the object under the pointer changes every frame, the kept drawing
// stays as it was (the same primitives), and each hovered object gets its highlight over it.
TEST(ObjectDrawingCache, HoveringOverObjectsDrawsOnlyTheirHighlightAnew) {
  const Scene s = test::dense_box_cube(8000, 11);
  const Camera cam = test::dense_cube_camera();
  const Viewport viewport = test::kDenseCubeViewport;
  ObjectDrawingCache cache;
  DrawList list;
  draw_objects(list, s, cam, viewport, -1, true, {}, {}, &cache);
  const DrawList kept = cache.plain();
  const auto highlight_lines = [](const DrawList& l) {
    return std::ranges::count_if(l.layer(Layer::scene).lines, [](const DrawLine& line) {
      return line.color_a == kHighlightColor;
    });
  };
  EXPECT_EQ(highlight_lines(list), 0);
  for (const int hovered : {5, 77, 1234, 7999}) {
    SCOPED_TRACE(hovered);
    draw_objects(list, s, cam, viewport, hovered, true, {}, {}, &cache);
    EXPECT_EQ(cache.plain(), kept);
    EXPECT_GE(highlight_lines(list), 12);  // a box's twelve edges at least
    EXPECT_TRUE(cache.apart().empty());
  }
}

// A wall box between the eye and a dense cube of boxes hides part of the cube; dragged far to
// the side over a few frames (the plain part kept), no box it uncovered may stay left out.
TEST(ObjectDrawingCache, ABoxDraggedAwayLeavesNothingItHidLeftOut) {
  Scene s = test::dense_box_cube(8000, 11);
  const Camera cam = test::dense_cube_camera();
  const Viewport viewport = test::kDenseCubeViewport;
  const glm::dvec3 eye = eye_position_exact(cam);
  const glm::dvec3 wall_at = eye + 0.4 * (cam.target - eye);
  const std::size_t front = s.objects.size();
  s.objects.push_back({"wall", "", Rgb{200, 60, 60}, true,
                       desc::Aabb{wall_at - glm::dvec3(1.5), wall_at + glm::dvec3(1.5)}});
  // What the wall hides: left out of a frame with it, drawn in a frame without it.
  DrawList with_it, without_it;
  draw_objects(with_it, s, cam, viewport);
  Scene without = s;
  without.objects[front].visible = false;
  draw_objects(without_it, without, cam, viewport);
  const auto hidden_by_front =
      test::check_left_out_boxes(with_it, s, cam, viewport, 0).left_out -
      test::check_left_out_boxes(without_it, without, cam, viewport, 0).left_out;
  ASSERT_GT(hidden_by_front, 100u) << "the wall hides too little for the test to show anything";

  ObjectDrawingCache cache;
  const Indices selected{front};
  DrawList list;
  draw_objects(list, s, cam, viewport, -1, true, selected, {}, &cache);
  auto& box = std::get<desc::Aabb>(s.objects[front].desc);
  for (int frame = 1; frame <= 3; ++frame) {
    box.min.x += 3;
    box.max.x += 3;
    cache.note_changes(Indices{front});
    EXPECT_FALSE(cache.prepare({cam, viewport, true, s.objects.size()}, selected))
        << "the plain part is drawn again on frame " << frame;
    // (prepare() above kept it; draw_objects keeps it as well.)
    draw_objects(list, s, cam, viewport, -1, true, selected, {}, &cache);
    const auto found = test::check_left_out_boxes(list, s, cam, viewport, 3);
    EXPECT_GT(found.points_checked, 0);
    EXPECT_EQ(found.points_in_sight, 0) << "frame " << frame;
  }
  // The same after an undo that moves it back while nothing is selected: drawn again, kept apart.
  box.min.x -= 9;
  box.max.x -= 9;
  cache.note_changes(Indices{front});
  draw_objects(list, s, cam, viewport, -1, true, {}, {}, &cache);
  EXPECT_EQ(cache.apart(), Indices{front});
  EXPECT_EQ(test::check_left_out_boxes(list, s, cam, viewport, 3).points_in_sight, 0);
}

}  // namespace
}  // namespace collide
