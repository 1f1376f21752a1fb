// Reading meshes from files (core/shapes/mesh_file.hpp): OBJ through tinyobjloader, glTF 2.0
// (.gltf and .glb) through tinygltf, each written by the test into a folder of its own; bad files
// refused with a message naming the file and the line (OBJ) or the mesh and primitive (glTF); and
// the shipped level (assets/meshes/level.obj) is what its script writes.
#include "core/shapes/mesh_file.hpp"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "tests/support/scratch_dir.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

using V = Vec3<double>;
using Tri = std::array<std::uint32_t, 3>;

void write(const std::filesystem::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

std::string read(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// A unit cube written with quads: 8 vertices, 6 faces of 4 corners, each a fan of 2 triangles.
TEST(MeshFile, ObjQuadsBecomeFansOfTriangles) {
  test::ScratchDir dir;
  write(dir / "cube.obj",
        "# a cube\n"
        "v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nv 0 0 1\nv 1 0 1\nv 1 1 1\nv 0 1 1\n"
        "f 1 4 3 2\nf 5 6 7 8\nf 1 2 6 5\nf 2 3 7 6\nf 3 4 8 7\nf 4 1 5 8\n");
  const MeshFileRead r = read_mesh_file(dir / "cube.obj");
  ASSERT_TRUE(r.ok) << r.error;
  ASSERT_EQ(r.contents.vertices.size(), 8u);
  EXPECT_EQ(r.contents.vertices[6], V(1, 1, 1));
  ASSERT_EQ(r.contents.triangles.size(), 12u);
  // "f 1 4 3 2" (1-based: corners 0, 3, 2, 1) has diagonals 0–2 and 3–1 of equal length √2;
  // tinyobjloader splits along the first only when it is shorter, so along 3–1: (0, 3, 1),
  // (3, 2, 1).
  EXPECT_EQ(r.contents.triangles[0], (Tri{0, 3, 1}));
  EXPECT_EQ(r.contents.triangles[1], (Tri{3, 2, 1}));
  EXPECT_EQ(r.contents.vertex_lines[0], 2u);  // the first vertex is on line 2
  EXPECT_EQ(r.contents.vertex_lines[7], 9u);
  const MeshFileBuild b = load_mesh_file(dir / "cube.obj");
  ASSERT_TRUE(b.build.mesh) << b.error;
  EXPECT_EQ(b.build.mesh->triangle_count(), 12u);
}

// Negative indices count back from the last vertex written (OBJ's relative indices); the
// coordinates are read in double (0.1 is the double nearest 0.1, not a float's).
TEST(MeshFile, ObjRelativeIndicesAndDoubleCoordinates) {
  test::ScratchDir dir;
  write(dir / "t.obj", "v 0.1 0 0\nv 2 0 0\nv 0 3 0\nf -3 -2 -1\n");
  const MeshFileRead r = read_obj(dir / "t.obj");
  ASSERT_TRUE(r.ok) << r.error;
  ASSERT_EQ(r.contents.triangles.size(), 1u);
  EXPECT_EQ(r.contents.triangles[0], (Tri{0, 1, 2}));
  EXPECT_EQ(r.contents.vertices[0].x, 0.1);
}

// A face naming vertex 9 of 3 (a triangle, which tinyobjloader keeps, and a quad, which it
// would drop with a warning): refused naming the file and the face's line.
TEST(MeshFile, ObjIndexOutOfRangeNamesFileAndLine) {
  test::ScratchDir dir;
  const std::filesystem::path path = dir / "bad.obj";
  write(path, "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n\nf 1 2 9\n");
  EXPECT_EQ(load_mesh_file(path).error,
            path.string() + ":6: a face names vertex 9, the file has 3");
  write(path, "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3 9\n");
  EXPECT_EQ(load_mesh_file(path).error,
            path.string() + ":4: a face names vertex 9, the file has 3");
  write(path, "v 0 0 0\nv 1 0 0\nf -1 -2 -3\nv 0 1 0\n");
  EXPECT_EQ(load_mesh_file(path).error,
            path.string() + ":3: a face names vertex -3, the file has 3 (2 before it)");
}

// tinyobjloader's own error (a zero index: OBJ counts from 1) with its line.
TEST(MeshFile, ObjLoaderErrorNamesFileAndLine) {
  test::ScratchDir dir;
  const std::filesystem::path path = dir / "zero.obj";
  write(path, "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 0 1 2\n");
  const MeshFileBuild b = load_mesh_file(path);
  EXPECT_FALSE(b.build.mesh);
  EXPECT_EQ(b.error.rfind(path.string() + ":4: ", 0), 0u) << b.error;
}

// A coordinate too large for a double reads as infinite: refused naming the vertex and its line.
TEST(MeshFile, ObjInfiniteCoordinateNamesVertexAndLine) {
  test::ScratchDir dir;
  const std::filesystem::path path = dir / "far.obj";
  write(path, "# far\nv 0 0 0\nv 1 0 0\nv 0 1e999 0\nf 1 2 3\n");
  EXPECT_EQ(load_mesh_file(path).error,
            path.string() + ":4: a vertex has a NaN or infinite coordinate (vertex 2)");
}

TEST(MeshFile, ObjWithoutFacesIsRefused) {
  test::ScratchDir dir;
  const std::filesystem::path path = dir / "points.obj";
  write(path, "v 0 0 0\nv 1 0 0\n");
  const MeshFileBuild b = load_mesh_file(path);
  EXPECT_EQ(b.error, path.string() + ": a mesh needs at least one triangle");
}

TEST(MeshFile, MissingFileAndUnknownExtension) {
  test::ScratchDir dir;
  EXPECT_EQ(read_mesh_file(dir / "none.obj").error,
            (dir / "none.obj").string() + ": cannot open the file");
  write(dir / "mesh.stl", "solid x\n");
  EXPECT_EQ(read_mesh_file(dir / "mesh.stl").error,
            (dir / "mesh.stl").string() + ": not a mesh file this reads (.obj, .gltf or .glb)");
}

// A quad (4 vertices, 6 unsigned-short indices) in a buffer: the bytes of a .bin file or a .glb.
std::string quad_buffer() {
  const float positions[12] = {0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0};
  const std::uint16_t indices[6] = {0, 1, 2, 0, 2, 3};
  std::string bytes(sizeof positions + sizeof indices, '\0');
  std::memcpy(bytes.data(), positions, sizeof positions);
  std::memcpy(bytes.data() + sizeof positions, indices, sizeof indices);
  return bytes;  // 60 bytes
}

// The quad's glTF, its node moved by (10, 0, 0) and scaled by 2; `uri` names the buffer's file
// (empty in a .glb, whose buffer is its BIN chunk); `index_count` the indices accessor's count.
std::string quad_gltf(const std::string& uri, int index_count = 6) {
  const std::string buffer =
      uri.empty() ? R"({"byteLength": 60})" : R"({"uri": ")" + uri + R"(", "byteLength": 60})";
  return R"({"asset": {"version": "2.0"}, "scene": 0, "scenes": [{"nodes": [0]}],
  "nodes": [{"mesh": 0, "translation": [10, 0, 0], "scale": [2, 2, 2]}],
  "meshes": [{"primitives": [{"attributes": {"POSITION": 0}, "indices": 1}]}],
  "buffers": [)" +
         buffer +
         R"(],
  "bufferViews": [{"buffer": 0, "byteOffset": 0, "byteLength": 48},
                  {"buffer": 0, "byteOffset": 48, "byteLength": 12}],
  "accessors": [{"bufferView": 0, "componentType": 5126, "count": 4, "type": "VEC3",
                 "min": [0, 0, 0], "max": [1, 1, 0]},
                {"bufferView": 1, "componentType": 5123, "count": )" +
         std::to_string(index_count) + R"(, "type": "SCALAR"}]})";
}

void expect_quad(const MeshFileRead& r) {
  ASSERT_TRUE(r.ok) << r.error;
  ASSERT_EQ(r.contents.vertices.size(), 4u);
  // (1, 1, 0) scaled by 2 and moved by (10, 0, 0).
  EXPECT_EQ(r.contents.vertices[2], V(12, 2, 0));
  ASSERT_EQ(r.contents.triangles.size(), 2u);
  EXPECT_EQ(r.contents.triangles[1], (Tri{0, 2, 3}));
}

TEST(MeshFile, GltfWithABinFile) {
  test::ScratchDir dir;
  write(dir / "quad.bin", quad_buffer());
  write(dir / "quad.gltf", quad_gltf("quad.bin"));
  expect_quad(read_mesh_file(dir / "quad.gltf"));
}

TEST(MeshFile, Glb) {
  test::ScratchDir dir;
  std::string json = quad_gltf("");
  while (json.size() % 4 != 0)
    json += ' ';
  const std::string bin = quad_buffer();  // 60 bytes: a multiple of 4
  auto u32 = [](std::uint32_t x) { return std::string(reinterpret_cast<const char*>(&x), 4); };
  const std::string glb =
      "glTF" + u32(2) + u32(static_cast<std::uint32_t>(12 + 8 + json.size() + 8 + bin.size())) +
      u32(static_cast<std::uint32_t>(json.size())) + "JSON" + json +
      u32(static_cast<std::uint32_t>(bin.size())) + std::string("BIN\0", 4) + bin;
  write(dir / "quad.glb", glb);
  expect_quad(read_mesh_file(dir / "quad.glb"));
}

// Indices reaching past their buffer view (8 indices in 12 bytes): refused naming the mesh and
// primitive and the file.
TEST(MeshFile, GltfAccessorPastItsBufferIsRefused) {
  test::ScratchDir dir;
  write(dir / "quad.bin", quad_buffer());
  write(dir / "quad.gltf", quad_gltf("quad.bin", 8));
  const MeshFileRead r = read_mesh_file(dir / "quad.gltf");
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.error, (dir / "quad.gltf").string() +
                         ": mesh 0 primitive 0 indices: accessor 1 reaches past the end of its "
                         "buffer");
}

TEST(MeshFile, GltfNotJsonIsRefusedNamingTheFile) {
  test::ScratchDir dir;
  write(dir / "broken.gltf", "{\"asset\": ");
  const MeshFileRead r = read_mesh_file(dir / "broken.gltf");
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.error.rfind((dir / "broken.gltf").string() + ": ", 0), 0u) << r.error;
  EXPECT_GT(r.error.size(), (dir / "broken.gltf").string().size() + 2) << "tinygltf's reason";
}

// The committed level is what its script writes, byte for byte, and loads with the triangle
// count the script writes in its header (≥ 10,000, as issue 38 asks).
TEST(MeshFile, ShippedLevelIsWhatItsScriptWrites) {
  test::ScratchDir dir;
  const std::string script = test::source_dir() + "/assets/meshes/make_level.py";
  const std::string shipped = test::source_dir() + "/assets/meshes/level.obj";
  const std::string command =
      "python3 '" + script + "' '" + (dir / "level.obj").string() + "' > /dev/null";
  ASSERT_EQ(std::system(command.c_str()), 0) << command;
  EXPECT_TRUE(read(dir / "level.obj") == read(shipped))
      << "assets/meshes/level.obj differs from what make_level.py writes: run the script";

  const std::string text = read(shipped);
  const std::size_t at = text.find("# triangles: ");
  ASSERT_NE(at, std::string::npos);
  const std::size_t stated = std::stoul(text.substr(at + 13));
  EXPECT_GE(stated, 10'000u);
  const MeshFileBuild b = load_mesh_file(shipped);
  ASSERT_TRUE(b.build.mesh) << b.error;
  EXPECT_EQ(b.build.mesh->triangle_count(), stated);
}

}  // namespace
}  // namespace collide
