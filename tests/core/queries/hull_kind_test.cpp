// The convex hull as a scene kind (desc::ConvexHull, query shape ConvexHull<T>): its closed forms
// through the pair dispatch (hull–plane by its vertices' extent, ray–hull by its faces), its
// shape's offset and scale, its supporting feature, its contacts against a plane, its time of
// impact when it moves and turns, and its file format with the refusals, every answer worked by
// hand on the cube [−1, 1]³ (or the unit cube) in both precisions.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "core/queries/contact_manifold.hpp"
#include "core/queries/pair_test.hpp"
#include "core/queries/supporting_feature.hpp"
#include "core/scene/kind_descriptor.hpp"
#include "core/scene/scene_json.hpp"
#include "core/time/time_of_impact.hpp"
#include "tests/support/scalars.hpp"

namespace collide {
namespace {

// The cube [−s, s]³ as a hull, with a point inside it that takes no part.
HullRef cube(double s = 1) {
  return hull_of_points({{-s, -s, -s},
                         {s, -s, -s},
                         {-s, s, -s},
                         {s, s, -s},
                         {-s, -s, s},
                         {s, -s, s},
                         {-s, s, s},
                         {s, s, s},
                         {0, 0, 0}});
}

template <class T>
class HullKindTest : public ::testing::Test {};
TYPED_TEST_SUITE(HullKindTest, test::Scalars);

// The scene's hull goes to the hull-plane closed form (in either order), which spans its vertices'
// distances n·v − d: the cube against y = 1.5 is behind it (highest 1 − 1.5 = −0.5), against
// y = 0.25 straddles, against y = −1.25 is in front (lowest −1 + 1.25), against y = 1 touches.
TYPED_TEST(HullKindTest, HullAndPlaneByTheVerticesExtentThroughTheDispatch) {
  using T = TypeParam;
  const ObjectDesc d = desc::ConvexHull{cube()};  // named: the shape borrows its HullData
  const Shape<T> hull = to_shape<T>(d, Motion{});
  for (const auto& [height, side, lowest] :
       {std::tuple{1.5, PlaneSide::back, -2.5}, std::tuple{0.25, PlaneSide::straddling, -1.25},
        std::tuple{-1.25, PlaneSide::front, 0.25}, std::tuple{1.0, PlaneSide::straddling, -2.0}}) {
    const Shape<T> plane = Plane<T>{{0, 1, 0}, T(height)};
    for (const bool hull_first : {true, false}) {
      const PairResult<T> r = hull_first ? pair_test(hull, plane) : pair_test(plane, hull);
      ASSERT_EQ(r.test, PairTest::convex_hull_plane);
      EXPECT_EQ(r.swapped, !hull_first);
      const auto& e = std::get<HullPlaneSide<T>>(r.evidence);
      EXPECT_EQ(e.side, side) << height;
      EXPECT_EQ(double(e.lowest), lowest) << height;
      EXPECT_EQ(double(e.highest), lowest + 2) << height;
      EXPECT_EQ(r.intersects(), side == PlaneSide::straddling) << height;
    }
  }
}

// A ray along x from (−5, 0.5, 0.25) enters the cube's x = −1 face at t = 4 (normal −x) and leaves
// by x = 1 at t = 6; from inside it starts inside; above it (y = 1.5) it misses; along the top
// face (y = 1 exactly, parallel) it touches; pointing away it meets the line only behind.
TYPED_TEST(HullKindTest, RayAgainstTheCubesFacesThroughTheDispatch) {
  using T = TypeParam;
  const HullRef h = cube();
  const Shape<T> hull = ConvexHull<T>{h.get()};
  const auto cast = [&](Vec3<T> o, Vec3<T> d) {
    const PairResult<T> r = pair_test(Shape<T>(Ray<T>{o, d}), hull);
    EXPECT_EQ(r.test, PairTest::ray_convex_hull);
    return std::get<RayCast<T>>(r.evidence);
  };
  const RayCast<T> hit = cast({-5, T(0.5), T(0.25)}, {1, 0, 0});
  EXPECT_EQ(hit.form, RayCastForm::faces);
  EXPECT_TRUE(hit.intersects);
  EXPECT_FALSE(hit.starts_inside);
  EXPECT_NEAR(double(hit.t_enter), 4, 1e-6);
  EXPECT_NEAR(double(hit.t_exit), 6, 1e-6);
  EXPECT_NEAR(double(hit.entry_point.x), -1, 1e-6);
  EXPECT_TRUE(hit.has_normal);
  EXPECT_NEAR(double(hit.normal.x), -1, 1e-6);
  EXPECT_EQ(glm::dot(Vec3<double>(h->faces[std::size_t(hit.enter_axis)].normal), {-1, 0, 0}), 1);
  const RayCast<T> inside = cast({0, 0, 0}, {0, 0, 2});
  EXPECT_TRUE(inside.intersects);
  EXPECT_TRUE(inside.starts_inside);
  EXPECT_EQ(double(inside.t_enter), 0);
  EXPECT_NEAR(double(inside.t_exit), 0.5, 1e-6);  // z = 2t reaches 1
  const RayCast<T> above = cast({-5, T(1.5), 0}, {1, 0, 0});
  EXPECT_FALSE(above.intersects);
  EXPECT_TRUE(above.parallel);
  const RayCast<T> along_top = cast({-5, 1, 0}, {1, 0, 0});
  EXPECT_TRUE(along_top.intersects);
  EXPECT_TRUE(along_top.within_tolerance);
  const RayCast<T> away = cast({-5, 0, 0}, {-1, 0, 0});
  EXPECT_FALSE(away.intersects);
  EXPECT_TRUE(away.behind);
}

// The shape's offset and scale place the vertices at offset + scale·v: the support, the plane
// test and the ray all see the cube of side 4 centred on (10, 0, 0).
TYPED_TEST(HullKindTest, TheShapesOffsetAndScaleMoveAndGrowItsVertices) {
  using T = TypeParam;
  const HullRef h = cube();
  const ConvexHull<T> s{h.get(), {10, 0, 0}, 2};
  const Vec3<T> top = support(s, Vec3<T>{1, 1, 1});
  EXPECT_EQ(top, (Vec3<T>{12, 2, 2}));
  const HullPlaneSide<T> p = hull_plane_side(s, Plane<T>{{1, 0, 0}, 9});
  EXPECT_EQ(double(p.lowest), -1);  // 8 − 9
  EXPECT_EQ(double(p.highest), 3);  // 12 − 9
  const RayCast<T> r = ray_cast(Ray<T>{{0, 0, 0}, {1, 0, 0}}, s);
  EXPECT_TRUE(r.intersects);
  EXPECT_NEAR(double(r.t_enter), 8, 1e-5);
  EXPECT_NEAR(double(r.t_exit), 12, 1e-5);
}

// The face whose normal is nearest d (within the slop), else the top vertex's edge lying across
// d, else the vertex.
TYPED_TEST(HullKindTest, SupportingFeatureIsTheFaceTheEdgeOrTheVertex) {
  using T = TypeParam;
  const HullRef h = cube();
  const ConvexHull<T> s{h.get()};
  const SupportingFeature<T> face = supporting_feature(s, Vec3<T>{0, 1, 0});
  EXPECT_EQ(face.name, "face");
  ASSERT_EQ(face.points.size(), 4u);
  for (const Vec3<T>& p : face.points)
    EXPECT_EQ(p.y, T(1));
  const SupportingFeature<T> edge = supporting_feature(s, glm::normalize(Vec3<T>{1, 1, T(0.001)}));
  EXPECT_EQ(edge.name, "edge");
  ASSERT_EQ(edge.points.size(), 2u);
  for (const Vec3<T>& p : edge.points)
    EXPECT_EQ(Vec3<T>(p.x, p.y, 0), (Vec3<T>{1, 1, 0}));
  EXPECT_NE(edge.points[0].z, edge.points[1].z);  // the edge along z
  const SupportingFeature<T> vertex = supporting_feature(s, glm::normalize(Vec3<T>{1, 2, 3}));
  EXPECT_EQ(vertex.name, "vertex");
  ASSERT_EQ(vertex.points.size(), 1u);
  EXPECT_EQ(vertex.points[0], (Vec3<T>{1, 1, 1}));
}

// The cube sunk 0.01 into the floor y = −0.99: its four bottom corners, each 0.01 deep, the
// normal from the hull (A) down towards the plane (B).
TYPED_TEST(HullKindTest, AHullFaceDownOnAPlaneHasItsFourCornersAsContacts) {
  using T = TypeParam;
  const HullRef h = cube();
  const Shape<T> hull = ConvexHull<T>{h.get()};
  const Shape<T> floor = Plane<T>{{0, 1, 0}, T(-0.99)};
  const PairResult<T> r = pair_test(hull, floor);
  ASSERT_TRUE(r.intersects());
  const ContactManifold<T> m = contact_manifold(r, hull, floor);
  ASSERT_EQ(m.points.size(), 4u);
  EXPECT_NEAR(double(m.normal.y), -1, 1e-6);
  for (const ContactPoint<T>& c : m.points) {
    EXPECT_NEAR(double(c.depth), 0.01, 1e-5);
    EXPECT_EQ(std::abs(c.point.x), T(1));
    EXPECT_EQ(std::abs(c.point.z), T(1));
  }
}

// The unit cube [−0.5, 0.5]³ at x = −3 moving by +6: its face x = −2.5 + 6t meets the box
// [−0.5, 0.5]³ when −2.5 + 6t = −0.5, t = 1/3 (conservative advancement on GJK's distance, every
// posed hull a new HullData kept alive by the posed shape).
TEST(HullKind, AMovingHullHitsABoxWhenItsFaceReachesIt) {
  const HullRef c = cube(0.5);
  const desc::ConvexHull moving{transformed(*c, {-3, 0, 0}).hull};
  const TimeOfImpact<double> r = time_of_impact<double>(
      moving, Motion{Vec3<double>(6, 0, 0), std::nullopt}, desc::Box{}, Motion{});
  ASSERT_EQ(r.verdict, ToiVerdict::hits) << r.problem;
  EXPECT_NEAR(r.t, 1.0 / 3, 1e-3);
  EXPECT_NEAR(r.normal.x, 1, 1e-3);
}

// Turning: the cube [−0.5, 0.5]³ about y through its centroid by π/4 over t in [0, 1] reaches
// x = 0.5·(cos θ + sin θ) = 0.5·√2·cos(θ − π/4) along +x, which is 0.6 (a box's face there) at
// θ = π/4 − acos(0.6·√2) = 0.2278… rad, so t = θ/(π/4) = 0.2901.
TEST(HullKind, ATurningHullHitsWhenItsCornerSweepsToTheBox) {
  const desc::ConvexHull turning{cube(0.5)};
  const desc::Box wall{{1.1, 0, 0}, {0.5, 2, 2}, {1, 0, 0, 0}};  // its face x = 0.6
  const double theta = std::acos(-1.0) / 4 - std::acos(0.6 * std::sqrt(2.0));
  const TimeOfImpact<double> r = time_of_impact<double>(
      turning, Motion{std::nullopt, Vec3<double>(0, std::acos(-1.0) / 4, 0)}, wall, Motion{});
  ASSERT_EQ(r.verdict, ToiVerdict::hits) << r.problem;
  EXPECT_NEAR(r.t, theta / (std::acos(-1.0) / 4), 2e-3);
}

// A file's hull: read, its points kept as written (a save writes them back bit for bit), and
// refused with the reason, its file, line and JSON path: too few, all on one plane, a point that
// is not [x, y, z].
std::string scene_with(const std::string& points) {
  return R"({"format": "collision-lab-scene", "version": 1, "objects": [
{"id": "h", "kind": "convex_hull",
 "points": )" +
         points + "}]}";
}
TEST(HullKind, AFileHullIsReadAndItsDegenerateSetsAreRefusedWithThePlace) {
  const SceneLoad ok = parse_scene(
      scene_with("[[0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, 1], [0.1, 0.1, 0.1]]"), "hull.json");
  ASSERT_TRUE(ok.ok()) << ok.error->message;
  const auto& d = std::get<desc::ConvexHull>(ok.scene->objects[0].desc);
  EXPECT_EQ(d.hull->points.size(), 5u);
  EXPECT_EQ(d.hull->vertices.size(), 4u);  // the inner point takes no part
  EXPECT_EQ(d.hull->faces.size(), 4u);
  const SceneText text = format_scene(*ok.scene);
  const SceneLoad again = parse_scene(text.text);
  ASSERT_TRUE(again.ok());
  EXPECT_TRUE(same_bits(again.scene->objects[0].desc, ok.scene->objects[0].desc));

  const SceneLoad few = parse_scene(scene_with("[[0, 0, 0], [1, 0, 0], [0, 1, 0]]"), "few.json");
  ASSERT_FALSE(few.ok());
  EXPECT_EQ(few.error->file, "few.json");
  EXPECT_EQ(few.error->line, 3);
  EXPECT_EQ(few.error->pointer, "/objects/0/points");
  EXPECT_NE(few.error->message.find("at least 4 points"), std::string::npos) << few.error->message;

  const SceneLoad flat =
      parse_scene(scene_with("[[0, 0, 0], [1, 0, 0], [0, 1, 0], [1, 1, 0], [0.5, 0.2, 0]]"));
  ASSERT_FALSE(flat.ok());
  EXPECT_EQ(flat.error->pointer, "/objects/0/points");
  EXPECT_NE(flat.error->message.find("one plane"), std::string::npos) << flat.error->message;

  const SceneLoad line = parse_scene(scene_with("[[0, 0, 0], [1, 1, 1], [2, 2, 2], [3, 3, 3]]"));
  ASSERT_FALSE(line.ok());
  EXPECT_NE(line.error->message.find("one line"), std::string::npos) << line.error->message;

  const SceneLoad bad = parse_scene(scene_with("[[0, 0, 0], [1, 0, 0], [0, 1], [0, 0, 1]]"));
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error->pointer, "/objects/0/points/2");
}

// Undo's equality: the same points are the same hull, whichever HullData holds them; one bit of
// one point is another.
TEST(HullKind, SameBitsComparesThePointsBitForBit) {
  const ObjectDesc a = desc::ConvexHull{cube()}, b = desc::ConvexHull{cube()};
  EXPECT_NE(std::get<desc::ConvexHull>(a).hull, std::get<desc::ConvexHull>(b).hull);
  EXPECT_TRUE(same_bits(a, b));
  EXPECT_FALSE(same_bits(a, desc::ConvexHull{cube(std::nextafter(1.0, 2.0))}));
  // Moved by nothing: the same points.
  EXPECT_TRUE(same_bits(a, kinds::translated(a, {0, 0, 0})));
  EXPECT_FALSE(same_bits(a, kinds::translated(a, {0, 1e-12, 0})));
}

}  // namespace
}  // namespace collide
