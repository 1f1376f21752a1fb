// Scene files stay as people write them (issue #14): loading and saving an unchanged file gives
// its text back, byte for byte, for every scene of the library; and the written form's rules —
// shortest numbers, one object per line, the documented field order — on hand-worked cases.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "core/scene/scene_json.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;

std::string read_written(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// The first line where two texts differ, for a readable failure.
std::string first_difference(const std::string& a, const std::string& b) {
  std::istringstream x(a), y(b);
  std::string la, lb;
  for (int line = 1;; ++line) {
    const bool ga = bool(std::getline(x, la)), gb = bool(std::getline(y, lb));
    if (!ga && !gb) return "(no difference by line)";
    if (la != lb || ga != gb)
      return "line " + std::to_string(line) + ":\n  file:  " + la + "\n  saved: " + lb;
  }
}

TEST(SceneWrittenForm, EveryLibrarySceneSavesBackToItsOwnText) {
  int files = 0;
  for (const auto& entry : fs::directory_iterator(test::source_dir() + "/assets/scenes")) {
    if (entry.path().extension() != ".json") continue;
    ++files;
    const std::string text = read_written(entry.path());
    const SceneLoad load = parse_scene(text, entry.path().string());
    ASSERT_TRUE(load.ok()) << load.error->to_string();
    const SceneText saved = format_scene(*load.scene);
    ASSERT_FALSE(saved.error) << saved.error->to_string();
    EXPECT_EQ(saved.text, text) << entry.path().filename() << "\n"
                                << first_difference(text, saved.text);
  }
  EXPECT_GE(files, 30);  // the library is there, not an empty folder
}

// Hand-worked: every number in its shortest round-trip form, integers without ".0", -0 keeps
// its sign, the top-level fields one per line, objects and expectations one per line, and the
// settings only where they differ from the defaults.
TEST(SceneWrittenForm, HandWorkedScene) {
  Scene scene;
  scene.description = "two \"quoted\" things";
  scene.settings.precision = Precision::float32;
  scene.camera = SceneCamera{{6, 4, 8}, {0, 0.5, 0}, {0, 1, 0}, 45};
  scene.objects.push_back({"s", "Ball", Rgb{255, 0, 16}, true, desc::Sphere{{0, -0.0, 0.1}, 1e30},
                           "", Motion{Vec3<double>{0, -3, 0}, std::nullopt}});
  scene.objects.push_back({"p", "", std::nullopt, false, desc::Point{{1.0 / 3, 2.5, 1e-300}}, ""});
  scene.expect.push_back({"s", "p", false, {}, {}, {}, ""});
  const SceneText saved = format_scene(scene);
  ASSERT_FALSE(saved.error) << saved.error->to_string();
  EXPECT_EQ(saved.text,
            "{\n"
            "  \"format\": \"collision-lab-scene\",\n"
            "  \"version\": 1,\n"
            "  \"description\": \"two \\\"quoted\\\" things\",\n"
            "  \"settings\": {\"precision\": \"float\"},\n"
            "  \"camera\": {\"eye\": [6, 4, 8], \"target\": [0, 0.5, 0], \"up\": [0, 1, 0], "
            "\"fov_degrees\": 45},\n"
            "  \"objects\": [\n"
            "    {\"id\": \"s\", \"kind\": \"sphere\", \"name\": \"Ball\", \"color\": \"#ff0010\", "
            "\"center\": [0, -0.0, 0.1], \"radius\": 1e+30, \"velocity\": [0, -3, 0]},\n"
            "    {\"id\": \"p\", \"kind\": \"point\", \"visible\": false, \"position\": "
            "[0.3333333333333333, 2.5, 1e-300]}\n"
            "  ],\n"
            "  \"expect\": [\n"
            "    {\"a\": \"s\", \"b\": \"p\", \"intersects\": false}\n"
            "  ]\n"
            "}\n");
  const SceneLoad back = parse_scene(saved.text);
  ASSERT_TRUE(back.ok()) << back.error->to_string();
  const auto& sphere = std::get<desc::Sphere>(back.scene->objects[0].desc);
  EXPECT_TRUE(std::signbit(sphere.center.y));
  EXPECT_EQ(sphere.center.z, 0.1);
  EXPECT_EQ(std::get<desc::Point>(back.scene->objects[1].desc).position.x, 1.0 / 3);
}

}  // namespace
}  // namespace collide
