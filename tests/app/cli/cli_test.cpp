// The real executable, run as a user would (under Xvfb, started by CTest).
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include <imgui.h>

#include "app/document/default_scene.hpp"
#include "app/panels/panels.hpp"
#include "app/view/fonts.hpp"
#include "app/view/scene_drawing.hpp"
#include "app/view/scene_view.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/app/support/default_layout.hpp"
#include "tests/app/support/image_checks.hpp"
#include "tests/app/support/run_cli.hpp"
#include "tests/support/scratch_dir.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;
using Outcome = test::CliOutcome;
using test::run_cli;
using test::slurp;

std::string first_line(const std::string& s) {
  return s.substr(0, s.find('\n'));
}

// Where an object's middle is, from its description (not from the viewer's code).
glm::dvec3 center_of(const ObjectDesc& d) {
  struct Center {
    glm::dvec3 operator()(const desc::Box& b) const { return b.center; }
    glm::dvec3 operator()(const desc::Aabb& b) const { return (b.min + b.max) * 0.5; }
    glm::dvec3 operator()(const desc::Sphere& s) const { return s.center; }
    glm::dvec3 operator()(const desc::Plane& p) const { return p.point; }
    glm::dvec3 operator()(const desc::Point& p) const { return p.position; }
    glm::dvec3 operator()(const desc::Segment& s) const { return (s.a + s.b) * 0.5; }
    glm::dvec3 operator()(const desc::Triangle& t) const { return (t.a + t.b + t.c) / 3.0; }
    glm::dvec3 operator()(const desc::Ellipsoid& e) const { return e.center; }
    glm::dvec3 operator()(const desc::Ray& r) const { return r.origin; }
    glm::dvec3 operator()(const desc::Capsule& c) const { return (c.a + c.b) * 0.5; }
    glm::dvec3 operator()(const desc::Cylinder& c) const { return c.center; }
    glm::dvec3 operator()(const desc::ConvexHull& h) const { return h.hull->centroid; }
    glm::dvec3 operator()(const desc::Mesh& m) const { return m.mesh->mesh->centroid; }
    glm::dvec3 operator()(const desc::Convex& c) const { return c.vec[0]; }  // none in scenes
  };
  return std::visit(Center{}, d);
}

// A rectangle of the picture, [x0, x1) × [y0, y1).
struct PixelRect {
  int x0, y0, x1, y1;
  bool holds(const glm::dvec2& p, int margin) const {
    return p.x >= x0 - margin && p.x < x1 + margin && p.y >= y0 - margin && p.y < y1 + margin;
  }
};

// Every visible object of `scene` shows its own colour around the pixel where `camera` (the
// view the command starts with, from initial_camera) projects its centre: 30% of the
// (2·reach+1)² pixels there are shades of it (the centre dot and edges drawn over it take the
// rest). Objects whose centre falls under one of `covered` (a panel) are not expected to show;
// the number checked is returned, so a caller can require that most were.
// `origin`: where the view's top-left corner is in the picture (the docked layout's viewport).
int expect_objects_where_projected(const Image& image, const Scene& scene, const Camera& camera,
                                   const Viewport& viewport, int reach,
                                   const std::vector<PixelRect>& covered = {},
                                   glm::dvec2 origin = {0, 0}) {
  int checked = 0;
  for (std::size_t i = 0; i < scene.objects.size(); ++i) {
    const SceneObject& o = scene.objects[i];
    if (!o.visible) continue;
    auto px = world_to_pixel(camera, viewport, center_of(o.desc));
    EXPECT_TRUE(px.has_value()) << o.id << " is behind the camera";
    if (!px) continue;
    *px += origin;
    bool under_panel = false;
    for (const PixelRect& r : covered)
      under_panel = under_panel || r.holds(*px, reach);
    if (under_panel) {
      std::printf("  %s: centre under a panel or dialog, at pixel (%.0f, %.0f)\n", o.id.c_str(),
                  px->x, px->y);
      continue;
    }
    ++checked;
    EXPECT_GE(test::shade_fraction(image, glm::vec2(*px), reach, object_color(o, i)), 0.3)
        << o.id << " at pixel (" << px->x << ", " << px->y << ")";
  }
  return checked;
}

