#pragma once
// The Add menu's triangle mesh: a small flight of kMeshStepCount steps (treads, risers, the back
// and both sides; open underneath, as a level's steps stand on its floor), 58 triangles — enough
// that picking, drawing and the hierarchy's evidence have something to show, small enough to read
// triangle by triangle in the Inspector.
#include <array>
#include <cstdint>
#include <vector>

#include <glm/vec3.hpp>

namespace collide {

inline constexpr int kMeshStepCount = 4;
// Each step's rise, depth (along −z, the way up) and the flight's width (along x), before sizing.
inline constexpr double kMeshStepRise = 0.25, kMeshStepDepth = 0.5, kMeshStepWidth = 1.5;

struct MeshGeometry {
  std::vector<glm::dvec3> vertices;
  std::vector<std::array<std::uint32_t, 3>> triangles;
};

// The flight scaled by `size` about the mean of its vertices, which goes to `center` (the mesh's
// pivot is that mean: core's MeshData::centroid). Triangles wound counter-clockwise seen from
// outside.
MeshGeometry mesh_steps(const glm::dvec3& center, double size);

}  // namespace collide
