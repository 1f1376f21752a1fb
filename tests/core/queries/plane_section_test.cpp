// Where a plane cuts a shape of each kind: every vertex of the box's section lies on the plane
// and on the box's surface, and there are as many as a brute force over the box's twelve edges
// finds; the sphere's circle has radius √(r² − d²); the ellipse's points lie on the plane and on
// the ellipsoid; the capsule's outline lies on the plane at distance r from the path; the thin
// kinds' crossings by hand.
#include "core/queries/plane_section.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

#include <glm/geometric.hpp>

#include "core/shapes/shapes.hpp"

namespace collide {
namespace {

glm::dvec3 unit(std::mt19937& rng) {
  std::normal_distribution<double> g;
  for (;;) {
    const glm::dvec3 v(g(rng), g(rng), g(rng));
    if (glm::length(v) > 1e-3) return glm::normalize(v);
  }
}

Quat<double> random_rotation(std::mt19937& rng) {
  std::normal_distribution<double> g;
  Quat<double> q(g(rng), g(rng), g(rng), g(rng));
  return glm::normalize(q);
}

// Distinct crossings of the box's twelve edges with the plane, by brute force over the corners
// (s ∈ {−1, 1}³) in a different order than box_section's.
std::vector<glm::dvec3> brute_crossings(const Plane<double>& p, const glm::dvec3& c,
                                        const glm::dvec3 a[3], const glm::dvec3& h) {
  std::vector<glm::dvec3> corners;
  for (int sx : {-1, 1})
    for (int sy : {-1, 1})
      for (int sz : {-1, 1})
        corners.push_back(c + double(sx) * h.x * a[0] + double(sy) * h.y * a[1] +
                          double(sz) * h.z * a[2]);
  std::vector<glm::dvec3> out;
  for (std::size_t i = 0; i < 8; ++i)
    for (std::size_t j = i + 1; j < 8; ++j) {
      // An edge: the corners differ in one sign.
      const int diff = int(((i ^ j) & 1) != 0) + int(((i ^ j) & 2) != 0) + int(((i ^ j) & 4) != 0);
      if (diff != 1) continue;
      const double di = glm::dot(p.n, corners[i]) - p.d;
      const double dj = glm::dot(p.n, corners[j]) - p.d;
      if (di * dj > 0) continue;
      if (di == dj) continue;  // both zero: an edge in the plane (its corners are found alone)
      out.push_back(corners[i] + (corners[j] - corners[i]) * (di / (di - dj)));
    }
  std::vector<glm::dvec3> distinct;
  for (const glm::dvec3& q : out)
    if (std::ranges::none_of(distinct,
                             [&](const glm::dvec3& d) { return glm::length(d - q) < 1e-9; }))
      distinct.push_back(q);
  return distinct;
}

TEST(CrossSection, BoxSectionVerticesLieOnThePlaneAndTheBoxAndMatchTheBruteForceCount) {
  std::mt19937 rng(7);
  std::uniform_real_distribution<double> u(-1, 1), size(0.1, 2);
  int cut = 0;
  for (int round = 0; round < 500; ++round) {
    const glm::dvec3 c(3 * u(rng), 3 * u(rng), 3 * u(rng));
    const glm::dvec3 h(size(rng), size(rng), size(rng));
    const auto axes = rotation_axes(random_rotation(rng));
    const glm::dvec3 a[3] = {axes[0], axes[1], axes[2]};
    const glm::dvec3 n = unit(rng);
    const Plane<double> p{n, glm::dot(n, c) + 2 * u(rng)};
    const auto poly = box_section(p, c, a, h);
    const auto brute = brute_crossings(p, c, a, h);
    ASSERT_EQ(poly.size(), brute.size());
    if (!poly.empty()) ++cut;
    EXPECT_TRUE(poly.empty() || poly.size() >= 3);
    for (const glm::dvec3& v : poly) {
      EXPECT_NEAR(glm::dot(n, v), p.d, 1e-9);
      // On the surface: its largest |local coordinate / half extent| is 1.
      double m = 0;
      for (int i = 0; i < 3; ++i)
        m = std::max(m, std::abs(glm::dot(v - c, a[i])) / h[i]);
      EXPECT_NEAR(m, 1.0, 1e-9);
    }
    // In order around: every consecutive edge turns the same way about n (a convex polygon).
    for (std::size_t i = 0; i + 2 < poly.size() + 2 && poly.size() >= 3; ++i) {
      const glm::dvec3 &p0 = poly[i % poly.size()], &p1 = poly[(i + 1) % poly.size()],
                       &p2 = poly[(i + 2) % poly.size()];
      EXPECT_GT(glm::dot(glm::cross(p1 - p0, p2 - p1), n), -1e-12);
    }
  }
  EXPECT_GT(cut, 100);  // most planes cut their box
}

TEST(CrossSection, APlaneThroughTheCentreOfAnAxisBoxCutsASquare) {
  const glm::dvec3 a[3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
  const auto poly = box_section(Plane<double>{{0, 1, 0}, 0.25}, {0, 0, 0}, a, {1, 0.5, 1});
  ASSERT_EQ(poly.size(), 4u);
  for (const glm::dvec3& v : poly) {
    EXPECT_DOUBLE_EQ(v.y, 0.25);
    EXPECT_DOUBLE_EQ(std::abs(v.x), 1.0);
    EXPECT_DOUBLE_EQ(std::abs(v.z), 1.0);
  }
  // A plane missing the box cuts nothing.
  EXPECT_TRUE(box_section(Plane<double>{{0, 1, 0}, 0.75}, {0, 0, 0}, a, {1, 0.5, 1}).empty());
}

TEST(CrossSection, SphereCircleRadiusIsSqrtOfRSquaredMinusDSquared) {
  const Plane<double> p{glm::normalize(glm::dvec3(1, 2, 2)), 1.0};
  const glm::dvec3 c(0.5, -0.25, 1);
  const double d = glm::dot(p.n, c) - p.d;
  const auto s = sphere_section(p, c, 2.0);
  ASSERT_TRUE(s);
  EXPECT_NEAR(s->radius, std::sqrt(4.0 - d * d), 1e-12);
  EXPECT_NEAR(glm::dot(p.n, s->center), p.d, 1e-12);
  EXPECT_FALSE(sphere_section(p, c, std::abs(d) * 0.99));
  // The outline: on the plane, at that radius from the centre.
  const PlaneSection section = plane_section(p, Sphere<double>{c, 2.0});
  ASSERT_EQ(section.form, SectionForm::polygon);
  const auto& pts = section.points;
  ASSERT_EQ(pts.size(), 64u);
  for (const glm::dvec3& q : pts) {
    EXPECT_NEAR(glm::dot(p.n, q), p.d, 1e-12);
    EXPECT_NEAR(glm::length(q - c), 2.0, 1e-12);
  }
}

TEST(CrossSection, EllipsePointsLieOnThePlaneAndTheEllipsoid) {
  std::mt19937 rng(11);
  std::uniform_real_distribution<double> u(-1, 1), size(0.2, 2);
  int cut = 0;
  for (int round = 0; round < 200; ++round) {
    const glm::dvec3 c(u(rng), u(rng), u(rng)), r(size(rng), size(rng), size(rng));
    const auto axes = rotation_axes(random_rotation(rng));
    const glm::dvec3 a[3] = {axes[0], axes[1], axes[2]};
    const glm::dvec3 n = unit(rng);
    const Plane<double> p{n, glm::dot(n, c) + 1.5 * u(rng)};
    const auto pts = ellipsoid_section(p, c, a, r, 32);
    // Brute force: the plane meets the ellipsoid iff its support interval holds the offset:
    // |n·c − offset| <= √Σ (rᵢ n·aᵢ)².
    double support = 0;
    for (int i = 0; i < 3; ++i)
      support += std::pow(r[i] * glm::dot(n, a[i]), 2);
    const bool meets = std::abs(glm::dot(n, c) - p.d) <= std::sqrt(support);
    EXPECT_EQ(!pts.empty(), meets);
    cut += meets;
    for (const glm::dvec3& q : pts) {
      EXPECT_NEAR(glm::dot(n, q), p.d, 1e-9);
      double f = 0;
      for (int i = 0; i < 3; ++i)
        f += std::pow(glm::dot(q - c, a[i]) / r[i], 2);
      EXPECT_NEAR(f, 1.0, 1e-9);
    }
  }
  EXPECT_GT(cut, 50);
}

// The capsule of a moving sphere: the plane meets it iff the path comes within r of the plane
// (brute force: the signed distance along the path is linear, so its least |s| is at an end or
// 0 where it crosses); every outline point lies on the plane at distance r from the path
// (measured by sampling the path finely, an independent distance), and the outline turns one
// way about n (convex).
TEST(CrossSection, CapsuleOutlineLiesOnThePlaneAtTheRadiusFromThePath) {
  std::mt19937 rng(13);
  std::uniform_real_distribution<double> u(-1, 1), size(0.2, 1.5);
  int cut = 0;
  for (int round = 0; round < 200; ++round) {
    const glm::dvec3 c(u(rng), u(rng), u(rng)), v(2 * u(rng), 2 * u(rng), 2 * u(rng));
    const double r = size(rng);
    const glm::dvec3 n = unit(rng);
    const Plane<double> p{n, glm::dot(n, c) + 2 * u(rng)};
    const PlaneSection s = plane_section(p, MovingSphere<double>{{c, r}, v}, 48);
    const double s0 = glm::dot(n, c) - p.d, s1 = glm::dot(n, c + v) - p.d;
    const double least = s0 * s1 <= 0 ? 0.0 : std::min(std::abs(s0), std::abs(s1));
    EXPECT_EQ(s.form != SectionForm::none, least <= r);
    if (s.form != SectionForm::polygon) continue;
    ++cut;
    ASSERT_EQ(s.points.size(), 48u);
    for (const glm::dvec3& q : s.points) {
      EXPECT_NEAR(glm::dot(n, q), p.d, 1e-9);
      double d = INFINITY;
      for (int k = 0; k <= 4000; ++k)
        d = std::min(d, glm::length(q - (c + v * (k / 4000.0))));
      EXPECT_NEAR(d, r, 1e-3 * (1 + glm::length(v)));  // the sampled path is within |v|/8000
    }
    for (std::size_t i = 0; i < s.points.size(); ++i) {
      const glm::dvec3 &p0 = s.points[i], &p1 = s.points[(i + 1) % s.points.size()],
                       &p2 = s.points[(i + 2) % s.points.size()];
      EXPECT_GT(glm::dot(glm::cross(p1 - p0, p2 - p1), n), -1e-9);
    }
  }
  EXPECT_GT(cut, 50);
}

// The thin kinds and the planes, by hand, against the floor y = 1.
TEST(CrossSection, ThinKindsAndPlanesCrossTheFloorByHand) {
  const Plane<double> floor{{0, 1, 0}, 1};
  // A point on it, and one above.
  EXPECT_EQ(plane_section(floor, Point<double>{{3, 1, 4}}).form, SectionForm::point);
  EXPECT_EQ(plane_section(floor, Point<double>{{3, 1.5, 4}}).form, SectionForm::none);
  // A segment from (0, 0, 0) to (4, 4, 0) crosses a quarter of the way, at (1, 1, 0).
  PlaneSection s = plane_section(floor, Segment<double>{{0, 0, 0}, {4, 4, 0}});
  ASSERT_EQ(s.form, SectionForm::point);
  EXPECT_EQ(s.points[0], glm::dvec3(1, 1, 0));
  // A segment lying in it is all of it.
  s = plane_section(floor, Segment<double>{{0, 1, 0}, {2, 1, 5}});
  EXPECT_EQ(s.form, SectionForm::whole);
  EXPECT_EQ(s.points.size(), 2u);
  // A triangle with one vertex below, (0, 0, 0), and two above, (0, 2, 0) and (2, 2, 0): cut
  // through its two edges from the low vertex, at (0, 1, 0) and (1, 1, 0).
  s = plane_section(floor, Triangle<double>{{0, 0, 0}, {0, 2, 0}, {2, 2, 0}});
  ASSERT_EQ(s.form, SectionForm::segment);
  EXPECT_NEAR(glm::length(s.points[0] - glm::dvec3(0, 1, 0)) *
                  glm::length(s.points[0] - glm::dvec3(1, 1, 0)),
              0, 1e-15);
  EXPECT_NEAR(glm::length(s.points[1] - s.points[0]), 1, 1e-15);
  // A triangle touching it at one vertex.
  s = plane_section(floor, Triangle<double>{{0, 1, 0}, {0, 2, 0}, {2, 2, 0}});
  ASSERT_EQ(s.form, SectionForm::point);
  EXPECT_EQ(s.points[0], glm::dvec3(0, 1, 0));
  // A ray from (0, 3, 0) along (1, −1, 0) crosses at t = 2, (2, 1, 0); pointing up, never.
  s = plane_section(floor, Ray<double>{{0, 3, 0}, {1, -1, 0}});
  ASSERT_EQ(s.form, SectionForm::point);
  EXPECT_NEAR(glm::length(s.points[0] - glm::dvec3(2, 1, 0)), 0, 1e-15);
  EXPECT_EQ(plane_section(floor, Ray<double>{{0, 3, 0}, {1, 1, 0}}).form, SectionForm::none);
  // A ray lying in it: all of it, from its origin along its unit direction.
  s = plane_section(floor, Ray<double>{{0, 1, 0}, {0, 0, 2}});
  ASSERT_EQ(s.form, SectionForm::whole);
  EXPECT_TRUE(s.half_line);
  EXPECT_EQ(s.direction, glm::dvec3(0, 0, 1));
  // The wall x = 2 meets it along the line through (2, 1, z) along ±z.
  s = plane_section(floor, Plane<double>{{1, 0, 0}, 2});
  ASSERT_EQ(s.form, SectionForm::line);
  EXPECT_NEAR(s.points[0].x, 2, 1e-15);
  EXPECT_NEAR(s.points[0].y, 1, 1e-15);
  EXPECT_NEAR(std::abs(s.direction.z), 1, 1e-15);
  // A parallel plane misses it; the same plane facing the other way is all of it.
  EXPECT_EQ(plane_section(floor, Plane<double>{{0, 1, 0}, 2}).form, SectionForm::none);
  EXPECT_EQ(plane_section(floor, Plane<double>{{0, -1, 0}, -1}).form, SectionForm::whole);
  // A box whose top face lies in it is cut in that face; one the plane touches only along an
  // edge (a unit box turned 45° about z, its top edge at y = 1) in a segment.
  s = plane_section(floor, Aabb<double>{{0, 0, 0}, {1, 1, 1}});
  EXPECT_EQ(s.form, SectionForm::polygon);
  EXPECT_EQ(s.points.size(), 4u);
  const double h = 1 / std::sqrt(2.0);
  const glm::dvec3 x(h, h, 0), y(-h, h, 0), z(0, 0, 1);
  const Obb<double> turned{{0, 0.5, 0}, {x, y, z}, {h * 0.5, h * 0.5, 1}};
  const double top = (turned.center + x * (h * 0.5) + y * (h * 0.5)).y;  // 1, up to rounding
  s = plane_section(Plane<double>{{0, 1, 0}, top}, turned);
  ASSERT_EQ(s.form, SectionForm::segment);
  EXPECT_NEAR(glm::length(s.points[0] - s.points[1]), 2, 1e-15);
  // An invalid operand has no section.
  EXPECT_EQ(plane_section(floor, Sphere<double>{{0, 1, 0}, -1}).form, SectionForm::none);
}

}  // namespace
}  // namespace collide
