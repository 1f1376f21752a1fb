// Where a plane cuts a box, a sphere, an ellipsoid: every vertex of the box's section lies on the
// plane and on the box's surface, and there are as many as a brute force over the box's twelve
// edges finds; the sphere's circle has radius √(r² − d²); the ellipse's points lie on the plane
// and on the ellipsoid. And the focused plane–box pair draws the section in the evidence layer.
#include "app/visualize/cross_section.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

#include <glm/geometric.hpp>

#include "app/view/frame.hpp"
#include "app/view/scene_view.hpp"
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
std::vector<glm::dvec3> brute_crossings(const SectionPlane& p, const glm::dvec3& c,
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
      const double di = glm::dot(p.n, corners[i]) - p.offset;
      const double dj = glm::dot(p.n, corners[j]) - p.offset;
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
    const SectionPlane p{n, glm::dot(n, c) + 2 * u(rng)};
    const auto poly = box_section(p, c, a, h);
    const auto brute = brute_crossings(p, c, a, h);
    ASSERT_EQ(poly.size(), brute.size());
    if (!poly.empty()) ++cut;
    EXPECT_TRUE(poly.empty() || poly.size() >= 3);
    for (const glm::dvec3& v : poly) {
      EXPECT_NEAR(glm::dot(n, v), p.offset, 1e-9);
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
  const auto poly = box_section({{0, 1, 0}, 0.25}, {0, 0, 0}, a, {1, 0.5, 1});
  ASSERT_EQ(poly.size(), 4u);
  for (const glm::dvec3& v : poly) {
    EXPECT_DOUBLE_EQ(v.y, 0.25);
    EXPECT_DOUBLE_EQ(std::abs(v.x), 1.0);
    EXPECT_DOUBLE_EQ(std::abs(v.z), 1.0);
  }
  // A plane missing the box cuts nothing.
  EXPECT_TRUE(box_section({{0, 1, 0}, 0.75}, {0, 0, 0}, a, {1, 0.5, 1}).empty());
}

TEST(CrossSection, SphereCircleRadiusIsSqrtOfRSquaredMinusDSquared) {
  const SectionPlane p{glm::normalize(glm::dvec3(1, 2, 2)), 1.0};
  const glm::dvec3 c(0.5, -0.25, 1);
  const double d = glm::dot(p.n, c) - p.offset;
  const auto s = sphere_section(p, c, 2.0);
  ASSERT_TRUE(s);
  EXPECT_NEAR(s->radius, std::sqrt(4.0 - d * d), 1e-12);
  EXPECT_NEAR(glm::dot(p.n, s->center), p.offset, 1e-12);
  EXPECT_FALSE(sphere_section(p, c, std::abs(d) * 0.99));
  // The drawn outline: on the plane, at that radius from the centre.
  desc::Plane plane{p.n * 3.0, p.n * p.offset};
  const auto pts = plane_section_outline(plane, desc::Sphere{c, 2.0, {}});
  ASSERT_EQ(pts.size(), 64u);
  for (const glm::dvec3& q : pts) {
    EXPECT_NEAR(glm::dot(p.n, q), p.offset, 1e-12);
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
    const SectionPlane p{n, glm::dot(n, c) + 1.5 * u(rng)};
    const auto pts = ellipsoid_section(p, c, a, r, 32);
    // Brute force: the plane meets the ellipsoid iff its support interval holds the offset:
    // |n·c − offset| <= √Σ (rᵢ n·aᵢ)².
    double support = 0;
    for (int i = 0; i < 3; ++i)
      support += std::pow(r[i] * glm::dot(n, a[i]), 2);
    const bool meets = std::abs(glm::dot(n, c) - p.offset) <= std::sqrt(support);
    EXPECT_EQ(!pts.empty(), meets);
    cut += meets;
    for (const glm::dvec3& q : pts) {
      EXPECT_NEAR(glm::dot(n, q), p.offset, 1e-9);
      double f = 0;
      for (int i = 0; i < 3; ++i)
        f += std::pow(glm::dot(q - c, a[i]) / r[i], 2);
      EXPECT_NEAR(f, 1.0, 1e-9);
    }
  }
  EXPECT_GT(cut, 50);
}

TEST(CrossSection, TheFocusedPlaneBoxFrameDrawsTheSectionInTheEvidenceLayer) {
  Scene s;
  s.objects.emplace_back("floor", "Floor", std::nullopt, true, desc::Plane{{0, 1, 0}, {0, 0.2, 0}});
  s.objects.emplace_back("box", "Box", std::nullopt, true,
                         desc::Box{{0, 0, 0}, {0.5, 0.5, 0.5}, {1, 0, 0, 0}});
  const Viewport v{640, 360};
  ViewOptions o;
  o.focus = FrameFocus{0, 1, {}};
  DrawList list;
  build_frame(list, s, initial_camera(s, v), v, o);
  std::size_t section_lines = 0;
  for (const DrawLine& l : list.layer(Layer::evidence).lines)
    if (l.color_a == kSectionColor) {
      ++section_lines;
      EXPECT_DOUBLE_EQ(l.a.y, 0.2);
      EXPECT_DOUBLE_EQ(std::abs(l.a.x), 0.5);
    }
  EXPECT_EQ(section_lines, 4u);
  // Without the focus, no section.
  DrawList plain;
  build_frame(plain, s, initial_camera(s, v), v, {});
  for (const DrawLine& l : plain.layer(Layer::evidence).lines)
    EXPECT_NE(l.color_a, kSectionColor);
}

}  // namespace
}  // namespace collide
