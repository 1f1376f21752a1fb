// `check`'s engine: the broadphase finds every intersecting pair the brute force finds, the
// expectations are judged with exact messages, the reports have their documented shape, and the
// whole scene library holds.
#include "core/eval/check_report.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "core/scene/kind_descriptor.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/bench/splitmix64.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;

const fs::path kSource = test::source_dir();

// PREFIX followed by i ("o12"), built by appending: GCC 12 warns falsely (-Wrestrict) on
// `"o" + std::to_string(i)`.
std::string label(const char* prefix, int i) {
  std::string s = prefix;
  s.append(std::to_string(i));
  return s;
}

std::vector<std::string> library() {
  std::vector<std::string> files;
  for (const auto& e : fs::directory_iterator(kSource / "assets/scenes"))
    if (e.path().extension() == ".json") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

TEST(SceneLibrary, EveryExpectationOfEverySceneHolds) {
  const std::vector<std::string> files = library();
  std::size_t lessons = 0, edges = 0;
  for (const std::string& f : files) {
    const std::string name = fs::path(f).stem();
    lessons += name.rfind("lesson_", 0) == 0;
    edges += name.rfind("edge_", 0) == 0;
  }
  EXPECT_GE(lessons, 10u);
  EXPECT_GE(edges, 20u);
  for (const CheckedFile& c : check_files(files)) {
    ASSERT_FALSE(c.error) << c.error->to_string();
    EXPECT_FALSE(c.scene->description.empty()) << c.file << ": a one-line description";
    EXPECT_NE(c.scene->description.find_first_not_of(' '), std::string::npos);
    EXPECT_EQ(c.scene->description.find('\n'), std::string::npos) << c.file;
    // A plain scene pins its pairs; a lesson may pin them in its steps instead (its pairs move
    // between steps, and the scene's own pins must hold at every step).
    EXPECT_FALSE(c.scene->expect.empty() && c.report->step_expectations == 0)
        << c.file << ": expected verdicts";
    EXPECT_TRUE(c.report->all_held()) << format_check_text({c}, true);
    EXPECT_EQ(c.report->expectations_passed, c.scene->expect.size());
  }
}

// The default scene shows what it promises: some pairs touch, some do not, one box is rotated.
TEST(SceneLibrary, DefaultSceneHasTouchingAndSeparatePairs) {
  SceneLoad s = load_scene(kSource / "assets/scenes/default.json");
  ASSERT_TRUE(s.ok());
  CheckReport r = check_scene(*s.scene);
  EXPECT_GE(r.intersecting_pairs, 2u);
  std::size_t apart = 0, rotated = 0;
  for (const Expectation& e : s.scene->expect)
    apart += !e.intersects;
  for (const SceneObject& o : s.scene->objects)
    if (auto* b = std::get_if<desc::Box>(&o.desc)) rotated += b->rotation.w != 1;
  EXPECT_GE(apart, 2u);
  EXPECT_GE(rotated, 1u);
}

// A random scene of every bounded kind plus planes, with exactly touching boxes (on a grid) and
// coordinates far from the origin where float rounding of the bounds matters.
Scene random_scene(std::uint64_t seed, int count, double offset) {
  bench::SplitMix64 rng(seed);
  auto u = [&] { return rng.u(); };
  auto vec = [&](double scale) {
    return Vec3<double>{offset + scale * u(), offset + scale * u(), offset + scale * u()};
  };
  Scene s;
  for (int i = 0; i < count; ++i) {
    SceneObject o;
    o.id = label("o", i);
    switch (rng.next() % 8) {
      case 0: {  // on a grid of step 1 with half extent 0.5: neighbours touch exactly
        Vec3<double> c{std::floor(8 * u()), std::floor(8 * u()), std::floor(8 * u())};
        o.desc = desc::Aabb{c + offset - 0.5, c + offset + 0.5};
        break;
      }
      case 1:
        o.desc =
            desc::Box{vec(8),
                      {0.2 + u(), 0.2 + u(), 0.2 + u()},
                      glm::normalize(Quat<double>(u() - 0.5, u() - 0.5, u() - 0.5, u() - 0.5))};
        break;
      case 2:
        o.desc = desc::Sphere{vec(8), 0.1 + u()};
        break;
      case 3:
        o.desc = desc::Sphere{vec(8), 0.1 + u()};
        o.motion.velocity = Vec3<double>{u() - 0.5, u() - 0.5, u() - 0.5};
        break;
      case 4:
        o.desc = desc::Point{vec(8)};
        break;
      case 5:
        o.desc = desc::Segment{vec(8), vec(8)};
        break;
      case 6:
        o.desc = desc::Ellipsoid{
            vec(8),
            {0.2 + u(), 0.2 + u(), 0.2 + u()},
            glm::normalize(Quat<double>(u() - 0.5, u() - 0.5, u() - 0.5, u() - 0.5))};
        break;
      default:
        if (u() < 0.3)
          o.desc = desc::Plane{{u() - 0.5, u() - 0.5, u() - 0.5}, vec(8)};
        else
          o.desc = desc::Triangle{vec(8), vec(8), vec(8)};
    }
    s.objects.push_back(o);
  }
  return s;
}

template <class T>
std::set<std::pair<std::size_t, std::size_t>> brute_force(const Scene& s) {
  std::vector<Shape<T>> shapes;
  for (const SceneObject& o : s.objects)
    shapes.push_back(to_shape<T>(o));  // with its motion: a moving sphere sweeps
  std::set<std::pair<std::size_t, std::size_t>> hits;
  for (std::size_t i = 0; i < shapes.size(); ++i)
    for (std::size_t j = i + 1; j < shapes.size(); ++j)
      if (pair_test(shapes[i], shapes[j]).intersects()) hits.emplace(i, j);
  return hits;
}

TEST(SceneCheck, BroadphaseMissesNoIntersectingPair) {
  for (Precision p : {Precision::float64, Precision::float32}) {
    for (double offset : {0.0, 1e4, -3e5}) {
      for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        Scene s = random_scene(seed, 300, offset);
        s.settings.precision = p;
        s.settings.octree.split_threshold = 2;  // a deep tree: many straddling cells
        CheckReport r = check_scene(s);
        std::set<std::pair<std::size_t, std::size_t>> got;
        for (const PairOutcome& o : r.intersecting)
          got.emplace(o.a, o.b);
        auto want = p == Precision::float64 ? brute_force<double>(s) : brute_force<float>(s);
        EXPECT_EQ(got, want) << "seed " << seed << " offset " << offset;
        EXPECT_EQ(r.intersecting_pairs, want.size());
        EXPECT_GE(r.candidate_pairs, want.size());
        EXPECT_LT(r.candidate_pairs, 300u * 299u / 2u) << "the broadphase prunes";
        EXPECT_EQ(r.invalid_pairs, 0u);
        EXPECT_TRUE(std::is_sorted(r.intersecting.begin(), r.intersecting.end(),
                                   [](const PairOutcome& a, const PairOutcome& b) {
                                     return std::pair(a.a, a.b) < std::pair(b.a, b.b);
                                   }));
      }
    }
  }
}

