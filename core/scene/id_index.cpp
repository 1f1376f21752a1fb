#include "core/scene/id_index.hpp"

#include <algorithm>
#include <bit>
#include <climits>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <utility>

#include "core/scene/huge_pages.hpp"

namespace collide {

void IdIndex::reserve(std::size_t ids, const std::vector<SceneObject>& objects) {
  // At most 3/4 full: linear probing stays short (a few slots per lookup, in one cache line).
  const std::size_t needed = std::bit_ceil(ids + ids / 3 + 2);
  if (needed > slots_.size()) grow(needed, objects);
}

std::size_t IdIndex::probe(std::string_view id, std::uint64_t hash,
                           const std::vector<SceneObject>& objects) const {
  const std::size_t mask = slots_.size() - 1;
  const auto high = static_cast<std::uint32_t>(hash >> 32);
  for (std::size_t s = hash & mask;; s = (s + 1) & mask) {
    const Slot& slot = slots_[s];
    if (slot.index_plus_one == 0) return s;
    if (slot.hash == high && objects[slot.index_plus_one - 1].id == id) return s;
  }
}

std::size_t IdIndex::insert(std::string_view id, std::size_t index,
                            const std::vector<SceneObject>& objects) {
  if (index >= UINT32_MAX) throw std::length_error("more than 4 billion objects");
  if (4 * (size_ + 1) > 3 * slots_.size())
    grow(std::max<std::size_t>(16, 2 * slots_.size()), objects);
  const std::uint64_t hash = std::hash<std::string_view>{}(id);
  Slot& slot = slots_[probe(id, hash, objects)];
  if (slot.index_plus_one != 0) return slot.index_plus_one - 1;
  slot = {static_cast<std::uint32_t>(hash >> 32), static_cast<std::uint32_t>(index + 1)};
  ++size_;
  return npos;
}

void IdIndex::prefetch(std::string_view id) const {
  if (slots_.empty()) return;
  __builtin_prefetch(&slots_[std::hash<std::string_view>{}(id) & (slots_.size() - 1)]);
}

std::size_t IdIndex::find(std::string_view id, const std::vector<SceneObject>& objects) const {
  if (slots_.empty()) return npos;
  const Slot& slot = slots_[probe(id, std::hash<std::string_view>{}(id), objects)];
  return slot.index_plus_one == 0 ? npos : slot.index_plus_one - 1;
}

// Rehashes the ids from the objects (the slots keep only half of each hash): growing is rare,
// reserve() sizes the table once for a file.
void IdIndex::grow(std::size_t slots, const std::vector<SceneObject>& objects) {
  std::vector<Slot> fresh;
  fresh.reserve(slots);
  advise_huge_pages(fresh.data(), slots * sizeof(Slot));  // before the fill touches it
  fresh.assign(slots, Slot{0, 0});
  std::vector<Slot> old = std::exchange(slots_, std::move(fresh));
  const std::size_t mask = slots - 1;
  for (const Slot& slot : old) {
    if (slot.index_plus_one == 0) continue;
    std::size_t s = std::hash<std::string_view>{}(objects[slot.index_plus_one - 1].id) & mask;
    while (slots_[s].index_plus_one != 0)
      s = (s + 1) & mask;
    slots_[s] = slot;
  }
}

}  // namespace collide
