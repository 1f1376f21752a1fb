// `check --explain A,B` and `check --all` through the real executable, against the visualizer's
// rows and the evaluation computed here in-process.
#include <gtest/gtest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "app/visualize/visualizer.hpp"
#include "core/eval/scene_evaluation.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/app/support/library_scenes.hpp"
#include "tests/app/support/run_cli.hpp"

namespace collide {
namespace {

using Outcome = test::CliOutcome;
using test::run_cli;
using Json = nlohmann::json;

// The rows the why panel shows for the pair (with all 15 SAT axes).
WhyRows panel_rows(const Scene& scene, const std::string& a, const std::string& b) {
  EvidenceStyle style;
  style.sat_all_axes = true;
  WhyRows rows;
  explain_evidence(evaluate_pair(scene, test::object_index(scene, a), test::object_index(scene, b)),
                   style, rows);
  return rows;
}

TEST(CheckExplain, JsonCarriesThePanelsRowsAndAll15Axes) {
  const std::string path = test::library_scene("lesson_obb_sat.json");
  const Outcome r = run_cli("check '" + path + "' --explain a,edge_b --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const Json j = Json::parse(r.out);
  EXPECT_EQ(j["pair"]["test"], "obb-obb");
  EXPECT_EQ(j["pair"]["verdict"], "disjoint");
  EXPECT_EQ(j["pair"]["separating_axis"], "A2xB0");
  const WhyRows rows = panel_rows(test::load_or_fail(path), "a", "edge_b");
  ASSERT_EQ(j["why"].size(), rows.size());
  int axes = 0;
  for (std::size_t k = 0; k < rows.size(); ++k) {
    const Json& x = j["why"][k];
    EXPECT_EQ(x["label"], rows[k].label);
    EXPECT_EQ(x["formula"], rows[k].formula);
    ASSERT_EQ(x["numbers"].size(), rows[k].numbers.size()) << rows[k].label;
    for (const WhyNumber& n : rows[k].numbers)
      EXPECT_EQ(x["numbers"][n.name].get<double>(), n.value) << rows[k].label << " " << n.name;
    if (rows[k].kind == WhyRowKind::axis) {
      ++axes;
      EXPECT_EQ(x["axis"], rows[k].axis);
      EXPECT_FALSE(x.contains("muted"));  // the complete evidence: nothing left out
    }
  }
  EXPECT_EQ(axes, 15);
}

TEST(CheckExplain, TextShowsBothVerticesOfAPlaneBoxPair) {
  const std::string path = test::library_scene("lesson_plane_box_np.json");
  const Outcome r = run_cli("check '" + path + "' --explain through_half,unit_box");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("plane-aabb → intersects, side straddling"), std::string::npos) << r.out;
  for (const WhyRow& row : panel_rows(test::load_or_fail(path), "through_half", "unit_box"))
    EXPECT_NE(r.out.find("  " + row.label + ": " + row.formula + "\n"), std::string::npos)
        << row.label;
  EXPECT_NE(r.out.find("  n vertex: "), std::string::npos);
  EXPECT_NE(r.out.find("  p vertex: "), std::string::npos);
}

TEST(CheckExplain, AnUnknownIdIsAUsageErrorNamingIt) {
  const Outcome r =
      run_cli("check '" + test::library_scene("lesson_obb_sat.json") + "' --explain a,nope");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("--explain: no object with id 'nope'"), std::string::npos) << r.err;
  EXPECT_TRUE(r.out.empty());
}

TEST(CheckAll, ListsEveryCandidatePairWithWhatSeparatedIt) {
  const std::string path = test::library_scene("lesson_plane_box_np.json");
  const Outcome r = run_cli("check '" + path + "' --all --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const Json doc = Json::parse(r.out);
  ASSERT_EQ(doc["files"].size(), 1u);
  const Json& j = doc["files"][0];
  const Scene scene = test::load_or_fail(path);
  SceneEvaluation eval;
  eval.build(scene);
  const auto pairs = eval.pairs();
  ASSERT_EQ(j["pairs"].size(), pairs.size());
  EXPECT_EQ(j["summary"]["candidate_pairs"], eval.counts().candidates);
  std::size_t separated = 0;
  for (std::size_t k = 0; k < pairs.size(); ++k) {
    const Json& p = j["pairs"][k];
    EXPECT_EQ(p["a"], scene.objects[pairs[k].a].id);
    EXPECT_EQ(p["b"], scene.objects[pairs[k].b].id);
    // Independent: the pair test itself.
    const auto q = pair_test(to_shape<double>(scene.objects[pairs[k].a].desc),
                             to_shape<double>(scene.objects[pairs[k].b].desc),
                             scene_tolerances<double>(scene.settings));
    EXPECT_EQ(p["verdict"], std::string(name_of(q.verdict)));
    if (!q.intersects() && (q.test == PairTest::plane_aabb || q.test == PairTest::plane_obb)) {
      ++separated;
      EXPECT_TRUE(p.contains("side")) << p.dump();  // what separated them
      EXPECT_NE(p["side"], "straddling");
    }
  }
  EXPECT_GE(separated, 3u);  // the lesson's planes in front of and behind the boxes

  const Outcome text = run_cli("check '" + path + "' --all");
  ASSERT_EQ(text.exit_code, 0);
  EXPECT_NE(text.out.find("  disjoint    unit_box – through_2  plane-aabb side=front"),
            std::string::npos)
      << text.out;
}

}  // namespace
}  // namespace collide