TEST(SceneCheck, PlanesArePairedWithEveryObject) {
  Scene s;
  s.objects.push_back({"p", "", std::nullopt, true, desc::Plane{{0, 1, 0}, {0, 0, 0}}});
  s.objects.push_back({"q", "", std::nullopt, true, desc::Plane{{1, 0, 0}, {0, 0, 0}}});
  for (int i = 0; i < 5; ++i)
    s.objects.push_back(
        {label("s", i), "", std::nullopt, true, desc::Sphere{{10.0 * i, 100.0 * i, 0}, 1}});
  CheckReport r = check_scene(s);
  // 2 planes × 5 spheres, and the two planes with each other (they meet along the z axis).
  EXPECT_EQ(r.candidate_pairs, 11u);
  EXPECT_EQ(r.unsupported_pairs, 0u);
  EXPECT_EQ(r.intersecting_pairs, 3u);  // sphere 0 straddles both planes, which cross
}

// Expectations that do not hold say exactly what differed.
TEST(SceneCheck, FailedExpectationsSayWhatDiffered) {
  const char* text = R"({"format": "collision-lab-scene", "version": 1, "objects": [
    {"id": "floor", "kind": "plane", "normal": [0, 1, 0], "point": [0, 0, 0]},
    {"id": "box", "kind": "box", "center": [0, 0.5, 0], "half_extents": [1, 1, 1]},
    {"id": "far", "kind": "aabb", "min": [5, 0, 0], "max": [6, 1, 1]},
    {"id": "ball", "kind": "sphere", "center": [0, 5, 0], "radius": 1, "velocity": [0, -8, 0]},
    {"id": "egg", "kind": "ellipsoid", "center": [0, 0, 0], "radii": [1, 2, 1]}],
   "expect": [
    {"a": "floor", "b": "box", "intersects": false, "side": "back"},
    {"a": "box", "b": "far", "intersects": false, "separating_axis": "A1"},
    {"a": "far", "b": "box", "intersects": false, "separating_axis": "B0"},
    {"a": "floor", "b": "ball", "intersects": true, "contact_time": 0.25},
    {"a": "ball", "b": "egg", "intersects": true},
    {"a": "box", "b": "far", "intersects": true}]})";
  SceneLoad s = parse_scene(text);
  ASSERT_TRUE(s.ok()) << s.error->to_string();
  CheckReport r = check_scene(*s.scene);
  ASSERT_EQ(r.expectations.size(), 6u);
  EXPECT_EQ(r.expectations[0].failure,
            "expected intersects false, got true; expected side back, got straddling");
  EXPECT_EQ(r.expectations[1].failure, "expected separating axis A1, got A0");
  // Swapped into the OBB–AABB test's order, the axis is still named from the expectation's a, b.
  EXPECT_TRUE(r.expectations[2].held) << r.expectations[2].failure;
  EXPECT_EQ(r.expectations[3].failure, "expected contact time 0.25, got 0.5");
  // Every pair of kinds has a test now (rays, which scenes do not hold, included): the falling ball
  // meets the egg's top (y = 2) at t = 2/8.
  EXPECT_TRUE(r.expectations[4].held) << r.expectations[4].failure;
  ASSERT_TRUE(r.expectations[4].actual.contact_time);
  EXPECT_NEAR(*r.expectations[4].actual.contact_time, 0.25, 1e-9);
  EXPECT_EQ(r.expectations[5].failure, "expected intersects true, got false");
  EXPECT_EQ(r.expectations_passed, 2u);
  EXPECT_EQ(r.expectations_failed, 4u);
  EXPECT_FALSE(r.all_held());
}

