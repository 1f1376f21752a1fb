// The octree's structure: building, placing, moving and removing objects. Queries live in
// octree_query.cpp, the pair search in octree_pairs.cpp, the views in octree_stats.cpp.
#include "core/octree/octree.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <stdexcept>
#include <string>

#include "core/octree/octree_box.hpp"

#if defined(__SSE2__)
#include <immintrin.h>
#endif

namespace collide {

using octree_box::empty_box;
using octree_box::grow;

namespace {

Vec3<float> mid_of(const Aabb<float>& b) {
  return b.min * 0.5f + b.max * 0.5f;
}

// A cube around `u` (cells are then cubes, so a flat or single-point set still splits); the
// union itself when the cube would overflow float.
Aabb<float> fit_root(const Aabb<float>& u) {
  Vec3<float> c = mid_of(u);
  Vec3<float> h = u.max * 0.5f - u.min * 0.5f;
  float half = std::max({h.x, h.y, h.z});
  if (!(half > 0.0f)) half = 0.5f;
  Aabb<float> cube{glm::min(c - half, u.min), glm::max(c + half, u.max)};
  if (validate(cube) != Problem::none) return u;
  return cube;
}

// Where the bulk build sends a box from a cell being split: 0 when the cell keeps it, octant + 1
// when the child of its centre's octant accepts it. The same tests as child_for(); with SSE the
// three axes go at once and without branches (the build asks this of every object on every
// level, and the scalar version spent its time on mispredicted branches).
class Destinations {
 public:
#if defined(__SSE2__)
  Destinations(const Vec3<float>& mid, const std::array<Aabb<float>, 8>& loose) {
    mid4_ = _mm_setr_ps(mid.x, mid.y, mid.z, 0.0f);
    for (int k = 0; k < 8; ++k) {
      lo4_[k] = _mm_setr_ps(loose[k].min.x, loose[k].min.y, loose[k].min.z, 0.0f);
      hi4_[k] = _mm_setr_ps(loose[k].max.x, loose[k].max.y, loose[k].max.z, 0.0f);
    }
  }
#else
  Destinations(const Vec3<float>& mid, const std::array<Aabb<float>, 8>& loose)
      : mid_(mid), loose_(loose) {}
#endif
  // An item whose box comes first and is followed by at least 4 bytes (the id), which the
  // second SSE load reads.
  template <class Item>
  std::uint8_t operator()(const Item& item) const {
    const Aabb<float>& box = item.box;
#if defined(__SSE2__)
    // min.xyz and max.x, then max.xyz and the 4 bytes after the box; lane 3 is masked off.
    static_assert(sizeof(Aabb<float>) == 24 && offsetof(Item, box) == 0 &&
                  sizeof(Item) >= sizeof(Aabb<float>) + 4);
    const float* f = &box.min.x;
    const __m128 lo = _mm_loadu_ps(f);
    const __m128 hi = _mm_loadu_ps(f + 3);
    const __m128 half = _mm_set1_ps(0.5f);
    const __m128 c = _mm_add_ps(_mm_mul_ps(lo, half), _mm_mul_ps(hi, half));
    const int octant = _mm_movemask_ps(_mm_cmpge_ps(c, mid4_)) & 7;
    const int inside = _mm_movemask_ps(_mm_cmple_ps(lo4_[octant], lo)) &
                       _mm_movemask_ps(_mm_cmple_ps(hi, hi4_[octant]));
    return static_cast<std::uint8_t>((inside & 7) == 7 ? octant + 1 : 0);
#else
    Vec3<float> c = mid_of(box);
    std::uint32_t octant =
        (c.x >= mid_.x ? 1u : 0u) | (c.y >= mid_.y ? 2u : 0u) | (c.z >= mid_.z ? 4u : 0u);
    return static_cast<std::uint8_t>(octree_box::contains(loose_[octant], box) ? octant + 1 : 0);
#endif
  }

