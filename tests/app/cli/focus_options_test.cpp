// The pair a command names (`render --pair A,B --axis K`, `check --explain A,B`), resolved by the
// one focus resolver: each thing wrong refused with the message naming it, before any window
// opens (exit 2, nothing written).
#include <string>

#include <gtest/gtest.h>

#include "tests/app/support/library_scenes.hpp"
#include "tests/app/support/run_cli.hpp"

namespace collide {
namespace {

using test::run_cli;

// `render SCENE --out (scratch) EXTRA`: the message it printed, with exit 2 and no PNG written.
std::string render_refusal(const std::string& scene, const std::string& extra) {
  const test::ScratchDir dir;
  const std::string png = (dir / "out.png").string();
  const test::CliOutcome r =
      run_cli("render '" + test::library_scene(scene) + "' --out '" + png + "' " + extra);
  EXPECT_EQ(r.exit_code, 2) << extra << ": " << r.err;
  EXPECT_TRUE(test::slurp(png).empty()) << extra;
  return r.err;
}

TEST(FocusOptions, RenderRefusesAPairThatNamesNoTwoObjects) {
  const std::string sat = "lesson_obb_sat.json";
  EXPECT_NE(render_refusal(sat, "--pair a")
                .find("render: --pair needs two object ids as A,B, "
                      "not 'a'"),
            std::string::npos);
  EXPECT_NE(render_refusal(sat, "--pair nope,a")
                .find("render: --pair: no object with id 'nope' in the scene"),
            std::string::npos);
  EXPECT_NE(render_refusal(sat, "--pair a,nope")
                .find("render: --pair: no object with id 'nope' in the scene"),
            std::string::npos);
  EXPECT_NE(render_refusal(sat, "--pair a,a")
                .find("render: --pair needs two different objects, "
                      "not 'a,a'"),
            std::string::npos);
}

TEST(FocusOptions, RenderRefusesAnAxisThatDoesNotApply) {
  EXPECT_NE(render_refusal("lesson_plane_box_np.json", "--pair through_half,unit_box --axis A0")
                .find("render: --axis applies to box–box pairs (obb-obb, obb-aabb), not "
                      "plane-aabb"),
            std::string::npos);
  EXPECT_NE(render_refusal("lesson_obb_sat.json", "--pair a,edge_b --axis C7")
                .find("render: --axis needs 0..14 or A0..B2, AixBj (named from --pair's A and B), "
                      "not 'C7'"),
            std::string::npos);
}

TEST(FocusOptions, CheckExplainRefusesOneObjectTwice) {
  const test::CliOutcome r =
      run_cli("check '" + test::library_scene("lesson_obb_sat.json") + "' --explain a,a");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("check: --explain needs two different objects, not 'a,a'"),
            std::string::npos)
      << r.err;
}

}  // namespace
}  // namespace collide
