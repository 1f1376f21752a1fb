// The gizmo through the real renderer, in a hidden window under Xvfb: its handles are drawn over
// the object (the overlay is never hidden), at the pixels the gizmo's own maths puts them, at
// the origin and at 1e4. With COLLIDE_TEST_IMAGES=DIR set, the images are kept there.
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>

#include <gtest/gtest.h>

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

// A big box (its front face fills the gizmo's area) seen from the front, with the gizmo.
Image render_gizmo(GizmoMode mode, const glm::dvec3& at, const std::string& name) {
  Scene scene;
  scene.objects.push_back(
      {"a", "Box A", Rgb{90, 90, 200}, true, desc::Box{at, {2, 2, 2}, {1, 0, 0, 0}}});
  Camera camera;
  camera.target = decltype(camera.target)(at);
  camera.distance = 12;
  camera.yaw = 0.25f;
  camera.pitch = 0.2f;
  ViewOptions options;
  options.grid = false;
  options.axes = false;
  DrawList list;
  build_frame(list, scene, camera, kViewport, options);
  Gizmo gizmo;
  gizmo.set_mode(mode);
  gizmo.draw(list, scene.objects[0].desc, edit_view(camera, kViewport));
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
    Camera camera;
    camera.target = decltype(camera.target)(at);
    camera.distance = 12;
    camera.yaw = 0.25f;
    camera.pitch = 0.2f;
    const EditView v = edit_view(camera, kViewport);
    Gizmo g;
    const double s = g.world_size(desc::Box{at, {2, 2, 2}, {1, 0, 0, 0}}, v);
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

TEST_F(GizmoWindowTest, RotateRingsAndScaleHandles) {
  for (const glm::dvec3 at : {glm::dvec3(0), glm::dvec3(1e4, 1e4, 1e4)}) {
    render_gizmo(GizmoMode::rotate, at, "rotate_" + std::to_string(int(at.x)));
    const Image img = render_gizmo(GizmoMode::scale, at, "scale_" + std::to_string(int(at.x)));
    // The uniform cube at the centre: a shaded light grey over the box's blue.
    const auto c = test::pixel(img, kViewport.width / 2, kViewport.height / 2);
    EXPECT_GT(c[0], 110) << at.x;
    EXPECT_LT(std::abs(c[0] - c[2]), 30) << at.x;
  }
}

}  // namespace
}  // namespace collide
