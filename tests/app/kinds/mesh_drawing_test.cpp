// What a triangle mesh emits into the draw list, without a GL context: one triangle per triangle
// in the object's colour, and its feature edges (folds, open edges, edges of three triangles),
// each once, checked against hand-worked meshes and, on the shipped level, against hand-picked
// edges of its steps and floor and a brute-force scan of every triangle.
#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <numbers>
#include <set>
#include <vector>

#include <glm/geometric.hpp>

#include "app/kinds/mesh_drawing.hpp"
#include "core/shapes/mesh_file.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

using D3 = glm::dvec3;
using Tri = std::array<std::uint32_t, 3>;

std::shared_ptr<const MeshData> mesh_of(const std::vector<D3>& v, const std::vector<Tri>& t) {
  MeshBuild b = build_triangle_mesh(v, t);
  EXPECT_TRUE(b.mesh) << b.message;
  return b.mesh;
}

struct Drawn {
  DrawList list;
  const DrawLayer& scene() const { return list.layer(Layer::scene); }
};

Drawn draw(const MeshData& m, float width = kOutlineWidth) {
  Drawn d;
  Camera camera;
  const ObjectView view(camera, Viewport{640, 360});
  const DrawnSizes sizes{1, 1, 1};
  const ObjectStyle s{d.list, view, sizes, Color(0.2f, 0.4f, 0.6f, 1), kOutlineColor, width, false};
  draw_mesh(m, mesh_feature_edges(m), s);
  return d;
}

// The drawn lines as sets of end points (each edge once: a repeat fails).
std::set<std::pair<std::array<double, 3>, std::array<double, 3>>> drawn_edges(const DrawLayer& l) {
  std::set<std::pair<std::array<double, 3>, std::array<double, 3>>> edges;
  for (const DrawLine& line : l.lines) {
    std::array<double, 3> a{line.a.x, line.a.y, line.a.z}, b{line.b.x, line.b.y, line.b.z};
    if (b < a) std::swap(a, b);
    EXPECT_TRUE(edges.insert({a, b}).second) << "an edge drawn twice";
  }
  return edges;
}

// A unit square as two triangles: its four sides are open edges, the diagonal they share is
// flat; the faces in the object's colour.
TEST(MeshDrawing, ASquaresDiagonalIsNotDrawnItsFourSidesAre) {
  const auto m = mesh_of({{0, 0, 0}, {1, 0, 0}, {1, 0, 1}, {0, 0, 1}}, {{0, 1, 2}, {0, 2, 3}});
  const Drawn d = draw(*m);
  ASSERT_EQ(d.scene().triangles.size(), 2u);
  for (const DrawTriangle& t : d.scene().triangles)
    EXPECT_EQ(t.color, Color(0.2f, 0.4f, 0.6f, 1));
  const auto edges = drawn_edges(d.scene());
  EXPECT_EQ(edges.size(), 4u);
  EXPECT_FALSE(edges.count({{0, 0, 0}, {1, 0, 1}}));
  EXPECT_TRUE(edges.count({{0, 0, 0}, {1, 0, 0}}));
  for (const DrawLine& l : d.scene().lines) {
    EXPECT_EQ(l.color_a, kOutlineColor);
    EXPECT_EQ(l.width_px, kOutlineWidth);
  }
  // Outlines off: the faces only.
  const Drawn bare = draw(*m, 0);
  EXPECT_EQ(bare.scene().triangles.size(), 2u);
  EXPECT_TRUE(bare.scene().lines.empty());
}

