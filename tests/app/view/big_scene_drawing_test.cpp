// The big-scene rules of draw_objects (issue #25, app/view/scene_drawing.hpp), checked without GL:
// what is culled (against a brute force over points of each bounding sphere), what becomes one
// plain dot, where outlines are drawn, and that the selection and the focused pair are always
// drawn in full.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <random>
#include <vector>

#include <glm/geometric.hpp>

#include "app/view/scene_drawing.hpp"
#include "render/camera.hpp"
#include "render/eye_relative.hpp"
#include "tests/app/support/occlusion_check.hpp"

namespace collide {
namespace {

const Viewport kViewport{640, 360};

Camera looking_at_origin(float distance) {
  Camera c;
  c.target = {0, 0, 0};
  c.distance = distance;
  c.yaw = 0.4f;
  c.pitch = 0.3f;
  return c;
}

SceneObject box_at(const glm::dvec3& c, double half, int i) {
  return {"b" + std::to_string(i), "", Rgb{40, 120, 200}, true,
          desc::Aabb{c - glm::dvec3(half), c + glm::dvec3(half)}};
}

// Brute force: does any of ~2,000 points spread over the sphere's surface and inside it project
// into the viewport in front of the eye (world_to_pixel, eye-relative in double)?
bool some_point_in_view(const BoundingSphere& s, const Camera& cam) {
  std::mt19937_64 rng(5);
  std::normal_distribution<double> n(0, 1);
  for (int k = 0; k < 2000; ++k) {
    glm::dvec3 d(n(rng), n(rng), n(rng));
    d = glm::normalize(d) * s.radius * (k % 4 == 0 ? 0.5 : 1.0);
    const glm::dvec3 p = s.center + d;
    if (view_depth(cam, p) <= 0) continue;
    const auto px = world_to_pixel(cam, kViewport, p);
    if (px && px->x >= 0 && px->x <= kViewport.width && px->y >= 0 && px->y <= kViewport.height)
      return true;
  }
  return false;
}

TEST(BigSceneDrawing, CullingNeverDropsASphereThatShowsAndDropsMostThatDoNot) {
  const Camera cam = looking_at_origin(20);
  const ObjectView view(cam, kViewport);
  std::mt19937_64 rng(3);
  std::uniform_real_distribution<double> u(-1, 1);
  int hidden = 0, culled_hidden = 0, shown = 0;
  for (int i = 0; i < 1500; ++i) {
    const BoundingSphere s{{60 * u(rng), 60 * u(rng), 60 * u(rng)}, 0.1 + 4 * (u(rng) + 1)};
    const bool culled = outside_view(s, view);
    if (some_point_in_view(s, cam)) {
      ++shown;
      EXPECT_FALSE(culled) << i;  // a sphere with a point in view is never culled
    } else {
      ++hidden;
      culled_hidden += culled ? 1 : 0;
    }
  }
  EXPECT_GT(shown, 100);
  EXPECT_GT(hidden, 500);
  // Spheres near a side's edge but not in view are kept (the test is per plane): few of them.
  EXPECT_GT(culled_hidden, hidden * 9 / 10);
}

TEST(BigSceneDrawing, ObjectsOutOfViewEmitNothingButTheSelectedAndTheFocusedPair) {
  const Camera cam = looking_at_origin(20);
  Scene s;
  const glm::dvec3 eye = eye_position(cam);
  const glm::dvec3 forward = forward_direction(cam), right = right_direction(cam);
  s.objects.push_back(box_at({0, 0, 0}, 1, 0));                            // in view
  s.objects.push_back(box_at(eye - 10.0 * forward, 1, 1));                 // behind the eye
  s.objects.push_back(box_at(eye + 20.0 * forward + 40.0 * right, 1, 2));  // far to the right
  s.objects.push_back(box_at(eye - 10.0 * forward + 3.0 * right, 1, 3));   // behind, selected
  s.objects.push_back(box_at(eye + 20.0 * forward - 40.0 * right, 1, 4));  // left, focused
  DrawList list;
  const std::vector<std::size_t> selected = {3}, full = {4};
  draw_objects(list, s, cam, kViewport, -1, true, selected, full);
  const auto& boxes = list.layer(Layer::scene).solids[std::size_t(Solid::box)];
  std::vector<glm::dvec3> centers;
  for (const DrawSolid& b : boxes)
    centers.push_back(b.center);
  const auto center = [&](int i) {
    const auto& a = std::get<desc::Aabb>(s.objects[std::size_t(i)].desc);
    return (a.min + a.max) * 0.5;
  };
  EXPECT_EQ(centers, (std::vector<glm::dvec3>{center(0), center(3), center(4)}));
  EXPECT_TRUE(list.layer(Layer::overlay).points.empty());
  EXPECT_TRUE(list.layer(Layer::scene).points.empty());
}

// 6,000 boxes (above kOutlineObjectLimit): far ones become one plain dot each in the scene
// layer, sized from their image; the primary selection and the focused pair stay whole.
TEST(BigSceneDrawing, InABigSceneATinyFarBoxIsOnePlainDotAndTheSelectedStayWhole) {
  const Camera cam = looking_at_origin(10);
  Scene s;
  const glm::dvec3 forward = forward_direction(cam);
  const glm::dvec3 eye = eye_position(cam);
  // A row of boxes 200 units ahead, each 0.2 across (its sphere's image: about 2 px).
  for (int i = 0; i < 6000; ++i)
    s.objects.push_back(
        box_at(eye + 200.0 * forward + 0.0001 * double(i) * right_direction(cam), 0.1, i));
  const std::vector<std::size_t> selected = {10, 20}, full = {30, 40};
  DrawList list;
  draw_objects(list, s, cam, kViewport, -1, true, selected, full);
  const DrawLayer& scene = list.layer(Layer::scene);
  ASSERT_EQ(scene.points.size(), 6000u - 4);
  const ObjectView view(cam, kViewport);
  for (const DrawPoint& p : scene.points) {
    EXPECT_FALSE(p.rim);
    const double px = projected_diameter_px({p.p, std::sqrt(3.0) * 0.1}, view);
    EXPECT_LT(px, kBigScenePointBelowPx);
    EXPECT_EQ(p.size_px, float(std::clamp(kBigScenePointShare * px, 2.0, kBigScenePointBelowPx)));
    EXPECT_EQ(p.color, to_color({40, 120, 200}));
  }
  // Four whole boxes: 10 (selected, too small to outline: filled with the selection's colour),
  // 20 (the primary: its outline), 30 and 40 (the focused pair: in full, outline too small to
  // read but drawn, as always for them).
  const auto& boxes = scene.solids[std::size_t(Solid::box)];
  ASSERT_EQ(boxes.size(), 4u);
  EXPECT_EQ(boxes[0].color, kSelectedColor);
  EXPECT_EQ(boxes[1].color, to_color({40, 120, 200}));
  std::size_t primary_lines = 0, plain_lines = 0, other = 0;
  for (const DrawLine& l : scene.lines) {
    if (l.color_a == kPrimarySelectedColor)
      ++primary_lines;
    else if (l.color_a == kOutlineColor)
      ++plain_lines;
    else
      ++other;
  }
  EXPECT_EQ(primary_lines, 12u);
  EXPECT_EQ(plain_lines, 24u);  // the focused pair's
  EXPECT_EQ(other, 0u);
  EXPECT_TRUE(list.layer(Layer::overlay).points.size() == 4u);  // the four's markers (under 4 px)
}

// Dots write no depth, so they are emitted farthest first (a nearer dot is painted over a farther
// one), and a dot is left out when the fully opaque middles of nearer dots cover every pixel it
// could touch. Hand-placed: a 9×9 block of near dots at depth 100 in front of one far dot at
// depth 200 on the same line of sight, and a far dot off to the side that nothing hides. With
// the near dots 1.5 px apart their middles (about 2 × 2 px each) leave no gap and the far dot
// behind them is left out; 3 px apart they leave gaps and it is drawn.
TEST(BigSceneDrawing, DotsAreDrawnFarthestFirstAndNearerDotsHideOnlyWhatTheyCover) {
  const Camera cam = looking_at_origin(10);
  const ObjectView view(cam, kViewport);
  const glm::dvec3 eye = eye_position(cam), forward = forward_direction(cam);
  const glm::dvec3 right = right_direction(cam), up = up_direction(cam);
  const double pixel_at_100 = 100 * 2 * view.tan_half_fov / double(view.height);
  for (const double spacing : {1.5, 3.0}) {
    SCOPED_TRACE("near dots " + std::to_string(spacing) + " px apart");
    Scene s;
    // The far dots first in the scene, so the scene's order is not the order drawn.
    s.objects.push_back(box_at(eye + 200.0 * forward, 0.15, 0));
    s.objects.push_back(box_at(eye + 200.0 * forward + 100 * pixel_at_100 * right, 0.15, 1));
    for (int i = -4; i <= 4; ++i)
      for (int j = -4; j <= 4; ++j)  // each about 7 px across: a dot of about 4 px
        s.objects.push_back(box_at(
            eye + 100.0 * forward + spacing * pixel_at_100 * (double(i) * right + double(j) * up),
            2.0 * pixel_at_100, int(s.objects.size())));
    // A big scene (more than kOutlineObjectLimit visible objects): the rest behind the eye.
    while (s.objects.size() <= kOutlineObjectLimit)
      s.objects.push_back(box_at(eye - 50.0 * forward, 0.1, int(s.objects.size())));
    DrawList list;
    draw_objects(list, s, cam, kViewport, -1, false, {}, {});
    const std::vector<DrawPoint>& dots = list.layer(Layer::scene).points;
    ASSERT_EQ(list.layer(Layer::scene).solid_count(), 0u);
    ASSERT_EQ(dots.size(), 81u + (spacing < 2 ? 1 : 2));
    for (std::size_t k = 1; k < dots.size(); ++k)
      EXPECT_GE(glm::dot(dots[k - 1].p - eye, forward), glm::dot(dots[k].p - eye, forward) - 1e-9)
          << k;
    EXPECT_NEAR(glm::dot(dots[0].p - eye, forward), 200, 1e-6);
  }
}

// Outlines only where readable: the same box gets its 12 edges at 40 px, none at 8 px; selected
// at 8 px it is filled with the selection's colour (a select-all of 30,000 small boxes drew
// 360,000 outline lines, 1.2 s a frame).
TEST(BigSceneDrawing, OutlinesOnlyOnImagesLargeEnoughToReadThem) {
  for (const double want_px : {40.0, 8.0}) {
    const Camera cam = looking_at_origin(10);
    const ObjectView view(cam, kViewport);
    // A box of half size h at the target: its sphere spans 2·√3·h over one pixel's size there.
    const double pixel = pixel_size_at(cam, kViewport, view_depth(cam, {0, 0, 0}));
    const double h = want_px * pixel / (2 * std::sqrt(3.0));
    Scene s;
    s.objects.push_back(box_at({0, 0, 0}, h, 0));
    s.objects.push_back(box_at({3, 0, 0}, h, 1));
    DrawList plain, picked;
    draw_objects(plain, s, cam, kViewport, -1, true);
    const std::vector<std::size_t> selected = {0, 1};  // 1 is the primary
    draw_objects(picked, s, cam, kViewport, -1, true, selected);
    const auto& lines = plain.layer(Layer::scene).lines;
    const auto& boxes = picked.layer(Layer::scene).solids[std::size_t(Solid::box)];
    ASSERT_EQ(boxes.size(), 2u);
    if (want_px > kReadableOutlinePx) {
      EXPECT_EQ(lines.size(), 24u);
      EXPECT_EQ(boxes[0].color, to_color({40, 120, 200}));
      EXPECT_EQ(picked.layer(Layer::scene).lines.size(), 24u);
    } else {
      EXPECT_TRUE(lines.empty());
      EXPECT_EQ(boxes[0].color, kSelectedColor);
      EXPECT_EQ(picked.layer(Layer::scene).lines.size(), 12u);  // the primary's only
    }
  }
}

}  // namespace
}  // namespace collide

