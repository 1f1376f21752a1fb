#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <string>

#include "app/document/scene_library.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;

// The library holds exactly the files of assets/scenes, each loadable, grouped by prefix.
TEST(SceneLibrary, HoldsEveryFileOfTheSceneFolder) {
  std::set<std::string> on_disk;
  for (const auto& f : fs::directory_iterator(fs::path(test::source_dir()) / "assets/scenes"))
    if (f.path().extension() == ".json")
      on_disk.insert("assets/scenes/" + f.path().filename().string());
  std::set<std::string> embedded;
  for (const LibraryEntry& e : scene_library()) {
    embedded.insert(e.path);
    SceneLoad load = load_library_scene(e.path);
    ASSERT_TRUE(load.ok()) << e.path << ": " << load.error->to_string();
    EXPECT_EQ(e.description, load.scene->description) << e.path;
    const std::string name = fs::path(e.path).filename().string();
    const LibraryGroup want = name.starts_with("lesson_") ? LibraryGroup::lessons
                              : name.starts_with("edge_") ? LibraryGroup::edge_cases
                                                          : LibraryGroup::other;
    EXPECT_EQ(e.group, want) << e.path;
  }
  EXPECT_EQ(embedded, on_disk);
}

TEST(SceneLibrary, GroupsComeInMenuOrderAndNamesSortedWithin) {
  const auto& lib = scene_library();
  ASSERT_FALSE(lib.empty());
  EXPECT_TRUE(
      std::is_sorted(lib.begin(), lib.end(), [](const LibraryEntry& a, const LibraryEntry& b) {
        return a.group != b.group ? a.group < b.group : a.path < b.path;
      }));
  EXPECT_EQ(lib.front().group, LibraryGroup::lessons);
}

TEST(SceneLibrary, TitlesReadAsWords) {
  EXPECT_EQ(library_title("assets/scenes/lesson_obb_sat.json"), "OBB SAT");
  EXPECT_EQ(library_title("assets/scenes/edge_sphere_aabb_corner.json"), "Sphere AABB corner");
  EXPECT_EQ(library_title("assets/scenes/lesson_plane_box_np.json"), "Plane box NP");
  EXPECT_EQ(library_title("assets/scenes/default.json"), "Default");
}

TEST(SceneLibrary, UnknownPathIsAnErrorNamingIt) {
  SceneLoad load = load_library_scene("assets/scenes/no_such_scene.json");
  ASSERT_FALSE(load.ok());
  EXPECT_NE(load.error->to_string().find("no_such_scene.json"), std::string::npos);
}

}  // namespace
}  // namespace collide
