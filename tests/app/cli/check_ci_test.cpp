// `check` as a CI reads it, through the real executable: FAILED lines with --all, one JSON
// document of one schema for any number of files and every mode, JUnit XML that parses back to
// the right structure, folders checked in parallel matching the files checked one by one,
// --explain exiting like check, --precision, and one-line usage errors with the command's usage.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/eval/pair_measures.hpp"
#include "tests/app/support/library_scenes.hpp"
#include "tests/app/support/run_cli.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;
using Outcome = test::CliOutcome;
using test::run_cli;
using Json = nlohmann::json;

const std::string kFailing = test::source_dir() + "/tests/core/scene/cli/failing.json";
const std::string kBroken = test::source_dir() + "/tests/core/scene/corpus/zero_normal.json";

std::string shell_word(const std::string& s) {
  return "'" + s + "'";
}

std::set<std::string> keys(const Json& j) {
  std::set<std::string> out;
  for (const auto& [k, v] : j.items())
    out.insert(k);
  return out;
}

TEST(CheckCi, AllPrintsTheFailedLinesOfTheDefaultReport) {
  const Outcome plain = run_cli("check " + shell_word(kFailing));
  const Outcome all = run_cli("check " + shell_word(kFailing) + " --all");
  EXPECT_EQ(plain.exit_code, 1);
  EXPECT_EQ(all.exit_code, 1);
  const std::string failed =
      "  FAILED /expect/1 (b – c): expected intersects true, got false\n"
      "    got b – c  sphere-sphere center_distance=3 radius_sum=2 gap=1\n";
  EXPECT_NE(plain.out.find(failed), std::string::npos) << plain.out;
  EXPECT_NE(all.out.find(failed), std::string::npos) << all.out;
  // Every candidate pair with its verdict (a–b touch; b–c, 1 apart, are no candidates).
  EXPECT_NE(all.out.find("  intersects  a – b  sphere-sphere"), std::string::npos) << all.out;
  EXPECT_NE(all.out.find("1 of 2 expectations failed\n"), std::string::npos);
}

// One document for two files in every mode, each file with the same keys whatever the mode
// (pairs left out only by --summary).
TEST(CheckCi, JsonIsOneDocumentOfOneSchemaForEveryMode) {
  const std::string lesson = test::library_scene("lesson_sphere_aabb.json");
  const std::string files =
      shell_word(lesson) + " " + shell_word(kFailing) + " " + shell_word(kBroken);
  std::vector<std::set<std::string>> shapes;
  for (const char* mode : {"", " --all", " --summary"}) {
    const Outcome r = run_cli("check --json" + std::string(mode) + " " + files);
    EXPECT_EQ(r.exit_code, 2) << mode;
    Json j;
    ASSERT_NO_THROW(j = Json::parse(r.out)) << mode << "\n" << r.out;
    EXPECT_EQ(keys(j), (std::set<std::string>{"files", "passed", "exit_code"}));
    EXPECT_EQ(j["exit_code"], 2);
    EXPECT_EQ(j["passed"], false);
    ASSERT_EQ(j["files"].size(), 3u);
    EXPECT_EQ(j["files"][0]["exit_code"], 0);
    EXPECT_EQ(j["files"][1]["exit_code"], 1);
    EXPECT_EQ(j["files"][2]["exit_code"], 2);
    const Json& failing = j["files"][1];
    EXPECT_EQ(failing["expectations"][1]["held"], false);
    EXPECT_EQ(failing["expectations"][1]["index"], 1);
    EXPECT_EQ(failing["expectations"][1]["precision"], "double");
    EXPECT_EQ(failing["expectations"][1]["failure"], "expected intersects true, got false");
    const Json& broken = j["files"][2];
    EXPECT_EQ(broken["pointer"], "/objects/1/normal");
    EXPECT_EQ(broken["line"], 6);
    EXPECT_EQ(broken["column"], 45);
    std::set<std::string> k = keys(j["files"][0]);
    k.erase("pairs");
    shapes.push_back(k);
    EXPECT_EQ(j["files"][0].contains("pairs"), std::string(mode) != " --summary");
  }
  EXPECT_EQ(shapes[0], shapes[1]);
  EXPECT_EQ(shapes[0], shapes[2]);
  EXPECT_EQ(shapes[0], (std::set<std::string>{"file", "precision", "description", "summary",
                                              "expectations", "exit_code"}));
}

