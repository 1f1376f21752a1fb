// `render --time T` and `render --frames N --out DIR` through the real executable (under Xvfb):
// the pictures exist, are numbered, differ as the scene moves, show a moving object where its
// motion puts it at T, and bad values or a frame that cannot be written are reported.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "app/view/scene_drawing.hpp"
#include "app/view/scene_view.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/app/support/image_checks.hpp"
#include "tests/app/support/run_cli.hpp"
#include "tests/support/scratch_dir.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;
using test::run_cli;

// A sphere rolling +x by 6 over the interval past a still box; the file's camera, so the view
// is the same at every t (and known here without the command's framing).
constexpr const char* kScene = R"({"format": "collision-lab-scene", "version": 1,
  "camera": {"eye": [0, 4, 12], "target": [0, 0.5, 0], "up": [0, 1, 0], "fov_degrees": 45},
  "objects": [
    {"id": "mover", "kind": "sphere", "center": [-3, 0.6, 0], "radius": 0.6, "velocity": [6, 0, 0]},
    {"id": "crate", "kind": "box", "center": [0, 0.5, -4], "half_extents": [0.5, 0.5, 0.5]}]})";

struct MovingScene {
  test::ScratchDir dir{"render_frames"};
  std::string path = (dir / "rolling.json").string();
  Scene scene;
  MovingScene() {
    std::ofstream(path) << kScene;
    const SceneLoad load = load_scene(path);
    EXPECT_TRUE(load.ok());
    if (load.scene) scene = *load.scene;
  }
  // The share of mover's colour around where the camera puts its centre at time t.
  double mover_at(const Image& image, double t) const {
    const Viewport viewport{image.width, image.height};
    const auto px =
        world_to_pixel(initial_camera(scene, viewport), viewport, glm::dvec3(-3 + 6 * t, 0.6, 0));
    EXPECT_TRUE(px);
    return px ? test::shade_fraction(image, glm::vec2(*px), 4, object_color(scene.objects[0], 0))
              : 0.0;
  }
};

std::vector<std::string> names_in(const fs::path& dir) {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(dir))
    names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

TEST(RenderFrames, ANumberedSequenceOverTheIntervalInANewFolder) {
  const MovingScene s;
  const fs::path out = s.dir / "film" / "take1";  // made, parents too
  const test::CliOutcome r =
      run_cli("render '" + s.path + "' --size 320x200 --frames 5 --out '" + out.string() + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(names_in(out),
            (std::vector<std::string>{"frame_000.png", "frame_001.png", "frame_002.png",
                                      "frame_003.png", "frame_004.png"}));
  std::vector<Image> frames;
  for (int k = 0; k < 5; ++k) {
    const auto image = test::load_png((out / ("frame_00" + std::to_string(k) + ".png")).string());
    ASSERT_TRUE(image);
    EXPECT_EQ(image->width, 320);
    frames.push_back(*image);
  }
  EXPECT_GT(test::changed_pixels(frames.front(), frames.back(), 0, 0, 320, 200), 500);
  // Frame k is t = k/4: the sphere where its motion puts it then, and not where it was at 0.
  for (int k = 0; k < 5; ++k) {
    SCOPED_TRACE(k);
    EXPECT_GE(s.mover_at(frames[std::size_t(k)], k / 4.0), 0.3);
  }
  EXPECT_LT(s.mover_at(frames[2], 0.0), 0.1);
  EXPECT_LT(s.mover_at(frames[0], 0.5), 0.1);
}

TEST(RenderFrames, TimeDrawsTheSceneAtT) {
  const MovingScene s;
  const fs::path png = s.dir / "quarter.png";
  const test::CliOutcome r =
      run_cli("render '" + s.path + "' --size 320x200 --time 0.25 --out '" + png.string() + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto image = test::load_png(png.string());
  ASSERT_TRUE(image);
  EXPECT_GE(s.mover_at(*image, 0.25), 0.3);  // centre at x = −1.5
  EXPECT_LT(s.mover_at(*image, 0.0), 0.1);
}

TEST(RenderFrames, BadValuesAreRefusedNamingTheOption) {
  const MovingScene s;
  const std::string out = " --out '" + (s.dir / "x").string() + "'";
  for (const char* t : {"1.5", "-0.25", "nan", "soon"}) {
    const test::CliOutcome r = run_cli("render '" + s.path + "' --time " + t + out);
    EXPECT_EQ(r.exit_code, 2) << t;
    EXPECT_NE(r.err.find("render: --time needs a number in 0..1 (the scene's interval), not '" +
                         std::string(t) + "'"),
              std::string::npos)
        << r.err;
  }
  for (const char* n : {"0", "10001", "3.5"}) {
    const test::CliOutcome r = run_cli("render '" + s.path + "' --frames " + n + out);
    EXPECT_EQ(r.exit_code, 2) << n;
    EXPECT_NE(r.err.find("render: --frames needs a whole number in 1..10000, not '" +
                         std::string(n) + "'"),
              std::string::npos)
        << r.err;
  }
  const test::CliOutcome both = run_cli("render '" + s.path + "' --frames 3 --time 0.5" + out);
  EXPECT_EQ(both.exit_code, 2);
  EXPECT_NE(both.err.find("--frames and --time cannot go together"), std::string::npos);
  EXPECT_FALSE(fs::exists(s.dir / "x"));  // nothing made for a refused command
}

TEST(RenderFrames, AFrameThatCannotBeWrittenIsNamedAndNothingHalfWrittenStays) {
  const MovingScene s;
  const fs::path out = s.dir / "frames";
  fs::create_directories(out / "frame_001.png");  // a folder where frame 1 goes
  const test::CliOutcome r =
      run_cli("render '" + s.path + "' --size 64x48 --frames 3 --out '" + out.string() + "'");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find((out / "frame_001.png").string()), std::string::npos) << r.err;
  // Frame 0 whole, frame 1 not written (its folder untouched), no temporary file left.
  EXPECT_EQ(names_in(out), (std::vector<std::string>{"frame_000.png", "frame_001.png"}));
  EXPECT_TRUE(test::load_png((out / "frame_000.png").string()));
  EXPECT_TRUE(fs::is_directory(out / "frame_001.png"));
  // --out naming a file: no folder can be made there.
  const fs::path file = s.dir / "a_file";
  std::ofstream(file) << "x";
  const test::CliOutcome f =
      run_cli("render '" + s.path + "' --frames 2 --out '" + file.string() + "'");
  EXPECT_EQ(f.exit_code, 1);
  EXPECT_NE(f.err.find("cannot make the folder " + file.string()), std::string::npos) << f.err;
}

}  // namespace
}  // namespace collide
