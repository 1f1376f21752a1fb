// The gizmo through the real renderer, in a hidden window under Xvfb: its handles are drawn over
// the object (the overlay is never hidden), at the pixels the maths puts them — the translate
// arrows where the gizmo's own geometry puts them, the rotate rings where the camera's
// world_to_pixel projects the circles the gizmo defines — at the origin and at 1e4. With
// COLLIDE_TEST_IMAGES=DIR set, the images are kept there (a folder the caller chose).
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <numbers>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>
#include <glm/geometric.hpp>

#include "app/edit/gizmo.hpp"
#include "app/view/frame.hpp"
#include "app/view/screenshot.hpp"
#include "app/view/window.hpp"
#include "tests/app/support/image_checks.hpp"

namespace collide {
namespace {

const Viewport kViewport{640, 400};

class GizmoWindowTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    std::string error;
    window_ = Window::open({64, 64, false, 0, "collision-lab gizmo test"}, error);
    ASSERT_NE(window_, nullptr) << error;
  }
  static void TearDownTestSuite() { window_.reset(); }
  void SetUp() override { ASSERT_NE(window_, nullptr) << "no OpenGL window (run under xvfb-run)"; }
  static std::unique_ptr<Window> window_;
};
std::unique_ptr<Window> GizmoWindowTest::window_;

// The one view every test here uses: a big box (its front face fills the gizmo's area) seen from
// the front, a little from the right and above, so every ring is an ellipse of its own shape.
Camera gizmo_camera(const glm::dvec3& at) {
  Camera camera;
  camera.target = decltype(camera.target)(at);
  camera.distance = 12;
  camera.yaw = 0.25f;
  camera.pitch = 0.2f;
  return camera;
}

desc::Box gizmo_box(const glm::dvec3& at) {
  return desc::Box{at, {2, 2, 2}, {1, 0, 0, 0}};
}

// The box, and the gizmo over it unless `with_gizmo` is false (the control picture: what the
// pixels are when no handle is drawn).
Image render_gizmo(GizmoMode mode, const glm::dvec3& at, const std::string& name,
                   bool with_gizmo = true) {
  Scene scene;
  scene.objects.push_back({"a", "Box A", Rgb{90, 90, 200}, true, gizmo_box(at)});
  const Camera camera = gizmo_camera(at);
  ViewOptions options;
  options.grid = false;
  options.axes = false;
  DrawList list;
  build_frame(list, scene, camera, kViewport, options);
  if (with_gizmo) {
    Gizmo gizmo;
    gizmo.set_mode(mode);
    gizmo.draw(list, scene.objects[0].desc, edit_view(camera, kViewport));
  }
  const RenderedFrame frame = render_draw_list(list, camera, kViewport);
  if (const char* keep = std::getenv("COLLIDE_TEST_IMAGES")) {
    std::string error;
    EXPECT_TRUE(
        write_png(frame.image, (std::filesystem::path(keep) / (name + ".png")).string(), error))
        << error;
  }
  return frame.image;
}

TEST_F(GizmoWindowTest, TranslateArrowsDrawnOverTheBoxWhereTheMathsPutsThem) {
  for (const glm::dvec3 at : {glm::dvec3(0), glm::dvec3(1e4, 1e4, 1e4)}) {
    const Image img =
        render_gizmo(GizmoMode::translate, at, "translate_" + std::to_string(int(at.x)));
    const EditView v = edit_view(gizmo_camera(at), kViewport);
    Gizmo g;
    const double s = g.world_size(gizmo_box(at), v);
    // The middle of the X arrow's shaft (inside the box's image): red, not the box's blue.
    const glm::dvec2 x_mid = *v.to_pixel(at + glm::dvec3(0.5 * s, 0, 0));
    const auto p = test::pixel(img, int(x_mid.x), int(x_mid.y));
    EXPECT_GT(p[0], 180) << at.x;
    EXPECT_LT(p[2], 120) << at.x;
    // The Y arrow: green.
    const glm::dvec2 y_mid = *v.to_pixel(at + glm::dvec3(0, 0.5 * s, 0));
    const auto q = test::pixel(img, int(y_mid.x), int(y_mid.y));
    EXPECT_GT(q[1], 160) << at.x;
    EXPECT_LT(q[0], 140) << at.x;
  }
}

// One circle the rotate gizmo draws: centre, unit normal, radius, and its colour.
struct Circle {
  std::string name;
  glm::dvec3 center, normal;
  double radius;
  Color color;
};

