// The scene format: every kind round-trips bit-exactly, and every broken file gives its exact
// message with the place of the culprit.
#include "core/scene/scene_json.hpp"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/scene/motion_fields.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/bench/splitmix64.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

// Random finite doubles of every exponent: random bit patterns, plus the extremes.
class Doubles {
 public:
  explicit Doubles(std::uint64_t seed) : rng_(seed) {}
  double any() {
    static constexpr double special[] = {0.0,
                                         -0.0,
                                         std::numeric_limits<double>::denorm_min(),
                                         -std::numeric_limits<double>::denorm_min(),
                                         std::numeric_limits<double>::min(),
                                         std::numeric_limits<double>::max(),
                                         std::numeric_limits<double>::lowest(),
                                         0.1,
                                         1.0 / 3.0,
                                         2.2250738585072009e-308,  // largest subnormal
                                         1e-300,
                                         1e300};
    std::uint64_t r = rng_.next();
    if (r % 8 == 0) return special[(r >> 8) % std::size(special)];
    for (;;) {
      double v = std::bit_cast<double>(rng_.next());
      if (std::isfinite(v)) return v;
    }
  }
  double non_negative() { return std::abs(any()); }
  Vec3<double> vec() { return {any(), any(), any()}; }
  Quat<double> unit_quat() {
    for (;;) {
      Quat<double> q(unit(), unit(), unit(), unit());
      double n = std::sqrt(q.w * q.w + q.x * q.x + q.y * q.y + q.z * q.z);
      if (n < 0.1) continue;
      q = Quat<double>(q.w / n, q.x / n, q.y / n, q.z / n);
      // Only quaternions that are unit to rounding are kept bit-exact by the loader.
      double m = std::sqrt(q.w * q.w + q.x * q.x + q.y * q.y + q.z * q.z);
      if (std::abs(m - 1) <= 1e-12) return q;
    }
  }
  double unit() { return 2 * (static_cast<double>(rng_.next() >> 11) * 0x1.0p-53) - 1; }
  std::uint64_t bits() { return rng_.next(); }

 private:
  bench::SplitMix64 rng_;
};

bool same(double a, double b) {
  return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}
bool same(const Vec3<double>& a, const Vec3<double>& b) {
  return same(a.x, b.x) && same(a.y, b.y) && same(a.z, b.z);
}
bool same(const Quat<double>& a, const Quat<double>& b) {
  return same(a.w, b.w) && same(a.x, b.x) && same(a.y, b.y) && same(a.z, b.z);
}

bool same(const ObjectDesc& a, const ObjectDesc& b) {
  if (a.index() != b.index()) return false;
  if (auto* x = std::get_if<desc::Box>(&a)) {
    auto& y = std::get<desc::Box>(b);
    return same(x->center, y.center) && same(x->half_extents, y.half_extents) &&
           same(x->rotation, y.rotation);
  }
  if (auto* x = std::get_if<desc::Aabb>(&a)) {
    auto& y = std::get<desc::Aabb>(b);
    return same(x->min, y.min) && same(x->max, y.max);
  }
  if (auto* x = std::get_if<desc::Sphere>(&a)) {
    auto& y = std::get<desc::Sphere>(b);
    return same(x->center, y.center) && same(x->radius, y.radius);
  }
  if (auto* x = std::get_if<desc::Plane>(&a)) {
    auto& y = std::get<desc::Plane>(b);
    return same(x->normal, y.normal) && same(x->point, y.point);
  }
  if (auto* x = std::get_if<desc::Point>(&a))
    return same(x->position, std::get<desc::Point>(b).position);
  if (auto* x = std::get_if<desc::Segment>(&a)) {
    auto& y = std::get<desc::Segment>(b);
    return same(x->a, y.a) && same(x->b, y.b);
  }
  if (auto* x = std::get_if<desc::Triangle>(&a)) {
    auto& y = std::get<desc::Triangle>(b);
    return same(x->a, y.a) && same(x->b, y.b) && same(x->c, y.c);
  }
  if (auto* x = std::get_if<desc::Ray>(&a)) {
    auto& y = std::get<desc::Ray>(b);
    return same(x->origin, y.origin) && same(x->direction, y.direction);
  }
  if (auto* x = std::get_if<desc::Capsule>(&a)) {
    auto& y = std::get<desc::Capsule>(b);
    return same(x->a, y.a) && same(x->b, y.b) && same(x->radius, y.radius);
  }
  if (auto* x = std::get_if<desc::Cylinder>(&a)) {
    auto& y = std::get<desc::Cylinder>(b);
    return same(x->center, y.center) && same(x->half_height, y.half_height) &&
           same(x->radius, y.radius) && same(x->rotation, y.rotation);
  }
  auto& x = std::get<desc::Ellipsoid>(a);
  auto& y = std::get<desc::Ellipsoid>(b);
  return same(x.center, y.center) && same(x.radii, y.radii) && same(x.rotation, y.rotation);
}

