#pragma once
// An octree broadphase over (id, AABB) entries: build, insert, remove, update, AABB and ray
// queries, and all overlapping pairs, each answer exact (the same as testing every box).
//
// Where objects live. Every object is stored in exactly one cell, so no query or pair search can
// report it twice and nothing has to be de-duplicated. That cell is the deepest one that accepts
// the object's box: with looseness 1 the child cell must contain the box (closed), so a box that
// straddles a child boundary stays in the parent; with looseness 2 the object goes to the child
// that holds its center, and the child accepts it when the box lies within the child cell grown
// by half its size on every side (so any box no larger than the child cell fits, wherever it
// sits). The strict version keeps straddlers high in the tree, which costs pair tests; the
// loose one lets them go down by size, at the price of sibling cells whose objects overlap.
// Answers do not depend on either: the search prunes by the bounds of the objects actually
// stored below each cell, never by the cell itself.
//
// Robustness rules.
// - Outside the root: an object whose box leaves the root cell lives in the root (the root's own
//   list is the overflow list); it is found like any other. The root never grows; build() fits
//   the root to the entries, so only later inserts can land outside.
// - Coincident objects: a cell stops splitting at max_depth, when its children would be smaller
//   than min_cell_size, or when float has no room left to halve it; objects then pile up in that
//   leaf. Depth and recursion are therefore bounded by max_depth (<= 32) whatever the input.
// - Zero-size, flat, huge and tiny boxes are ordinary boxes (closed sets): a point is a box.
// - Invalid boxes (NaN or infinite coordinate, min > max) are rejected with an OctreeStatus that
//   names the id and the reason, and are never inserted. No operation throws, except the
//   constructor and build(…, root) for invalid parameters or root bounds (std::invalid_argument).
// - After update or remove, the bounds used for pruning may be larger than needed (never
//   smaller); refit() tightens them, and the batch update does so itself.
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <span>
#include <vector>

#include "../shapes/shapes.hpp"
#include "octree_alloc.hpp"
#include "octree_id_map.hpp"
#include "octree_params.hpp"
#include "octree_pool.hpp"
#include "octree_stats.hpp"
#include "octree_status.hpp"

namespace collide {

struct OctreeEntry {
  std::uint32_t id = 0;
  Aabb<float> box{};
};

// An overlapping pair, a < b.
struct OctreePair {
  std::uint32_t a = 0, b = 0;
  friend auto operator<=>(const OctreePair&, const OctreePair&) = default;
};

struct OctreeRayHit {
  std::uint32_t id = 0;
  float t = 0;  // entry parameter: the ray enters the box at origin + t·direction (0 if inside)
  friend bool operator==(const OctreeRayHit&, const OctreeRayHit&) = default;
};

struct RayQuery {
  Problem problem = Problem::none;  // the ray's, when it is not a ray (then hits is empty)
  std::vector<OctreeRayHit> hits;   // by t ascending, then id ascending
};

class Octree {
 public:
  // Throws std::invalid_argument when validate(params) complains or the root is not a valid box.
  explicit Octree(OctreeParams params = {},
                  const Aabb<float>& root = {{-1.0f, -1.0f, -1.0f}, {1.0f, 1.0f, 1.0f}});

  // Replaces the contents with the valid entries, root fitted to them (a cube around their
  // union). Returns one status per rejected entry (invalid box, duplicate or reserved id), in
  // input order; the others are all inserted.
  std::vector<OctreeStatus> build(std::span<const OctreeEntry> entries);
  // The same with a given root (throws std::invalid_argument if root is not a valid box).
  std::vector<OctreeStatus> build(std::span<const OctreeEntry> entries, const Aabb<float>& root);

  OctreeStatus insert(std::uint32_t id, const Aabb<float>& box);
  OctreeStatus remove(std::uint32_t id);
  // Moves (or resizes) one object. It stays in its cell while the cell accepts the new box.
  OctreeStatus update(std::uint32_t id, const Aabb<float>& box);
  // Many updates, then one refit: what a frame that moves everything should call.
  std::vector<OctreeStatus> update(std::span<const OctreeEntry> entries);
  void clear();
  // Recomputes the pruning bounds of every cell from the objects (O(cells + objects)).
  void refit();

  std::size_t size() const { return ids_.size(); }
  bool contains(std::uint32_t id) const { return ids_.find(id) != nullptr; }
  // The stored box of id; false when absent.
  bool box_of(std::uint32_t id, Aabb<float>& box) const;
  // The node (OctreeCell::node) whose cell stores object `id`, or nothing when there is none. An
  // updated object stays in its cell while that cell still accepts it, so this is not always the
  // deepest cell that would accept its box now.
  std::optional<std::uint32_t> node_of(std::uint32_t id) const;
  const OctreeParams& params() const { return params_; }
  const Aabb<float>& root_cell() const { return info_[0].cell; }

