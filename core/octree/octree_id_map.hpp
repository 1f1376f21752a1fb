#pragma once
// id → where the object is stored, for remove and update by id. Open addressing with linear
// probing and backward-shift deletion: ids may be sparse or huge (no array sized by the largest
// id), and a lookup costs one or two cache lines, which matters when a frame updates every id.
#include <cstdint>
#include <vector>

#include "core/octree/octree_alloc.hpp"

namespace collide {

class OctreeIdMap {
 public:
  static constexpr std::uint32_t kEmpty = 0xFFFFFFFFu;  // never a valid id

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
    if (keys_.empty()) return;
    std::size_t i = slot_of(id);
    __builtin_prefetch(keys_.data() + i);
    __builtin_prefetch(values_.data() + i);
  }
  std::size_t size() const { return size_; }

 private:
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

  OctreeVector<std::uint32_t> keys_;
  OctreeVector<std::uint32_t> values_;
  std::size_t size_ = 0;
  unsigned bits_ = 0;  // capacity = 2^bits_
};

}  // namespace collide
