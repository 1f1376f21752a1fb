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
#include "app/view/frame.hpp"
#include "app/view/scene_drawing.hpp"
#include "app/view/scene_view.hpp"
#include "app/view/screenshot.hpp"
#include "app/view/window.hpp"
#include "render/draw_list.hpp"
#include "render/framebuffer.hpp"
#include "render/gl_renderer.hpp"
#include "tests/app/support/image_checks.hpp"
#include "tests/support/scratch_dir.hpp"

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
    glm::vec3 operator()(const desc::Ray& r) const { return glm::vec3(r.origin); }
    glm::vec3 operator()(const desc::Capsule& c) const { return glm::vec3((c.a + c.b) * 0.5); }
    glm::vec3 operator()(const desc::Cylinder& c) const { return glm::vec3(c.center); }
    glm::vec3 operator()(const desc::ConvexHull& h) const { return glm::vec3(h.hull->centroid); }
    glm::vec3 operator()(const desc::Mesh& m) const { return glm::vec3(m.mesh->mesh->centroid); }
    glm::vec3 operator()(const desc::Convex& c) const { return glm::vec3(c.vec[0]); }  // none here
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
  const test::ScratchDir scratch;
  const std::string name =
      std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()) + "_" +
      std::to_string(scene.objects.size()) + ".png";
  const std::string path = ((keep ? std::filesystem::path(keep) : scratch.path()) / name).string();
  std::string error;
  EXPECT_TRUE(write_png(frame.image, path, error)) << error;
  auto image = test::load_png(path);
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
  auto add = [&](const char* id, Rgb color, ObjectPose d) {
    scene.objects.push_back({id, id, color, true, d});
  };
  add("aabb", {40, 190, 235}, desc::Aabb{{-2.6, 0, -0.5}, {-1.6, 0.8, 0.5}});
  add("ellipsoid", {215, 70, 200},
      desc::Ellipsoid{
          {-0.3, 0.6, 0.2}, {0.7, 0.4, 0.35}, glm::angleAxis(0.5, glm::dvec3(0, 0, 1))});
  add("moving_sphere", {245, 120, 30},
      ObjectPose{desc::Sphere{{1.3, 0.5, 1.0}, 0.4}, {Vec3<double>{0.2, 0.0, -1.4}, {}}});
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

// Where a world point lands, in double, from the camera's fields (written here, not taken from
// the renderer): q = p − eye with eye = target − forward·distance; x = q·right / (depth·t·aspect).
glm::dvec2 expected_pixel(const Camera& c, const Viewport& v, const glm::dvec3& p) {
  const glm::dvec3 f(forward_direction(c)), r(right_direction(c)), u(up_direction(c));
  const glm::dvec3 q = p - (glm::dvec3(c.target) - f * double(c.distance));
  const double depth = glm::dot(q, f), t = std::tan(0.5 * double(c.fov_y));
  const double aspect = double(v.width) / double(v.height);
  return {(glm::dot(q, r) / (depth * t * aspect) * 0.5 + 0.5) * v.width,
          (0.5 - glm::dot(q, u) / (depth * t) * 0.5) * v.height};
}

// A 1.5 cm box (half size 2^-7) centred at `center`, seen from 6 cm.
Scene small_box_at(const glm::dvec3& center) {
  Scene s;
  s.objects.push_back({"small", "small", Rgb{235, 90, 60}, true,
                       desc::Box{center, glm::dvec3(0x1p-7), {1, 0, 0, 0}}});
  // A second one, touching it on +x, in another colour: the boundary must stay sharp.
  s.objects.push_back(
      {"next", "next", Rgb{60, 140, 235}, true,
       desc::Box{center + glm::dvec3(0x1p-6, 0, 0), glm::dvec3(0x1p-7), {1, 0, 0, 0}}});
  return s;
}

Camera looking_at(const glm::vec3& target, float distance) {
  Camera c;
  c.target = target;
  c.distance = distance;
  c.yaw = 0.5f;
  c.pitch = 0.4f;
  return c;
}

