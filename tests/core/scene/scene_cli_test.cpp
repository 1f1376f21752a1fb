// `collision-lab check` and `render SCENE.json` through the real executable: exit codes, the
// text and JSON reports, and the default scene being the embedded library file.
#include <sys/wait.h>

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

#include "app/document/default_scene.hpp"
#include "core/scene/scene_io.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;
const fs::path kSource = COLLIDE_SOURCE_DIR;

struct Outcome {
  int code = -1;
  std::string out;
};

// Runs collision-lab with `args` (a shell word list); stdout is captured, stderr joins it.
Outcome run(const std::string& args) {
  std::string command = std::string("'") + COLLISION_LAB_EXE + "' " + args + " 2>&1";
  Outcome o;
  FILE* pipe = ::popen(command.c_str(), "r");
  if (!pipe) return o;
  std::array<char, 4096> buf;
  std::size_t n;
  while ((n = std::fread(buf.data(), 1, buf.size(), pipe)) > 0)
    o.out.append(buf.data(), n);
  int status = ::pclose(pipe);
  o.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return o;
}

std::string quoted(const fs::path& p) {
  return "'" + p.string() + "'";
}

std::string library_args() {
  std::string args;
  for (const auto& e : fs::directory_iterator(kSource / "assets/scenes"))
    if (e.path().extension() == ".json") args += " " + quoted(e.path());
  return args;
}

TEST(CheckCli, TheWholeLibraryHolds) {
  Outcome r = run("check" + library_args());
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("expectations hold\n"), std::string::npos);
  EXPECT_EQ(r.out.find("FAILED"), std::string::npos) << r.out;
}

TEST(CheckCli, AFailedExpectationExitsOne) {
  const fs::path file = kSource / "tests/core/scene/cli/failing.json";
  Outcome r = run("check " + quoted(kSource / "assets/scenes/default.json") + " " + quoted(file));
  EXPECT_EQ(r.code, 1) << r.out;
  EXPECT_NE(r.out.find(file.string() + ": 3 objects, 1 candidate pairs, 1 intersecting, 0 "
                                       "unsupported; 1 of 2 expectations hold\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("  FAILED /expect/1 (b – c): expected intersects true, got false\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("1 of 13 expectations failed\n"), std::string::npos) << r.out;
}

TEST(CheckCli, AFileThatCannotBeLoadedExitsTwo) {
  const fs::path broken = kSource / "tests/core/scene/corpus/negative_radius.json";
  for (const std::string& args : {"check " + quoted(broken),
                                  "check " + quoted(kSource / "tests/core/scene/cli/failing.json") +
                                      " " + quoted(broken) + " --summary"}) {
    Outcome r = run(args);
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find(broken.string() +
                         ": /objects/3/radius: expected a non-negative number, found -0.5\n"),
              std::string::npos)
        << r.out;
  }
  Outcome missing = run("check /nonexistent/scene.json");
  EXPECT_EQ(missing.code, 2);
  EXPECT_NE(missing.out.find("/nonexistent/scene.json: cannot open: No such file or directory"),
            std::string::npos)
      << missing.out;
}

TEST(CheckCli, JsonDocumentShape) {
  const fs::path failing = kSource / "tests/core/scene/cli/failing.json";
  for (bool summary : {false, true}) {
    Outcome r = run("check --json " + quoted(failing) + (summary ? " --summary" : ""));
    EXPECT_EQ(r.code, 1);
    auto j = nlohmann::json::parse(r.out, nullptr, false);
    ASSERT_FALSE(j.is_discarded()) << r.out;
    EXPECT_EQ(j["exit_code"], 1);
    EXPECT_EQ(j["passed"], false);
    ASSERT_EQ(j["files"].size(), 1u);
    const auto& f = j["files"][0];
    EXPECT_EQ(f["summary"], nlohmann::json::parse(R"({"objects": 3, "candidate_pairs": 1,
        "intersecting_pairs": 1, "unsupported_pairs": 0, "invalid_pairs": 0,
        "expectations_passed": 1, "expectations_failed": 1})"));
    EXPECT_EQ(f.contains("pairs"), !summary);
    if (!summary) {
      ASSERT_EQ(f["pairs"].size(), 1u);
      EXPECT_EQ(f["pairs"][0]["a"], "a");
      EXPECT_EQ(f["pairs"][0]["b"], "b");
      EXPECT_EQ(f["pairs"][0]["test"], "sphere-sphere");
      EXPECT_EQ(f["pairs"][0]["gap"], 0.0);
    }
    ASSERT_EQ(f["expectations"].size(), 2u);
    EXPECT_EQ(f["expectations"][0]["held"], true);
    EXPECT_EQ(f["expectations"][1]["held"], false);
    EXPECT_EQ(f["expectations"][1]["failure"], "expected intersects true, got false");
    EXPECT_EQ(f["expectations"][1]["actual"]["verdict"], "disjoint");
  }
}

TEST(CheckCli, Usage) {
  Outcome none = run("check");
  EXPECT_EQ(none.code, 2);
  EXPECT_NE(none.out.find("check: give at least one SCENE.json"), std::string::npos);
  Outcome bad = run("check --fast x.json");
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.out.find("check: unknown option '--fast'"), std::string::npos);
  Outcome help = run("--help");
  EXPECT_NE(help.out.find("check SCENE.json… [--json] [--summary]"), std::string::npos);
  EXPECT_NE(
      help.out.find("render --out FILE.png [--size WxH] [--pair A,B] [--axis K] [SCENE.json]"),
      std::string::npos);
}

// A scene that cannot be loaded is reported before any window is opened (so without a display).
TEST(RenderCli, ABrokenSceneFileIsReported) {
  const fs::path broken = kSource / "tests/core/scene/corpus/zero_normal.json";
  Outcome r = run("render " + quoted(broken) + " --out /tmp/never.png");
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.out.find("collision-lab: " + broken.string() +
                       ": /objects/1/normal: expected a non-zero normal, found [0, 0, 0]"),
            std::string::npos)
      << r.out;
  EXPECT_FALSE(fs::exists("/tmp/never.png"));
}

TEST(DefaultScene, IsTheEmbeddedLibraryFile) {
  SceneLoad file = load_scene(kSource / "assets/scenes/default.json");
  ASSERT_TRUE(file.ok());
  Scene embedded = default_scene();
  ASSERT_EQ(embedded.objects.size(), file.scene->objects.size());
  for (std::size_t i = 0; i < embedded.objects.size(); ++i) {
    EXPECT_EQ(embedded.objects[i].id, file.scene->objects[i].id);
    EXPECT_EQ(embedded.objects[i].desc.index(), file.scene->objects[i].desc.index());
  }
  EXPECT_EQ(embedded.expect.size(), file.scene->expect.size());
  EXPECT_EQ(format_scene(embedded).text, format_scene(*file.scene).text);
}

}  // namespace
}  // namespace collide
