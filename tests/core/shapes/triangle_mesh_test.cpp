// The triangle mesh's build (core/shapes/triangle_mesh.hpp): what it refuses and why, the
// hierarchy's invariants (every triangle in exactly one leaf, every box holding what is below it,
// in both precisions), and `transformed` (the vertices mapped, the tree kept and refit).
#include "core/shapes/triangle_mesh.hpp"

#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include <gtest/gtest.h>
#include <glm/gtc/quaternion.hpp>

namespace collide {
namespace {

using V = Vec3<double>;
using Tri = std::array<std::uint32_t, 3>;

// A random soup of n triangles in a 10-unit cube, some of them slivers and repeated indices.
struct Soup {
  std::vector<V> vertices;
  std::vector<Tri> triangles;
};
Soup soup(std::size_t n, unsigned seed) {
  std::mt19937 gen(seed);
  std::uniform_real_distribution<double> u(-5, 5), small(-0.5, 0.5);
  Soup s;
  for (std::size_t k = 0; k < n; ++k) {
    const V c{u(gen), u(gen), u(gen)};
    const auto base = static_cast<std::uint32_t>(s.vertices.size());
    for (int i = 0; i < 3; ++i)
      s.vertices.push_back(c + V{small(gen), small(gen), small(gen)});
    s.triangles.push_back(k % 17 == 0 ? Tri{base, base, base + 1} : Tri{base, base + 1, base + 2});
  }
  return s;
}

template <class T>
bool holds(const Aabb<T>& box, const Vec3<T>& p) {
  return box.min.x <= p.x && p.x <= box.max.x && box.min.y <= p.y && p.y <= box.max.y &&
         box.min.z <= p.z && p.z <= box.max.z;
}

// Every triangle in exactly one leaf, leaves small, boxes holding their triangles (both
// precisions) and their children's boxes.
void expect_valid_hierarchy(const MeshData& m) {
  std::vector<int> seen(m.triangles.size(), 0);
  ASSERT_EQ(m.order.size(), m.triangles.size());
  ASSERT_EQ(m.boxes.size(), m.nodes.size());
  ASSERT_EQ(m.boxes_float.size(), m.nodes.size());
  for (std::size_t i = 0; i < m.nodes.size(); ++i) {
    const BvhNode& n = m.nodes[i];
    if (!n.leaf()) {
      ASSERT_LT(n.first + 1, m.nodes.size());
      EXPECT_GT(n.first, i) << "children come after their parent";
      for (std::uint32_t c : {n.first, n.first + 1}) {
        EXPECT_TRUE(holds(m.boxes[i], m.boxes[c].min) && holds(m.boxes[i], m.boxes[c].max));
        EXPECT_TRUE(holds(m.boxes_float[i], m.boxes_float[c].min) &&
                    holds(m.boxes_float[i], m.boxes_float[c].max));
      }
      continue;
    }
    for (std::uint32_t k = n.first; k < n.first + n.count; ++k) {
      const std::uint32_t t = m.order[k];
      ++seen[t];
      for (std::uint32_t v : m.triangles[t]) {
        EXPECT_TRUE(holds(m.boxes[i], m.vertices[v])) << "node " << i << " triangle " << t;
        EXPECT_TRUE(holds(m.boxes_float[i], m.vertices_float[v])) << "node " << i;
      }
    }
  }
  for (std::size_t t = 0; t < seen.size(); ++t)
    EXPECT_EQ(seen[t], 1) << "triangle " << t;
  EXPECT_LT(m.depth(), kBvhStackSize);
}

TEST(TriangleMesh, RefusesNoTriangles) {
  const std::vector<V> v{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
  const MeshBuild b = build_triangle_mesh(v, {});
  EXPECT_FALSE(b.mesh);
  EXPECT_EQ(b.refusal, MeshRefusal::no_triangles);
  EXPECT_EQ(b.message, "a mesh needs at least one triangle");
}

TEST(TriangleMesh, RefusesAnIndexOutOfRangeNamingTheTriangle) {
  const std::vector<V> v{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
  const std::vector<Tri> t{{0, 1, 2}, {0, 1, 2}, {2, 1, 3}};
  const MeshBuild b = build_triangle_mesh(v, t);
  EXPECT_FALSE(b.mesh);
  EXPECT_EQ(b.refusal, MeshRefusal::index_out_of_range);
  EXPECT_EQ(b.index, 2u);
  EXPECT_EQ(b.message,
            "a triangle names a vertex that does not exist (triangle 2 names vertex 3, there are "
            "3)");
}

TEST(TriangleMesh, RefusesANonFiniteVertexNamingIt) {
  for (double bad :
       {std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity()}) {
    const std::vector<V> v{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, bad, 0}};
    const std::vector<Tri> t{{0, 1, 2}};
    const MeshBuild b = build_triangle_mesh(v, t);
    EXPECT_FALSE(b.mesh);
    EXPECT_EQ(b.refusal, MeshRefusal::non_finite);
    EXPECT_EQ(b.index, 3u);
    EXPECT_EQ(b.message, "a vertex has a NaN or infinite coordinate (vertex 3)");
  }
}

TEST(TriangleMesh, RefusesTooManyTriangles) {
  const std::vector<V> v{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
  const std::vector<Tri> t(kMeshMaxTriangles + 1, Tri{0, 1, 2});
  const MeshBuild b = build_triangle_mesh(v, t);
  EXPECT_EQ(b.refusal, MeshRefusal::too_many_triangles);
  EXPECT_EQ(b.message, "a mesh may have at most 1,000,000 triangles (got 1000001)");
}

TEST(TriangleMesh, KeepsVerticesInDoubleAndTheirFloatRoundings) {
  const std::vector<V> v{{0.1, 0, 0}, {1, 1.0 / 3.0, 0}, {0, 1, 1e-9}};
  const MeshBuild b = build_triangle_mesh(v, std::vector<Tri>{{0, 1, 2}});
  ASSERT_TRUE(b.mesh);
  EXPECT_EQ(b.mesh->vertices[1].y, 1.0 / 3.0);
  EXPECT_EQ(b.mesh->vertices_float[1].y, 1.0f / 3.0f);
  EXPECT_EQ(b.mesh->triangle<float>(0).c.z, 1e-9f);
  // One triangle: the root is a leaf whose box is the triangle's.
  ASSERT_EQ(b.mesh->nodes.size(), 1u);
  EXPECT_EQ(b.mesh->boxes[0].min, V(0, 0, 0));
  EXPECT_EQ(b.mesh->boxes[0].max, V(1, 1, 1e-9));
}

TEST(TriangleMesh, BothSplitsGiveAValidHierarchy) {
  const Soup s = soup(3000, 7);
  for (BvhSplit split : {BvhSplit::sah, BvhSplit::median}) {
    SCOPED_TRACE(std::string(name_of(split)));
    const MeshBuild b = build_triangle_mesh(s.vertices, s.triangles, split);
    ASSERT_TRUE(b.mesh) << b.message;
    expect_valid_hierarchy(*b.mesh);
    for (const BvhNode& n : b.mesh->nodes)
      EXPECT_LE(n.count, kBvhLeafSize);  // no two centroids coincide in this soup
  }
}

// Ten copies of one triangle: no plane parts their centroids, so one leaf holds all ten.
TEST(TriangleMesh, CoincidentCentroidsStayInOneLeaf) {
  const std::vector<V> v{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
  const std::vector<Tri> t(10, Tri{0, 1, 2});
  for (BvhSplit split : {BvhSplit::sah, BvhSplit::median}) {
    const MeshBuild b = build_triangle_mesh(v, t, split);
    ASSERT_TRUE(b.mesh);
    ASSERT_EQ(b.mesh->nodes.size(), 1u);
    EXPECT_EQ(b.mesh->nodes[0].count, 10u);
  }
}

// A move moves every vertex by exactly the move; a quarter turn about y and a scale of 2 about
// the centroid map (x, y, z) − c to 2·(z, y, −x) (hand-worked); the tree is the same, its boxes
// refit; the original is untouched.
TEST(TriangleMesh, TransformedMapsTheVerticesAndRefitsTheSameTree) {
  const Soup s = soup(500, 3);
  const MeshBuild b = build_triangle_mesh(s.vertices, s.triangles);
  ASSERT_TRUE(b.mesh);
  const MeshData& m = *b.mesh;

  const MeshBuild moved = transformed(m, V(1, 2, 3));
  ASSERT_TRUE(moved.mesh);
  for (std::size_t i = 0; i < m.vertices.size(); ++i)
    EXPECT_EQ(moved.mesh->vertices[i], m.vertices[i] + V(1, 2, 3));

  const Quat<double> quarter = glm::angleAxis(std::acos(-1.0) / 2, V(0, 1, 0));
  const MeshBuild turned = transformed(m, V(0), quarter, 2);
  ASSERT_TRUE(turned.mesh);
  const MeshData& t = *turned.mesh;
  for (std::size_t i = 0; i < m.vertices.size(); ++i) {
    const V r = m.vertices[i] - m.centroid;
    const V want = m.centroid + 2.0 * V(r.z, r.y, -r.x);
    EXPECT_NEAR(glm::length(t.vertices[i] - want), 0, 1e-12) << "vertex " << i;
    EXPECT_EQ(t.vertices_float[i], Vec3<float>(t.vertices[i]));
  }
  ASSERT_EQ(t.nodes.size(), m.nodes.size());
  for (std::size_t i = 0; i < m.nodes.size(); ++i) {
    EXPECT_EQ(t.nodes[i].first, m.nodes[i].first);
    EXPECT_EQ(t.nodes[i].count, m.nodes[i].count);
  }
  EXPECT_EQ(t.order, m.order);
  expect_valid_hierarchy(t);
  EXPECT_EQ(m.vertices, s.vertices) << "the original is not changed";
}

TEST(TriangleMesh, TransformedRefusesABadScaleOrANonFiniteMove) {
  const std::vector<V> v{{0, 0, 0}, {100, 0, 0}, {0, 100, 0}};
  const MeshBuild b = build_triangle_mesh(v, std::vector<Tri>{{0, 1, 2}});
  ASSERT_TRUE(b.mesh);
  EXPECT_EQ(transformed(*b.mesh, V(0), Quat<double>(1, 0, 0, 0), 0).refusal,
            MeshRefusal::bad_transform);
  EXPECT_EQ(transformed(*b.mesh, V(0), Quat<double>(1, 0, 0, 0), -1).refusal,
            MeshRefusal::bad_transform);
  EXPECT_EQ(transformed(*b.mesh, V(std::numeric_limits<double>::infinity(), 0, 0)).refusal,
            MeshRefusal::bad_transform);
  // (100 − 33.3)·1e308 overflows.
  EXPECT_EQ(transformed(*b.mesh, V(0), Quat<double>(1, 0, 0, 0), 1e308).refusal,
            MeshRefusal::bad_transform);
}

}  // namespace
}  // namespace collide
