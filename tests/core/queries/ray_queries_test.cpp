#include "core/queries/ray_queries.hpp"

#include <cmath>
#include <random>

#include <gtest/gtest.h>
#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

namespace collide {
namespace {

using V = Vec3<double>;

Ray<double> ray(V o, V d) {
  return {o, d};
}

// ---- sphere ----
TEST(RaySphere, HitFromOutsideIsTheNearSurface) {
  // Along x from −5 at a unit sphere: enters at x = −1 (t = 4), leaves at x = 1 (t = 6).
  auto h = ray_sphere(ray({-5, 0, 0}, {1, 0, 0}), {{0, 0, 0}, 1});
  ASSERT_TRUE(h);
  EXPECT_EQ(h->t, 4.0);
  EXPECT_EQ(h->t_exit, 6.0);
  EXPECT_EQ(h->point, V(-1, 0, 0));
  EXPECT_FALSE(h->starts_inside);
}
TEST(RaySphere, NonUnitDirectionScalesT) {
  auto h = ray_sphere(ray({-5, 0, 0}, {2, 0, 0}), {{0, 0, 0}, 1});
  ASSERT_TRUE(h);
  EXPECT_EQ(h->t, 2.0);
  EXPECT_EQ(h->point, V(-1, 0, 0));
}
TEST(RaySphere, MissBehindAndBeside) {
  EXPECT_FALSE(ray_sphere(ray({-5, 0, 0}, {-1, 0, 0}), {{0, 0, 0}, 1}));  // pointing away
  EXPECT_FALSE(ray_sphere(ray({-5, 1.0001, 0}, {1, 0, 0}), {{0, 0, 0}, 1}));
}
TEST(RaySphere, GrazingIsAHit) {
  // Tangent at (0, 1, 0): closed sets, touching counts.
  auto h = ray_sphere(ray({-5, 1, 0}, {1, 0, 0}), {{0, 0, 0}, 1});
  ASSERT_TRUE(h);
  EXPECT_EQ(h->t, 5.0);
  EXPECT_EQ(h->point, V(0, 1, 0));
}
TEST(RaySphere, StartingInsideHitsAtZero) {
  auto h = ray_sphere(ray({0.5, 0, 0}, {1, 0, 0}), {{0, 0, 0}, 1});
  ASSERT_TRUE(h);
  EXPECT_TRUE(h->starts_inside);
  EXPECT_EQ(h->t, 0.0);
  EXPECT_EQ(h->t_exit, 0.5);
}
TEST(RaySphere, FarFromTheOriginStaysExact) {
  // The same hit shifted by 1e7: closest-approach form keeps it exact (b² − ac would not).
  const V s(1e7, -1e7, 1e7);
  auto h = ray_sphere(ray(s + V(-5, 0.6, 0), {1, 0, 0}), {s, 1});
  ASSERT_TRUE(h);
  EXPECT_NEAR(h->t, 4.2, 1e-9);  // x = −0.8 on the circle of radius 1 at y = 0.6
}

// ---- AABB ----
TEST(RayAabb, HitNearFaceAndExit) {
  const Aabb<double> b{{-1, -2, -3}, {1, 2, 3}};
  auto h = ray_aabb(ray({0, 0, -10}, {0, 0, 1}), b);
  ASSERT_TRUE(h);
  EXPECT_EQ(h->t, 7.0);
  EXPECT_EQ(h->t_exit, 13.0);
  EXPECT_EQ(h->point, V(0, 0, -3));
}
TEST(RayAabb, DiagonalThroughACorner) {
  // From (−2,−2,−2) along (1,1,1): the corner (−1,−1,−1) at t = 1.
  auto h = ray_aabb(ray({-2, -2, -2}, {1, 1, 1}), {{-1, -1, -1}, {1, 1, 1}});
  ASSERT_TRUE(h);
  EXPECT_EQ(h->t, 1.0);
  EXPECT_EQ(h->t_exit, 3.0);
}
TEST(RayAabb, ParallelInsideAndOutsideASlab) {
  const Aabb<double> b{{-1, -1, -1}, {1, 1, 1}};
  EXPECT_TRUE(ray_aabb(ray({-5, 0.5, 0}, {1, 0, 0}), b));
  EXPECT_FALSE(ray_aabb(ray({-5, 1.5, 0}, {1, 0, 0}), b));
  // Grazing: running exactly along the top face is inside the closed box.
  auto g = ray_aabb(ray({-5, 1, 1}, {1, 0, 0}), b);
  ASSERT_TRUE(g);
  EXPECT_EQ(g->t, 4.0);
}
TEST(RayAabb, MissesAndInside) {
  const Aabb<double> b{{-1, -1, -1}, {1, 1, 1}};
  EXPECT_FALSE(ray_aabb(ray({-5, 0, 0}, {-1, 0, 0}), b));
  EXPECT_FALSE(ray_aabb(ray({-5, 0, 0}, {1, 1, 0}), b));  // passes (−1, 4, 0): above
  auto in = ray_aabb(ray({0, 0, 0}, {0, 1, 0}), b);
  ASSERT_TRUE(in);
  EXPECT_TRUE(in->starts_inside);
  EXPECT_EQ(in->t, 0.0);
  EXPECT_EQ(in->t_exit, 1.0);
}

// ---- OBB ----
TEST(RayObb, TurnedBoxIsHitOnItsTurnedFace) {
  // A cube of half 1 turned 45° about z: its corner points along +x at x = √2.
  const auto q = glm::angleAxis(glm::radians(45.0), V(0, 0, 1));
  const auto box = Obb<double>::from_rotation({0, 0, 0}, {1, 1, 1}, q);
  auto h = ray_obb(ray({10, 0, 0}, {-1, 0, 0}), box);
  ASSERT_TRUE(h);
  EXPECT_NEAR(h->t, 10 - std::sqrt(2.0), 1e-12);
  // Beside the corner it misses, though the AABB of the turned box would hit.
  // The cross-section is the diamond |x| + |y| <= √2: y = 1.4 hits, y = 1.45 misses.
  EXPECT_TRUE(ray_obb(ray({10, 1.4, 0}, {-1, 0, 0}), box));
  EXPECT_FALSE(ray_obb(ray({10, 1.45, 0}, {-1, 0, 0}), box));
  EXPECT_TRUE(ray_aabb(ray({10, 1.45, 0}, {-1, 0, 0}), {{-1.5, -1.5, -1}, {1.5, 1.5, 1}}));
}
TEST(RayObb, AgreesWithAabbWhenAxisAligned) {
  std::mt19937_64 rng(11);
  std::uniform_real_distribution<double> u(-4, 4);
  for (int i = 0; i < 2000; ++i) {
    const V c(u(rng), u(rng), u(rng)), h(std::abs(u(rng)) + 0.1, std::abs(u(rng)) + 0.1, 1);
    const Ray<double> r = ray({u(rng), u(rng), u(rng)}, {u(rng), u(rng), u(rng)});
    const auto a = ray_aabb(r, Aabb<double>::from_center_half(c, h));
    const auto o = ray_obb(r, Obb<double>{c, {V(1, 0, 0), V(0, 1, 0), V(0, 0, 1)}, h});
    ASSERT_EQ(bool(a), bool(o)) << i;
    if (a) {
      EXPECT_NEAR(a->t, o->t, 1e-9 * (1 + a->t)) << i;
    }
  }
}

// ---- ellipsoid ----
TEST(RayEllipsoid, HitsTheStretchedSurface) {
  const Ellipsoid<double> e{{0, 0, 0}, {V(1, 0, 0), V(0, 1, 0), V(0, 0, 1)}, {3, 1, 0.5}};
  auto along_x = ray_ellipsoid(ray({-10, 0, 0}, {1, 0, 0}), e);
  ASSERT_TRUE(along_x);
  EXPECT_DOUBLE_EQ(along_x->t, 7.0);
  auto along_z = ray_ellipsoid(ray({0, 0, 10}, {0, 0, -1}), e);
  ASSERT_TRUE(along_z);
  EXPECT_DOUBLE_EQ(along_z->t, 9.5);
  // Grazing the top at (0, 1, 0); just above misses.
  EXPECT_TRUE(ray_ellipsoid(ray({0, 1, -10}, {0, 0, 1}), e));
  EXPECT_FALSE(ray_ellipsoid(ray({0, 1.001, -10}, {0, 0, 1}), e));
  auto inside = ray_ellipsoid(ray({1, 0, 0}, {1, 0, 0}), e);
  ASSERT_TRUE(inside);
  EXPECT_TRUE(inside->starts_inside);
  EXPECT_DOUBLE_EQ(inside->t_exit, 2.0);
}
TEST(RayEllipsoid, HitPointIsOnTheSurfaceAndNothingEarlierIsInside) {
  std::mt19937_64 rng(12);
  std::uniform_real_distribution<double> u(-1, 1);
  int hits = 0;
  for (int i = 0; i < 500; ++i) {
    const auto q = glm::normalize(glm::dquat(u(rng), u(rng), u(rng), u(rng)));
    const auto e = Ellipsoid<double>::from_rotation({u(rng), u(rng), u(rng)},
                                                    {1.5 + u(rng), 1 + 0.5 * u(rng), 0.7}, q);
    // Aimed near the centre, so that about half the rays hit.
    const V o = V(u(rng), u(rng), u(rng)) * 6.0;
    const Ray<double> r = ray(o, glm::normalize(e.center + 2.0 * V(u(rng), u(rng), u(rng)) - o));
    auto inside = [&](const V& p) {
      double s = 0;
      for (int k = 0; k < 3; ++k) {
        const double c = glm::dot(p - e.center, e.axes[k]) / e.radii[k];
        s += c * c;
      }
      return s;
    };
    const auto h = ray_ellipsoid(r, e);
    // Sampling: the first sample inside (if any) must be at or after t.
    double first = -1;
    for (int k = 0; k <= 4000 && first < 0; ++k) {
      const double t = k * 0.005;
      if (inside(r.origin + t * r.direction) <= 1) first = t;
    }
    if (first >= 0) {
      ASSERT_TRUE(h) << i;
      EXPECT_LE(h->t, first + 1e-12) << i;
      EXPECT_GE(h->t, first - 0.005) << i;
      ++hits;
    }
    if (h && !h->starts_inside && h->t < 20) {
      EXPECT_NEAR(inside(h->point), 1.0, 1e-9) << i;
    }
  }
  EXPECT_GT(hits, 100);  // the test must see hits to mean anything
}

// ---- plane ----
TEST(RayPlane, HitParallelAndBehind) {
  auto h = ray_plane(ray({0, 5, 0}, {0, -1, 0}), {0, 2, 0}, {0, 1, 0});
  ASSERT_TRUE(h);
  EXPECT_EQ(h->t, 3.0);
  EXPECT_FALSE(ray_plane(ray({0, 5, 0}, {0, 1, 0}), {0, 2, 0}, {0, 1, 0}));
  EXPECT_FALSE(ray_plane(ray({0, 5, 0}, {1, 0, 0}), {0, 2, 0}, {0, 1, 0}));
  auto in = ray_plane(ray({3, 2, 0}, {1, 0, 0}), {0, 2, 0}, {0, 1, 0});  // lies in it
  ASSERT_TRUE(in);
  EXPECT_EQ(in->t, 0.0);
}
TEST(RayPlane, PatchLimitsTheHitToTheDrawnSquare) {
  const PlanePatch p{{0, 0, 0}, {1, 0, 0}, {0, 0, -1}, 1.6};
  auto h = ray_plane_patch(ray({1.5, 4, 0.2}, {0, -1, 0}), p);
  ASSERT_TRUE(h);
  EXPECT_EQ(h->t, 4.0);
  EXPECT_EQ(h->point, V(1.5, 0, 0.2));
  EXPECT_TRUE(ray_plane_patch(ray({1.6, 4, 1.6}, {0, -1, 0}), p));  // the corner: closed
  EXPECT_FALSE(ray_plane_patch(ray({1.7, 4, 0}, {0, -1, 0}), p));   // outside the drawn extent
  // Edge-on, in the plane: clipped against the square; off the plane: parallel miss.
  auto edge_on = ray_plane_patch(ray({-5, 0, 0}, {1, 0, 0}), p);
  ASSERT_TRUE(edge_on);
  EXPECT_NEAR(edge_on->t, 5 - 1.6, 1e-12);
  EXPECT_FALSE(ray_plane_patch(ray({-5, 0.1, 0}, {1, 0, 0}), p));
}

// ---- triangle ----
TEST(RayTriangle, HitsInsideEdgesAndCorners) {
  const Triangle<double> t{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};
  auto h = ray_triangle(ray({1, 1, 5}, {0, 0, -1}), t);
  ASSERT_TRUE(h);
  EXPECT_EQ(h->t, 5.0);
  EXPECT_EQ(h->point, V(1, 1, 0));
  EXPECT_TRUE(ray_triangle(ray({2, 2, 5}, {0, 0, -1}), t));  // on the hypotenuse
  EXPECT_TRUE(ray_triangle(ray({4, 0, 5}, {0, 0, -1}), t));  // a corner
  EXPECT_FALSE(ray_triangle(ray({2.01, 2, 5}, {0, 0, -1}), t));
  EXPECT_FALSE(ray_triangle(ray({1, 1, 5}, {0, 0, 1}), t));  // behind
  // From below (the back face) is a hit too: the triangle is a set, not a one-sided surface.
  EXPECT_TRUE(ray_triangle(ray({1, 1, -5}, {0, 0, 1}), t));
}
TEST(RayTriangle, ParallelInThePlaneIsClippedAndOffThePlaneMisses) {
  const Triangle<double> t{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};
  auto h = ray_triangle(ray({-3, 1, 0}, {1, 0, 0}), t);
  ASSERT_TRUE(h);
  EXPECT_EQ(h->t, 3.0);
  EXPECT_EQ(h->point, V(0, 1, 0));
  auto from_inside = ray_triangle(ray({1, 1, 0}, {1, 0, 0}), t);
  ASSERT_TRUE(from_inside);
  EXPECT_EQ(from_inside->t, 0.0);
  EXPECT_FALSE(ray_triangle(ray({-3, 5, 0}, {1, 0, 0}), t));
  EXPECT_FALSE(ray_triangle(ray({-3, 1, 0.5}, {1, 0, 0}), t));
  EXPECT_FALSE(ray_triangle(ray({0, 0, 1}, {0, 0, -1}), {{0, 0, 0}, {1, 1, 1}, {2, 2, 2}}));
}

// ---- point and segment by radius ----
TEST(RayPoint, WithinTheRadius) {
  auto h = ray_point(ray({0, 0, 0}, {0, 0, -1}), {0.03, 0, -10}, 0.05);
  ASSERT_TRUE(h);
  EXPECT_EQ(h->t, 10.0);
  EXPECT_NEAR(h->distance, 0.03, 1e-15);
  EXPECT_EQ(h->point, V(0.03, 0, -10));
  EXPECT_FALSE(ray_point(ray({0, 0, 0}, {0, 0, -1}), {0.06, 0, -10}, 0.05));
  EXPECT_FALSE(ray_point(ray({0, 0, 0}, {0, 0, -1}), {0, 0, 10}, 0.05));  // behind
  auto at_origin = ray_point(ray({0, 0, 0}, {0, 0, -1}), {0, 0.01, 0.01}, 0.05);
  ASSERT_TRUE(at_origin);
  EXPECT_EQ(at_origin->t, 0.0);
}
TEST(RaySegment, CrossingParallelAndEndpoints) {
  // The segment crosses below the ray at y = −0.02: closest at t = 10.
  auto h = ray_segment(ray({0, 0, 0}, {0, 0, -1}), {{-1, -0.02, -10}, {1, -0.02, -10}}, 0.05);
  ASSERT_TRUE(h);
  EXPECT_NEAR(h->t, 10.0, 1e-12);
  EXPECT_NEAR(h->distance, 0.02, 1e-12);
  EXPECT_FALSE(ray_segment(ray({0, 0, 0}, {0, 0, -1}), {{-1, -0.2, -10}, {1, -0.2, -10}}, 0.05));
  // Passing beyond the end: the endpoint is the closest point.
  auto end = ray_segment(ray({0, 0, 0}, {0, 0, -1}), {{0.03, 0, -5}, {3, 0, -5}}, 0.05);
  ASSERT_TRUE(end);
  EXPECT_EQ(end->point, V(0.03, 0, -5));
  // Parallel to the ray, ahead of it and 0.01 aside: the near end at t = 5.
  auto par = ray_segment(ray({0, 0, 0}, {1, 0, 0}), {{5, 0.01, 0}, {7, 0.01, 0}}, 0.05);
  ASSERT_TRUE(par);
  EXPECT_NEAR(par->t, 5.0, 1e-12);
  EXPECT_NEAR(par->distance, 0.01, 1e-12);
  // Degenerate segment: a point.
  EXPECT_TRUE(ray_segment(ray({0, 0, 0}, {1, 0, 0}), {{5, 0.01, 0}, {5, 0.01, 0}}, 0.05));
}
TEST(RaySegment, DistanceMatchesSampling) {
  std::mt19937_64 rng(13);
  std::uniform_real_distribution<double> u(-3, 3);
  for (int i = 0; i < 300; ++i) {
    const Ray<double> r = ray({u(rng), u(rng), u(rng)}, glm::normalize(V(u(rng), u(rng), u(rng))));
    const Segment<double> s{{u(rng), u(rng), u(rng)}, {u(rng), u(rng), u(rng)}};
    auto h = ray_segment(r, s, 1e9);
    ASSERT_TRUE(h);
    double best = 1e300;
    for (int a = 0; a <= 400; ++a)
      for (int b = 0; b <= 100; ++b) {
        const V p = r.origin + (a * 0.03) * r.direction, q = s.a + (b * 0.01) * (s.b - s.a);
        best = std::min(best, glm::length(p - q));
      }
    EXPECT_LE(h->distance, best + 1e-12) << i;
    EXPECT_GE(h->distance, best - 0.06) << i;
  }
}

TEST(RayQueries, ANonFiniteRayMeetsNothing) {
  const double nan = std::nan("");
  for (const Ray<double>& r : {ray({nan, 0, 0}, {1, 0, 0}), ray({-5, 0, 0}, {1, nan, 0}),
                               ray({-5, 0, 0}, {1, INFINITY, 0})}) {
    EXPECT_FALSE(ray_sphere(r, {{0, 0, 0}, 1}));
    EXPECT_FALSE(ray_aabb(r, {{-1, -1, -1}, {1, 1, 1}}));
    EXPECT_FALSE(ray_obb(r, Obb<double>{}));
    EXPECT_FALSE(ray_ellipsoid(r, Ellipsoid<double>{}));
    EXPECT_FALSE(ray_plane(r, {0, 0, 0}, {1, 0, 0}));
    EXPECT_FALSE(ray_plane_patch(r, PlanePatch{}));
    EXPECT_FALSE(ray_triangle(r, {{0, -1, -1}, {0, 1, -1}, {0, 0, 1}}));
    EXPECT_FALSE(ray_point(r, {0, 0, 0}, 1e9));
    EXPECT_FALSE(ray_segment(r, {{0, -1, 0}, {0, 1, 0}}, 1e9));
  }
}

}  // namespace
}  // namespace collide
