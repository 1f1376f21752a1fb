#include "app/edit/gizmo.hpp"

#include <cmath>

#include <gtest/gtest.h>
#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "core/queries/ray_queries.hpp"
#include "tests/app/edit/edit_test_support.hpp"

namespace collide {
namespace {

using D3 = glm::dvec3;
using test::front_view;
using test::same_bits;

desc::Box box_at(const D3& c) {
  return {c, {0.5, 0.5, 0.5}, {1, 0, 0, 0}};
}

// Where the ray through `pixel` meets the plane through p with normal n (the independent answer).
D3 on_plane(const EditView& v, glm::dvec2 pixel, const D3& p, const D3& n) {
  auto h = ray_plane(v.ray_through(pixel), p, n);
  EXPECT_TRUE(h);
  return h ? h->point : D3(0);
}

TEST(GizmoHitTest, TranslateHandlesFromAFrontView) {
  Gizmo g;
  const ObjectDesc box = box_at({0, 0, 0});
  const EditView v = front_view({0, 0, 0});
  // The pivot at the image centre (640, 360); arrows 100 px long; y up is pixel y down.
  EXPECT_EQ(g.hit_test(box, v, {690, 360}), (Handle{HandleKind::axis, 0}));
  EXPECT_EQ(g.hit_test(box, v, {640, 300}), (Handle{HandleKind::axis, 1}));
  EXPECT_EQ(g.hit_test(box, v, {690, 365}), (Handle{HandleKind::axis, 0}));  // within 8 px
  EXPECT_EQ(g.hit_test(box, v, {640, 360}), (Handle{HandleKind::screen, 0}));
  // The xy square at 0.35 of the size along x and y: (675, 325).
  EXPECT_EQ(g.hit_test(box, v, {675, 325}), (Handle{HandleKind::plane, 2}));
  EXPECT_EQ(g.hit_test(box, v, {690, 380}), std::nullopt);
  EXPECT_EQ(g.hit_test(box, v, {800, 360}), std::nullopt);  // past the tip
}

TEST(GizmoHitTest, RotateAndScaleHandles) {
  Gizmo g;
  g.set_mode(GizmoMode::rotate);
  const ObjectDesc box = box_at({0, 0, 0});
  const EditView v = front_view({0, 0, 0});
  const double c45 = 100 * std::cos(glm::radians(45.0));
  EXPECT_EQ(g.hit_test(box, v, {640 + c45, 360 - c45}), (Handle{HandleKind::ring, 2}));
  EXPECT_EQ(g.hit_test(box, v, {640, 360 - 120}), (Handle{HandleKind::view_ring, 0}));
  EXPECT_EQ(g.hit_test(box, v, {640 + 30, 360 + 40}), (Handle{HandleKind::trackball, 0}));
  // Ring x, edge-on, is the vertical line through the centre.
  EXPECT_EQ(g.hit_test(box, v, {640, 360 - 60}), (Handle{HandleKind::ring, 0}));
  EXPECT_EQ(g.hit_test(box, v, {640 + 200, 360}), std::nullopt);
  g.set_mode(GizmoMode::scale);
  EXPECT_EQ(g.hit_test(box, v, {740, 360}), (Handle{HandleKind::scale_axis, 0}));
  EXPECT_EQ(g.hit_test(box, v, {640, 360}), (Handle{HandleKind::scale_uniform, 0}));
}

// From an oblique camera (no axis end-on), every handle of every mode is found at the pixel
// where its own geometry projects: near an arrow's tip, a square's centre, the front point of a
// ring between two axes, the view ring, the trackball inside, the scale cubes, for local and
// world frames of a turned box, at the origin and far from it.
TEST(GizmoHitTest, EveryHandleAtItsProjectedPositionFromAnObliqueView) {
  for (const D3 c : {D3(0, 0, 0), D3(1e4, -2e4, 3e3)}) {
    for (GizmoSpace space : {GizmoSpace::world, GizmoSpace::local}) {
      Camera cam = test::front_camera(c, 12);
      cam.yaw = 0.6f;
      cam.pitch = 0.45f;
      const EditView v = edit_view(cam, test::kViewport);
      desc::Box box = box_at(c);
      box.rotation = glm::normalize(glm::angleAxis(0.4, glm::normalize(D3(1, 2, 0.5))));
      for (GizmoMode mode : {GizmoMode::translate, GizmoMode::rotate, GizmoMode::scale}) {
        Gizmo g;
        g.set_mode(mode);
        g.set_space(space);
        const auto a = g.axes(box);
        const double s = g.world_size(box, v);
        for (const Handle& h : g.handles(box)) {
          const int k = h.index, i = (k + 1) % 3, j = (k + 2) % 3;
          D3 at = c;
          switch (h.kind) {
            case HandleKind::axis:
              at = c + 0.9 * s * a[k];
              break;
            case HandleKind::plane:
              at = c + 0.35 * s * (a[i] + a[j]);
              break;
            case HandleKind::ring: {
              // Of the four points between the other two axes, the one nearest the eye.
              double best = 1e300;
              for (double si : {-1.0, 1.0})
                for (double sj : {-1.0, 1.0}) {
                  const D3 p = c + s * (si * a[i] + sj * a[j]) / std::sqrt(2.0);
                  if (v.depth_of(p) < best) {
                    best = v.depth_of(p);
                    at = p;
                  }
                }
              break;
            }
            case HandleKind::view_ring:
              at = c + 1.2 * s * v.up;
              break;
            case HandleKind::trackball:
              at = c + 0.3 * s * (v.right - v.up);
              break;
            case HandleKind::scale_axis:
              at = c + s * a[k];
              break;
            default:
              break;  // the centre dot and cube
          }
          const auto px = v.to_pixel(at);
          ASSERT_TRUE(px);
          EXPECT_EQ(g.hit_test(box, v, *px), h) << handle_name(h) << " " << mode_name(mode)
                                                << " space " << int(space) << " at " << c.x;
        }
      }
    }
  }
}

// The test: the X arrow dragged by d pixels moves the box along x only, by the distance
// between the two rays' hits on the drag plane (here z = const), at the origin and at 1e4.
TEST(GizmoTranslate, XArrowMovesAlongXByTheRayPlaneDistance) {
  for (const D3 c : {D3(0, 0, 0), D3(1e4, 1e4, 1e4)}) {
    Gizmo g;
    const EditView v = front_view(c);
    const desc::Box start = box_at(c);
    const glm::dvec2 from = *v.to_pixel(c) + glm::dvec2(50, 0);
    ASSERT_TRUE(g.press(start, v, from)) << c.x;
    for (double d : {1.0, 37.0, 100.0, -250.0}) {
      const glm::dvec2 to = from + glm::dvec2(d, 0);
      const auto moved = std::get<desc::Box>(g.drag(v, to, false));
      const double ideal = on_plane(v, to, c, {0, 0, 1}).x - on_plane(v, from, c, {0, 0, 1}).x;
      EXPECT_NEAR(moved.center.x - c.x, ideal, 1e-9 * (1 + std::abs(c.x))) << c.x << " " << d;
      // d pixels at depth 10 are d·(20·tan(fov/2)/720) world units, to float rounding.
      EXPECT_NEAR(moved.center.x - c.x, d * v.pixel_size_at(c), 1e-5 * std::abs(d)) << d;
      EXPECT_TRUE(same_bits(moved.center.y, c.y));
      EXPECT_TRUE(same_bits(moved.center.z, c.z));
      EXPECT_TRUE(same_bits(moved.rotation, start.rotation));
      EXPECT_TRUE(same_bits(moved.half_extents, start.half_extents));
    }
    g.release();
  }
}

TEST(GizmoTranslate, FarFromTheOriginDragsAsSmoothlyAsAtTheOrigin) {
  // One-pixel steps: each step moves the far box by what it moves the box at the origin.
  Gizmo near_g, far_g;
  const D3 far_c(1e4, 1e4, 1e4);
  const EditView near_v = front_view({0, 0, 0}), far_v = front_view(far_c);
  ASSERT_TRUE(near_g.press(box_at({0, 0, 0}), near_v, {690, 360}));
  ASSERT_TRUE(far_g.press(box_at(far_c), far_v, {690, 360}));
  for (int px = 1; px <= 60; ++px) {
    const auto a = std::get<desc::Box>(near_g.drag(near_v, {690.0 + px, 360}, false));
    const auto b = std::get<desc::Box>(far_g.drag(far_v, {690.0 + px, 360}, false));
    // Within the rounding of doubles at 1e4 (about 2e-12), far below a float's 1e-3 there.
    EXPECT_NEAR(b.center.x - far_c.x, a.center.x, 1e-10) << px;
  }
}

TEST(GizmoTranslate, PlaneAndScreenHandlesAndLocalFrame) {
  Gizmo g;
  const EditView v = front_view({0, 0, 0});
  const desc::Box start = box_at({0, 0, 0});
  ASSERT_TRUE(g.press(start, v, {675, 325}));  // the xy square
  auto moved = std::get<desc::Box>(g.drag(v, {705, 305}, false));
  const D3 ideal =
      on_plane(v, {705, 305}, {0, 0, 0}, {0, 0, 1}) - on_plane(v, {675, 325}, {0, 0, 0}, {0, 0, 1});
  EXPECT_NEAR(moved.center.x, ideal.x, 1e-12);
  EXPECT_NEAR(moved.center.y, ideal.y, 1e-12);
  EXPECT_TRUE(same_bits(moved.center.z, 0.0));
  g.release();
  // Local frame: a box turned 90° about z moves along its own x (world y) on its X arrow.
  desc::Box turned = start;
  turned.rotation = glm::angleAxis(glm::radians(90.0), D3(0, 0, 1));
  g.set_space(GizmoSpace::local);
  ASSERT_TRUE(g.press(turned, v, {640, 310}));  // its x arrow points up on screen
  moved = std::get<desc::Box>(g.drag(v, {640, 250}, false));
  EXPECT_NEAR(moved.center.y, 60 * v.pixel_size_at({0, 0, 0}), 1e-5);
  EXPECT_NEAR(moved.center.x, 0, 1e-12);
}

TEST(GizmoTranslate, SnappingLandsOnTheGrid) {
  Gizmo g;
  g.settings.translate_step = 0.25;
  const EditView v = front_view({0, 0, 0});
  const desc::Box start = box_at({0.1, 0.03, 0});
  const glm::dvec2 from = *v.to_pixel(start.center) + glm::dvec2(50, 0);
  ASSERT_TRUE(g.press(start, v, from));
  for (double d : {3.0, 17.0, 61.0, -90.0}) {
    const auto b = std::get<desc::Box>(g.drag(v, from + glm::dvec2(d, 0), true));
    EXPECT_EQ(std::fmod(b.center.x, 0.25), 0.0) << b.center.x;
    EXPECT_TRUE(same_bits(b.center.y, 0.03));  // the other coordinates are not snapped
    // The nearest grid value to the unsnapped position.
    const double free_x = 0.1 + d * v.pixel_size_at(start.center);
    EXPECT_LE(std::abs(b.center.x - free_x), 0.125 + 1e-6);
  }
}

TEST(GizmoTranslate, AxesNeverFlipAndTheDragStaysOnItsLineWhenTheViewCrossesItsPlane) {
  // The camera orbits down under the X arrow's drag plane (fixed at the press) mid-drag: the
  // arrow still points along +x, every result is on the x line (y, z bit-identical), finite,
  // and where the ray cannot meet the plane the last good pose stays.
  Gizmo g;
  const desc::Box start = box_at({0, 0, 0});
  Camera cam = test::front_camera({0, 0, 0});
  cam.pitch = 0.3f;
  EditView v = edit_view(cam, test::kViewport);
  const glm::dvec2 from = *v.to_pixel({0, 0, 0}) + glm::dvec2(50, 0);
  ASSERT_TRUE(g.press(start, v, from));
  std::vector<float> pitches;
  for (int i = 0; i <= 90; ++i)
    pitches.push_back(0.3f - 0.02f * float(i));  // down to −1.5, past the crossing
  // The plane holds the x axis and faces the press-time eye: the eye is in it at 0.3 − π/2.
  const float crossing = 0.3f - 1.5707963f;
  pitches.insert(pitches.begin() + 80, crossing);
  ObjectDesc before_crossing = start;
  for (float pitch : pitches) {
    cam.pitch = pitch;
    v = edit_view(cam, test::kViewport);
    const auto pose = g.drag(v, from + glm::dvec2(40, 0), false);
    const auto b = std::get<desc::Box>(pose);
    EXPECT_TRUE(std::isfinite(b.center.x)) << pitch;
    EXPECT_TRUE(same_bits(b.center.y, 0.0)) << pitch;
    EXPECT_TRUE(same_bits(b.center.z, 0.0)) << pitch;
    EXPECT_EQ(g.axes(start)[0], D3(1, 0, 0));
    // With the eye in the drag plane every ray grazes it: the last good pose is kept.
    if (pitch == crossing) {
      EXPECT_TRUE(same_bits(b, std::get<desc::Box>(before_crossing)));
    }
    before_crossing = pose;
  }
}

TEST(GizmoRotate, QuarterTurnOnARingSeenDownItsAxis) {
  // Looking straight down z: ring z is a full circle, graspable anywhere on it.
  const EditView v = front_view({0, 0, 0});
  desc::Box start = box_at({0, 0, 0});
  start.rotation = glm::normalize(glm::angleAxis(0.3, glm::normalize(D3(1, 2, 3))));
  const double r = 100 / std::sqrt(2.0);
  const glm::dvec2 at45(640 + r, 360 - r), at135(640 - r, 360 - r);
  for (bool snap : {false, true}) {
    Gizmo g;
    g.set_mode(GizmoMode::rotate);
    ASSERT_TRUE(g.press(start, v, at45));
    EXPECT_EQ(g.active_handle(), (Handle{HandleKind::ring, 2}));
    const auto b = std::get<desc::Box>(g.drag(v, at135, snap));
    const glm::dquat expected =
        glm::normalize(glm::angleAxis(glm::radians(90.0), D3(0, 0, 1)) * start.rotation);
    if (snap) {
      EXPECT_TRUE(same_bits(b.rotation, expected));  // exact: 6 steps of 15°
    } else {
      for (int i = 0; i < 4; ++i)
        EXPECT_NEAR(b.rotation[i], expected[i], 1e-7);
    }
    EXPECT_NEAR(glm::length(b.rotation), 1.0, 1e-15);
    EXPECT_TRUE(same_bits(b.center, start.center));
  }
}

// Issue 39, item 7: a ring follows the pointer's angle about the ring's centre on screen (as
// Blender and ImGuizmo turn), not where the pointer's ray meets the ring's plane. Ring y seen from
// 20° above: a flattened ellipse. Grabbed at its front point, right below the centre, and moved
// 40 px to the right, the pointer sweeps atan2 of the two pixel vectors about the centre; the
// eye is above the ring, so that angle as seen (counter-clockwise) is a turn about +y.
TEST(GizmoRotate, ARingFollowsThePointersAngleAboutItsCentreOnScreen) {
  const double e = glm::radians(20.0);
  EditView v;
  v.eye = 10.0 * D3(0, std::sin(e), std::cos(e));
  v.forward = -v.eye / 10.0;
  v.right = D3(1, 0, 0);
  v.up = D3(0, std::cos(e), -std::sin(e));
  v.viewport = test::kViewport;
  const desc::Box start = box_at({0, 0, 0});
  const glm::dvec2 centre = *v.to_pixel(D3(0));
  ASSERT_NEAR(centre.x, 640, 1e-9);
  ASSERT_NEAR(centre.y, 360, 1e-9);
  // The ring's front point: 100 px of radius at the pivot's depth, along +z.
  const D3 front(0, 0, 100 * v.pixel_size_at(D3(0)));
  const glm::dvec2 p0 = *v.to_pixel(front);
  ASSERT_NEAR(p0.x, 640, 1e-9);
  ASSERT_GT(p0.y, 360 + 20);  // below the centre, foreshortened
  Gizmo g;
  g.set_mode(GizmoMode::rotate);
  ASSERT_TRUE(g.press(start, v, p0));
  ASSERT_EQ(g.active_handle(), (Handle{HandleKind::ring, 1}));
  const glm::dvec2 p1 = p0 + glm::dvec2(40, 0);
  // By hand, with y up: from (0, −b) to (40, −b), b = p0.y − 360, counter-clockwise by
  // atan2(40·b, b²) = atan2(40, b).
  const double b = p0.y - 360;
  const double angle = std::atan2(40, b);
  const auto turned = std::get<desc::Box>(g.drag(v, p1, false));
  const glm::dquat expected = glm::angleAxis(angle, D3(0, 1, 0)) * start.rotation;
  for (int i = 0; i < 4; ++i)
    EXPECT_NEAR(turned.rotation[i], expected[i], 1e-12) << "angle " << glm::degrees(angle);
  // Back to where it was grabbed: no turn left.
  const auto back = std::get<desc::Box>(g.drag(v, p0, false));
  EXPECT_NEAR(std::abs(back.rotation.w), 1, 1e-12);
}

TEST(GizmoRotate, RingAndScaleDragsFarFromTheOriginMatchTheOrigin) {
  // The same cursor path over a box at the origin and at (1e4, 1e4, 1e4): the same rotation and
  // the same size, to double rounding at 1e4 (a float pipeline would be off by ~1e-3 there).
  const D3 far_c(1e4, 1e4, 1e4);
  for (GizmoMode mode : {GizmoMode::rotate, GizmoMode::scale}) {
    Gizmo near_g, far_g;
    near_g.set_mode(mode);
    far_g.set_mode(mode);
    const EditView near_v = front_view({0, 0, 0}), far_v = front_view(far_c);
    const glm::dvec2 grab = mode == GizmoMode::rotate
                                ? glm::dvec2(640 + 70.7106781, 360 - 70.7106781)
                                : glm::dvec2(740, 360);
    ASSERT_TRUE(near_g.press(box_at({0, 0, 0}), near_v, grab));
    ASSERT_TRUE(far_g.press(box_at(far_c), far_v, grab));
    for (int i = 1; i <= 40; ++i) {
      const glm::dvec2 to = grab + glm::dvec2(-3.0 * i, 1.3 * i);
      const auto a = std::get<desc::Box>(near_g.drag(near_v, to, false));
      const auto b = std::get<desc::Box>(far_g.drag(far_v, to, false));
      for (int q = 0; q < 4; ++q)
        EXPECT_NEAR(a.rotation[q], b.rotation[q], 1e-10) << i;
      EXPECT_NEAR(glm::length(a.half_extents - b.half_extents), 0, 1e-10) << i;
      EXPECT_TRUE(same_bits(b.center, far_c));
    }
  }
}

TEST(GizmoRotate, EdgeOnRingFollowsTheCursorAlongItsTangent) {
  // Ring x seen exactly edge-on (a vertical line): dragging down along it turns about +x, the
  // front of the ring moving with the cursor, one ring radius (100 px) per radian.
  Gizmo g;
  g.set_mode(GizmoMode::rotate);
  const EditView v = front_view({0, 0, 0});
  const desc::Box start = box_at({0, 0, 0});
  ASSERT_TRUE(g.press(start, v, {640, 300}));
  ASSERT_EQ(g.active_handle(), (Handle{HandleKind::ring, 0}));
  const auto b = std::get<desc::Box>(g.drag(v, {640, 350}, false));
  const glm::dquat expected = glm::angleAxis(0.5, D3(1, 0, 0));
  for (int i = 0; i < 4; ++i)
    EXPECT_NEAR(b.rotation[i], expected[i], 0.02);
  // The front point of the ring (towards the eye, +z) moved down on screen.
  const D3 front = glm::mat3_cast(b.rotation) * D3(0, 0.6, 0.8);
  EXPECT_LT(front.y, 0.6);
}

TEST(GizmoRotate, TrackballAndSnapping) {
  Gizmo g;
  g.set_mode(GizmoMode::rotate);
  const EditView v = front_view({0, 0, 0});
  const desc::Box start = box_at({0, 0, 0});
  ASSERT_TRUE(g.press(start, v, {650, 380}));
  ASSERT_EQ(g.active_handle(), (Handle{HandleKind::trackball, 0}));
  // 50 px right: half a radian about up (+y), the front turning right.
  auto b = std::get<desc::Box>(g.drag(v, {700, 380}, false));
  const glm::dquat about_y = glm::angleAxis(0.5, D3(0, 1, 0));
  for (int i = 0; i < 4; ++i)
    EXPECT_NEAR(b.rotation[i], about_y[i], 1e-6);
  EXPECT_GT((glm::mat3_cast(b.rotation) * D3(0, 0, 1)).x, 0);  // the front went right
  b = std::get<desc::Box>(g.drag(v, {700, 380}, true));        // 28.6° snaps to 30°
  const glm::dquat snapped = glm::angleAxis(glm::radians(30.0), D3(0, 1, 0));
  for (int i = 0; i < 4; ++i)
    EXPECT_NEAR(b.rotation[i], snapped[i], 1e-6);
}

TEST(GizmoRotate, PlaneNormalTurns) {
  Gizmo g;
  g.set_mode(GizmoMode::rotate);
  const EditView v = front_view({0, 0, 0});
  const desc::Plane start{{0, 1, 0}, {0, 0, 0}};
  const double r = 100 / std::sqrt(2.0);
  ASSERT_TRUE(g.press(start, v, {640 + r, 360 - r}));  // ring z
  const auto p = std::get<desc::Plane>(g.drag(v, {640 - r, 360 - r}, true));
  EXPECT_NEAR(p.normal.x, -1, 1e-15);  // y turned a quarter about z: −x
  EXPECT_NEAR(p.normal.y, 0, 1e-15);
  EXPECT_TRUE(same_bits(p.point, start.point));
}

TEST(GizmoScale, NeverZeroNegativeOrNaN) {
  Gizmo g;
  g.set_mode(GizmoMode::scale);
  const EditView v = front_view({0, 0, 0});
  const desc::Box start = box_at({0, 0, 0});
  ASSERT_TRUE(g.press(start, v, {640, 360}));  // uniform
  auto b = std::get<desc::Box>(g.drag(v, {690, 360}, false));
  EXPECT_NEAR(b.half_extents.x, 0.75, 1e-12);  // +50 px: factor 1.5
  EXPECT_FALSE(g.clamped());
  b = std::get<desc::Box>(g.drag(v, {340, 360}, false));  // factor −2
  EXPECT_EQ(b.half_extents, D3(g.settings.min_size));
  EXPECT_TRUE(g.clamped());
  b = std::get<desc::Box>(g.drag(v, {NAN, NAN}, false));
  EXPECT_EQ(b.half_extents, D3(g.settings.min_size));
  EXPECT_TRUE(g.clamped());
  b = std::get<desc::Box>(g.drag(v, {640, 360}, false));
  EXPECT_FALSE(g.clamped());
  g.release();
  // An axis handle dragged through the centre and beyond: held at the minimum, other axes kept.
  ASSERT_TRUE(g.press(start, v, {740, 360}));
  ASSERT_EQ(g.active_handle(), (Handle{HandleKind::scale_axis, 0}));
  b = std::get<desc::Box>(g.drag(v, {790, 360}, false));
  EXPECT_NEAR(b.half_extents.x, 0.75, 1e-9);
  b = std::get<desc::Box>(g.drag(v, {500, 360}, false));
  EXPECT_EQ(b.half_extents.x, g.settings.min_size);
  EXPECT_TRUE(same_bits(b.half_extents.y, 0.5));
  EXPECT_TRUE(g.clamped());
  b = std::get<desc::Box>(g.drag(v, {757, 360}, true));  // 1.17 snaps to 1.2
  EXPECT_NEAR(b.half_extents.x, 0.6, 1e-12);
}

TEST(GizmoScale, AabbFacesResizeAndStayAxisAligned) {
  Gizmo g;
  g.set_mode(GizmoMode::scale);
  const EditView v = front_view({0, 0, 0});
  const desc::Aabb start{{-0.5, -0.5, -0.5}, {0.5, 0.5, 0.5}};
  const glm::dvec2 max_x = *v.to_pixel({0.5, 0, 0});
  ASSERT_TRUE(g.press(start, v, max_x));
  ASSERT_EQ(g.active_handle(), (Handle{HandleKind::face, 1}));
  auto b = std::get<desc::Aabb>(g.drag(v, max_x + glm::dvec2(30, 0), false));
  const double ideal = on_plane(v, max_x + glm::dvec2(30, 0), {0.5, 0, 0}, {0, 0, 1}).x;
  EXPECT_NEAR(b.max.x, ideal, 1e-12);
  EXPECT_TRUE(same_bits(b.min, start.min));
  EXPECT_TRUE(same_bits(b.max.y, 0.5));
  b = std::get<desc::Aabb>(g.drag(v, max_x - glm::dvec2(300, 0), false));  // past the min face
  EXPECT_EQ(b.max.x, -0.5 + g.settings.min_size);
  EXPECT_TRUE(g.clamped());
  g.cancel();
  // Seen head-on (the z faces, from the front camera) a face cannot be dragged: no handle.
  EXPECT_EQ(g.hit_test(start, v, {640, 360}), std::nullopt);
  g.set_mode(GizmoMode::rotate);
  EXPECT_TRUE(g.handles(start).empty());
  EXPECT_NE(unavailable_reason(start, GizmoMode::rotate).find("axis-aligned"), std::string::npos);
  DrawList list;
  g.draw(list, start, v);
  ASSERT_EQ(list.layer(Layer::overlay).labels.size(), 1u);
  EXPECT_NE(list.layer(Layer::overlay).labels[0].text.find("axis-aligned"), std::string::npos);
}

TEST(GizmoScale, SphereRadiusIsTheUniformHandle) {
  Gizmo g;
  g.set_mode(GizmoMode::scale);
  const desc::Sphere start{{0, 0, 0}, 0.5};
  EXPECT_EQ(g.handles(start), (std::vector<Handle>{{HandleKind::scale_uniform, 0}}));
  const EditView v = front_view({0, 0, 0});
  ASSERT_TRUE(g.press(start, v, {640, 360}));
  EXPECT_NEAR(std::get<desc::Sphere>(g.drag(v, {640, 260}, false)).radius, 1.0, 1e-12);
}

TEST(GizmoVertices, SegmentTriangleAndVelocityHandles) {
  Gizmo g;
  const EditView v = front_view({0, 0, 0});
  const desc::Triangle tri{{-1, -1, 0}, {1, -1, 0}, {0, 1, 0}};
  EXPECT_EQ(g.handles(tri).size(), 7u + 3u);
  const glm::dvec2 b_px = *v.to_pixel(tri.b);
  ASSERT_TRUE(g.press(tri, v, b_px));
  ASSERT_EQ(g.active_handle(), (Handle{HandleKind::vertex, 1}));
  const auto t = std::get<desc::Triangle>(g.drag(v, b_px + glm::dvec2(20, -10), false));
  EXPECT_TRUE(same_bits(t.a, tri.a));
  EXPECT_TRUE(same_bits(t.c, tri.c));
  const D3 ideal = on_plane(v, b_px + glm::dvec2(20, -10), tri.b, {0, 0, -1});
  EXPECT_NEAR(glm::length(t.b - ideal), 0, 1e-12);
  g.release();
  // A moving sphere: a handle at the velocity's tip changes the velocity only.
  const desc::Sphere ball{{0, 0, 0}, 0.3};
  const ObjectPose moving{ball, {D3(2, 0, 0), {}}};
  EXPECT_EQ(g.handles(moving).back(), (Handle{HandleKind::vertex, 0}));
  const glm::dvec2 tip = *v.to_pixel({2, 0, 0});
  ASSERT_TRUE(g.press(moving, v, tip));
  const auto s = std::get<desc::Sphere>(g.drag(v, tip + glm::dvec2(0, -43), false));
  const Motion& m = g.motion();  // the velocity is the object's motion, beside its description
  EXPECT_TRUE(same_bits(s.center, ball.center));
  EXPECT_NEAR(m.velocity->y, 43 * v.pixel_size_at({2, 0, 0}), 1e-9);
  EXPECT_NEAR(m.velocity->x, 2, 1e-9);
}

// Issue 37: any kind with a velocity has the handle on its t = 1 ghost (pivot + velocity), which
// sets the velocity only; a still object, or one that only turns, has none.
TEST(GizmoVertices, TheTimeOneGhostsHandleSetsAnyKindsVelocity) {
  Gizmo g;
  const EditView v = front_view({0, 0, 0});
  const desc::Box box{{0, 0, 0}, {0.5, 0.5, 0.5}, {1, 0, 0, 0}};
  EXPECT_EQ(vertex_handles_of(ObjectPose{box}).size(), 0u);
  EXPECT_EQ(vertex_handles_of(ObjectPose{box, {std::nullopt, D3(0, 0, 1)}}).size(), 0u);
  const ObjectPose moving{box, {D3(2, 0, 0), D3(0, 0, 1)}};
  ASSERT_EQ(vertex_handles_of(moving), (std::vector<D3>{{2, 0, 0}}));
  EXPECT_TRUE(is_velocity_handle(moving, 0));
  EXPECT_EQ(g.handles(moving).back(), (Handle{HandleKind::vertex, 0}));
  const glm::dvec2 tip = *v.to_pixel({2, 0, 0});
  ASSERT_TRUE(g.press(moving, v, tip));
  ASSERT_EQ(g.active_handle(), (Handle{HandleKind::vertex, 0}));
  const auto b = std::get<desc::Box>(g.drag(v, tip + glm::dvec2(0, -43), false));
  const Motion& m = g.motion();
  EXPECT_TRUE(same_bits(b.center, box.center));
  EXPECT_TRUE(same_bits(b.rotation, box.rotation));
  EXPECT_NEAR(m.velocity->y, 43 * v.pixel_size_at({2, 0, 0}), 1e-9);
  EXPECT_NEAR(m.velocity->x, 2, 1e-9);
  EXPECT_EQ(*m.angular_velocity, D3(0, 0, 1));  // the turn is kept
  g.release();
  // A segment's own vertices come first; the velocity's tip after them, from its midpoint.
  const desc::Segment seg{{-1, 0, 0}, {1, 0, 0}};
  const ObjectPose moving_seg{seg, {D3(0, 3, 0), std::nullopt}};
  EXPECT_EQ(vertex_handles_of(moving_seg), (std::vector<D3>{{-1, 0, 0}, {1, 0, 0}, {0, 3, 0}}));
  EXPECT_FALSE(is_velocity_handle(moving_seg, 1));
  EXPECT_TRUE(is_velocity_handle(moving_seg, 2));
  const ObjectPose set = pose_with_vertex(moving_seg, 2, {1, 4, 0});
  EXPECT_EQ(*set.motion.velocity, D3(1, 4, 0));
  EXPECT_TRUE(same_bits(std::get<desc::Segment>(set.desc).a, seg.a));
}

// A ray: translate moves its origin only; a handle at the direction's tip turns and stretches the
// direction; no rotate or scale (said why); dropping the tip on the origin keeps the direction.
TEST(GizmoVertices, RayOriginMovesAndItsTipHandleSetsTheDirection) {
  Gizmo g;
  const EditView v = front_view({0, 0, 0});
  const desc::Ray ray{{0, 0, 0}, {2, 0, 0}};
  EXPECT_EQ(g.handles(ray).back(), (Handle{HandleKind::vertex, 0}));
  const glm::dvec2 tip = *v.to_pixel({2, 0, 0});
  ASSERT_TRUE(g.press(ray, v, tip));
  const auto r = std::get<desc::Ray>(g.drag(v, tip + glm::dvec2(0, -43), false));
  EXPECT_TRUE(same_bits(r.origin, ray.origin));
  EXPECT_NEAR(r.direction.y, 43 * v.pixel_size_at({2, 0, 0}), 1e-9);
  EXPECT_NEAR(r.direction.x, 2, 1e-9);
  g.release();
  const auto moved = std::get<desc::Ray>(translated(ray, {1, -2, 3}));
  EXPECT_EQ(moved.origin, D3(1, -2, 3));
  EXPECT_TRUE(same_bits(moved.direction, ray.direction));
  EXPECT_FALSE(unavailable_reason(ray, GizmoMode::rotate).empty());
  EXPECT_FALSE(unavailable_reason(ray, GizmoMode::scale).empty());
  EXPECT_TRUE(unavailable_reason(ray, GizmoMode::translate).empty());
  EXPECT_TRUE(
      same_bits(std::get<desc::Ray>(with_vertex(ray, 0, ray.origin)).direction, ray.direction));
}

TEST(GizmoDrag, CancelRestoresTheStartPoseBitForBit) {
  for (GizmoMode mode : {GizmoMode::translate, GizmoMode::rotate, GizmoMode::scale}) {
    Gizmo g;
    g.set_mode(mode);
    const EditView v = front_view({1e4, -3, 0.1});
    desc::Box start = box_at({1e4, -3, 0.1});
    start.rotation = glm::normalize(glm::dquat(0.9, 0.1, -0.3, 0.2));
    start.half_extents = {0.3, 0.7, 0.11};
    const glm::dvec2 c = *v.to_pixel(start.center);
    // The X arrow, ring z at 45° (a local frame here, but ring z still faces the eye) and the
    // uniform cube.
    const double r = 100 / std::sqrt(2.0);
    const glm::dvec2 grab = mode == GizmoMode::translate ? c + glm::dvec2(50, 0)
                            : mode == GizmoMode::rotate  ? c + glm::dvec2(r, -r)
                                                         : c;
    ASSERT_TRUE(g.press(start, v, grab)) << mode_name(mode);
    for (int i = 0; i < 20; ++i)
      g.drag(v, grab + glm::dvec2(7 * i, -3 * i), i % 2 == 0);
    EXPECT_FALSE(
        same_bits(std::get<desc::Box>(g.drag(v, grab + glm::dvec2(40, 30), false)), start));
    const auto back = std::get<desc::Box>(g.cancel());
    EXPECT_TRUE(same_bits(back, start)) << mode_name(mode);
    EXPECT_FALSE(g.active());
  }
}

TEST(GizmoDrag, ModeChangeMidDragWaitsForTheRelease) {
  Gizmo g;
  const EditView v = front_view({0, 0, 0});
  const desc::Box start = box_at({0, 0, 0});
  ASSERT_TRUE(g.press(start, v, {690, 360}));
  g.set_mode(GizmoMode::rotate);
  g.set_space(GizmoSpace::local);
  EXPECT_EQ(g.mode(), GizmoMode::translate);
  const auto b = std::get<desc::Box>(g.drag(v, {740, 360}, false));
  EXPECT_GT(b.center.x, 0);  // still a translation
  EXPECT_TRUE(same_bits(b.rotation, start.rotation));
  const auto released = std::get<desc::Box>(g.release());
  EXPECT_TRUE(same_bits(released, b));
  EXPECT_EQ(g.mode(), GizmoMode::rotate);
  EXPECT_EQ(g.space(), GizmoSpace::local);
}

TEST(GizmoDrag, LeavingTheWindowKeepsAFinitePose) {
  Gizmo g;
  const EditView v = front_view({0, 0, 0});
  ASSERT_TRUE(g.press(box_at({0, 0, 0}), v, {690, 360}));
  const auto b = std::get<desc::Box>(g.drag(v, {-4000, 9000}, false));
  EXPECT_TRUE(std::isfinite(b.center.x));
  EXPECT_LT(b.center.x, 0);
  EXPECT_TRUE(same_bits(b.center.y, 0.0));
  EXPECT_FALSE(g.press(box_at({0, 0, 0}), v, {5, 5}) && false);  // press while active: kept
  EXPECT_TRUE(g.active());
}

TEST(GizmoDraw, ArrowsAtLeast80PixelsAtAnyDistanceAndZoom) {
  for (double distance : {0.1, 1.0, 10.0, 1000.0, 4000.0})
    for (float fov : {0.3f, 0.785398f, 1.4f}) {
      Camera cam = test::front_camera({5, 5, 5}, distance);
      cam.fov_y = fov;
      const EditView v = edit_view(cam, test::kViewport);
      Gizmo g;
      DrawList list;
      const ObjectDesc box = box_at({5, 5, 5});
      g.draw(list, box, v);
      const DrawLayer& o = list.layer(Layer::overlay);
      ASSERT_FALSE(o.lines.empty());
      EXPECT_TRUE(list.layer(Layer::scene).lines.empty());  // overlay only
      // The X arrow: its shaft starts the line, the cone's apex (centre + basis·ŷ) ends it.
      const DrawSolid& cone = o.solids[std::size_t(Solid::cone)][0];
      const D3 apex = cone.center + glm::dvec3(cone.basis[1]);
      const double px = glm::length(*v.to_pixel(apex) - *v.to_pixel(o.lines[0].a));
      EXPECT_GE(px, 80) << distance << " " << fov;
      EXPECT_LE(px, 100) << distance << " " << fov;
    }
}

TEST(GizmoDraw, HoveredHandleIsHighlighted) {
  Gizmo g;
  const EditView v = front_view({0, 0, 0});
  const ObjectDesc box = box_at({0, 0, 0});
  DrawList plain, lit;
  g.draw(plain, box, v);
  g.hover(box, v, {690, 360});
  EXPECT_EQ(g.hovered(), (Handle{HandleKind::axis, 0}));
  g.draw(lit, box, v);
  EXPECT_NE(plain.layer(Layer::overlay).lines[0].color_a,
            lit.layer(Layer::overlay).lines[0].color_a);
  EXPECT_EQ(plain.layer(Layer::overlay).lines[1], lit.layer(Layer::overlay).lines[1]);
}

}  // namespace
}  // namespace collide
