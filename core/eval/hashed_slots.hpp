#pragma once
// A hash index of 32-bit values (slots, records) whose keys live elsewhere: the evaluation's
// id → slot (the ids are in the slots) and pair → record (the pairs are in the records). It
// holds only (hash, value) pairs, 8 bytes each in a power-of-two array at most 3/4 full: about
// 11 bytes an entry, against about 72 for a std::unordered_map<std::string, std::uint32_t> (a
// node with its own copy of the id, and a bucket) and 45 for a map of 64-bit pair keys. Open
// addressing with linear probing and backward-shift deletion (no tombstones, so a long edit
// session does not slow the look-ups down); a key is compared only when its 32-bit hash
// matches, through the caller's `matches(value) -> bool`.
#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace collide {

class HashedSlots {
 public:
  static constexpr std::uint32_t kNone = 0xFFFFFFFFu;  // never a value

  void clear() {
    entries_.clear();
    size_ = 0;
  }
  std::size_t size() const { return size_; }

  // Room for `count` entries without growing.
  void reserve(std::size_t count) {
    const std::size_t needed = std::bit_ceil(count + count / 3 + 2);
    if (needed > entries_.size()) grow(needed);
  }

  // Adds `value` under `hash` (true), unless an entry there matches (false: nothing added).
  template <class Matches>
  bool insert(std::uint32_t hash, std::uint32_t value, Matches&& matches) {
    if (4 * (size_ + 1) > 3 * entries_.size()) grow(std::max<std::size_t>(16, 2 * entries_.size()));
    const std::size_t at = probe(hash, matches);
    if (entries_[at].value != kNone) return false;
    entries_[at] = {hash, value};
    ++size_;
    return true;
  }

  // The value under `hash` that matches, or kNone.
  template <class Matches>
  std::uint32_t find(std::uint32_t hash, Matches&& matches) const {
    if (entries_.empty()) return kNone;
    return entries_[probe(hash, matches)].value;
  }

  // Removes the entry holding `value` under `hash`. False when there is none.
  bool erase(std::uint32_t hash, std::uint32_t value) {
    if (entries_.empty()) return false;
    const std::size_t mask = entries_.size() - 1;
    std::size_t at = hash & mask;
    for (; entries_[at].value != value; at = (at + 1) & mask)
      if (entries_[at].value == kNone) return false;
    // Backward shift: pull each later entry of the run into the hole when its home position is
    // not cyclically after the hole, so every entry stays reachable from its home.
    std::size_t hole = at;
    for (std::size_t next = (hole + 1) & mask; entries_[next].value != kNone;
         next = (next + 1) & mask) {
      const std::size_t home = entries_[next].hash & mask;
      if (((next - home) & mask) >= ((next - hole) & mask)) {
        entries_[hole] = entries_[next];
        hole = next;
      }
    }
    entries_[hole] = Entry{};
    --size_;
    return true;
  }

  // 32 bits of a 64-bit hash or key, mixed (Stafford's variant 13 finaliser): pair keys are two
  // small slot numbers side by side, and linear probing needs their low bits scattered.
  static std::uint32_t mix(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return static_cast<std::uint32_t>(z ^ (z >> 31));
  }

 private:
  struct Entry {
    std::uint32_t hash = 0;
    std::uint32_t value = kNone;  // kNone: empty
  };
  // The entry under `hash` that matches, else the empty entry where it would go.
  template <class Matches>
  std::size_t probe(std::uint32_t hash, Matches&& matches) const {
    const std::size_t mask = entries_.size() - 1;
    for (std::size_t at = hash & mask;; at = (at + 1) & mask) {
      const Entry& e = entries_[at];
      if (e.value == kNone || (e.hash == hash && matches(e.value))) return at;
    }
  }
  // The hash is kept whole, so growing compares no key.
  void grow(std::size_t entries) {
    std::vector<Entry> old = std::exchange(entries_, std::vector<Entry>(entries));
    const std::size_t mask = entries - 1;
    for (const Entry& e : old) {
      if (e.value == kNone) continue;
      std::size_t at = e.hash & mask;
      while (entries_[at].value != kNone)
        at = (at + 1) & mask;
      entries_[at] = e;
    }
  }

  std::vector<Entry> entries_;
  std::size_t size_ = 0;
};

}  // namespace collide
