#pragma once
// Reading a triangle mesh from a file: Wavefront OBJ (through tinyobjloader, Debian's
// libtinyobjloader-dev, in double) and glTF 2.0, text (.gltf) or binary (.glb) (through tinygltf,
// Debian's libtinygltf-dev). Either gives the vertices and the triangles (an OBJ polygon split
// by tinyobjloader: a quad along its shorter diagonal, a larger polygon by its own clipping in its
// plane; glTF strips and fans into their triangles), which build_triangle_mesh (triangle_mesh.hpp)
// turns into a mesh; the file's materials, normals, texture coordinates and images are not read.
//
// glTF: every mesh of the default scene (or of the first scene; with no scene, every mesh once)
// placed by its node's transform (matrix, or translation·rotation·scale) and its parents'; only
// the primitives drawn as triangles (mode 4, and strips and fans, split into triangles) count.
//
// Errors name the file and, where one is known, the line (OBJ) or the mesh and primitive (glTF):
// "level.obj:12: …" (a face naming a vertex that is not in the file is refused here, with its
// line). A file that reads but makes no mesh is refused by build_triangle_mesh, and
// load_mesh_file's message then says on which line the offending vertex was written.
#include <array>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "triangle_mesh.hpp"

namespace collide {

struct MeshFileContents {
  std::vector<Vec3<double>> vertices;
  std::vector<std::array<std::uint32_t, 3>> triangles;
  // OBJ: the line each vertex was written on (1-based), for messages; empty for glTF.
  std::vector<std::uint32_t> vertex_lines;
};

struct MeshFileRead {
  bool ok = false;
  MeshFileContents contents;
  std::string error;  // "<file>[:<line>]: <why>" when !ok
};

// By the file's extension (.obj, .gltf, .glb; any case).
MeshFileRead read_mesh_file(const std::filesystem::path& path);
MeshFileRead read_obj(const std::filesystem::path& path);
MeshFileRead read_gltf(const std::filesystem::path& path);

// The mesh built from the file, or the reason (the read's error, or build_triangle_mesh's refusal
// with the file and the line of the vertex it names).
struct MeshFileBuild {
  MeshBuild build;
  std::string error;  // empty when build.mesh is set
};
MeshFileBuild load_mesh_file(const std::filesystem::path& path, BvhSplit split = BvhSplit::sah);

}  // namespace collide
