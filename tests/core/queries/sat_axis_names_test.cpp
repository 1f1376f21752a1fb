// The separating axes' names (sat_axis_names.hpp): every index of each family named as the
// tests' comments order them (written out here by hand), read back to the same index in either
// operand order, names of another family or malformed refused, and the swapped naming checked
// against the box SAT itself.
#include <cmath>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/queries/obb_sat.hpp"
#include "core/queries/sat_axis_names.hpp"
#include "core/queries/triangle_box_sat.hpp"

namespace collide {
namespace {

// obb_sat.hpp's order: faces of A, faces of B, then Aᵢ×Bⱼ at 6 + 3i + j.
const std::vector<std::string> kBoxNames = {"A0",    "A1",    "A2",    "B0",    "B1",
                                            "B2",    "A0xB0", "A0xB1", "A0xB2", "A1xB0",
                                            "A1xB1", "A1xB2", "A2xB0", "A2xB1", "A2xB2"};
// The same axes named from the caller's (a, b) when the test took (b, a): its A is our B, its
// Aᵢ×Bⱼ our Aⱼ×Bᵢ.
const std::vector<std::string> kSwappedBoxNames = {"B0",    "B1",    "B2",    "A0",    "A1",
                                                   "A2",    "A0xB0", "A1xB0", "A2xB0", "A0xB1",
                                                   "A1xB1", "A2xB1", "A0xB2", "A1xB2", "A2xB2"};
// triangle_box_sat.hpp's order: box faces, the triangle's normal, eᵢ×uⱼ at 4 + 3i + j.
const std::vector<std::string> kTriangleBoxNames = {"u0",    "u1",    "u2",    "n",     "e0xu0",
                                                    "e0xu1", "e0xu2", "e1xu0", "e1xu1", "e1xu2",
                                                    "e2xu0", "e2xu1", "e2xu2"};

TEST(SatAxisNames, EveryBoxAxisIsNamedInTheTestsOrderAndReadBack) {
  ASSERT_EQ(static_cast<int>(kBoxNames.size()), kSatAxisCount);
  for (int k = 0; k < kSatAxisCount; ++k) {
    EXPECT_EQ(box_axis_name(k), kBoxNames[k]) << k;
    EXPECT_EQ(box_axis_name(k, true), kSwappedBoxNames[k]) << k;
    EXPECT_EQ(parse_box_axis(kBoxNames[k]), k);
    EXPECT_EQ(parse_box_axis(kSwappedBoxNames[k], true), k);
    EXPECT_EQ(parse_axis(SatAxisFamily::box_box, kBoxNames[k]), k);
    // What a person types: the index itself, or the name with its cross written ×.
    EXPECT_EQ(parse_box_axis_text(std::to_string(k)), k);
    EXPECT_EQ(parse_box_axis_text(axis_label(kSwappedBoxNames[k]), true), k);
  }
  EXPECT_EQ(box_axis_name(-1), "?");
  EXPECT_EQ(box_axis_name(kSatAxisCount), "?");
}

TEST(SatAxisNames, EveryAabbAndTriangleBoxAxisIsNamedAndReadBack) {
  const std::vector<std::string> xyz = {"x", "y", "z"};
  for (int k = 0; k < 3; ++k) {
    EXPECT_EQ(aabb_axis_name(k), xyz[k]);
    EXPECT_EQ(parse_aabb_axis(xyz[k]), k);
    EXPECT_EQ(parse_axis(SatAxisFamily::aabb_aabb, xyz[k]), k);
  }
  EXPECT_EQ(aabb_axis_name(3), "?");
  ASSERT_EQ(static_cast<int>(kTriangleBoxNames.size()), kTriangleBoxAxisCount);
  for (int k = 0; k < kTriangleBoxAxisCount; ++k) {
    EXPECT_EQ(triangle_box_axis_name(k), kTriangleBoxNames[k]) << k;
    EXPECT_EQ(parse_triangle_box_axis(kTriangleBoxNames[k]), k);
    // The triangle's and the box's roles do not depend on the operand order.
    EXPECT_EQ(parse_axis(SatAxisFamily::triangle_box, kTriangleBoxNames[k], true), k);
  }
  EXPECT_EQ(triangle_box_axis_name(kTriangleBoxAxisCount), "?");
}

TEST(SatAxisNames, BadNamesAndOtherFamiliesNamesAreRefused) {
  for (const char* bad : {"", "A", "A3", "C0", "a0", "A0 ", "A0xB3", "B0xA0", "A0XB0", "A0xB",
                          "A0×B0", "0", "x", "u0", "n"})
    EXPECT_FALSE(parse_box_axis(bad)) << bad;
  for (const char* bad : {"", "15", "99", "-1", "A3", "A0x", "1a"})
    EXPECT_FALSE(parse_box_axis_text(bad)) << bad;
  for (const char* bad : {"", "w", "X", "xy", "A0", "0"})
    EXPECT_FALSE(parse_aabb_axis(bad)) << bad;
  for (const char* bad : {"", "u3", "N", "n0", "e3xu0", "e0xu3", "e0Xu0", "e0×u0", "A0", "x"})
    EXPECT_FALSE(parse_triangle_box_axis(bad)) << bad;
  EXPECT_FALSE(parse_axis(SatAxisFamily::none, "A0"));
}

TEST(SatAxisNames, LabelsWriteTheCrossAsTimes) {
  EXPECT_EQ(axis_label("A2xB1"), "A2×B1");
  EXPECT_EQ(axis_label("e0xu2"), "e0×u2");
  EXPECT_EQ(axis_label("x"), "x");
  EXPECT_EQ(axis_label("B1"), "B1");
}

// The swapped naming against the test: a's face x separates the boxes, whichever order the SAT
// takes them in, so both results name "A0" from the caller's (a, b).
TEST(SatAxisNames, TheSwappedNameIsTheCallersAxis) {
  Obb<double> a;
  a.center = {0, 0, 0};
  a.half_extents = {1, 1, 1};
  Obb<double> b = a;
  b.center = {2.6, 0, 0};  // b turned 45° about z reaches √2 along x: a gap of 0.19 on a's x
  const double h = std::sqrt(0.5);
  b.axes = {Vec3<double>(h, h, 0), Vec3<double>(-h, h, 0), Vec3<double>(0, 0, 1)};
  const SatResult<double> ab = obb_obb_sat(a, b), ba = obb_obb_sat(b, a);
  ASSERT_EQ(ab.verdict, SatVerdict::separated);
  ASSERT_EQ(ba.verdict, SatVerdict::separated);
  EXPECT_EQ(box_axis_name(ab.separating_axis, false), "A0");
  EXPECT_EQ(box_axis_name(ba.separating_axis, true), "A0");
  EXPECT_EQ(parse_box_axis("A0", true), ba.separating_axis);
}

}  // namespace
}  // namespace collide
