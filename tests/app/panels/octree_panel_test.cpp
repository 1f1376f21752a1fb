// The Octree panel's parameter edit, driven through the document as the panel drives it: the
// tree is rebuilt with the new parameters, the candidate pairs and their verdicts stay exactly
// the same (the broadphase is exact for any setting), and undo gives the old tree back.
#include <gtest/gtest.h>

#include <tuple>
#include <vector>

#include "app/panels/octree_panel.hpp"
#include "app/session/live_evaluation.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/app/support/library_scenes.hpp"

namespace collide {
namespace {

using PairList = std::vector<std::tuple<std::uint32_t, std::uint32_t, PairVerdict>>;

PairList pairs_of(const SceneEvaluation& e) {
  PairList out;
  for (const SceneEvaluation::PairView& p : e.pairs())
    out.emplace_back(p.a, p.b, p.verdict);
  return out;
}

// Every pair of objects whose tests say they intersect, by testing all n(n−1)/2 pairs.
std::size_t brute_force_intersecting(const Scene& s) {
  std::size_t n = 0;
  for (std::size_t i = 0; i < s.objects.size(); ++i)
    for (std::size_t j = i + 1; j < s.objects.size(); ++j)
      n += pair_test(to_shape<double>(s.objects[i].desc), to_shape<double>(s.objects[j].desc))
               .verdict == PairVerdict::intersects;
  return n;
}

TEST(OctreePanel, ASplitThresholdChangeRebuildsTheTreeAndKeepsThePairs) {
  Document doc(test::load_or_fail(test::library_scene("lesson_octree.json")));
  LiveEvaluation live(false);
  live.update(doc);
  const SceneEvaluation& e = live.evaluation();
  const std::uint32_t nodes_before = e.octree().stats().node_count;
  const PairList pairs_before = pairs_of(e);
  const PairFingerprint print_before = pair_fingerprint(e);
  ASSERT_FALSE(pairs_before.empty());
  EXPECT_EQ(print_before.intersecting, brute_force_intersecting(doc.scene()));

  OctreeSettings finer = doc.scene().settings.octree;
  ASSERT_NE(finer.split_threshold, 1);
  finer.split_threshold = 1;
  ASSERT_FALSE(doc.apply(octree_settings_edit(doc.scene(), finer)).has_value());
  EXPECT_EQ(doc.history().undo_label(), "Change octree settings");
  EXPECT_TRUE(live.update(doc));
  EXPECT_EQ(e.octree().params().split_threshold, 1u);
  EXPECT_NE(e.octree().stats().node_count, nodes_before);
  EXPECT_EQ(pairs_of(e), pairs_before);
  EXPECT_EQ(pair_fingerprint(e), print_before);

  // Looseness and depth too: the work changes, the pairs do not.
  OctreeSettings loose = finer;
  loose.looseness = 2;
  loose.max_depth = 3;
  ASSERT_FALSE(doc.apply(octree_settings_edit(doc.scene(), loose)).has_value());
  live.update(doc);
  EXPECT_EQ(e.octree().params().looseness, 2u);
  EXPECT_LE(e.octree().stats().max_depth, 3u);
  EXPECT_EQ(pairs_of(e), pairs_before);

  ASSERT_TRUE(doc.undo());
  ASSERT_TRUE(doc.undo());
  live.update(doc);
  EXPECT_EQ(doc.scene().settings.octree,
            test::load_or_fail(test::library_scene("lesson_octree.json")).settings.octree);
  EXPECT_EQ(e.octree().stats().node_count, nodes_before);
  EXPECT_EQ(pairs_of(e), pairs_before);
}

TEST(OctreePanel, AScrubIsOneHistoryEntry) {
  Document doc(test::load_or_fail(test::library_scene("lesson_octree.json")));
  const OctreeSettings start = doc.scene().settings.octree;
  ASSERT_TRUE(doc.begin_gesture("Change octree settings"));
  OctreeSettings s = start;
  for (int t : {5, 6, 7, 1}) {
    s.split_threshold = t;
    ASSERT_FALSE(doc.apply(octree_settings_edit(doc.scene(), s)).has_value());
  }
  doc.end_gesture();
  EXPECT_EQ(doc.scene().settings.octree.split_threshold, 1);
  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(doc.scene().settings.octree, start);
  EXPECT_FALSE(doc.history().can_undo());
}

TEST(OctreePanel, TheEditKeepsTheOtherSettings) {
  Scene scene = test::load_or_fail(test::library_scene("lesson_octree.json"));
  scene.settings.precision = Precision::float32;
  scene.settings.tolerances["contact"] = 1e-5;
  OctreeSettings o = scene.settings.octree;
  o.min_cell_size = 0.25;
  const Edit edit = octree_settings_edit(scene, o);
  EXPECT_EQ(edit.label, "Change octree settings");
  Document doc(scene);
  ASSERT_FALSE(doc.apply(edit).has_value());
  EXPECT_EQ(doc.scene().settings.precision, Precision::float32);
  EXPECT_EQ(doc.scene().settings.tolerances, scene.settings.tolerances);
  EXPECT_EQ(doc.scene().settings.octree.min_cell_size, 0.25);
}

TEST(OctreePanel, TheFingerprintTellsDifferentPairsApart) {
  Scene scene = test::load_or_fail(test::library_scene("lesson_octree.json"));
  SceneEvaluation a, b;
  a.build(scene);
  scene.objects.pop_back();  // the straddler: fewer pairs
  b.build(scene);
  EXPECT_NE(pair_fingerprint(a), pair_fingerprint(b));
  SceneEvaluation c;
  c.build(test::load_or_fail(test::library_scene("lesson_octree.json")));
  EXPECT_EQ(pair_fingerprint(a), pair_fingerprint(c));
}

}  // namespace
}  // namespace collide
