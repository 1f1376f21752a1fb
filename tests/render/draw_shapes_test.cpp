// The shared shapes against geometry worked out by hand: circles on their circle in the plane
// normal to their axis, going round once; wire spheres on three great circles; box edges between
// the corners; arrows whose tips are the end points, with heads where the numbers put them.
#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <set>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/matrix.hpp>

#include "render/draw_shapes.hpp"

namespace collide {
namespace {

const Color kShapeRed{1, 0, 0, 1};
constexpr double kTol = 1e-12;

double dist(const glm::dvec3& a, const glm::dvec3& b) {
  return glm::length(a - b);
}

// The signed angle from a to b about the unit axis n.
double angle_about(const glm::dvec3& n, const glm::dvec3& a, const glm::dvec3& b) {
  return std::atan2(glm::dot(glm::cross(a, b), n), glm::dot(a, b));
}

TEST(DrawShapes, CircleVerticesLieOnTheCircleAndGoRoundOnce) {
  // A tilted axis and a centre away from the origin, so no coordinate happens to be zero.
  const glm::dvec3 center{3, -2, 7}, axis{1, 2, 2};  // |axis| = 3
  const glm::dvec3 n = axis / 3.0;
  const double r = 1.5;
  const int segments = 40;
  DrawList list;
  circle(list, {Layer::overlay, kShapeRed, 3.0f}, center, axis, r, segments);

  EXPECT_TRUE(list.layer(Layer::scene).lines.empty());
  const auto& lines = list.layer(Layer::overlay).lines;
  ASSERT_EQ(lines.size(), std::size_t(segments));
  double turned = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const DrawLine& l = lines[i];
    EXPECT_EQ(l.color_a, kShapeRed);
    EXPECT_EQ(l.color_b, kShapeRed);
    EXPECT_EQ(l.width_px, 3.0f);
    for (const glm::dvec3& p : {l.a, l.b}) {
      EXPECT_NEAR(dist(p, center), r, kTol);            // on the sphere of radius r
      EXPECT_NEAR(glm::dot(p - center, n), 0.0, kTol);  // in the plane normal to the axis
    }
    // A chord of the regular 40-gon: 2r·sin(π/40), each turning 2π/40 the same way.
    EXPECT_NEAR(dist(l.a, l.b), 2 * r * std::sin(std::numbers::pi / segments), kTol);
    const double step = angle_about(n, l.a - center, l.b - center);
    EXPECT_NEAR(step, 2 * std::numbers::pi / segments, 1e-12);
    turned += step;
    // A closed polyline: each chord starts where the last one ended (bit for bit).
    EXPECT_EQ(l.a, lines[(i + lines.size() - 1) % lines.size()].b);
  }
  EXPECT_NEAR(turned, 2 * std::numbers::pi, 1e-10);
}

TEST(DrawShapes, CirclePointsAreTheDrawnChords) {
  // The gizmo hit-tests circle_points and draws circle(): they must be the same polyline.
  const glm::dvec3 center{1e4, 0.5, -3}, normal{0, 0, -2};
  const auto pts = circle_points(center, normal, 0.25, 64);
  DrawList list;
  circle(list, {Layer::scene, kShapeRed, 1.0f}, center, normal, 0.25, 64);
  const auto& lines = list.layer(Layer::scene).lines;
  ASSERT_EQ(pts.size(), 65u);
  ASSERT_EQ(lines.size(), 64u);
  EXPECT_EQ(pts.front(), pts.back());
  for (std::size_t i = 0; i < lines.size(); ++i) {
    EXPECT_EQ(lines[i].a, pts[i]);
    EXPECT_EQ(lines[i].b, pts[i + 1]);
  }
  // A normal along −z: the circle lies in the plane z = −3.
  for (const glm::dvec3& p : pts)
    EXPECT_EQ(p.z, -3);
}

TEST(DrawShapes, RingOnNonOrthogonalRadiiIsTheEllipseTheyDefine) {
  // u and v neither orthogonal nor of equal length: every point c + a·u + b·v has a² + b² = 1.
  // (a, b) come from solving the 2×2 system with the Gram matrix, not from the drawing formula.
  const glm::dvec3 c{0, 1, 0}, u{2, 0, 0}, v{1, 1, 0};
  DrawList list;
  ring(list, {Layer::evidence, kShapeRed, 1.0f}, c, u, v, 12);
  const auto& lines = list.layer(Layer::evidence).lines;
  ASSERT_EQ(lines.size(), 12u);
  const double uu = glm::dot(u, u), uv = glm::dot(u, v), vv = glm::dot(v, v);
  const double det = uu * vv - uv * uv;
  for (const DrawLine& l : lines) {
    const glm::dvec3 d = l.a - c;
    EXPECT_NEAR(d.z, 0, kTol);  // in the plane of u and v
    const double du = glm::dot(d, u), dv = glm::dot(d, v);
    const double a = (vv * du - uv * dv) / det, b = (uu * dv - uv * du) / det;
    EXPECT_NEAR(a * a + b * b, 1.0, 1e-12);
  }
  EXPECT_EQ(lines[0].a, c + u);  // t = 0
}

TEST(DrawShapes, WireSphereIsThreeGreatCirclesInTheCoordinatePlanes) {
  const glm::dvec3 c{-1, 4, 2};
  const double r = 0.75;
  DrawList list;
  wire_sphere(list, {Layer::evidence, kShapeRed, 2.0f}, c, r, 48);
  const auto& lines = list.layer(Layer::evidence).lines;
  ASSERT_EQ(lines.size(), 3u * 48u);
  // Circle k (48 chords each) keeps the coordinate (k + 2) % 3 at the centre's: xy, yz, zx.
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const int fixed = int((i / 48 + 2) % 3);
    for (const glm::dvec3& p : {lines[i].a, lines[i].b}) {
      EXPECT_NEAR(dist(p, c), r, kTol);
      EXPECT_EQ(p[fixed], c[fixed]);
    }
  }
}