// `n` points evenly around the circle, built here from its definition (centre + r·(cos t·u +
// sin t·w), u and w orthonormal and normal to it), not from the gizmo's drawing code.
std::vector<glm::dvec3> points_on(const Circle& c, int n) {
  const glm::dvec3 k = glm::normalize(c.normal);
  const glm::dvec3 u = glm::normalize(
      glm::cross(k, std::abs(k.x) < 0.6 ? glm::dvec3(1, 0, 0) : glm::dvec3(0, 1, 0)));
  const glm::dvec3 w = glm::cross(k, u);
  std::vector<glm::dvec3> out;
  for (int i = 0; i < n; ++i) {
    const double t = 2 * std::numbers::pi * i / n;
    out.push_back(c.center + c.radius * (std::cos(t) * u + std::sin(t) * w));
  }
  return out;
}

// Whether a pixel within `reach` of `at` is `color` (a 3-px line's middle pixel is fully
// covered, so its colour is exact up to MSAA rounding; 12 per channel tells the rings' colours
// from each other, the box's blue and the background).
bool color_near(const Image& img, const glm::dvec2& at, const Color& color, int reach = 2) {
  const int cx = int(std::floor(at.x)), cy = int(std::floor(at.y));
  for (int y = cy - reach; y <= cy + reach; ++y)
    for (int x = cx - reach; x <= cx + reach; ++x)
      if (x >= 0 && y >= 0 && x < img.width && y < img.height &&
          test::is_color(test::pixel(img, x, y), color, 12))
        return true;
  return false;
}

struct RingTally {
  int samples = 0;
  int clear = 0;          // samples no nearer handle can cover (by the maths)
  int clear_matched = 0;  // of those, the ones showing the ring's colour
  int matched = 0;        // of all samples
};

// The rings of the rotate gizmo for the box at `at`, as the maths defines them: the three axis
// rings (radius world_size, normal to each of the gizmo's axes), the view ring (1.2 × that
// radius, normal to the view direction) and the faint trackball circle (the radius, normal to the
// view direction; it is drawn at 35% opacity and only ever occludes). Colours as the gizmo
// documents them: X red, Y green, Z blue, the view ring white.
std::vector<Circle> rotate_circles(const glm::dvec3& at, const Camera& camera) {
  Gizmo gizmo;
  gizmo.set_mode(GizmoMode::rotate);
  const desc::Box box = gizmo_box(at);
  const double s = gizmo.world_size(box, edit_view(camera, kViewport));
  // The radius from the camera maths alone: size_px pixels at the pivot's depth.
  EXPECT_NEAR(s, gizmo.settings.size_px * pixel_size_at(camera, kViewport, view_depth(camera, at)),
              1e-12 * s);
  const auto a = gizmo.axes(box);
  const glm::dvec3 forward = forward_direction(camera);
  return {{"X ring", at, a[0], s, {0.93f, 0.27f, 0.27f, 1}},
          {"Y ring", at, a[1], s, {0.36f, 0.82f, 0.30f, 1}},
          {"Z ring", at, a[2], s, {0.30f, 0.52f, 0.96f, 1}},
          {"view ring", at, forward, 1.2 * s, {0.92f, 0.92f, 0.92f, 1}},
          {"trackball", at, forward, s, {0.92f, 0.92f, 0.92f, 0.35f}}};
}

// A circle's points as the camera sees them: pixel, depth, and how fast the depth changes along
// the circle's image (world units per pixel; large where the circle is seen edge-on).
struct Projected {
  glm::dvec2 px;
  double depth;
  double depth_per_px;
};

std::vector<Projected> project(const Circle& c, const Camera& camera, int n) {
  const std::vector<glm::dvec3> pts = points_on(c, n);
  std::vector<Projected> out;
  for (const glm::dvec3& p : pts) {
    const auto px = world_to_pixel(camera, kViewport, p);
    if (!px) return {};  // a ring through the eye's plane: the caller sees the count drop
    out.push_back({*px, view_depth(camera, p), 0});
  }
  for (std::size_t i = 0; i < out.size(); ++i) {
    const Projected& prev = out[(i + out.size() - 1) % out.size()];
    const Projected& next = out[(i + 1) % out.size()];
    out[i].depth_per_px =
        std::abs(next.depth - prev.depth) / std::max(glm::distance(next.px, prev.px), 1e-3);
  }
  return out;
}

