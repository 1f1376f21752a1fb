// `collision-lab check` and `render SCENE.json` through the real executable: exit codes, the
// text and JSON reports, and the default scene being the embedded library file.
#include <sys/wait.h>

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "app/document/default_scene.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/support/scratch_dir.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;
const fs::path kSource = test::source_dir();

struct Outcome {
  int code = -1;
  std::string out;
};

// Runs collision-lab with `args` (a shell word list); stdout is captured, stderr joins it.
Outcome run(const std::string& args) {
  std::string command = std::string("'") + test::collision_lab_exe() + "' " + args + " 2>&1";
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

// Runs a shell script (sh -c); its stdout is captured (the script redirects as it needs).
Outcome shell(const std::string& script) {
  std::string command = "sh -c '";
  for (char c : script)
    command += c == '\'' ? std::string("'\\''") : std::string(1, c);
  command += "'";
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
  Outcome r =
      run("check " + quoted(kSource / "assets/scenes/default.json") + " " + quoted(fs::path(file)));
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
                         ":8:67: /objects/3/radius: expected a non-negative number, found -0.5\n"),
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
  EXPECT_NE(help.out.find("check SCENE.json|DIR… [--json] [--summary]"), std::string::npos);
  EXPECT_NE(
      help.out.find(
          "render --out FILE.png [--size WxH] [--pair A,B] [--axis K] [--msaa N] "
          "[--outlines auto|on|off] [--octree] [--labels] [--time T | --frames N (--out DIR)] "
          "[--max-file-size N] [SCENE.json]"),
      std::string::npos);
  Outcome size = run("check --max-file-size 12Q x.json");
  EXPECT_EQ(size.code, 2);
  EXPECT_NE(size.out.find("check: --max-file-size needs a size such as 512M or 2G, not '12Q'"),
            std::string::npos)
      << size.out;
}

// A scene that cannot be loaded is reported before any window is opened (so without a display).
TEST(RenderCli, ABrokenSceneFileIsReported) {
  const fs::path broken = kSource / "tests/core/scene/corpus/zero_normal.json";
  const test::ScratchDir scratch;
  const fs::path never = scratch / "never.png";
  Outcome r = run("render " + quoted(broken) + " --out " + quoted(never));
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.out.find("collision-lab: " + broken.string() +
                       ":6:45: /objects/1/normal: expected a non-zero normal, found [0, 0, 0]"),
            std::string::npos)
      << r.out;
  EXPECT_FALSE(fs::exists(never));
}

// Issue #15, item 6: one exit-code contract for every command. Every broken file of the corpus,
// a missing file and a file over the size limit exit 2 from `check` and from `render` alike
// (render reports a scene before it opens a window, so no display is needed).
TEST(ExitCodes, AnUnloadableSceneIsTwoForEveryCommand) {
  const test::ScratchDir scratch;
  const std::string render = "render --out " + quoted(scratch / "never.png") + " ";
  std::vector<std::string> inputs = {"/nonexistent/scene.json", "/dev/zero"};
  for (const auto& e : fs::directory_iterator(kSource / "tests/core/scene/corpus"))
    inputs.push_back(e.path().string());
  for (const std::string& input : inputs) {
    for (const std::string& command :
         {std::string("check "), std::string("check --json "), render}) {
      Outcome r = run(command + quoted(fs::path(input)));
      EXPECT_EQ(r.code, 2) << command << input << "\n" << r.out.substr(0, 300);
    }
  }
  const fs::path library = kSource / "assets/scenes/default.json";
  for (const std::string& command :
       {std::string("check --max-file-size 100 "), render + "--max-file-size 100 "}) {
    Outcome r = run(command + quoted(library));
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find(": too large for a scene file: "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("the limit is 100 bytes (raise it with --max-file-size"),
              std::string::npos)
        << r.out;
  }
  EXPECT_EQ(run("check --max-file-size 1M " + quoted(library)).code, 0);
  EXPECT_FALSE(fs::exists(scratch / "never.png"));
}

