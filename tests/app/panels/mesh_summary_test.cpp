// The Inspector's lines for a mesh: the shipped level read from its file and placed (its counts
// are its file's header, its hierarchy's as assets/help/triangle-meshes.md measured it: 10,231
// nodes, depth 17, by SAH), and the Add menu's inline steps.
#include "app/panels/mesh_summary.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>

#include "app/kinds/mesh_steps.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

TEST(MeshSummary, AFileMeshNamesItsFileCountsAndPose) {
  const std::string dir = (std::filesystem::path(test::source_dir()) / "assets/meshes").string();
  const double h = std::sqrt(0.5);  // a quarter turn about y: (cos 45°, 0, sin 45°, 0)
  const MeshRef m = mesh_from_file("level.obj", dir, {1, 2, 3}, Quat<double>(h, 0, h, 0), 2);
  EXPECT_EQ(mesh_summary(*m), (std::vector<std::string>{
                                  "source: level.obj (a file, relative to the scene)",
                                  "17342 triangles, 8090 vertices",
                                  "hierarchy: 10231 nodes, depth 17 (SAH)",
                                  "center (1, 2, 3), scale 2",
                                  "rotation (w, x, y, z) = (0.7071067811865476, 0, "
                                  "0.7071067811865476, 0)",
                              }));
}

TEST(MeshSummary, AnInlineMeshSaysSoAndHasNoPose) {
  const MeshGeometry g = mesh_steps({0, 0, 0}, 1);
  const MeshRef m = mesh_of_triangles(g.vertices, g.triangles);
  const auto lines = mesh_summary(*m);
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[0], "source: inline (the scene's own numbers)");
  EXPECT_EQ(lines[1], "58 triangles, " + std::to_string(g.vertices.size()) + " vertices");
  EXPECT_TRUE(lines[2].starts_with("hierarchy: ")) << lines[2];
}

}  // namespace
}  // namespace collide
