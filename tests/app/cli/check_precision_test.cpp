// Issue 35, item 3: every mode of `check` honours --precision, and in "both" shows float beside
// double and flags where they differ (through the real executable). The pair is the far boxes'
// hair (assets/scenes/edge_far_box_hair.json, worked by hand in its descriptions): in double
// they overlap by 1e-7 (intersects); float rounds b's centre x 10001.000499649917 to
// 10001.0009765625, which moves it 4.8e-4 away, and float's boxes are apart (disjoint).
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "tests/app/support/library_scenes.hpp"
#include "tests/app/support/run_cli.hpp"

namespace collide {
namespace {

using Outcome = test::CliOutcome;
using test::run_cli;
using Json = nlohmann::json;

// The hair pair a – b, and a box d overlapping b by 0.1 along x (intersecting in any precision),
// in `precision`.
std::string hair_scene(const test::ScratchDir& dir, const std::string& precision) {
  const std::string path = (dir / ("hair_" + precision + ".json")).string();
  std::ofstream(path) << R"({"format": "collision-lab-scene", "version": 1,
  "settings": {"precision": ")"
                      << precision << R"("},
  "objects": [
    {"id": "a", "kind": "box", "center": [10000, 10000, 10000], "half_extents": [0.5, 0.5, 0.5]},
    {"id": "b", "kind": "box", "center": [10001.000499649917, 10000, 10000],
     "half_extents": [0.5, 0.5, 0.5],
     "rotation": {"w": 0.9999998750000026, "x": 0, "y": 0, "z": 0.0004999999791666669}},
    {"id": "d", "kind": "box", "center": [10001.9, 10000, 10000], "half_extents": [0.5, 0.5, 0.5]}
  ]})";
  return "'" + path + "'";
}

// The line of `text` that starts with `start` (after leading spaces), and the one after it.
std::pair<std::string, std::string> line_and_next(const std::string& text,
                                                  const std::string& start) {
  const std::size_t at = text.find(start);
  if (at == std::string::npos) return {};
  const std::size_t end = text.find('\n', at);
  const std::size_t next_end = text.find('\n', end + 1);
  return {text.substr(at, end - at), text.substr(end + 1, next_end - end - 1)};
}

TEST(CheckPrecision, AllAndThePlainReportInBothShowFloatBesideDoubleAndFlagTheDifference) {
  const test::ScratchDir dir;
  const std::string both = hair_scene(dir, "both");
  const Outcome all = run_cli("check " + both + " --all");
  ASSERT_EQ(all.exit_code, 0) << all.err;
  EXPECT_NE(all.out.find("(1 pair where float differs)"), std::string::npos) << all.out;
  const auto [ab, ab_float] = line_and_next(all.out, "intersects  a – b  obb-obb");
  EXPECT_FALSE(ab.empty()) << all.out;
  EXPECT_EQ(ab_float.rfind("    in float: DIFFERS: disjoint  obb-obb", 0), 0u) << all.out;
  const auto [bd, bd_float] = line_and_next(all.out, "intersects  b – d  obb-obb");
  EXPECT_FALSE(bd.empty()) << all.out;
  EXPECT_EQ(bd_float.rfind("    in float: intersects  obb-obb", 0), 0u) << all.out;

  // The plain report lists the intersecting pairs, and float's verdict beside each.
  const Outcome plain = run_cli("check " + both);
  ASSERT_EQ(plain.exit_code, 0) << plain.err;
  EXPECT_EQ(
      line_and_next(plain.out, "intersects  a – b").second.rfind("    in float: DIFFERS: ", 0), 0u)
      << plain.out;
  EXPECT_NE(run_cli("check " + both + " --summary").out.find("(1 pair where float differs)"),
            std::string::npos);

  // The JSON says the same: float's outcome beside each pair, and the count.
  const Json j = Json::parse(run_cli("check " + both + " --all --json").out);
  const Json& file = j["files"][0];
  EXPECT_EQ(file["summary"]["disagreeing_pairs"], 1);
  int seen = 0;
  for (const Json& p : file["pairs"]) {
    if (p["b"] != "b") continue;
    ++seen;
    EXPECT_EQ(p["verdict"], "intersects");
    EXPECT_EQ(p["other"]["precision"], "float");
    EXPECT_EQ(p["other"]["verdict"], "disjoint");
    EXPECT_EQ(p["differs"], true);
  }
  EXPECT_EQ(seen, 1) << file.dump(1);

  // A scene in double alone: no float line, no count.
  const Outcome single = run_cli("check " + hair_scene(dir, "double") + " --all");
  EXPECT_EQ(single.out.find("in float"), std::string::npos) << single.out;
  EXPECT_EQ(single.out.find("differs"), std::string::npos) << single.out;
}

