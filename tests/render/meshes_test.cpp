// The unit meshes: inside their stated bounds, normals of unit length pointing out, and every
// triangle wound counter-clockwise seen from outside.
#include <gtest/gtest.h>

#include <cmath>

#include <glm/geometric.hpp>

#include "render/meshes.hpp"

namespace collide {
namespace {

// Outward: the face normal (b − a) × (c − a) agrees with the vertex normals.
void expect_outward(const std::vector<MeshVertex>& mesh, const char* name) {
  ASSERT_EQ(mesh.size() % 3, 0u) << name;
  for (std::size_t i = 0; i < mesh.size(); i += 3) {
    const glm::vec3 n = glm::cross(mesh[i + 1].position - mesh[i].position,
                                   mesh[i + 2].position - mesh[i].position);
    ASSERT_GT(glm::length(n), 0) << name << " degenerate triangle " << i / 3;
    for (int k = 0; k < 3; ++k) {
      EXPECT_NEAR(glm::length(mesh[i + k].normal), 1, 1e-5) << name;
      EXPECT_GT(glm::dot(n, mesh[i + k].normal), 0) << name << " triangle " << i / 3;
    }
  }
}

TEST(Meshes, CubeFillsMinusOneToOne) {
  const auto cube = unit_cube();
  EXPECT_EQ(cube.size(), 36u);
  expect_outward(cube, "cube");
  for (const MeshVertex& v : cube) {
    for (int k = 0; k < 3; ++k)
      EXPECT_EQ(std::abs(v.position[k]), 1.0f);
    // A flat face's normal is the axis it lies across.
    EXPECT_EQ(glm::dot(v.position, v.normal), 1.0f);
  }
}

TEST(Meshes, SphereVerticesLieOnTheUnitSphere) {
  const auto sphere = unit_sphere(12, 24);
  expect_outward(sphere, "sphere");
  for (const MeshVertex& v : sphere) {
    EXPECT_NEAR(glm::length(v.position), 1, 1e-5);
    EXPECT_NEAR(glm::distance(v.position, v.normal), 0, 1e-5);
  }
}

TEST(Meshes, CylinderAndConeSpanZeroToOneAlongY) {
  for (const auto& [mesh, name] :
       {std::pair{unit_cylinder(16), "cylinder"}, std::pair{unit_cone(16), "cone"}}) {
    expect_outward(mesh, name);
    for (const MeshVertex& v : mesh) {
      EXPECT_GE(v.position.y, 0) << name;
      EXPECT_LE(v.position.y, 1) << name;
      EXPECT_LE(std::hypot(v.position.x, v.position.z), 1 + 1e-5) << name;
    }
  }
}

// The triangle list an indexed mesh stands for, rebuilt by looking every index up.
std::vector<MeshVertex> expand(const IndexedMesh& m) {
  std::vector<MeshVertex> out;
  for (std::uint32_t i : m.indices)
    out.push_back(m.vertices.at(i));
  return out;
}

void expect_same_vertex(const MeshVertex& a, const MeshVertex& b, const char* name, std::size_t i) {
  EXPECT_EQ(a.position, b.position) << name << " list vertex " << i;
  EXPECT_EQ(a.normal, b.normal) << name << " list vertex " << i;
}

TEST(Meshes, TwoTrianglesSharingAnEdgeKeepFourVertices) {
  const glm::vec3 n(0, 0, 1);
  const MeshVertex a{{0, 0, 0}, n}, b{{1, 0, 0}, n}, c{{1, 1, 0}, n}, d{{0, 1, 0}, n};
  const IndexedMesh m = index_mesh({a, b, c, a, c, d});
  ASSERT_EQ(m.vertices.size(), 4u);
  EXPECT_EQ(m.indices, (std::vector<std::uint32_t>{0, 1, 2, 0, 2, 3}));
  // The same corner with another normal (a crease) is another vertex.
  const IndexedMesh creased = index_mesh({a, b, c, MeshVertex{a.position, {1, 0, 0}}, c, d});
  EXPECT_EQ(creased.vertices.size(), 5u);
}

TEST(Meshes, IndexedMeshesDrawTheSameTrianglesInTheSameOrder) {
  for (const auto& [list, name] :
       {std::pair{unit_cube(), "cube"}, std::pair{unit_sphere(), "sphere"},
        std::pair{unit_cylinder(), "cylinder"}, std::pair{unit_cone(), "cone"}}) {
    const IndexedMesh m = index_mesh(list);
    const std::vector<MeshVertex> again = expand(m);
    ASSERT_EQ(again.size(), list.size()) << name;
    // Same corners in the same order: every triangle keeps its winding and its normals.
    for (std::size_t i = 0; i < list.size(); ++i)
      expect_same_vertex(again[i], list[i], name, i);
    expect_outward(again, name);
    // No two kept vertices are the same (the merge is complete).
    for (std::size_t i = 0; i < m.vertices.size(); ++i)
      for (std::size_t j = i + 1; j < m.vertices.size(); ++j)
        EXPECT_FALSE(m.vertices[i].position == m.vertices[j].position &&
                     m.vertices[i].normal == m.vertices[j].normal)
            << name << " vertices " << i << " and " << j;
  }
}

TEST(Meshes, IndexingSharesTheVerticesOfFacesAndRings) {
  // A box: 6 flat faces of 4 corners each (a corner is on 3 faces with 3 normals).
  EXPECT_EQ(index_mesh(unit_cube()).vertices.size(), 24u);
  // A sphere of 24 rings by 48 segments: 23 inner rows of 49 (the seam's two columns are
  // computed from 0 and 2π and differ in the last bit), one vertex at the north pole (sin 0 is
  // 0), and 48 at the south pole, where float's sin π is 1e-7 and each segment's copy differs.
  const IndexedMesh sphere = index_mesh(unit_sphere(24, 48));
  EXPECT_EQ(sphere.vertices.size(), 23u * 49u + 1u + 48u);
  EXPECT_EQ(sphere.indices.size(), unit_sphere(24, 48).size());
}

}  // namespace
}  // namespace collide
