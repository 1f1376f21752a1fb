// Pinned numbers in expectations: gap, depth, toi, axis and within_tolerance read, written back
// to the same text, refused where they cannot apply (with the JSON pointer), measured from each
// kind of result against hand-worked values, and judged with both numbers in full; and the
// precision an expectation runs in (its own, the check's, the file's "both").
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "core/eval/check_report.hpp"
#include "core/eval/pair_measures.hpp"
#include "core/eval/scene_check.hpp"
#include "core/scene/scene_json.hpp"

namespace collide {
namespace {

std::string scene_text(const std::string& objects, const std::string& expect,
                       const std::string& settings = "") {
  return "{\n  \"format\": \"collision-lab-scene\",\n  \"version\": 1,\n" +
         (settings.empty() ? std::string() : "  \"settings\": " + settings + ",\n") +
         "  \"objects\": [\n" + objects + "\n  ],\n  \"expect\": [\n" + expect + "\n  ]\n}\n";
}

Scene load(const std::string& text) {
  SceneLoad s = parse_scene(text);
  EXPECT_TRUE(s.ok()) << s.error->to_string();
  return s.ok() ? *s.scene : Scene{};
}

SceneError load_error(const std::string& text) {
  SceneLoad s = parse_scene(text);
  EXPECT_FALSE(s.ok());
  return s.ok() ? SceneError{} : *s.error;
}

const std::string kTwoSpheres =
    R"(    {"id": "a", "kind": "sphere", "center": [0, 0, 0], "radius": 1},
    {"id": "b", "kind": "sphere", "center": [3, 0, 0], "radius": 1})";

// The written form of pinned numbers is the text a person (or the pin UI) wrote, digit for digit:
// shortest round-trip numbers, tolerance 0 and subnormals included.
TEST(PinnedExpectations, SaveGivesTheTextBack) {
  const std::string text = scene_text(
      kTwoSpheres,
      R"(    {"a": "a", "b": "b", "intersects": false, "gap": {"value": 1, "tolerance": 1e-12}, "within_tolerance": false, "precision": "double"},
    {"a": "b", "b": "a", "intersects": false, "gap": {"value": 0.1, "tolerance": 0}, "precision": "both", "description": "pinned"},
    {"a": "a", "b": "b", "intersects": false, "gap": {"value": 5e-324, "tolerance": 1.7976931348623157e+308}, "precision": "float"})",
      R"({"precision": "both"})");
  const Scene s = load(text);
  ASSERT_EQ(s.expect.size(), 3u);
  EXPECT_TRUE(s.settings.both_precisions);
  EXPECT_EQ(check_precision(s.settings), PrecisionChoice::both);
  ASSERT_TRUE(s.expect[0].gap);
  EXPECT_EQ(s.expect[0].gap->value, 1.0);
  EXPECT_EQ(s.expect[0].gap->tolerance, 1e-12);
  EXPECT_EQ(s.expect[0].within_tolerance, false);
  EXPECT_EQ(s.expect[0].precision, PrecisionChoice::float64);
  EXPECT_EQ(s.expect[1].precision, PrecisionChoice::both);
  EXPECT_EQ(s.expect[2].precision, PrecisionChoice::float32);
  EXPECT_EQ(s.expect[2].gap->value, 5e-324);
  const SceneText saved = format_scene(s);
  ASSERT_FALSE(saved.error) << saved.error->to_string();
  EXPECT_EQ(saved.text, text);
}

TEST(PinnedExpectations, TheModelRoundTripsThroughTheFile) {
  Scene s = load(scene_text(kTwoSpheres, R"(    {"a": "a", "b": "b", "intersects": false})"));
  Expectation& e = s.expect[0];
  e.gap = ExpectedNumber{0.30000000000000004, 2.5e-16};
  e.within_tolerance = true;
  e.precision = PrecisionChoice::float32;
  const SceneText saved = format_scene(s);
  ASSERT_FALSE(saved.error);
  EXPECT_NE(saved.text.find(R"("gap": {"value": 0.30000000000000004, "tolerance": 2.5e-16})"),
            std::string::npos)
      << saved.text;
  const Scene back = load(saved.text);
  EXPECT_TRUE(same_expectation(back.expect[0], e));
  Expectation other = e;
  other.gap->tolerance = 2.6e-16;
  EXPECT_FALSE(same_expectation(other, e));
}

