// The triangle mesh as a scene kind (core/scene/kinds/mesh.cpp, the "mesh" object of
// core/scene/scene_json.cpp): an inline mesh and a mesh file placed by a pose, each read, written
// back as it was written and checked against hand-worked vertices; refusals located at the
// offending field with the mesh file's own "file:line: why"; moves, turns and scales (a file
// mesh's pose changes, its file's mesh is placed again); its query shape and bounds. Every test
// that touches files has a folder of its own.
#include <cmath>
#include <fstream>
#include <limits>
#include <set>
#include <string>

#include <gtest/gtest.h>
#include <glm/gtc/quaternion.hpp>

#include "core/queries/pair_test.hpp"
#include "core/scene/kind_descriptor.hpp"
#include "core/scene/scene_io.hpp"
#include "core/scene/scene_json.hpp"
#include "tests/core/queries/query_test_support.hpp"
#include "tests/support/scalars.hpp"
#include "tests/support/scratch_dir.hpp"

namespace collide {
namespace {

using V = Vec3<double>;

void write(const std::filesystem::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

std::string scene_of(const std::string& object) {
  return "{\n  \"format\": \"collision-lab-scene\",\n  \"version\": 1,\n  \"objects\": [\n    " +
         object + "\n  ]\n}\n";
}

const MeshSource& mesh_of(const Scene& s, std::size_t i = 0) {
  return *std::get<desc::Mesh>(s.objects[i].desc).mesh;
}

// Two triangles of the unit square in z = 0, written inline: read as given, written back as the
// same text, its query shape the mesh itself and its bounds the square.
TEST(MeshKind, AnInlineMeshReadsAndWritesBackAsWritten) {
  const std::string text = scene_of(
      R"({"id": "m", "kind": "mesh", "vertices": [[0, 0, 0], [1, 0, 0], [1, 1, 0], [0, 1, 0]], )"
      R"("triangles": [[0, 1, 2], [0, 2, 3]]})");
  const SceneLoad load = parse_scene(text);
  ASSERT_TRUE(load.ok()) << load.error->to_string();
  const MeshSource& m = mesh_of(*load.scene);
  EXPECT_FALSE(m.from_file());
  ASSERT_EQ(m.mesh->vertices.size(), 4u);
  EXPECT_EQ(m.mesh->vertices[2], V(1, 1, 0));
  ASSERT_EQ(m.mesh->triangles.size(), 2u);
  EXPECT_EQ(m.mesh->triangles[1], (std::array<std::uint32_t, 3>{0, 2, 3}));
  const SceneText back = format_scene(*load.scene);
  ASSERT_FALSE(back.error) << back.error->to_string();
  EXPECT_EQ(back.text, text);
  const Shape<double> s = to_shape<double>(load.scene->objects[0].desc);
  ASSERT_TRUE(std::holds_alternative<TriangleMesh<double>>(s));
  EXPECT_EQ(std::get<TriangleMesh<double>>(s).mesh, m.mesh.get());
  const Shape<float> f = to_shape<float>(load.scene->objects[0].desc);
  EXPECT_EQ(std::get<TriangleMesh<float>>(f).mesh, m.mesh.get());
  const auto box = descriptor_of(load.scene->objects[0].desc).bounds(load.scene->objects[0].desc);
  ASSERT_TRUE(box);
  EXPECT_EQ(box->min, V(0, 0, 0));
  EXPECT_EQ(box->max, V(1, 1, 0));
}

// A mesh file beside the scene's folder: "../meshes/tri.obj" from scenes/a.json is found
// relative to the scene file (not the current directory), placed at center + scale·R·v (R a
// quarter turn about z, written as Euler angles: (x, y) → (−y, x)), and written back as its name
// and pose, byte for byte.
TEST(MeshKind, AFileMeshIsFoundBesideTheSceneAndPlacedByItsPose) {
  test::ScratchDir dir;
  std::filesystem::create_directories(dir / "scenes");
  std::filesystem::create_directories(dir / "meshes");
  write(dir / "meshes" / "tri.obj", "v 1 0 0\nv 0 2 0\nv 0 0 3\nf 1 2 3\n");
  const std::string text = scene_of(
      R"({"id": "m", "kind": "mesh", "file": "../meshes/tri.obj", "center": [10, 20, 30], )"
      R"("rotation": {"euler_deg": [0, 0, 90], "order": "XYZ"}, "scale": 2})");
  write(dir / "scenes" / "a.json", text);
  const SceneLoad load = load_scene(dir / "scenes" / "a.json");
  ASSERT_TRUE(load.ok()) << load.error->to_string();
  const MeshSource& m = mesh_of(*load.scene);
  ASSERT_TRUE(m.from_file());
  EXPECT_EQ(m.file, "../meshes/tri.obj");
  EXPECT_EQ(m.scale, 2);
  ASSERT_EQ(m.mesh->vertices.size(), 3u);
  // (1, 0, 0) → 2·(0, 1, 0); (0, 2, 0) → 2·(−2, 0, 0); (0, 0, 3) → 2·(0, 0, 3); plus the center.
  const V want[] = {{10, 22, 30}, {6, 20, 30}, {10, 20, 36}};
  for (int i = 0; i < 3; ++i)
    for (int k = 0; k < 3; ++k)
      EXPECT_NEAR(m.mesh->vertices[i][k], want[i][k], 1e-12) << i << " " << k;
  // The file's own mesh is kept as read, for the next placement.
  EXPECT_EQ(m.file_mesh->vertices[1], V(0, 2, 0));
  const SceneText back = format_scene(*load.scene);
  ASSERT_FALSE(back.error) << back.error->to_string();
  EXPECT_EQ(back.text, text);
}

// Two objects naming one file share the file's mesh (read once), each placed by its own pose.
TEST(MeshKind, ObjectsNamingOneFileShareItsMesh) {
  test::ScratchDir dir;
  write(dir / "tri.obj", "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n");
  write(dir / "a.json",
        "{\"format\": \"collision-lab-scene\", \"version\": 1, \"objects\": ["
        "{\"id\": \"a\", \"kind\": \"mesh\", \"file\": \"tri.obj\"},"
        "{\"id\": \"b\", \"kind\": \"mesh\", \"file\": \"tri.obj\", "
        "\"center\": [0, 0, 5]}]}");
  const SceneLoad load = load_scene(dir / "a.json");
  ASSERT_TRUE(load.ok()) << load.error->to_string();
  EXPECT_EQ(mesh_of(*load.scene, 0).file_mesh, mesh_of(*load.scene, 1).file_mesh);
  EXPECT_EQ(mesh_of(*load.scene, 1).mesh->vertices[1], V(1, 0, 5));
  // Absent center, rotation and scale are the origin, no turn and 1.
  EXPECT_EQ(mesh_of(*load.scene, 0).mesh->vertices[1], V(1, 0, 0));
}

struct Refusal {
  const char* object;
  const char* pointer;
  const char* message_part;
};

// Each refusal at its own field, with the reason.
TEST(MeshKind, BadMeshesAreRefusedAtTheirField) {
  const Refusal cases[] = {
      {R"({"id": "m", "kind": "mesh", "vertices": [[0, 0, 0], [1, 0, 0], [0, 1, 0]], )"
       R"("triangles": [[0, 1, 2], [0, 1, 3]]})",
       "/objects/0/triangles/1", "vertex 3"},
      {R"({"id": "m", "kind": "mesh", "vertices": [[0, 0, 0], [1, 0, 0], [0, 1, 0]], )"
       R"("triangles": [[0, 1, -2]]})",
       "/objects/0/triangles/0/2", "expected an integer"},
      {R"({"id": "m", "kind": "mesh", "vertices": [[0, 0, 0], [1, 0, 0], [0, 1e999, 0]], )"
       R"("triangles": [[0, 1, 2]]})",
       "", "too large"},
      {R"({"id": "m", "kind": "mesh", "vertices": [[0, 0, 0]], "triangles": []})",
       "/objects/0/triangles", "no triangle"},
      {R"({"id": "m", "kind": "mesh", "vertices": [[0, 0, 0]]})", "/objects/0",
       "missing field \"triangles\""},
      {R"({"id": "m", "kind": "mesh", "vertices": [[0, 0, 0]], "triangles": [[0, 0, 0]], )"
       R"("scale": 2})",
       "/objects/0/scale", "places a mesh file"},
      {R"({"id": "m", "kind": "mesh", "file": "x.obj", "triangles": [[0, 0, 0]]})",
       "/objects/0/triangles", "not both"},
      {R"({"id": "m", "kind": "mesh", "file": "x.obj", "scale": 0})", "/objects/0/scale",
       "positive"},
      {R"({"id": "m", "kind": "mesh", "vertices": [], "triangles": [], "radius": 1})",
       "/objects/0/radius", "unknown field"},
  };
  for (const Refusal& c : cases) {
    const SceneLoad load = parse_scene(scene_of(c.object));
    ASSERT_FALSE(load.ok()) << c.object;
    if (*c.pointer) {
      EXPECT_EQ(load.error->pointer, c.pointer) << load.error->to_string();
    }
    EXPECT_NE(load.error->message.find(c.message_part), std::string::npos)
        << load.error->to_string();
  }
}

// A file that is not there, or one that does not read: the scene file, its line and the field,
// then the mesh file's own "file:line: why".
TEST(MeshKind, AMeshFileThatDoesNotReadIsRefusedWithItsOwnPlace) {
  test::ScratchDir dir;
  write(dir / "bad.obj", "v 0 0 0\nv 1 0 0\nf 1 2 7\n");
  write(dir / "a.json", scene_of(R"({"id": "m", "kind": "mesh", "file": "gone.obj"})"));
  write(dir / "b.json", scene_of(R"({"id": "m", "kind": "mesh", "file": "bad.obj"})"));
  const SceneLoad gone = load_scene(dir / "a.json");
  ASSERT_FALSE(gone.ok());
  EXPECT_EQ(gone.error->pointer, "/objects/0/file");
  EXPECT_EQ(gone.error->line, 5);
  EXPECT_NE(gone.error->to_string().find("a.json:5:"), std::string::npos)
      << gone.error->to_string();
  EXPECT_NE(gone.error->message.find("gone.obj"), std::string::npos) << gone.error->message;
  const SceneLoad bad = load_scene(dir / "b.json");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error->pointer, "/objects/0/file");
  EXPECT_NE(bad.error->message.find("bad.obj:3:"), std::string::npos) << bad.error->message;
}

// Moves: an inline mesh's vertices move by exactly the move; a file mesh's center does and its
// vertices follow (center + scale·R·v again). A turn about the pivot (a file mesh's center) and a
// uniform scale change the pose; the old description is untouched (undo keeps it).
TEST(MeshKind, MovesTurnsAndScalesChangeThePose) {
  test::ScratchDir dir;
  write(dir / "tri.obj", "v 1 0 0\nv 0 1 0\nv 0 0 1\nf 1 2 3\n");
  const ObjectDesc file = desc::Mesh{mesh_from_file("tri.obj", dir.path().string(), {1, 2, 3})};
  const KindDescriptor& kind = descriptor_of(file);
  const ObjectDesc moved = kinds::translated(file, {0.5, 0, -1});
  const MeshSource& m = *std::get<desc::Mesh>(moved).mesh;
  EXPECT_EQ(m.center, V(1.5, 2, 2));
  EXPECT_EQ(m.mesh->vertices[0], V(2.5, 2, 2));
  EXPECT_EQ(std::get<desc::Mesh>(file).mesh->center, V(1, 2, 3));  // the old one as it was
  // A half turn about y through the center: (x, y, z) − c → (−x, y, −z).
  const ObjectDesc turned = kind.rotated(file, glm::angleAxis(M_PI, V(0, 1, 0)));
  const MeshSource& t = *std::get<desc::Mesh>(turned).mesh;
  EXPECT_EQ(t.center, V(1, 2, 3));
  for (int k = 0; k < 3; ++k)
    EXPECT_NEAR(t.mesh->vertices[0][k], V(0, 2, 3)[k], 1e-12) << k;
  EXPECT_EQ(kind.pivot(file), V(1, 2, 3));
  bool clamped = false;
  const ObjectDesc doubled = kind.scaled(file, {-1, 2, 1e-6}, clamped);
  const MeshSource& s = *std::get<desc::Mesh>(doubled).mesh;
  EXPECT_FALSE(clamped);
  EXPECT_NEAR(s.scale, 2, 1e-15);
  for (int k = 0; k < 3; ++k)
    EXPECT_NEAR(s.mesh->vertices[2][k], V(1, 2, 5)[k], 1e-12) << k;

  // An inline mesh: its vertices move; it turns about their centroid.
  const ObjectDesc inline_mesh = desc::Mesh{};
  const ObjectDesc inline_moved = kinds::translated(inline_mesh, {0, 1, 0});
  const MeshData& before = *std::get<desc::Mesh>(inline_mesh).mesh->mesh;
  const MeshData& after = *std::get<desc::Mesh>(inline_moved).mesh->mesh;
  for (std::size_t i = 0; i < before.vertices.size(); ++i)
    EXPECT_EQ(after.vertices[i], before.vertices[i] + V(0, 1, 0)) << i;
  EXPECT_EQ(kind.pivot(inline_mesh), before.centroid);
}

// Save As into another folder: a mesh's "file", relative to the scene's old folder, is written
// relative to the new one (core/scene/mesh_file_names.hpp), so the saved scene still finds it and
// reads the same triangles; a save into the scene's own folder writes every name as it was,
// byte for byte (the text format_scene wrote before it knew the folder).
TEST(MeshKind, ASceneSavedIntoAnotherFolderKeepsItsMeshFilesResolving) {
  test::ScratchDir dir;
  const std::filesystem::path a = dir / "A", b = dir / "B" / "deeper";
  std::filesystem::create_directories(a / "meshes");
  std::filesystem::create_directories(b);
  write(a / "meshes" / "m.obj", "v 0 0 0\nv 2 0 0\nv 0 3 0\nv 0 0 4\nf 1 2 3\nf 1 3 4\n");
  write(a / "s.json",
        scene_of(R"({"id": "m", "kind": "mesh", "file": "meshes/m.obj", "center": [1, 2, 3]},
    {"id": "n", "kind": "mesh", "file": "./meshes/../meshes/m.obj", "scale": 2})"));
  const SceneLoad loaded = load_scene(a / "s.json");
  ASSERT_TRUE(loaded.ok()) << loaded.error->to_string();
  const Scene& scene = *loaded.scene;

  // Into the same folder: the text as before, each name as written.
  const SceneText as_before = format_scene(scene);
  ASSERT_FALSE(as_before.error);
  ASSERT_FALSE(save_scene(scene, a / "again.json"));
  std::ifstream same(a / "again.json", std::ios::binary);
  const std::string same_text((std::istreambuf_iterator<char>(same)), {});
  EXPECT_EQ(same_text, as_before.text);
  EXPECT_NE(same_text.find(R"("file": "./meshes/../meshes/m.obj")"), std::string::npos);

  // Into another folder: both names now lead from there to the same file.
  ASSERT_FALSE(save_scene(scene, b / "s.json"));
  std::ifstream moved(b / "s.json", std::ios::binary);
  const std::string moved_text((std::istreambuf_iterator<char>(moved)), {});
  EXPECT_NE(moved_text.find(R"("file": "../../A/meshes/m.obj")"), std::string::npos) << moved_text;
  EXPECT_EQ(moved_text.find("./meshes/"), std::string::npos) << moved_text;
  const SceneLoad back = load_scene(b / "s.json");
  ASSERT_TRUE(back.ok()) << back.error->to_string();
  for (std::size_t i = 0; i < 2; ++i) {
    const MeshSource& was = mesh_of(scene, i);
    const MeshSource& now = mesh_of(*back.scene, i);
    EXPECT_EQ(now.file, "../../A/meshes/m.obj");
    EXPECT_EQ(now.center, was.center);
    EXPECT_EQ(now.scale, was.scale);
    EXPECT_EQ(now.mesh->triangles, was.mesh->triangles);
    EXPECT_EQ(now.mesh->vertices, was.mesh->vertices);
  }
  // The scene saved is not changed by the save (it still names its files from A).
  EXPECT_EQ(mesh_of(scene, 0).file, "meshes/m.obj");
  // And saved back into A from B's copy: named from A again, and it resolves.
  ASSERT_FALSE(save_scene(*back.scene, a / "back.json"));
  const SceneLoad home = load_scene(a / "back.json");
  ASSERT_TRUE(home.ok()) << home.error->to_string();
  EXPECT_EQ(mesh_of(*home.scene, 0).file, "meshes/m.obj");
}

// same_bits: an inline mesh by its vertices and triangles, a file mesh by its name and pose.
TEST(MeshKind, SameBitsComparesTheSource) {
  const V v[] = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
  const std::array<std::uint32_t, 3> t[] = {{0, 1, 2}};
  const ObjectDesc a = desc::Mesh{mesh_of_triangles(v, t)};
  const ObjectDesc b = desc::Mesh{mesh_of_triangles(v, t)};
  EXPECT_TRUE(same_bits(a, b));
  const V w[] = {{0, 0, 0}, {1, 0, 0}, {0, 1, -0.0}};
  EXPECT_FALSE(same_bits(a, desc::Mesh{mesh_of_triangles(w, t)}));
  const std::array<std::uint32_t, 3> u[] = {{0, 2, 1}};
  EXPECT_FALSE(same_bits(a, desc::Mesh{mesh_of_triangles(v, u)}));
}

// The pair dispatch of a mesh against every kind, in either order, against brute force over its
// triangles (each triangle's own pair test: an independent closed form per triangle, no
// hierarchy): the test is mesh_any (the mesh first), ray_mesh (the ray first) or mesh_mesh; the
// verdict is some triangle's, the triangles hit are those brute force says meet (a triangle whose
// own verdict was decided inside its band is not compared), a ray's first hit is the least t.
template <class T>
class MeshDispatch : public ::testing::Test {};
TYPED_TEST_SUITE(MeshDispatch, test::Scalars);

TYPED_TEST(MeshDispatch, EveryKindAgainstAMeshIsItsTrianglesBruteForce) {
  using T = TypeParam;
  test::Random random(0x3E5D);
  int hits = 0, misses = 0;
  for (std::size_t k = 0; k < kShapeKindCount; ++k) {
    const ShapeKind kind = static_cast<ShapeKind>(k);
    SCOPED_TRACE(std::string(name_of(kind)));
    for (int n = 0; n < 150; ++n) {
      const MeshData& m = *test::test_meshes()[std::size_t(n % 3)];
      const Shape<T> mesh = TriangleMesh<T>{&m};
      const Shape<T> other = test::random_shape<T>(random, kind);
      const PairResult<T> ab = pair_test(mesh, other), ba = pair_test(other, mesh);
      ASSERT_EQ(ab.test, ba.test);
      ASSERT_NE(ab.verdict, PairVerdict::invalid) << ab.reason;
      EXPECT_EQ(ab.intersects(), ba.intersects());
      (ab.intersects() ? hits : misses)++;
      if (kind == ShapeKind::ray) {
        ASSERT_EQ(ab.test, PairTest::ray_mesh);
        EXPECT_TRUE(ab.swapped);
        const auto& e = std::get<MeshRayHit<T>>(ab.evidence);
        T least = std::numeric_limits<T>::infinity();
        bool near_band = false;
        for (std::uint32_t t = 0; t < m.triangle_count(); ++t) {
          const PairResult<T> bf = pair_test(other, Shape<T>(m.triangle<T>(t)));
          near_band = near_band || bf.within_tolerance;
          if (bf.intersects()) least = std::min(least, std::get<RayCast<T>>(bf.evidence).t_enter);
        }
        if (near_band) continue;
        EXPECT_EQ(e.intersects, least < std::numeric_limits<T>::infinity());
        if (e.intersects) {
          EXPECT_EQ(e.t, least);
        }
        continue;
      }
      std::set<std::uint32_t> want;
      bool near_band = false;
      if (kind == ShapeKind::mesh) {
        ASSERT_EQ(ab.test, PairTest::mesh_mesh);
        const MeshData& o = *std::get<TriangleMesh<T>>(other).mesh;
        for (std::uint32_t i = 0; i < m.triangle_count(); ++i)
          for (std::uint32_t j = 0; j < o.triangle_count(); ++j) {
            const PairResult<T> bf =
                pair_test(Shape<T>(m.triangle<T>(i)), Shape<T>(o.triangle<T>(j)));
            near_band = near_band || bf.within_tolerance;
            if (bf.intersects()) want.insert(i * 1000 + j);
          }
        const auto& e = std::get<MeshMeshOverlap<T>>(ab.evidence);
        std::set<std::uint32_t> got;
        for (const auto& h : e.hit)
          got.insert(h[0] * 1000 + h[1]);
        if (!near_band) {
          EXPECT_EQ(got, want);
          EXPECT_EQ(ab.intersects(), !want.empty());
        }
        continue;
      }
      ASSERT_EQ(ab.test, PairTest::mesh_any);
      EXPECT_FALSE(ab.swapped);
      EXPECT_TRUE(ba.swapped);
      for (std::uint32_t t = 0; t < m.triangle_count(); ++t) {
        const PairResult<T> bf = pair_test(Shape<T>(m.triangle<T>(t)), other);
        near_band = near_band || bf.within_tolerance;
        if (bf.intersects()) want.insert(t);
      }
      const auto& e = std::get<MeshOverlap<T>>(ab.evidence);
      if (near_band) continue;
      EXPECT_EQ(std::set<std::uint32_t>(e.hit.begin(), e.hit.end()), want);
      EXPECT_EQ(ab.intersects(), !want.empty());
    }
  }
  // Both verdicts are exercised.
  EXPECT_GT(hits, 300);
  EXPECT_GT(misses, 300);
}

}  // namespace
}  // namespace collide
