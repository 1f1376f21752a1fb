#include "app/edit/picking.hpp"

#include <cmath>

#include <gtest/gtest.h>
#include <glm/geometric.hpp>

#include "tests/app/edit/edit_test_support.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

using test::front_camera;
using test::front_view;
using test::kViewport;

SceneObject object(std::string id, ObjectDesc d, bool visible = true) {
  return {id, id, std::nullopt, visible, std::move(d)};
}

TEST(EditView, RayAndPixelsAgreeWithTheCamera) {
  // The double view is the camera's own maths: pick_ray and world_to_pixel within float rounding.
  Camera c = look_at({3, 4, 9}, {0.5f, -1, 0}, 0.9f);
  const EditView v = edit_view(c, kViewport);
  for (glm::vec2 px : {glm::vec2(0, 0), glm::vec2(640, 360), glm::vec2(1000, 77)}) {
    const PickRay r = pick_ray(c, kViewport, px);
    const Ray<double> d = v.ray_through(glm::dvec2(px));
    EXPECT_LT(glm::length(d.origin - glm::dvec3(r.origin)), 1e-6);
    EXPECT_LT(glm::length(d.direction - glm::dvec3(r.direction)), 1e-5);
    const glm::dvec3 p = d.origin + 7.0 * d.direction;
    const auto back = v.to_pixel(p);
    const auto cam = world_to_pixel(c, kViewport, glm::vec3(p));
    ASSERT_TRUE(back && cam);
    EXPECT_NEAR(back->x, px.x, 1e-6);
    EXPECT_NEAR(back->y, px.y, 1e-6);
    EXPECT_NEAR(back->x, cam->x, 0.02);
    EXPECT_NEAR(back->y, cam->y, 0.02);
  }
  EXPECT_FALSE(v.to_pixel(v.eye - v.forward));  // behind the eye
  // One pixel at depth 10: 2·10·tan(fov/2)/720.
  EXPECT_NEAR(v.pixel_size_at(v.eye + 10.0 * v.forward), 20 * std::tan(0.45) / 720, 1e-9);
}

TEST(Picking, NearestVisibleObjectUnderTheCursor) {
  Scene s;
  s.objects.push_back(object("far", desc::Sphere{{0, 0, -5}, 1}));
  s.objects.push_back(object("near", desc::Box{{0, 0, 0}, {0.5, 0.5, 0.5}, {1, 0, 0, 0}}));
  s.objects.push_back(object("hidden", desc::Sphere{{0, 0, 3}, 0.5}, false));
  const EditView v = front_view({0, 0, 0});
  auto p = pick_object(s, v, {640, 360});
  ASSERT_TRUE(p);
  EXPECT_EQ(p->index, 1u);  // the hidden sphere is nearer but not pickable
  EXPECT_NEAR(p->t, 9.5, 1e-5);
  // Beside the box (0.5 wide at depth 10 is about 43 px) but on the far sphere (1 at 15: 58 px).
  auto q = pick_object(s, v, {640 + 50, 360});
  ASSERT_TRUE(q);
  EXPECT_EQ(q->index, 0u);
  EXPECT_FALSE(pick_object(s, v, {100, 100}));
}

TEST(Picking, PointsAndSegmentsByAPixelRadius) {
  Scene s;
  s.objects.push_back(object("p", desc::Point{{0, 0, 0}}));
  s.objects.push_back(object("s", desc::Segment{{-1, 1, 0}, {1, 1, 0}}));
  for (double distance : {10.0, 1000.0}) {
    const EditView v = front_view({0, 0, 0}, distance);
    const glm::dvec2 centre = *v.to_pixel({0, 0, 0});
    // The same pixel radius (7) whatever the distance.
    ASSERT_TRUE(pick_object(s, v, centre + glm::dvec2(6, 0)));
    EXPECT_EQ(pick_object(s, v, centre + glm::dvec2(6, 0))->index, 0u);
    EXPECT_FALSE(pick_object(s, v, centre + glm::dvec2(0, 8)) &&
                 pick_object(s, v, centre + glm::dvec2(0, 8))->index == 0u);
    const glm::dvec2 on_segment = *v.to_pixel({0.5, 1, 0});
    auto seg = pick_object(s, v, on_segment + glm::dvec2(0, 5));
    ASSERT_TRUE(seg) << distance;
    EXPECT_EQ(seg->index, 1u);
    EXPECT_FALSE(pick_object(s, v, on_segment + glm::dvec2(0, 9)) &&
                 pick_object(s, v, on_segment + glm::dvec2(0, 9))->index == 1u);
  }
}