TEST(CheckPrecision, AllAndThePlainReportRunInThePrecisionAsked) {
  const test::ScratchDir dir;
  const std::string in_double = hair_scene(dir, "double");
  const Outcome f = run_cli("check " + in_double + " --all --precision float");
  ASSERT_EQ(f.exit_code, 0) << f.err;
  EXPECT_NE(f.out.find("  disjoint    a – b  obb-obb"), std::string::npos) << f.out;
  EXPECT_EQ(f.out.find("intersects  a – b"), std::string::npos) << f.out;
  const Json j = Json::parse(run_cli("check " + in_double + " --precision float --json").out);
  EXPECT_EQ(j["files"][0]["precision"], "float");
  EXPECT_EQ(j["files"][0]["summary"]["intersecting_pairs"], 1);  // b – d only
  // --precision both on a scene in double alone shows both.
  const Outcome b = run_cli("check " + in_double + " --all --precision both");
  EXPECT_EQ(line_and_next(b.out, "intersects  a – b").second.rfind("    in float: DIFFERS: ", 0),
            0u)
      << b.out;
}

TEST(CheckPrecision, ExplainRunsInThePrecisionAskedAndInBothFlagsTheDifference) {
  const test::ScratchDir dir;
  // Float asked of a scene in double: float's verdict and float's rows (its rounded inputs).
  const Outcome f =
      run_cli("check " + hair_scene(dir, "double") + " --explain a,b --precision float");
  ASSERT_EQ(f.exit_code, 0) << f.err;
  EXPECT_NE(f.out.find(": a – b: obb-obb → disjoint"), std::string::npos) << f.out;
  EXPECT_EQ(f.out.find("→ intersects"), std::string::npos) << f.out;
  EXPECT_NE(f.out.find("\n  float inputs: "), std::string::npos) << f.out;
  // Double asked of a scene in float: double's verdict, no float rows.
  const Outcome d =
      run_cli("check " + hair_scene(dir, "float") + " --explain a,b --precision double");
  ASSERT_EQ(d.exit_code, 0) << d.err;
  EXPECT_NE(d.out.find(": a – b: obb-obb → intersects"), std::string::npos) << d.out;
  EXPECT_EQ(d.out.find("float inputs"), std::string::npos) << d.out;

  // Both: double's answer, then float's, flagged; float's rows follow double's (they differ).
  const std::string both = hair_scene(dir, "both");
  const Outcome b = run_cli("check " + both + " --explain a,b");
  ASSERT_EQ(b.exit_code, 0) << b.err;
  EXPECT_NE(b.out.find(": a – b: obb-obb → intersects"), std::string::npos) << b.out;
  EXPECT_NE(b.out.find(" (in double)\n"), std::string::npos) << b.out;
  EXPECT_NE(b.out.find(": a – b: obb-obb → disjoint"), std::string::npos) << b.out;
  EXPECT_NE(b.out.find(" (in float) — DIFFERS\n"), std::string::npos) << b.out;
  EXPECT_NE(b.out.find("\n  float verdict: DIFFERS: "), std::string::npos) << b.out;
  const Json j = Json::parse(run_cli("check " + both + " --explain a,b --json").out);
  EXPECT_EQ(j["precision"], "double");
  EXPECT_EQ(j["pair"]["verdict"], "intersects");
  EXPECT_EQ(j["other"]["precision"], "float");
  EXPECT_EQ(j["other"]["pair"]["verdict"], "disjoint");
  EXPECT_EQ(j["other"]["differs"], true);
}

}  // namespace
}  // namespace collide