void expect_same(const Scene& a, const Scene& b) {
  EXPECT_EQ(a.description, b.description);
  ASSERT_EQ(a.objects.size(), b.objects.size());
  for (std::size_t i = 0; i < a.objects.size(); ++i) {
    const SceneObject &x = a.objects[i], &y = b.objects[i];
    EXPECT_EQ(x.id, y.id);
    EXPECT_EQ(x.name, y.name);
    EXPECT_EQ(x.description, y.description);
    EXPECT_EQ(x.color, y.color);
    EXPECT_EQ(x.visible, y.visible);
    EXPECT_TRUE(same(x.desc, y.desc)) << "object " << x.id << " (" << kind_name(x.desc) << ")";
    // A moving sphere's velocity is its object's motion.
    EXPECT_TRUE(same_bits(x.motion, y.motion)) << "object " << x.id;
  }
  ASSERT_EQ(a.expect.size(), b.expect.size());
  for (std::size_t i = 0; i < a.expect.size(); ++i) {
    const Expectation &x = a.expect[i], &y = b.expect[i];
    EXPECT_EQ(x.a, y.a);
    EXPECT_EQ(x.b, y.b);
    EXPECT_EQ(x.intersects, y.intersects);
    EXPECT_EQ(x.side, y.side);
    EXPECT_EQ(x.separating_axis, y.separating_axis);
    ASSERT_EQ(x.contact_time.has_value(), y.contact_time.has_value());
    if (x.contact_time) {
      EXPECT_TRUE(same(*x.contact_time, *y.contact_time));
    }
    EXPECT_EQ(x.description, y.description);
  }
  EXPECT_EQ(a.focus, b.focus);
  EXPECT_EQ(a.settings.precision, b.settings.precision);
  EXPECT_EQ(a.settings.octree, b.settings.octree);
  ASSERT_EQ(a.settings.tolerances.size(), b.settings.tolerances.size());
  for (const auto& [name, value] : a.settings.tolerances)
    EXPECT_TRUE(same(value, b.settings.tolerances.at(name))) << name;
  ASSERT_EQ(a.camera.has_value(), b.camera.has_value());
  if (a.camera) {
    EXPECT_TRUE(same(a.camera->eye, b.camera->eye));
    EXPECT_TRUE(same(a.camera->target, b.camera->target));
    EXPECT_TRUE(same(a.camera->up, b.camera->up));
    EXPECT_TRUE(same(a.camera->fov_degrees, b.camera->fov_degrees));
  }
}