// Far from the origin, positions reach the GPU relative to the eye: a 1.5 cm box at 1e4 and at
// 1e7 (where float's spacing is a whole unit) shows its colour at its projected centre, and its
// picture is the picture of the same box at the origin.
TEST_F(WindowTest, SmallBoxesFarFromTheOriginAreDrawnAsAtTheOrigin) {
  const Viewport viewport{640, 360};
  const ViewOptions no_grid{.grid = false, .axes = false};
  const Scene at_origin = small_box_at({0, 0, 0});
  const Camera origin_camera = looking_at({0, 0, 0}, 0.06f);
  const Image reference = render_scene(at_origin, origin_camera, viewport, no_grid).image;
  for (const double far : {1e4, 1e7}) {
    // Both centres are floats exactly, so the float camera target can sit on the box.
    const glm::dvec3 center(far, far, far);
    const Scene scene = small_box_at(center);
    const Camera camera = looking_at(glm::vec3(center), 0.06f);
    const RenderedFrame frame = render_scene(scene, camera, viewport, no_grid);
    std::string error;
    if (const char* keep = std::getenv("COLLIDE_TEST_IMAGES"))
      write_png(frame.image, std::string(keep) + "/far_" + std::to_string(int(far)) + ".png",
                error);
    for (std::size_t i = 0; i < scene.objects.size(); ++i) {
      const auto& box = std::get<desc::Box>(scene.objects[i].desc);
      const glm::dvec2 px = expected_pixel(camera, viewport, box.center);
      EXPECT_GE(
          test::shade_fraction(frame.image, glm::vec2(px), 6, object_color(scene.objects[i], i)),
          0.9)
          << scene.objects[i].id << " at " << far;
    }
    // Pixel for pixel the picture at the origin, up to the last bits of rounding.
    int differing = 0;
    for (std::size_t k = 0; k < reference.rgba.size(); ++k)
      if (std::abs(int(reference.rgba[k]) - int(frame.image.rgba[k])) > 8) ++differing;
    EXPECT_LT(differing, int(reference.rgba.size() / 1000)) << "at " << far;
  }
}

// A 2 mm box above metre-sized ones seen from 60 m spans a fraction of a pixel: its marker
// shows its colour where it is.
TEST_F(WindowTest, ATinyObjectInABigSceneShowsAsAMarker) {
  Scene scene = default_scene();
  scene.objects.push_back({"tiny", "tiny", Rgb{250, 30, 200}, true,
                           desc::Box{{0.5, 6, 1}, {0.001, 0.001, 0.001}, {1, 0, 0, 0}}});
  const Viewport viewport{640, 360};
  const Camera camera = looking_at({0, 1, 0}, 60.0f);
  const Image image = render_png(scene, camera, viewport);
  const std::size_t i = scene.objects.size() - 1;
  const glm::dvec2 px = expected_pixel(camera, viewport, {0.5, 6, 1});
  EXPECT_GE(test::shade_fraction(image, glm::vec2(px), 2, object_color(scene.objects[i], i)), 0.5);
  // The check can fail: with the object hidden, its colour is absent there.
  scene.objects.back().visible = false;
  const Image hidden = render_png(scene, camera, viewport);
  EXPECT_LT(test::shade_fraction(hidden, glm::vec2(px), 1, object_color(scene.objects[i], i)),
            0.05);
}

// The render path and the frame function are one: render_scene draws exactly build_frame's list.
TEST_F(WindowTest, RenderSceneDrawsTheFrameFunctionsList) {
  const Scene scene = default_scene();
  const Viewport viewport{480, 270};
  const Camera camera = initial_camera(scene, viewport);
  DrawList list;
  build_frame(list, scene, camera, viewport);
  const RenderedFrame a = render_scene(scene, camera, viewport);
  const RenderedFrame b = render_draw_list(list, camera, viewport);
  EXPECT_EQ(a.draw_calls, b.draw_calls);
  EXPECT_EQ(a.image.rgba, b.image.rgba);
}

