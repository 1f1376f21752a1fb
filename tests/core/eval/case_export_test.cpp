// Exporting a case: hex literals read back to the same bits, the minimal scene holds the two
// objects bit for bit with their expectations (or a pinned verdict that holds), and bad ids are
// refused. The exported tests themselves are compiled and run by exported_case_tests.
#include "core/eval/case_export.hpp"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>

#include "core/eval/scene_check.hpp"
#include "core/scene/scene_json.hpp"
#include "tests/bench/splitmix64.hpp"

namespace collide {
namespace {

TEST(CaseExport, HexLiteralsReadBackToTheSameBits) {
  std::vector<double> values = {0.0,
                                -0.0,
                                1.0,
                                0.1,
                                -2.5,
                                5e-324,
                                2.2250738585072014e-308,
                                std::numeric_limits<double>::max()};
  bench::SplitMix64 rng(23);
  for (int i = 0; i < 1000; ++i) {
    const double v = std::bit_cast<double>(rng.next());
    if (std::isfinite(v)) values.push_back(v);
  }
  for (const double v : values) {
    const std::string text = hex_literal(v);
    EXPECT_EQ(text.rfind(std::signbit(v) ? "-0x" : "0x", 0), 0u) << text;
    EXPECT_EQ(std::bit_cast<std::uint64_t>(std::strtod(text.c_str(), nullptr)),
              std::bit_cast<std::uint64_t>(v))
        << text;
  }
  EXPECT_EQ(hex_literal(1.5), "0x1.8p+0");
}

const char* kScene = R"({"format": "collision-lab-scene", "version": 1,
  "settings": {"tolerances": {"contact": 1e-7}},
  "objects": [
    {"id": "floor", "kind": "plane", "normal": [0, 1, 0], "point": [0, 0, 0]},
    {"id": "crate", "kind": "box", "center": [0.1, 0.5, 0], "half_extents": [0.5, 0.5, 0.5],
     "rotation": {"w": 0.9238795325112867, "x": 0, "y": 0.3826834323650898, "z": 0}},
    {"id": "ball", "kind": "sphere", "center": [3, 4, 0], "radius": 0.5, "velocity": [0, -3, 0]}],
  "expect": [
    {"a": "floor", "b": "crate", "intersects": true, "side": "straddling"},
    {"a": "ball", "b": "floor", "intersects": false},
    {"a": "crate", "b": "floor", "intersects": true, "depth": {"value": 0, "tolerance": 1e-9}}]})";

TEST(CaseExport, TheMinimalSceneHoldsTheTwoObjectsAndTheirExpectations) {
  const SceneLoad s = parse_scene(kScene);
  ASSERT_TRUE(s.ok()) << s.error->to_string();
  const ExportedCase c = export_case(*s.scene, "floor", "crate", "room.json");
  ASSERT_TRUE(c.error.empty()) << c.error;
  const SceneLoad mini = parse_scene(c.scene_text);
  ASSERT_TRUE(mini.ok()) << mini.error->to_string() << "\n" << c.scene_text;
  ASSERT_EQ(mini.scene->objects.size(), 2u);
  EXPECT_EQ(mini.scene->objects[0].id, "floor");
  EXPECT_EQ(mini.scene->objects[1].id, "crate");
  EXPECT_EQ(format_scene(*mini.scene).text, c.scene_text);
  ASSERT_EQ(mini.scene->expect.size(), 2u);  // both orders of the pair, not the ball's
  EXPECT_TRUE(same_expectation(mini.scene->expect[1], s.scene->expect[2]));
  EXPECT_EQ(mini.scene->settings, s.scene->settings);
  EXPECT_TRUE(check_scene(*mini.scene).all_held());
  // The source rebuilds the crate from the bits of its numbers and asserts the pinned depth.
  EXPECT_NE(c.gtest_source.find(hex_literal(0.9238795325112867)), std::string::npos);
  EXPECT_NE(c.gtest_source.find(hex_literal(0.1)), std::string::npos);
  EXPECT_NE(c.gtest_source.find("s.tolerances[\"contact\"] = " + hex_literal(1e-7)),
            std::string::npos);
  EXPECT_NE(c.gtest_source.find("EXPECT_NEAR(*o.measures.depth, " + hex_literal(0.0) + ", " +
                                hex_literal(1e-9) + ")"),
            std::string::npos)
      << c.gtest_source;
  EXPECT_NE(c.gtest_source.find("run<T>(kB, kA)"), std::string::npos);  // crate first
}

TEST(CaseExport, APairWithoutExpectationsPinsItsVerdict) {
  const SceneLoad s = parse_scene(kScene);
  ASSERT_TRUE(s.ok());
  const ExportedCase c = export_case(*s.scene, "crate", "ball", "room.json");
  ASSERT_TRUE(c.error.empty()) << c.error;
  const SceneLoad mini = parse_scene(c.scene_text);
  ASSERT_TRUE(mini.ok());
  ASSERT_EQ(mini.scene->expect.size(), 1u);
  EXPECT_FALSE(mini.scene->expect[0].intersects);  // the ball falls 3 beside the crate
  EXPECT_TRUE(check_scene(*mini.scene).all_held());
}

TEST(CaseExport, PinnedContactsAreAsserted) {
  // A capsule lying on a box, its 2 contacts pinned: the test asserts the count, the normal and
  // each point (exported_case_tests compiles and runs such a test: capsule_on_box.json), and makes
  // the outcome from the shapes, as check does.
  const SceneLoad s = parse_scene(R"({"format": "collision-lab-scene", "version": 1, "objects": [
    {"id": "floor", "kind": "box", "center": [0, 0, 0], "half_extents": [2, 0.5, 1.5]},
    {"id": "rod", "kind": "capsule", "a": [-1, 0.95, 0.3], "b": [3, 0.95, 0.3], "radius": 0.5}],
    "expect": [{"a": "floor", "b": "rod", "verdict": "intersects", "contacts": {"count": 2,
      "normal": [0, 1, 0], "points": [[-1, 0.45, 0.3], [2, 0.45, 0.3]], "tolerance": 1e-4}}]})");
  ASSERT_TRUE(s.ok()) << s.error->to_string();
  const ExportedCase c = export_case(*s.scene, "floor", "rod", "rod.json");
  ASSERT_TRUE(c.error.empty()) << c.error;
  const std::string& g = c.gtest_source;
  EXPECT_NE(g.find("outcome_of<T>(r, kA, kB)"), std::string::npos) << g;
  EXPECT_NE(g.find("EXPECT_EQ(o.contacts.size(), 2u);"), std::string::npos) << g;
  EXPECT_NE(
      g.find("EXPECT_LE(glm::length(*o.contact_normal - collide::Vec3<double>(" + hex_literal(0) +
             ", " + hex_literal(1) + ", " + hex_literal(0) + ")), " + hex_literal(1e-4) + ");"),
      std::string::npos)
      << g;
  EXPECT_NE(g.find("return glm::length(c.point - collide::Vec3<double>(" + hex_literal(2) + ", " +
                   hex_literal(0.45) + ", " + hex_literal(0.3) + ")) <= " + hex_literal(1e-4)),
            std::string::npos)
      << g;
}

TEST(CaseExport, BadIdsAreRefused) {
  const SceneLoad s = parse_scene(kScene);
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(export_case(*s.scene, "floor", "nope", "r").error, "no object with id 'nope'");
  EXPECT_FALSE(export_case(*s.scene, "floor", "floor", "r").error.empty());
}

}  // namespace
}  // namespace collide
