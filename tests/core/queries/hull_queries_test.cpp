// What the queries ask of a hull (core/queries/hull_queries.hpp): its support against the
// brute-force maximum over its points, its extent along a plane against hand-worked cubes, and
// its ray test against the slab test of the same cube (ray_aabb) and hand-worked rays.
#include <algorithm>
#include <array>
#include <cmath>
#include <random>
#include <vector>

#include <gtest/gtest.h>
#include <glm/geometric.hpp>

#include "core/queries/hull_queries.hpp"
#include "core/queries/pair_test.hpp"
#include "core/queries/plane_section.hpp"
#include "core/queries/ray_queries.hpp"
#include "tests/support/scalars.hpp"

namespace collide {
namespace {

using V = Vec3<double>;

// The cube [−1, 1]³ as a hull of its corners and a point inside.
std::shared_ptr<const HullData> unit_cube() {
  std::vector<V> p{V(0.1, 0.2, 0.3)};
  for (int i = 0; i < 8; ++i)
    p.emplace_back(i & 1 ? 1 : -1, i & 2 ? 1 : -1, i & 4 ? 1 : -1);
  return build_convex_hull(p).hull;
}

template <class T>
class HullQueriesTest : public ::testing::Test {};
TYPED_TEST_SUITE(HullQueriesTest, test::Scalars);

TYPED_TEST(HullQueriesTest, TheSupportIsTheFurthestPointOfTheSet) {
  using T = TypeParam;
  std::mt19937_64 rng(3838);
  std::uniform_real_distribution<double> u(-1, 1);
  for (int run = 0; run < 100; ++run) {
    std::vector<V> points(40);
    for (V& p : points)
      p = V(u(rng), 3 * u(rng), 0.5 * u(rng)) + V(5, -2, 7);
    const HullBuild b = build_convex_hull(points);
    ASSERT_TRUE(b.hull) << b.message;
    for (int k = 0; k < 50; ++k) {
      const Vec3<T> d(T(u(rng)), T(u(rng)), T(u(rng)));
      // Brute force over every point (interior ones included), rounded to T as the hull's are.
      T best = -std::numeric_limits<T>::infinity();
      for (const V& p : points)
        best = std::max(best, glm::dot(Vec3<T>(p), d));
      const Vec3<T> s = hull_support(*b.hull, d);
      EXPECT_EQ(glm::dot(s, d), best);
      EXPECT_EQ(s, hull_vertices<T>(*b.hull)[hull_support_index(*b.hull, d)]);
    }
  }
  // d = 0: every point ties, and the first vertex is the answer.
  const auto cube = unit_cube();
  EXPECT_EQ(hull_support(*cube, Vec3<T>(0)), hull_vertices<T>(*cube)[0]);
  // Along (1, 1, 1) the corner (1, 1, 1) alone; along x a tie among the face's four corners.
  EXPECT_EQ(hull_support(*cube, Vec3<T>(1, 1, 1)), Vec3<T>(1, 1, 1));
  EXPECT_EQ(hull_support(*cube, Vec3<T>(1, 0, 0)).x, T(1));
}

TYPED_TEST(HullQueriesTest, ACubeAgainstPlanesByItsExtentAlongTheNormal) {
  using T = TypeParam;
  const auto cube = unit_cube();
  // y = 1: the top face lies on it, extent [−2, 0]: touching counts (straddling).
  HullPlaneSide<T> r = hull_plane_side(*cube, Plane<T>{{0, 1, 0}, T(1)});
  EXPECT_TRUE(r.intersects);
  EXPECT_EQ(r.lowest, T(-2));
  EXPECT_EQ(r.highest, T(0));
  EXPECT_EQ(hull_vertices<T>(*cube)[r.highest_vertex].y, T(1));
  // y = 1.5: every vertex 0.5 to 2.5 behind it.
  r = hull_plane_side(*cube, Plane<T>{{0, 1, 0}, T(1.5)});
  EXPECT_EQ(r.side, PlaneSide::back);
  EXPECT_FALSE(r.intersects);
  EXPECT_EQ(r.highest, T(-0.5));
  // n = (1, 1, 1)/√3, d = −√3 − 0.25: the corner (−1, −1, −1) at −√3 is 0.25 in front.
  const T s = T(1) / std::sqrt(T(3));
  r = hull_plane_side(*cube, Plane<T>{{s, s, s}, -std::sqrt(T(3)) - T(0.25)});
  EXPECT_EQ(r.side, PlaneSide::front);
  EXPECT_NEAR(r.lowest, T(0.25), T(1e-6));
  EXPECT_EQ(hull_vertices<T>(*cube)[r.lowest_vertex], Vec3<T>(-1, -1, -1));
  // A plane that is no plane is the plane's problem (operand b).
  r = hull_plane_side(*cube, Plane<T>{{0, 0, 0}, T(0)});
  EXPECT_EQ(r.input.problem, Problem::zero_normal);
  EXPECT_EQ(r.input.operand, Operand::b);
}

// Found by the FCL comparison (hull_fcl_test.cpp): the band was once taken from the vertices'
// whole size |x|₁, so a wide flat hull 1e-5 above a plane was "touching" in float. The band is
// 16 ulps of the numbers dist(x) = n·x − d sums, Σ|nᵢ·xᵢ| + |d|: here n = y, |y| <= 2 and d ≈ 1,
// 1.9e-6·3 = 5.7e-6 < 1e-5, whatever the hull's width along x and z (±3).
TYPED_TEST(HullQueriesTest, AWideHullJustAboveAPlaneIsApartWhateverItsWidth) {
  using T = TypeParam;
  std::vector<V> p;
  for (int i = 0; i < 8; ++i)
    p.emplace_back(i & 1 ? 3 : -3, i & 2 ? 2 : 1, i & 4 ? 3 : -3);
  const auto hull = build_convex_hull(p).hull;
  ASSERT_TRUE(hull);
  const HullPlaneSide<T> r = hull_plane_side(*hull, Plane<T>{{0, 1, 0}, T(1 - 1e-5)});
  EXPECT_EQ(r.side, PlaneSide::front);
  EXPECT_NEAR(r.lowest, T(1e-5), T(1e-7));
  EXPECT_LT(r.band, T(1e-5));
}

TEST(HullRay, HandWorkedRaysAgainstACube) {
  const auto cube = unit_cube();
  // From x = −5 along +x: enters the face x = −1 at t = 4, leaves x = 1 at t = 6.
  auto h = ray_convex_hull(Ray<double>{{-5, 0.5, 0.5}, {1, 0, 0}}, *cube);
  ASSERT_TRUE(h);
  EXPECT_DOUBLE_EQ(h->t, 4);
  EXPECT_DOUBLE_EQ(h->t_exit, 6);
  EXPECT_FALSE(h->starts_inside);
  EXPECT_EQ(h->point, V(-1, 0.5, 0.5));
  // From inside: t = 0, leaving at the face x = 1 two units on.
  h = ray_convex_hull(Ray<double>{{-1, 0, 0}, {1, 0, 0}}, *cube);
  ASSERT_TRUE(h);
  EXPECT_TRUE(h->starts_inside);
  EXPECT_EQ(h->t, 0);
  // Along the top face y = 1 (parallel to it, on its plane): closed, so a hit.
  EXPECT_TRUE(ray_convex_hull(Ray<double>{{-5, 1, 0}, {1, 0, 0}}, *cube));
  // Just above it, and pointing away: misses.
  EXPECT_FALSE(ray_convex_hull(Ray<double>{{-5, 1 + 1e-9, 0}, {1, 0, 0}}, *cube));
  EXPECT_FALSE(ray_convex_hull(Ray<double>{{-5, 0, 0}, {-1, 0, 0}}, *cube));
  // Through the edge x = y = 1 diagonally: touches it at t = 1.
  h = ray_convex_hull(Ray<double>{{2, 0, 0}, {-1, 1, 0}}, *cube);
  ASSERT_TRUE(h);
  EXPECT_DOUBLE_EQ(h->t, 1);
  EXPECT_DOUBLE_EQ(h->t_exit, 1);
  EXPECT_FALSE(ray_convex_hull(Ray<double>{{0, 0, 0}, {std::nan(""), 0, 0}}, *cube));
}

// A sliver 1e-6 thick, scaled to 16 across: its faces tilt from one another by 1e-6, so each
// face's plane, within float's band, reaches far beyond the hull. A ray starting in its plane 15
// away and leaving met it in float (the fuzzer: "witness of an intersection is outside operand
// b"); the hit inside the band now needs its entry point within the band of the hull itself.
TEST(HullRay, ASliversFacePlanesDoNotReachBeyondIt) {
  const std::vector<Vec3<double>> points{
      {0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 1e-6}, {0.5, 0.5, -1e-6}};
  const HullBuild sliver = build_convex_hull(points);
  ASSERT_TRUE(sliver.hull) << sliver.message;
  const auto check = [&]<class T>(T) {
    const ConvexHull<T> h{sliver.hull.get(), Vec3<T>(0, -16, -16), T(16)};
    // In the sliver's plane, 15 to the side of it, going away: a miss by 15 at least.
    const PairResult<T> away =
        pair_test(Shape<T>(Ray<T>{{-15, 15, -16}, {-14, -16, -16}}), Shape<T>(h));
    EXPECT_FALSE(away.intersects()) << sizeof(T);
    // Along its plane, 0.5 beside its edge (the nearly parallel faces' band was 31 in t).
    const ConvexHull<T> beside{sliver.hull.get(), Vec3<T>(0, 0.5, 0), T(16)};
    EXPECT_FALSE(pair_test(Shape<T>(Ray<T>{{-3, 0, 0}, {1, 0, 0}}), Shape<T>(beside)).intersects())
        << sizeof(T);
    // Through its middle, across: a hit, in both precisions.
    const PairResult<T> across = pair_test(Shape<T>(Ray<T>{{8, -8, -10}, {0, 0, -1}}), Shape<T>(h));
    EXPECT_TRUE(across.intersects()) << sizeof(T);
  };
  check(0.0f);
  check(0.0);
}

TEST(HullRay, RandomRaysAgreeWithTheSlabTestOfTheSameBox) {
  // A box [lo, hi] as the hull of its corners: the face clipping must give the slabs' interval.
  std::mt19937_64 rng(380);
  std::uniform_real_distribution<double> u(-1, 1);
  for (int run = 0; run < 200; ++run) {
    const V lo(u(rng), u(rng), u(rng)), hi = lo + V(0.1 + u(rng) + 1, 2 + u(rng), 1.5 + u(rng));
    std::vector<V> corners;
    for (int i = 0; i < 8; ++i)
      corners.emplace_back(i & 1 ? hi.x : lo.x, i & 2 ? hi.y : lo.y, i & 4 ? hi.z : lo.z);
    const auto hull = build_convex_hull(corners).hull;
    ASSERT_TRUE(hull);
    for (int k = 0; k < 50; ++k) {
      const Ray<double> ray{{3 * u(rng), 3 * u(rng), 3 * u(rng)}, {u(rng), u(rng), u(rng)}};
      const auto ours = ray_convex_hull(ray, *hull);
      const auto slabs = ray_aabb(ray, Aabb<double>{lo, hi});
      ASSERT_EQ(ours.has_value(), slabs.has_value()) << run << " " << k;
      if (!ours) continue;
      EXPECT_NEAR(ours->t, slabs->t, 1e-12);
      EXPECT_NEAR(ours->t_exit, slabs->t_exit, 1e-12);
      EXPECT_EQ(ours->starts_inside, slabs->starts_inside);
    }
  }
}

// Plane sections of the cube [−1, 1]³, hand-worked: x + y + z = 0 crosses the six edges from a
// corner of coordinate sum −1 to one of sum 1 at their middles, the regular hexagon of the
// permutations of (1, −1, 0), side √2; y = 0.5 gives the square (±1, 0.5, ±1); x + y + z = 3
// touches the corner (1, 1, 1) alone; x + y + z = 2√3 misses the cube.
TEST(HullSection, TheCubesHexagonSquareCornerAndNothing) {
  const auto cube = unit_cube();
  const double s = 1 / std::sqrt(3.0);
  std::vector<V> hexagon = hull_section(Plane<double>{{s, s, s}, 0}, *cube);
  ASSERT_EQ(hexagon.size(), 6u);
  for (const V& p : hexagon) {
    EXPECT_NEAR(p.x + p.y + p.z, 0, 1e-15);
    std::array<double, 3> c{p.x, p.y, p.z};
    std::sort(c.begin(), c.end());
    EXPECT_NEAR(c[0], -1, 1e-15);
    EXPECT_NEAR(c[1], 0, 1e-15);
    EXPECT_NEAR(c[2], 1, 1e-15);
  }
  // In order around n: consecutive points are one hexagon side, √2, apart.
  for (std::size_t k = 0; k < 6; ++k)
    EXPECT_NEAR(glm::length(hexagon[k] - hexagon[(k + 1) % 6]), std::sqrt(2.0), 1e-14);
  const std::vector<V> square = hull_section(Plane<double>{{0, 1, 0}, 0.5}, *cube);
  ASSERT_EQ(square.size(), 4u);
  for (const V& p : square) {
    EXPECT_EQ(p.y, 0.5);
    EXPECT_EQ(std::abs(p.x), 1);
    EXPECT_EQ(std::abs(p.z), 1);
  }
  const std::vector<V> corner = hull_section(Plane<double>{{s, s, s}, 3 * s}, *cube);
  ASSERT_EQ(corner.size(), 1u);
  EXPECT_NEAR(glm::length(corner[0] - V(1, 1, 1)), 0, 1e-15);
  EXPECT_TRUE(hull_section(Plane<double>{{s, s, s}, 2}, *cube).empty());
}

// Random hulls and planes: every section point lies on the plane and in the hull, and the
// section is empty exactly when the vertices' signed distances all have one sign.
TEST(HullSection, RandomSectionsLieOnThePlaneInsideTheHull) {
  std::mt19937_64 rng(3803);
  std::uniform_real_distribution<double> u(-1, 1);
  for (int run = 0; run < 300; ++run) {
    std::vector<V> points(25);
    for (V& p : points)
      p = V(u(rng), u(rng), u(rng));
    const auto hull = build_convex_hull(points).hull;
    ASSERT_TRUE(hull);
    const V n = glm::normalize(V(u(rng), u(rng), u(rng)));
    const Plane<double> plane{n, 1.2 * u(rng)};
    const std::vector<V> section = hull_section(plane, *hull);
    double lo = 1e300, hi = -1e300;
    for (const V& v : hull->vertices) {
      lo = std::min(lo, glm::dot(n, v) - plane.d);
      hi = std::max(hi, glm::dot(n, v) - plane.d);
    }
    EXPECT_EQ(section.empty(), lo > 0 || hi < 0) << run;
    for (const V& p : section) {
      EXPECT_NEAR(glm::dot(n, p), plane.d, 1e-14);
      for (const HullFace& f : hull->faces)
        EXPECT_LE(glm::dot(f.normal, p), f.offset + 1e-14);
    }
  }
}

}  // namespace
}  // namespace collide