// The issue's spelling, `"verdict": "disjoint"`, reads as `"intersects": false` does, is judged
// the same way, and is written back as it was read; a file may mix both spellings.
TEST(PinnedExpectations, TheVerdictMayBeSpelledAsAWord) {
  const std::string text = scene_text(
      kTwoSpheres,
      R"(    {"a": "a", "b": "b", "verdict": "disjoint", "gap": {"value": 1, "tolerance": 1e-12}},
    {"a": "b", "b": "a", "intersects": false},
    {"a": "a", "b": "b", "verdict": "intersects"})");
  const Scene s = load(text);
  ASSERT_EQ(s.expect.size(), 3u);
  EXPECT_FALSE(s.expect[0].intersects);
  EXPECT_TRUE(s.expect[0].verdict_spelled);
  EXPECT_FALSE(s.expect[1].verdict_spelled);
  EXPECT_TRUE(s.expect[2].intersects);
  // Spelling is not meaning.
  Expectation other = s.expect[0];
  other.verdict_spelled = false;
  EXPECT_TRUE(same_expectation(other, s.expect[0]));
  const SceneText saved = format_scene(s);
  ASSERT_FALSE(saved.error);
  EXPECT_EQ(saved.text, text);
  // Spheres 1 apart: the first two hold, the third (intersects) fails like its older spelling.
  const CheckReport r = check_scene(s);
  ASSERT_EQ(r.expectations.size(), 3u);
  EXPECT_TRUE(r.expectations[0].held) << r.expectations[0].failure;
  EXPECT_TRUE(r.expectations[1].held) << r.expectations[1].failure;
  EXPECT_FALSE(r.expectations[2].held);
}

struct BadCase {
  std::string objects, expectation, pointer, message_part;
};

TEST(PinnedExpectations, WhatCannotApplyIsRefusedWhereItIs) {
  const std::string boxes =
      R"(    {"id": "a", "kind": "box", "center": [0, 0, 0], "half_extents": [1, 1, 1]},
    {"id": "b", "kind": "aabb", "min": [3, 0, 0], "max": [4, 1, 1]},
    {"id": "c", "kind": "aabb", "min": [6, 0, 0], "max": [7, 1, 1]})";
  const BadCase cases[] = {
      {kTwoSpheres, R"({"a": "a", "b": "b", "verdict": "apart"})", "/expect/0/verdict",
       "expected \"intersects\" or \"disjoint\", found the string \"apart\""},
      {kTwoSpheres, R"({"a": "a", "b": "b", "verdict": false})", "/expect/0/verdict",
       "expected \"intersects\" or \"disjoint\", found false"},
      {kTwoSpheres, R"({"a": "a", "b": "b", "verdict": "disjoint", "intersects": false})",
       "/expect/0/verdict", "give \"verdict\" or \"intersects\", not both"},
      {kTwoSpheres, R"({"a": "a", "b": "b"})", "/expect/0",
       "missing field \"verdict\" (expected \"verdict\": \"intersects\" or \"disjoint\""},
      {kTwoSpheres, R"({"a": "a", "b": "b", "intersects": false, "gap": 1})", "/expect/0/gap",
       "expected a pinned number {\"value\": v, \"tolerance\": t}, found 1"},
      {kTwoSpheres, R"({"a": "a", "b": "b", "intersects": false, "gap": {"value": 1}})",
       "/expect/0/gap", "missing field \"tolerance\""},
      {kTwoSpheres,
       R"({"a": "a", "b": "b", "intersects": false, "gap": {"value": 1, "tolerance": -1}})",
       "/expect/0/gap/tolerance", "expected a non-negative number, found -1"},
      {kTwoSpheres,
       R"({"a": "a", "b": "b", "intersects": false, "gap": {"value": 1, "tolerance": 0, "unit": "m"}})",
       "/expect/0/gap/unit", "unknown field \"unit\""},
      {kTwoSpheres,
       R"({"a": "a", "b": "b", "intersects": false, "depth": {"value": 1, "tolerance": 0}})",
       "/expect/0/depth", "a depth applies only when \"intersects\" is true"},
      {kTwoSpheres,
       R"({"a": "a", "b": "b", "intersects": true, "toi": {"value": 1, "tolerance": 0}})",
       "/expect/0/toi", "a time of impact applies only to a pair where something moves or a ray"},
      {kTwoSpheres, R"({"a": "a", "b": "b", "intersects": false, "axis": "A0"})", "/expect/0/axis",
       "a separating axis applies only to two boxes or a triangle and a box"},
      {boxes, R"({"a": "a", "b": "b", "intersects": false, "axis": "x"})", "/expect/0/axis",
       "expected an axis name A0..A2, B0..B2 or A0xB0..A2xB2"},
      {boxes, R"({"a": "b", "b": "c", "intersects": false, "axis": "A0"})", "/expect/0/axis",
       "expected x, y or z (two AABBs)"},
      {boxes, R"({"a": "b", "b": "c", "intersects": true, "axis": "x"})", "/expect/0/axis",
       "a separating axis applies only when \"intersects\" is false"},
      {kTwoSpheres, R"({"a": "a", "b": "b", "intersects": false, "within_tolerance": 1})",
       "/expect/0/within_tolerance", "expected true or false"},
      {kTwoSpheres, R"({"a": "a", "b": "b", "intersects": false, "precision": "half"})",
       "/expect/0/precision", "expected \"float\", \"double\" or \"both\""},
  };
  for (const BadCase& c : cases) {
    const SceneError e = load_error(scene_text(c.objects, c.expectation));
    EXPECT_EQ(e.pointer, c.pointer) << c.expectation << "\n" << e.to_string();
    EXPECT_NE(e.message.find(c.message_part), std::string::npos) << c.expectation << "\n"
                                                                 << e.to_string();
  }
  const SceneError e = load_error(scene_text(kTwoSpheres, "", R"({"precision": "quad"})"));
  EXPECT_EQ(e.pointer, "/settings/precision");
}