namespace collide {
namespace {

// Draws `s` from the dense cubes' camera and ray-casts every `stride`-th object it leaves out
// (tests/app/support/occlusion_check.hpp): every point sampled on its surface that lands in the
// view must be behind something drawn, and at least `at_least` are left out (the frame gets
// cheaper).
void expect_only_hidden_left_out(const Scene& s, std::size_t stride, std::size_t at_least) {
  const Camera cam = test::dense_cube_camera();
  const Viewport viewport = test::kDenseCubeViewport;
  DrawList list;
  draw_objects(list, s, cam, viewport);
  const test::LeftOutBoxes found = test::check_left_out_boxes(list, s, cam, viewport, stride);
  EXPECT_GT(found.left_out, at_least);
  EXPECT_GT(found.points_checked, 5000);
  EXPECT_EQ(found.points_in_sight, 0);
}

// A dense cube of 8,000 boxes (issue #25's case, smaller): the boxes and dots left out as hidden
// are behind drawn boxes.
TEST(BigSceneDrawing, ABoxIsLeftOutAsHiddenOnlyWhenDrawnBoxesHideAllOfIt) {
  expect_only_hidden_left_out(test::dense_box_cube(8000, 11), 7, 1500);
}

// The same for a dense cube of 6,000 spheres: a sphere is tried by its bounding box and, drawn,
// covers only its inscribed cube's image; every point sampled on a left-out one is behind a
// drawn sphere (a ball of 0.98 of its radius: what the mesh surely fills).
TEST(BigSceneDrawing, ASphereIsLeftOutAsHiddenOnlyWhenDrawnSpheresHideAllOfIt) {
  expect_only_hidden_left_out(test::dense_ball_cube(6000, 12), 5, 2000);
}

}  // namespace
}  // namespace collide
