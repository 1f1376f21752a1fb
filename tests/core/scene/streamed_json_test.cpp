// The streaming parser: the chosen array's elements go to the callback, in order, and leave an
// empty array behind; other arrays (and that key anywhere but the top) stay in the document; a
// repeated key is refused with its pointer; a text the fast scanner gives up on is read again
// after `restart`, with nlohmann's errors.
#include "core/scene/streamed_json.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace collide {
namespace {

struct Seen {
  std::vector<std::string> elements;
  std::vector<std::size_t> bytes_read;
  int restarts = 0;
  StreamedArray array() {
    return {"objects",
            [this](const SceneJson& e, std::size_t i, std::size_t bytes) {
              EXPECT_EQ(i, elements.size());
              elements.push_back(e.dump());
              bytes_read.push_back(bytes);
            },
            [this] {
              ++restarts;
              elements.clear();
              bytes_read.clear();
            }};
  }
};

TEST(StreamedJson, HandsOverTheTopLevelArraysElements) {
  Seen seen;
  const std::string text =
      R"({"a": [1, {"objects": [7]}], "objects": [{"id": "x"}, [2], 3], "z": {"k": null}})";
  const SceneJson doc = parse_streamed(text, seen.array());
  EXPECT_EQ(seen.elements, (std::vector<std::string>{R"({"id":"x"})", "[2]", "3"}));
  EXPECT_EQ(doc.dump(), R"({"a":[1,{"objects":[7]}],"objects":[],"z":{"k":null}})");
  EXPECT_EQ(seen.restarts, 0);
  // bytes_read: each element's end in the text
  EXPECT_EQ(seen.bytes_read[0], text.find("}, [2]") + 1);
  EXPECT_EQ(seen.bytes_read[2], text.find(", 3]") + 3);
}

TEST(StreamedJson, LeavesAnythingButAnArrayInTheDocument) {
  Seen seen;
  EXPECT_EQ(parse_streamed(R"({"objects": {"a": 1}})", seen.array()).dump(),
            R"({"objects":{"a":1}})");
  EXPECT_TRUE(seen.elements.empty());
}

TEST(StreamedJson, RefusesARepeatedKeyWithItsPointer) {
  Seen seen;
  try {
    parse_streamed(R"({"objects": [{}, {"id": "a", "r/~": 1, "r/~": 2}]})", seen.array());
    FAIL() << "no DuplicateKey";
  } catch (const DuplicateKey& d) {
    EXPECT_EQ(d.pointer, "/objects/1/r~1~0");
    EXPECT_EQ(d.message, R"(duplicate key "r/~" (a key may appear only once in an object))");
  }
  // many keys: the set, not the scan
  std::string big = "{";
  for (int i = 0; i < 40; ++i)
    big += "\"k" + std::to_string(i) + "\": " + std::to_string(i) + ", ";
  big += "\"k17\": 0}";
  EXPECT_THROW(parse_streamed(big, seen.array()), DuplicateKey);
}

TEST(StreamedJson, ReadsAgainWhatTheScannerGivesUpOn) {
  Seen seen;
  const SceneJson doc = parse_streamed(R"({"objects": [1, 2, "\u0041"]})", seen.array());
  EXPECT_EQ(seen.restarts, 1);
  EXPECT_EQ(seen.elements, (std::vector<std::string>{"1", "2", R"("A")"}));
  EXPECT_EQ(seen.bytes_read, (std::vector<std::size_t>{0, 0, 0}));  // nlohmann does not tell
  EXPECT_EQ(doc.dump(), R"({"objects":[]})");

  Seen malformed, overflow;
  EXPECT_THROW(parse_streamed(R"({"objects": [1, 2,]})", malformed.array()),
               SceneJson::parse_error);
  EXPECT_EQ(malformed.restarts, 1);
  EXPECT_THROW(parse_streamed(R"({"objects": [1e999]})", overflow.array()),
               SceneJson::out_of_range);
}

}  // namespace
}  // namespace collide
