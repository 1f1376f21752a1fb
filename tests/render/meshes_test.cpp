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

}  // namespace
}  // namespace collide
