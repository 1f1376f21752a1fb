#include "core/octree/octree_id_map.hpp"

#include <algorithm>
#include <bit>
#include <utility>

namespace collide {

std::uint32_t* OctreeIdMap::find(std::uint32_t id) {
  if (dense_) return id < direct_.size() && direct_[id] != kEmpty ? &direct_[id] : nullptr;
  if (keys_.empty()) return nullptr;
  std::size_t mask = keys_.size() - 1;
  for (std::size_t i = slot_of(id);; i = (i + 1) & mask) {
    if (keys_[i] == id) return &values_[i];
    if (keys_[i] == kEmpty) return nullptr;
  }
}

const std::uint32_t* OctreeIdMap::find(std::uint32_t id) const {
  return const_cast<OctreeIdMap*>(this)->find(id);
}

void OctreeIdMap::set(std::uint32_t id, std::uint32_t value) {
  if (!insert(id, value)) *find(id) = value;
}

bool OctreeIdMap::insert(std::uint32_t id, std::uint32_t value) {
  if (dense_) {
    if (id >= direct_.size()) {
      if (id >= dense_limit(size_ + 1)) {
        to_hashed(size_ + 1);
        return insert_hashed(id, value);
      }
      // Doubling, but never past the bound, so the array stays at most four times the ids.
      std::size_t grown = std::max<std::size_t>(std::size_t{id} + 1, direct_.size() * 2);
      direct_.resize(std::min(grown, dense_limit(size_ + 1)), kEmpty);
    }
    if (direct_[id] != kEmpty) return false;
    direct_[id] = value;
    ++size_;
    return true;
  }
  return insert_hashed(id, value);
}

bool OctreeIdMap::insert_hashed(std::uint32_t id, std::uint32_t value) {
  // Load factor at most 1/2 keeps probe sequences short.
  if ((size_ + 1) * 2 > keys_.size()) rehash(keys_.empty() ? 16 : keys_.size() * 2);
  std::size_t mask = keys_.size() - 1;
  std::size_t i = slot_of(id);
  while (keys_[i] != kEmpty) {
    if (keys_[i] == id) return false;
    i = (i + 1) & mask;
  }
  ++size_;
  keys_[i] = id;
  values_[i] = value;
  return true;
}

bool OctreeIdMap::erase(std::uint32_t id) {
  if (dense_) {
    if (id >= direct_.size() || direct_[id] == kEmpty) return false;
    direct_[id] = kEmpty;
    --size_;
    return true;
  }
  if (keys_.empty()) return false;
  std::size_t mask = keys_.size() - 1;
  std::size_t i = slot_of(id);
  while (keys_[i] != id) {
    if (keys_[i] == kEmpty) return false;
    i = (i + 1) & mask;
  }
  // Backward shift: pull later entries of the probe run into the hole when their home slot
  // does not lie cyclically in (hole, j], so that every lookup still reaches them.
  std::size_t hole = i;
  for (std::size_t j = (i + 1) & mask; keys_[j] != kEmpty; j = (j + 1) & mask) {
    std::size_t home = slot_of(keys_[j]);
    bool stays = hole <= j ? (hole < home && home <= j) : (hole < home || home <= j);
    if (stays) continue;
    keys_[hole] = keys_[j];
    values_[hole] = values_[j];
    hole = j;
  }
  keys_[hole] = kEmpty;
  --size_;
  return true;
}

void OctreeIdMap::clear() {
  dense_ = true;
  direct_.clear();
  keys_.clear();
  values_.clear();
  size_ = 0;
  bits_ = 0;
}

void OctreeIdMap::swap(OctreeIdMap& other) noexcept {
  std::swap(dense_, other.dense_);
  direct_.swap(other.direct_);
  keys_.swap(other.keys_);
  values_.swap(other.values_);
  std::swap(size_, other.size_);
  std::swap(bits_, other.bits_);
}

void OctreeIdMap::reserve(std::size_t count) {
  // The array grows with the ids inserted (their largest is not known here); room for ids
  // 0 … count − 1 spares the copies of its doubling.
  if (dense_) {
    direct_.reserve(count);
    return;
  }
  std::size_t capacity = std::bit_ceil(count * 2 + 16);
  if (capacity > keys_.size()) rehash(capacity);
}

void OctreeIdMap::rehash(std::size_t capacity) {
  OctreeVector<std::uint32_t> keys(capacity, kEmpty), values(capacity);
  keys.swap(keys_);
  values.swap(values_);
  bits_ = static_cast<unsigned>(std::countr_zero(capacity));
  size_ = 0;
  std::size_t mask = capacity - 1;
  for (std::size_t k = 0; k < keys.size(); ++k) {
    if (keys[k] == kEmpty) continue;
    std::size_t i = slot_of(keys[k]);
    while (keys_[i] != kEmpty)
      i = (i + 1) & mask;
    keys_[i] = keys[k];
    values_[i] = values[k];
    ++size_;
  }
}

void OctreeIdMap::to_hashed(std::size_t count) {
  OctreeVector<std::uint32_t> direct;
  direct.swap(direct_);
  dense_ = false;
  size_ = 0;
  rehash(std::bit_ceil(count * 2 + 16));
  for (std::size_t id = 0; id < direct.size(); ++id)
    if (direct[id] != kEmpty) insert_hashed(static_cast<std::uint32_t>(id), direct[id]);
}

}  // namespace collide
