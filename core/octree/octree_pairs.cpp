// All overlapping pairs. Every object sits in exactly one cell, so a pair (x, y) is met exactly
// once: at the deepest cell whose subtree holds both, where the search tests that cell's own
// objects against each other and against each child subtree, and each pair of child subtrees
// against each other. Subtrees are pruned by the bounds of the objects they hold, so the answer
// never depends on how cells were cut (looseness, thresholds) — only the work does.
//
// How the work is arranged. The walk stops at subtrees of at most kSmall objects ("buckets"):
// it does not walk their cells, it only notes which pairs of buckets have overlapping bounds
// ("links"). Then each bucket copies its objects into columns, appends the objects of its
// linked buckets that meet its bounds, and tests each of its objects against the rest of that
// run, eight boxes a step (octree_columns.hpp). The pool stores objects as columns, so a
// cell's own objects are tested where they lie, and a packed subtree (Octree::packed_: all of
// them after build(), all but the paths to cells whose slabs changed after updates) is one
// run of the pool, filtered eight boxes a step instead of walked cell by cell.
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
    const OctreePool& pool;
    const std::uint8_t* packed;  // Octree::packed_
    Emit& emit;
    std::uint64_t box_tests = 0, node_tests = 0;
    std::vector<std::uint32_t> buckets;  // non-empty bucket roots, depth-first
    // Plain vectors for what lives through the search: memory a big search holds while the
    // caller collects its pairs adds to the caller's peak (`check --summary` on a million boxes).
    std::vector<Link> links;
    // One list per recursion level of run_vs_subtree (depth <= kOctreeDepthLimit + 1), two
    // filtered runs and a bucket's gathered objects.
    std::vector<Columns> lists = std::vector<Columns>(kOctreeDepthLimit + 2);
    Columns kept_a, kept_b, run;
    std::vector<std::uint32_t> hit_list;  // scratch of the overlap loop

    std::uint32_t* hits(std::uint32_t n) {
      if (hit_list.size() < n) hit_list.resize(std::max<std::size_t>(n, hit_list.size() * 2));
      return hit_list.data();
    }

    Search(const OctreeVector<Node>& n, const OctreePool& p, const std::uint8_t* packed_nodes,
           Emit& e)
        : nodes(n), pool(p), packed(packed_nodes), emit(e) {}

    // Appends to out the boxes of s that meet `hull` (all of them when `all`); out has room.
    void append(const Span& s, const Aabb<float>& hull, bool all, Columns& out) {
      if (all) {
        out.append(s);
        return;
      }
      if constexpr (kCount) node_tests += s.n;
      octree_columns::keep_overlapping(s, hull, hits(s.n), out);
    }
    // Appends to out the objects of the subtree of n whose boxes meet `hull` (all of them when
    // `all`), walking only the cells whose bounds meet it, and reading a packed subtree as one
    // run of the pool.
    void gather(std::uint32_t n, const Aabb<float>& hull, bool all, Columns& out) {
      out.reserve(out.size() + nodes[n].subtree_count);
      // Each step pops one node and pushes at most 8, and depth <= kOctreeDepthLimit + 1.
      std::uint32_t stack[8 * (kOctreeDepthLimit + 2)];
      std::uint32_t top = 0;
      stack[top++] = n;
      while (top != 0) {
        const std::uint32_t k = stack[--top];
        const Node& nd = nodes[k];
        if (!all && !test(nd.bounds, hull)) continue;
        if (packed[k] != 0) {
          append(pool.span(nd.begin, nd.subtree_count), hull, all, out);
          continue;
        }
        if (nd.count != 0 && (all || test(nd.own, hull)))
          append(pool.span(nd.begin, nd.count), hull, all, out);
        if (nd.first_child != kNone)
          for (std::uint32_t c = nd.first_child; c < nd.first_child + 8; ++c)
            if (nodes[c].subtree_count != 0) stack[top++] = c;
      }
    }
    // The objects stored in cell n itself, where they lie in the pool.
    Span own(std::uint32_t n) const { return pool.span(nodes[n].begin, nodes[n].count); }
    // Those of them whose boxes meet `hull`, into out.
    Span own_meeting(std::uint32_t n, const Aabb<float>& hull, Columns& out) {
      out.reset(nodes[n].count);
      append(own(n), hull, false, out);
      out.seal();
      return out.all();
    }
    bool small(std::uint32_t n) const { return nodes[n].subtree_count <= kSmall; }

    bool test(const Aabb<float>& a, const Aabb<float>& b) {
      if constexpr (kCount) ++node_tests;
      return overlaps(a, b);
    }
    // Pool slots x and y.
    void pair(std::uint32_t x, std::uint32_t y) {
      if constexpr (kCount) ++box_tests;
      if (overlaps(pool.box(x), pool.box(y))) {
        const std::uint32_t a = pool.id(x), b = pool.id(y);
        emit(std::min(a, b), std::max(a, b));
      }
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
    // instead of all k². The lists hold pool slots.
    std::vector<std::uint32_t> sort_a, sort_b;

    static int widest(const Aabb<float>& box) {
      Vec3<float> e = box.max - box.min;
      return e.x >= e.y && e.x >= e.z ? 0 : (e.y >= e.z ? 1 : 2);
    }
    void sort_on(std::vector<std::uint32_t>& v, int axis) const {
      const float* lo = pool.column(axis);
      std::sort(v.begin(), v.end(),
                [lo](std::uint32_t x, std::uint32_t y) { return lo[x] < lo[y]; });
    }
    // The slots of node n's own objects, into v.
    void own_slots(std::uint32_t n, std::vector<std::uint32_t>& v) const {
      v.resize(nodes[n].count);
      for (std::uint32_t i = 0; i < nodes[n].count; ++i)
        v[i] = nodes[n].begin + i;
    }
    // The own objects of node n against each other.
    void own_within(std::uint32_t n) {
      const Node& nd = nodes[n];
      if (nd.count < kSweepFrom) {
        Span s = own(n);
        for (std::uint32_t i = 0; i + 1 < s.n; ++i)
          one_vs_span(s, i, s.from(i + 1));
        return;
      }
      const int axis = widest(nd.own);
      const float* lo = pool.column(axis);
      const float* hi = pool.column(axis + 3);
      own_slots(n, sort_a);
      sort_on(sort_a, axis);
      for (std::uint32_t i = 0; i < nd.count; ++i) {
        float end = hi[sort_a[i]];
        for (std::uint32_t j = i + 1; j < nd.count && lo[sort_a[j]] <= end; ++j)
          pair(sort_a[i], sort_a[j]);
      }
    }
    // Two sorted lists swept together: the one whose next box starts first scans the other
    // from its current position while boxes start before it ends. A pair is reported by the
    // box that starts first (ties: the first list), so exactly once.
    void sweep_between(int axis) {
      sort_on(sort_a, axis);
      sort_on(sort_b, axis);
      const float* lo = pool.column(axis);
      const float* hi = pool.column(axis + 3);
      std::size_t i = 0, j = 0, na = sort_a.size(), nb = sort_b.size();
      while (i < na && j < nb) {
        if (lo[sort_a[i]] <= lo[sort_b[j]]) {
          float end = hi[sort_a[i]];
          for (std::size_t k = j; k < nb && lo[sort_b[k]] <= end; ++k)
            pair(sort_a[i], sort_b[k]);
          ++i;
        } else {
          float end = hi[sort_b[j]];
          for (std::size_t k = i; k < na && lo[sort_a[k]] <= end; ++k)
            pair(sort_a[k], sort_b[j]);
          ++j;
        }
      }
    }
    // The own objects of x against those of y.
    void own_between(std::uint32_t x, std::uint32_t y) {
      const Node& a = nodes[x];
      const Node& b = nodes[y];
      if (a.count < kSweepFrom || b.count < kSweepFrom) {
        Span fb = own_meeting(y, a.own, kept_b);
        if (fb.n == 0) return;
        Span fa = own_meeting(x, b.own, kept_a);
        if (fa.n != 0) span_vs_span(fa, fb);
        return;
      }
      own_slots(x, sort_a);
      own_slots(y, sort_b);
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
        Span fb = own_meeting(node, kb, kept_b);
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
        Span fb = own_meeting(node, xb, kept_b);
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
        const Span s = own(x);
        for (std::uint32_t c = b.first_child; c < b.first_child + 8; ++c)
          run_vs_subtree(s, a.own, c, 0);
      }
      if (b.count != 0 && a.first_child != kNone) {
        const Span s = own(y);
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
      // The cell's own objects against each child subtree.
      if (nd.count != 0) {
        const Span s = own(n);
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
        run.reset(0);
        gather(x, xb, true, run);
        const std::uint32_t own_count = run.size();
        for (std::uint32_t k = start[b]; k < start[b + 1]; ++k)
          gather(others[k], xb, false, run);
        run.seal();
        const Span all = run.all();
        for (std::uint32_t i = 0; i < own_count; ++i)
          one_vs_span(all, i, all.from(i + 1));
      }
    }
  };
  Search search(nodes_, items_, packed_.data(), emit);
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
