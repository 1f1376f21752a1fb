// The JSON report of `check`: each expectation's "expected" is the expectation as the file wrote
// it (issue 35, item 4: a file saying "verdict": "disjoint" was reported as "intersects": false).
// The independent answer is the file's own text, parsed here.
#include "core/eval/check_report.hpp"

#include <gtest/gtest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "core/scene/scene_json.hpp"

namespace collide {
namespace {

// Two boxes apart, a sphere touching one of them; expectations in both spellings of the verdict,
// with the optional fields a person may add.
constexpr const char* kSpelledScene = R"({
  "format": "collision-lab-scene", "version": 1,
  "objects": [
    {"id": "a", "kind": "box", "center": [0, 0, 0], "half_extents": [1, 1, 1]},
    {"id": "b", "kind": "box", "center": [5, 0, 0], "half_extents": [1, 1, 1]},
    {"id": "s", "kind": "sphere", "center": [0, 2, 0], "radius": 1}
  ],
  "expect": [
    {"a": "a", "b": "b", "verdict": "disjoint", "axis": "A0",
     "gap": {"value": 3, "tolerance": 1e-9}, "description": "apart along x"},
    {"a": "a", "b": "s", "intersects": true},
    {"a": "b", "b": "s", "verdict": "disjoint", "precision": "double"}
  ]
})";

TEST(CheckReportJson, ExpectedIsTheExpectationAsTheFileWroteIt) {
  const SceneLoad load = parse_scene(kSpelledScene, "spelled.json");
  ASSERT_TRUE(load.ok()) << load.error->to_string();
  CheckedFile f;
  f.file = "spelled.json";
  f.report = check_scene(*load.scene);
  f.scene = *load.scene;
  const auto report = nlohmann::json::parse(format_check_json({f}, false));
  const auto file = nlohmann::json::parse(kSpelledScene);
  const auto& got = report["files"][0]["expectations"];
  ASSERT_EQ(got.size(), 3u) << report.dump(2);
  for (std::size_t k = 0; k < got.size(); ++k) {
    nlohmann::json want = file["expect"][k];
    EXPECT_EQ(got[k]["a"], want["a"]);
    EXPECT_EQ(got[k]["b"], want["b"]);
    want.erase("a");
    want.erase("b");
    EXPECT_EQ(got[k]["expected"], want) << "expectation " << k;
    EXPECT_EQ(got[k]["held"], true) << got[k].dump();
  }
  // The spelling is the file's: no "intersects" where it said "verdict", and the reverse.
  EXPECT_FALSE(got[0]["expected"].contains("intersects"));
  EXPECT_EQ(got[0]["expected"]["verdict"], "disjoint");
  EXPECT_FALSE(got[1]["expected"].contains("verdict"));
}

}  // namespace
}  // namespace collide