 private:
#if defined(__SSE2__)
  __m128 mid4_;
  __m128 lo4_[8], hi4_[8];
#else
  Vec3<float> mid_;
  std::array<Aabb<float>, 8> loose_;
#endif
};

void check_root(const Aabb<float>& root) {
  if (Problem p = validate(root); p != Problem::none)
    throw std::invalid_argument("octree root: " + std::string(describe(p)));
}

}  // namespace

Octree::Octree(OctreeParams params, const Aabb<float>& root) : params_(params) {
  if (std::string_view why = validate(params); !why.empty())
    throw std::invalid_argument("octree parameters: " + std::string(why));
  check_root(root);
  reset_root(root);
}

void Octree::reset_root(const Aabb<float>& root) {
  nodes_.clear();
  info_.clear();
  packed_.clear();
  items_.clear();
  slot_node_.clear();
  garbage_ = 0;
  packed_.push_back(1);
  ids_.clear();
  Node node;
  node.bounds = node.own = empty_box();
  nodes_.push_back(node);
  NodeInfo info;
  info.cell = root;
  Vec3<float> e = (root.max - root.min) * 0.5f;
  info.loose = params_.looseness == 2 ? Aabb<float>{root.min - e, root.max + e} : root;
  info_.push_back(info);
}

void Octree::clear() {
  reset_root(info_[0].cell);
}

bool Octree::can_split(std::uint32_t n) const {
  const NodeInfo& node = info_[n];
  if (nodes_[n].first_child != kNone || node.depth >= params_.max_depth) return false;
  Vec3<float> mid = mid_of(node.cell);
  for (int i = 0; i < 3; ++i) {
    // No room left in float to halve the cell: children would equal the parent.
    if (!(node.cell.min[i] < mid[i] && mid[i] < node.cell.max[i])) return false;
    if (mid[i] - node.cell.min[i] < params_.min_cell_size) return false;
  }
  return true;
}

std::uint32_t Octree::add_children(std::uint32_t node) {
  NodeInfo parent = info_[node];
  Vec3<float> mid = mid_of(parent.cell);
  auto first = static_cast<std::uint32_t>(nodes_.size());
  for (std::uint32_t octant = 0; octant < 8; ++octant) {
    NodeInfo child;
    for (int i = 0; i < 3; ++i) {
      bool high = (octant >> i) & 1u;
      child.cell.min[i] = high ? mid[i] : parent.cell.min[i];
      child.cell.max[i] = high ? parent.cell.max[i] : mid[i];
    }
    // Looseness 2: the cell grown by half its size on every side is twice its size.
    Vec3<float> e = (child.cell.max - child.cell.min) * 0.5f;
    child.loose =
        params_.looseness == 2 ? Aabb<float>{child.cell.min - e, child.cell.max + e} : child.cell;
    child.parent = node;
    child.depth = parent.depth + 1;
    info_.push_back(child);
    packed_.push_back(1);  // empty
    Node hot;
    hot.bounds = hot.own = empty_box();
    nodes_.push_back(hot);
  }
  nodes_[node].first_child = first;
  return first;
}

std::uint32_t Octree::child_for(std::uint32_t node, const Aabb<float>& box) const {
  std::uint32_t first = nodes_[node].first_child;
  if (first == kNone) return kNone;
  Vec3<float> mid = mid_of(info_[node].cell);
  Vec3<float> c = mid_of(box);
  std::uint32_t octant =
      (c.x >= mid.x ? 1u : 0u) | (c.y >= mid.y ? 2u : 0u) | (c.z >= mid.z ? 4u : 0u);
  // A box inside a (closed) child cell has its center in that child's octant, so checking the
  // center's child only is enough for looseness 1 as well.
  std::uint32_t child = first + octant;
  return octree_box::contains(info_[child].loose, box) ? child : kNone;
}

std::uint32_t Octree::place(std::uint32_t from, const Aabb<float>& box) const {
  std::uint32_t node = from;
  for (std::uint32_t c = child_for(node, box); c != kNone; c = child_for(node, box))
    node = c;
  return node;
}

void Octree::push_item(std::uint32_t node, const Item& item) {
  Node& nd = nodes_[node];
  NodeInfo& info = info_[node];
  if (nd.count == info.capacity) {
    // Move the slab to the end of the pool with room to grow; the old slab becomes garbage
    // until the next compaction.
    std::uint32_t capacity = std::max<std::uint32_t>(4, info.capacity * 2);
    auto begin = static_cast<std::uint32_t>(items_.size());
    items_.resize(items_.size() + capacity);
    slot_node_.resize(items_.size(), node);
    for (std::uint32_t i = 0; i < nd.count; ++i) {
      items_.move(begin + i, nd.begin + i);
      *ids_.find(items_.id(begin + i)) = begin + i;
    }
    garbage_ += info.capacity;
    nd.begin = begin;
    info.capacity = capacity;
  }
  std::uint32_t slot = nd.begin + nd.count++;
  items_.set(slot, item.box, item.id);
  ids_.set(item.id, slot);
  unpack_path(node);
}

void Octree::erase_slot(std::uint32_t node, std::uint32_t slot) {
  Node& nd = nodes_[node];
  std::uint32_t last = nd.begin + nd.count - 1;
  if (slot != last) {
    items_.move(slot, last);
    *ids_.find(items_.id(slot)) = slot;
  }
  --nd.count;
  unpack_path(node);
}

void Octree::grow_path(std::uint32_t node, const Aabb<float>& box) {
  grow(nodes_[node].own, box);
  for (;;) {
    Node& nd = nodes_[node];
    if (octree_box::contains(nd.bounds, box)) return;
    grow(nd.bounds, box);
    if (node == 0) return;
    node = info_[node].parent;
  }
}

void Octree::add_to_count(std::uint32_t node, int delta) {
  for (;;) {
    nodes_[node].subtree_count += static_cast<std::uint32_t>(delta);
    if (node == 0) return;
    node = info_[node].parent;
  }
}

void Octree::unpack_path(std::uint32_t node) {
  for (; packed_[node] != 0; node = info_[node].parent) {
    packed_[node] = 0;
    if (node == 0) return;
  }
}

void Octree::split(std::uint32_t node) {
  // A worklist, not recursion: coincident objects move down one level per round until
  // max_depth (or float resolution) stops them.
  std::vector<std::uint32_t> work{node};
  while (!work.empty()) {
    std::uint32_t n = work.back();
    work.pop_back();
    if (nodes_[n].count <= params_.split_threshold || !can_split(n)) continue;
    std::uint32_t first = add_children(n);
    for (std::uint32_t i = 0; i < nodes_[n].count;) {
      std::uint32_t slot = nodes_[n].begin + i;
      const Item item{items_.box(slot), items_.id(slot)};
      std::uint32_t c = child_for(n, item.box);
      if (c == kNone) {
        ++i;
        continue;
      }
      erase_slot(n, slot);
      push_item(c, item);
      Node& child = nodes_[c];
      grow(child.own, item.box);
      grow(child.bounds, item.box);
      ++child.subtree_count;
    }
    Node& nd = nodes_[n];
    nd.own = empty_box();
    for (std::uint32_t i = 0; i < nd.count; ++i)
      grow(nd.own, items_.box(nd.begin + i));
    for (std::uint32_t c = first; c < first + 8; ++c)
      work.push_back(c);
  }
}

OctreeStatus Octree::check_new(std::uint32_t id, const Aabb<float>& box) const {
  if (id == OctreeIdMap::kEmpty) return {OctreeError::reserved_id, id};
  if (Problem p = octree_box::problem(box); p != Problem::none)
    return {OctreeError::invalid_box, id, p};
  if (contains(id)) return {OctreeError::duplicate_id, id};
  return {};
}

OctreeStatus Octree::insert_valid(std::uint32_t id, const Aabb<float>& box, bool grow_bounds) {
  std::uint32_t node = place(0, box);
  push_item(node, {box, id});
  add_to_count(node, 1);
  if (grow_bounds) grow_path(node, box);
  if (nodes_[node].count > params_.split_threshold && can_split(node)) {
    if (!grow_bounds) grow_path(node, box);  // split() starts the children's bounds from here
    split(node);
  }
  return {OctreeError::none, id};
}

OctreeStatus Octree::insert(std::uint32_t id, const Aabb<float>& box) {
  OctreeStatus status = check_new(id, box);
  if (!status.ok()) return status;
  insert_valid(id, box, true);
  compact_if_wasteful();
  return status;
}

OctreeStatus Octree::remove(std::uint32_t id) {
  const std::uint32_t* slot = ids_.find(id);
  if (slot == nullptr) return {OctreeError::unknown_id, id};
  std::uint32_t s = *slot;
  std::uint32_t node = slot_node_[s];
  ids_.erase(id);
  erase_slot(node, s);
  add_to_count(node, -1);
  return {OctreeError::none, id};
}

bool Octree::box_of(std::uint32_t id, Aabb<float>& box) const {
  const std::uint32_t* slot = ids_.find(id);
  if (slot == nullptr) return false;
  box = items_.box(*slot);
  return true;
}

std::optional<std::uint32_t> Octree::node_of(std::uint32_t id) const {
  const std::uint32_t* slot = ids_.find(id);
  if (slot == nullptr) return std::nullopt;
  return slot_node_[*slot];
}

OctreeStatus Octree::update(std::uint32_t id, const Aabb<float>& box) {
  if (Problem p = octree_box::problem(box); p != Problem::none)
    return {OctreeError::invalid_box, id, p};
  const std::uint32_t* slot = ids_.find(id);
  if (slot == nullptr) return {OctreeError::unknown_id, id};
  std::uint32_t s = *slot;
  std::uint32_t node = slot_node_[s];
  // The root also holds the objects outside it; those may have come inside, so they are
  // placed again. Elsewhere an object stays while its cell still accepts it.
  if (node != 0 && octree_box::contains(info_[node].loose, box)) {
    items_.set_box(s, box);
    grow_path(node, box);
    return {OctreeError::none, id};
  }
  remove(id);
  insert_valid(id, box, true);
  compact_if_wasteful();
  return {OctreeError::none, id};
}

std::vector<OctreeStatus> Octree::update(std::span<const OctreeEntry> entries) {
  std::vector<OctreeStatus> rejected;
  // Entries come in the caller's order, objects sit in tree order: each update touches three
  // unrelated places (slot → node, node's loose cell, the item). A two-stage prefetch, 16 and 8
  // entries ahead, hides those misses when everything moves. Prefetching a stale address after
  // an object changed cell is harmless.
  constexpr std::size_t kAhead = 16, kHalf = 8;
  std::uint32_t ahead[kAhead] = {};
  auto look_ahead = [&](std::size_t i) {
    if (i + kAhead < entries.size()) {
      const std::uint32_t* slot = ids_.find(entries[i + kAhead].id);
      std::uint32_t s = slot != nullptr ? *slot : 0;
      ahead[(i + kAhead) % kAhead] = s;
      if (s < items_.size()) {
        __builtin_prefetch(&slot_node_[s]);
        items_.prefetch_for_write(s);
      }
    }
    if (i + kHalf < entries.size()) {
      std::uint32_t s = ahead[(i + kHalf) % kAhead];
      if (s < slot_node_.size() && slot_node_[s] < info_.size())
        __builtin_prefetch(&info_[slot_node_[s]]);
    }
  };
  for (std::size_t i = 0; i < std::min(kAhead, entries.size()); ++i) {
    const std::uint32_t* slot = ids_.find(entries[i].id);
    ahead[i] = slot != nullptr ? *slot : 0;
  }
  for (std::size_t i = 0; i < entries.size(); ++i) {
    look_ahead(i);
    const OctreeEntry& e = entries[i];
    if (Problem p = octree_box::problem(e.box); p != Problem::none) {
      rejected.push_back({OctreeError::invalid_box, e.id, p});
      continue;
    }
    const std::uint32_t* slot = ids_.find(e.id);
    if (slot == nullptr) {
      rejected.push_back({OctreeError::unknown_id, e.id});
      continue;
    }
    std::uint32_t s = *slot;
    std::uint32_t node = slot_node_[s];
    if (node != 0 && octree_box::contains(info_[node].loose, e.box)) {
      items_.set_box(s, e.box);  // bounds are recomputed once, below
      continue;
    }
    remove(e.id);
    insert_valid(e.id, e.box, false);
  }
  compact_if_wasteful();
  refit();
  return rejected;
}

void Octree::refit() {
  // Children are always created after their parent, so a reverse sweep is bottom-up.
  for (std::size_t n = nodes_.size(); n-- > 0;) {
    Node& nd = nodes_[n];
    nd.own = empty_box();
    for (std::uint32_t i = 0; i < nd.count; ++i)
      grow(nd.own, items_.box(nd.begin + i));
    nd.bounds = nd.own;
    if (nd.first_child != kNone)
      for (std::uint32_t c = nd.first_child; c < nd.first_child + 8; ++c)
        grow(nd.bounds, nodes_[c].bounds);
  }
}

void Octree::compact_if_wasteful() {
  // Compared with the objects, not with the pool: a slab moves only when full and doubles, so
  // the slabs a node left behind never add up to its current one, and garbage never passes
  // half the pool (a test on that never fired). More abandoned slots than objects does happen
  // after enough moves between cells.
  if (garbage_ > 1024 && garbage_ > ids_.size()) compact();
}

void Octree::compact() {
  // Rewrites the pool in depth-first order, each slab exactly full: a subtree's objects are then
  // contiguous, which is what the pair search walks.
  OctreePool items;
  items.resize_for_overwrite(static_cast<std::uint32_t>(ids_.size()));
  slot_node_.clear();
  std::uint32_t at = 0;
  std::vector<std::uint32_t> stack{0};
  while (!stack.empty()) {
    std::uint32_t n = stack.back();
    stack.pop_back();
    Node& nd = nodes_[n];
    items.copy_from(items_, nd.begin, nd.count, at);
    nd.begin = at;
    at += nd.count;
    slot_node_.resize(at, n);
    info_[n].capacity = nd.count;
    if (nd.first_child != kNone)
      for (std::uint32_t c = nd.first_child + 8; c-- > nd.first_child;)
        stack.push_back(c);
  }
  items_.swap(items);
  for (std::uint32_t s = 0; s < items_.size(); ++s)
    *ids_.find(items_.id(s)) = s;
  garbage_ = 0;
  std::fill(packed_.begin(), packed_.end(), 1);
}

std::vector<OctreeStatus> Octree::build(std::span<const OctreeEntry> entries) {
  OctreeVector<Item> items;
  std::vector<OctreeStatus> rejected = accept(entries, items);
  Aabb<float> u = empty_box();
  for (const Item& item : items)
    grow(u, item.box);
  build_items(items, items.empty() ? info_[0].cell : fit_root(u));
  return rejected;
}

std::vector<OctreeStatus> Octree::build(std::span<const OctreeEntry> entries,
                                        const Aabb<float>& root) {
  check_root(root);
  OctreeVector<Item> items;
  std::vector<OctreeStatus> rejected = accept(entries, items);
  build_items(items, root);
  return rejected;
}

std::vector<OctreeStatus> Octree::accept(std::span<const OctreeEntry> entries,
                                         OctreeVector<Item>& items) {
  ids_.clear();
  ids_.reserve(entries.size());
  std::vector<OctreeStatus> rejected;
  items.reserve(entries.size());
  for (const OctreeEntry& e : entries) {
    if (e.id == OctreeIdMap::kEmpty) {
      rejected.push_back({OctreeError::reserved_id, e.id});
    } else if (Problem p = octree_box::problem(e.box); p != Problem::none) {
      rejected.push_back({OctreeError::invalid_box, e.id, p});
    } else if (!ids_.insert(e.id, 0)) {  // the slot is filled in after the build
      rejected.push_back({OctreeError::duplicate_id, e.id});
    } else {
      items.push_back({e.box, e.id});
    }
  }
  return rejected;
}

void Octree::build_items(OctreeVector<Item>& items, const Aabb<float>& root) {
  OctreeIdMap ids;
  ids.swap(ids_);  // reset_root clears the map; the ids are the same
  reset_root(root);
  ids.swap(ids_);
  const auto n = static_cast<std::uint32_t>(items.size());
  // The build sorts the input in place, ping-ponging with one scratch buffer, and writes each
  // node's own objects into the pool where the depth-first order wants them: no second pass,
  // no growth. Memory is touched once per level, sequentially.
  OctreeVector<Item> scratch(n);
  OctreeVector<std::uint8_t> dest(n);
  items_.resize_for_overwrite(n);
  slot_node_.resize(n);
  // A guess at the cell count (W2 needs about 0.4 per object at the default threshold); it
  // saves the copies of a doubling vector, and reserved but unused pages cost nothing.
  std::size_t cells =
      std::min(std::size_t{n} * 8 / params_.split_threshold, std::size_t{n} * 2) + 64;
  nodes_.reserve(cells);
  info_.reserve(cells);
  packed_.reserve(cells);
  BuildBuffers buf{items.data(), scratch.data(), dest.data()};
  bulk_build(buf, 0, 0, n, true);
  // The slots in pool order are random in the map: prefetch a few ids ahead so the misses
  // overlap instead of queuing one after the other.
  constexpr std::uint32_t kAhead = 8;
  for (std::uint32_t s = 0; s < n; ++s) {
    if (s + kAhead < n) ids_.prefetch(items_.id(s + kAhead));
    *ids_.find(items_.id(s)) = s;
  }
}

void Octree::bulk_build(BuildBuffers& buf, std::uint32_t node, std::uint32_t offset,
                        std::uint32_t count, bool in_a) {
  // Depth-first, so the pool comes out in the order compact() would give: a node's range
  // [offset, offset + count) holds its own objects first, then each child's range in octant
  // order, recursively. Recursion depth is at most max_depth + 1 (<= 33).
  std::array<std::uint32_t, 9> sizes{};
  std::uint32_t first = kNone;
  Item* src = (in_a ? buf.a : buf.b) + offset;
  if (count > params_.split_threshold && can_split(node)) {
    first = add_children(node);
    // Counting sort by destination: kept here (slot 0), then octants 0..7. The same test as
    // child_for(), with the node's centre and the children's loose cells held in registers.
    std::array<Aabb<float>, 8> loose;
    for (std::uint32_t k = 0; k < 8; ++k)
      loose[k] = info_[first + k].loose;
    const Destinations where(mid_of(info_[node].cell), loose);
    std::uint8_t* dest = buf.dest + offset;
    for (std::uint32_t i = 0; i < count; ++i) {
      const std::uint8_t d = where(src[i]);
      dest[i] = d;
      ++sizes[d];
    }
    std::array<std::uint32_t, 9> at{};
    for (int k = 1; k < 9; ++k)
      at[k] = at[k - 1] + sizes[k - 1];
    Item* dst = (in_a ? buf.b : buf.a) + offset;
    for (std::uint32_t i = 0; i < count; ++i)
      dst[at[dest[i]]++] = src[i];
    src = dst;
    in_a = !in_a;
  } else {
    sizes[0] = count;
  }
  // The node's own objects go to the pool, at the front of its range.
  Node& nd = nodes_[node];
  nd.begin = offset;
  nd.count = info_[node].capacity = sizes[0];
  nd.subtree_count = count;
  nd.own = empty_box();
  for (std::uint32_t i = 0; i < sizes[0]; ++i) {
    items_.set(offset + i, src[i].box, src[i].id);
    grow(nd.own, src[i].box);
  }
  std::fill(slot_node_.begin() + offset, slot_node_.begin() + offset + sizes[0], node);
  if (first == kNone) {
    nd.bounds = nd.own;
    return;
  }
  std::uint32_t at = offset + sizes[0];
  for (std::uint32_t octant = 0; octant < 8; ++octant) {
    bulk_build(buf, first + octant, at, sizes[octant + 1], in_a);
    at += sizes[octant + 1];
  }
  Node& done = nodes_[node];  // nodes_ may have grown
  done.bounds = done.own;
  for (std::uint32_t c = first; c < first + 8; ++c)
    grow(done.bounds, nodes_[c].bounds);
}

}  // namespace collide