TEST(CheckCi, JunitParsesBackWithOneSuitePerFileAndOneCasePerExpectation) {
  const test::ScratchDir dir;
  const std::string xml = (dir / "report.xml").string();
  const std::string lesson = test::library_scene("lesson_sphere_aabb.json");
  const Outcome r = run_cli("check --junit " + shell_word(xml) + " " + shell_word(lesson) + " " +
                            shell_word(kFailing) + " " + shell_word(kBroken));
  EXPECT_EQ(r.exit_code, 2);
  const Scene scene = test::load_or_fail(lesson);
  // python3's XML parser, and the schema's structure checked by a script of its own.
  const std::string command =
      "python3 " + shell_word(test::source_dir() + "/tests/app/cli/junit_structure.py") + " " +
      shell_word(xml) + " > " + shell_word((dir / "out.txt").string());
  ASSERT_EQ(std::system(command.c_str()), 0) << test::slurp((dir / "out.txt").string());
  const std::string suites = test::slurp((dir / "out.txt").string());
  EXPECT_EQ(suites, lesson + " " + std::to_string(scene.expect.size()) + " 0 0\n" + kFailing +
                        " 2 1 0\n" + kBroken + " 1 0 1\n");
  const std::string text = test::slurp(xml);
  EXPECT_NE(text.find("name=\"/expect/1 (b – c) in double\""), std::string::npos) << text;
  EXPECT_NE(text.find("<failure message=\"expected intersects true, got false\""),
            std::string::npos);
}

// `check DIR` equals `check` of its files one by one, whatever the number of threads.
TEST(CheckCi, AFolderMatchesItsFilesCheckedOneByOne) {
  const std::string folder = test::source_dir() + "/assets/scenes";
  std::vector<std::string> files;
  for (const auto& e : fs::directory_iterator(folder))
    if (e.path().extension() == ".json") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  ASSERT_GE(files.size(), 30u);
  const Outcome whole = run_cli("check --json " + shell_word(folder));
  ASSERT_EQ(whole.exit_code, 0) << whole.err;
  const Json j = Json::parse(whole.out);
  ASSERT_EQ(j["files"].size(), files.size());
  for (std::size_t i = 0; i < files.size(); ++i) {
    const Outcome one = run_cli("check --json " + shell_word(files[i]));
    EXPECT_EQ(Json::parse(one.out)["files"][0], j["files"][i]) << files[i];
  }
  EXPECT_EQ(run_cli("check --json --jobs 1 " + shell_word(folder)).out, whole.out);
  EXPECT_EQ(run_cli("check --json --jobs 7 " + shell_word(folder)).out, whole.out);
  const Outcome text = run_cli("check --summary " + shell_word(folder));
  EXPECT_EQ(text.exit_code, 0);
  EXPECT_NE(text.out.find("all "), std::string::npos);
}

TEST(CheckCi, ExplainExitsLikeCheck) {
  EXPECT_EQ(run_cli("check " + shell_word(kFailing) + " --explain a,b").exit_code, 1);
  const Outcome held = run_cli("check " + shell_word(test::library_scene("lesson_obb_sat.json")) +
                               " --explain a,hit");
  EXPECT_EQ(held.exit_code, 0) << held.err;
  EXPECT_FALSE(held.out.empty());
}

TEST(CheckCi, PrecisionBothRunsEachExpectationInEach) {
  const test::ScratchDir dir;
  const std::string path = (dir / "s.json").string();
  // 2.1 − 2 in double; float's 2.1 is another number, so the pin holds in double only.
  std::ofstream(path) << R"({"format": "collision-lab-scene", "version": 1, "objects": [
    {"id": "a", "kind": "sphere", "center": [0, 0, 0], "radius": 1},
    {"id": "b", "kind": "sphere", "center": [2.1, 0, 0], "radius": 1}],
   "expect": [{"a": "a", "b": "b", "intersects": false,
               "gap": {"value": 0.10000000000000009, "tolerance": 0}}]})";
  EXPECT_EQ(run_cli("check " + shell_word(path)).exit_code, 0);
  EXPECT_EQ(run_cli("check --precision double " + shell_word(path)).exit_code, 0);
  const Outcome both = run_cli("check --precision both " + shell_word(path));
  EXPECT_EQ(both.exit_code, 1);
  // In float: |float(2.1) − 0| − 2, each step exact (2.1f − 2 has fewer bits than a float).
  const double gap_f = static_cast<double>(2.1f - 2.0f);
  EXPECT_NE(both.out.find("FAILED /expect/0 (a – b) in float: expected gap 0.10000000000000009 ± "
                          "0, got " +
                          exact_number_text(gap_f) + " (off by "),
            std::string::npos)
      << both.out;
  EXPECT_NE(both.out.find("1 of 2 expectations failed"), std::string::npos);
}

TEST(CheckCi, UsageErrorsAreOneLineAndTheCommandsUsage) {
  for (const std::string& args :
       {std::string("check --precision quad x.json"), std::string("check --frobnicate x.json"),
        std::string("check"), std::string("check --jobs 0 x.json")}) {
    const Outcome r = run_cli(args);
    EXPECT_EQ(r.exit_code, 2) << args;
    const auto first_end = r.err.find('\n');
    ASSERT_NE(first_end, std::string::npos) << args;
    EXPECT_EQ(r.err.rfind("collision-lab: check: ", 0), 0u) << r.err;
    EXPECT_EQ(r.err.substr(first_end + 1).rfind("usage: collision-lab check SCENE.json|DIR", 0), 0u)
        << r.err;
    EXPECT_EQ(r.err.find("commands:"), std::string::npos) << r.err;  // not the whole help
    EXPECT_TRUE(r.out.empty()) << args;
  }
}

}  // namespace
}  // namespace collide
