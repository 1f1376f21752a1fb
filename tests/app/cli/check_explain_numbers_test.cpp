// `check --explain` on the far-box hair (assets/scenes/edge_far_box_hair*.json): numbers that
// tell 10001.000499849917 from 10001.0004996, and a float verdict that admits its rounding.
#include <gtest/gtest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "core/math/number_format.hpp"
#include "tests/app/support/library_scenes.hpp"
#include "tests/app/support/run_cli.hpp"

namespace collide {
namespace {

using test::run_cli;
using Json = nlohmann::json;

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

TEST(CheckExplainNumbers, TheFarBoxPairPrintsCentresIntervalsAndRadiiInFull) {
  const std::string path = test::library_scene("edge_far_box_hair.json");
  const test::CliOutcome r = run_cli("check '" + path + "' --explain a,c");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  // c's centre x is 10001.000499849917; along A0 (x) its interval is c.x ± r_B with
  // r_B = 0.5·cos 0.001 + 0.5·sin 0.001, computed here in double as the test does.
  const double cx = 10001.000499849917;
  const double c = 0.9999995000000417, s = 0.0009999998333333417;  // the quaternion's axes
  const double rb = 0.5 * c + 0.5 * s;
  // The A0 row: A [9999.5, 10000.5], B [cx − r_B, cx + r_B] (the test's own sums), a gap of 1e-7.
  EXPECT_TRUE(has(r.out, "A0: L = (1, 0, 0)  A [9999.5, 10000.5]  B [")) << r.out;
  EXPECT_FALSE(has(r.out, "e+04")) << r.out;  // 10000 is never 1e+04
  // The radii as the selected axis' row writes them: r_B in full (not 0.500).
  EXPECT_TRUE(has(r.out, "r_A + r_B = 0.5 + ")) << r.out;
  const auto at = r.out.find("r_A + r_B = 0.5 + ");
  const double rb_shown = std::stod(r.out.substr(at + std::string("r_A + r_B = 0.5 + ").size()));
  // (The row derives the radii from the interval ends at 1e4, whose ulp is 1.8e-12.)
  EXPECT_NEAR(rb_shown, rb, 4e-12);
  // The interval ends of B read back within an ulp or two of the exact sums, so a centre of
  // 10001.0004996 (2.5e-7 less) could not print the same.
  const auto b_at = r.out.find("B [", r.out.find("A0: L"));
  const std::string b = r.out.substr(b_at + 3);
  const double b_min = std::stod(b), b_max = std::stod(b.substr(b.find(", ") + 2));
  EXPECT_NEAR(b_min, cx - rb, 4e-12);
  EXPECT_NEAR(b_max, cx + rb, 4e-12);
  EXPECT_GT(std::abs(b_min - (10001.0004996 - rb)), 1e-7);

  // The centres in full, in the text and in the JSON's rows.
  EXPECT_TRUE(has(r.out,
                  "centres: c_A = (10000, 10000, 10000), c_B = (10001.000499849917, 10000, "
                  "10000.9)"))
      << r.out;
  const test::CliOutcome j = run_cli("check '" + path + "' --explain a,c --json");
  ASSERT_EQ(j.exit_code, 0) << j.err;
  bool centres = false;
  const Json parsed = Json::parse(j.out);
  for (const Json& row : parsed["why"])
    centres |= row["label"] == "centres" &&
               has(row["formula"].get<std::string>(), "c_B = (10001.000499849917, 10000, 10000.9)");
  EXPECT_TRUE(centres) << j.out;

  // b, 2e-7 nearer: its row differs from c's (numbers that tell them apart).
  const test::CliOutcome rb_out = run_cli("check '" + path + "' --explain a,b");
  ASSERT_EQ(rb_out.exit_code, 0) << rb_out.err;
  EXPECT_TRUE(has(rb_out.out, "a – b: obb-obb → intersects")) << rb_out.out;
  EXPECT_TRUE(has(rb_out.out, "decided inside the band: no")) << rb_out.out;  // double is sure
}

TEST(CheckExplainNumbers, FloatDecidesTheHairInsideItsBandAndShowsItsRoundedInputs) {
  const std::string path = test::library_scene("edge_far_box_hair_float.json");
  const test::CliOutcome r = run_cli("check '" + path + "' --explain a,b");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  // Float's boxes are apart (its b is 4.77e-4 further), and float admits it could be wrong.
  EXPECT_TRUE(has(r.out, "a – b: obb-obb → disjoint (within tolerance)")) << r.out;
  EXPECT_TRUE(has(r.out, "decided inside the band: yes")) << r.out;
  EXPECT_TRUE(has(r.out, "inputs rounded to float: ±")) << r.out;
  // Float's centre, in float's digits.
  EXPECT_TRUE(has(r.out, "c_B = (10001.001, 10000, 10000)")) << r.out;
  // The rounded input, as float holds it, against the file's number.
  EXPECT_TRUE(has(r.out, "centre.x 10001.000499649917 → 10001.001 (moved " +
                             format_number(double(10001.000499649917f) - 10001.000499649917) + ")"))
      << r.out;
  // Float against double: different verdicts, the gap difference within the bands.
  EXPECT_TRUE(has(r.out, "float vs double: float says disjoint, double says intersects")) << r.out;
  EXPECT_TRUE(has(r.out, "within the bands")) << r.out;
  EXPECT_FALSE(has(r.out, "MORE THAN THE BANDS EXPLAIN")) << r.out;

  // The headline's gap is float's number in float's own digits, the one the axis row prints
  // ("→ separated by 0.00047683716"), not the double that holds it (0.000476837158203125).
  const auto gap_at = r.out.find(", gap ");
  ASSERT_NE(gap_at, std::string::npos) << r.out;
  const std::string gap = r.out.substr(gap_at + 6, r.out.find(']', gap_at) - gap_at - 6);
  EXPECT_EQ(format_number(std::stof(gap)), gap);  // float's shortest round trip
  EXPECT_TRUE(has(r.out, "→ separated by " + gap + "\n")) << gap << "\n" << r.out;

  // The clear pair is decided outside the band, with no rounded input of a to speak of.
  const test::CliOutcome d = run_cli("check '" + path + "' --explain a,d");
  ASSERT_EQ(d.exit_code, 0) << d.err;
  EXPECT_TRUE(has(d.out, "a – d: obb-obb → disjoint, separated by axis A0")) << d.out;
  EXPECT_TRUE(has(d.out, "decided inside the band: no")) << d.out;
}

}  // namespace
}  // namespace collide
