#pragma once
// The tree's stored objects, as seven columns (min x, y, z, max x, y, z, id), slab by slab: a
// node's objects are the slots [begin, begin + count).
//
// Why columns and not an array of (box, id) records: the pair search tests one box against a
// run of boxes, eight at a time (octree_columns.hpp), and with the objects stored as columns a
// cell's run is read where it lies instead of being copied into columns first. On W2 at
// N = 100,000 that copy, and the walk over a bucket's cells it needed, were a fifth of the pair
// search. The build still sorts (box, id) records, which move as one, and writes each object
// into the columns once, when its node is reached.
//
// Every slot below size() holds a box (a slab's slots past its count hold zeros or an object
// moved away), and kPad slots past the end hold zeros: a Span of the pool may be read up to
// seven boxes past its end, as the overlap loop does.
#include <algorithm>
#include <cstdint>

#include "../shapes/shapes.hpp"
#include "octree_alloc.hpp"
#include "octree_columns.hpp"

namespace collide {

class OctreePool {
 public:
  static constexpr std::uint32_t kPad = octree_columns::Columns::kPad;

  std::uint32_t size() const { return n_; }
  void clear() { resize_for_overwrite(0); }
  // Grows or shrinks to n slots; new slots hold a zero box and id 0.
  void resize(std::uint32_t n) {
    const std::uint32_t old = n_;
    resize_for_overwrite(n);
    for (std::uint32_t i = old; i < n; ++i)
      set(i, {}, 0);
  }
  // n slots, those past the old size left unwritten: the caller writes every one of them
  // before anything reads it (the build, compaction).
  void resize_for_overwrite(std::uint32_t n) {
    n_ = n;
    for (auto& c : col_) {
      c.resize(std::size_t{n} + kPad);
      std::fill_n(c.data() + n, kPad, 0.0f);
    }
    id_.resize(std::size_t{n} + kPad);
    std::fill_n(id_.data() + n, kPad, 0u);
  }

  Aabb<float> box(std::uint32_t i) const {
    return {{col_[0][i], col_[1][i], col_[2][i]}, {col_[3][i], col_[4][i], col_[5][i]}};
  }
  std::uint32_t id(std::uint32_t i) const { return id_[i]; }
  // Column k (0-2 min x, y, z; 3-5 max x, y, z), for the pair search's sort on an axis.
  const float* column(int k) const { return col_[k].data(); }

  void set_box(std::uint32_t i, const Aabb<float>& b) {
    col_[0][i] = b.min.x;
    col_[1][i] = b.min.y;
    col_[2][i] = b.min.z;
    col_[3][i] = b.max.x;
    col_[4][i] = b.max.y;
    col_[5][i] = b.max.z;
  }
  void set(std::uint32_t i, const Aabb<float>& b, std::uint32_t id) {
    set_box(i, b);
    id_[i] = id;
  }
  void move(std::uint32_t to, std::uint32_t from) {
    for (auto& c : col_)
      c[to] = c[from];
    id_[to] = id_[from];
  }
  // Copies `count` slots of `from`, starting at `begin`, to slot `at` of this pool.
  void copy_from(const OctreePool& from, std::uint32_t begin, std::uint32_t count,
                 std::uint32_t at) {
    for (int k = 0; k < 6; ++k)
      std::copy_n(from.col_[k].data() + begin, count, col_[k].data() + at);
    std::copy_n(from.id_.data() + begin, count, id_.data() + at);
  }
  // The cache lines an update of slot i writes.
  void prefetch_for_write(std::uint32_t i) const {
    for (const auto& c : col_)
      __builtin_prefetch(c.data() + i, 1);
  }

  // Slots [begin, begin + count) as a run the overlap loop reads.
  octree_columns::Span span(std::uint32_t begin, std::uint32_t count) const {
    return {{col_[0].data() + begin, col_[1].data() + begin, col_[2].data() + begin,
             col_[3].data() + begin, col_[4].data() + begin, col_[5].data() + begin},
            id_.data() + begin,
            count};
  }

  void swap(OctreePool& other) noexcept {
    for (int k = 0; k < 6; ++k)
      col_[k].swap(other.col_[k]);
    id_.swap(other.id_);
    std::swap(n_, other.n_);
  }

 private:
  // Each column holds n_ + kPad values.
  OctreeScratch<float> col_[6];
  OctreeScratch<std::uint32_t> id_;
  std::uint32_t n_ = 0;
};

}  // namespace collide
