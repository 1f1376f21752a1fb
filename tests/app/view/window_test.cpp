// Real pixels from the real renderer, in a hidden window under Xvfb (Mesa's software OpenGL).
// Where each object should appear comes from the camera maths in render/camera.hpp, used here as
// the independent projection; what each object should look like is "a shade of its colour".
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <tuple>

#include <glm/gtc/quaternion.hpp>

#include "app/document/default_scene.hpp"
#include "app/view/scene_drawing.hpp"
#include "app/view/scene_view.hpp"
#include "app/view/screenshot.hpp"
#include "app/view/window.hpp"
#include "render/draw_list.hpp"
#include "render/framebuffer.hpp"
#include "render/gl_renderer.hpp"
#include "tests/app/support/image_checks.hpp"

namespace collide {
namespace {

// Where an object's middle is, computed here from the description (not by the viewer's code).
glm::vec3 center_of(const ObjectDesc& d) {
  struct Center {
    glm::vec3 operator()(const desc::Box& b) const { return glm::vec3(b.center); }
    glm::vec3 operator()(const desc::Aabb& b) const { return glm::vec3((b.min + b.max) * 0.5); }
    glm::vec3 operator()(const desc::Sphere& s) const { return glm::vec3(s.center); }
    glm::vec3 operator()(const desc::Plane& p) const { return glm::vec3(p.point); }
    glm::vec3 operator()(const desc::Point& p) const { return glm::vec3(p.position); }
    glm::vec3 operator()(const desc::Segment& s) const { return glm::vec3((s.a + s.b) * 0.5); }
    glm::vec3 operator()(const desc::Triangle& t) const {
      return glm::vec3((t.a + t.b + t.c) / 3.0);
    }
    glm::vec3 operator()(const desc::Ellipsoid& e) const { return glm::vec3(e.center); }
  };
  return std::visit(Center{}, d);
}

bool is_thin(const ObjectDesc& d) {
  return std::holds_alternative<desc::Point>(d) || std::holds_alternative<desc::Segment>(d);
}

class WindowTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    std::string error;
    window_ = Window::open({64, 64, false, 0, "collision-lab window test"}, error);
    ASSERT_NE(window_, nullptr) << error;
  }
  static void TearDownTestSuite() { window_.reset(); }
  void SetUp() override { ASSERT_NE(window_, nullptr) << "no OpenGL window (run under xvfb-run)"; }

  static std::unique_ptr<Window> window_;
};
std::unique_ptr<Window> WindowTest::window_;

// Renders through the PNG path (write, then read back) so the file is what is checked. With
// COLLIDE_TEST_IMAGES=DIR set, the images are kept there, named after the test, to look at.
Image render_png(const Scene& scene, const Camera& camera, const Viewport& viewport,
                 int* draw_calls = nullptr) {
  const RenderedFrame frame = render_scene(scene, camera, viewport);
  if (draw_calls) *draw_calls = frame.draw_calls;
  const char* keep = std::getenv("COLLIDE_TEST_IMAGES");
  const std::string name =
      std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()) + "_" +
      std::to_string(scene.objects.size()) + ".png";
  const std::string path =
      ((keep ? std::filesystem::path(keep) : std::filesystem::temp_directory_path()) / name)
          .string();
  std::string error;
  EXPECT_TRUE(write_png(frame.image, path, error)) << error;
  auto image = test::load_png(path);
  if (!keep) std::remove(path.c_str());
  EXPECT_TRUE(image.has_value());
  return image.value_or(Image{});
}

// Each visible object's colour shows around where the camera maths projects its centre.
void expect_objects_where_projected(const Scene& scene, const Camera& camera,
                                    const Viewport& viewport, const Image& image) {
  for (std::size_t i = 0; i < scene.objects.size(); ++i) {
    const SceneObject& o = scene.objects[i];
    const auto px = world_to_pixel(camera, viewport, center_of(o.desc));
    ASSERT_TRUE(px.has_value()) << o.id << " is behind the camera";
    ASSERT_GE(px->x, 0) << o.id;
    ASSERT_LT(px->x, float(viewport.width)) << o.id;
    ASSERT_GE(px->y, 0) << o.id;
    ASSERT_LT(px->y, float(viewport.height)) << o.id;
    const double fraction = test::shade_fraction(image, *px, 6, object_color(o, i));
    EXPECT_GE(fraction, is_thin(o.desc) ? 0.03 : 0.3)
        << o.id << " near pixel (" << px->x << ", " << px->y << ")";
  }
}