// A closed cube of 12 triangles: its 12 edges (ends differing in one coordinate), not the 6 face
// diagonals (two).
TEST(MeshDrawing, ACubeIsItsTwelveEdgesNotItsFaceDiagonals) {
  std::vector<D3> v;
  for (int i = 0; i < 8; ++i)
    v.push_back({double(i & 1), double((i >> 1) & 1), double((i >> 2) & 1)});
  const std::vector<Tri> t = {{0, 2, 3}, {0, 3, 1}, {4, 5, 7}, {4, 7, 6}, {0, 1, 5}, {0, 5, 4},
                              {2, 6, 7}, {2, 7, 3}, {0, 4, 6}, {0, 6, 2}, {1, 3, 7}, {1, 7, 5}};
  const auto m = mesh_of(v, t);
  const Drawn d = draw(*m);
  EXPECT_EQ(d.scene().triangles.size(), 12u);
  const auto edges = drawn_edges(d.scene());
  EXPECT_EQ(edges.size(), 12u);
  for (const auto& [a, b] : edges)
    EXPECT_EQ(int(a[0] != b[0]) + int(a[1] != b[1]) + int(a[2] != b[2]), 1);
}

// Two triangles hinged on the x axis, the second's plane turned by θ from the first's (its normal
// (0, cos θ, sin θ) against (0, 1, 0)): flat at 15°, a fold at 25° (kMeshCreaseDegrees = 20),
// whichever way the second is wound.
TEST(MeshDrawing, AHingeIsAFoldBeyondTheCreaseAngleEitherWinding) {
  static_assert(kMeshCreaseDegrees > 15 && kMeshCreaseDegrees < 25);
  for (const double degrees : {15.0, 25.0})
    for (const bool flipped : {false, true}) {
      const double a = degrees * std::numbers::pi / 180;
      const auto m = mesh_of({{0, 0, 0}, {1, 0, 0}, {0.5, 0, 1}, {0.5, std::sin(a), -std::cos(a)}},
                             {{0, 2, 1}, flipped ? Tri{0, 3, 1} : Tri{0, 1, 3}});
      const auto edges = drawn_edges(draw(*m).scene());
      SCOPED_TRACE(std::to_string(degrees) + (flipped ? " flipped" : ""));
      EXPECT_EQ(edges.count({{0, 0, 0}, {1, 0, 0}}), degrees > 20 ? 1u : 0u);
      EXPECT_EQ(edges.size(), degrees > 20 ? 5u : 4u);
    }
}

// Three triangles on one edge (a fin on a flat pair) make it a feature even where two of them are
// coplanar; a triangle with a repeated index adds no edge for the repeat, and one with three
// points on a line (no plane) makes its shared edge a feature.
TEST(MeshDrawing, EdgesOfThreeTrianglesAndDegenerateOnes) {
  const auto fin = mesh_of({{0, 0, 0}, {1, 0, 0}, {0.5, 0, 1}, {0.5, 0, -1}, {0.5, 1, 0}},
                           {{0, 1, 2}, {0, 3, 1}, {0, 1, 4}});
  const auto e = mesh_feature_edges(*fin);
  EXPECT_TRUE(std::count(e.begin(), e.end(), MeshEdge{0, 1}) == 1);
  EXPECT_EQ(e.size(), 7u);  // the shared edge and the six open ones

  // Triangle 1 repeats vertex 0: its only edge is 0–2, shared with the square's half; it has no
  // plane, so that edge is a feature.
  const auto repeat = mesh_of({{0, 0, 0}, {1, 0, 0}, {1, 0, 1}}, {{0, 1, 2}, {0, 0, 2}});
  EXPECT_EQ(mesh_feature_edges(*repeat), (std::vector<MeshEdge>{{0, 1}, {0, 2}, {1, 2}}));
  // Vertex 3 on the line of 0 and 1: the sliver 0–3–1 has no plane.
  const auto line = mesh_of({{0, 0, 0}, {2, 0, 0}, {1, 0, 1}, {1, 0, 0}}, {{0, 1, 2}, {0, 3, 1}});
  const auto le = mesh_feature_edges(*line);
  EXPECT_EQ(std::count(le.begin(), le.end(), MeshEdge{0, 1}), 1);
}