// ImGui's dark style (the viewer's default theme): title bars are opaque, so their pixels are
// the style's colours exactly; a panel's body is WindowBg at 90% opacity over the view.
std::array<int, 3> rgb_of(const ImVec4& c) {
  return {int(std::lround(c.x * 255)), int(std::lround(c.y * 255)), int(std::lround(c.z * 255))};
}

bool near_rgb(const std::array<int, 3>& p, const std::array<int, 3>& c, int tolerance) {
  for (std::size_t i = 0; i < 3; ++i)
    if (std::abs(p[i] - c[i]) > tolerance) return false;
  return true;
}

// The share of the pixels on row y, x in [x0, x1), that are one of `colors` (±2).
double row_fraction(const Image& image, int y, int x0, int x1,
                    const std::vector<std::array<int, 3>>& colors) {
  int hits = 0;
  for (int x = x0; x < x1; ++x)
    for (const auto& c : colors)
      if (near_rgb(test::pixel(image, x, y), c, 2)) {
        ++hits;
        break;
      }
  return double(hits) / std::max(1, x1 - x0);
}

// The share of the pixels in `r` dark enough to be a panel's body: WindowBg (0.06) at 90% over
// anything is at most 0.9·15 + 0.1·255 ≈ 40 per channel. The view's dark lower half passes too,
// so this only backs up the title-bar check, which no view pixel passes.
double body_fraction(const Image& image, const PixelRect& r) {
  const int bg = rgb_of(ImGuiStyle().Colors[ImGuiCol_WindowBg])[0];
  const int most = int(0.9 * bg + 0.1 * 255) + 2;
  int hits = 0, total = 0;
  for (int y = r.y0; y < r.y1; y += 2)
    for (int x = r.x0; x < r.x1; x += 2) {
      const auto p = test::pixel(image, x, y);
      ++total;
      if (p[0] <= most && p[1] <= most && p[2] <= most) ++hits;
    }
  return total ? double(hits) / total : 0.0;
}

// The viewer's first frames at 1280×720, the default font (kDefaultFontSize) at 1× scale: the
// docked layout's default (app/workbench/dock_layout.hpp), computed here from the same sizes.
// One frame height (font + 2 × FramePadding.y) is the menu bar's and each title bar's height.
constexpr int kShotW = 1280, kShotH = 720;
const int kFrameH = int(kDefaultFontSize + 2 * ImGuiStyle().FramePadding.y);

PixelRect pixels(const collide::Rect& r) {
  return {int(std::lround(r.x)), int(std::lround(r.y)), int(std::lround(r.right())),
          int(std::lround(r.bottom()))};
}

// The default layout at 1280×720, in whole pixels.
struct DefaultLayout {
  PixelRect scene, inspector, why, notes, pairs;
  Viewport viewport;
  glm::dvec2 origin;
};
DefaultLayout default_layout(int w = kShotW, int h = kShotH) {
  const test::DefaultLayout l = test::default_layout(w, h);
  return {pixels(l.scene), pixels(l.inspector), pixels(l.why), pixels(l.notes),
          pixels(l.pairs), l.viewport,          l.origin};
}

// A panel is where the layout puts it: its title bar's middle row is the style's title colour
// (active or not) for most of its width (the arrow and the title's letters take the rest), and
// the band under the title (the window padding, where no widget is drawn) is panel-dark.
void expect_panel(const Image& image, const std::string& name, const PixelRect& panel) {
  const PixelRect body{panel.x0 + 2, panel.y0 + kFrameH + 1, panel.x1 - 2, panel.y0 + kFrameH + 6};
  const ImGuiStyle style;
  const std::vector<std::array<int, 3>> titles = {rgb_of(style.Colors[ImGuiCol_TitleBg]),
                                                  rgb_of(style.Colors[ImGuiCol_TitleBgActive])};
  EXPECT_GE(row_fraction(image, panel.y0 + kFrameH / 2, panel.x0 + kFrameH, panel.x1 - 4, titles),
            0.6)
      << name << "'s title bar at y " << panel.y0;
  EXPECT_GE(body_fraction(image, body), 0.9) << name << "'s body";
}

TEST(Cli, HelpPrintsUsageAndSucceeds) {
  const Outcome r = run_cli("--help");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out.rfind("usage: collision-lab", 0), 0u) << r.out;
  EXPECT_NE(r.out.find("render --out FILE.png [--size WxH]"), std::string::npos);
  EXPECT_NE(r.out.find("xvfb-run"), std::string::npos);
  EXPECT_TRUE(r.err.empty());
}