// Samples ring `r` (of `circles`) in `img`, 360 points. The overlay is depth-tested, so where two
// rings' images cross the nearer one hides the other: a sample is "clear" when no point of
// another circle projects within 6 px of it (a 3-px line covers 1.5 px each side, its rim 1 px
// more, the search below 2.5 px, plus a pixel) unless that point is surely behind it. "Surely":
// deeper by more than the renderer's depth can be off — lines are pulled toward the eye by up to
// 2.5 px' worth (4 px allowed), and a line's quad spreads its chord's depths over ±2.5 px of
// screen (its half-width, rim and square cap), which is 2.5 × the depth change per pixel along
// each of the two rings (3 × allowed). Which samples are clear follows from the maths alone.
RingTally tally_ring(const Image& img, const Camera& camera, const std::vector<Circle>& circles,
                     std::size_t r, glm::dvec2 shift = {0, 0}) {
  RingTally t;
  std::vector<Projected> others;
  for (std::size_t j = 0; j < circles.size(); ++j)
    if (j != r)
      for (const Projected& q : project(circles[j], camera, 1440))
        others.push_back(q);
  for (const Projected& p : project(circles[r], camera, 360)) {
    ++t.samples;
    const double pull = 4 * pixel_size_at(camera, kViewport, p.depth);
    bool clear = true;
    for (const Projected& q : others)
      if (glm::distance(q.px, p.px) < 6 &&
          q.depth < p.depth + pull + 3 * (p.depth_per_px + q.depth_per_px))
        clear = false;
    const bool match = color_near(img, p.px + shift, circles[r].color);
    t.matched += match;
    if (clear) {
      ++t.clear;
      t.clear_matched += match;
    }
  }
  return t;
}

// Each ring drawn where the camera maths projects the circle the gizmo defines: 360 points
// around each of the X, Y, Z and view rings, projected with world_to_pixel, must show that ring's
// colour within 2 px — every point that no nearer handle can cover (a sample at a crossing is
// excluded by the maths above). The required share of all samples is what the maths leaves
// clear, so a ring drawn elsewhere, in another colour, or not at all fails; and the control
// picture (the same box, no gizmo) must show none of the colours there, so the box or the
// background cannot pass for a ring. At the origin and at 1e4 (float positions would be off by
// ~1e-3 world units there, a few pixels of ring at this size).
TEST_F(GizmoWindowTest, RotateRingsDrawnWhereTheCameraMathsProjectsThem) {
  for (const glm::dvec3 at : {glm::dvec3(0), glm::dvec3(1e4, 1e4, 1e4)}) {
    const std::string tag = std::to_string(int(at.x));
    const Image img = render_gizmo(GizmoMode::rotate, at, "rotate_" + tag);
    const Image bare = render_gizmo(GizmoMode::rotate, at, "rotate_bare_" + tag, false);
    const Camera camera = gizmo_camera(at);
    const std::vector<Circle> circles = rotate_circles(at, camera);
    for (std::size_t r = 0; r < 4; ++r) {
      const RingTally t = tally_ring(img, camera, circles, r);
      const RingTally control = tally_ring(bare, camera, circles, r);
      const std::string where = circles[r].name + " at " + tag + ": " +
                                std::to_string(t.clear_matched) + " of " + std::to_string(t.clear) +
                                " clear samples match, " + std::to_string(t.matched) + " of " +
                                std::to_string(t.samples) + " in all; " +
                                std::to_string(control.matched) + " without gizmo";
      std::printf("  %s\n", where.c_str());
      ASSERT_EQ(t.samples, 360) << where;  // the whole ring is in front of the eye
      // The maths must leave at least half of each ring clear, or this test would check little.
      // What it excludes: a ~12-px stretch at each screen crossing with another circle, and the
      // stretches where a ring runs within 6 px of another one on screen (the X and Y rings,
      // nearly edge-on, hug each other's ends and the Z ring's; the nearly face-on Z ring runs
      // along the trackball circle for ~40% of its length). Today: X 77%, Y 75%, Z 58%, view 100%.
      EXPECT_GE(t.clear, t.samples / 2) << where;
      // Every clear sample shows the ring, one in a hundred spared: right beside the points where
      // two rings meet in space (X and Z at ±radius·y, ...) their depths are equal, and a 3-px
      // line's screen-space quad does not carry the circle's exact depth (one X sample, 4 px from
      // the X/Z meeting point, shows the Z ring today).
      EXPECT_GE(t.clear_matched, t.clear - t.clear / 100) << where;
      // None of the rings' colours where the rings go in the picture without the gizmo (1% for
      // stray pixels): the box's blue, its outline and the background are none of them.
      EXPECT_LE(control.matched, t.samples / 100) << where;
    }
  }
}

// The scale gizmo's uniform cube at the centre: a shaded light grey over the box's blue.
TEST_F(GizmoWindowTest, ScaleCubeDrawnOverTheBox) {
  for (const glm::dvec3 at : {glm::dvec3(0), glm::dvec3(1e4, 1e4, 1e4)}) {
    const Image img = render_gizmo(GizmoMode::scale, at, "scale_" + std::to_string(int(at.x)));
    const auto c = test::pixel(img, kViewport.width / 2, kViewport.height / 2);
    EXPECT_GT(c[0], 110) << at.x;
    EXPECT_LT(std::abs(c[0] - c[2]), 30) << at.x;
  }
}

}  // namespace
}  // namespace collide
