// A mesh's evidence, GL-free: the tested triangles outlined, the hit ones filled red, the pruned
// nodes' boxes, and the rows that count and name them, on a mesh built by hand — two 2×2 grids of
// unit cells in y = 0, one at x, z ∈ [0, 2] and one 20 away — where the hit triangle is worked out
// by hand and the far grid can only be pruned.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include <glm/geometric.hpp>

#include "app/kinds/mesh_steps.hpp"
#include "app/visualize/ghost_draw.hpp"
#include "app/visualize/mesh_visual.hpp"
#include "render/eye_relative.hpp"
#include "tests/app/visualize/visualize_test_support.hpp"

namespace collide {
namespace {

using D3 = glm::dvec3;
using test::near;
using test::why;

// Cell (i, j) at x ∈ [x0 + i, x0 + i + 1], z ∈ [j, j + 1], split along its diagonal from (x, z) to
// (x + 1, z + 1): triangle 2·cell is the half below it (z − j < x − x0 − i), 2·cell + 1 the other.
// Cells 0..3 near the origin (triangles 0..7), 4..7 at x0 = 20 (triangles 8..15).
std::shared_ptr<const MeshData> two_grids() {
  std::vector<D3> v;
  std::vector<std::array<std::uint32_t, 3>> t;
  for (const double x0 : {0.0, 20.0})
    for (int i = 0; i < 2; ++i)
      for (int j = 0; j < 2; ++j) {
        const auto n = std::uint32_t(v.size());
        const double x = x0 + i, z = j;
        v.insert(v.end(), {{x, 0, z}, {x + 1, 0, z}, {x + 1, 0, z + 1}, {x, 0, z + 1}});
        t.push_back({n, n + 1, n + 2});
        t.push_back({n, n + 2, n + 3});
      }
  MeshBuild b = build_triangle_mesh(v, t);
  EXPECT_TRUE(b.mesh) << b.message;
  return b.mesh;
}

std::vector<DrawTriangle> fills(const DrawList& l) {
  return l.layer(Layer::evidence).triangles;
}

bool same_corners(const DrawTriangle& d, const std::array<D3, 3>& c) {
  return near(d.a, c[0]) && near(d.b, c[1]) && near(d.c, c[2]);
}

// A sphere of radius 0.1 at (0.5, 0.05, 0.25): above the lower half of cell 0 (z < x), 0.05 from
// it; the upper half's nearest point is on the diagonal, |0.5 − 0.25|/√2 = 0.177 across and 0.05
// down (0.18 > 0.1); every other cell is 0.5 or more away. So triangle 0 alone is hit, and the far
// grid (20 away) is pruned, never tested.
TEST(MeshVisual, ASphereOnACellHitsItsHalfFillsItAndCountsTheRest) {
  const auto mesh = two_grids();
  const MeshOverlap<double> r = mesh_overlap(*mesh, Sphere<double>{{0.5, 0.05, 0.25}, 0.1});
  ASSERT_EQ(r.hit, (std::vector<std::uint32_t>{0}));
  for (const std::uint32_t k : r.tested)
    EXPECT_LT(k, 8u) << "a far triangle tested";
  ASSERT_FALSE(r.pruned.empty());

  DrawList out;
  visual::draw_mesh_overlap(r, *mesh, EvidenceStyle{}, out);
  EXPECT_TRUE(test::only_evidence(out));
  // One fill, triangle 0's corners (no camera: not lifted), in the overlap's red.
  ASSERT_EQ(fills(out).size(), 1u);
  EXPECT_TRUE(same_corners(fills(out)[0], {D3(0, 0, 0), D3(1, 0, 0), D3(1, 0, 1)}));
  EXPECT_TRUE(test::same_rgb(fills(out)[0].color, kOverlapColor));
  // Its three sides in red; every tested triangle's three in white; twelve edges per pruned box.
  EXPECT_TRUE(test::has_line(out, kOverlapColor, {0, 0, 0}, {1, 0, 1}));
  EXPECT_EQ(test::lines_of(out, kOverlapColor).size(), 3u);
  EXPECT_EQ(test::lines_of(out, visual::kMeshTestedColor).size(), 3 * r.tested.size());
  const auto boxes = test::lines_of(out, visual::kMeshPrunedColor);
  EXPECT_EQ(boxes.size(), 12 * r.pruned.size());
  // The far grid lies inside the pruned boxes: some box edge reaches x = 22.
  bool far_box = false;
  for (const DrawLine& l : boxes)
    far_box = far_box || l.a.x == 22 || l.b.x == 22;
  EXPECT_TRUE(far_box);
  ASSERT_EQ(out.layer(Layer::evidence).labels.size(), 1u);
  EXPECT_EQ(out.layer(Layer::evidence).labels[0].text,
            "triangle 0 hit (" + std::to_string(r.tested.size()) + " tested, 1 hit)");

  WhyRows rows;
  visual::explain_mesh_overlap(r, *mesh, rows);
  EXPECT_EQ(why(rows, "mesh", "triangles"), 16);
  EXPECT_EQ(why(rows, "mesh", "hit"), 1);
  EXPECT_EQ(why(rows, "mesh", "tested"), double(r.tested.size()));
  EXPECT_EQ(why(rows, "mesh", "pruned"), double(r.pruned.size()));
  EXPECT_EQ(why(rows, "mesh", "nodes_visited"), double(r.nodes_visited));
  EXPECT_EQ(test::row_named(rows, "mesh")->formula,
            "16 triangles: " + std::to_string(r.tested.size()) + " tested, 1 hit, " +
                std::to_string(r.nodes_visited) + " nodes visited, " +
                std::to_string(r.pruned.size()) + " pruned");
  EXPECT_EQ(why(rows, "pruning", "margin"), double(r.margin));
  EXPECT_EQ(test::row_named(rows, "hit 0")->formula, "(0, 0, 0), (1, 0, 0), (1, 0, 1)");
  EXPECT_EQ(why(rows, "hit 0", "c.z"), 1);
  EXPECT_EQ(test::row_named(rows, "decision")->formula, "triangle 0 meets it → intersects");
  EXPECT_NE(test::row_named(rows, "tolerance"), nullptr);
}

// With the camera known, the fill moves kMeshFillLift of the way to the eye: the same pixels, in
// front of the mesh's own face.
TEST(MeshVisual, TheFillIsLiftedTowardsTheEyeAlongItsSightLines) {
  const auto mesh = two_grids();
  const MeshOverlap<double> r = mesh_overlap(*mesh, Sphere<double>{{0.5, 0.05, 0.25}, 0.1});
  EvidenceStyle style;
  Camera camera;
  camera.target = {0.5f, 0, 0.5f};
  camera.distance = 6;
  camera.pitch = 0.8f;
  style.view = EvidenceStyle::View{camera, Viewport{640, 360}};
  DrawList out;
  visual::draw_mesh_overlap(r, *mesh, style, out);
  ASSERT_EQ(fills(out).size(), 1u);
  const D3 eye = eye_position_exact(camera);
  const auto lifted = [&](const D3& p) { return p + visual::kMeshFillLift * (eye - p); };
  EXPECT_TRUE(
      same_corners(fills(out)[0], {lifted({0, 0, 0}), lifted({1, 0, 0}), lifted({1, 0, 1})}));
  EXPECT_GT(glm::distance(fills(out)[0].a, D3(0, 0, 0)), 1e-4);
}

// Far above everything: no triangle tested (every node pruned) or none meets; the rows say apart.
TEST(MeshVisual, AMissSaysNoneMeets) {
  const auto mesh = two_grids();
  const MeshOverlap<float> r = mesh_overlap(*mesh, Sphere<float>{{0.5f, 0.3f, 0.25f}, 0.1f});
  ASSERT_FALSE(r.intersects);
  DrawList out;
  visual::draw_mesh_overlap(r, *mesh, EvidenceStyle{}, out);
  EXPECT_TRUE(fills(out).empty());
  WhyRows rows;
  visual::explain_mesh_overlap(r, *mesh, rows);
  EXPECT_EQ(why(rows, "mesh", "hit"), 0);
  EXPECT_EQ(test::row_named(rows, "decision")->formula,
            "none of the " + std::to_string(r.tested.size()) +
                " triangles tested meets it, the rest pruned → apart");
  ASSERT_EQ(out.layer(Layer::evidence).labels.size(), 1u);
}

// The label counts what was pruned: far above, the root's box misses and every node is pruned;
// between the two grids (x = 10), the root's box holds the sphere but its children's boxes (the
// grids, x 0 to 2 and 20 to 22) miss it: those nodes pruned, not every node (the label once said
// "every node pruned" whenever no triangle was tested).
TEST(MeshVisual, NoTriangleTestedSaysWhichNodesWerePruned) {
  const auto mesh = two_grids();
  const auto label = [&](const Sphere<double>& s) {
    const MeshOverlap<double> r = mesh_overlap(*mesh, s);
    EXPECT_TRUE(r.tested.empty());
    DrawList out;
    visual::draw_mesh_overlap(r, *mesh, EvidenceStyle{}, out);
    EXPECT_EQ(out.layer(Layer::evidence).labels.size(), 1u);
    return std::make_pair(r, out.layer(Layer::evidence).labels.at(0).text);
  };
  const auto [above, above_text] = label({{0.5, 3, 0.25}, 0.1});
  EXPECT_EQ(above.pruned, std::vector<std::uint32_t>{0});
  EXPECT_EQ(above_text, "every node pruned: no triangle tested");
  const auto [between, between_text] = label({{10, 0, 0.5}, 0.1});
  EXPECT_GT(between.nodes_visited, 1u);
  ASSERT_EQ(between.pruned.size(), 2u);
  EXPECT_NE(between.pruned.front(), 0u);
  EXPECT_EQ(between_text, "2 nodes pruned: no triangle tested");
}

// Straight down from (0.5, 5, 0.25): triangle 0 at t = 5, the point (0.5, 0, 0.25), the normal
// facing the origin (0, 1, 0).
TEST(MeshVisual, ARayNamesTheTriangleFirstHitItsTPointAndNormal) {
  const auto mesh = two_grids();
  const Ray<double> ray{{0.5, 5, 0.25}, {0, -1, 0}};
  const MeshRayHit<double> r = mesh_ray_cast(*mesh, ray);
  ASSERT_TRUE(r.intersects);
  DrawList out;
  visual::draw_mesh_ray(r, *mesh, ray, EvidenceStyle{}, out);
  ASSERT_EQ(fills(out).size(), 1u);
  EXPECT_TRUE(same_corners(fills(out)[0], {D3(0, 0, 0), D3(1, 0, 0), D3(1, 0, 1)}));
  EXPECT_TRUE(test::has_point_at(out, kContactColor, {0.5, 0, 0.25}));
  EXPECT_TRUE(test::has_point_at(out, kOperandAColor, {0.5, 5, 0.25}));
  bool labelled = false;
  for (const DrawLabel& l : out.layer(Layer::evidence).labels)
    labelled = labelled || l.text == "triangle 0, t = 5";
  EXPECT_TRUE(labelled);

  WhyRows rows;
  visual::explain_mesh_ray(r, *mesh, ray, rows);
  EXPECT_EQ(why(rows, "first hit", "triangle"), 0);
  EXPECT_EQ(why(rows, "first hit", "t"), 5);
  EXPECT_EQ(why(rows, "first hit", "y"), 0);
  EXPECT_EQ(test::row_named(rows, "first hit")->formula,
            "triangle 0 at t = 5: o + t·d = (0.5, 0, 0.25), n = (0, 1, 0)");
  EXPECT_EQ(test::row_named(rows, "triangle 0")->formula, "(0, 0, 0), (1, 0, 0), (1, 0, 1)");
  EXPECT_EQ(why(rows, "mesh", "triangles"), 16);

  // Upwards from beside the grids: a miss, said on the ray.
  const Ray<double> up{{5, 1, 5}, {0, 1, 0}};
  const MeshRayHit<double> miss = mesh_ray_cast(*mesh, up);
  ASSERT_FALSE(miss.intersects);
  DrawList none;
  visual::draw_mesh_ray(miss, *mesh, up, EvidenceStyle{}, none);
  EXPECT_TRUE(fills(none).empty());
  WhyRows miss_rows;
  visual::explain_mesh_ray(miss, *mesh, up, miss_rows);
  EXPECT_EQ(test::row_named(miss_rows, "first hit"), nullptr);
  EXPECT_EQ(test::row_named(miss_rows, "decision")->formula, "no triangle tested is hit → misses");
}

// A one-triangle mesh standing in z = 0.2 across y = 0 at x ∈ [0.675, 0.825]: inside triangle 0
// (z < x there), 0.475 or more from the diagonal z = x: the pair (0, 0) alone meets.
TEST(MeshVisual, TwoMeshesNameTheirTrianglePairs) {
  const auto grids = two_grids();
  const MeshBuild fin =
      build_triangle_mesh(std::vector<D3>{{0.6, -0.5, 0.2}, {0.9, -0.5, 0.2}, {0.75, 0.5, 0.2}},
                          std::vector<std::array<std::uint32_t, 3>>{{0, 1, 2}});
  ASSERT_TRUE(fin.mesh);
  const MeshMeshOverlap<double> r = mesh_mesh_overlap<double>(*grids, *fin.mesh);
  ASSERT_EQ(r.hit, (std::vector<std::array<std::uint32_t, 2>>{{0, 0}}));
  DrawList out;
  visual::draw_mesh_mesh(r, *grids, *fin.mesh, EvidenceStyle{}, out);
  ASSERT_EQ(fills(out).size(), 2u);
  EXPECT_TRUE(same_corners(fills(out)[0], {D3(0, 0, 0), D3(1, 0, 0), D3(1, 0, 1)}));
  EXPECT_TRUE(
      same_corners(fills(out)[1], {D3(0.6, -0.5, 0.2), D3(0.9, -0.5, 0.2), D3(0.75, 0.5, 0.2)}));
  // A's tested triangles in orange, B's one in blue, each once.
  std::set<std::uint32_t> a_tested;
  for (const auto& p : r.tested)
    a_tested.insert(p[0]);
  EXPECT_EQ(test::lines_of(out, kOperandAColor, 1.5f).size(), 3 * a_tested.size());
  EXPECT_EQ(test::lines_of(out, kOperandBColor, 1.5f).size(), 3u);

  WhyRows rows;
  visual::explain_mesh_mesh(r, *grids, *fin.mesh, rows);
  EXPECT_EQ(why(rows, "meshes", "triangles_a"), 16);
  EXPECT_EQ(why(rows, "meshes", "triangles_b"), 1);
  EXPECT_EQ(why(rows, "meshes", "hit"), 1);
  const WhyRow* hit = test::row_named(rows, "hit A 0 × B 0");
  ASSERT_NE(hit, nullptr);
  EXPECT_EQ(hit->formula,
            "A (0, 0, 0), (1, 0, 0), (1, 0, 1) meets B (0.6, -0.5, 0.2), (0.9, -0.5, 0.2), "
            "(0.75, 0.5, 0.2)");
  EXPECT_EQ(why(rows, "hit A 0 × B 0", "B.c.y"), 0.5);
  EXPECT_EQ(test::row_named(rows, "decision")->formula, "A 0 meets B 0 (Möller) → intersects");
}

// A moving mesh's ghost (where it was or will be): no support function to outline, so its
// feature edges as the view outlines it — the Add menu's steps have 46 (SceneDrawing.AMesh…).
TEST(MeshVisual, AMeshsGhostIsItsFeatureEdges) {
  const MeshGeometry g = mesh_steps({1, 2, 3}, 1);
  DrawList out;
  evidence::ghost(out, desc::Mesh{mesh_of_triangles(g.vertices, g.triangles)}, kOperandAColor,
                  1.5f);
  EXPECT_TRUE(test::only_evidence(out));
  EXPECT_EQ(test::lines_of(out, kOperandAColor).size(), 46u);
}

TEST(MeshVisual, IndexListsStopAfterTwentyFour) {
  const std::vector<std::uint32_t> three{3, 7, 12};
  EXPECT_EQ(visual::index_list(three), "3, 7, 12 (3)");
  EXPECT_EQ(visual::index_list({}), "none");
  std::vector<std::uint32_t> many(30);
  for (std::uint32_t i = 0; i < 30; ++i)
    many[i] = i;
  const std::string s = visual::index_list(many);
  EXPECT_TRUE(s.starts_with("0, 1, 2, ")) << s;
  EXPECT_TRUE(s.ends_with(", 22, 23, … (30 in all)")) << s;
  EXPECT_EQ(s.find("24"), std::string::npos) << s;
}

}  // namespace
}  // namespace collide