TEST_F(WindowTest, DefaultSceneImageHasSizeBackgroundAndEveryObjectWhereProjected) {
  const Scene scene = default_scene();
  const Viewport viewport{960, 540};
  const Camera camera = initial_camera(scene, viewport);
  const Image image = render_png(scene, camera, viewport);
  ASSERT_EQ(image.width, 960);
  ASSERT_EQ(image.height, 540);

  // The framing keeps the scene and its grid off the corners: the gradient shows there, top
  // colour above, bottom colour below (which also pins the rows' order).
  EXPECT_TRUE(test::is_color(test::pixel(image, 0, 0), kBackgroundTop));
  EXPECT_TRUE(test::is_color(test::pixel(image, 959, 0), kBackgroundTop));
  EXPECT_TRUE(test::is_color(test::pixel(image, 0, 539), kBackgroundBottom));
  EXPECT_TRUE(test::is_color(test::pixel(image, 959, 539), kBackgroundBottom));

  expect_objects_where_projected(scene, camera, viewport, image);
}

TEST_F(WindowTest, AnObjectMissingFromTheSceneIsMissingFromTheImage) {
  // The colour check must be able to fail: hide the sphere and its colour is gone.
  Scene scene = default_scene();
  const Viewport viewport{960, 540};
  const Camera camera = initial_camera(scene, viewport);
  SceneObject* sphere = nullptr;
  std::size_t sphere_index = 0;
  for (std::size_t i = 0; i < scene.objects.size(); ++i)
    if (std::holds_alternative<desc::Sphere>(scene.objects[i].desc)) {
      sphere = &scene.objects[i];
      sphere_index = i;
    }
  ASSERT_NE(sphere, nullptr);
  sphere->visible = false;
  const Image image = render_png(scene, camera, viewport);
  const auto px = world_to_pixel(camera, viewport, center_of(sphere->desc));
  ASSERT_TRUE(px.has_value());
  EXPECT_LT(test::shade_fraction(image, *px, 6, object_color(*sphere, sphere_index)), 0.05);
}

TEST_F(WindowTest, EveryKindOfObjectIsDrawnWhereProjected) {
  Scene scene;
  auto add = [&](const char* id, Rgb color, ObjectDesc d) {
    scene.objects.push_back({id, id, color, true, d});
  };
  add("aabb", {40, 190, 235}, desc::Aabb{{-2.6, 0, -0.5}, {-1.6, 0.8, 0.5}});
  add("ellipsoid", {215, 70, 200},
      desc::Ellipsoid{
          {-0.3, 0.6, 0.2}, {0.7, 0.4, 0.35}, glm::angleAxis(0.5, glm::dvec3(0, 0, 1))});
  add("moving_sphere", {245, 120, 30},
      desc::Sphere{{1.3, 0.5, 1.0}, 0.4, Vec3<double>{0.2, 0.0, -1.4}});
  add("point", {250, 40, 40}, desc::Point{{2.2, 1.3, -1.2}});
  add("segment", {245, 225, 20}, desc::Segment{{-2.2, 1.6, -1.6}, {-0.2, 2.1, -1.6}});
  add("triangle", {60, 220, 90},
      desc::Triangle{{0.4, 0.1, -2.2}, {2.4, 0.1, -2.2}, {1.4, 1.6, -2.5}});
  add("plane", {150, 120, 250}, desc::Plane{{0, 0, 1}, {-1.2, 1.2, -3.5}});

  const Viewport viewport{960, 540};
  const Camera camera = initial_camera(scene, viewport);
  int calls = 0;
  const Image image = render_png(scene, camera, viewport, &calls);
  expect_objects_where_projected(scene, camera, viewport, image);
  // Background, four solid meshes, triangles, lines, points: the most there can be.
  EXPECT_LE(calls, 8);
}

