// The octree evidence against the tree itself: the cells drawn are those an independent filter
// over Octree::cells() keeps, each in its depth's colour; the cell holding a selected object
// contains it; the traced query's visited and pruned cells are those a walk written here finds,
// and its answer is the brute-force scan's.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <tuple>

#include "app/visualize/octree_visual.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/app/support/library_scenes.hpp"
#include "tests/app/visualize/visualize_test_support.hpp"

namespace collide {
namespace {

// 300 boxes of mixed sizes, fixed seed, loose octree with a low threshold (a deep tree).
Scene random_boxes(int looseness) {
  Scene s;
  s.settings.octree.split_threshold = 2;
  s.settings.octree.looseness = looseness;
  std::mt19937 rng(12);
  std::uniform_real_distribution<double> pos(-10, 10), size(0.05, 1.5);
  for (int i = 0; i < 300; ++i) {
    SceneObject o;
    o.id = "b" + std::to_string(i);
    const glm::dvec3 c{pos(rng), pos(rng), pos(rng)};
    const glm::dvec3 h{size(rng), size(rng), size(rng)};
    o.desc = desc::Aabb{c - h, c + h};
    s.objects.push_back(o);
  }
  return s;
}

bool overlap(const Aabb<float>& a, const Aabb<float>& b) {
  // Closed boxes meet when a.min <= b.max and b.min <= a.max on every axis.
  for (int k = 0; k < 3; ++k)
    if (a.min[k] > b.max[k] || b.min[k] > a.max[k]) return false;
  return true;
}

bool inside(const Aabb<float>& outer, const Aabb<float>& inner) {
  for (int k = 0; k < 3; ++k)
    if (inner.min[k] < outer.min[k] || inner.max[k] > outer.max[k]) return false;
  return true;
}

// The stored boxes of every object of the tree, by slot (a fresh build uses slots 0..n-1 and
// nothing else; the scan looks a little further to be sure).
std::map<std::uint32_t, Aabb<float>> tree_boxes(const SceneEvaluation& e) {
  std::map<std::uint32_t, Aabb<float>> out;
  Aabb<float> b;
  for (std::uint32_t slot = 0; slot < 2 * e.object_count() + 8; ++slot)
    if (e.octree().box_of(slot, b)) out[slot] = b;
  return out;
}

std::set<std::uint32_t> independent_filter(const std::vector<OctreeCell>& cells,
                                           const OctreeFilter& f,
                                           const std::vector<Aabb<float>>& near) {
  std::set<std::uint32_t> out;
  for (const OctreeCell& c : cells) {
    if (f.leaves_only && !c.leaf) continue;
    if (f.occupied_only && c.object_count == 0) continue;
    if (c.depth < f.depth_min || c.depth > f.depth_max) continue;
    if (f.near_selection) {
      bool any = false;
      for (const Aabb<float>& b : near) {
        const Vec3<float> m(float(f.near_margin));
        any = any || overlap(c.loose, {b.min - m, b.max + m});
      }
      if (!any) continue;
    }
    out.insert(c.node);
  }
  return out;
}

std::uint32_t slot_of(const SceneEvaluation& e, std::uint32_t index) {
  for (const auto& [slot, box] : tree_boxes(e))
    if (e.index_of_slot(slot) == index) return slot;
  ADD_FAILURE() << "object " << index << " is not in the tree";
  return 0;
}

TEST(OctreeVisual, ShownCellsAreThoseTheFiltersKeepShallowestFirst) {
  for (const Scene& scene : {test::load_or_fail(test::library_scene("lesson_octree.json")),
                             random_boxes(1), random_boxes(2)}) {
    SceneEvaluation e;
    e.build(scene);
    const std::vector<OctreeCell> cells = e.octree().cells();
    ASSERT_GE(cells.size(), 9u);  // the root and its children at least
    const std::vector<std::uint32_t> selected{3, 7};
    std::vector<Aabb<float>> boxes(2);
    ASSERT_TRUE(e.octree().box_of(slot_of(e, 3), boxes[0]));
    ASSERT_TRUE(e.octree().box_of(slot_of(e, 7), boxes[1]));
    std::vector<OctreeFilter> filters(6);
    filters[1].leaves_only = true;
    filters[2].occupied_only = true;
    filters[3].depth_min = 1;
    filters[3].depth_max = 2;
    filters[4].near_selection = true;
    filters[4].near_margin = 0.25;
    filters[5].leaves_only = filters[5].occupied_only = true;
    filters[5].depth_min = 2;
    for (const OctreeFilter& f : filters) {
      OctreeDrawOptions o;
      o.filter = f;
      const OctreeEvidence ev = octree_evidence(e, selected, o);
      const auto expected = independent_filter(cells, f, boxes);
      EXPECT_EQ(std::set<std::uint32_t>(ev.shown.begin(), ev.shown.end()), expected);
      EXPECT_EQ(ev.passing, expected.size());
      EXPECT_EQ(ev.shown.size(), expected.size());
      for (std::size_t k = 1; k < ev.shown.size(); ++k)
        EXPECT_LE(ev.cells[ev.shown[k - 1]].depth, ev.cells[ev.shown[k]].depth);
    }
    // Near the selection with nothing selected: nothing is near.
    OctreeDrawOptions o;
    o.filter.near_selection = true;
    EXPECT_TRUE(octree_evidence(e, {}, o).shown.empty());
  }
}

TEST(OctreeVisual, TheCapKeepsTheShallowestCells) {
  SceneEvaluation e;
  e.build(random_boxes(2));
  OctreeDrawOptions o;
  o.filter.max_cells = 20;
  const OctreeEvidence ev = octree_evidence(e, {}, o);
  ASSERT_GT(ev.passing, 20u);
  ASSERT_EQ(ev.shown.size(), 20u);
  const std::uint32_t deepest_shown = ev.cells[ev.shown.back()].depth;
  const std::set<std::uint32_t> shown(ev.shown.begin(), ev.shown.end());
  for (const OctreeCell& c : ev.cells)
    if (!shown.count(c.node)) {
      EXPECT_GE(c.depth, deepest_shown);
    }
}

TEST(OctreeVisual, EachShownCellsTwelveEdgesInItsDepthColour) {
  SceneEvaluation e;
  e.build(test::load_or_fail(test::library_scene("lesson_octree.json")));
  const OctreeEvidence ev = octree_evidence(e, {}, OctreeDrawOptions{});
  DrawList list;
  draw_octree(ev, list);
  const auto& lines = list.layer(Layer::evidence).lines;
  EXPECT_EQ(lines.size(), 12 * ev.shown.size());
  // An edge of a box joins two corners that differ on one axis; all twelve, each once.
  std::map<std::uint32_t, std::size_t> per_depth;
  for (std::uint32_t n : ev.shown)
    ++per_depth[ev.cells[n].depth];
  for (const auto& [depth, count] : per_depth)
    EXPECT_EQ(test::lines_of(list, octree_depth_color(depth), kOctreeCellWidth).size(),
              12 * count + (depth >= 8 ? 12 * per_depth.count(depth - 8) : 0))
        << "depth " << depth;
  for (std::size_t k = 0; k < ev.shown.size(); ++k) {
    // Drawn deepest first: the last shown cell's edges come first.
    const OctreeCell& c = ev.cells[ev.shown[ev.shown.size() - 1 - k]];
    std::set<std::tuple<double, double, double, double, double, double>> edges;
    for (std::size_t i = 12 * k; i < 12 * k + 12; ++i) {
      const DrawLine& l = lines[i];
      EXPECT_TRUE(test::same_rgb(l.color_a, octree_depth_color(c.depth)));
      int differing = 0;
      for (int a = 0; a < 3; ++a) {
        for (const glm::dvec3& p : {l.a, l.b})
          EXPECT_TRUE(p[a] == c.cell.min[a] || p[a] == c.cell.max[a]);
        differing += l.a[a] != l.b[a];
      }
      EXPECT_EQ(differing, 1);
      edges.insert({l.a.x, l.a.y, l.a.z, l.b.x, l.b.y, l.b.z});
    }
    EXPECT_EQ(edges.size(), 12u);
  }
  // The palette tells neighbouring depths apart and is none of the trace's colours.
  for (std::uint32_t d = 0; d < 8; ++d) {
    EXPECT_FALSE(test::same_rgb(octree_depth_color(d), octree_depth_color(d + 1)));
    for (const Color& c : {kOctreeHoldingColor, kOctreeVisitedColor, kOctreePrunedColor})
      EXPECT_FALSE(test::same_rgb(octree_depth_color(d), c));
  }
}

TEST(OctreeVisual, HoldingCellsContainTheSelectedObjectsAndNoChildAcceptsThem) {
  for (const Scene& scene : {test::load_or_fail(test::library_scene("lesson_octree.json")),
                             random_boxes(1), random_boxes(2)}) {
    SceneEvaluation e;
    e.build(scene);
    std::vector<std::uint32_t> selected;
    for (std::uint32_t i = 0; i < scene.objects.size(); i += 5)
      selected.push_back(i);
    const OctreeEvidence ev = octree_evidence(e, selected, OctreeDrawOptions{});
    DrawList list;
    draw_octree(ev, list);
    ASSERT_EQ(ev.selected.size(), selected.size());
    std::set<std::uint32_t> holders;
    for (const OctreeSelected& s : ev.selected) {
      ASSERT_EQ(s.home, BroadphaseHome::tree);
      ASSERT_TRUE(s.holding.has_value());
      holders.insert(*s.holding);
      const OctreeCell& c = ev.cells[*s.holding];
      EXPECT_GT(c.object_count, 0u);
      // Placed at build: the deepest cell that accepts the box (the root takes anything), so the
      // box lies in the cell's loose box and in none of its children's.
      if (c.node != 0) {
        EXPECT_TRUE(inside(c.loose, s.box));
      }
      EXPECT_TRUE(inside(c.bounds, s.box));
      for (const OctreeCell& child : ev.cells) {
        if (child.node == 0 || child.parent != c.node) continue;
        const Vec3<float> centre = (s.box.min + s.box.max) * 0.5f;
        EXPECT_FALSE(inside(child.loose, s.box) &&
                     (scene.settings.octree.looseness == 1 ||
                      // looseness 2: only the child that holds the box's centre may take it
                      inside(child.cell, {centre, centre})))
            << "a child of the holding cell accepts object " << s.index;
      }
    }
    EXPECT_EQ(test::lines_of(list, kOctreeHoldingColor, kOctreeHoldingWidth).size(),
              12 * ev.selected.size());
  }
}

TEST(OctreeVisual, TheTraceIsTheWalkAndTheAnswerIsTheBruteForces) {
  for (const Scene& scene :
       {test::load_or_fail(test::library_scene("lesson_octree.json")), random_boxes(2)}) {
    SceneEvaluation e;
    e.build(scene);
    const std::vector<std::uint32_t> selected{0, 11, 40};
    const OctreeEvidence ev = octree_evidence(e, selected, OctreeDrawOptions{}, true);
    DrawList list;
    draw_octree(ev, list);
    // The drawing does not need the brute force; without it the rest is the same.
    const OctreeEvidence drawn = octree_evidence(e, selected, OctreeDrawOptions{});
    DrawList drawn_list;
    draw_octree(drawn, drawn_list);
    EXPECT_EQ(drawn_list, list);
    EXPECT_FALSE(drawn.selected[0].brute_force_hits.has_value());
    const auto boxes = tree_boxes(e);
    EXPECT_EQ(ev.tree_objects, boxes.size());
    std::size_t visited = 0, pruned = 0;
    for (const OctreeSelected& s : ev.selected) {
      // Independently: a cell is visited when its parent was (the root: always considered) and
      // the query meets the bounds of its subtree; pruned when its parent was visited and the
      // query misses them.
      std::set<std::uint32_t> want_visited, want_pruned;
      for (const OctreeCell& c : ev.cells) {  // parents come before their children
        const bool considered = c.node == 0 || want_visited.count(c.parent);
        if (!considered) continue;
        (overlap(s.box, c.bounds) ? want_visited : want_pruned).insert(c.node);
      }
      EXPECT_EQ(std::set<std::uint32_t>(s.trace.visited.begin(), s.trace.visited.end()),
                want_visited);
      EXPECT_EQ(std::set<std::uint32_t>(s.trace.pruned.begin(), s.trace.pruned.end()), want_pruned);
      visited += s.trace.visited.size();
      pruned += s.trace.pruned.size();
      // The brute force: every stored box against the query box.
      std::vector<std::uint32_t> hits;
      for (const auto& [slot, box] : boxes)
        if (overlap(s.box, box)) hits.push_back(slot);
      EXPECT_EQ(s.brute_force_hits, hits.size());
      EXPECT_EQ(s.trace.ids, hits);
      EXPECT_LE(s.trace.box_tests, boxes.size());
    }
    EXPECT_EQ(test::lines_of(list, kOctreeVisitedColor, kOctreeTraceWidth).size(), 12 * visited);
    EXPECT_EQ(test::lines_of(list, kOctreePrunedColor, kOctreeTraceWidth).size(), 12 * pruned);
    for (const DrawLine& l : test::lines_of(list, kOctreePrunedColor))
      EXPECT_GT(l.dash_px, 0);
    EXPECT_EQ(list.layer(Layer::evidence).labels.size(), ev.selected.size());
  }
}

TEST(OctreeVisual, WithoutTraceNoQueryIsDrawn) {
  SceneEvaluation e;
  e.build(test::load_or_fail(test::library_scene("lesson_octree.json")));
  OctreeDrawOptions o;
  o.trace = false;
  const OctreeEvidence ev = octree_evidence(e, std::vector<std::uint32_t>{0}, o);
  DrawList list;
  draw_octree(ev, list);
  EXPECT_TRUE(test::lines_of(list, kOctreeVisitedColor).empty());
  EXPECT_TRUE(test::lines_of(list, kOctreePrunedColor).empty());
  EXPECT_EQ(test::lines_of(list, kOctreeHoldingColor, kOctreeHoldingWidth).size(), 12u);
}

TEST(OctreeVisual, ObjectsOutsideTheTreeAreNamedNotTraced) {
  Scene s = test::load_or_fail(test::library_scene("lesson_octree.json"));
  SceneObject plane;
  plane.id = "floor";
  plane.desc = desc::Plane{{0, 1, 0}, {0, 0, 0}};
  s.objects.push_back(plane);
  SceneEvaluation e;
  e.build(s);
  const std::uint32_t floor = std::uint32_t(s.objects.size() - 1);
  const OctreeEvidence ev =
      octree_evidence(e, std::vector<std::uint32_t>{floor, 999}, OctreeDrawOptions{});
  ASSERT_EQ(ev.selected.size(), 1u);  // 999 is out of range
  EXPECT_EQ(ev.selected[0].home, BroadphaseHome::everything);
  EXPECT_FALSE(ev.selected[0].holding.has_value());
  EXPECT_TRUE(ev.selected[0].trace.visited.empty());
}

}  // namespace
}  // namespace collide