TEST(Cli, VersionPrintsTheProjectVersion) {
  const Outcome r = run_cli("--version");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "collision-lab " COLLIDE_VERSION "\n");
}

TEST(Cli, UnknownOptionIsOneLineErrorThenUsageAndExitTwo) {
  const Outcome r = run_cli("--frobnicate");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(first_line(r.err), "collision-lab: unknown option '--frobnicate'");
  EXPECT_NE(r.err.find("usage: collision-lab"), std::string::npos);
  EXPECT_TRUE(r.out.empty());
}

TEST(Cli, UnknownCommandAndBadRenderArgumentsExitTwo) {
  Outcome r = run_cli("explode");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(first_line(r.err), "collision-lab: unknown command 'explode'");

  const test::ScratchDir scratch;  // were the size accepted, the file would land here
  r = run_cli("render --size 12x34 --out '" + (scratch / "x.png").string() + "'");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(first_line(r.err),
            "collision-lab: render: --size needs WxH with each in 16..16384, not '12x34'");

  r = run_cli("render");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(first_line(r.err), "collision-lab: render: --out FILE.png is required");

  r = run_cli("--frames");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(first_line(r.err), "collision-lab: --frames needs a number");
}

TEST(Cli, RenderWritesAPngOfTheRequestedSize) {
  const test::ScratchDir scratch;
  const fs::path png = scratch / "render.png";
  const Outcome r = run_cli("render --out '" + png.string() + "' --size 320x200");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto image = test::load_png(png.string());
  ASSERT_TRUE(image.has_value());
  EXPECT_EQ(image->width, 320);
  EXPECT_EQ(image->height, 200);
  EXPECT_TRUE(test::is_color(test::pixel(*image, 0, 0), kBackgroundTop));
  // Without a scene file it draws the default scene, framed by initial_camera: every object
  // where the camera maths projects it.
  const Scene scene = default_scene();
  const Viewport viewport{320, 200};
  EXPECT_EQ(
      expect_objects_where_projected(*image, scene, initial_camera(scene, viewport), viewport, 3),
      int(scene.objects.size()));
}