// Layers: a red line passing behind a blue box. In the scene layer the box hides it; in the
// evidence layer it shows dimmed there (a mix of red and blue) and full where nothing is in
// front; in the overlay it is drawn over the box at full strength.
TEST_F(WindowTest, EvidenceShowsDimmedBehindSolidsAndOverlayIsNeverHidden) {
  const Viewport viewport{400, 300};
  Camera camera;  // the eye at (0, 0, 10) looking down −z
  camera.yaw = 0;
  camera.pitch = 0;
  camera.distance = 10;
  const Color blue{0.1f, 0.2f, 0.9f, 1}, red{1, 0, 0, 1};
  auto draw = [&](Layer layer) {
    DrawList list;
    list.solid(Layer::scene, {Solid::box, {0, 0, 0}, glm::mat3(1.0f), blue});
    list.line(layer, {{-4, 0, -2}, {4, 0, -2}, red, red, 6.0f});
    return render_draw_list(list, camera, viewport);
  };
  const RenderedFrame scene = draw(Layer::scene), evidence = draw(Layer::evidence),
                      overlay = draw(Layer::overlay);
  const auto behind = world_to_pixel(camera, viewport, {0, 0, 1});  // on the box's face
  const auto open = world_to_pixel(camera, viewport, {3, 0, -2});   // beside the box
  ASSERT_TRUE(behind && open);
  const auto at = [](const RenderedFrame& f, glm::vec2 p) {
    return test::pixel(f.image, int(p.x), int(p.y));
  };
  // Scene layer: hidden behind the box (box colour), visible beside it.
  EXPECT_TRUE(test::is_shade_of(at(scene, *behind), blue));
  EXPECT_TRUE(test::is_color(at(scene, *open), red, 10));
  // Evidence: beside the box full red; behind it a mix, neither the box nor the line.
  EXPECT_TRUE(test::is_color(at(evidence, *open), red, 10));
  const auto mix = at(evidence, *behind), box = at(scene, *behind);
  EXPECT_GT(mix[0], box[0] + 40) << "some red shows through";
  EXPECT_LT(mix[0], 220) << "but dimmed";
  EXPECT_LT(mix[2], box[2]);
  // Overlay: over the box at full strength.
  EXPECT_TRUE(test::is_color(at(overlay, *behind), red, 10));
  // Draw calls: background + box + line, the evidence line twice (hidden, visible).
  EXPECT_EQ(scene.draw_calls, 3);
  EXPECT_EQ(evidence.draw_calls, 4);
  EXPECT_EQ(overlay.draw_calls, 3);
}

// A dashed line: runs of dash_px pixels of colour and of background alternate along it.
TEST_F(WindowTest, DashedLinesAlternateDashesAndGapsOfTheirLengthInPixels) {
  const Viewport viewport{400, 300};
  Camera camera;
  camera.yaw = 0;
  camera.pitch = 0;
  camera.distance = 10;
  const Color green{0, 1, 0, 1};
  DrawList list;
  list.background_top = list.background_bottom = {0, 0, 0, 1};
  list.line(Layer::scene, {{-100, 0, 0}, {100, 0, 0}, green, green, 4.0f, 10.0f});
  const Image image = render_draw_list(list, camera, viewport).image;
  const int y = int(world_to_pixel(camera, viewport, {0, 0, 0})->y);
  std::vector<int> runs;  // lengths of alternating on/off runs along the row
  bool on = test::is_shade_of(test::pixel(image, 0, y), green, 60);
  int length = 0;
  for (int x = 0; x < viewport.width; ++x) {
    const bool now = test::is_shade_of(test::pixel(image, x, y), green, 60);
    if (now == on) {
      ++length;
      continue;
    }
    runs.push_back(length);
    on = now;
    length = 1;
  }
  ASSERT_GE(runs.size(), 20u);  // 400 px of 10 px dashes and gaps: about 40 runs
  // Every run but the first (cut by the image edge) is 10 pixels, give or take the soft ends.
  for (std::size_t i = 1; i < runs.size(); ++i) {
    EXPECT_GE(runs[i], 8) << i;
    EXPECT_LE(runs[i], 12) << i;
  }
}

}  // namespace
}  // namespace collide