// The measures of each kind of result, against values worked by hand.
PairOutcome outcome_of(const std::string& objects, PrecisionChoice p = PrecisionChoice::float64) {
  Scene s = load(scene_text(objects, R"(    {"a": "a", "b": "b", "intersects": false})"));
  s.expect[0].precision = p;
  const CheckReport r = check_scene(s);
  EXPECT_EQ(r.expectations.size(), 1u);
  return r.expectations.empty() ? PairOutcome{} : r.expectations[0].actual;
}

TEST(PairMeasures, HandWorkedValues) {
  // Spheres with centres 3 apart and radii 1 + 1: gap 3 − 2 = 1, no depth.
  PairMeasures m = outcome_of(kTwoSpheres).measures;
  EXPECT_EQ(m.gap, 1.0);
  EXPECT_FALSE(m.depth);
  // Centres 1.5 apart: gap −0.5, depth 0.5.
  m = outcome_of(R"(    {"id": "a", "kind": "sphere", "center": [0, 0, 0], "radius": 1},
    {"id": "b", "kind": "sphere", "center": [0, 1.5, 0], "radius": 1})")
          .measures;
  EXPECT_EQ(m.gap, -0.5);
  EXPECT_EQ(m.depth, 0.5);
  // A unit box and a box 0.25 beyond it on x: A0 separates them first, by 0.25.
  m = outcome_of(R"(    {"id": "a", "kind": "box", "center": [0, 0, 0], "half_extents": [1, 1, 1]},
    {"id": "b", "kind": "box", "center": [2.25, 0, 0], "half_extents": [1, 1, 1]})")
          .measures;
  EXPECT_EQ(m.axis, "A0");
  EXPECT_EQ(m.gap, 0.25);
  // Named from the scene's a and b when the dispatch swaps them (AABB first, box second).
  m = outcome_of(R"(    {"id": "a", "kind": "aabb", "min": [0, 3, 0], "max": [1, 4, 1]},
    {"id": "b", "kind": "box", "center": [0, 0, 0], "half_extents": [1, 1, 1]})")
          .measures;
  // The OBB–AABB test takes the box first, so b's face axes are tried first: b's y axis (B1).
  EXPECT_EQ(m.axis, "B1");
  EXPECT_EQ(m.gap, 2.0);
  // Two AABBs apart on y by 0.5 (and not on x): axis y, gap 0.5.
  m = outcome_of(R"(    {"id": "a", "kind": "aabb", "min": [0, 0, 0], "max": [1, 1, 1]},
    {"id": "b", "kind": "aabb", "min": [0.5, 1.5, 0], "max": [2, 2, 1]})")
          .measures;
  EXPECT_EQ(m.axis, "y");
  EXPECT_EQ(m.gap, 0.5);
  // Overlapping AABBs: the least overlap width (0.25 on x).
  m = outcome_of(R"(    {"id": "a", "kind": "aabb", "min": [0, 0, 0], "max": [1, 1, 1]},
    {"id": "b", "kind": "aabb", "min": [0.75, 0.5, 0], "max": [2, 2, 1]})")
          .measures;
  EXPECT_EQ(m.depth, 0.25);
  EXPECT_FALSE(m.axis);
  // A box resting 0.5 above the floor: its lowest vertex is 0.5 away; sunk 0.25: depth 0.25.
  m = outcome_of(R"(    {"id": "a", "kind": "plane", "normal": [0, 1, 0], "point": [0, 0, 0]},
    {"id": "b", "kind": "box", "center": [0, 1.5, 0], "half_extents": [1, 1, 1]})")
          .measures;
  EXPECT_EQ(m.gap, 0.5);
  m = outcome_of(R"(    {"id": "a", "kind": "plane", "normal": [0, 1, 0], "point": [0, 0, 0]},
    {"id": "b", "kind": "box", "center": [0, 0.75, 0], "half_extents": [1, 1, 1]})")
          .measures;
  EXPECT_EQ(m.depth, 0.25);
  // A sphere at height 4 with radius 1 falling by 8 over the frame meets the floor when
  // 4 − 8t = 1: t = 3/8.
  m = outcome_of(R"(    {"id": "a", "kind": "plane", "normal": [0, 1, 0], "point": [0, 0, 0]},
    {"id": "b", "kind": "sphere", "center": [0, 4, 0], "radius": 1, "velocity": [0, -8, 0]})")
          .measures;
  EXPECT_EQ(m.toi, 0.375);
  // A ray from x = −5 along +x enters the unit sphere at t = 4.
  m = outcome_of(R"(    {"id": "a", "kind": "ray", "origin": [-5, 0, 0], "direction": [1, 0, 0]},
    {"id": "b", "kind": "sphere", "center": [0, 0, 0], "radius": 1})")
          .measures;
  EXPECT_EQ(m.toi, 4.0);
  // A triangle 2 above a unit box (its face axis u1 separates, by 1).
  m = outcome_of(
          R"(    {"id": "a", "kind": "triangle", "a": [0, 2, 0], "b": [1, 2, 0], "c": [0, 2, 1]},
    {"id": "b", "kind": "box", "center": [0, 0, 0], "half_extents": [1, 1, 1]})")
          .measures;
  EXPECT_EQ(m.axis, "u1");
  EXPECT_EQ(m.gap, 1.0);
}

