// The cylinder's closed forms (its extent along a plane's normal, the ray cast of its side and
// caps), its support function, validation, its plane section and GJK/EPA against the other
// kinds, each against a hand-worked answer or a brute-force sampling of its surface.
#include <cmath>
#include <limits>
#include <numbers>
#include <random>

#include <gtest/gtest.h>
#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "core/queries/pair_test.hpp"
#include "core/queries/plane_section.hpp"
#include "core/queries/shape_distance.hpp"
#include "core/queries/support.hpp"
#include "core/scene/kind_descriptor.hpp"
#include "core/scene/scene_json.hpp"
#include "tests/support/scalars.hpp"

namespace collide {
namespace {

template <class T>
class CylinderQueriesTest : public ::testing::Test {};
TYPED_TEST_SUITE(CylinderQueriesTest, test::Scalars);

// Closed forms: a few roundings of numbers about 1; GJK: its stopping rule (gjk.hpp).
template <class T>
T closed_eps() {
  return std::is_same_v<T, float> ? T(1e-5) : T(1e-12);
}
template <class T>
T gjk_eps() {
  return std::is_same_v<T, float> ? T(1e-4) : T(1e-7);
}

// Upright about c: half height h along y, radius r.
template <class T>
Cylinder<T> upright(Vec3<T> c, T h, T r) {
  return Cylinder<T>{c, {Vec3<T>{1, 0, 0}, Vec3<T>{0, 1, 0}, Vec3<T>{0, 0, 1}}, h, r};
}
// Lying along x: its own y turned onto −x (90° about z).
template <class T>
Cylinder<T> along_x(Vec3<T> c, T h, T r) {
  return Cylinder<T>{c, {Vec3<T>{0, 1, 0}, Vec3<T>{-1, 0, 0}, Vec3<T>{0, 0, 1}}, h, r};
}

TYPED_TEST(CylinderQueriesTest, SupportIsTheRimPointFurthestAlongD) {
  using T = TypeParam;
  const Cylinder<T> c = upright<T>({1, 2, 3}, 2, T(0.5));
  // Across the axis: the rim of the top cap (d·u = 0 ties towards +h, as the OBB's).
  EXPECT_EQ(support(c, Vec3<T>{1, 0, 0}), (Vec3<T>{T(1.5), 4, 3}));
  EXPECT_EQ(support(c, Vec3<T>{0, 0, -1}), (Vec3<T>{1, 4, T(2.5)}));
  // Along the axis: every point of the cap ties; its centre.
  EXPECT_EQ(support(c, Vec3<T>{0, -1, 0}), (Vec3<T>{1, 0, 3}));
  EXPECT_EQ(support(c, Vec3<T>{0, 5, 0}), (Vec3<T>{1, 4, 3}));
  // Diagonal: the rim point (1 + 0.5/√2·(1, 0, 1)) on the bottom cap.
  const Vec3<T> s = support(c, Vec3<T>{1, -1, 1});
  EXPECT_NEAR(s.x, T(1 + 0.5 / std::sqrt(2.0)), closed_eps<T>());
  EXPECT_EQ(s.y, T(0));
  EXPECT_NEAR(s.z, T(3 + 0.5 / std::sqrt(2.0)), closed_eps<T>());
  // Turned onto −x: along +x is its bottom cap's centre, c − h·(−x).
  EXPECT_EQ(support(along_x<T>({1, 2, 3}, 2, T(0.5)), Vec3<T>{1, 0, 0}), (Vec3<T>{3, 2, 3}));
}

// Brute force: the support is the surface point furthest along d, sampled over both rims.
TEST(CylinderQueries, SupportAgreesWithTheRimsSampled) {
  std::mt19937_64 gen(7);
  std::uniform_real_distribution<double> u(-1, 1);
  for (int i = 0; i < 200; ++i) {
    const glm::dquat q = glm::normalize(glm::dquat(u(gen), u(gen), u(gen), u(gen)));
    const Cylinder<double> c = Cylinder<double>::from_rotation(
        {u(gen), u(gen), u(gen)}, 0.1 + std::abs(u(gen)), 0.1 + std::abs(u(gen)), q);
    const Vec3<double> d{u(gen), u(gen), u(gen)};
    double best = -1e300;
    for (int k = 0; k < 3600; ++k) {
      const double a = 2 * std::numbers::pi * k / 3600;
      for (const double side : {-1.0, 1.0}) {
        const Vec3<double> p = c.center + side * c.half_height * c.axes[1] +
                               c.radius * (std::cos(a) * c.axes[0] + std::sin(a) * c.axes[2]);
        best = std::max(best, glm::dot(p, d));
      }
    }
    const double ours = glm::dot(support(c, d), d);
    // The sampled rims fall short of the true maximum by at most r·|d|·(1 − cos(π/3600)).
    EXPECT_GE(ours, best - 1e-12) << i;
    EXPECT_LE(ours, best + c.radius * glm::length(d) * 4e-7) << i;
  }
}

TYPED_TEST(CylinderQueriesTest, PlaneAgainstItsExtentAlongTheNormal) {
  using T = TypeParam;
  // Upright, h = 1, r = 0.5, on the plane y = −1: e = 1·1 + 0.5·0 = 1 = s, touching.
  const Cylinder<T> c = upright<T>({0, 0, 0}, 1, T(0.5));
  PairResult<T> r = pair_test<T>(c, Plane<T>{{0, 1, 0}, -1});
  EXPECT_EQ(r.test, PairTest::cylinder_plane);
  EXPECT_TRUE(r.intersects());
  auto e = std::get<CylinderPlaneSide<T>>(r.evidence);
  EXPECT_EQ(e.center_distance, T(1));
  EXPECT_EQ(e.axis_cos, T(1));
  EXPECT_EQ(e.extent, T(1));
  EXPECT_EQ(e.support_back, (Vec3<T>{0, -1, 0}));
  EXPECT_TRUE(e.within_tolerance);
  // 0.01 lower: in front.
  r = pair_test<T>(Plane<T>{{0, 1, 0}, T(-1.01)}, c);
  EXPECT_TRUE(r.swapped);
  EXPECT_FALSE(r.intersects());
  EXPECT_EQ(std::get<CylinderPlaneSide<T>>(r.evidence).side, PlaneSide::front);
  // Lying along x on y = −0.5: only its radius reaches down (n·u = 0): e = 0.5.
  r = pair_test<T>(along_x<T>({0, 0, 0}, 1, T(0.5)), Plane<T>{{0, 1, 0}, T(-0.5)});
  EXPECT_TRUE(r.intersects());
  EXPECT_NEAR(std::get<CylinderPlaneSide<T>>(r.evidence).extent, T(0.5), closed_eps<T>());
  // A plane tilted 45° (n = (1, 1, 0)/√2): e = cos 45°·1 + 0.5·sin 45° = 1.0606602; with d =
  // −1.05 the centre is 1.05 in front, within e: it cuts; with d = −1.07 it is in front.
  const T k = T(std::sqrt(0.5));
  const Plane<T> cuts{{k, k, 0}, T(-1.05)}, clear{{k, k, 0}, T(-1.07)};
  e = std::get<CylinderPlaneSide<T>>(pair_test<T>(c, cuts).evidence);
  EXPECT_NEAR(e.extent, T(1.5 * std::sqrt(0.5)), closed_eps<T>());
  EXPECT_TRUE(e.intersects);
  EXPECT_EQ(e.side, PlaneSide::straddling);
  // The back support: the bottom rim's point furthest along −n's part across the axis, −x:
  // (−0.5, −1, 0), at dist (−0.5 − 1)/√2 + 1.05 = s − e.
  EXPECT_NEAR(e.support_back.x, T(-0.5), closed_eps<T>());
  EXPECT_EQ(e.support_back.y, T(-1));
  EXPECT_NEAR(glm::dot(cuts.n, e.support_back) - cuts.d, e.center_distance - e.extent,
              closed_eps<T>());
  e = std::get<CylinderPlaneSide<T>>(pair_test<T>(c, clear).evidence);
  EXPECT_EQ(e.side, PlaneSide::front);
  EXPECT_FALSE(e.intersects);
  // Behind: the plane y = 3 with its normal up sees the cylinder (y up to 1) behind it.
  e = std::get<CylinderPlaneSide<T>>(pair_test<T>(c, Plane<T>{{0, 1, 0}, 3}).evidence);
  EXPECT_EQ(e.side, PlaneSide::back);
}

TYPED_TEST(CylinderQueriesTest, RayEntersTheSideOrACap) {
  using T = TypeParam;
  const Cylinder<T> c = upright<T>({0, 0, 0}, 1, T(0.5));
  // From (2, 0, 0) along −x: the side at x = 0.5 (t = 1.5), out at x = −0.5 (t = 2.5).
  PairResult<T> r = pair_test<T>(Ray<T>{{2, 0, 0}, {-1, 0, 0}}, c);
  EXPECT_EQ(r.test, PairTest::ray_cylinder);
  auto e = std::get<RayCast<T>>(r.evidence);
  EXPECT_EQ(e.form, RayCastForm::cylinder);
  EXPECT_TRUE(e.intersects);
  EXPECT_NEAR(e.t_enter, T(1.5), closed_eps<T>());
  EXPECT_NEAR(e.t_exit, T(2.5), closed_eps<T>());
  EXPECT_EQ(e.enter_axis, 0);
  EXPECT_TRUE(e.has_normal);
  EXPECT_NEAR(e.normal.x, T(1), closed_eps<T>());
  // From above, off the axis by 0.3, straight down: the top cap (t = 4), out of the bottom (6).
  e = std::get<RayCast<T>>(pair_test<T>(Ray<T>{{T(0.3), 5, 0}, {0, -1, 0}}, c).evidence);
  EXPECT_TRUE(e.intersects);
  EXPECT_EQ(e.t_enter, T(4));
  EXPECT_EQ(e.t_exit, T(6));
  EXPECT_EQ(e.enter_axis, 1);
  EXPECT_EQ(e.normal, (Vec3<T>{0, 1, 0}));
  // Straight down 0.6 off the axis: parallel to the side and outside it.
  e = std::get<RayCast<T>>(pair_test<T>(Ray<T>{{T(0.6), 5, 0}, {0, -1, 0}}, c).evidence);
  EXPECT_FALSE(e.intersects);
  EXPECT_TRUE(e.parallel);
  // Over the top cap (y = 1.5): misses.
  EXPECT_FALSE(pair_test<T>(Ray<T>{{2, T(1.5), 0}, {-1, 0, 0}}, c).intersects());
  // Grazing the side (z = 0.5): touches at x = 0 (t = 2), closed sets.
  e = std::get<RayCast<T>>(pair_test<T>(Ray<T>{{2, 0, T(0.5)}, {-1, 0, 0}}, c).evidence);
  EXPECT_TRUE(e.intersects);
  EXPECT_TRUE(e.within_tolerance);
  EXPECT_NEAR(e.t_enter, T(2), T(2e-3));  // the chord of a grazing line is √ of its rounding
  // Through the rim's edge (0.5, 1, 0) at 45°: cap and side are entered at once (t = 1.5).
  e = std::get<RayCast<T>>(pair_test<T>(Ray<T>{{2, T(2.5), 0}, {-1, -1, 0}}, c).evidence);
  EXPECT_TRUE(e.intersects);
  EXPECT_NEAR(e.t_enter, T(1.5), closed_eps<T>());
  // From inside: starts inside, leaves the side at t = 0.5.
  e = std::get<RayCast<T>>(pair_test<T>(Ray<T>{{0, 0, 0}, {1, 0, 0}}, c).evidence);
  EXPECT_TRUE(e.starts_inside);
  EXPECT_EQ(e.t_enter, T(0));
  EXPECT_NEAR(e.t_exit, T(0.5), closed_eps<T>());
  // Pointing away: the line meets it behind the origin.
  e = std::get<RayCast<T>>(pair_test<T>(Ray<T>{{2, 0, 0}, {1, 0, 0}}, c).evidence);
  EXPECT_FALSE(e.intersects);
  EXPECT_TRUE(e.behind);
}

// Brute force: march each random ray in small steps and find where it first is inside.
TEST(CylinderQueries, RayCastAgreesWithMarching) {
  std::mt19937_64 gen(11);
  std::uniform_real_distribution<double> u(-1, 1);
  int hits = 0;
  for (int i = 0; i < 400; ++i) {
    const glm::dquat q = glm::normalize(glm::dquat(u(gen), u(gen), u(gen), u(gen)));
    const Cylinder<double> c = Cylinder<double>::from_rotation({0, 0, 0}, 0.2 + std::abs(u(gen)),
                                                               0.2 + std::abs(u(gen)), q);
    const Vec3<double> o = 3.0 * Vec3<double>{u(gen), u(gen), u(gen)};
    const Vec3<double> d = glm::normalize(Vec3<double>{u(gen), u(gen), u(gen)});
    const auto inside = [&](const Vec3<double>& p) {
      const double along = glm::dot(p - c.center, c.axes[1]);
      return std::abs(along) <= c.half_height &&
             glm::length(p - c.center - along * c.axes[1]) <= c.radius;
    };
    const double step = 1e-4;
    double first = -1;
    for (double t = 0; t < 8; t += step)
      if (inside(o + t * d)) {
        first = t;
        break;
      }
    const RayCast<double> r = ray_cast(Ray<double>{o, d}, c);
    if (first < 0) {
      // Marching can step over a graze: a hit then is within a step of the surface.
      if (r.intersects) {
        EXPECT_LE(r.t_exit - r.t_enter, 2 * std::sqrt(step)) << i;
      }
      continue;
    }
    ++hits;
    ASSERT_TRUE(r.intersects) << i;
    EXPECT_NEAR(r.t_enter, first, step) << i;
    EXPECT_TRUE(inside(o + (r.t_exit - 1e-9) * d) || r.t_exit - r.t_enter < 1e-6) << i;
  }
  EXPECT_GT(hits, 20);  // not vacuous: a fixed seed's share of hits
}

TYPED_TEST(CylinderQueriesTest, BadInputIsInvalid) {
  using T = TypeParam;
  Cylinder<T> c = upright<T>({0, 0, 0}, 1, 1);
  c.radius = -1;
  EXPECT_EQ(validate(c), Problem::negative_radius);
  c.radius = 1;
  c.half_height = -1;
  EXPECT_EQ(validate(c), Problem::negative_extent);
  c.half_height = std::numeric_limits<T>::quiet_NaN();
  EXPECT_EQ(validate(c), Problem::non_finite);
  c.half_height = 1;
  c.axes[1] = {0, 2, 0};
  EXPECT_EQ(validate(c), Problem::non_orthonormal_axes);
  EXPECT_EQ(pair_test<T>(c, Sphere<T>{{0, 0, 0}, 1}).verdict, PairVerdict::invalid);
}

TYPED_TEST(CylinderQueriesTest, GjkAgainstTheOtherKindsAgreesWithTheHandWorkedGap) {
  using T = TypeParam;
  const Cylinder<T> c = upright<T>({0, 0, 0}, 1, T(0.5));
  // A box from x = 0.75: 0.25 from the side.
  PairResult<T> r = pair_test<T>(c, Obb<T>::from_aabb({{T(0.75), -1, -1}, {T(1.25), 1, 1}}));
  EXPECT_EQ(r.test, PairTest::convex_convex);
  EXPECT_FALSE(r.intersects());
  EXPECT_NEAR(std::get<ConvexProximity<T>>(r.evidence).distance, T(0.25), gjk_eps<T>());
  // A sphere above the top cap: 2 − 1 − 0.5.
  ShapeDistance<T> d = shape_distance<T>(c, Sphere<T>{{0, 2, 0}, T(0.5)});
  EXPECT_NEAR(d.distance, T(0.5), gjk_eps<T>());
  // A sphere beyond the rim (0.5, 1, 0): its centre (1.5, 2, 0) is √2 from the rim point.
  d = shape_distance<T>(c, Sphere<T>{{T(1.5), 2, 0}, T(0.5)});
  EXPECT_NEAR(d.distance, T(std::sqrt(2.0) - 0.5), gjk_eps<T>());
  EXPECT_NEAR(d.on_a.x, T(0.5), gjk_eps<T>());
  EXPECT_NEAR(d.on_a.y, T(1), gjk_eps<T>());
  // Two cylinders crossed, one lying along x on top of the other: the top cap at y = 1, the
  // lying one's side down to y = 1.2 − 0.3 = 0.9: 0.1 deep.
  r = pair_test<T>(c, along_x<T>({0, T(1.2), 0}, 1, T(0.3)));
  EXPECT_TRUE(r.intersects());
  EXPECT_NEAR(std::get<ConvexProximity<T>>(r.evidence).depth, T(0.1), T(2e-3));
  // A capsule standing on the top cap 0.2 above it.
  d = shape_distance<T>(c, Capsule<T>{{0, T(1.7), 0}, {0, 3, 0}, T(0.5)});
  EXPECT_NEAR(d.distance, T(0.2), gjk_eps<T>());
}

TEST(CylinderQueries, PlaneSectionIsItsCircleOrItsRectangle) {
  const Cylinder<double> c = upright<double>({0, 0, 0}, 1, 0.5);
  // Across the axis at y = 0.3: the circle of radius 0.5.
  PlaneSection s = plane_section(Plane<double>{{0, 1, 0}, 0.3}, c, 64);
  ASSERT_EQ(s.form, SectionForm::polygon);
  for (const Vec3<double>& p : s.points) {
    EXPECT_NEAR(p.y, 0.3, 1e-12);
    EXPECT_NEAR(std::hypot(p.x, p.z), 0.5, 1e-9);
  }
  // Along the axis, x = 0.3: the rectangle |z| <= √(0.25 − 0.09) = 0.4, |y| <= 1.
  s = plane_section(Plane<double>{{1, 0, 0}, 0.3}, c, 64);
  ASSERT_EQ(s.form, SectionForm::polygon);
  double top = -1, wide = -1;
  for (const Vec3<double>& p : s.points) {
    EXPECT_NEAR(p.x, 0.3, 1e-12);
    EXPECT_LE(std::abs(p.z), 0.4 + 1e-9);
    EXPECT_LE(std::abs(p.y), 1 + 1e-9);
    top = std::max(top, p.y);
    wide = std::max(wide, p.z);
  }
  EXPECT_NEAR(top, 1, 1e-9);
  EXPECT_NEAR(wide, 0.4, 1e-9);
  // Missing it: none.
  EXPECT_EQ(plane_section(Plane<double>{{0, 1, 0}, 1.5}, c, 64).form, SectionForm::none);
}

// The file's cylinder: its rotation in any written form turns its own y; the form is kept.
TEST(CylinderQueries, AFileCylinderTurnsItsOwnYAndKeepsItsForm) {
  const SceneLoad s = parse_scene(R"({"format": "collision-lab-scene", "version": 1, "objects": [
      {"id": "c", "kind": "cylinder", "center": [1, 2, 3], "half_height": 2, "radius": 0.5,
       "rotation": {"axis": [0, 0, 1], "angle_deg": 90}}]})");
  ASSERT_TRUE(s.ok()) << s.error->message;
  const Shape<double> shape = to_shape<double>(s.scene->objects[0].desc);
  const auto* c = std::get_if<Cylinder<double>>(&shape);
  ASSERT_NE(c, nullptr);
  // 90° about z takes y to −x.
  EXPECT_NEAR(c->axes[1].x, -1, 1e-12);
  EXPECT_NEAR(c->axes[1].y, 0, 1e-12);
  EXPECT_EQ(s.scene->objects[0].rotation_form, RotationForm::axis_angle);
  const SceneText text = format_scene(*s.scene);
  ASSERT_FALSE(text.error);
  EXPECT_NE(text.text.find("\"axis\""), std::string::npos) << text.text;
  EXPECT_NE(text.text.find("\"half_height\": 2"), std::string::npos) << text.text;
  // Its bounds: h = 2 along x (its axis), r = 0.5 across.
  const ObjectDesc& d = s.scene->objects[0].desc;
  const std::optional<Aabb<double>> b = descriptor_of(d).bounds(d);
  ASSERT_TRUE(b);
  EXPECT_NEAR(b->min.x, -1, 1e-12);
  EXPECT_NEAR(b->max.x, 3, 1e-12);
  EXPECT_NEAR(b->min.y, 1.5, 1e-12);
  EXPECT_NEAR(b->max.z, 3.5, 1e-12);
}

}  // namespace
}  // namespace collide