// A ray is picked like a segment along the stretch drawn for it, kRayDrawLength = 10 from its
// origin whatever the direction's length: near it beyond the direction's tip, not behind the
// origin, not past the drawn end.
TEST(Picking, ARayByAPixelRadiusAlongItsDrawnStretch) {
  Scene s;
  s.objects.push_back(object("r", desc::Ray{{-1, 1, 0}, {0.5, 0, 0}}));  // drawn to x = 9
  for (double distance : {10.0, 1000.0}) {
    const EditView v = front_view({0, 0, 0}, distance);
    const glm::dvec2 on_ray = *v.to_pixel({3, 1, 0});  // t = 8: well past the tip at t = 1
    auto hit = pick_object(s, v, on_ray + glm::dvec2(0, 5));
    ASSERT_TRUE(hit) << distance;
    EXPECT_EQ(hit->index, 0u);
    EXPECT_FALSE(pick_object(s, v, on_ray + glm::dvec2(0, 9))) << distance;
    EXPECT_TRUE(pick_object(s, v, *v.to_pixel({8.5, 1, 0}))) << distance;
  }
  // Ends checked where half a unit is many pixels (37 at depth 10; under one at 1000).
  const EditView v = front_view({0, 0, 0});
  EXPECT_FALSE(pick_object(s, v, *v.to_pixel({9.5, 1, 0})));   // past the drawn end
  EXPECT_FALSE(pick_object(s, v, *v.to_pixel({-1.5, 1, 0})));  // behind the origin
}

TEST(Picking, PlaneWithinItsDrawnSquareAndEdgeOnTriangleByItsEdges) {
  Scene s;
  s.objects.push_back(object("plane", desc::Plane{{0, 0, 1}, {0, 0, 0}}));
  const EditView v = front_view({0, 0, 0});
  EXPECT_TRUE(pick_object(s, v, *v.to_pixel({1.5, 1.5, 0})));
  EXPECT_FALSE(pick_object(s, v, *v.to_pixel({1.7, 0, 0})));  // beyond the 1.6 square
  Scene t;
  // In the plane x = 0, seen exactly edge-on from the front camera: no area, but its edges.
  t.objects.push_back(object("tri", desc::Triangle{{0, -1, -1}, {0, 1, -1}, {0, 0, 1}}));
  EXPECT_TRUE(pick_object(t, v, {640 + 3, 360}));
  EXPECT_FALSE(pick_object(t, v, {640 + 12, 360}));
}

TEST(Picking, FromInsideABigBoxTheObjectsInsideWin) {
  Scene s;
  s.objects.push_back(object("room", desc::Aabb{{-50, -50, -50}, {50, 50, 50}}));
  s.objects.push_back(object("ball", desc::Sphere{{0, 0, 0}, 1}));
  const EditView v = front_view({0, 0, 0});  // the eye at (0, 0, 10) is inside the room
  auto p = pick_object(s, v, {640, 360});
  ASSERT_TRUE(p);
  EXPECT_EQ(p->index, 1u);
  auto wall = pick_object(s, v, {50, 50});
  ASSERT_TRUE(wall);
  EXPECT_EQ(wall->index, 0u);  // elsewhere the room's far wall
}

// A capsule along x through the origin, radius 0.5, seen from 10 along +z (a pixel is
// 2·10·tan(22.5°)/720 ≈ 0.0115 at its depth): the centre ray meets its side at z = 0.5
// (t = 9.5); 50 px right (x ≈ 0.58, within the segment) it still meets the side; 50 px up
// (y ≈ 0.58 > 0.5) it passes over it.
TEST(Picking, CapsuleByItsSideAndEnds) {
  Scene s;
  s.objects.push_back(object("c", desc::Capsule{{-1, 0, 0}, {1, 0, 0}, 0.5}));
  const EditView v = front_view({0, 0, 0});
  const auto centre = pick_object(s, v, {640, 360});
  ASSERT_TRUE(centre);
  EXPECT_NEAR(centre->t, 9.5, 1e-5);
  EXPECT_TRUE(pick_object(s, v, {640 + 50, 360}));
  EXPECT_FALSE(pick_object(s, v, {640, 360 - 50}));
  // Beyond end b by 0.3 along x (x = 1.3 ≈ 113 px): inside the end's ball of radius 0.5.
  EXPECT_TRUE(pick_object(s, v, {640 + 113, 360}));
  EXPECT_FALSE(pick_object(s, v, {640 + 140, 360}));  // x ≈ 1.61: past the ball
}