// A scene with `count` objects of every kind, all fields random, plus settings and a camera.
Scene random_scene(std::uint64_t seed, int count) {
  Doubles r(seed);
  Scene s;
  s.description = "random scene with ünïcode and \"quotes\"";
  auto add = [&](ObjectPose d) {
    SceneObject o;
    o.id = "o" + std::to_string(s.objects.size());
    o.desc = d.desc;
    o.motion = d.motion;
    if (r.bits() % 2) o.name = "name " + o.id;
    if (r.bits() % 2) o.description = "a line about " + o.id;
    if (r.bits() % 2) {
      auto c = r.bits();
      o.color = Rgb{static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(c >> 8),
                    static_cast<std::uint8_t>(c >> 16)};
    }
    o.visible = r.bits() % 2;
    // Any kind may move, and the kinds that take one turn (motion_fields.cpp says which).
    if (!o.motion.velocity && r.bits() % 3 == 0) o.motion.velocity = r.vec();
    if (motion_fields()[1].taken_by(descriptor_of(o.desc)) && r.bits() % 3 == 0)
      o.motion.angular_velocity = r.vec();
    s.objects.push_back(o);
  };
  for (int i = 0; i < count; ++i) {
    add(desc::Box{r.vec(), {r.non_negative(), r.non_negative(), r.non_negative()}, r.unit_quat()});
    Vec3<double> lo = r.vec(), hi = r.vec();
    add(desc::Aabb{glm::min(lo, hi), glm::max(lo, hi)});
    add(desc::Sphere{r.vec(), r.non_negative()});
    add({desc::Sphere{r.vec(), r.non_negative()}, {r.vec(), {}}});
    Vec3<double> n = r.vec();
    if (n == Vec3<double>(0)) n.x = 1;
    add(desc::Plane{n, r.vec()});
    add(desc::Point{r.vec()});
    add(desc::Segment{r.vec(), r.vec()});
    add(desc::Triangle{r.vec(), r.vec(), r.vec()});
    add(desc::Ellipsoid{
        r.vec(), {r.non_negative(), r.non_negative(), r.non_negative()}, r.unit_quat()});
    Vec3<double> d = r.vec();
    if (d == Vec3<double>(0)) d.z = 1;
    add(desc::Ray{r.vec(), d});
    add(desc::Capsule{r.vec(), r.vec(), r.non_negative() + 1});  // a radius > 0
    add(desc::Cylinder{r.vec(), r.non_negative() + 1, r.non_negative() + 1, r.unit_quat()});
  }
  s.expect.push_back({"o0", "o1", true, std::nullopt, "A1xB2", std::nullopt, "boxes"});
  s.expect.back().intersects = false;
  s.expect.push_back({"o4", "o0", false, "front", std::nullopt, std::nullopt, ""});
  s.expect.push_back({"o3", "o4", true, std::nullopt, std::nullopt, r.unit() * 0.5 + 0.5, "t"});
  s.settings.precision = Precision::float32;
  s.settings.tolerances["contact"] = r.non_negative();
  s.settings.tolerances["sat_parallel"] = r.non_negative();
  s.settings.octree = {3, 9, r.non_negative(), 1};
  s.camera = SceneCamera{r.vec(), r.vec(), r.vec(), 37.5};
  if (s.camera->eye == s.camera->target) s.camera->eye.x = 1 - s.camera->target.x;
  if (s.camera->up == Vec3<double>(0)) s.camera->up.y = 1;
  if (s.objects.size() >= 2) {
    s.focus = SceneFocus{s.objects[1].id, s.objects[0].id, std::nullopt};
    if (r.non_negative() > 0.5) s.focus->axis = "A2xB0";
  }
  return s;
}

TEST(SceneJson, EveryKindRoundTripsBitExactly) {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Scene scene = random_scene(seed, 10);
    SceneText text = format_scene(scene);
    ASSERT_FALSE(text.error) << text.error->to_string();
    SceneLoad back = parse_scene(text.text);
    ASSERT_TRUE(back.ok()) << back.error->to_string() << "\n" << text.text.substr(0, 2000);
    expect_same(scene, *back.scene);
    // And the text itself is a fixed point.
    EXPECT_EQ(format_scene(*back.scene).text, text.text);
  }
}

TEST(SceneJson, AFocusWhoseObjectIsGoneIsNotWritten) {
  Scene scene = random_scene(3, 4);
  ASSERT_TRUE(scene.focus);
  SceneLoad back = parse_scene(format_scene(scene).text);
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(back.scene->focus, scene.focus);
  scene.expect.clear();
  scene.objects.erase(scene.objects.begin());  // the focus's b
  back = parse_scene(format_scene(scene).text);
  ASSERT_TRUE(back.ok()) << back.error->to_string();
  EXPECT_FALSE(back.scene->focus);
}

TEST(SceneJson, DefaultsAreLeftOutAndReadBack) {
  Scene scene;
  scene.objects.push_back({"b", "", std::nullopt, true, desc::Box{}, ""});
  SceneText text = format_scene(scene);
  ASSERT_FALSE(text.error);
  // The written form (README, "The written form"): one object per line, shortest numbers.
  EXPECT_EQ(text.text, R"({
  "format": "collision-lab-scene",
  "version": 1,
  "objects": [
    {"id": "b", "kind": "box", "center": [0, 0, 0], "half_extents": [0.5, 0.5, 0.5], "rotation": {"w": 1, "x": 0, "y": 0, "z": 0}}
  ]
}
)");
  SceneLoad back = parse_scene(text.text);
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(back.scene->settings, SceneSettings{});
  EXPECT_FALSE(back.scene->camera);
}

// A ray as a person writes it: its fields after the common ones, origin then direction,
// shortest numbers; read back equal, and written again the same.
TEST(SceneJson, ARayIsWrittenWithOriginThenDirectionAndReadsBackEqual) {
  Scene scene;
  scene.objects.push_back(
      {"r", "", std::nullopt, true, desc::Ray{{-3, 1, 0.5}, {1, 0, -0.25}}, "a probe"});
  SceneText text = format_scene(scene);
  ASSERT_FALSE(text.error) << text.error->to_string();
  EXPECT_EQ(text.text, R"({
  "format": "collision-lab-scene",
  "version": 1,
  "objects": [
    {"id": "r", "kind": "ray", "description": "a probe", "origin": [-3, 1, 0.5], "direction": [1, 0, -0.25]}
  ]
}
)");
  SceneLoad back = parse_scene(text.text);
  ASSERT_TRUE(back.ok()) << back.error->to_string();
  expect_same(scene, *back.scene);
  EXPECT_EQ(format_scene(*back.scene).text, text.text);
}

