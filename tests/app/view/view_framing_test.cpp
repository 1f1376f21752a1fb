// Framing (F, a file without a camera): every visible object whole in the view with the margin,
// for several view shapes; for the octree lesson with its octree shown, every drawn cell too.
// Checked by projecting each object's own bounds (and each cell's corners) with world_to_pixel,
// not with the fit's own maths.
#include "app/view/view_framing.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "app/document/document.hpp"
#include "app/edit/edit_session.hpp"
#include "app/edit/picking.hpp"
#include "app/visualize/octree_visual.hpp"
#include "tests/app/support/library_scenes.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;

const Viewport kViews[] = {{1280, 720}, {860, 560}, {400, 700}, {1600, 400}, {300, 300}};

// The corners of one object's bounds (as scene_bounds computes them for it alone).
std::vector<glm::dvec3> object_corners(const SceneObject& o) {
  Scene one;
  one.objects.push_back(o);
  const Bounds b = scene_bounds(one);
  std::vector<glm::dvec3> out;
  if (b.empty) return out;
  for (int i = 0; i < 8; ++i)
    out.emplace_back(i & 1 ? b.hi.x : b.lo.x, i & 2 ? b.hi.y : b.lo.y, i & 4 ? b.hi.z : b.lo.z);
  return out;
}

// Every point projects inside the view shrunk by (almost) the margin; returns the largest share
// of the half-size any point reaches (how tight the framing is).
double expect_inside(const Camera& c, const Viewport& v, const std::vector<glm::dvec3>& pts) {
  const double hx = v.width * 0.5, hy = v.height * 0.5;
  // 1% slack: the fit centres the image iteratively, and pixels are centred at .5.
  const double mx = hx * kViewFramingMargin * 0.99, my = hy * kViewFramingMargin * 0.99;
  double reach = 0;
  for (const glm::dvec3& p : pts) {
    const auto px = world_to_pixel(c, v, p);
    EXPECT_TRUE(px.has_value());
    if (!px) continue;
    EXPECT_GE(px->x, mx);
    EXPECT_LE(px->x, v.width - mx);
    EXPECT_GE(px->y, my);
    EXPECT_LE(px->y, v.height - my);
    reach = std::max({reach, std::abs(px->x - hx) / hx, std::abs(px->y - hy) / hy});
  }
  return reach;
}

TEST(ViewFraming, EverySceneWithoutACameraFitsWholeWithTheMarginAtEveryViewShape) {
  std::size_t framed = 0;
  for (const auto& e : fs::directory_iterator(test::library_scene(""))) {
    const Scene scene = test::load_or_fail(e.path().string());
    if (scene.camera) continue;
    ++framed;
    for (const Viewport& v : kViews) {
      SCOPED_TRACE(e.path().filename().string() + " " + std::to_string(v.width) + "x" +
                   std::to_string(v.height));
      Camera c = initial_camera(scene, v);
      std::vector<glm::dvec3> all;
      for (const SceneObject& o : scene.objects)
        if (o.visible)
          for (const glm::dvec3& p : object_corners(o))
            all.push_back(p);
      expect_inside(c, v, all);
      // Framed, not merely far away: the framed box (the objects' union) reaches the margin.
      EXPECT_GT(expect_inside(c, v, framing_points(scene)), 0.97 * (1 - kViewFramingMargin));
      // F frames the same way.
      Camera f = c;
      f.distance *= 7;
      frame_view(f, v, view_framing_points(scene, nullptr, {}));
      expect_inside(f, v, all);
    }
  }
  EXPECT_GT(framed, 20u);
}

TEST(ViewFraming, TheOctreeLessonFramesItsCellsWhenTheOctreeIsShown) {
  const Scene scene = test::load_or_fail(test::library_scene("lesson_octree.json"));
  SceneEvaluation evaluation;
  evaluation.build(scene);
  OctreeDrawOptions octree = {};
  octree.shown = true;
  const OctreeEvidence ev = octree_evidence(evaluation, {}, octree);
  std::vector<glm::dvec3> cells;
  for (std::uint32_t n : ev.shown)
    for (int i = 0; i < 8; ++i) {
      const Aabb<float>& b = ev.cells[n].cell;
      cells.emplace_back(i & 1 ? b.max.x : b.min.x, i & 2 ? b.max.y : b.min.y,
                         i & 4 ? b.max.z : b.min.z);
    }
  ASSERT_GT(cells.size(), 8u);
  std::size_t cut_without_cells = 0;
  for (const Viewport& v : kViews) {
    SCOPED_TRACE(std::to_string(v.width) + "x" + std::to_string(v.height));
    Camera c;
    c.yaw = 0.6f;
    c.pitch = 0.42f;
    frame_view(c, v, view_framing_points(scene, &evaluation, octree));
    expect_inside(c, v, cells);
    // `render --octree` opens on the same view (the lesson has no camera).
    expect_inside(opening_camera(scene, v, &evaluation, octree), v, cells);
    // The objects' framing alone leaves cells out of view (in the wide views at least): the
    // cells are what made it bigger.
    Camera objects_only = c;
    frame_view(objects_only, v, view_framing_points(scene, &evaluation, {}));
    std::size_t outside = 0;
    for (const glm::dvec3& p : cells) {
      const auto px = world_to_pixel(objects_only, v, p);
      outside += !px || px->x < 0 || px->y < 0 || px->x > v.width || px->y > v.height;
    }
    cut_without_cells += outside > 0;
  }
  EXPECT_GE(cut_without_cells, 2u);
}