TEST(SceneCheck, ExitCodes) {
  CheckedFile good{"a", Scene{}, CheckReport{}, std::nullopt};
  CheckedFile failed = good;
  failed.report->expectations_failed = 1;
  CheckedFile broken{"c", std::nullopt, std::nullopt, SceneError{"c", 1, 2, "", "bad"}};
  EXPECT_EQ(check_exit_code({good, good}), 0);
  EXPECT_EQ(check_exit_code({good, failed}), 1);
  EXPECT_EQ(check_exit_code({failed, broken, good}), 2);
}

TEST(SceneCheck, JsonReportShape) {
  std::vector<std::string> files = {
      (kSource / "assets/scenes/default.json").string(),
      (kSource / "tests/core/scene/corpus/zero_normal.json").string()};
  for (bool summary : {false, true}) {
    CheckOptions options;
    options.keep_pairs = !summary;
    auto results = check_files(files, options);
    auto j = nlohmann::json::parse(format_check_json(results, summary));
    EXPECT_EQ(j["passed"], false);
    EXPECT_EQ(j["exit_code"], 2);
    ASSERT_EQ(j["files"].size(), 2u);
    const auto& scene = j["files"][0];
    EXPECT_EQ(scene["file"], files[0]);
    for (const char* key : {"objects", "candidate_pairs", "intersecting_pairs", "unsupported_pairs",
                            "expectations_passed", "expectations_failed"})
      EXPECT_TRUE(scene["summary"][key].is_number_unsigned()) << key;
    EXPECT_EQ(scene["summary"]["objects"], 6);
    EXPECT_EQ(scene["summary"]["expectations_failed"], 0);
    EXPECT_EQ(scene.contains("pairs"), !summary);
    if (!summary) {
      ASSERT_EQ(scene["pairs"].size(), scene["summary"]["intersecting_pairs"]);
      for (const auto& p : scene["pairs"]) {
        EXPECT_TRUE(p["a"].is_string());
        EXPECT_TRUE(p["b"].is_string());
        EXPECT_TRUE(p["test"].is_string());
        EXPECT_EQ(p["verdict"], "intersects");
      }
      const auto& first = scene["pairs"][0];
      EXPECT_EQ(first["a"], "box_a");
      EXPECT_EQ(first["b"], "box_b");
      EXPECT_EQ(first["test"], "obb-obb");
      EXPECT_TRUE(first["depth"].is_number());
    }
    ASSERT_EQ(scene["expectations"].size(), 11u);
    for (const auto& e : scene["expectations"]) {
      EXPECT_EQ(e["held"], true);
      EXPECT_TRUE(e["expected"]["intersects"].is_boolean());
      EXPECT_TRUE(e["actual"]["verdict"].is_string());
    }
    const auto& broken = j["files"][1];
    EXPECT_EQ(broken["pointer"], "/objects/1/normal");
    EXPECT_EQ(broken["line"], 6);
    EXPECT_EQ(broken["column"], 45);
    EXPECT_EQ(broken["error"],
              files[1] + ":6:45: /objects/1/normal: expected a non-zero normal, found [0, 0, 0]");
  }
}