// A gap pinned to 1e-7 holds; the same scene with one object moved by 1e-3 fails on the gap and
// says both numbers in full (each reads back to the exact double the test computed).
TEST(PinnedExpectations, AMovedObjectFailsOnTheGapWithBothNumbers) {
  const auto spheres = [](const std::string& x) {
    return R"(    {"id": "a", "kind": "sphere", "center": [0, 0, 0], "radius": 1},
    {"id": "b", "kind": "sphere", "center": [)" +
           x + R"(, 0, 0], "radius": 1})";
  };
  const std::string pin =
      R"(    {"a": "a", "b": "b", "intersects": false, "gap": {"value": 1e-7, "tolerance": 1e-9}})";
  const CheckReport held = check_scene(load(scene_text(spheres("2.0000001"), pin)));
  ASSERT_EQ(held.expectations.size(), 1u);
  EXPECT_TRUE(held.expectations[0].held) << held.expectations[0].failure;

  const CheckReport moved = check_scene(load(scene_text(spheres("2.0010001"), pin)));
  ASSERT_EQ(moved.expectations.size(), 1u);
  const ExpectationOutcome& x = moved.expectations[0];
  EXPECT_FALSE(x.held);
  // |c_b − c_a| − (1 + 1) along one axis: the length of (d, 0, 0) is |d| exactly.
  const double gap = 2.0010001 - 2.0;
  const std::string head = "expected gap 1e-07 ± 1e-09, got ";
  ASSERT_EQ(x.failure.rfind(head, 0), 0u) << x.failure;
  const std::string got =
      x.failure.substr(head.size(), x.failure.find(' ', head.size()) - head.size());
  EXPECT_EQ(std::strtod(got.c_str(), nullptr), gap) << x.failure;
  EXPECT_NE(x.failure.find("(off by "), std::string::npos);
  EXPECT_EQ(exact_number_text(gap), got);
}

TEST(PinnedExpectations, EachKindOfPinFails) {
  const std::string objects =
      R"(    {"id": "a", "kind": "box", "center": [0, 0, 0], "half_extents": [1, 1, 1]},
    {"id": "b", "kind": "box", "center": [0, 2.5, 0], "half_extents": [1, 1, 1]},
    {"id": "c", "kind": "sphere", "center": [0, 0, 0], "radius": 0.5, "velocity": [0, 0, 0]},
    {"id": "d", "kind": "sphere", "center": [0, 0, 0], "radius": 0.5})";
  const CheckReport r =
      check_scene(load(scene_text(objects,
                                  R"(    {"a": "a", "b": "b", "intersects": false, "axis": "A0"},
    {"a": "a", "b": "d", "intersects": true, "depth": {"value": 1, "tolerance": 0.25}},
    {"a": "a", "b": "b", "intersects": false, "within_tolerance": true},
    {"a": "a", "b": "c", "intersects": true, "gap": {"value": 0, "tolerance": 1}, "toi": {"value": 0, "tolerance": 1}},
    {"a": "a", "b": "b", "intersects": false, "axis": "A1", "gap": {"value": 0.5, "tolerance": 0}})")));
  ASSERT_EQ(r.expectations.size(), 5u);
  EXPECT_EQ(r.expectations[0].failure, "expected axis A0, got A1");
  // The sphere's centre is 1 inside the box's nearest face: signed distance −1, gap −1.5.
  EXPECT_EQ(r.expectations[1].failure, "expected depth 1 ± 0.25, got 1.5 (off by 0.5)");
  EXPECT_EQ(r.expectations[2].failure, "expected within_tolerance true, got false");
  // A moving sphere's test gives a time of impact (0: touching at the start), never a gap.
  EXPECT_EQ(r.expectations[3].failure, "expected gap 0 ± 1, but " +
                                           std::string(name_of(PairTest::moving_sphere_obb)) +
                                           " gives no gap here");
  EXPECT_TRUE(r.expectations[4].held) << r.expectations[4].failure;
}

// A mesh's test says which triangles met; the check measures its gap and depth from the shapes.
// Hand-worked, a square of two triangles in y = 0 over [-1, 1]²: a sphere of radius 1/4 at height
// 3/4 above (1/4, 1/8) is 3/4 − 1/4 = 1/2 away; one at height 1/8 is 1/4 − 1/8 = 1/8 deep (its
// one contact, against the triangle under it: the manifold's deepest point); a second square at
// y = 1/2 is 1/2 away; two squares crossing have no manifold (a mesh is a surface), so no depth.
TEST(PinnedExpectations, AMeshPairHasAGapAndADepth) {
  const auto square = [](const std::string& id, const std::string& y, const std::string& spin) {
    return R"(    {"id": ")" + id + R"(", "kind": "mesh", "vertices": [[-1, )" + y + ", -1], [1, " +
           y + ", -1], [1, " + spin + ", 1], [-1, " + spin +
           R"(, 1]], "triangles": [[0, 1, 2], [0, 2, 3]]},
)";
  };
  const std::string objects =
      square("floor", "0", "0") + square("roof", "0.5", "0.5") + square("tilted", "-0.5", "0.5") +
      R"(    {"id": "above", "kind": "sphere", "center": [0.25, 0.75, 0.125], "radius": 0.25},
    {"id": "sunk", "kind": "sphere", "center": [0.25, 0.125, -0.5], "radius": 0.25})";
  for (const char* precision : {"double", "float"}) {
    SCOPED_TRACE(precision);
    const CheckReport r = check_scene(load(scene_text(
        objects,
        R"(    {"a": "floor", "b": "above", "intersects": false, "gap": {"value": 0.5, "tolerance": 1e-6}},
    {"a": "sunk", "b": "floor", "intersects": true, "depth": {"value": 0.125, "tolerance": 1e-6}},
    {"a": "floor", "b": "roof", "intersects": false, "gap": {"value": 0.5, "tolerance": 1e-6}},
    {"a": "floor", "b": "above", "intersects": false, "gap": {"value": 0.4, "tolerance": 0.01}},
    {"a": "floor", "b": "tilted", "intersects": true, "depth": {"value": 0, "tolerance": 1}})",
        std::string(R"({"precision": ")") + precision + "\"}")));
    ASSERT_EQ(r.expectations.size(), 5u);
    for (int k = 0; k < 3; ++k)
      EXPECT_TRUE(r.expectations[k].held) << r.expectations[k].failure;
    EXPECT_EQ(r.expectations[3].failure,
              "expected gap 0.4 ± 0.01, got 0.5 (off by 0.09999999999999998)");
    EXPECT_EQ(r.expectations[4].failure, "expected depth 0 ± 1, but " +
                                             std::string(name_of(PairTest::mesh_mesh)) +
                                             " gives no depth here");
  }
}