  // Ids whose boxes overlap `box` (closed), ascending, each once. An invalid box finds nothing.
  std::vector<std::uint32_t> query(const Aabb<float>& box) const;
  // Boxes hit by the ray for t in [0, t_max], by entry t.
  RayQuery raycast(const Ray<float>& ray,
                   float t_max = std::numeric_limits<float>::infinity()) const;
  // Every overlapping pair once, (smaller id, larger id), in traversal order (sort if an order
  // matters). `stats`, when given, receives the work done.
  std::vector<OctreePair> all_pairs(PairStats* stats = nullptr) const;
  void all_pairs(std::vector<OctreePair>& out, PairStats* stats = nullptr) const;
  // The same pairs through a callback (a, b), a < b, without storing them.
  void for_each_pair(const std::function<void(std::uint32_t, std::uint32_t)>& visit,
                     PairStats* stats = nullptr) const;

  // Made to be shown.
  std::vector<OctreeCell> cells() const;
  QueryTrace trace_query(const Aabb<float>& box) const;
  OctreeStats stats() const;

 private:
  static constexpr std::uint32_t kNone = 0xFFFFFFFFu;

  // An object as the build sorts it (the pool stores it as columns).
  struct Item {
    Aabb<float> box;
    std::uint32_t id;
  };

  // What the searches read, one cache line per node; the rest is in NodeInfo.
  struct alignas(64) Node {
    Aabb<float> bounds;                 // of every object in the subtree (conservative)
    Aabb<float> own;                    // of the objects stored here (conservative)
    std::uint32_t first_child = kNone;  // children are first_child + 0..7 (octant bits x, y, z)
    std::uint32_t begin = 0;            // this node's objects: slots [begin, begin + count)
    std::uint32_t count = 0;
    std::uint32_t subtree_count = 0;
  };
  // What placing objects and drawing cells read.
  struct NodeInfo {
    Aabb<float> cell;
    Aabb<float> loose;
    std::uint32_t capacity = 0;  // slab size in the pool
    std::uint32_t parent = 0;
    std::uint32_t depth = 0;
  };

  void reset_root(const Aabb<float>& root);
  std::uint32_t add_children(std::uint32_t node);
  bool can_split(std::uint32_t node) const;
  // The child of `node` that accepts `box`, or kNone.
  std::uint32_t child_for(std::uint32_t node, const Aabb<float>& box) const;
  // The deepest existing cell under `from` that accepts `box`.
  std::uint32_t place(std::uint32_t from, const Aabb<float>& box) const;
  void push_item(std::uint32_t node, const Item& item);
  void erase_slot(std::uint32_t node, std::uint32_t slot);
  void split(std::uint32_t node);
  void grow_path(std::uint32_t node, const Aabb<float>& box);
  void add_to_count(std::uint32_t node, int delta);
  // Clears packed_ from `node` up to the root (a cleared node's ancestors are clear already).
  void unpack_path(std::uint32_t node);
  void compact();
  // compact() when abandoned slabs hold more slots than there are objects.
  void compact_if_wasteful();
  // The two buffers the bulk build sorts between and the per-object destination bytes.
  struct BuildBuffers {
    Item* a;
    Item* b;
    std::uint8_t* dest;
  };
  // Builds the subtree of `node` over the objects at [offset, offset + count) of buffer a
  // (in_a) or b, writing each node's own objects into the pool at the same place.
  void bulk_build(BuildBuffers& buf, std::uint32_t node, std::uint32_t offset, std::uint32_t count,
                  bool in_a);
  std::vector<OctreeStatus> accept(std::span<const OctreeEntry> entries, OctreeVector<Item>& items);
  void build_items(OctreeVector<Item>& items, const Aabb<float>& root);
  OctreeStatus check_new(std::uint32_t id, const Aabb<float>& box) const;
  OctreeStatus insert_valid(std::uint32_t id, const Aabb<float>& box, bool grow);

  // The AABB query's walk; Sink receives its steps (query() passes one that records nothing).
  template <class Sink>
  void walk_query(const Aabb<float>& box, std::vector<std::uint32_t>& ids, Sink& sink) const;

  template <class Emit, bool kCount>
  void visit_pairs(Emit& emit, PairStats* stats) const;

  OctreeParams params_;
  OctreeVector<Node> nodes_;
  OctreeVector<NodeInfo> info_;            // parallel to nodes_
  OctreePool items_;                       // slabs, one per node
  OctreeVector<std::uint32_t> slot_node_;  // pool slot → node owning the slab
  std::size_t garbage_ = 0;                // pool slots in abandoned slabs
  // Per node (parallel to nodes_), 1 while the objects of its subtree fill the slots
  // [begin, begin + subtree_count) in depth-first order: everywhere after build() and
  // compaction; an object added to or taken from a cell's slab clears it on the path to the
  // root. The pair search reads a packed subtree as one run instead of walking its cells.
  OctreeVector<std::uint8_t> packed_;
  OctreeIdMap ids_;  // id → pool slot
};

}  // namespace collide
