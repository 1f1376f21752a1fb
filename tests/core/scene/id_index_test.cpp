// The id table: every id found at its index, a second insert of an id refused with the first
// index, and the same after growing past what was reserved.
#include "core/scene/id_index.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace collide {
namespace {

SceneObject object(std::string id) {
  SceneObject o;
  o.id = std::move(id);
  return o;
}

TEST(IdIndex, FindsEveryIdAndRefusesASecondInsert) {
  for (std::size_t reserved : {std::size_t{0}, std::size_t{10}, std::size_t{100'000}}) {
    std::vector<SceneObject> objects;
    IdIndex ids;
    ids.reserve(reserved, objects);
    EXPECT_EQ(ids.find("w2-0", objects), IdIndex::npos);
    for (std::size_t i = 0; i < 50'000; ++i) {
      std::string id = "w2-" + std::to_string(i);
      ids.prefetch(id);
      ASSERT_EQ(ids.insert(id, i, objects), IdIndex::npos) << id;
      objects.push_back(object(std::move(id)));
    }
    EXPECT_EQ(ids.size(), 50'000u);
    for (std::size_t i = 0; i < 50'000; ++i)
      ASSERT_EQ(ids.find("w2-" + std::to_string(i), objects), i);
    EXPECT_EQ(ids.insert("w2-123", 50'000, objects), 123u);
    EXPECT_EQ(ids.size(), 50'000u);
    EXPECT_EQ(ids.find("w2-50000", objects), IdIndex::npos);
    EXPECT_EQ(ids.find("", objects), IdIndex::npos);
  }
}

}  // namespace
}  // namespace collide