TEST_F(WindowTest, DrawCallsDoNotGrowWithTheObjectCount) {
  const Scene scene = default_scene();
  Scene crowded = scene;
  // 1,000 more boxes on a 10 × 10 × 10 lattice, every third one turned.
  for (int i = 0; i < 1000; ++i) {
    const double x = -12.0 + 2.4 * (i % 10), y = 0.5 + 1.5 * ((i / 10) % 10),
                 z = -14.0 - 2.4 * (i / 100);
    const Quat<double> q =
        i % 3 ? Quat<double>{1, 0, 0, 0} : glm::angleAxis(0.4 + 0.01 * i, glm::dvec3(0, 1, 0));
    crowded.objects.push_back({"extra" + std::to_string(i), "extra", Rgb{120, 130, 140}, true,
                               desc::Box{{x, y, z}, {0.4, 0.4, 0.4}, q}});
  }
  const Viewport viewport{640, 360};
  int calls = 0, crowded_calls = 0;
  const Image a = render_png(scene, initial_camera(scene, viewport), viewport, &calls);
  const Image b = render_png(crowded, initial_camera(crowded, viewport), viewport, &crowded_calls);
  EXPECT_GT(calls, 0);
  EXPECT_EQ(calls, crowded_calls);
  EXPECT_NE(a.rgba, b.rgba);  // the extra boxes were drawn
}

// The renderer itself: widths are in pixels whatever the distance.
TEST_F(WindowTest, LinesAndPointsKeepTheirPixelSizeAtAnyDepth) {
  const Viewport viewport{400, 300};
  Camera camera;  // the eye at (0, 0, 10) looking down −z
  camera.yaw = 0;
  camera.pitch = 0;
  camera.distance = 10;
  Framebuffer target(viewport.width, viewport.height, 0);
  GlRenderer renderer;
  DrawList list;
  list.background_top = list.background_bottom = {0, 0, 0, 1};
  const Color red{1, 0, 0, 1}, green{0, 1, 0, 1}, blue{0, 0, 1, 1};
  // Two horizontal 6-pixel lines, one near (depth 5) and one far (depth 40), and a dot.
  list.line(Layer::scene, {{-100, 1, 5}, {100, 1, 5}, red, red, 6.0f});
  list.line(Layer::scene, {{-100, -4, -30}, {100, -4, -30}, green, green, 6.0f});
  list.point(Layer::scene, {{0, 0, 0}, blue, 12.0f});
  target.bind();
  const int calls = renderer.draw(list, camera, viewport);
  const Image image = target.read();
  EXPECT_EQ(calls, 3);  // background, lines, points

  // Count the rows of one column (and the columns of one row) that show a colour.
  auto run_length = [&](int x, int y0, int y1, const Color& c, bool vertical) {
    int n = 0;
    for (int t = y0; t < y1; ++t) {
      const auto p = vertical ? test::pixel(image, x, t) : test::pixel(image, t, x);
      if (test::is_shade_of(p, c, 60)) ++n;
    }
    return n;
  };
  // The lines sit where the camera maths puts them, each about 6 pixels thick.
  for (const auto& [y_world, z, color] :
       {std::tuple{1.0f, 5.0f, red}, std::tuple{-4.0f, -30.0f, green}}) {
    const float y = world_to_pixel(camera, viewport, {0, y_world, z})->y;
    const int rows = run_length(100, int(y) - 12, int(y) + 12, color, true);
    EXPECT_GE(rows, 5) << "line at depth " << 10 - z;
    EXPECT_LE(rows, 8) << "line at depth " << 10 - z;
  }
  // The dot is about 12 pixels across, centred on the origin's image (200, 150).
  const int across = run_length(150, 180, 220, blue, false);
  EXPECT_GE(across, 7);  // the rim is dark, so the blue core is a little narrower
  EXPECT_LE(across, 12);
  EXPECT_TRUE(test::is_shade_of(test::pixel(image, 200, 150), blue, 40));
}

}  // namespace
}  // namespace collide
