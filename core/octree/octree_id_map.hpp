#pragma once
// id → where the object is stored, for remove and update by id.
//
// Two representations. While the ids are dense (every id below four times the number stored,
// plus a little: 0, 1, 2, … as the evaluation and most callers number objects), an array
// indexed by id: a lookup is one load, and the bulk build's lookups in pool order, which are
// random, touch 4 bytes an id instead of a probed hash slot (at a million objects the hashed map
// cost 15-40 ms of a 170 ms build + pair search). The first id that would make the array sparse
// moves everything into open addressing with linear probing and backward-shift deletion, where
// ids may be sparse or huge and a lookup costs one or two cache lines. clear() goes back to the
// array.
#include <cstdint>
#include <vector>

#include "octree_alloc.hpp"

namespace collide {

class OctreeIdMap {
 public:
  static constexpr std::uint32_t kEmpty = 0xFFFFFFFFu;  // never a valid id, nor a stored value

  // The stored value, or nullptr. The pointer is valid until the next insert or erase.
  std::uint32_t* find(std::uint32_t id);
  const std::uint32_t* find(std::uint32_t id) const;
  // Inserts or overwrites.
  void set(std::uint32_t id, std::uint32_t value);
  // Inserts when absent (true); leaves a present id alone (false). One probe sequence.
  bool insert(std::uint32_t id, std::uint32_t value);
  // False when id was absent.
  bool erase(std::uint32_t id);
  void clear();
  void swap(OctreeIdMap& other) noexcept;
  void reserve(std::size_t count);
  // Hints that find(id) comes soon (bulk fills in an order unrelated to the ids).
  void prefetch(std::uint32_t id) const {
    if (dense_) {
      if (id < direct_.size()) __builtin_prefetch(direct_.data() + id);
      return;
    }
    if (keys_.empty()) return;
    std::size_t i = slot_of(id);
    __builtin_prefetch(keys_.data() + i);
    __builtin_prefetch(values_.data() + i);
  }
  std::size_t size() const { return size_; }
  // Whether the ids are kept in the array indexed by id (for the tests).
  bool dense() const { return dense_; }

 private:
  // The array may hold ids up to this bound for `count` stored ids.
  static std::size_t dense_limit(std::size_t count) { return 4 * count + 64; }
  // Ids in runs of 64 (id >> 6) are scattered by Fibonacci hashing, and keep their order inside
  // the run (id & 63): dense ids (0, 1, 2, …) handled in order then walk the table a cache line
  // at a time instead of missing the cache on every id, while a foreign id never lands in a
  // stretch of occupied slots longer than a run or two.
  std::size_t slot_of(std::uint32_t id) const {
    if (bits_ <= 6) return static_cast<std::uint32_t>(id * 2654435769u) >> (32 - bits_);
    std::uint32_t run = static_cast<std::uint32_t>((id >> 6) * 2654435769u) >> (38 - bits_);
    return (std::size_t{run} << 6) | (id & 63u);
  }
  void rehash(std::size_t capacity);
  // Moves the array's ids into the hashed table, sized for `count` ids.
  void to_hashed(std::size_t count);
  bool insert_hashed(std::uint32_t id, std::uint32_t value);

  bool dense_ = true;
  OctreeVector<std::uint32_t> direct_;  // dense: value by id, kEmpty when absent
  OctreeVector<std::uint32_t> keys_;    // hashed
  OctreeVector<std::uint32_t> values_;
  std::size_t size_ = 0;
  unsigned bits_ = 0;  // hashed capacity = 2^bits_
};

}  // namespace collide
