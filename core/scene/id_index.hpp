#pragma once
// Object ids to their index in the scene, for the loader's duplicate-id check and the lookups of
// "expect" and "focus". A std::unordered_map<std::string, std::size_t> took a third of the time
// to load a million objects (a node allocated per id, a bucket and a node to fetch from memory
// per insert, a division per probe). This is open addressing over a flat array of (hash, index)
// slots: one cache line per insert, no copy of the ids (the objects hold them); an id is compared
// only when its full 64-bit hash matches.
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "scene.hpp"

namespace collide {

class IdIndex {
 public:
  // Indices fit 32 bits (a scene file of 4 billion objects would be 150 GB); beyond, insert
  // throws std::length_error.
  static constexpr std::size_t npos = static_cast<std::size_t>(-1);

  // Every call is given `objects`, the objects whose ids were inserted (by index).

  // Room for `ids` ids without growing.
  void reserve(std::size_t ids, const std::vector<SceneObject>& objects);

  // Adds `id` as `index`, unless the id is there already: then returns the index it has (and
  // adds nothing), otherwise npos.
  std::size_t insert(std::string_view id, std::size_t index,
                     const std::vector<SceneObject>& objects);

  // Asks the memory for the slot where `id` goes, so that an insert of it a microsecond later
  // (once its object is read) finds it in cache: with a million ids the slots are 16 MB, and an
  // insert was a miss to main memory, a tenth of the load's time.
  void prefetch(std::string_view id) const;

  // The index of `id`, or npos.
  std::size_t find(std::string_view id, const std::vector<SceneObject>& objects) const;

  std::size_t size() const { return size_; }

 private:
  // 8 bytes, so that a million ids take 16 MB of slots. The hash kept is 32 of its bits: an id is
  // compared to another only when those match (once in 4 billion otherwise).
  struct Slot {
    std::uint32_t hash;
    std::uint32_t index_plus_one;  // 0: empty
  };
  void grow(std::size_t slots, const std::vector<SceneObject>& objects);
  // The slot of `id` if present, else the empty slot where it would go.
  std::size_t probe(std::string_view id, std::uint64_t hash,
                    const std::vector<SceneObject>& objects) const;

  std::vector<Slot> slots_;  // a power of two in size, at most 3/4 full
  std::size_t size_ = 0;
};

}  // namespace collide
