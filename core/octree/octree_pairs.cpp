// All overlapping pairs. Every object sits in exactly one cell, so a pair (x, y) is met exactly
// once: at the deepest cell whose subtree holds both, where the search tests that cell's own
// objects against each other and against each child subtree, and each pair of child subtrees
// against each other. Subtrees are pruned by the bounds of the objects they hold, so the answer
// never depends on how cells were cut (looseness, thresholds) — only the work does.
//
// How the work is arranged. The walk stops at subtrees of at most kSmall objects ("buckets"):
// it does not walk their cells, it only notes which pairs of buckets have overlapping bounds
// ("links"). Then each bucket copies its objects into columns, appends the objects of its
// linked buckets that meet its bounds (pruning their cells by bounds on the way), and tests
// each of its objects against the rest of that run, eight boxes a step (octree_columns.hpp).
// On W2 the old walk went down to leaves of about three objects and spent most of its time
// deciding, node pair by node pair, not to test (1.29 million node tests for 401,103 box tests
// at N = 100,000); one batch per bucket replaces those decisions by tests that cost less.
// Only a bucket's run is copied at a time: a copy of every object (tried first, 28 bytes an
// object) raised the peak memory of `check --summary` on a million boxes by 30 MB.
#include <algorithm>

#include "core/octree/octree.hpp"
#include "core/octree/octree_box.hpp"
#include "core/octree/octree_columns.hpp"