TEST(DrawShapes, BoxEdgesJoinTheCornersOneAxisApart) {
  // Half extents (1, 2, 3) at (10, 0, 0): corners (10 ± 1, ±2, ±3); four edges each of
  // lengths 2, 4 and 6, each changing one coordinate.
  DrawList list;
  box_edges(list, {Layer::scene, kShapeRed, 1.7f}, {10, 0, 0},
            glm::dmat3(1, 0, 0, 0, 2, 0, 0, 0, 3));
  const auto& lines = list.layer(Layer::scene).lines;
  ASSERT_EQ(lines.size(), 12u);
  std::multiset<double> lengths;
  std::set<std::vector<double>> corners;
  for (const DrawLine& l : lines) {
    lengths.insert(dist(l.a, l.b));
    int changed = 0;
    for (int k = 0; k < 3; ++k)
      changed += l.a[k] != l.b[k];
    EXPECT_EQ(changed, 1);
    for (const glm::dvec3& p : {l.a, l.b}) {
      EXPECT_EQ(std::abs(p.x - 10), 1);
      EXPECT_EQ(std::abs(p.y), 2);
      EXPECT_EQ(std::abs(p.z), 3);
      corners.insert({p.x, p.y, p.z});
    }
  }
  EXPECT_EQ(corners.size(), 8u);
  EXPECT_EQ(lengths, (std::multiset<double>{2, 2, 2, 2, 4, 4, 4, 4, 6, 6, 6, 6}));
}

TEST(DrawShapes, LineArrowEndsAtItsTipWithTwoStrokesBack) {
  // From (1, 1, 1) to (1, 1, 5): length 4, so the head strokes run from the tip back 1 (to
  // z = 4) and 0.5 out, on opposite sides of the shaft.
  const glm::dvec3 from{1, 1, 1}, to{1, 1, 5};
  DrawList list;
  line_arrow(list, {Layer::evidence, kShapeRed, 3.0f}, from, to);
  const auto& lines = list.layer(Layer::evidence).lines;
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[0].a, from);
  EXPECT_EQ(lines[0].b, to);
  for (int k = 1; k <= 2; ++k) {
    EXPECT_EQ(lines[k].a, to);
    EXPECT_NEAR(lines[k].b.z, 4, kTol);
    EXPECT_NEAR(std::hypot(lines[k].b.x - 1, lines[k].b.y - 1), 0.5, kTol);
  }
  EXPECT_NEAR(dist(0.5 * (lines[1].b + lines[2].b), {1, 1, 4}), 0, kTol);

  DrawList zero;  // no length, no direction: the shaft (a point) and no head
  line_arrow(zero, {Layer::evidence, kShapeRed, 3.0f}, from, from);
  EXPECT_EQ(zero.layer(Layer::evidence).lines.size(), 1u);
}

