// All overlapping pairs. Every object sits in exactly one cell, so a pair (x, y) is met exactly
// once: at the deepest cell whose subtree holds both, where the search tests that cell's own
// objects against each other and against each child subtree, and each pair of child subtrees
// against each other. Subtrees are pruned by the bounds of the objects they hold, so the answer
// never depends on how cells were cut (looseness, thresholds) — only the work does.
#include <algorithm>

#include "core/octree/octree.hpp"
#include "core/octree/octree_box.hpp"

namespace collide {

using octree_box::overlaps;

namespace {
// From this many objects on both sides, sort and sweep instead of testing every pair.
constexpr std::size_t kSweepFrom = 32;
}  // namespace

template <class Emit, bool kCount>
void Octree::visit_pairs(Emit& emit, PairStats* stats) const {
  struct Search {
    const OctreeVector<Node>& nodes;
    const Item* items;
    Emit& emit;
    std::uint64_t box_tests = 0, node_tests = 0;

    Search(const OctreeVector<Node>& n, const Item* i, Emit& e) : nodes(n), items(i), emit(e) {}
    // One list per recursion level of against_subtree (depth <= kOctreeDepthLimit + 1).
    std::vector<std::vector<const Item*>> scratch =
        std::vector<std::vector<const Item*>>(kOctreeDepthLimit + 2);

    bool test(const Aabb<float>& a, const Aabb<float>& b) {
      if constexpr (kCount) ++node_tests;
      return overlaps(a, b);
    }
    void pair(const Item& x, const Item& y) {
      if constexpr (kCount) ++box_tests;
      if (overlaps(x.box, y.box)) emit(std::min(x.id, y.id), std::max(x.id, y.id));
    }
    // Small sets: every pair. Large ones (many straddlers kept in one cell, a pile of
    // coincident objects): sort by min on the bounds' widest axis and sweep, which tests only
    // pairs that overlap on that axis instead of all k².
    std::vector<const Item*> sort_a, sort_b;

    static int widest(const Aabb<float>& box) {
      Vec3<float> e = box.max - box.min;
      return e.x >= e.y && e.x >= e.z ? 0 : (e.y >= e.z ? 1 : 2);
    }
    static void sort_on(std::vector<const Item*>& v, int axis) {
      std::sort(v.begin(), v.end(), [axis](const Item* x, const Item* y) {
        return x->box.min[axis] < y->box.min[axis];
      });
    }
    void within(const Item* a, std::uint32_t n, const Aabb<float>& own) {
      if (n < kSweepFrom) {
        for (std::uint32_t i = 0; i < n; ++i)
          for (std::uint32_t j = i + 1; j < n; ++j)
            pair(a[i], a[j]);
        return;
      }
      int axis = widest(own);
      sort_a.resize(n);
      for (std::uint32_t i = 0; i < n; ++i)
        sort_a[i] = a + i;
      sort_on(sort_a, axis);
      for (std::uint32_t i = 0; i < n; ++i) {
        float end = sort_a[i]->box.max[axis];
        for (std::uint32_t j = i + 1; j < n && sort_a[j]->box.min[axis] <= end; ++j)
          pair(*sort_a[i], *sort_a[j]);
      }
    }
    // Two sorted lists swept together: the one whose next box starts first scans the other
    // from its current position while boxes start before it ends. A pair is reported by the
    // box that starts first (ties: the first list), so exactly once.
    void sweep_between(int axis) {
      sort_on(sort_a, axis);
      sort_on(sort_b, axis);
      std::size_t i = 0, j = 0, na = sort_a.size(), nb = sort_b.size();
      while (i < na && j < nb) {
        if (sort_a[i]->box.min[axis] <= sort_b[j]->box.min[axis]) {
          float end = sort_a[i]->box.max[axis];
          for (std::size_t k = j; k < nb && sort_b[k]->box.min[axis] <= end; ++k)
            pair(*sort_a[i], *sort_b[k]);
          ++i;
        } else {
          float end = sort_b[j]->box.max[axis];
          for (std::size_t k = i; k < na && sort_a[k]->box.min[axis] <= end; ++k)
            pair(*sort_a[k], *sort_b[j]);
          ++j;
        }
      }
    }
    void between(const Item* a, std::uint32_t na, const Item* b, std::uint32_t nb,
                 const Aabb<float>& b_own) {
      if (na < kSweepFrom || nb < kSweepFrom) {
        // Neighbouring cells overlap only along their shared faces: skip the objects of one
        // side that miss the other side's bounds.
        for (std::uint32_t i = 0; i < na; ++i) {
          if (!test(a[i].box, b_own)) continue;
          for (std::uint32_t j = 0; j < nb; ++j)
            pair(a[i], b[j]);
        }
        return;
      }
      sort_a.resize(na);
      for (std::uint32_t i = 0; i < na; ++i)
        sort_a[i] = a + i;
      sort_b.resize(nb);
      for (std::uint32_t j = 0; j < nb; ++j)
        sort_b[j] = b + j;
      sweep_between(widest(b_own));
    }
    void between(const std::vector<const Item*>& a, const Item* b, std::uint32_t nb,
                 const Aabb<float>& b_own) {
      if (a.size() < kSweepFrom || nb < kSweepFrom) {
        for (const Item* x : a) {
          if (!test(x->box, b_own)) continue;
          for (std::uint32_t j = 0; j < nb; ++j)
            pair(*x, b[j]);
        }
        return;
      }
      sort_a.assign(a.begin(), a.end());
      sort_b.resize(nb);
      for (std::uint32_t j = 0; j < nb; ++j)
        sort_b[j] = b + j;
      sweep_between(widest(b_own));
    }
    // The objects list[0, n) against every object in the subtree of `node`. The list is cut
    // down to the objects that meet the subtree's bounds at each level, so a cell with many
    // objects spread wide (straddlers along a split plane) costs per object, not per cell.
    void against_subtree(const Item* const* list, std::size_t n, std::uint32_t node,
                         std::uint32_t level) {
      const Node& nd = nodes[node];
      if (n == 0) return;
      std::vector<const Item*>& kept = scratch[level];
      kept.clear();
      for (std::size_t i = 0; i < n; ++i)
        if (test(list[i]->box, nd.bounds)) kept.push_back(list[i]);
      if (kept.empty()) return;
      if (nd.count != 0) {
        const Item* b = items + nd.begin;
        for (const Item* x : kept) {
          if (!test(x->box, nd.own)) continue;
          for (std::uint32_t j = 0; j < nd.count; ++j)
            pair(*x, b[j]);
        }
      }
      if (nd.first_child == kNone) return;
      for (std::uint32_t c = nd.first_child; c < nd.first_child + 8; ++c)
        against_subtree(kept.data(), kept.size(), c, level + 1);
    }
    // The objects of node `owner` against every object in the subtree of `node`.
    void own_against_subtree(std::uint32_t owner, std::uint32_t node) {
      const Node& o = nodes[owner];
      if (o.count == 0 || !test(o.own, nodes[node].bounds)) return;
      std::vector<const Item*>& list = scratch[0];
      list.clear();
      for (std::uint32_t i = 0; i < o.count; ++i)
        list.push_back(items + o.begin + i);
      against_subtree(list.data(), list.size(), node, 1);
    }
    // Every object of subtree x against every object of subtree y (disjoint subtrees).
    void cross(std::uint32_t x, std::uint32_t y) {
      const Node& a = nodes[x];
      const Node& b = nodes[y];
      if (!test(a.bounds, b.bounds)) return;
      if (a.count != 0 && b.count != 0 && test(a.own, b.own))
        between(items + a.begin, a.count, items + b.begin, b.count, b.own);
      if (a.count != 0 && b.first_child != kNone)
        for (std::uint32_t c = b.first_child; c < b.first_child + 8; ++c)
          own_against_subtree(x, c);
      if (b.count != 0 && a.first_child != kNone)
        for (std::uint32_t c = a.first_child; c < a.first_child + 8; ++c)
          own_against_subtree(y, c);
      if (a.first_child == kNone || b.first_child == kNone) return;
      // Only children that meet the other side at all: 16 tests, then the surviving combos.
      std::uint32_t near_a[8], near_b[8], na = 0, nb = 0;
      for (std::uint32_t c = a.first_child; c < a.first_child + 8; ++c)
        if (test(nodes[c].bounds, b.bounds)) near_a[na++] = c;
      if (na == 0) return;
      for (std::uint32_t c = b.first_child; c < b.first_child + 8; ++c)
        if (test(nodes[c].bounds, a.bounds)) near_b[nb++] = c;
      for (std::uint32_t i = 0; i < na; ++i)
        for (std::uint32_t j = 0; j < nb; ++j)
          cross(near_a[i], near_b[j]);
    }
    // Every pair inside the subtree of n.
    void self(std::uint32_t n) {
      const Node& nd = nodes[n];
      if (nd.subtree_count < 2) return;
      within(items + nd.begin, nd.count, nd.own);
      if (nd.first_child == kNone) return;
      for (std::uint32_t c = nd.first_child; c < nd.first_child + 8; ++c) {
        own_against_subtree(n, c);
        self(c);
      }
      for (std::uint32_t c = nd.first_child; c < nd.first_child + 8; ++c) {
        if (nodes[c].subtree_count == 0) continue;
        for (std::uint32_t d = c + 1; d < nd.first_child + 8; ++d)
          if (nodes[d].subtree_count != 0) cross(c, d);
      }
    }
  };
  Search search(nodes_, items_.data(), emit);
  search.self(0);
  if (stats != nullptr) {
    std::uint64_t n = size();
    stats->box_tests = search.box_tests;
    stats->node_tests = search.node_tests;
    stats->brute_force_tests = n * (n - (n != 0 ? 1 : 0)) / 2;
  }
}

std::vector<OctreePair> Octree::all_pairs(PairStats* stats) const {
  std::vector<OctreePair> out;
  all_pairs(out, stats);
  return out;
}

void Octree::all_pairs(std::vector<OctreePair>& out, PairStats* stats) const {
  out.clear();
  auto emit = [&out](std::uint32_t a, std::uint32_t b) { out.push_back({a, b}); };
  if (stats != nullptr)
    visit_pairs<decltype(emit), true>(emit, stats);
  else
    visit_pairs<decltype(emit), false>(emit, nullptr);
  if (stats != nullptr) stats->pairs = out.size();
}

void Octree::for_each_pair(const std::function<void(std::uint32_t, std::uint32_t)>& visit,
                           PairStats* stats) const {
  std::uint64_t pairs = 0;
  auto emit = [&](std::uint32_t a, std::uint32_t b) {
    ++pairs;
    visit(a, b);
  };
  if (stats != nullptr)
    visit_pairs<decltype(emit), true>(emit, stats);
  else
    visit_pairs<decltype(emit), false>(emit, nullptr);
  if (stats != nullptr) stats->pairs = pairs;
}

}  // namespace collide
