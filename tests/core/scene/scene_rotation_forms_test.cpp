// A rotation in a scene file as people write it (issue 38, item 4): a quaternion, Euler angles
// with their order, an axis and angle, or a matrix. Each loads to its rotation, a bad one is
// refused with its file, line and JSON pointer, the object keeps the form, and a save writes the
// form back: the file's own numbers while the rotation is unedited, derived values within 1e-12
// after an edit.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include <glm/gtc/quaternion.hpp>

#include "core/scene/kind_descriptor.hpp"
#include "core/scene/scene_json.hpp"

namespace collide {
namespace {

// A scene of one box whose rotation is `rotation` (JSON text), in the written form: the box on
// line 5 of the file.
std::string box_scene(const std::string& rotation) {
  return "{\n  \"format\": \"collision-lab-scene\",\n  \"version\": 1,\n  \"objects\": [\n"
         "    {\"id\": \"b\", \"kind\": \"box\", \"center\": [0, 0, 0], \"half_extents\": [1, 2, "
         "3], \"rotation\": " +
         rotation + "}\n  ]\n}\n";
}

Quat<double> loaded_rotation(const std::string& rotation, RotationForm* form = nullptr) {
  const SceneLoad load = parse_scene(box_scene(rotation), "r.json");
  EXPECT_TRUE(load.ok()) << load.error->to_string();
  if (!load.ok()) return {};
  if (form) *form = load.scene->objects[0].rotation_form;
  return std::get<desc::Box>(load.scene->objects[0].desc).rotation;
}

double distance(const Quat<double>& a, const Quat<double>& b) {
  double w = 0;
  for (const glm::dvec3& v : {glm::dvec3(1, 0, 0), glm::dvec3(0, 1, 0), glm::dvec3(0, 0, 1)})
    w = std::max(w, glm::length(a * v - b * v));
  return w;
}

TEST(SceneRotationForms, EachFormLoadsToItsRotationAndIsRemembered) {
  // The same quarter turn about z, by hand (√½, 0, 0, √½), in every form.
  const Quat<double> rz(std::sqrt(0.5), 0, 0, std::sqrt(0.5));
  RotationForm form{};
  EXPECT_LT(
      distance(loaded_rotation(
                   R"({"w": 0.7071067811865476, "x": 0, "y": 0, "z": 0.7071067811865476})", &form),
               rz),
      1e-15);
  EXPECT_EQ(form, RotationForm::quaternion);
  EXPECT_LT(distance(loaded_rotation(R"({"euler_deg": [0, 0, 90], "order": "XYZ"})", &form), rz),
            1e-15);
  EXPECT_EQ(form, RotationForm::euler_xyz);
  EXPECT_LT(distance(loaded_rotation(R"({"euler_deg": [90, 0, 0], "order": "ZXY"})", &form), rz),
            1e-15);
  EXPECT_EQ(form, RotationForm::euler_zxy);
  EXPECT_LT(distance(loaded_rotation(R"({"axis": [0, 0, 5], "angle_deg": 90})", &form), rz), 1e-15);
  EXPECT_EQ(form, RotationForm::axis_angle);
  EXPECT_LT(
      distance(loaded_rotation(R"({"matrix": [[0, -1, 0], [1, 0, 0], [0, 0, 1]]})", &form), rz),
      1e-15);
  EXPECT_EQ(form, RotationForm::matrix);
}

// The error's text: "FILE:LINE:COLUMN: POINTER: MESSAGE".
std::string refusal(const std::string& rotation) {
  const SceneLoad load = parse_scene(box_scene(rotation), "r.json");
  EXPECT_FALSE(load.ok());
  return load.ok() ? std::string() : load.error->to_string();
}

TEST(SceneRotationForms, ANonOrthonormalMatrixIsRefusedWithFileLineAndPointer) {
  // Row 1 leans towards row 0: the box is on line 5; "rotation" starts at column 98 there, the
  // matrix's row 1 at column 124 (counted by hand over box_scene's text).
  const std::string rotation = R"({"matrix": [[1, 0, 0], [0.5, 1, 0], [0, 0, 1]]})";
  const std::string line5 = box_scene(rotation).substr(box_scene(rotation).find("    {"));
  const std::size_t column = line5.find("[0.5") + 1;
  EXPECT_EQ(refusal(rotation),
            "r.json:5:" + std::to_string(column) +
                ": /objects/0/rotation/matrix/1: not a rotation: row 1 has length 1.11803 "
                "(expected 1 within 0.001: the rows of a rotation are unit vectors)");
  // Unit rows that are not orthogonal; a mirror (the whole matrix is named).
  EXPECT_NE(refusal(R"({"matrix": [[1, 0, 0], [0.6, 0.8, 0], [0, 0, 1]]})")
                .find("/objects/0/rotation/matrix/1: not a rotation: rows 0 and 1 are not "
                      "orthogonal (row 0 · row 1 = 0.6"),
            std::string::npos);
  EXPECT_NE(refusal(R"({"matrix": [[1, 0, 0], [0, 1, 0], [0, 0, -1]]})")
                .find("/objects/0/rotation/matrix: not a rotation: its determinant is -1"),
            std::string::npos);
  EXPECT_NE(refusal(R"({"matrix": [[1, 0, 0], [0, 1, 0]]})")
                .find("/objects/0/rotation/matrix: expected [[row 0], [row 1], [row 2]] (3 rows of "
                      "3 numbers), found an array of 2"),
            std::string::npos);
}

TEST(SceneRotationForms, AZeroAxisAndABadOrderAreRefused) {
  EXPECT_NE(refusal(R"({"axis": [0, 0, 0], "angle_deg": 30})")
                .find("/objects/0/rotation/axis: expected a non-zero axis, found [0, 0, 0]"),
            std::string::npos);
  EXPECT_NE(
      refusal(R"({"axis": [0, 0, 1]})").find("/objects/0/rotation: missing field \"angle_deg\""),
      std::string::npos);
  EXPECT_NE(
      refusal(R"({"euler_deg": [1, 2, 3]})").find("/objects/0/rotation: missing field \"order\""),
      std::string::npos);
  EXPECT_NE(refusal(R"({"euler_deg": [1, 2, 3], "order": "xyz"})")
                .find("/objects/0/rotation/order: expected one of \"XYZ\""),
            std::string::npos);
  EXPECT_NE(refusal(R"({"euler_deg": [1, 2, 3], "order": "XYZ", "w": 1})")
                .find("/objects/0/rotation/w: unknown field \"w\" (a rotation in Euler angles has "
                      "euler_deg, order)"),
            std::string::npos);
  EXPECT_NE(refusal(R"({"euler": [1, 2, 3]})")
                .find("/objects/0/rotation/euler: unknown field \"euler\" (a rotation is {\"w\""),
            std::string::npos);
}

TEST(SceneRotationForms, AnUneditedFileKeepsItsFormAndItsNumbers) {
  for (const std::string rotation :
       {R"({"euler_deg": [30, 45, -60.5], "order": "XYZ"})",
        R"({"euler_deg": [12, -7.25, 170], "order": "ZYX"})",
        R"({"euler_deg": [0, 0, 90], "order": "YZX"})", R"({"axis": [1, 1, 0], "angle_deg": 45})",
        R"({"axis": [0, 0, 1], "angle_deg": 270})",
        R"({"matrix": [[0, 0, 1], [1, 0, 0], [0, 1, 0]]})",
        R"({"w": 0.9238795325112867, "x": 0, "y": 0.3826834323650898, "z": 0})"}) {
    const std::string text = box_scene(rotation);
    const SceneLoad load = parse_scene(text, "r.json");
    ASSERT_TRUE(load.ok()) << load.error->to_string();
    const SceneText saved = format_scene(*load.scene);
    ASSERT_FALSE(saved.error) << saved.error->to_string();
    EXPECT_EQ(saved.text, text);
  }
}

TEST(SceneRotationForms, AnEditedRotationKeepsItsFormWithinTheStatedTolerance) {
  for (const std::string rotation :
       {R"({"euler_deg": [30, 45, -60.5], "order": "YXZ"})",
        R"({"euler_deg": [10, 90, 20], "order": "XYZ"})", R"({"axis": [1, 2, 3], "angle_deg": 45})",
        R"({"matrix": [[0, 0, 1], [1, 0, 0], [0, 1, 0]]})"}) {
    SceneLoad load = parse_scene(box_scene(rotation), "r.json");
    ASSERT_TRUE(load.ok()) << load.error->to_string();
    SceneObject& o = load.scene->objects[0];
    const RotationForm form = o.rotation_form;
    // Turned by 0.1 rad about a slanted axis, as the gizmo turns it.
    o.desc = descriptor_of(o.desc).rotated(
        o.desc, glm::angleAxis(0.1, glm::normalize(glm::dvec3(1, -2, 0.5))));
    const Quat<double> edited = std::get<desc::Box>(o.desc).rotation;
    const SceneText saved = format_scene(*load.scene);
    ASSERT_FALSE(saved.error) << saved.error->to_string();
    RotationForm back_form{};
    const SceneLoad back = parse_scene(saved.text, "saved.json");
    ASSERT_TRUE(back.ok()) << back.error->to_string();
    back_form = back.scene->objects[0].rotation_form;
    EXPECT_EQ(back_form, form) << saved.text;
    EXPECT_LT(distance(std::get<desc::Box>(back.scene->objects[0].desc).rotation, edited), 1e-12)
        << saved.text;
  }
}

TEST(SceneRotationForms, AGimbalLockedRotationSavesAsTheSameRotation) {
  // [10, 90, 20] in XYZ: only a + c = 30° is fixed; whatever split is written, it is the turn.
  const std::string text = box_scene(R"({"euler_deg": [10, 90, 20], "order": "XYZ"})");
  const SceneLoad load = parse_scene(text, "r.json");
  ASSERT_TRUE(load.ok());
  const SceneText saved = format_scene(*load.scene);
  ASSERT_FALSE(saved.error);
  EXPECT_NE(saved.text.find("\"order\": \"XYZ\""), std::string::npos) << saved.text;
  const SceneLoad back = parse_scene(saved.text, "saved.json");
  ASSERT_TRUE(back.ok());
  EXPECT_LT(distance(std::get<desc::Box>(back.scene->objects[0].desc).rotation,
                     std::get<desc::Box>(load.scene->objects[0].desc).rotation),
            1e-12);
}

}  // namespace
}  // namespace collide