// The precision an expectation runs in: its own, else --precision, else the file's.
TEST(PinnedExpectations, PrecisionOfEachExpectation) {
  // 0.1 is not a float: the float gap between spheres 2.1 apart differs from the double one.
  const std::string objects =
      R"(    {"id": "a", "kind": "sphere", "center": [0, 0, 0], "radius": 1},
    {"id": "b", "kind": "sphere", "center": [2.1, 0, 0], "radius": 1})";
  const double gap_d = 2.1 - 2.0;
  const double gap_f = static_cast<double>(static_cast<float>(2.1) - 2.0f);
  ASSERT_NE(gap_d, gap_f);
  auto pin = [](double v, const char* precision) {
    std::string s = R"({"a": "a", "b": "b", "intersects": false, "gap": {"value": )" +
                    exact_number_text(v) + R"(, "tolerance": 0})";
    if (precision) s += std::string(R"(, "precision": ")") + precision + "\"";
    return s + "}";
  };
  const std::string both = pin(gap_d, nullptr) + ",\n" + pin(gap_f, "float") + ",\n" +
                           pin(gap_d, "double") + ",\n" + pin(gap_d, "both");
  const Scene s = load(scene_text(objects, both));
  CheckReport r = check_scene(s);
  ASSERT_EQ(r.expectations.size(), 5u);  // the last one twice
  EXPECT_EQ(r.expectations[0].precision, Precision::float64);
  EXPECT_TRUE(r.expectations[0].held);
  EXPECT_EQ(r.expectations[1].precision, Precision::float32);
  EXPECT_TRUE(r.expectations[1].held) << r.expectations[1].failure;
  EXPECT_TRUE(r.expectations[2].held);
  EXPECT_EQ(r.expectations[3].index, 3u);
  EXPECT_EQ(r.expectations[3].precision, Precision::float32);
  EXPECT_FALSE(r.expectations[3].held);  // the double value, in float
  EXPECT_EQ(r.expectations[4].precision, Precision::float64);
  EXPECT_TRUE(r.expectations[4].held);
  EXPECT_TRUE(r.both_precisions);
  const std::string text = format_check_text({CheckedFile{"s.json", s, r, std::nullopt}}, true);
  EXPECT_NE(text.find("FAILED /expect/3 (a – b) in float: expected gap " +
                      exact_number_text(gap_d) + " ± 0, got " + exact_number_text(gap_f)),
            std::string::npos)
      << text;

  // --precision float moves the unqualified one only.
  CheckOptions options;
  options.precision = PrecisionChoice::float32;
  r = check_scene(s, options);
  EXPECT_EQ(r.expectations[0].precision, Precision::float32);
  EXPECT_FALSE(r.expectations[0].held);
  EXPECT_EQ(r.expectations[2].precision, Precision::float64);
  // The file's "both": every unqualified expectation twice.
  Scene file_both = s;
  file_both.settings.both_precisions = true;
  r = check_scene(file_both);
  EXPECT_EQ(r.expectations.size(), 6u);
  EXPECT_EQ(expectation_precision(s.expect[0], file_both.settings), PrecisionChoice::both);
}

}  // namespace
}  // namespace collide
