// What each kind of scene object emits into the draw list, checked without a GL context against
// hand-worked geometry: counts, positions, colours, layers, widths, and markers for objects too
// small to see.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <random>
#include <set>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "app/kinds/kind_table.hpp"
#include "app/view/scene_drawing.hpp"
#include "app/view/scene_view.hpp"
#include "render/eye_relative.hpp"

namespace collide {
namespace {

const Viewport kViewport{640, 360};
const Rgb kRgb{200, 40, 90};

// The eye 10 units from `target`, turned so no axis is special.
Camera camera_on(const glm::vec3& target, float distance = 10) {
  Camera c;
  c.target = target;
  c.distance = distance;
  c.yaw = 0.7f;
  c.pitch = 0.35f;
  return c;
}

DrawList emit(const ObjectPose& d, const Camera& camera, bool highlighted = false) {
  DrawList list;
  draw_object(list, {"o", "o", kRgb, true, d}, 0, camera, kViewport, highlighted);
  // Scene objects go to the scene layer, and only their markers (points) to the overlay.
  EXPECT_EQ(list.layer(Layer::evidence), DrawLayer{});
  DrawLayer overlay_but_points = list.layer(Layer::overlay);
  overlay_but_points.points.clear();
  EXPECT_EQ(overlay_but_points, DrawLayer{});
  return list;
}

const DrawLayer& overlay(const DrawList& l) {
  return l.layer(Layer::overlay);
}
const DrawLayer& scene(const DrawList& l) {
  return l.layer(Layer::scene);
}

TEST(SceneDrawing, TurnedBoxIsOneSolidAndTwelveEdgesBetweenItsCorners) {
  const glm::dquat q = glm::angleAxis(0.6, glm::normalize(glm::dvec3(1, 2, 0.5)));
  const desc::Box box{{1, 2, 3}, {0.5, 1.0, 1.5}, q};
  const DrawList list = emit(box, camera_on({1, 2, 3}));
  const DrawLayer& s = scene(list);
  const auto& boxes = s.solids[std::size_t(Solid::box)];
  ASSERT_EQ(boxes.size(), 1u);
  EXPECT_EQ(s.solid_count(), 1u);
  EXPECT_EQ(boxes[0].center, glm::dvec3(1, 2, 3));
  EXPECT_EQ(boxes[0].color, to_color(kRgb));
  // Basis column i is the box's i-th axis (q applied to the unit axis) times its half extent.
  for (int i = 0; i < 3; ++i) {
    glm::dvec3 unit(0);
    unit[i] = 1;
    const glm::dvec3 expected = q * unit * box.half_extents[i];
    for (int k = 0; k < 3; ++k)
      EXPECT_NEAR(boxes[0].basis[i][k], expected[k], 1e-6);
  }
  // Twelve outline edges; each joins two corners c ± q·(±h) that differ in one sign only, so
  // its length is twice one half extent.
  ASSERT_EQ(s.lines.size(), 12u);
  int by_axis[3] = {0, 0, 0};
  for (const DrawLine& l : s.lines) {
    EXPECT_EQ(l.color_a, kOutlineColor);
    EXPECT_EQ(l.width_px, kOutlineWidth);
    EXPECT_EQ(l.dash_px, 0.0f);
    const glm::dvec3 la = glm::inverse(q) * (l.a - box.center);
    const glm::dvec3 lb = glm::inverse(q) * (l.b - box.center);
    for (int k = 0; k < 3; ++k) {
      EXPECT_NEAR(std::abs(la[k]), box.half_extents[k], 1e-12);
      EXPECT_NEAR(std::abs(lb[k]), box.half_extents[k], 1e-12);
    }
    const double len = glm::length(l.b - l.a);
    for (int k = 0; k < 3; ++k)
      if (std::abs(len - 2 * box.half_extents[k]) < 1e-12) ++by_axis[k];
  }
  EXPECT_EQ(by_axis[0], 4);
  EXPECT_EQ(by_axis[1], 4);
  EXPECT_EQ(by_axis[2], 4);
  EXPECT_TRUE(s.points.empty());  // 2 units across at 10: far above the marker size
}

TEST(SceneDrawing, HighlightChangesTheOutlineOnly) {
  const desc::Aabb box{{-1, 0, -1}, {1, 2, 3}};
  const DrawList plain = emit(box, camera_on({0, 1, 1}));
  const DrawList lit = emit(box, camera_on({0, 1, 1}), true);
  ASSERT_EQ(scene(lit).lines.size(), 12u);
  for (const DrawLine& l : scene(lit).lines) {
    EXPECT_EQ(l.color_a, kHighlightColor);
    EXPECT_EQ(l.width_px, kHighlightWidth);
  }
  EXPECT_EQ(scene(plain).solids, scene(lit).solids);
  // The AABB's solid: centred, axis-aligned basis of its half sizes.
  const DrawSolid& s = scene(plain).solids[std::size_t(Solid::box)].at(0);
  EXPECT_EQ(s.center, glm::dvec3(0, 1, 1));
  EXPECT_EQ(s.basis, glm::mat3(glm::vec3(1, 0, 0), glm::vec3(0, 1, 0), glm::vec3(0, 0, 2)));
}

TEST(SceneDrawing, SphereSilhouetteIsWhereTheSightLinesGraze) {
  // A silhouette point p of a sphere seen from e lies on the sphere, and the sight line e→p is
  // tangent there: (p − c)·(p − e) = 0. Checked at the origin and 1e7 away (in double).
  for (double far : {0.0, 1e7}) {
    const desc::Sphere sphere{glm::dvec3(far) + glm::dvec3(0.3, -0.2, 0.1), 0.75};
    const Camera cam = camera_on(glm::vec3(float(far)), 4);
    const glm::dvec3 eye = eye_position_exact(cam);
    const DrawList list = emit(sphere, cam);
    const DrawLayer& s = scene(list);
    ASSERT_EQ(s.solids[std::size_t(Solid::sphere)].size(), 1u);
    EXPECT_EQ(s.solids[std::size_t(Solid::sphere)][0].center, sphere.center);
    ASSERT_EQ(s.lines.size(), 72u);
    for (const DrawLine& l : s.lines) {
      // Double's spacing at 1e7 is 2e-9; float's would be 1.
      EXPECT_NEAR(glm::length(l.a - sphere.center), sphere.radius, 1e-8);
      EXPECT_NEAR(glm::dot(l.a - sphere.center, glm::normalize(l.a - eye)), 0, 1e-8);
    }
  }
}

TEST(SceneDrawing, MovingSphereAddsItsSweptEndAndMotion) {
  const ObjectPose s{desc::Sphere{{0, 0, 0}, 0.5}, {glm::dvec3(3, 0, 0), {}}};
  const DrawList list = emit(s, camera_on({1.5f, 0, 0}));
  const DrawLayer& l = scene(list);
  // Start silhouette, end silhouette, two tube sides, the motion line; a dot at the end.
  EXPECT_EQ(l.lines.size(), 72u + 72u + 2u + 1u);
  ASSERT_EQ(l.points.size(), 1u);
  EXPECT_EQ(l.points[0].p, glm::dvec3(3, 0, 0));
  EXPECT_EQ(l.points[0].color, to_color(kRgb));
}

TEST(SceneDrawing, PlaneIsAQuadInThePlaneWithItsNormalArrow) {
  const desc::Plane p{{0, 2, 2}, {1, 1, -1}};
  const DrawList list = emit(p, camera_on({1, 1, -1}));
  const DrawLayer& s = scene(list);
  const glm::dvec3 n = glm::normalize(p.normal);
  ASSERT_EQ(s.triangles.size(), 2u);
  for (const DrawTriangle& t : s.triangles) {
    EXPECT_EQ(t.color, to_color(kRgb));
    for (const glm::dvec3& c : {t.a, t.b, t.c}) {
      EXPECT_NEAR(glm::dot(c - p.point, n), 0, 1e-6);  // in the plane
      EXPECT_NEAR(glm::length(c - p.point), kPlaneQuadHalfSize * std::sqrt(2.0), 1e-5);
    }
  }
  // The faded extent: rules in the plane's colour, in the plane, about the eye's foot on it,
  // reaching far past the eye's distance, their alpha falling with the distance from the foot.
  const Camera cam = camera_on({1, 1, -1});
  const glm::dvec3 eye = eye_position_exact(cam);
  const glm::dvec3 foot = eye - glm::dot(eye - p.point, n) * n;
  std::vector<std::pair<double, float>> fade;  // (distance from the foot, alpha)
  std::size_t square_lines = 0;
  double reach = 0, nearest = 1e300;
  for (const DrawLine& l : s.lines) {
    if (glm::vec3(l.color_a) != glm::vec3(to_color(kRgb)) || l.color_a.a >= 0.5f) {
      ++square_lines;
      continue;
    }
    for (const auto& [q, c] : {std::pair{l.a, l.color_a}, std::pair{l.b, l.color_b}}) {
      EXPECT_NEAR(glm::dot(q - p.point, n), 0, 1e-6);
      fade.emplace_back(glm::length(q - foot), c.a);
      reach = std::max(reach, glm::length(q - foot));
    }
    // The distance from the foot to this rule's segment.
    const glm::dvec3 ab = l.b - l.a;
    const double t = std::clamp(glm::dot(foot - l.a, ab) / glm::dot(ab, ab), 0.0, 1.0);
    nearest = std::min(nearest, glm::length(l.a + t * ab - foot));
  }
  EXPECT_GT(fade.size(), 100u);
  EXPECT_GT(reach, 5 * glm::length(eye - p.point));
  EXPECT_LT(nearest, reach / 16);  // a rule passes by the foot: the plane shows under the eye
  std::ranges::sort(fade);
  for (std::size_t i = 1; i < fade.size(); ++i)
    EXPECT_LE(fade[i].second, fade[i - 1].second + 1e-6f);
  EXPECT_GT(fade.front().second, 0.3f);
  EXPECT_LT(fade.back().second, 0.05f);
  EXPECT_EQ(square_lines, 10u);
  // 3 + 3 faint lines across, 4 border lines (counted above); the arrow is a cylinder and a
  // cone along n.
  ASSERT_EQ(s.solids[std::size_t(Solid::cylinder)].size(), 1u);
  ASSERT_EQ(s.solids[std::size_t(Solid::cone)].size(), 1u);
  const DrawSolid& shaft = s.solids[std::size_t(Solid::cylinder)][0];
  EXPECT_EQ(shaft.center, p.point);
  const glm::dvec3 along = glm::normalize(glm::dvec3(shaft.basis[1]));
  EXPECT_NEAR(glm::dot(along, n), 1, 1e-6);
  const DrawSolid& head = s.solids[std::size_t(Solid::cone)][0];
  // The cone's tip (centre + basis·(0, 1, 0)) is the arrow's end.
  EXPECT_NEAR(glm::length(head.center + glm::dvec3(head.basis[1]) - p.point -
                          n * double(kPlaneArrowLength)),
              0, 1e-6);
}

TEST(SceneDrawing, PointsSegmentsAndTrianglesKeepTheirExactPositions) {
  const Camera cam = camera_on({0, 0, 0});
  const DrawList point = emit(desc::Point{{0.25, -1, 2}}, cam);
  ASSERT_EQ(scene(point).points.size(), 1u);
  EXPECT_EQ(scene(point).points[0].p, glm::dvec3(0.25, -1, 2));
  EXPECT_EQ(scene(point).points[0].size_px, 12.0f);

  const DrawList seg = emit(desc::Segment{{1, 1, 1}, {2, 3, 4}}, cam);
  ASSERT_EQ(scene(seg).lines.size(), 1u);
  EXPECT_EQ(scene(seg).lines[0].a, glm::dvec3(1, 1, 1));
  EXPECT_EQ(scene(seg).lines[0].b, glm::dvec3(2, 3, 4));
  EXPECT_EQ(scene(seg).lines[0].color_a, to_color(kRgb));
  EXPECT_EQ(scene(seg).lines[0].width_px, 3.0f);
  EXPECT_EQ(scene(seg).points.size(), 2u);

  const desc::Triangle tri{{0, 0, 0}, {1, 0, 0}, {0, 1, 1e-9}};
  const DrawList t = emit(tri, cam);
  ASSERT_EQ(scene(t).triangles.size(), 1u);
  EXPECT_EQ(scene(t).triangles[0].c, glm::dvec3(0, 1, 1e-9));
  EXPECT_EQ(scene(t).lines.size(), 3u);
}

// A ray (direction (0, 3, 4), length 5): one line from the origin 10 units along d/|d| to
// (1, 2 + 6, 3 + 8), a dot at the origin, and a unit arrow from it along (0, 0.6, 0.8).
TEST(SceneDrawing, ARayIsALongLineFromADotAtItsOriginWithADirectionArrow) {
  const desc::Ray r{{1, 2, 3}, {0, 3, 4}};
  const DrawList list = emit(r, camera_on({1, 2, 3}));
  const DrawLayer& s = scene(list);
  ASSERT_EQ(s.lines.size(), 1u);
  EXPECT_EQ(s.lines[0].a, glm::dvec3(1, 2, 3));
  EXPECT_NEAR(glm::length(s.lines[0].b - glm::dvec3(1, 8, 11)), 0, 1e-12);
  EXPECT_EQ(s.lines[0].color_a, to_color(kRgb));
  ASSERT_EQ(s.points.size(), 1u);
  EXPECT_EQ(s.points[0].p, glm::dvec3(1, 2, 3));
  EXPECT_EQ(s.points[0].color, to_color(kRgb));
  ASSERT_EQ(s.solids[std::size_t(Solid::cylinder)].size(), 1u);
  ASSERT_EQ(s.solids[std::size_t(Solid::cone)].size(), 1u);
  EXPECT_EQ(s.solids[std::size_t(Solid::cylinder)][0].center, glm::dvec3(1, 2, 3));
  const DrawSolid& head = s.solids[std::size_t(Solid::cone)][0];
  EXPECT_NEAR(glm::length(head.center + glm::dvec3(head.basis[1]) - glm::dvec3(1, 2.6, 3.8)), 0,
              1e-6);
  EXPECT_FALSE(marker_sphere(r));  // drawn in pixels (a line and a dot): never a speck
}

TEST(SceneDrawing, EllipsoidBasisHasItsRadiiAsColumnLengths) {
  const desc::Ellipsoid e{{0, 1, 0}, {2, 0.5, 0.25}, glm::angleAxis(0.4, glm::dvec3(0, 0, 1))};
  const DrawList list = emit(e, camera_on({0, 1, 0}));
  const DrawSolid& s = scene(list).solids[std::size_t(Solid::sphere)].at(0);
  for (int i = 0; i < 3; ++i)
    EXPECT_NEAR(glm::length(s.basis[i]), e.radii[i], 1e-6);
  EXPECT_EQ(scene(list).lines.size(), 72u);
}

// A capsule: balls of its radius at both ends, the unit cylinder (radius 1, y from 0 to 1) placed
// from a to b, and its silhouette: every outline point p lies at the radius from the segment and
// sees the eye along the surface there ((eye − p)·(p − q) = 0, q its nearest point of the
// segment), and the end arcs lie beyond their ends.
TEST(SceneDrawing, ACapsuleIsACylinderBetweenBallsOutlinedByItsSilhouette) {
  const desc::Capsule c{{0, 0, 0}, {0, 2, 1}, 0.5};
  const Camera cam = camera_on({0, 1, 0.5});
  const DrawList list = emit(c, cam);
  const DrawLayer& s = scene(list);
  const auto& balls = s.solids[std::size_t(Solid::sphere)];
  ASSERT_EQ(balls.size(), 2u);
  EXPECT_EQ(balls[0].center, c.a);
  EXPECT_EQ(balls[1].center, c.b);
  for (int i = 0; i < 3; ++i)
    EXPECT_NEAR(glm::length(glm::dvec3(balls[0].basis[i])), 0.5, 1e-6);
  const auto& tube = s.solids[std::size_t(Solid::cylinder)];
  ASSERT_EQ(tube.size(), 1u);
  EXPECT_EQ(tube[0].center, c.a);
  const glm::dvec3 ab = c.b - c.a;
  EXPECT_NEAR(glm::length(glm::dvec3(tube[0].basis[1]) - ab), 0, 1e-6);  // y onto a → b
  EXPECT_NEAR(glm::length(glm::dvec3(tube[0].basis[0])), 0.5, 1e-6);
  EXPECT_NEAR(glm::length(glm::dvec3(tube[0].basis[2])), 0.5, 1e-6);
  const glm::dvec3 eye = eye_position_exact(cam), axis = glm::normalize(ab);
  ASSERT_GT(s.lines.size(), 40u);
  int sides = 0;
  for (const DrawLine& l : s.lines) {
    for (const glm::dvec3& p : {l.a, l.b}) {
      const double t = std::clamp(glm::dot(p - c.a, axis) / glm::length(ab), 0.0, 1.0);
      const glm::dvec3 q = c.a + t * ab;
      EXPECT_NEAR(glm::length(p - q), 0.5, 1e-9);
      EXPECT_NEAR(glm::dot(eye - p, p - q), 0, 1e-9);
    }
    // A side line runs the length of the capsule along its axis.
    if (std::abs(glm::length(l.b - l.a) - glm::length(ab)) < 1e-9) ++sides;
  }
  EXPECT_EQ(sides, 2);
  const auto sphere = marker_sphere(c);
  ASSERT_TRUE(sphere);
  EXPECT_NEAR(sphere->radius, 0.5 * std::sqrt(5.0) + 0.5, 1e-12);
}

// A cylinder turned 90° about x (its own y onto +z): the unit cylinder placed from its bottom
// cap (c − h·u) with its y column 2h·u and its x, z columns of length r; its outline the two cap
// rims (every point at r from the axis, at height ±h) and two side lines the length of its axis
// whose points see the eye along the surface ((eye − p)·(p − q) = 0, q the axis point).
TEST(SceneDrawing, ACylinderIsOutlinedByItsRimsAndItsSilhouette) {
  const double half = std::sqrt(0.5);
  const desc::Cylinder c{{1, 2, 3}, 0.75, 0.5, {half, half, 0, 0}};
  const glm::dvec3 u{0, 0, 1};
  const Camera cam = camera_on(glm::vec3(c.center));
  const DrawList list = emit(c, cam);
  const DrawLayer& s = scene(list);
  const auto& tube = s.solids[std::size_t(Solid::cylinder)];
  ASSERT_EQ(tube.size(), 1u);
  EXPECT_NEAR(glm::length(glm::dvec3(tube[0].center) - (c.center - 0.75 * u)), 0, 1e-6);
  EXPECT_NEAR(glm::length(glm::dvec3(tube[0].basis[1]) - 1.5 * u), 0, 1e-6);
  EXPECT_NEAR(glm::length(glm::dvec3(tube[0].basis[0])), 0.5, 1e-6);
  EXPECT_NEAR(glm::length(glm::dvec3(tube[0].basis[2])), 0.5, 1e-6);
  const glm::dvec3 eye = eye_position_exact(cam);
  ASSERT_GT(s.lines.size(), 40u);
  int sides = 0;
  for (const DrawLine& l : s.lines) {
    for (const glm::dvec3& p : {l.a, l.b}) {
      const double along = glm::dot(p - c.center, u);
      const glm::dvec3 q = c.center + along * u;
      EXPECT_NEAR(glm::length(p - q), 0.5, 1e-9);  // on the side or a rim
      EXPECT_LE(std::abs(along), 0.75 + 1e-9);
    }
    if (std::abs(glm::length(l.b - l.a) - 1.5) < 1e-9) {
      ++sides;
      const glm::dvec3 q = c.center + glm::dot(l.a - c.center, u) * u;
      EXPECT_NEAR(glm::dot(eye - l.a, l.a - q), 0, 1e-9);
    } else {
      // A rim's chord: both ends on the same cap.
      EXPECT_NEAR(std::abs(glm::dot(l.a - c.center, u)), 0.75, 1e-9);
      EXPECT_NEAR(glm::dot(l.a - c.center, u), glm::dot(l.b - c.center, u), 1e-9);
    }
  }
  EXPECT_EQ(sides, 2);
  const auto sphere = marker_sphere(c);
  ASSERT_TRUE(sphere);
  EXPECT_NEAR(sphere->radius, std::hypot(0.75, 0.5), 1e-12);
}

// The tetrahedron (0,0,0), (1,0,0), (0,1,0), (0,0,1) and a point inside it: its 4 faces shaded
// as 4 triangles of its vertices, each with its plane's vertices only; its 6 edges outlined once
// each; its marker about the centroid of the 5 points, reaching its furthest vertex. Each face is
// in the object's own colour, as a box's solid: the shader shades it by its normal (shaded here
// too, a face turned from the light was nearly black).
TEST(SceneDrawing, AConvexHullIsItsFacesOutlinedByItsEdges) {
  const desc::ConvexHull h{
      hull_of_points({{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {0.1, 0.1, 0.1}})};
  const Camera cam = camera_on(glm::vec3(0.25f));
  const DrawList list = emit(h, cam);
  const DrawLayer& s = scene(list);
  const auto corner = [](const glm::dvec3& p) {
    const int ones = int(p.x == 1) + int(p.y == 1) + int(p.z == 1);
    const int zeros = int(p.x == 0) + int(p.y == 0) + int(p.z == 0);
    return ones + zeros == 3 && ones <= 1;
  };
  ASSERT_EQ(s.triangles.size(), 4u);
  std::set<std::array<double, 3>> normals;
  for (const DrawTriangle& t : s.triangles) {
    for (const glm::dvec3& p : {glm::dvec3(t.a), glm::dvec3(t.b), glm::dvec3(t.c)})
      EXPECT_TRUE(corner(p)) << p.x << " " << p.y << " " << p.z;
    EXPECT_EQ(t.color, to_color(kRgb));
    const glm::dvec3 n = glm::normalize(
        glm::cross(glm::dvec3(t.b) - glm::dvec3(t.a), glm::dvec3(t.c) - glm::dvec3(t.a)));
    normals.insert({std::round(n.x * 1e6), std::round(n.y * 1e6), std::round(n.z * 1e6)});
  }
  EXPECT_EQ(normals.size(), 4u);  // four different faces
  std::set<std::pair<std::array<double, 3>, std::array<double, 3>>> edges;
  for (const DrawLine& l : s.lines) {
    EXPECT_TRUE(corner(l.a) && corner(l.b));
    std::array<double, 3> a{l.a.x, l.a.y, l.a.z}, b{l.b.x, l.b.y, l.b.z};
    if (b < a) std::swap(a, b);
    EXPECT_TRUE(edges.insert({a, b}).second) << "an edge drawn twice";
  }
  EXPECT_EQ(edges.size(), 6u);
  const auto sphere = marker_sphere(h);
  ASSERT_TRUE(sphere);
  const glm::dvec3 c(0.22, 0.22, 0.22);  // (1 + 0.1) / 5 on each axis
  EXPECT_NEAR(glm::length(sphere->center - c), 0, 1e-12);
  EXPECT_NEAR(sphere->radius, glm::length(glm::dvec3(1, 0, 0) - c), 1e-12);
}

// The Add menu's mesh (four steps, 58 triangles, mesh_steps.hpp) as a scene object: each
// triangle once in the object's own colour, and its 46 feature edges once each, counted by hand
// on the flight (each half of the width a separate cell): a riser's top, the fold where a tread
// meets the next riser, the last tread's back, and the two edges on the floor, 2 each across the
// width: 2·4 + 2·3 + 2 + 2 + 2 = 20; on each side, the 4 riser edges, the 4 tread edges, the back's
// vertical edge and the 4 column feet on the floor: 13, twice. The cells' shared edges and the
// quads' diagonals lie flat, undrawn. Its marker holds its hierarchy's root box.
TEST(SceneDrawing, AMeshIsItsTrianglesAndItsFoldsAndOpenEdgesOnce) {
  const ObjectDesc steps = add_entries().back()->make(new_object_frame(Camera{}, kViewport)).desc;
  ASSERT_TRUE(std::holds_alternative<desc::Mesh>(steps));
  const MeshData& m = *std::get<desc::Mesh>(steps).mesh->mesh;
  const glm::dvec3 c = m.centroid;
  const DrawList list = emit(steps, camera_on(glm::vec3(c)));
  const DrawLayer& s = scene(list);
  ASSERT_EQ(s.triangles.size(), 58u);
  for (std::size_t k = 0; k < s.triangles.size(); ++k) {
    EXPECT_EQ(s.triangles[k].color, to_color(kRgb));
    EXPECT_EQ(s.triangles[k].a, m.vertices[m.triangles[k][0]]);
  }
  std::set<std::pair<std::array<double, 3>, std::array<double, 3>>> edges;
  for (const DrawLine& l : s.lines) {
    std::array<double, 3> a{l.a.x, l.a.y, l.a.z}, b{l.b.x, l.b.y, l.b.z};
    if (b < a) std::swap(a, b);
    EXPECT_TRUE(edges.insert({a, b}).second) << "an edge drawn twice";
    // A feature edge of the flight runs along a world axis (a diagonal never is one).
    const glm::dvec3 d = l.b - l.a;
    EXPECT_EQ(int(std::abs(d.x) > 1e-12) + int(std::abs(d.y) > 1e-12) + int(std::abs(d.z) > 1e-12),
              1);
  }
  EXPECT_EQ(edges.size(), 46u);
  const auto sphere = marker_sphere(steps);
  ASSERT_TRUE(sphere);
  for (const glm::dvec3& v : m.vertices)
    EXPECT_LE(glm::distance(v, sphere->center), sphere->radius * (1 + 1e-12));
}

TEST(SceneDrawing, AnObjectUnderAFewPixelsAlsoGetsAMarkerInItsColour) {
  // A cube of half size h at distance D: its bounding sphere (radius h√3) spans
  // 2h√3 / (2·D·tan(fov/2) / H) pixels. With H = 360 and fov 45°, at D = 1000 a cube of
  // h = 0.01 spans 0.075 px: a marker; at D = 1 it spans 75 px: none.
  const desc::Box tiny{{5, 5, 5}, {0.01, 0.01, 0.01}, {1, 0, 0, 0}};
  const double px_far =
      2 * 0.01 * std::sqrt(3.0) / (2 * 1000 * std::tan(0.5 * 0.785398) / kViewport.height);
  const auto sphere = marker_sphere(tiny);
  ASSERT_TRUE(sphere);
  EXPECT_NEAR(projected_diameter_px(*sphere, camera_on({5, 5, 5}, 1000), kViewport), px_far, 1e-4);

  const DrawList far = emit(tiny, camera_on({5, 5, 5}, 1000));
  ASSERT_EQ(overlay(far).points.size(), 1u);
  EXPECT_EQ(overlay(far).points[0].p, glm::dvec3(5, 5, 5));
  EXPECT_EQ(overlay(far).points[0].color, to_color(kRgb));
  EXPECT_EQ(overlay(far).points[0].size_px, kMarkerSizePx);
  EXPECT_EQ(scene(far).solid_count(), 1u);  // the solid is still there

  EXPECT_TRUE(overlay(emit(tiny, camera_on({5, 5, 5}, 1))).points.empty());
  // Behind the eye: no marker (it would be drawn nowhere).
  Camera away = camera_on({5, 5, 5}, 1000);
  away.target = glm::vec3(glm::dvec3(5, 5, 5) + glm::dvec3(forward_direction(away)) * 2000.0);
  EXPECT_TRUE(overlay(emit(tiny, away)).points.empty());
  // Every kind that has a size gets one when tiny; points and segments are drawn in pixels.
  const Camera cam = camera_on({0, 0, 0}, 1e5f);
  for (const ObjectDesc& d :
       {ObjectDesc(desc::Aabb{{0, 0, 0}, {1e-3, 1e-3, 1e-3}}),
        ObjectDesc(desc::Sphere{{0, 0, 0}, 1e-3}), ObjectDesc(desc::Plane{{0, 1, 0}, {0, 0, 0}}),
        ObjectDesc(desc::Triangle{{0, 0, 0}, {1e-3, 0, 0}, {0, 1e-3, 0}}),
        ObjectDesc(desc::Ellipsoid{{0, 0, 0}, {1e-3, 1e-3, 1e-3}, {1, 0, 0, 0}}),
        ObjectDesc(desc::Capsule{{0, 0, 0}, {1e-3, 0, 0}, 1e-3})}) {
    const DrawList l = emit(d, cam);
    ASSERT_EQ(overlay(l).points.size(), 1u) << d.index();
    EXPECT_EQ(overlay(l).points[0].size_px, kMarkerSizePx);
  }
  // A zero-size box is the smallest object of all: it gets its marker too. Markers are drawn in
  // the overlay, so a tiny object inside a solid (edge_huge_and_tiny's tiny_in) still shows.
  const DrawList zero =
      emit(desc::Box{{0, 0, 0}, {0, 0, 0}, {1, 0, 0, 0}}, camera_on({0, 0, 0}, 10));
  ASSERT_EQ(overlay(zero).points.size(), 1u);
  EXPECT_TRUE(scene(zero).points.empty());
  EXPECT_FALSE(marker_sphere(desc::Point{}));
  EXPECT_FALSE(marker_sphere(desc::Segment{}));
}

TEST(SceneDrawing, HiddenObjectsEmitNothingAndTheHighlightPicksOne) {
  Scene s;
  s.objects.push_back({"a", "a", kRgb, true, desc::Box{}});
  s.objects.push_back({"b", "b", kRgb, false, desc::Box{{3, 0, 0}}});
  s.objects.push_back({"c", "c", kRgb, true, desc::Box{{-3, 0, 0}}});
  DrawList list;
  draw_objects(list, s, camera_on({0, 0, 0}), kViewport, 2);
  EXPECT_EQ(scene(list).solids[std::size_t(Solid::box)].size(), 2u);
  int highlighted = 0;
  for (const DrawLine& l : scene(list).lines)
    if (l.color_a == kHighlightColor) {
      ++highlighted;
      EXPECT_LT(l.a.x, -2);  // c's edges
    }
  EXPECT_EQ(highlighted, 12);
}

TEST(SceneDrawing, ChannelsAreTheByteOver255) {
  for (int i = 0; i < 256; ++i) {
    const auto b = std::uint8_t(i);
    const Color c = to_color({b, std::uint8_t(255 - i), b});
    EXPECT_EQ(c, Color(float(i) / 255.0f, float(255 - i) / 255.0f, float(i) / 255.0f, 1.0f)) << i;
  }
}

// Where an object's bounding sphere is, told independently of the drawing code: its centre's
// pixel (world_to_pixel) against the viewport. Inside: it must be drawn. Clearly outside (beyond
// an edge by twice its image's radius and 2 pixels more, which perspective cannot stretch it to,
// or wholly behind the eye): it must not. In between: either.
enum class Place { inside, outside, edge };
Place place_of(const glm::dvec3& center, double radius, const Camera& cam) {
  const double depth = view_depth(cam, center);
  if (depth < -radius) return Place::outside;
  if (depth <= radius) return Place::edge;
  const auto px = world_to_pixel(cam, kViewport, center);
  if (!px) return Place::edge;
  const double r = radius / pixel_size_at(cam, kViewport, depth);
  const double beyond =
      std::max({-px->x, px->x - kViewport.width, -px->y, px->y - kViewport.height});
  if (beyond <= 0) return Place::inside;
  return beyond > 2 * r + 2 ? Place::outside : Place::edge;
}

// A frame of many objects (the W3 case, 3,000: under the big-scene limit): every AABB and sphere
// in view is one solid with its hand-worked placement, except those whose bounding sphere spans
// under kMarkerBelowPx pixels at its depth (2r / pixel_size_at(depth)), which are only their
// marker; objects out of view emit nothing. Sizes and distances are spread over six decades so
// that both sides of the threshold are well filled.
TEST(SceneDrawing, AManyObjectFrameEmitsTheSolidsInViewAndTheMarkersOfTheTinyOnes) {
  std::mt19937_64 rng(9);
  std::uniform_real_distribution<double> u(0, 1);
  for (int trial = 0; trial < 4; ++trial) {
    Camera cam = camera_on({0, 0, 0}, float(5 + 200 * u(rng)));
    cam.yaw = float(6.28 * u(rng));
    cam.pitch = float(1.4 * u(rng) - 0.7);
    Scene many;
    for (int i = 0; i < 3000; ++i) {
      const glm::dvec3 c{600 * u(rng) - 300, 600 * u(rng) - 300, 600 * u(rng) - 300};
      const double size = std::pow(10.0, 6 * u(rng) - 4);  // 1e-4 … 1e2
      ObjectDesc d;
      if (i % 2 == 0) {
        const glm::dvec3 h{size * (0.5 + u(rng)), size * (0.5 + u(rng)), size * (0.5 + u(rng))};
        d = desc::Aabb{c - h, c + h};
      } else {
        d = desc::Sphere{c, size};
      }
      many.objects.push_back({"o" + std::to_string(i), "", std::nullopt, i % 7 != 3, d});
    }
    DrawList list;
    draw_objects(list, many, cam, kViewport, -1, false);

    // Emitted solids and markers by centre, to look each object up.
    std::map<std::array<double, 3>, DrawSolid> solids;
    for (const auto& batch : scene(list).solids)
      for (const DrawSolid& d : batch)
        solids[{d.center.x, d.center.y, d.center.z}] = d;
    std::map<std::array<double, 3>, DrawPoint> markers;
    for (const DrawPoint& p : overlay(list).points)
      markers[{p.p.x, p.p.y, p.p.z}] = p;
    EXPECT_EQ(solids.size(), scene(list).solid_count());  // no two at one centre
    EXPECT_TRUE(scene(list).points.empty());              // a small scene: no plain dots

    std::size_t tiny = 0, big = 0, outside = 0, edge = 0;
    for (std::size_t i = 0; i < many.objects.size(); ++i) {
      const SceneObject& o = many.objects[i];
      glm::dvec3 center, half;
      DrawSolid expected;
      if (const auto* a = std::get_if<desc::Aabb>(&o.desc)) {
        center = (a->min + a->max) * 0.5;
        half = (a->max - a->min) * 0.5;
        expected = {Solid::box, center,
                    glm::mat3(glm::dmat3(half.x, 0, 0, 0, half.y, 0, 0, 0, half.z)),
                    object_color(o, i)};
      } else {
        const auto& s = std::get<desc::Sphere>(o.desc);
        center = s.center;
        half = glm::dvec3(s.radius);
        expected = {Solid::sphere, center, glm::mat3(glm::dmat3(s.radius)), object_color(o, i)};
      }
      const std::array<double, 3> key{center.x, center.y, center.z};
      const bool has_solid = solids.count(key) > 0, has_marker = markers.count(key) > 0;
      if (!o.visible) {
        EXPECT_FALSE(has_solid || has_marker) << i;
        continue;
      }
      // The bounding sphere: half the AABB's diagonal, the sphere itself.
      const double radius = std::get_if<desc::Aabb>(&o.desc) ? glm::length(half) : half.x;
      const Place where = place_of(center, radius, cam);
      if (where == Place::edge) {
        ++edge;
        continue;
      }
      if (where == Place::outside) {
        ++outside;
        EXPECT_FALSE(has_solid || has_marker) << i;
        continue;
      }
      const double depth = view_depth(cam, center);
      const double px = 2 * radius / pixel_size_at(cam, kViewport, depth);
      if (std::abs(px - kMarkerBelowPx) < 1e-9 * kMarkerBelowPx) continue;  // on the line
      if (px < kMarkerBelowPx) {
        ++tiny;
        EXPECT_FALSE(has_solid) << i;
        ASSERT_TRUE(has_marker) << i;
        EXPECT_EQ(markers[key], (DrawPoint{center, object_color(o, i), kMarkerSizePx})) << i;
      } else {
        ++big;
        EXPECT_FALSE(has_marker) << i;
        ASSERT_TRUE(has_solid) << i;
        EXPECT_EQ(solids[key], expected) << i;
      }
    }
    EXPECT_GT(tiny, 50u);
    EXPECT_GT(big, 50u);
    EXPECT_GT(outside, 100u);
    EXPECT_LT(edge, 300u);
    EXPECT_TRUE(scene(list).lines.empty());  // outlines off
  }
}

std::vector<DrawLine> lines_in(const DrawList& l, const Color& c) {
  std::vector<DrawLine> out;
  for (const DrawLine& line : l.layer(Layer::scene).lines)
    if (line.color_a == c) out.push_back(line);
  return out;
}

// The distance in pixels between two points' images (world_to_pixel: an independent
// projection, eye-relative in double).
double pixel_distance(const Camera& cam, const glm::dvec3& p, const glm::dvec3& q) {
  const auto a = world_to_pixel(cam, kViewport, p), b = world_to_pixel(cam, kViewport, q);
  EXPECT_TRUE(a && b);
  return a && b ? glm::length(*a - *b) : -1;
}

// In a big scene the object under the pointer gets a ring about its image in the overlay,
// light on a dark band: kHoverRingGapPx outside its bounding sphere's image, which for points
// at the centre's depth is the world radius over the pixel size there (checked through an
// independent projection, world_to_pixel).
TEST(SceneDrawing, InABigSceneTheObjectUnderThePointerGetsARingOverEverything) {
  Scene s;
  for (int i = 0; i < 6000; ++i) {  // a 20 × 20 × 15 lattice of small boxes: a big scene
    const glm::dvec3 c{0.5 * (i % 20) - 5, 0.5 * ((i / 20) % 20) - 5, 0.5 * (i / 400) - 3.5};
    s.objects.push_back(
        {"b" + std::to_string(i), "", std::nullopt, true, desc::Aabb{c - 0.1, c + 0.1}});
  }
  const Camera cam = camera_on({0, 0, 0}, 25);
  const std::size_t hovered = 3210;
  const glm::dvec3 center{0.5 * (3210 % 20) - 5, 0.5 * ((3210 / 20) % 20) - 5,
                          0.5 * (3210 / 400) - 3.5};
  const double radius = std::sqrt(3.0) * 0.1;  // half the box's diagonal
  const auto rings_in = [](const DrawList& l) {
    std::vector<DrawLine> light, dark;
    for (const DrawLine& line : overlay(l).lines) {
      if (line.color_a == kHighlightColor) light.push_back(line);
      if (line.color_a == kHoverRingShadow) dark.push_back(line);
    }
    return std::pair{light, dark};
  };

  DrawList list;
  draw_objects(list, s, cam, kViewport, int(hovered), false);
  const auto [light, dark] = rings_in(list);
  ASSERT_EQ(light.size(), std::size_t(kRingSegments));
  ASSERT_EQ(dark.size(), std::size_t(kRingSegments));
  const double pixel = pixel_size_at(cam, kViewport, view_depth(cam, center));
  const double expected_px = radius / pixel + kHoverRingGapPx;
  EXPECT_GT(expected_px, kHoverRingGapPx + 2);  // the box is a few pixels, not a dot
  for (const auto* ring : {&light, &dark})
    for (const DrawLine& line : *ring)
      for (const glm::dvec3& p : {line.a, line.b})
        EXPECT_NEAR(pixel_distance(cam, p, center), expected_px, 1e-6 * expected_px);
  EXPECT_EQ(light[0].width_px, kHoverRingWidth);
  EXPECT_EQ(dark[0].width_px, kHoverRingWidth + kHoverRingShadowPx);
  // The dark band first, the light ring over it (lines are drawn in order).
  const auto& lines = overlay(list).lines;
  const auto first_light = std::ranges::find(lines, light[0]);
  const auto last_dark = std::ranges::find(lines, dark.back());
  EXPECT_LT(last_dark, first_light);

  // None when nothing is under the pointer, when the hovered object is selected (its own
  // outline says so), or in a small scene.
  DrawList none;
  draw_objects(none, s, cam, kViewport, -1, false);
  EXPECT_TRUE(rings_in(none).first.empty());
  DrawList chosen;
  const std::size_t selected[] = {hovered};
  draw_objects(chosen, s, cam, kViewport, int(hovered), false, selected);
  EXPECT_TRUE(rings_in(chosen).first.empty());
  Scene small;
  small.objects.assign(s.objects.begin(), s.objects.begin() + 100);
  DrawList few;
  draw_objects(few, small, cam, kViewport, 50, false);
  EXPECT_TRUE(rings_in(few).first.empty());
  EXPECT_TRUE(rings_in(few).second.empty());
}

// Issue #11: with several objects selected, each shows a selection outline, the primary (the
// last selected) its own; outlines off (as above 5,000 objects) does not hide them.
TEST(SceneDrawing, EverySelectedObjectIsOutlinedAndThePrimaryStandsOut) {
  Scene s;
  const desc::Box a{{-3, 0, 0}, {0.5, 0.5, 0.5}, {1, 0, 0, 0}};
  const desc::Aabb b{{-0.5, -0.25, -0.5}, {0.5, 0.75, 1.5}};
  const desc::Sphere c{{3, 0, 0}, 0.6};
  const desc::Triangle d{{0, 2, 0}, {1, 2, 0}, {0, 3, 0}};
  const desc::Point e{{-2, 2, 0}};
  const desc::Segment f{{2, 2, 0}, {3, 2.5, -1}};
  for (const ObjectDesc& o :
       {ObjectDesc(a), ObjectDesc(b), ObjectDesc(c), ObjectDesc(d), ObjectDesc(e), ObjectDesc(f)})
    s.objects.push_back({"o" + std::to_string(s.objects.size()), "", kRgb, true, o});
  s.objects.push_back({"g", "", kRgb, true, desc::Box{{0, -3, 0}}});  // not selected
  s.objects.push_back({"h", "", kRgb, false, desc::Box{{0, 3, 0}}});  // hidden, selected
  const std::vector<std::size_t> selected{0, 2, 3, 4, 5, 7, 99, 1};   // 99: gone; 1 primary
  const Camera cam = camera_on({0, 1, 0}, 14);
  DrawList list;
  draw_objects(list, s, cam, kViewport, -1, false, selected);

  // The primary (the AABB): its twelve edges, each end at a corner (every coordinate its min
  // or max), lighter and wider than the others'.
  EXPECT_NE(kPrimarySelectedColor, kSelectedColor);
  EXPECT_GT(kPrimarySelectedWidth, kSelectedWidth);
  const std::vector<DrawLine> primary = lines_in(list, kPrimarySelectedColor);
  ASSERT_EQ(primary.size(), 12u);
  for (const DrawLine& l : primary) {
    EXPECT_EQ(l.width_px, kPrimarySelectedWidth);
    for (const glm::dvec3& p : {l.a, l.b})
      for (int k = 0; k < 3; ++k)
        EXPECT_TRUE(p[k] == b.min[k] || p[k] == b.max[k]) << p[k];
  }
  // The others: box 12 edges on its corners, sphere 72 silhouette chords on its surface,
  // triangle its 3 edges, the point a ring, the segment rings at its ends and two side lines.
  std::size_t box = 0, sphere = 0, tri = 0, ring = 0, end_rings = 0, sides = 0;
  for (const DrawLine& l : lines_in(list, kSelectedColor)) {
    EXPECT_EQ(l.width_px, kSelectedWidth);
    const auto on_box = [&](const glm::dvec3& p) {
      return std::abs(std::abs(p.x + 3) - 0.5) < 1e-12 && std::abs(std::abs(p.y) - 0.5) < 1e-12 &&
             std::abs(std::abs(p.z) - 0.5) < 1e-12;
    };
    const auto on_sphere = [&](const glm::dvec3& p) {
      return std::abs(glm::length(p - c.center) - c.radius) < 1e-9;
    };
    const auto is_edge = [&](const glm::dvec3& p, const glm::dvec3& q) {
      return (p == d.a && q == d.b) || (p == d.b && q == d.c) || (p == d.c && q == d.a);
    };
    // A ring of r px about p: both ends' images r px from p's.
    const auto on_ring = [&](const glm::dvec3& p, double r) {
      return std::abs(pixel_distance(cam, l.a, p) - r) < 1e-6 &&
             std::abs(pixel_distance(cam, l.b, p) - r) < 1e-6;
    };
    if (on_box(l.a) && on_box(l.b))
      ++box;
    else if (on_sphere(l.a) && on_sphere(l.b))
      ++sphere;
    else if (is_edge(l.a, l.b))
      ++tri;
    else if (on_ring(e.position, kPointRingPx))
      ++ring;
    else if (on_ring(f.a, kSegmentEndRingPx) || on_ring(f.b, kSegmentEndRingPx))
      ++end_rings;
    else if (std::abs(pixel_distance(cam, l.a, f.a) - kSegmentSidePx) < 1e-6 &&
             std::abs(pixel_distance(cam, l.b, f.b) - kSegmentSidePx) < 1e-6)
      ++sides;
    else
      ADD_FAILURE() << "a selection line of no selected object";
  }
  EXPECT_EQ(box, 12u);
  EXPECT_EQ(sphere, 72u);
  EXPECT_EQ(tri, 3u);
  EXPECT_EQ(ring, std::size_t(kRingSegments));
  EXPECT_EQ(end_rings, 2u * kRingSegments);
  EXPECT_EQ(sides, 2u);
  // Nothing else is outlined (outlines are off): every line but the segment itself is a
  // selection line.
  EXPECT_EQ(scene(list).lines.size(), 12u + 12 + 72 + 3 + 3 * kRingSegments + 2 + 1);

  // The object under the pointer keeps the highlight even when selected; with outlines on the
  // unselected box gets the dark outline and the selected ones keep theirs.
  DrawList lit;
  draw_objects(lit, s, cam, kViewport, 0, true, selected);
  EXPECT_EQ(lines_in(lit, kHighlightColor).size(), 12u);
  EXPECT_EQ(lines_in(lit, kPrimarySelectedColor).size(), 12u);
  EXPECT_EQ(lines_in(lit, kSelectedColor).size(), 72u + 3 + 3 * kRingSegments + 2);
  EXPECT_EQ(lines_in(lit, kOutlineColor).size(), 12u);  // g
  // Selection changes outlines only: the solids, triangles and points are those of no selection.
  DrawList plain;
  draw_objects(plain, s, cam, kViewport, -1, false);
  EXPECT_EQ(scene(plain).solids, scene(list).solids);
  EXPECT_EQ(scene(plain).points, scene(list).points);
  EXPECT_EQ(scene(plain).triangles, scene(list).triangles);
}

}  // namespace
}  // namespace collide
