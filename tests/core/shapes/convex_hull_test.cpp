// The hull Qhull builds (core/shapes/convex_hull.hpp): hand-worked polyhedra (a cube with points
// inside and on its faces, a tetrahedron), every refusal with its reason, and random clouds
// checked against brute force (every point inside every face; Euler's formula; outward loops).
#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include <gtest/gtest.h>
#include <glm/geometric.hpp>

#include "core/shapes/convex_hull.hpp"

namespace collide {
namespace {

using V = Vec3<double>;

std::vector<V> cube_with_clutter() {
  std::vector<V> p;
  for (int i = 0; i < 8; ++i)
    p.emplace_back(i & 1 ? 1 : -1, i & 2 ? 1 : -1, i & 4 ? 1 : -1);
  // Inside, and at the middle of a face and of an edge: none is a vertex of the hull.
  p.insert(p.end(), {V(0, 0, 0), V(0.5, -0.25, 0.1), V(1, 0, 0), V(0, -1, 0), V(1, 1, 0)});
  return p;
}

// Every face's loop turns counter-clockwise about its outward normal, lies on its plane, and no
// vertex of the hull is outside that plane.
void expect_consistent(const HullData& h, double eps) {
  for (const HullFace& f : h.faces) {
    ASSERT_GE(f.count, 3u);
    EXPECT_NEAR(glm::length(f.normal), 1.0, 1e-12);
    const auto loop = h.face_loop(f);
    V area(0);
    for (std::size_t k = 0; k < loop.size(); ++k) {
      const V& a = h.vertices[loop[k]];
      const V& b = h.vertices[loop[(k + 1) % loop.size()]];
      area += glm::cross(a, b);
      EXPECT_NEAR(glm::dot(f.normal, a), f.offset, eps);
    }
    EXPECT_GT(glm::dot(area, f.normal), 0) << "the loop turns clockwise seen from outside";
    for (const V& v : h.vertices)
      EXPECT_LE(glm::dot(f.normal, v), f.offset + eps);
  }
}

TEST(ConvexHull, ACubeWithPointsInsideAndOnItsFacesHasEightVerticesAndSixSquareFaces) {
  const std::vector<V> points = cube_with_clutter();
  const HullBuild b = build_convex_hull(points);
  ASSERT_EQ(b.refusal, HullRefusal::none) << b.message;
  const HullData& h = *b.hull;
  EXPECT_EQ(h.points.size(), points.size());
  ASSERT_EQ(h.vertices.size(), 8u);
  for (std::size_t i = 0; i < h.vertices.size(); ++i) {
    EXPECT_LT(h.vertex_points[i], 8u) << "only the corners are vertices";
    EXPECT_EQ(h.vertices[i], points[h.vertex_points[i]]);
    EXPECT_EQ(V(h.vertices_float[i]), h.vertices[i]);  // ±1 is exact in float
  }
  // The coplanar triangles Qhull finds are merged: 6 squares, each x = ±1, y = ±1 or z = ±1.
  ASSERT_EQ(h.faces.size(), 6u);
  int seen[3][2] = {};
  for (const HullFace& f : h.faces) {
    EXPECT_EQ(f.count, 4u);
    EXPECT_NEAR(f.offset, 1.0, 1e-12);
    for (int axis = 0; axis < 3; ++axis)
      if (std::abs(f.normal[axis]) > 0.999) ++seen[axis][f.normal[axis] > 0];
  }
  for (int axis = 0; axis < 3; ++axis)
    EXPECT_TRUE(seen[axis][0] == 1 && seen[axis][1] == 1);
  EXPECT_EQ(h.edge_count(), 12u);
  // The mean of the 13 points: (0.5 + 1 + 1, −0.25 − 1 + 1, 0.1) / 13.
  EXPECT_NEAR(h.centroid.x, 2.5 / 13, 1e-15);
  EXPECT_NEAR(h.centroid.y, -0.25 / 13, 1e-15);
  EXPECT_NEAR(h.centroid.z, 0.1 / 13, 1e-15);
  expect_consistent(h, 1e-12);
}

TEST(ConvexHull, TheCornerTetrahedronsSlantedFaceIsXPlusYPlusZEqualsOne) {
  const std::vector<V> points{V(0, 0, 0), V(1, 0, 0), V(0, 1, 0), V(0, 0, 1)};
  const HullBuild b = build_convex_hull(points);
  ASSERT_EQ(b.refusal, HullRefusal::none) << b.message;
  ASSERT_EQ(b.hull->faces.size(), 4u);
  ASSERT_EQ(b.hull->vertices.size(), 4u);
  int slanted = 0;
  for (const HullFace& f : b.hull->faces) {
    EXPECT_EQ(f.count, 3u);
    if (f.normal.x > 0.5) {
      ++slanted;
      const double s = 1 / std::sqrt(3.0);  // n = (1, 1, 1)/√3, offset = n·(1, 0, 0)
      EXPECT_NEAR(f.normal.y, s, 1e-15);
      EXPECT_NEAR(f.normal.z, s, 1e-15);
      EXPECT_NEAR(f.offset, s, 1e-15);
    } else {
      EXPECT_NEAR(f.offset, 0, 1e-15);  // the three faces through the origin
    }
  }
  EXPECT_EQ(slanted, 1);
  expect_consistent(*b.hull, 1e-15);
}

struct Refused {
  std::vector<V> points;
  HullRefusal reason;
};

TEST(ConvexHull, DegeneratePointSetsAreRefusedWithTheirReason) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<V> too_many(kHullMaxPoints + 1);
  for (std::size_t i = 0; i < too_many.size(); ++i)
    too_many[i] = V(std::cos(i * 0.1), std::sin(i * 0.37), std::cos(i * 0.73 + 0.2));
  const std::vector<Refused> cases{
      {{V(0, 0, 0), V(1, 0, 0), V(0, 1, 0)}, HullRefusal::too_few_points},
      {{}, HullRefusal::too_few_points},
      {too_many, HullRefusal::too_many_points},
      {{V(0, 0, 0), V(1, 0, 0), V(0, nan, 0), V(0, 0, 1)}, HullRefusal::non_finite},
      {{V(0, 0, 0), V(1, 0, 0), V(0, 1, 0), V(0, 0, -inf)}, HullRefusal::non_finite},
      {{V(2, 3, 4), V(2, 3, 4), V(2, 3, 4), V(2, 3, 4), V(2, 3, 4)}, HullRefusal::coincident},
      {{V(0, 0, 0), V(1, 1, 1), V(2, 2, 2), V(-3, -3, -3)}, HullRefusal::collinear},
      // On the plane z = 1 (a square with its centre, and a point inside it).
      {{V(0, 0, 1), V(1, 0, 1), V(1, 1, 1), V(0, 1, 1), V(0.5, 0.5, 1)}, HullRefusal::coplanar},
      // A tilted plane x + y + z = 1, thinner than kHullFlatness by a factor 10.
      {{V(1, 0, 0), V(0, 1, 0), V(0, 0, 1), V(1.0 / 3, 1.0 / 3, 1.0 / 3 + 1e-10)},
       HullRefusal::coplanar},
  };
  for (const Refused& c : cases) {
    const HullBuild b = build_convex_hull(c.points);
    EXPECT_EQ(b.refusal, c.reason) << b.message;
    EXPECT_EQ(b.hull, nullptr);
    EXPECT_EQ(b.message.rfind(std::string(describe(c.reason)), 0), 0u) << b.message;
  }
  EXPECT_EQ(build_convex_hull(cases[3].points).point, 2u);  // the NaN's index
  EXPECT_EQ(build_convex_hull(cases[4].points).point, 3u);
  // Just thicker than the limit, it is a hull.
  const std::vector<V> thin{V(0, 0, 0), V(1, 0, 0), V(0, 1, 0), V(0.25, 0.25, 1e-7)};
  EXPECT_EQ(build_convex_hull(thin).refusal, HullRefusal::none);
}

// Random clouds, against brute force: every point is inside every face's plane (the hull holds
// the set), every vertex is one of the points, and the faces close up (V − E + F = 2 with E half
// the sum of the loops' lengths: each edge borders two faces).
TEST(ConvexHull, RandomCloudsAreHeldByTheirHullAndItsFacesCloseUp) {
  std::mt19937_64 rng(38);
  std::uniform_real_distribution<double> u(-1, 1);
  std::uniform_int_distribution<int> count(4, 300);
  for (int run = 0; run < 300; ++run) {
    const V scale(std::exp(3 * u(rng)), std::exp(3 * u(rng)), std::exp(3 * u(rng)));
    const V offset(100 * u(rng), 100 * u(rng), 100 * u(rng));
    std::vector<V> points(static_cast<std::size_t>(count(rng)));
    for (V& p : points)
      p = offset + scale * V(u(rng), u(rng), u(rng));
    const HullBuild b = build_convex_hull(points);
    ASSERT_EQ(b.refusal, HullRefusal::none) << b.message;
    const HullData& h = *b.hull;
    const double size = 2 * glm::length(scale) + glm::length(offset);
    const double eps = 1e-12 * size;
    for (const HullFace& f : h.faces)
      for (const V& p : points)
        ASSERT_LE(glm::dot(f.normal, p), f.offset + eps) << run;
    for (std::size_t i = 0; i < h.vertices.size(); ++i)
      ASSERT_EQ(h.vertices[i], points[h.vertex_points[i]]);
    std::size_t loop_lengths = 0;
    for (const HullFace& f : h.faces)
      loop_lengths += f.count;
    ASSERT_EQ(loop_lengths % 2, 0u);
    EXPECT_EQ(h.vertices.size() + h.faces.size(), loop_lengths / 2 + 2) << run;
    expect_consistent(h, eps);
  }
}

// Nearly flat sets, far from the origin: thickness 10^u of the set's size, u in [−8.5, −1],
// centred up to 1e4 away. Qhull must build each (they are thicker than kHullFlatness), never stop
// with an error, and the hull must hold every point to within rounding of the coordinates.
TEST(ConvexHull, NearlyFlatSetsFarFromTheOriginStillBuild) {
  std::mt19937_64 rng(3801);
  std::uniform_real_distribution<double> u(-1, 1);
  for (int run = 0; run < 300; ++run) {
    const double thickness = std::pow(10.0, -4.75 + 3.75 * u(rng));
    const V centre = 1e4 * V(u(rng), u(rng), u(rng));
    const V e1 = glm::normalize(V(u(rng), u(rng), u(rng)));
    const V e2 = glm::normalize(glm::cross(e1, V(u(rng), u(rng), u(rng))));
    const V e3 = glm::cross(e1, e2);
    std::vector<V> points(20);
    for (V& p : points)
      p = centre + u(rng) * e1 + u(rng) * e2 + thickness * u(rng) * e3;
    const HullBuild b = build_convex_hull(points);
    ASSERT_EQ(b.refusal, HullRefusal::none) << "thickness " << thickness << ": " << b.message;
    const double eps = 64 * std::numeric_limits<double>::epsilon() * 2e4;
    for (const HullFace& f : b.hull->faces)
      for (const V& p : points)
        ASSERT_LE(glm::dot(f.normal, p), f.offset + eps) << run;
  }
}

// Turned, scaled and moved, a hull is the hull Qhull builds from the mapped points: the same
// vertices (by point index) and, face for face, the same plane (normal and offset to rounding).
TEST(ConvexHull, ATransformedHullIsTheHullOfTheTransformedPoints) {
  std::mt19937_64 rng(3802);
  std::uniform_real_distribution<double> u(-1, 1);
  for (int run = 0; run < 100; ++run) {
    std::vector<V> points(30);
    for (V& p : points)
      p = V(u(rng), 2 * u(rng), 0.5 * u(rng)) + V(3, 0, -1);
    const auto hull = build_convex_hull(points).hull;
    ASSERT_TRUE(hull);
    const Quat<double> q = glm::normalize(Quat<double>(u(rng), u(rng), u(rng), u(rng)));
    const double scale = std::exp(2 * u(rng));
    const V move = 10.0 * V(u(rng), u(rng), u(rng));
    const HullBuild moved = transformed(*hull, move, q, scale);
    ASSERT_EQ(moved.refusal, HullRefusal::none) << moved.message;
    std::vector<V> mapped;
    for (const V& p : points)
      mapped.push_back(hull->centroid + scale * (q * (p - hull->centroid)) + move);
    const auto rebuilt = build_convex_hull(mapped).hull;
    ASSERT_TRUE(rebuilt);
    const double eps = 1e-12 * (scale * 3 + 20);
    EXPECT_NEAR(glm::length(moved.hull->centroid - (hull->centroid + move)), 0, eps);
    ASSERT_EQ(moved.hull->faces.size(), rebuilt->faces.size());
    std::vector<std::uint32_t> a = moved.hull->vertex_points, b = rebuilt->vertex_points;
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    EXPECT_EQ(a, b);
    for (const HullFace& f : moved.hull->faces) {
      bool found = false;
      for (const HullFace& g : rebuilt->faces)
        found = found || (glm::length(f.normal - g.normal) < 1e-9 &&
                          std::abs(f.offset - g.offset) < 1e-9 * (1 + std::abs(g.offset)));
      EXPECT_TRUE(found) << run;
    }
    expect_consistent(*moved.hull, eps);
  }
  // A scale that is not > 0, or a NaN, is refused.
  const auto cube = build_convex_hull(cube_with_clutter()).hull;
  EXPECT_EQ(transformed(*cube, V(0), Quat<double>(1, 0, 0, 0), 0).refusal,
            HullRefusal::bad_transform);
  EXPECT_EQ(transformed(*cube, V(0), Quat<double>(1, 0, 0, 0), -2).refusal,
            HullRefusal::bad_transform);
  EXPECT_EQ(transformed(*cube, V(std::nan(""), 0, 0)).refusal, HullRefusal::bad_transform);
  // Moved only: every point by exactly the move (hand-worked: the cube's corner (1, 1, 1)).
  const auto shifted = transformed(*cube, V(0.5, 0, -2)).hull;
  EXPECT_EQ(shifted->points[7], V(1.5, 1, -1));
}

}  // namespace
}  // namespace collide
