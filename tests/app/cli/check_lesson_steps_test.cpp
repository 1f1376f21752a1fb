// `collision-lab check` holds a lesson's step expectations (issue 39): a lesson whose step 2
// expects the wrong side fails with that step's number and the expectation, exit 1; the same
// lesson with the right side passes. Hand-worked: the plane n = (−1, −1, −1) through (2, 2, 2),
// d = −6, against the unit box: at the n vertex (1, 1, 1), n·v − d = −3 + 6 = 3 > 0, so the box
// is in front; step 2 moves the plane through (−2, −2, −2), d = 6, and the p vertex (0, 0, 0)
// gives 0 − 6 = −6 < 0: behind.
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "tests/app/support/run_cli.hpp"
#include "tests/support/scratch_dir.hpp"

namespace collide {
namespace {

std::string lesson_text(const std::string& step2_side) {
  return R"({"format": "collision-lab-scene", "version": 1,
  "objects": [
    {"id": "box", "kind": "aabb", "min": [0, 0, 0], "max": [1, 1, 1]},
    {"id": "plane", "kind": "plane", "normal": [-1, -1, -1], "point": [2, 2, 2]}
  ],
  "expect": [{"a": "plane", "b": "box", "intersects": false, "side": "front"}],
  "steps": [
    {"text": "In front.", "expect": [{"a": "plane", "b": "box", "intersects": false, "side": "front"}]},
    {"text": "Moved behind.",
     "set": [{"id": "plane", "kind": "plane", "normal": [-1, -1, -1], "point": [-2, -2, -2]}],
     "expect": [{"a": "plane", "b": "box", "intersects": false, "side": ")" +
         step2_side + R"("}]}
  ]})";
}

TEST(CheckLessonSteps, AWrongStepExpectationFailsWithItsStepNumber) {
  const test::ScratchDir dir;
  const auto wrong = dir.path() / "wrong.json", right = dir.path() / "right.json";
  std::ofstream(wrong) << lesson_text("front");
  std::ofstream(right) << lesson_text("back");

  const test::CliOutcome bad = test::run_cli("check '" + wrong.string() + "'");
  EXPECT_EQ(bad.exit_code, 1) << bad.out << bad.err;
  EXPECT_NE(bad.out.find("FAILED step 2: plane–box: expected side front, got back"),
            std::string::npos)
      << bad.out;
  EXPECT_EQ(bad.out.find("FAILED step 1"), std::string::npos) << bad.out;
  EXPECT_NE(bad.out.find("1 lesson step expectation failed"), std::string::npos) << bad.out;
  EXPECT_EQ(bad.out.find("all 1 expectations hold"), std::string::npos) << bad.out;
  // --json names it too.
  const test::CliOutcome json = test::run_cli("check --json '" + wrong.string() + "'");
  EXPECT_EQ(json.exit_code, 1);
  EXPECT_NE(json.out.find("\"step_failures\": [\"step 2: plane–box"), std::string::npos)
      << json.out;

  const test::CliOutcome good = test::run_cli("check '" + right.string() + "'");
  EXPECT_EQ(good.exit_code, 0) << good.out << good.err;
  EXPECT_EQ(good.out.find("FAILED"), std::string::npos) << good.out;
}

}  // namespace
}  // namespace collide
