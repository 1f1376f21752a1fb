// A kind registered at run time, made inside the test suite from a registered kind's parts alone
// (tests/support/rounded_box_kind.hpp: its fields, its support, its descriptor), through what a
// kind must do: a scene file naming it loads (its fields read, its limits refused where they
// are) and saves back byte for byte; its pairs with bounded kinds go to GJK/EPA under its own
// name and agree with hand-worked distances; a ray or a plane against it says why there is no
// test; the exported C++ builds it field by field.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "core/eval/case_export.hpp"
#include "core/eval/pair_test_name.hpp"
#include "core/queries/pair_test.hpp"
#include "core/queries/shape_distance.hpp"
#include "core/scene/kind_descriptor.hpp"
#include "core/scene/scene_json.hpp"
#include "tests/support/rounded_box_kind.hpp"

namespace collide {
namespace {

using test_kind::kRoundedBox;

// A unit-cube rounded box (half extents 1, radius 0.5) at the origin, turned 90° about y (which
// leaves the cube as it is, so the distances below hold), a sphere and a box beside it.
constexpr std::string_view kScene = R"({
  "format": "collision-lab-scene",
  "version": 1,
  "description": "A rounded box beside a sphere and a box.",
  "objects": [
    {"id": "rb", "kind": "rounded box", "center": [0, 0, 0], "half_extents": [1, 1, 1], "radius": 0.5, "rotation": {"w": 0.7071067811865476, "x": 0, "y": 0.7071067811865476, "z": 0}},
    {"id": "ball", "kind": "sphere", "center": [4, 0, 0], "radius": 1},
    {"id": "corner_ball", "kind": "sphere", "center": [3, 3, 3], "radius": 0.5},
    {"id": "crate", "kind": "box", "center": [0, -3, 0], "half_extents": [0.5, 0.5, 0.5], "rotation": {"w": 1, "x": 0, "y": 0, "z": 0}}
  ],
  "expect": [
    {"a": "rb", "b": "ball", "intersects": false}
  ]
}
)";

class RegisteredKind : public ::testing::Test {
 protected:
  test_kind::RoundedBoxRegistration registration;
};

Scene loaded(std::string_view text) {
  SceneLoad s = parse_scene(text, "rounded.json");
  EXPECT_TRUE(s.ok()) << (s.error ? s.error->to_string() : "");
  return s.ok() ? *s.scene : Scene{};
}

TEST_F(RegisteredKind, IsListedAfterTheBuiltInKindsAndFoundByName) {
  ASSERT_EQ(kind_descriptors().size(), kKindCount + 1);
  EXPECT_EQ(kind_descriptors().back(), &kRoundedBox);
  EXPECT_EQ(descriptor_named("rounded box"), &kRoundedBox);
  EXPECT_THROW(register_kind(kRoundedBox), std::invalid_argument) << "a name taken twice";
}

TEST(RegisteredKindTable, IsGoneOnceUnregistered) {
  { test_kind::RoundedBoxRegistration r; }
  EXPECT_EQ(descriptor_named("rounded box"), nullptr);
  EXPECT_EQ(kind_descriptors().size(), kKindCount);
  // And a file naming it is refused by name, as any unknown kind.
  const SceneLoad s = parse_scene(kScene, "rounded.json");
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.error->message.find("unknown kind \"rounded box\""), std::string::npos)
      << s.error->message;
}

TEST_F(RegisteredKind, ASceneFileNamingItLoadsItsFieldsAndSavesBackByteForByte) {
  const Scene scene = loaded(kScene);
  ASSERT_EQ(scene.objects.size(), 4u);
  const auto* rb = std::get_if<desc::Convex>(&scene.objects[0].desc);
  ASSERT_NE(rb, nullptr);
  EXPECT_EQ(rb->registered, &kRoundedBox);
  EXPECT_EQ(kind_name(scene.objects[0].desc), "rounded box");
  EXPECT_EQ(rb->vec[0], Vec3<double>(0, 0, 0));
  EXPECT_EQ(rb->vec[1], Vec3<double>(1, 1, 1));
  EXPECT_EQ(rb->num[0], 0.5);
  EXPECT_EQ(rb->rotation.y, 0.7071067811865476);
  const SceneText saved = format_scene(scene);
  ASSERT_FALSE(saved.error) << saved.error->to_string();
  EXPECT_EQ(saved.text, kScene);
}

TEST_F(RegisteredKind, ItsLimitsAreRefusedNamingTheFileLineAndField) {
  std::string text(kScene);
  const std::string good = R"("radius": 0.5, "rotation")";
  text.replace(text.find(good), good.size(), R"("radius": -0.5, "rotation")");
  const SceneLoad s = parse_scene(text, "rounded.json");
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error->file, "rounded.json");
  EXPECT_EQ(s.error->line, 6);
  EXPECT_EQ(s.error->pointer, "/objects/0/radius");
  EXPECT_NE(s.error->message.find("expected a non-negative number, found -0.5"), std::string::npos)
      << s.error->message;

  std::string missing(kScene);
  const std::string extents = R"("half_extents": [1, 1, 1], )";
  missing.erase(missing.find(extents), extents.size());
  const SceneLoad m = parse_scene(missing, "rounded.json");
  ASSERT_FALSE(m.ok());
  EXPECT_EQ(m.error->pointer, "/objects/0");
  EXPECT_NE(m.error->message.find("missing field \"half_extents\""), std::string::npos)
      << m.error->message;
}

