// AABB and ray queries. Both walk down from the root and prune a subtree when the query misses
// the bounds of the objects stored in it; an object is in one cell only, so it is tested once.
#include <algorithm>
#include <cmath>

#include "core/octree/octree.hpp"
#include "core/octree/octree_box.hpp"

namespace collide {

using octree_box::overlaps;

std::vector<std::uint32_t> Octree::query(const Aabb<float>& box) const {
  std::vector<std::uint32_t> ids;
  if (validate(box) != Problem::none) return ids;
  std::vector<std::uint32_t> stack{0};
  while (!stack.empty()) {
    const Node& nd = nodes_[stack.back()];
    stack.pop_back();
    if (!overlaps(box, nd.bounds)) continue;
    if (nd.count != 0 && overlaps(box, nd.own))
      for (std::uint32_t s = nd.begin; s < nd.begin + nd.count; ++s)
        if (overlaps(box, items_[s].box)) ids.push_back(items_[s].id);
    if (nd.first_child != kNone)
      for (std::uint32_t c = nd.first_child; c < nd.first_child + 8; ++c)
        stack.push_back(c);
  }
  std::sort(ids.begin(), ids.end());
  return ids;
}

QueryTrace Octree::trace_query(const Aabb<float>& box) const {
  QueryTrace trace;
  if (validate(box) != Problem::none) return trace;
  std::vector<std::uint32_t> stack{0};
  while (!stack.empty()) {
    std::uint32_t n = stack.back();
    stack.pop_back();
    const Node& nd = nodes_[n];
    if (!overlaps(box, nd.bounds)) {
      trace.pruned.push_back(n);
      continue;
    }
    trace.visited.push_back(n);
    for (std::uint32_t s = nd.begin; s < nd.begin + nd.count; ++s) {
      ++trace.box_tests;
      if (overlaps(box, items_[s].box)) trace.ids.push_back(items_[s].id);
    }
    if (nd.first_child != kNone)
      for (std::uint32_t c = nd.first_child + 8; c-- > nd.first_child;)
        stack.push_back(c);
  }
  std::sort(trace.ids.begin(), trace.ids.end());
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
      if (std::optional<float> t = octree_box::entry(slabs, items_[s].box))
        result.hits.push_back({items_[s].id, *t});
    if (nd.first_child != kNone)
      for (std::uint32_t c = nd.first_child; c < nd.first_child + 8; ++c)
        stack.push_back(c);
  }
  std::sort(result.hits.begin(), result.hits.end(),
            [](const RayHit& a, const RayHit& b) { return a.t != b.t ? a.t < b.t : a.id < b.id; });
  return result;
}

}  // namespace collide