// A cylinder lying along x (turned 90° about z: its own y onto −x), half height 1, radius 0.5,
// seen from 10 along +z (a pixel ≈ 0.0115 at its depth): the centre ray meets its side at z = 0.5
// (t = 9.5); 80 px right (x ≈ 0.92 < 1) still its side; 50 px up (y ≈ 0.58 > 0.5) over it; 100 px
// right (x ≈ 1.15) past its flat cap, where a capsule's end ball would still be.
TEST(Picking, CylinderByItsSideNotBeyondItsCap) {
  Scene s;
  const double half = std::sqrt(0.5);
  s.objects.push_back(object("c", desc::Cylinder{{0, 0, 0}, 1, 0.5, {half, 0, 0, half}}));
  const EditView v = front_view({0, 0, 0});
  const auto centre = pick_object(s, v, {640, 360});
  ASSERT_TRUE(centre);
  EXPECT_NEAR(centre->t, 9.5, 1e-5);
  EXPECT_TRUE(pick_object(s, v, {640 + 80, 360}));
  EXPECT_FALSE(pick_object(s, v, {640, 360 - 50}));
  EXPECT_FALSE(pick_object(s, v, {640 + 100, 360}));
}

// The cube [−0.5, 0.5]³ as a hull, seen from 10 along +z (a pixel ≈ 0.011 at its depth): the
// centre ray meets its face z = 0.5 at t = 9.5; 40 px right (x ≈ 0.44) still its face; 60 px
// up (y ≈ 0.65) over it.
TEST(Picking, ConvexHullByItsFaces) {
  Scene s;
  s.objects.push_back(object("h", desc::ConvexHull{hull_of_points({{-0.5, -0.5, -0.5},
                                                                   {0.5, -0.5, -0.5},
                                                                   {-0.5, 0.5, -0.5},
                                                                   {0.5, 0.5, -0.5},
                                                                   {-0.5, -0.5, 0.5},
                                                                   {0.5, -0.5, 0.5},
                                                                   {-0.5, 0.5, 0.5},
                                                                   {0.5, 0.5, 0.5}})}));
  const EditView v = front_view({0, 0, 0});
  const auto centre = pick_object(s, v, {640, 360});
  ASSERT_TRUE(centre);
  EXPECT_NEAR(centre->t, 9.5, 1e-5);
  EXPECT_TRUE(pick_object(s, v, {640 + 40, 360}));
  EXPECT_FALSE(pick_object(s, v, {640, 360 - 60}));
}

// The shipped level (make_level.py: the first step's tread is y = 0.2 over x ∈ [−6, −2],
// z ∈ [−2.4, −2]; the second step's riser z = −2.4 up to y = 0.4) seen from (−4, 2, 3), its floor
// 40 m across under everything. Through the pixel of (−4, 0.2, −2.2) the ray passes 0.27 over the
// first step's front edge (at z = −2: y = 2 − 1.8·5/5.2) and meets the tread there, at t =
// |eye − point| = √(1.8² + 5.2²); through the pixel of (−4, 0.3, −2.4), the second riser. A box
// beside the steps is picked where it is in front.
TEST(Picking, ALevelMeshAtItsStepsNearestFirst) {
  Scene s;
  s.objects.push_back(object(
      "level", desc::Mesh{mesh_from_file("level.obj", test::source_dir() + "/assets/meshes")}));
  s.objects.push_back(object("crate", desc::Box{{-1, 0.5, 1}, {0.5, 0.5, 0.5}, {1, 0, 0, 0}}));
  const EditView v = edit_view(look_at({-4, 2, 3}, {-4, 0.2, -2.2}, 0.785398f), kViewport);
  for (const glm::dvec3& at : {glm::dvec3(-4, 0.2, -2.2), glm::dvec3(-4, 0.3, -2.4)}) {
    const auto px = v.to_pixel(at);
    ASSERT_TRUE(px);
    const auto p = pick_object(s, v, *px);
    ASSERT_TRUE(p);
    EXPECT_EQ(p->index, 0u);
    EXPECT_NEAR(p->t, glm::distance(v.eye, at), 1e-6);
  }
  // The crate's centre, in front of the floor behind it.
  const auto crate = pick_object(s, v, *v.to_pixel({-1, 0.5, 1}));
  ASSERT_TRUE(crate);
  EXPECT_EQ(crate->index, 1u);
}

TEST(Picking, MovingSphereByItsSweep) {
  Scene s;
  s.objects.push_back(object("m", desc::Sphere{{-3, 0, 0}, 0.2}));
  s.objects.back().motion.velocity = glm::dvec3(6, 0, 0);
  const EditView v = front_view({0, 0, 0});
  EXPECT_TRUE(pick_object(s, v, *v.to_pixel({0, 0, 0})));    // the middle of the path
  EXPECT_TRUE(pick_object(s, v, *v.to_pixel({3, 0.1, 0})));  // the sphere at the end
  EXPECT_FALSE(pick_object(s, v, *v.to_pixel({0, 0.5, 0})));
}

}  // namespace
}  // namespace collide
