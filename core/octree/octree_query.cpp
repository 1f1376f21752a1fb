// AABB and ray queries. Both walk down from the root and prune a subtree when the query misses
// the bounds of the objects stored in it; an object is in one cell only, so it is tested once.
#include <algorithm>
#include <cmath>

#include "core/octree/octree.hpp"
#include "core/octree/octree_box.hpp"

namespace collide {

using octree_box::overlaps;

// The one walk behind query() and trace_query(): a cell whose subtree bounds miss the query is
// pruned; a visited cell tests its own objects when the bounds of those objects meet the query,
// then considers its children (pushed last-first, so they are visited in octant order). The
// sink sees every step; NoTrace's empty inline members compile to nothing, so query() is the
// plain walk, and the trace is the query's own steps, not a second walk written beside it.
template <class Sink>
void Octree::walk_query(const Aabb<float>& box, std::vector<std::uint32_t>& ids, Sink& sink) const {
  std::vector<std::uint32_t> stack{0};
  while (!stack.empty()) {
    const std::uint32_t n = stack.back();
    stack.pop_back();
    const Node& nd = nodes_[n];
    if (!overlaps(box, nd.bounds)) {
      sink.pruned(n);
      continue;
    }
    sink.visited(n);
    if (nd.count != 0 && overlaps(box, nd.own)) {
      sink.box_tests(nd.count);
      for (std::uint32_t s = nd.begin; s < nd.begin + nd.count; ++s)
        if (overlaps(box, items_.box(s))) ids.push_back(items_.id(s));
    }
    if (nd.first_child != kNone)
      for (std::uint32_t c = nd.first_child + 8; c-- > nd.first_child;)
        stack.push_back(c);
  }
  std::sort(ids.begin(), ids.end());
}

namespace {

struct NoTrace {
  void pruned(std::uint32_t) {}
  void visited(std::uint32_t) {}
  void box_tests(std::uint32_t) {}
};

struct TraceSink {
  QueryTrace& trace;
  void pruned(std::uint32_t n) { trace.pruned.push_back(n); }
  void visited(std::uint32_t n) { trace.visited.push_back(n); }
  void box_tests(std::uint32_t count) { trace.box_tests += count; }
};

}  // namespace

std::vector<std::uint32_t> Octree::query(const Aabb<float>& box) const {
  std::vector<std::uint32_t> ids;
  if (validate(box) != Problem::none) return ids;
  NoTrace sink;
  walk_query(box, ids, sink);
  return ids;
}

QueryTrace Octree::trace_query(const Aabb<float>& box) const {
  QueryTrace trace;
  if (validate(box) != Problem::none) return trace;
  TraceSink sink{trace};
  walk_query(box, trace.ids, sink);
  return trace;
}

RayQuery Octree::raycast(const Ray<float>& ray, float t_max) const {
  RayQuery result;
  result.problem = validate(ray);
  if (result.problem == Problem::none && std::isnan(t_max)) result.problem = Problem::non_finite;
  if (result.problem != Problem::none || t_max < 0.0f) return result;
  octree_box::RaySlabs slabs = octree_box::prepare(ray, t_max);
  std::vector<std::uint32_t> stack{0};
  while (!stack.empty()) {
    const Node& nd = nodes_[stack.back()];
    stack.pop_back();
    if (!octree_box::entry(slabs, nd.bounds)) continue;
    for (std::uint32_t s = nd.begin; s < nd.begin + nd.count; ++s)
      if (std::optional<float> t = octree_box::entry(slabs, items_.box(s)))
        result.hits.push_back({items_.id(s), *t});
    if (nd.first_child != kNone)
      for (std::uint32_t c = nd.first_child; c < nd.first_child + 8; ++c)
        stack.push_back(c);
  }
  std::sort(result.hits.begin(), result.hits.end(),
            [](const OctreeRayHit& a, const OctreeRayHit& b) {
              return a.t != b.t ? a.t < b.t : a.id < b.id;
            });
  return result;
}

}  // namespace collide