TEST(SceneCheck, TextReport) {
  auto results = check_files({(kSource / "assets/scenes/lesson_obb_sat.json").string()});
  std::string text = format_check_text(results, false);
  EXPECT_NE(text.find("lesson_obb_sat.json: 5 objects, 1 candidate pairs, 1 intersecting, 0 "
                      "unsupported; 5 of 5 expectations hold\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("  intersects  a – hit  obb-obb least_overlap_axis="), std::string::npos)
      << text;
  EXPECT_NE(text.find("all 5 expectations hold\n"), std::string::npos);
  EXPECT_EQ(format_check_text(results, true).find("intersects  a"), std::string::npos);
}

}  // namespace
}  // namespace collide

namespace collide {
namespace {

// The complete example of the manual's "Scene files" page loads and all its expectations hold.
TEST(SceneLibrary, TheManualsExampleHolds) {
  std::ifstream in(kSource / "assets/help/scene-files.md");
  std::stringstream text;
  text << in.rdbuf();
  const std::string readme = text.str();
  const std::size_t section = readme.find("## Scene files");
  ASSERT_NE(section, std::string::npos);
  const std::size_t begin = readme.find("```json\n", section);
  ASSERT_NE(begin, std::string::npos);
  const std::size_t end = readme.find("```\n", begin + 8);
  ASSERT_NE(end, std::string::npos);
  SceneLoad s = parse_scene(readme.substr(begin + 8, end - begin - 8), "scene-files.md");
  ASSERT_TRUE(s.ok()) << s.error->to_string();
  std::set<std::string> kinds;
  for (const SceneObject& o : s.scene->objects)
    kinds.insert(std::string(kind_name(o.desc)));
  EXPECT_EQ(kinds.size(), kKindCount) << "every kind appears in the example";
  CheckReport r = check_scene(*s.scene);
  EXPECT_TRUE(r.all_held());
  EXPECT_EQ(r.expectations_passed, s.scene->expect.size());
}

}  // namespace
}  // namespace collide

namespace collide {
namespace {

// `check` and the viewer read the same evaluation: a report read from an evaluation that was
// kept up to date through edits (moves, an added and a removed object) is the report of a fresh
// check, byte for byte, in both formats.
TEST(SceneCheck, ReportFromAnUpdatedEvaluationIsTheFreshReport) {
  for (const std::string& file : library()) {
    SceneLoad load = load_scene(file);
    ASSERT_TRUE(load.ok()) << file;
    Scene scene = *load.scene;
    SceneEvaluation eval;
    eval.build(scene);
    bench::SplitMix64 rng(11);
    for (int step = 0; step < 20 && !scene.objects.empty(); ++step) {
      SceneObject& o = scene.objects[rng.next() % scene.objects.size()];
      std::visit(
          [&](auto& d) {
            if constexpr (requires { d.center; }) d.center.x += rng.u() - 0.5;
          },
          o.desc);
      eval.update(scene, {{o.id}, false});
    }
    scene.objects.push_back({"added", "", std::nullopt, true, desc::Sphere{{0.5, 0.5, 0.5}, 1}});
    const std::string gone = scene.objects.front().id;
    scene.objects.erase(scene.objects.begin());
    eval.update(scene, {{"added", gone}, false});

    std::erase_if(scene.expect, [&](const Expectation& e) { return e.a == gone || e.b == gone; });
    CheckedFile fresh{file, scene, check_scene(scene), std::nullopt};
    CheckedFile read{file, scene, check_scene(scene, eval), std::nullopt};
    EXPECT_EQ(format_check_json({read}, false), format_check_json({fresh}, false)) << file;
    EXPECT_EQ(format_check_text({read}, false), format_check_text({fresh}, false)) << file;
  }
}

}  // namespace
}  // namespace collide