TEST(DrawShapes, ConeArrowsApexIsTheEndPoint) {
  // From the origin to (0, 0, 2), a head 0.5 long of radius 0.1: the shaft stops at z = 1.5,
  // where the cone's base sits; its apex (centre + basis·ŷ) is the end point.
  DrawList list;
  cone_arrow(list, {Layer::overlay, kShapeRed, 3.0f}, {0, 0, 0}, {0, 0, 2}, 0.5, 0.1);
  const DrawLayer& o = list.layer(Layer::overlay);
  ASSERT_EQ(o.lines.size(), 1u);
  EXPECT_EQ(o.lines[0].a, glm::dvec3(0, 0, 0));
  EXPECT_NEAR(dist(o.lines[0].b, {0, 0, 1.5}), 0, kTol);
  ASSERT_EQ(o.solids[std::size_t(Solid::cone)].size(), 1u);
  EXPECT_EQ(o.solid_count(), 1u);
  const DrawSolid& cone = o.solids[std::size_t(Solid::cone)][0];
  EXPECT_EQ(cone.color, kShapeRed);
  EXPECT_NEAR(dist(cone.center, {0, 0, 1.5}), 0, kTol);
  const glm::dvec3 x(cone.basis[0]), y(cone.basis[1]), z(cone.basis[2]);
  EXPECT_NEAR(dist(cone.center + y, {0, 0, 2}), 0, 1e-7);  // the basis is float
  EXPECT_NEAR(glm::length(x), 0.1, 1e-7);
  EXPECT_NEAR(glm::length(z), 0.1, 1e-7);
  EXPECT_NEAR(glm::dot(x, y), 0, 1e-7);
  EXPECT_NEAR(glm::dot(z, y), 0, 1e-7);
}

TEST(DrawShapes, SolidArrowIsACylinderThenAConeEndingAtTheTip) {
  // From (1, 2, 3) along (0, 0.6, 0.8), 2 long, head 0.5: the shaft reaches 1.5 along.
  const glm::dvec3 from{1, 2, 3}, dir{0, 0.6, 0.8};
  DrawList list;
  solid_arrow(list, Layer::scene, from, dir, 2.0, {0.025, 0.075, 0.5}, kShapeRed);
  const DrawLayer& s = list.layer(Layer::scene);
  ASSERT_EQ(s.solids[std::size_t(Solid::cylinder)].size(), 1u);
  ASSERT_EQ(s.solids[std::size_t(Solid::cone)].size(), 1u);
  const DrawSolid& shaft = s.solids[std::size_t(Solid::cylinder)][0];
  const DrawSolid& head = s.solids[std::size_t(Solid::cone)][0];
  EXPECT_EQ(shaft.center, from);
  EXPECT_NEAR(dist(shaft.center + glm::dvec3(shaft.basis[1]), {1, 2.9, 4.2}), 0, 1e-6);
  EXPECT_NEAR(glm::length(glm::dvec3(shaft.basis[0])), 0.025, 1e-7);
  EXPECT_NEAR(dist(head.center, {1, 2.9, 4.2}), 0, kTol);
  EXPECT_NEAR(dist(head.center + glm::dvec3(head.basis[1]), {1, 3.2, 4.6}), 0, 1e-6);
  EXPECT_NEAR(glm::length(glm::dvec3(head.basis[2])), 0.075, 1e-7);
}

TEST(DrawShapes, RotationTakesYOntoTheDirectionAndStaysARotation) {
  for (const glm::dvec3& d : {glm::dvec3(0, 1, 0), glm::dvec3(0, -1, 0), glm::dvec3(1, 0, 0),
                              glm::dvec3(0.6, 0, -0.8), glm::dvec3(-2, 3, 6) / 7.0}) {
    const glm::dmat3 r = rotation_y_to(d);
    EXPECT_NEAR(dist(r * glm::dvec3(0, 1, 0), d), 0, 1e-12);
    EXPECT_NEAR(glm::determinant(r), 1, 1e-12);
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j)
        EXPECT_NEAR(glm::dot(r[i], r[j]), i == j ? 1.0 : 0.0, 1e-12);
  }
}

TEST(DrawShapes, PerpendicularIsAUnitVectorAcross) {
  for (const glm::dvec3& v :
       {glm::dvec3(1, 0, 0), glm::dvec3(0, 1, 0), glm::dvec3(0, 0, -1), glm::dvec3(0.6, 0.8, 0),
        glm::dvec3(1, 1, 1) / std::sqrt(3.0), glm::dvec3(-2, 3, 6) / 7.0}) {
    const glm::dvec3 p = perpendicular(v);
    EXPECT_NEAR(glm::length(p), 1, 1e-15);
    EXPECT_NEAR(glm::dot(p, v), 0, 1e-15);
  }
}

}  // namespace
}  // namespace collide