// The level as shipped (assets/meshes/make_level.py): every triangle drawn once; the first step's
// tread meets its riser along y = 0.2, z = −2 (a 90° fold, in 0.2 cells from x = −6), drawn; the
// floor's cell side from (0, 0, 0) to (1, 0, 0) lies flat between two floor cells, not drawn.
// Every edge drawn, and every edge left out, agrees with a scan over all triangles.
TEST(MeshDrawing, TheLevelsStepsAreOutlinedItsFloorIsNot) {
  const MeshFileBuild load =
      load_mesh_file(std::filesystem::path(test::source_dir()) / "assets/meshes/level.obj");
  ASSERT_TRUE(load.build.mesh) << load.error;
  const MeshData& m = *load.build.mesh;
  const auto start = std::chrono::steady_clock::now();
  const std::vector<MeshEdge> edges = mesh_feature_edges(m);
  std::printf(
      "  feature edges of %zu triangles: %zu, in %.2f ms\n", m.triangles.size(), edges.size(),
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
  const Drawn d = draw(m);
  EXPECT_EQ(d.scene().triangles.size(), 17342u);
  const auto drawn = drawn_edges(d.scene());
  EXPECT_EQ(drawn.size(), edges.size());
  // Within 1e-9 of the numbers (the file's 4 decimals, as the OBJ reader rounds them).
  const auto has = [&](const D3& a, const D3& b) {
    for (const DrawLine& l : d.scene().lines)
      if ((glm::distance(l.a, a) < 1e-9 && glm::distance(l.b, b) < 1e-9) ||
          (glm::distance(l.a, b) < 1e-9 && glm::distance(l.b, a) < 1e-9))
        return true;
    return false;
  };
  EXPECT_TRUE(has({-6, 0.2, -2}, {-5.8, 0.2, -2}));
  EXPECT_TRUE(has({-2.2, 0.2, -2}, {-2, 0.2, -2}));
  EXPECT_FALSE(has({0, 0, 0}, {1, 0, 0}));

  // The brute force: for an edge, the triangles holding both its ends, by a scan of all.
  const double smooth = std::cos(kMeshCreaseDegrees * std::numbers::pi / 180);
  const auto feature = [&](std::uint32_t a, std::uint32_t b) {
    std::vector<D3> normals;
    for (const Tri& t : m.triangles)
      if (std::count(t.begin(), t.end(), a) && std::count(t.begin(), t.end(), b))
        normals.push_back(
            glm::cross(m.vertices[t[1]] - m.vertices[t[0]], m.vertices[t[2]] - m.vertices[t[0]]));
    if (normals.size() != 2) return true;
    const double l0 = glm::length(normals[0]), l1 = glm::length(normals[1]);
    return !(l0 > 0 && l1 > 0) || std::abs(glm::dot(normals[0], normals[1])) < smooth * l0 * l1;
  };
  // Every 7th drawn edge, and every 7th edge of the triangles.
  for (std::size_t i = 0; i < edges.size(); i += 7)
    EXPECT_TRUE(feature(edges[i][0], edges[i][1])) << edges[i][0] << "–" << edges[i][1];
  const std::set<MeshEdge> kept(edges.begin(), edges.end());
  for (std::size_t k = 0; k < m.triangles.size(); k += 7) {
    const Tri& t = m.triangles[k];
    const MeshEdge e{std::min(t[0], t[1]), std::max(t[0], t[1])};
    EXPECT_EQ(kept.count(e) == 1, feature(e[0], e[1])) << e[0] << "–" << e[1];
  }
}

// Found once per mesh: the same mesh gives the same list back; another mesh (or the same numbers
// built again) its own.
TEST(MeshDrawing, FeatureEdgesAreKeptPerMesh) {
  const auto a = mesh_of({{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}, {{0, 1, 2}});
  const auto first = mesh_feature_edges_of(a);
  EXPECT_EQ(mesh_feature_edges_of(a), first);
  EXPECT_EQ(*first, mesh_feature_edges(*a));
  const auto b = mesh_of({{0, 0, 0}, {1, 0, 0}, {1, 0, 1}, {0, 0, 1}}, {{0, 1, 2}, {0, 2, 3}});
  const auto other = mesh_feature_edges_of(b);
  EXPECT_NE(other, first);
  EXPECT_EQ(other->size(), 4u);
  EXPECT_TRUE(mesh_feature_edges_of(nullptr)->empty());
}

}  // namespace
}  // namespace collide