TEST(SceneJson, ARayWithoutADirectionIsRefusedAtTheField) {
  SceneLoad s = parse_scene(R"({"format": "collision-lab-scene", "version": 1, "objects": [
    {"id": "r", "kind": "ray", "origin": [1, 2, 3], "direction": [0, -0, 0]}]})");
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error->pointer, "/objects/0/direction");
  EXPECT_EQ(s.error->message, "expected a non-zero direction, found [0, 0, 0]");
  // And a missing field names what a ray has.
  s = parse_scene(R"({"format": "collision-lab-scene", "version": 1, "objects": [
    {"id": "r", "kind": "ray", "origin": [1, 2, 3], "dir": [0, 0, 1]}]})");
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error->pointer, "/objects/0/dir");
  EXPECT_EQ(
      s.error->message,
      R"(unknown field "dir" (a ray has id, kind, name, description, color, visible, origin, direction, velocity))");
  // Saving a ray that lost its direction is refused the same way, at the same place.
  Scene scene;
  scene.objects.push_back({"r", "", std::nullopt, true, desc::Ray{{0, 0, 0}, {0, 0, 0}}, ""});
  SceneText text = format_scene(scene);
  ASSERT_TRUE(text.error);
  EXPECT_EQ(text.error->pointer, "/objects/0/direction");
}

TEST(SceneJson, HandTypedQuaternionIsNormalisedWithinTolerance) {
  const char* text = R"({"format": "collision-lab-scene", "version": 1, "objects": [
    {"id": "b", "kind": "box", "center": [0, 0, 0], "half_extents": [1, 1, 1],
     "rotation": {"w": 0.7071, "x": 0, "y": 0.7071, "z": 0}}]})";
  SceneLoad s = parse_scene(text);
  ASSERT_TRUE(s.ok()) << s.error->to_string();
  Quat<double> q = std::get<desc::Box>(s.scene->objects[0].desc).rotation;
  EXPECT_NEAR(q.w * q.w + q.x * q.x + q.y * q.y + q.z * q.z, 1.0, 1e-15);
  EXPECT_DOUBLE_EQ(q.w, std::sqrt(0.5));
  EXPECT_EQ(validate_rotation(q), Problem::none);
}