// Its box from its support: the cube ±1 grown by the radius, every side.
TEST_F(RegisteredKind, ItsBoundsAreTheRoundedCubes) {
  const Scene scene = loaded(kScene);
  const auto box = bounds_of(scene.objects[0].desc);
  ASSERT_TRUE(box);
  for (int i = 0; i < 3; ++i) {
    EXPECT_NEAR(box->min[i], -1.5, 1e-12);
    EXPECT_NEAR(box->max[i], 1.5, 1e-12);
  }
  // Moved through its descriptor: the centre moves, the sizes stay.
  const ObjectDesc translated = kinds::translated(scene.objects[0].desc, {1, 2, 3});
  const auto* moved = std::get_if<desc::Convex>(&translated);
  ASSERT_NE(moved, nullptr);
  EXPECT_EQ(moved->vec[0], Vec3<double>(1, 2, 3));
  EXPECT_EQ(moved->vec[1], Vec3<double>(1, 1, 1));
}

// Hand-worked: the sphere at x = 4 (radius 1) is 4 − 1.5 − 1 = 1.5 from the rounded box's face;
// the one at (3, 3, 3) (radius 0.5) is |(3,3,3) − (1,1,1)| − 0.5 − 0.5 = 2√3 − 1 from its corner;
// the box below (top face at y = −2.5) is 2.5 − 1.5 = 1 from its bottom face.
TEST_F(RegisteredKind, GjkAgreesWithHandWorkedDistancesInBothPrecisions) {
  const Scene scene = loaded(kScene);
  struct Case {
    std::size_t other;
    double distance;
    std::string_view test;
  };
  for (const Case& c :
       {Case{1, 1.5, "sphere-rounded box"}, Case{2, 2 * std::sqrt(3.0) - 1, "sphere-rounded box"},
        Case{3, 1.0, "obb-rounded box"}}) {
    SCOPED_TRACE(scene.objects[c.other].id);
    const Shape<double> a = to_shape<double>(scene.objects[0]);
    const Shape<double> b = to_shape<double>(scene.objects[c.other]);
    const PairResult<double> r = pair_test(a, b);
    EXPECT_EQ(r.test, PairTest::convex_convex);
    EXPECT_EQ(r.verdict, PairVerdict::disjoint);
    EXPECT_EQ(test_name(scene, r.test, 0, c.other), c.test);
    const ShapeDistance<double> d = shape_distance(a, b);
    EXPECT_FALSE(d.intersecting);
    EXPECT_NEAR(d.distance, c.distance, 1e-9);
    const ShapeDistance<float> f =
        shape_distance(to_shape<float>(scene.objects[0]), to_shape<float>(scene.objects[c.other]));
    EXPECT_NEAR(f.distance, c.distance, 1e-4);
    EXPECT_EQ(pair_test(to_shape<float>(scene.objects[0]), to_shape<float>(scene.objects[c.other]))
                  .verdict,
              PairVerdict::disjoint);
  }
}

// Moved to x = 2.2, the sphere overlaps the face by 1.5 + 1 − 2.2 = 0.3: EPA's depth.
TEST_F(RegisteredKind, EpaMeasuresTheDepthOfAnOverlap) {
  Scene scene = loaded(kScene);
  std::get<desc::Sphere>(scene.objects[1].desc).center = {2.2, 0, 0};
  const Shape<double> a = to_shape<double>(scene.objects[0]);
  const Shape<double> b = to_shape<double>(scene.objects[1]);
  EXPECT_EQ(pair_test(a, b).verdict, PairVerdict::intersects);
  const ShapeDistance<double> d = shape_distance(a, b);
  EXPECT_TRUE(d.intersecting);
  ASSERT_TRUE(d.has_depth);
  EXPECT_NEAR(d.depth, 0.3, 1e-6);
}

// A ray and a plane have no support: no test, and the reason says why.
TEST_F(RegisteredKind, ARayOrAPlaneAgainstItIsUnsupportedWithTheReason) {
  const Scene scene = loaded(kScene);
  const Shape<double> rb = to_shape<double>(scene.objects[0]);
  for (const Shape<double>& other :
       {Shape<double>(Ray<double>{{5, 0, 0}, {-1, 0, 0}}), Shape<double>(Plane<double>{})}) {
    const PairResult<double> r = pair_test(rb, other);
    EXPECT_EQ(r.verdict, PairVerdict::unsupported);
    EXPECT_NE(r.reason.find("registered kind"), std::string_view::npos) << r.reason;
  }
}

TEST_F(RegisteredKind, ExportsCxxThatBuildsItFieldByField) {
  const Scene scene = loaded(kScene);
  const ExportedCase e = export_case(scene, "rb", "ball", "rounded.json");
  ASSERT_TRUE(e.error.empty()) << e.error;
  const std::string& g = e.gtest_source;
  EXPECT_NE(g.find("collide::descriptor_named(\"rounded box\")"), std::string::npos) << g;
  EXPECT_NE(g.find("registered at run time"), std::string::npos) << g;
  // Each field through the descriptor, with its exact number: the radius 0.5 is 0x1p-1.
  EXPECT_NE(g.find("kind->fields[2].at(d)) = 0x1p-1;  // radius"), std::string::npos) << g;
  EXPECT_NE(g.find("kind->fields[1].at(d)) = {0x1p+0, 0x1p+0, 0x1p+0};  // half_extents"),
            std::string::npos)
      << g;
  EXPECT_NE(g.find("run<T>(kA(), kB)"), std::string::npos) << g;
  // The minimal scene it writes loads again while the kind is registered.
  EXPECT_TRUE(parse_scene(e.scene_text, "exported.json").ok());
}

}  // namespace
}  // namespace collide