TEST(Cli, ViewerRunsFramesAndSavesAScreenshotWithPanels) {
  const test::ScratchDir scratch;
  const fs::path png = scratch / "viewer.png";
  const Outcome r = run_cli("--frames 3 --screenshot '" + png.string() + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto image = test::load_png(png.string());
  ASSERT_TRUE(image.has_value());
  ASSERT_EQ(image->width, kShotW);
  ASSERT_EQ(image->height, kShotH);
  // The main menu bar along the top: MenuBarBg (opaque) across most of it, the menus' names
  // and the window title taking the rest.
  EXPECT_GE(row_fraction(*image, 2, 0, kShotW, {rgb_of(ImGuiStyle().Colors[ImGuiCol_MenuBarBg])}),
            0.95);
  const DefaultLayout layout = default_layout();
  expect_panel(*image, "Scene", layout.scene);
  expect_panel(*image, "Inspector", layout.inspector);
  expect_panel(*image, "Why", layout.why);
  expect_panel(*image, "Scene notes", layout.notes);
  expect_panel(*image, "Pairs", layout.pairs);
  // The default scene in the view the panels leave, framed into it (initial_camera of the
  // view's size): every object shows where the camera maths projects it; no panel covers any.
  const Scene scene = default_scene();
  EXPECT_EQ(expect_objects_where_projected(*image, scene, initial_camera(scene, layout.viewport),
                                           layout.viewport, 6, {}, layout.origin),
            int(scene.objects.size()));
}

// At the smallest size the layout is made for (1024×600, --size), the panels keep their places
// and every object of the default scene still shows in the view beside them.
TEST(Cli, ViewerAt1024x600CoversNoObject) {
  const test::ScratchDir scratch;
  const fs::path png = scratch / "small.png";
  const Outcome r = run_cli("--size 1024x600 --frames 3 --screenshot '" + png.string() + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto image = test::load_png(png.string());
  ASSERT_TRUE(image.has_value());
  ASSERT_EQ(image->width, 1024);
  ASSERT_EQ(image->height, 600);
  const DefaultLayout layout = default_layout(1024, 600);
  expect_panel(*image, "Scene", layout.scene);
  expect_panel(*image, "Why", layout.why);
  expect_panel(*image, "Pairs", layout.pairs);
  const Scene scene = default_scene();
  EXPECT_EQ(expect_objects_where_projected(*image, scene, initial_camera(scene, layout.viewport),
                                           layout.viewport, 5, {}, layout.origin),
            int(scene.objects.size()));
  const Outcome bad = run_cli("--size 10x10 --frames 1");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_EQ(first_line(bad.err),
            "collision-lab: --size needs WxH with each in 16..16384, not '10x10'");
}

// The viewer opens a scene file named on the command line.
TEST(Cli, ViewerOpensASceneFileGivenOnTheCommandLine) {
  const test::ScratchDir scratch;
  const fs::path png = scratch / "scene.png";
  const std::string scene = test::source_dir() + "/assets/scenes/lesson_obb_sat.json";
  const Outcome r = run_cli("'" + scene + "' --frames 3 --screenshot '" + png.string() + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(r.err.empty()) << r.err;
  const auto image = test::load_png(png.string());
  ASSERT_TRUE(image.has_value());
  ASSERT_EQ(image->width, kShotW);
  // The lesson's objects, not the default scene's, every one where the camera the viewer opens
  // it with projects it in the view (its focus fills the Why panel beside it, over none).
  const SceneLoad load = load_scene(scene);
  ASSERT_TRUE(load.ok());
  const DefaultLayout layout = default_layout();
  const Camera camera = initial_camera(*load.scene, layout.viewport);
  EXPECT_EQ(expect_objects_where_projected(*image, *load.scene, camera, layout.viewport, 6, {},
                                           layout.origin),
            int(load.scene->objects.size()));
  expect_panel(*image, "Why", layout.why);
  expect_panel(*image, "Pairs", layout.pairs);
}

TEST(Cli, ViewerKeepsTheDefaultSceneWhenTheFileDoesNotLoadAndSaysWhy) {
  const test::ScratchDir scratch;
  const fs::path bad = scratch / "bad_scene.json";
  std::ofstream(bad)
      << R"({"format": "collision-lab-scene", "version": 1, "objects": [)"
         R"({"id": "p", "kind": "plane", "normal": [0, 0, 0], "point": [0, 0, 0]}]})";
  const fs::path png = scratch / "kept.png";
  // ImGui fades the modal's dimming in over 1/6 s of frame time (DimBgRatio += 6·Δt): 200 frames
  // of at least a millisecond each reach the full dim the undimming below assumes; 2 frames on a
  // fast run did not, and the objects' shades came out wrong. Without multisampling: the shades
  // are read inside the objects, and llvmpipe took 16 CPU-s for the 200 frames at 4x, 8 without.
  const Outcome r =
      run_cli("'" + bad.string() + "' --frames 200 --msaa 0 --screenshot '" + png.string() + "'");
  // The viewer stays up, with the error shown in it, and exits with the load error's code
  // (issue 35, item 9: it exited 0).
  EXPECT_EQ(r.exit_code, 2) << r.err;
  EXPECT_NE(r.err.find(bad.string()), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("/objects/0/normal"), std::string::npos) << r.err;
  // What it shows is the default scene, every object where the camera maths projects it, under
  // the error's modal box: ImGui dims everything behind a modal with ModalWindowDimBg, so the
  // view is that colour blended over the scene; undone here (p = a·dim + (1 − a)·scene), the
  // objects' shades show again. The modal (file_menu.cpp: centred, ui_px(560) wide, ~115 px
  // high) covers the middle.
  const auto image = test::load_png(png.string());
  ASSERT_TRUE(image.has_value());
  const ImVec4 dim = ImGuiStyle().Colors[ImGuiCol_ModalWindowDimBg];
  Image undimmed = *image;
  for (std::size_t i = 0; i < undimmed.rgba.size(); ++i) {
    if (i % 4 == 3) continue;
    const float d = (&dim.x)[i % 4] * 255;
    undimmed.rgba[i] =
        std::uint8_t(std::clamp(std::lround((image->rgba[i] - dim.w * d) / (1 - dim.w)), 0L, 255L));
  }
  const Scene scene = default_scene();
  const DefaultLayout layout = default_layout();
  const PixelRect modal{kShotW / 2 - 280, kShotH / 2 - 60, kShotW / 2 + 280, kShotH / 2 + 60};
  EXPECT_GE(expect_objects_where_projected(undimmed, scene, initial_camera(scene, layout.viewport),
                                           layout.viewport, 6, {modal}, layout.origin),
            2);

  const Outcome two = run_cli("a.json b.json");
  EXPECT_EQ(two.exit_code, 2);
  EXPECT_EQ(first_line(two.err), "collision-lab: the viewer opens one scene file");
}

// Issue 35, item 9: a file named on the command line that does not load — missing, or not a
// scene — leaves the viewer up with the error, and the run exits 2 (bad input), as check and
// render do for the same file.
TEST(Cli, ViewerExitsWithTheLoadErrorsCodeWhenItsFileDoesNotLoad) {
  const test::ScratchDir scratch;
  const fs::path missing = scratch / "missing.json";
  Outcome r = run_cli("'" + missing.string() + "' --frames 3");
  EXPECT_EQ(r.exit_code, 2) << r.err;
  EXPECT_NE(r.err.find(missing.string()), std::string::npos) << r.err;
  EXPECT_EQ(run_cli("check '" + missing.string() + "'").exit_code, 2);

  const fs::path garbage = scratch / "garbage";  // exists, so it is opened as a scene
  std::ofstream(garbage) << "not json";
  r = run_cli("view '" + garbage.string() + "' --frames 3");
  EXPECT_EQ(r.exit_code, 2) << r.err;
  EXPECT_NE(r.err.find(garbage.string()), std::string::npos) << r.err;
}

// Issue 35, item 8: a path that exists is opened as a scene whatever its name (check and render
// took it; the viewer said "unknown command"); a folder is an error that names it.
TEST(Cli, ViewerOpensAnExistingFileWithoutJsonInItsNameAndRefusesAFolder) {
  const test::ScratchDir scratch;
  const fs::path scene = scratch / "hairscene";
  fs::copy_file(test::source_dir() + "/assets/scenes/lesson_obb_sat.json", scene);
  const fs::path png = scratch / "shot.png";
  const Outcome r =
      run_cli("'" + scene.string() + "' --frames 3 --screenshot '" + png.string() + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(r.err.empty()) << r.err;
  const auto image = test::load_png(png.string());
  ASSERT_TRUE(image.has_value());
  // The lesson's objects, not the default scene's, where the camera it opens with shows them.
  const SceneLoad load = load_scene(scene.string());
  ASSERT_TRUE(load.ok());
  const DefaultLayout layout = default_layout();
  EXPECT_EQ(expect_objects_where_projected(*image, *load.scene,
                                           initial_camera(*load.scene, layout.viewport),
                                           layout.viewport, 6, {}, layout.origin),
            int(load.scene->objects.size()));
  EXPECT_EQ(run_cli("view '" + scene.string() + "' --frames 1").exit_code, 0);

  for (const std::string& command : {std::string(), std::string("view ")}) {
    const Outcome folder = run_cli(command + "'" + scratch.path().string() + "' --frames 1");
    EXPECT_EQ(folder.exit_code, 2) << command;
    EXPECT_EQ(first_line(folder.err),
              "collision-lab: '" + scratch.path().string() + "' is a folder, not a scene file")
        << folder.err;
  }
  // A word that names nothing and is no scene file's name is still a mistyped command.
  EXPECT_EQ(first_line(run_cli("hairscene2").err), "collision-lab: unknown command 'hairscene2'");
}

// Issue 35, item 15: `render --labels` writes the pair's headline and a legend into the picture,
// in a band under the scene (dark, with text in it), at the size asked; --axis B0 draws another
// picture than --axis A0. What the caption says is tested as data in pair_caption_test.cpp.
TEST(Cli, RenderLabelsWritesACaptionBandAndAnotherAxisDrawsAnotherPicture) {
  const test::ScratchDir scratch;
  const std::string scene = "'" + test::source_dir() + "/assets/scenes/lesson_obb_sat.json'";
  std::optional<Image> shots[3];
  const std::string extra[3] = {"--axis A0", "--axis A0 --labels", "--axis B0 --labels"};
  for (int k = 0; k < 3; ++k) {
    const fs::path png = scratch / ("shot" + std::to_string(k) + ".png");
    const Outcome r = run_cli("render " + scene + " --pair a,face_b --size 960x540 --out '" +
                              png.string() + "' " + extra[k]);
    ASSERT_EQ(r.exit_code, 0) << extra[k] << ": " << r.err;
    shots[k] = test::load_png(png.string());
    ASSERT_TRUE(shots[k].has_value());
    EXPECT_EQ(shots[k]->width, 960);
    EXPECT_EQ(shots[k]->height, 540);
  }
  // The band: the bottom rows' left margin is the band's colour, and the band holds bright text
  // (the headline's and the legend's letters); without --labels the scene reaches the bottom.
  const Color band{0.07f, 0.08f, 0.10f, 1};
  int bright = 0;
  for (int y = 540 - 60; y < 540; ++y) {
    EXPECT_TRUE(test::is_color(test::pixel(*shots[1], 2, y), band)) << "y " << y;
    for (int x = 0; x < 960; ++x) {
      const auto p = test::pixel(*shots[1], x, y);
      bright += p[0] > 150 && p[1] > 150 && p[2] > 150;
    }
  }
  EXPECT_GT(bright, 100);
  EXPECT_FALSE(test::is_color(test::pixel(*shots[0], 2, 539), band));
  // Another axis, another picture (its intervals on another ruler, another caption).
  EXPECT_NE(shots[1]->rgba, shots[2]->rgba);

  // --labels needs a pair to caption: the default scene has no focus.
  const Outcome none = run_cli("render --labels --out '" + (scratch / "none.png").string() + "'");
  EXPECT_EQ(none.exit_code, 2);
  EXPECT_EQ(first_line(none.err),
            "collision-lab: render: --labels needs a pair: --pair A,B, or a scene with a focus");
}

TEST(Cli, WithoutADisplaySaysHowToRunHeadless) {
  const test::ScratchDir scratch;
  const fs::path never = scratch / "never.png";
  for (const std::string& args : {std::string(), "render --out '" + never.string() + "'"}) {
    const Outcome r = run_cli(args, "env -u DISPLAY -u WAYLAND_DISPLAY");
    EXPECT_EQ(r.exit_code, 1) << args;
    EXPECT_NE(r.err.find("xvfb-run -a"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("render --out"), std::string::npos) << r.err;
    EXPECT_FALSE(fs::exists(never));
  }
}

}  // namespace
}  // namespace collide

namespace collide {
namespace {

// Issue #15, item 5: `render --out` on a full disk is a failure (exit 1), never "wrote …" with a
// truncated PNG: /dev/full, and a file-size limit that stops the write part-way (the previous
// image stays whole, and no temporary file is left).
TEST(Cli, RenderThatCannotWriteItsPngExitsOne) {
  const Outcome full = run_cli("render --out /dev/full --size 320x200");
  EXPECT_EQ(full.exit_code, 1) << full.err;
  EXPECT_NE(full.err.find("cannot write /dev/full"), std::string::npos) << full.err;
  EXPECT_NE(full.err.find("No space left on device"), std::string::npos) << full.err;
  EXPECT_EQ(full.out.find("wrote"), std::string::npos) << full.out;

  const test::ScratchDir scratch;
  const fs::path dir = scratch.path();
  const fs::path png = dir / "shot.png";
  ASSERT_EQ(run_cli("render --out '" + png.string() + "' --size 64x64").exit_code, 0);
  const std::string before = slurp(png);
  // 4 blocks of 512 bytes: more than the small image, less than the large one.
  const Outcome limited =
      run_cli("render --out '" + png.string() + "' --size 1280x720", "trap '' XFSZ; ulimit -f 4;");
  EXPECT_EQ(limited.exit_code, 1) << limited.err;
  EXPECT_NE(limited.err.find("File too large"), std::string::npos) << limited.err;
  EXPECT_EQ(limited.out.find("wrote"), std::string::npos) << limited.out;
  EXPECT_EQ(slurp(png), before);
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(dir))
    names.push_back(e.path().filename().string());
  EXPECT_EQ(names, std::vector<std::string>{"shot.png"});
}

}  // namespace
}  // namespace collide