// The documented tolerance: |q| within 1e-3 of 1 is normalised, beyond it refused.
TEST(SceneJson, QuaternionToleranceBoundary) {
  auto load = [](double w) {
    std::string text = R"({"format": "collision-lab-scene", "version": 1, "objects": [
      {"id": "e", "kind": "ellipsoid", "center": [0, 0, 0], "radii": [1, 1, 1],
       "rotation": {"w": )" +
                       std::to_string(w) + R"(, "x": 0, "y": 0, "z": 0}}]})";
    return parse_scene(text);
  };
  for (double w : {0.9991, 1.0009}) {
    SceneLoad s = load(w);
    ASSERT_TRUE(s.ok()) << w;
    EXPECT_EQ(std::get<desc::Ellipsoid>(s.scene->objects[0].desc).rotation.w, 1.0) << w;
  }
  for (double w : {0.9989, 1.0011, 0.0}) {
    SceneLoad s = load(w);
    ASSERT_FALSE(s.ok()) << w;
    EXPECT_EQ(s.error->pointer, "/objects/0/rotation");
  }
}

TEST(SceneJson, SavingARefusedSceneSaysWhere) {
  Scene scene;
  scene.objects.push_back({"s", "", std::nullopt, true, desc::Sphere{{0, 0, 0}, -1}, ""});
  SceneText text = format_scene(scene);
  ASSERT_TRUE(text.error);
  EXPECT_EQ(text.error->pointer, "/objects/0/radius");
  EXPECT_TRUE(text.text.empty());

  scene.objects[0].desc = desc::Sphere{{std::nan(""), 0, 0}, 1};
  text = format_scene(scene);
  ASSERT_TRUE(text.error);
  EXPECT_EQ(text.error->pointer, "/objects/0/center/0");
  EXPECT_EQ(text.error->message, "the scene cannot be saved: expected a number, found null");

  scene.objects[0].desc = desc::Sphere{};
  scene.objects.push_back(scene.objects[0]);
  text = format_scene(scene);
  ASSERT_TRUE(text.error);
  EXPECT_EQ(text.error->pointer, "/objects/1/id");
}

struct Broken {
  const char* name;
  int line, column;
  const char* pointer;
  const char* message;
};

// Every file of tests/core/scene/corpus with its exact error.
const Broken kCorpus[] = {
    // A capsule's radius must be positive (zero is a segment) and given.
    {"capsule_zero_radius", 6, 79, "/objects/1/radius", R"(expected a positive number, found 0)"},
    {"capsule_negative_radius", 5, 79, "/objects/0/radius",
     R"(expected a positive number, found -0.25)"},
    {"capsule_missing_radius", 5, 5, "/objects/0",
     R"(missing field "radius" (expected a positive number))"},
    {"capsule_radius_overflow", 5, 79, "",
     R"(malformed JSON: the number 1e999 is too large for a double)"},
    // A cylinder's half height and radius must be positive (zero is a disc or a segment) and given.
    {"cylinder_zero_half_height", 6, 74, "/objects/1/half_height",
     R"(expected a positive number, found 0)"},
    {"cylinder_negative_radius", 5, 87, "/objects/0/radius",
     R"(expected a positive number, found -0.25)"},
    {"cylinder_missing_half_height", 5, 5, "/objects/0",
     R"(missing field "half_height" (expected a positive number))"},
    // Motion: a turn where the kind cannot turn, and values that are not finite numbers.
    {"angular_velocity_on_aabb", 6, 90, "/objects/1/angular_velocity",
     R"(an aabb cannot turn (an angular velocity applies to a box, an ellipsoid, a capsule, a cylinder, a convex hull, a mesh, a plane, a sphere, a point and a registered kind that turns))"},
    {"angular_velocity_on_segment", 6, 26, "/objects/0/angular_velocity",
     R"(a segment cannot turn (an angular velocity applies to a box, an ellipsoid, a capsule, a cylinder, a convex hull, a mesh, a plane, a sphere, a point and a registered kind that turns))"},
    {"velocity_not_finite", 6, 22, "",
     R"(malformed JSON: the number -1e999 is too large for a double)"},
    {"velocity_not_a_number", 7, 30, "/objects/1/angular_velocity/1",
     R"(expected a number, found the string "fast")"},
    {"focus_bad_axis", 8, 43, "/focus/axis",
     R"(expected an axis name A0..A2, B0..B2 or A0xB0..A2xB2, found the string "A3")"},
    {"focus_unknown_id", 4, 29, "/focus/b", R"(unknown object id "b2" (no object has it))"},
    {"bad_color", 5, 79, "/objects/0/color",
     R"(expected a color "#rrggbb", found the string "red")"},
    {"bad_precision", 7, 29, "/settings/precision",
     R"(expected "float", "double" or "both", found the string "half")"},
    {"duplicate_id", 7, 12, "/objects/2/id", R"(duplicate id "b1" (already used by /objects/0))"},
    {"duplicate_key", 6, 81, "/objects/1/radius",
     R"(duplicate key "radius" (a key may appear only once in an object))"},
    {"duplicate_key_nested", 4, 72, "/settings/octree/looseness",
     R"(duplicate key "looseness" (a key may appear only once in an object))"},
    {"empty_id", 5, 12, "/objects/0/id", R"(expected a non-empty string, found "")"},
    {"expect_missing_intersects", 9, 5, "/expect/0",
     R"(missing field "verdict" (expected "verdict": "intersects" or "disjoint"; or the older "intersects": true or false))"},
    {"invalid_utf8", 5, 14, "",
     R"(malformed JSON: syntax error while parsing value - invalid string: ill-formed UTF-8 byte; last read: '"s?')"},
    {"inverted_aabb", 5, 63, "/objects/0/max/1",
     R"(expected max >= min on every axis, found -1 below min 0)"},
    {"looseness_zero", 4, 40, "/settings/octree/looseness",
     R"(expected an integer from 1 to 2, found 0)"},
    {"malformed_nan_literal", 5, 47, "",
     R"(malformed JSON: syntax error while parsing value - invalid literal; last read: '"center": [N')"},
    {"malformed_trailing_comma", 7, 3, "",
     R"(malformed JSON: syntax error while parsing value - unexpected ']'; expected '[', '{', or a literal)"},
    {"malformed_truncated", 6, 1, "",
     R"(malformed JSON: syntax error while parsing value - unexpected end of input; expected '[', '{', or a literal)"},
    {"missing_format", 1, 1, "",
     R"(not a collision-lab scene: missing field "format" (expected "collision-lab-scene"))"},
    {"missing_objects", 1, 1, "", R"(missing field "objects" (expected an array of objects))"},
    {"missing_radius", 6, 5, "/objects/1",
     R"(missing field "radius" (expected a non-negative number))"},
    {"negative_half_extent", 5, 74, "/objects/0/half_extents/1",
     R"(expected a non-negative number, found -1)"},
    {"negative_radius", 8, 67, "/objects/3/radius",
     R"(expected a non-negative number, found -0.5)"},
    {"newer_version", 1, 46, "/version",
     R"(written by a newer version of collision-lab (scene format version 2); this build reads version 1 — update collision-lab)"},
    {"non_unit_quaternion", 6, 18, "/objects/0/rotation",
     R"(expected a unit quaternion (|q| within 1e-3 of 1), found |q| = 1.11803399)"},
    {"not_an_object", 1, 1, "",
     R"(expected an object with "format": "collision-lab-scene", found an array of 3)"},
    {"number_overflow", 5, 47, "", R"(malformed JSON: the number 1e999 is too large for a double)"},
    {"number_overflow_mentioned_before", 6, 50, "",
     R"(malformed JSON: the number 1e309 is too large for a double)"},
    {"self_expectation", 9, 22, "/expect/0/b",
     R"(expected an id other than "b1" (an object is not tested against itself))"},
    {"side_without_plane", 9, 57, "/expect/0/side",
     R"(a side applies only to a pair with a plane)"},
    {"split_threshold_zero", 4, 46, "/settings/octree/split_threshold",
     R"(expected an integer from 1 to 1048576, found 0)"},
    {"unknown_field", 5, 67, "/objects/0/raduis",
     R"(unknown field "raduis" (a sphere has id, kind, name, description, color, visible, center, radius, velocity, angular_velocity))"},
    {"unknown_id_in_expect", 9, 22, "/expect/0/b", R"(unknown object id "s2" (no object has it))"},
    {"unknown_kind", 6, 26, "/objects/1/kind",
     R"(unknown kind "cone" (expected one of box, aabb, sphere, plane, point, segment, triangle, ellipsoid, ray, capsule, cylinder, convex_hull, mesh))"},
    {"unknown_tolerance", 7, 42, "/settings/tolerances/epsilon",
     R"(unknown tolerance "epsilon" (expected contact, plane_thickness or sat_parallel))"},
    {"vector_length", 5, 46, "/objects/0/center",
     R"(expected [x, y, z] (an array of 3 numbers), found an array of 2)"},
    {"version_not_integer", 1, 46, "/version", R"(expected the version 1, found the string "1")"},
    {"wrong_format", 1, 12, "/format",
     R"(expected "collision-lab-scene", found the string "blender-scene")"},
    {"wrong_type_radius", 6, 67, "/objects/1/radius",
     R"(expected a number, found the string "big")"},
    {"zero_normal", 6, 45, "/objects/1/normal", R"(expected a non-zero normal, found [0, 0, 0])"},
    {"zero_ray_direction", 6, 67, "/objects/1/direction",
     R"(expected a non-zero direction, found [0, 0, 0])"},
};

TEST(SceneJson, EveryBrokenFileGivesItsExactError) {
  std::filesystem::path dir = std::filesystem::path(test::source_dir()) / "tests/core/scene/corpus";
  std::size_t files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    files += entry.path().extension() == ".json";
  EXPECT_EQ(files, std::size(kCorpus)) << "every corpus file has its expected error here";
  for (const Broken& b : kCorpus) {
    std::filesystem::path path = dir / (std::string(b.name) + ".json");
    SceneLoad s = load_scene(path);
    ASSERT_FALSE(s.ok()) << b.name;
    ASSERT_FALSE(s.scene) << b.name;
    const SceneError& e = *s.error;
    EXPECT_EQ(e.file, path.string());
    EXPECT_EQ(e.line, b.line) << b.name;
    EXPECT_EQ(e.column, b.column) << b.name;
    EXPECT_EQ(e.pointer, b.pointer) << b.name;
    EXPECT_EQ(e.message, b.message) << b.name;
  }
}

TEST(SceneJson, ErrorTextNamesFileAndPlace) {
  SceneError at_pointer{"a.json", 0, 0, "/objects/3/radius", "expected a non-negative number"};
  EXPECT_EQ(at_pointer.to_string(), "a.json: /objects/3/radius: expected a non-negative number");
  SceneError at_position{"a.json", 4, 7, "", "malformed JSON: x"};
  EXPECT_EQ(at_position.to_string(), "a.json:4:7: malformed JSON: x");
  SceneError both{"a.json", 4, 7, "/objects/3/radius", "expected a non-negative number"};
  EXPECT_EQ(both.to_string(), "a.json:4:7: /objects/3/radius: expected a non-negative number");
}

TEST(SceneJson, EveryPrefixOfAValidFileIsRefusedCleanly) {
  SceneText text = format_scene(random_scene(7, 1));
  ASSERT_FALSE(text.error);
  for (std::size_t n = 0; n < text.text.size(); ++n) {
    std::string_view prefix(text.text.data(), n);
    // The text without its closing brace and newline is malformed; any shorter prefix too.
    if (n + 2 > text.text.size()) continue;
    SceneLoad s = parse_scene(prefix);
    EXPECT_FALSE(s.ok()) << n;
    EXPECT_GT(s.error->line, 0) << n;
  }
}

}  // namespace
}  // namespace collide

namespace collide {
namespace {

// Issue #15, item 7, and its siblings: a key written twice in any object of a file — at every
// level, for every field — is refused with the JSON pointer of the key.
TEST(SceneJson, EveryDuplicatedKeyIsRefusedWithItsPointer) {
  SceneText text = format_scene(random_scene(11, 2));
  ASSERT_FALSE(text.error);
  std::vector<std::string> lines;
  // One key per line (the saved form puts a whole object on a line), so that each key can be
  // written twice in turn.
  std::istringstream in(nlohmann::ordered_json::parse(text.text).dump(2));
  for (std::string line; std::getline(in, line);)
    lines.push_back(line);
  int tried = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string& line = lines[i];
    const auto colon = line.find("\": ");
    if (line.find('"') == std::string::npos || colon == std::string::npos) continue;
    // The same key and a scalar value, written once more just before the line.
    const std::size_t open = line.find('"');
    const std::string key = line.substr(open + 1, colon - open - 1);
    std::string copy = line.substr(0, colon + 3) + "0,";
    std::string changed;
    for (std::size_t k = 0; k < lines.size(); ++k) {
      if (k == i) changed += copy + "\n";
      changed += lines[k] + "\n";
    }
    SceneLoad s = parse_scene(changed);
    ++tried;
    ASSERT_FALSE(s.ok()) << changed;
    EXPECT_EQ(s.error->message,
              "duplicate key \"" + key + "\" (a key may appear only once in an object)")
        << line;
    EXPECT_TRUE(s.error->pointer.ends_with("/" + key)) << s.error->pointer;
    // The pointer names a place that exists in the original document.
    auto j = nlohmann::json::parse(text.text);
    EXPECT_TRUE(j.contains(nlohmann::json::json_pointer(s.error->pointer))) << s.error->pointer;
  }
  EXPECT_GT(tried, 30);
}

// Issue #15, item 8, and its siblings: every integer setting refuses one below and one above
// its documented range and accepts both ends.
TEST(SceneJson, EveryIntegerSettingKeepsBothBounds) {
  struct Range {
    const char* key;
    long long lo, hi;
  };
  for (const Range& r : {Range{"split_threshold", 1, 1 << 20}, Range{"max_depth", 0, 32},
                         Range{"looseness", 1, 2}}) {
    for (long long v : {r.lo - 1, r.lo, r.hi, r.hi + 1}) {
      const std::string text =
          R"({"format": "collision-lab-scene", "version": 1, "settings": {"octree": {")" +
          std::string(r.key) + "\": " + std::to_string(v) + R"(}}, "objects": []})";
      SceneLoad s = parse_scene(text);
      const bool inside = v >= r.lo && v <= r.hi;
      EXPECT_EQ(s.ok(), inside) << r.key << " = " << v;
      if (!inside && !s.ok()) {
        EXPECT_EQ(s.error->pointer, std::string("/settings/octree/") + r.key);
        EXPECT_EQ(s.error->message, "expected an integer from " + std::to_string(r.lo) + " to " +
                                        std::to_string(r.hi) + ", found " + std::to_string(v));
      }
    }
  }
}

// Issue #15, item 9, and its siblings: a number too large for a double is reported at the
// number, wherever its text also appears before it (a description, a name, an id, a key).
TEST(SceneJson, AnOverflowingNumberIsReportedWhereItIs) {
  for (const std::string literal : {"1e309", "-1e309", "2E+400", "123456789e999"}) {
    for (const std::string field : {"center", "radius"}) {
      std::string text =
          "{\"format\": \"collision-lab-scene\", \"version\": 1,\n"
          "\"description\": \"mentions " +
          literal + " and \\\"" + literal +
          "\\\"\",\n"
          "\"objects\": [\n"
          "  {\"id\": \"" +
          literal + "\", \"name\": \"x" + literal + "\", \"kind\": \"sphere\",\n   ";
      text += field == "center" ? "\"center\": [0, " + literal + ", 0], \"radius\": 1}"
                                : "\"center\": [0, 0, 0], \"radius\": " + literal + "}";
      text += "\n]}\n";
      SceneLoad s = parse_scene(text);
      ASSERT_FALSE(s.ok());
      ASSERT_GT(s.error->line, 0);
      // The line and column (1-based, bytes) point at the literal itself.
      std::size_t at = 0;
      for (int line = 1; line < s.error->line; ++line)
        at = text.find('\n', at) + 1;
      at += static_cast<std::size_t>(s.error->column - 1);
      EXPECT_EQ(text.substr(at, literal.size()), literal) << s.error->to_string();
      EXPECT_EQ(s.error->line, 5) << s.error->to_string();
      EXPECT_EQ(s.error->message,
                "malformed JSON: the number " + literal + " is too large for a double");
    }
  }
}

// Issue #15, item 11, and its siblings: every message that quotes an id, key or value cuts a
// long one (a 1 MB id or key), with an ellipsis.
TEST(SceneJson, ErrorsQuoteAtMostABoundedLengthOfAnyValue) {
  const std::string big(1'000'000, 'k');
  const std::string wide = [] {
    std::string s;
    for (int i = 0; i < 300'000; ++i)
      s += "é";  // two bytes each: the cut must not split one
    return s;
  }();
  auto scene = [](const std::string& objects, const std::string& rest = "") {
    return R"({"format": "collision-lab-scene", "version": 1, "objects": [)" + objects + "]" +
           rest + "}";
  };
  const std::string point = R"({"id": "p", "kind": "point", "position": [0, 0, 0]})";
  const std::string sphere = R"({"id": "s", "kind": "sphere", "center": [0, 0, 0], "radius": 1})";
  for (const std::string& value : {big, wide}) {
    const std::vector<std::string> texts = {
        // an unknown field (the key, in the message and the pointer)
        scene(R"({"id": "p", "kind": "point", "position": [0, 0, 0], ")" + value + "\": 1}"),
        // an unknown kind
        scene(R"({"id": "p", "kind": ")" + value + "\"}"),
        // a duplicate id
        scene("{\"id\": \"" + value + R"(", "kind": "point", "position": [0, 0, 0]}, {"id": ")" +
              value + R"(", "kind": "point", "position": [0, 0, 0]})"),
        // an unknown id in an expectation
        scene(point + ", " + sphere,
              R"(, "expect": [{"a": "p", "b": ")" + value + R"(", "intersects": true}])"),
        // an object against itself
        scene("{\"id\": \"" + value + R"(", "kind": "point", "position": [0, 0, 0]})",
              R"(, "expect": [{"a": ")" + value + R"(", "b": ")" + value +
                  R"(", "intersects": true}])"),
        // an unknown tolerance
        scene(point, R"(, "settings": {"tolerances": {")" + value + "\": 1}}"),
        // a string where a number belongs
        scene(R"({"id": "s", "kind": "sphere", "center": [0, 0, 0], "radius": ")" + value + "\"}"),
        // a duplicate key
        scene(R"({"id": "p", "kind": "point", "position": [0, 0, 0], ")" + value + "\": 1, \"" +
              value + "\": 2}"),
        // malformed JSON whose last token is the long string (unterminated)
        scene(point + ", \"" + value),
        // a number too large, written with many digits
        scene(R"({"id": "s", "kind": "sphere", "center": [0, 0, 0], "radius": 1)" +
              std::string(2000, '0') + "e400}"),
    };
    for (const std::string& text : texts) {
      SceneLoad s = parse_scene(text, "f.json");
      ASSERT_FALSE(s.ok());
      const std::string line = s.error->to_string();
      EXPECT_LE(line.size(), 600u) << line.substr(0, 300);
      EXPECT_NE(line.find("…"), std::string::npos) << line.substr(0, 300);
      // Still valid UTF-8 where it quotes the two-byte characters: no lone continuation byte
      // before the ellipsis.
      const std::size_t cut = line.find("…");
      if (cut != std::string::npos && cut > 0) {
        const auto last = static_cast<unsigned char>(line[cut - 1]);
        EXPECT_FALSE(last == 0xC3) << "a split character before the ellipsis";
      }
    }
  }
}

}  // namespace
}  // namespace collide