// Issue #15, item 5: a report that cannot be written is a failure (exit 1) with the reason,
// whatever the format: /dev/full, and a file-size limit that stops the write part-way.
TEST(ExitCodes, AReportThatCannotBeWrittenExitsOne) {
  const std::string library = library_args();
  const test::ScratchDir scratch;
  const fs::path out = scratch / "report.txt";
  for (const std::string format : {"", "--json ", "--summary ", "--json --summary "}) {
    const std::string check = "'" + test::collision_lab_exe() + "' check " + format + library;
    Outcome full = shell(check + " 2>&1 >/dev/full");
    EXPECT_EQ(full.code, 1) << format << full.out;
    EXPECT_NE(full.out.find("collision-lab: cannot write the output: No space left on device"),
              std::string::npos)
        << full.out;
    // A limit of one 512-byte block: the report is longer. SIGXFSZ ignored, so write() fails with
    // EFBIG part-way, as on a disk that fills up.
    Outcome limited =
        shell("trap '' XFSZ; ulimit -f 1; " + check + " 2>&1 >'" + out.string() + "'");
    EXPECT_EQ(limited.code, 1) << format << limited.out;
    EXPECT_NE(limited.out.find("collision-lab: cannot write the output: File too large"),
              std::string::npos)
        << limited.out;
  }
}

// A scene of 1,000 coincident boxes: 499,500 intersecting pairs. Its JSON report (about 65 MB)
// is streamed, not built in memory (as a document it took 0.9 GB on top of the rest). The check
// itself holds the scene's evaluation: every candidate pair's typed result, about 1.2 KB each in
// double (the largest alternative, the triangle-box SAT's 13 axes, sets the size), so about
// 0.8 GB here; the run fits in a 1.2 GB address space only because the report is streamed, and
// the document is whole.
std::string coincident_boxes(int n, const fs::path& dir) {
  const fs::path file = dir / ("coincident_" + std::to_string(n) + ".json");
  Scene scene;
  for (int i = 0; i < n; ++i)
    scene.objects.push_back({"b" + std::to_string(i), "", std::nullopt, true,
                             desc::Box{{0, 0, 0}, {1, 1, 1}, Quat<double>(1, 0, 0, 0)}, ""});
  EXPECT_FALSE(save_scene(scene, file));
  return file.string();
}

TEST(CheckCli, AHugeJsonReportIsStreamed) {
  const test::ScratchDir scratch;
  const std::string file = coincident_boxes(1000, scratch.path());
  const fs::path out = scratch / "report.json";
  const std::string script = "sh -c \"ulimit -v 1200000; exec '" + test::collision_lab_exe() +
                             "' check --json " + quoted(fs::path(file)) + " >'" + out.string() +
                             "'\"";
  const int status = std::system(script.c_str());
  ASSERT_EQ(WIFEXITED(status) ? WEXITSTATUS(status) : -1, 0);
  std::ifstream in(out);
  auto j = nlohmann::json::parse(in, nullptr, false);
  ASSERT_FALSE(j.is_discarded());
  EXPECT_EQ(j["files"][0]["pairs"].size(), 499500u);
  EXPECT_EQ(j["files"][0]["summary"]["intersecting_pairs"], 499500);
  EXPECT_EQ(j["exit_code"], 0);
}

// Issue #15, item 4: memory running out is an error with exit 1 — not "FAILED /expect/0" on a
// scene without expectations.
TEST(ExitCodes, OutOfMemoryIsAnErrorExitOne) {
  const test::ScratchDir scratch;
  const std::string file = coincident_boxes(1000, scratch.path());
  for (const std::string format : {"", "--json "}) {
    const std::string script = "bash -c \"ulimit -v 150000; '" + test::collision_lab_exe() +
                               "' check " + format + quoted(fs::path(file)) +
                               " 2>&1 | head -c 4000\"";
    FILE* pipe = ::popen((script + "; exit 0").c_str(), "r");
    ASSERT_TRUE(pipe);
    std::string text;
    std::array<char, 4096> buf;
    std::size_t n;
    while ((n = std::fread(buf.data(), 1, buf.size(), pipe)) > 0)
      text.append(buf.data(), n);
    ::pclose(pipe);
    EXPECT_NE(text.find("out of memory"), std::string::npos) << text;
    EXPECT_EQ(text.find("FAILED"), std::string::npos) << text;
    const std::string code_script = "bash -c \"ulimit -v 150000; '" + test::collision_lab_exe() +
                                    "' check " + format + quoted(fs::path(file)) +
                                    " >/dev/null 2>&1\"";
    const int status = std::system(code_script.c_str());
    EXPECT_EQ(WIFEXITED(status) ? WEXITSTATUS(status) : -1, 1);
  }
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
