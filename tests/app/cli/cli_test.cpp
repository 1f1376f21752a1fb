// The real executable, run as a user would (under Xvfb, started by CTest).
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "tests/app/support/image_checks.hpp"
#include "tests/app/support/run_cli.hpp"
#include "tests/support/scratch_dir.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;
using Outcome = test::CliOutcome;
using test::run_cli;
using test::slurp;

std::string first_line(const std::string& s) {
  return s.substr(0, s.find('\n'));
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

  r = run_cli("render --size 12x34 --out x.png");
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
}

TEST(Cli, ViewerRunsFramesAndSavesAScreenshotWithPanels) {
  const test::ScratchDir scratch;
  const fs::path png = scratch / "viewer.png";
  const Outcome r = run_cli("--frames 3 --screenshot '" + png.string() + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto image = test::load_png(png.string());
  ASSERT_TRUE(image.has_value());
  EXPECT_EQ(image->width, 1280);
  EXPECT_EQ(image->height, 720);
}

// The viewer opens a scene file named on the command line.
TEST(Cli, ViewerOpensASceneFileGivenOnTheCommandLine) {
  const test::ScratchDir scratch;
  const fs::path png = scratch / "scene.png";
  const std::string scene = COLLIDE_SOURCE_DIR "/assets/scenes/lesson_obb_sat.json";
  const Outcome r = run_cli("'" + scene + "' --frames 3 --screenshot '" + png.string() + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(r.err.empty()) << r.err;
  EXPECT_TRUE(test::load_png(png.string()).has_value());
}

TEST(Cli, ViewerKeepsTheDefaultSceneWhenTheFileDoesNotLoadAndSaysWhy) {
  const test::ScratchDir scratch;
  const fs::path bad = scratch / "bad_scene.json";
  std::ofstream(bad)
      << R"({"format": "collision-lab-scene", "version": 1, "objects": [)"
         R"({"id": "p", "kind": "plane", "normal": [0, 0, 0], "point": [0, 0, 0]}]})";
  const Outcome r = run_cli("'" + bad.string() + "' --frames 2");
  EXPECT_EQ(r.exit_code, 0) << r.err;  // the viewer stays up, with the error shown in it
  EXPECT_NE(r.err.find(bad.string()), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("/objects/0/normal"), std::string::npos) << r.err;

  const Outcome two = run_cli("a.json b.json");
  EXPECT_EQ(two.exit_code, 2);
  EXPECT_EQ(first_line(two.err), "collision-lab: the viewer opens one scene file");
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
