// HashedSlots (used as the evaluation's id → slot index): after any sequence of inserts and
// erases, every id finds exactly the slot a plain std::map says it has, and an absent id finds
// nothing (backward-shift deletion keeps every entry reachable from its home, which a wrong shift
// would break for ids probed past the hole).
#include "core/eval/hashed_slots.hpp"

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "tests/bench/splitmix64.hpp"

namespace collide {
namespace {

TEST(HashedSlots, AgreesWithAMapThroughInsertsAndErases) {
  bench::SplitMix64 rng(5);
  std::vector<std::string> id_of_slot;  // the slots' ids, as the evaluation's slots hold them
  std::vector<std::uint32_t> free;
  std::map<std::string, std::uint32_t> model;
  HashedSlots table;
  // A weak hash on purpose (the ids' numbers modulo 64): long runs of entries under few hashes,
  // with equal hashes for different ids, so the id comparison and the shifts are exercised.
  const auto h = [](const std::string& id) { return std::uint32_t(std::stoul(id.substr(2)) % 64); };
  const auto is = [&](const std::string& id) {
    return [&id, &id_of_slot](std::uint32_t s) { return id_of_slot[s] == id; };
  };
  std::size_t erased = 0, refused = 0;
  for (int step = 0; step < 20000; ++step) {
    // Ids from a small pool, so inserts of present ids and erases both happen often, and the
    // table runs about half full: long probe runs with holes inside them.
    const std::string id = "id" + std::to_string(rng.next() % 600);
    const auto it = model.find(id);
    if (rng.next() % 2 == 0) {
      std::uint32_t s;
      if (!free.empty()) {
        s = free.back();
        free.pop_back();
      } else {
        s = static_cast<std::uint32_t>(id_of_slot.size());
        id_of_slot.emplace_back();
      }
      id_of_slot[s] = id;
      const bool added = table.insert(h(id), s, is(id));
      ASSERT_EQ(added, it == model.end()) << "step " << step;
      if (added) {
        model.emplace(id, s);
      } else {
        ++refused;
        id_of_slot[s].clear();
        free.push_back(s);
      }
    } else if (it != model.end()) {
      ASSERT_TRUE(table.erase(h(id), it->second)) << "step " << step;
      ASSERT_FALSE(table.erase(h(id), it->second)) << "erased twice at step " << step;
      id_of_slot[it->second].clear();
      free.push_back(it->second);
      model.erase(it);
      ++erased;
    }
    ASSERT_EQ(table.size(), model.size());
    if (step % 97 == 0)
      for (int k = 0; k < 600; ++k) {
        const std::string q = "id" + std::to_string(k);
        const auto m = model.find(q);
        ASSERT_EQ(table.find(h(q), is(q)), m == model.end() ? HashedSlots::kNone : m->second)
            << q << " at step " << step;
      }
  }
  EXPECT_GT(erased, 3000u);
  EXPECT_GT(refused, 3000u);
}

TEST(HashedSlots, EraseRemovesOnlyTheNamedValuesEntry) {
  // Two slots may carry the same id in a scene with a repeated id (the evaluation then builds
  // from scratch, but must not lose the first slot's entry through the second).
  std::vector<std::string> ids{"a", "a", "b"};
  const auto is = [&](const char* id) {
    return [&ids, id](std::uint32_t s) { return ids[s] == id; };
  };
  HashedSlots table;
  table.reserve(3);
  EXPECT_TRUE(table.insert(7, 0, is("a")));
  EXPECT_FALSE(table.insert(7, 1, is("a")));
  EXPECT_TRUE(table.insert(7, 2, is("b")));  // the same hash, another key
  EXPECT_FALSE(table.erase(7, 1));
  EXPECT_EQ(table.find(7, is("a")), 0u);
  EXPECT_EQ(table.find(7, is("b")), 2u);
  EXPECT_TRUE(table.erase(7, 0));
  EXPECT_EQ(table.find(7, is("a")), HashedSlots::kNone);
  EXPECT_EQ(table.find(7, is("b")), 2u);
  EXPECT_EQ(table.find(7, is("c")), HashedSlots::kNone);
}

}  // namespace
}  // namespace collide