// F on an object hidden behind another (issue 35, item 13): a crate with a ball between it and
// the eye, as the view looked before F. After F (EditSession::frame_selection, the key's path),
// the crate is in sight: marching from the eye to its centre in small steps meets no point inside
// the ball before one inside the crate (a test of the shapes' own inequalities, not of the ray
// casts the framing uses), and the object picked at its centre's pixel is the crate.
struct Occluded {
  Scene scene;
  desc::Box crate;
  desc::Sphere ball;
  Camera camera;
  Viewport viewport{1280, 720};
};

// The ball stands across the line from the eye of `camera` (its direction as the person left
// it) to the crate, 1.6 units in front of the crate: nearer the crate than the eye framing it
// will be (about 2.7), wide enough to fill the view from there.
Occluded crate_behind_ball() {
  Occluded o;
  o.camera.yaw = 0.6f;
  o.camera.pitch = 0.45f;
  const glm::dvec3 crate_at{1, 0.5, -2};
  const glm::dvec3 towards_eye = -forward_direction(o.camera);
  o.crate.center = crate_at;
  o.ball.center = crate_at + 1.6 * towards_eye;
  o.ball.radius = 0.6;
  o.scene.objects.push_back({"ball", "", std::nullopt, true, o.ball});
  o.scene.objects.push_back({"crate", "", std::nullopt, true, o.crate});
  return o;
}

// Walks from `eye` to the crate's centre: whether the crate (an unrotated box) is reached before
// any point of the ball.
bool crate_reached_first(const Occluded& o, const glm::dvec3& eye) {
  const glm::dvec3 centre = o.crate.center, h = o.crate.half_extents;
  constexpr int kSteps = 20000;
  for (int k = 0; k <= kSteps; ++k) {
    const glm::dvec3 p = eye + (centre - eye) * (double(k) / kSteps);
    const glm::dvec3 d = glm::abs(p - centre);
    if (d.x <= h.x && d.y <= h.y && d.z <= h.z) return true;
    if (glm::length(p - glm::dvec3(o.ball.center)) <= o.ball.radius) return false;
  }
  return false;
}

TEST(FrameSelection, FOnAnObjectHiddenBehindAnotherTurnsTheViewUntilItIsSeen) {
  Occluded o = crate_behind_ball();
  // Framed along the person's direction, as F did: the ball fills the view.
  Camera straight = o.camera;
  frame_points(straight, o.viewport, object_corners(o.scene.objects[1]), kViewFramingMargin);
  ASSERT_FALSE(crate_reached_first(o, eye_position(straight)));

  Document doc(o.scene);
  Selection selection;
  EditSession edit(doc, selection, o.camera, o.viewport);
  selection.select_only("crate");
  edit.frame_selection();
  const glm::dvec3 eye = eye_position(o.camera);
  EXPECT_TRUE(crate_reached_first(o, eye));
  EXPECT_TRUE(centre_seen_from(o.scene, 1, eye));
  const auto px = world_to_pixel(o.camera, o.viewport, glm::dvec3(o.crate.center));
  ASSERT_TRUE(px);
  const auto pick = pick_object(o.scene, edit_view(o.camera, o.viewport), *px);
  ASSERT_TRUE(pick);
  EXPECT_EQ(pick->index, 1u);
  // Framed as well: the crate whole in the view.
  expect_inside(o.camera, o.viewport, object_corners(o.scene.objects[1]));
}

TEST(FrameSelection, AnObjectInSightKeepsTheViewsDirection) {
  Occluded o = crate_behind_ball();
  o.scene.objects[0].visible = false;  // a hidden ball hides nothing
  const Camera before = o.camera;
  frame_objects_in_sight(o.camera, o.viewport, o.scene, std::vector<std::size_t>{1});
  EXPECT_EQ(o.camera.yaw, before.yaw);
  EXPECT_EQ(o.camera.pitch, before.pitch);
  Camera plain = before;
  frame_points(plain, o.viewport, object_corners(o.scene.objects[1]), kViewFramingMargin);
  EXPECT_EQ(o.camera, plain);  // exactly the framing F always gave
}

}  // namespace
}  // namespace collide