namespace collide {

using octree_box::empty_box;
using octree_box::grow;
using octree_box::overlaps;
using octree_columns::Columns;
using octree_columns::Span;

namespace {
// From this many objects on both sides, sort and sweep instead of testing every pair.
constexpr std::size_t kSweepFrom = 32;
// A subtree of at most this many objects is a bucket: tested as one run, not walked.
constexpr std::uint32_t kSmall = 64;

struct Link {
  std::uint32_t owner, other;  // bucket roots; the owner gathers from the other
};
}  // namespace

template <class Emit, bool kCount>
void Octree::visit_pairs(Emit& emit, PairStats* stats) const {
  struct Search {
    const OctreeVector<Node>& nodes;
    const Item* items;
    Emit& emit;
    std::uint64_t box_tests = 0, node_tests = 0;
    std::vector<std::uint32_t> buckets;  // non-empty bucket roots, depth-first
    // Plain vectors for what lives through the search: memory a big search holds while the
    // caller collects its pairs adds to the caller's peak (`check --summary` on a million boxes).
    std::vector<Link> links;
    // One list per recursion level of run_vs_subtree (depth <= kOctreeDepthLimit + 1), two
    // filtered runs, a bucket's gathered objects and a cell's own objects.
    std::vector<Columns> lists = std::vector<Columns>(kOctreeDepthLimit + 2);
    Columns kept_a, kept_b, pool, own_list;
    std::vector<std::uint32_t> hit_list;  // scratch of the overlap loop

    std::uint32_t* hits(std::uint32_t n) {
      if (hit_list.size() < n) hit_list.resize(std::max<std::size_t>(n, hit_list.size() * 2));
      return hit_list.data();
    }

    Search(const OctreeVector<Node>& n, const Item* i, Emit& e) : nodes(n), items(i), emit(e) {}

    // Appends to out the objects of the subtree of n whose boxes meet `hull` (all of them when
    // `all`), walking only the cells whose bounds meet it.
    void gather(std::uint32_t n, const Aabb<float>& hull, bool all, Columns& out) {
      out.reserve(out.size() + nodes[n].subtree_count);
      // Each step pops one node and pushes at most 8, and depth <= kOctreeDepthLimit + 1.
      std::uint32_t stack[8 * (kOctreeDepthLimit + 2)];
      std::uint32_t top = 0;
      stack[top++] = n;
      while (top != 0) {
        const Node& nd = nodes[stack[--top]];
        if (!all && !test(nd.bounds, hull)) continue;
        if (nd.count != 0 && (all || test(nd.own, hull))) {
          const Item* it = items + nd.begin;
          if constexpr (kCount) node_tests += all ? 0 : nd.count;
          for (std::uint32_t i = 0; i < nd.count; ++i)
            out.push_if(it[i].box, it[i].id, all || overlaps(it[i].box, hull));
        }
        if (nd.first_child != kNone)
          for (std::uint32_t c = nd.first_child; c < nd.first_child + 8; ++c)
            if (nodes[c].subtree_count != 0) stack[top++] = c;
      }
    }
    // The objects stored in cell n itself whose boxes meet `hull` (all when `all`), into out.
    Span own_meeting(std::uint32_t n, const Aabb<float>& hull, bool all, Columns& out) {
      const Node& nd = nodes[n];
      out.reset(nd.count);
      const Item* it = items + nd.begin;
      if constexpr (kCount) node_tests += all ? 0 : nd.count;
      for (std::uint32_t i = 0; i < nd.count; ++i)
        out.push_if(it[i].box, it[i].id, all || overlaps(it[i].box, hull));
      out.seal();
      return out.all();
    }
    Span own(std::uint32_t n, Columns& out) { return own_meeting(n, {}, true, out); }
    bool small(std::uint32_t n) const { return nodes[n].subtree_count <= kSmall; }

    bool test(const Aabb<float>& a, const Aabb<float>& b) {
      if constexpr (kCount) ++node_tests;
      return overlaps(a, b);
    }
    void pair(const Item& x, const Item& y) {
      if constexpr (kCount) ++box_tests;
      if (overlaps(x.box, y.box)) emit(std::min(x.id, y.id), std::max(x.id, y.id));
    }
    // Box i of a against every box of b.
    void one_vs_span(const Span& a, std::uint32_t i, const Span& b) {
      if constexpr (kCount) box_tests += b.n;
      octree_columns::pairs_with(a.box(i), a.id[i], b, hits(b.n), emit);
    }
    // Every box of a against every box of b (the shorter run outside).
    void span_vs_span(Span a, Span b) {
      if (a.n > b.n) std::swap(a, b);
      for (std::uint32_t i = 0; i < a.n; ++i)
        one_vs_span(a, i, b);
    }
    // The boxes of s that meet `bounds`, into out.
    Span keep(const Span& s, const Aabb<float>& bounds, Columns& out) {
      if constexpr (kCount) node_tests += s.n;
      out.reset(s.n);
      octree_columns::keep_overlapping(s, bounds, hits(s.n), out);
      out.seal();
      return out.all();
    }
    static Aabb<float> hull_of(const Span& s) {
      Aabb<float> h = empty_box();
      for (std::uint32_t i = 0; i < s.n; ++i)
        grow(h, s.box(i));
      return h;
    }
    // Long lists (many straddlers kept in one cell, a pile of coincident objects): sort by min
    // on the bounds' widest axis and sweep, which tests only pairs that overlap on that axis
    // instead of all k².
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
    // The own objects of node n against each other.
    void own_within(std::uint32_t n) {
      const Node& nd = nodes[n];
      if (nd.count < kSweepFrom) {
        Span s = own(n, kept_a);
        for (std::uint32_t i = 0; i + 1 < s.n; ++i)
          one_vs_span(s, i, s.from(i + 1));
        return;
      }
      int axis = widest(nd.own);
      sort_a.resize(nd.count);
      for (std::uint32_t i = 0; i < nd.count; ++i)
        sort_a[i] = items + nd.begin + i;
      sort_on(sort_a, axis);
      for (std::uint32_t i = 0; i < nd.count; ++i) {
        float end = sort_a[i]->box.max[axis];
        for (std::uint32_t j = i + 1; j < nd.count && sort_a[j]->box.min[axis] <= end; ++j)
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
    // The own objects of x against those of y.
    void own_between(std::uint32_t x, std::uint32_t y) {
      const Node& a = nodes[x];
      const Node& b = nodes[y];
      if (a.count < kSweepFrom || b.count < kSweepFrom) {
        Span fb = own_meeting(y, a.own, false, kept_b);
        if (fb.n == 0) return;
        Span fa = own_meeting(x, b.own, false, kept_a);
        if (fa.n != 0) span_vs_span(fa, fb);
        return;
      }
      sort_a.resize(a.count);
      for (std::uint32_t i = 0; i < a.count; ++i)
        sort_a[i] = items + a.begin + i;
      sort_b.resize(b.count);
      for (std::uint32_t j = 0; j < b.count; ++j)
        sort_b[j] = items + b.begin + j;
      sweep_between(widest(b.own));
    }
    // The own objects of a large cell (s, within s_bounds) against every object in the subtree
    // of `node`. The run is cut down to the objects that meet the subtree's bounds at each
    // level, so a cell with many objects spread wide (straddlers along a split plane) costs per
    // object, not per cell.
    void run_vs_subtree(const Span& s, const Aabb<float>& s_bounds, std::uint32_t node,
                        std::uint32_t level) {
      const Node& nd = nodes[node];
      if (nd.subtree_count == 0 || !test(s_bounds, nd.bounds)) return;
      if (small(node)) {
        kept_b.reset(0);
        gather(node, s_bounds, false, kept_b);
        kept_b.seal();
        if (kept_b.size() == 0) return;
        Span fa = keep(s, nd.bounds, kept_a);
        if (fa.n != 0) span_vs_span(fa, kept_b.all());
        return;
      }
      Span k = keep(s, nd.bounds, lists[level]);
      if (k.n == 0) return;
      Aabb<float> kb = hull_of(k);
      if (nd.count != 0 && test(kb, nd.own)) {
        Span fb = own_meeting(node, kb, false, kept_b);
        Span fa = fb.n != 0 ? keep(k, nd.own, kept_a) : Span{};
        if (fa.n != 0) span_vs_span(fa, fb);
      }
      if (nd.first_child == kNone) return;
      for (std::uint32_t c = nd.first_child; c < nd.first_child + 8; ++c)
        run_vs_subtree(k, kb, c, level + 1);
    }
    // Bucket x against the subtree of a large node: links to the buckets below it that its
    // bounds meet, and the objects of the cells on the way tested directly.
    void bucket_vs_subtree(std::uint32_t x, std::uint32_t node) {
      const Node& nd = nodes[node];
      const Aabb<float>& xb = nodes[x].bounds;
      if (nd.subtree_count == 0 || !test(xb, nd.bounds)) return;
      if (small(node)) {
        links.push_back({x, node});
        return;
      }
      if (nd.count != 0 && test(xb, nd.own)) {
        Span fb = own_meeting(node, xb, false, kept_b);
        if (fb.n != 0) {
          kept_a.reset(0);
          gather(x, nd.own, false, kept_a);
          kept_a.seal();
          if (kept_a.size() != 0) span_vs_span(kept_a.all(), fb);
        }
      }
      if (nd.first_child == kNone) return;
      for (std::uint32_t c = nd.first_child; c < nd.first_child + 8; ++c)
        bucket_vs_subtree(x, c);
    }
    // Every object of subtree x against every object of subtree y (disjoint, non-empty).
    void cross(std::uint32_t x, std::uint32_t y) {
      const Node& a = nodes[x];
      const Node& b = nodes[y];
      if (!test(a.bounds, b.bounds)) return;
      if (small(x) && small(y)) {
        links.push_back({x, y});
        return;
      }
      if (small(x)) {
        bucket_vs_subtree(x, y);
        return;
      }
      if (small(y)) {
        bucket_vs_subtree(y, x);
        return;
      }
      if (a.count != 0 && b.count != 0 && test(a.own, b.own)) own_between(x, y);
      if (a.count != 0 && b.first_child != kNone) {
        const Span s = own(x, own_list);
        for (std::uint32_t c = b.first_child; c < b.first_child + 8; ++c)
          run_vs_subtree(s, a.own, c, 0);
      }
      if (b.count != 0 && a.first_child != kNone) {
        const Span s = own(y, own_list);
        for (std::uint32_t c = a.first_child; c < a.first_child + 8; ++c)
          run_vs_subtree(s, b.own, c, 0);
      }
      if (a.first_child == kNone || b.first_child == kNone) return;
      // Only children that meet the other side at all: 16 tests, then the surviving combos.
      std::uint32_t near_a[8], near_b[8], na = 0, nb = 0;
      for (std::uint32_t c = a.first_child; c < a.first_child + 8; ++c)
        if (nodes[c].subtree_count != 0 && test(nodes[c].bounds, b.bounds)) near_a[na++] = c;
      if (na == 0) return;
      for (std::uint32_t c = b.first_child; c < b.first_child + 8; ++c)
        if (nodes[c].subtree_count != 0 && test(nodes[c].bounds, a.bounds)) near_b[nb++] = c;
      for (std::uint32_t i = 0; i < na; ++i)
        for (std::uint32_t j = 0; j < nb; ++j)
          cross(near_a[i], near_b[j]);
    }
    // Every pair inside the subtree of n, buckets left for run_buckets().
    void self(std::uint32_t n) {
      const Node& nd = nodes[n];
      if (nd.subtree_count == 0) return;
      if (small(n)) {
        buckets.push_back(n);
        return;
      }
      own_within(n);
      if (nd.first_child == kNone) return;
      // The cell's own objects against each child subtree first: own_list holds them, and
      // the recursion below reuses it.
      if (nd.count != 0) {
        const Span s = own(n, own_list);
        for (std::uint32_t c = nd.first_child; c < nd.first_child + 8; ++c)
          run_vs_subtree(s, nd.own, c, 0);
      }
      for (std::uint32_t c = nd.first_child; c < nd.first_child + 8; ++c)
        self(c);
      for (std::uint32_t c = nd.first_child; c < nd.first_child + 8; ++c) {
        if (nodes[c].subtree_count == 0) continue;
        for (std::uint32_t d = c + 1; d < nd.first_child + 8; ++d)
          if (nodes[d].subtree_count != 0) cross(c, d);
      }
    }
    // Each bucket: its objects, then the objects of its linked buckets that meet its bounds,
    // in one run; each of its objects is tested against the rest of the run after it. That
    // covers the pairs inside the bucket and those with its links, each once.
    void run_buckets() {
      // Links grouped by owner: a counting sort on the owner's bucket number.
      std::vector<std::uint32_t> slot(nodes.size());
      for (std::uint32_t b = 0; b < buckets.size(); ++b)
        slot[buckets[b]] = b;
      std::vector<std::uint32_t> start(buckets.size() + 1, 0);
      for (const Link& l : links)
        ++start[slot[l.owner] + 1];
      for (std::size_t b = 0; b < buckets.size(); ++b)
        start[b + 1] += start[b];
      std::vector<std::uint32_t> others(links.size());
      {
        std::vector<std::uint32_t> at(start.begin(), start.end() - 1);
        for (const Link& l : links)
          others[at[slot[l.owner]]++] = l.other;
      }
      // Freed before the pairs are emitted, which is when the caller's list grows.
      slot = {};
      links = {};
      for (std::uint32_t b = 0; b < buckets.size(); ++b) {
        const std::uint32_t x = buckets[b];
        const Aabb<float>& xb = nodes[x].bounds;
        pool.reset(0);
        gather(x, xb, true, pool);
        const std::uint32_t own_count = pool.size();
        for (std::uint32_t k = start[b]; k < start[b + 1]; ++k)
          gather(others[k], xb, false, pool);
        pool.seal();
        const Span all = pool.all();
        for (std::uint32_t i = 0; i < own_count; ++i)
          one_vs_span(all, i, all.from(i + 1));
      }
    }
  };
  Search search(nodes_, items_.data(), emit);
  search.self(0);
  search.run_buckets();
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
