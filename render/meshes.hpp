#pragma once
// The unit meshes that instanced solids scale and place: plain vertex lists (no GL), so tests
// can check them. Triangles are counter-clockwise seen from outside (the renderer culls back
// faces), and each mesh is its own mirror image in x (even segment counts), so a mirroring
// placement can be turned into a proper one without changing the solid (eye_relative.cpp).
#include <cstdint>
#include <vector>

#include <glm/vec3.hpp>

namespace collide {

struct MeshVertex {
  glm::vec3 position;
  glm::vec3 normal;  // unit length, pointing out
};

// A mesh as unique vertices and three indices per triangle, in the same order as the list it
// was made from. Indexed draws let the GL reuse a shaded vertex instead of running the vertex
// shader again for every triangle that shares it (a box: 24 vertices instead of 36; a sphere
// about one sixth of its list).
struct IndexedMesh {
  std::vector<MeshVertex> vertices;
  std::vector<std::uint32_t> indices;
};
// Merges vertices with the same position and normal (compared exactly: only copies of one
// computed vertex merge, so no triangle moves or turns).
IndexedMesh index_mesh(const std::vector<MeshVertex>& triangles);

// The cube [−1, 1]³ with flat faces: a model matrix scales it by the half extents.
std::vector<MeshVertex> unit_cube();
// The unit sphere (radius 1 about the origin), smooth normals; `rings` ≥ 2, `segments` ≥ 3.
std::vector<MeshVertex> unit_sphere(int rings = 24, int segments = 48);
// Radius 1 around +y, from y = 0 to y = 1, with both caps.
std::vector<MeshVertex> unit_cylinder(int segments = 32);
// Base of radius 1 at y = 0, apex at y = 1, with the base cap.
std::vector<MeshVertex> unit_cone(int segments = 32);

}  // namespace collide
