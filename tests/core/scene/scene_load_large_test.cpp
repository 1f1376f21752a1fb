// Big scene files (issue #25): the streaming loader reads 50,000 W2 boxes bit-exactly, and an
// error deep in such a file still names its line and column (malformed JSON) or its JSON pointer
// (wrong content) — the same error, by the same precedence, as in a six-line file.
#include <gtest/gtest.h>
#include <algorithm>

#include <bit>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/scene/scene_io.hpp"
#include "core/scene/scene_json.hpp"
#include "tests/bench/w2_scene_file.hpp"
#include "tests/support/scratch_dir.hpp"

namespace collide {
namespace {

constexpr std::uint32_t kObjects = 50'000;
// Object i of a generated file is on line kFirstObjectLine + i ("{", format, version, objects).
constexpr int kFirstObjectLine = 5;

const bench::W2& w2() {
  static const bench::W2 w = bench::make_w2(kObjects);
  return w;
}

std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// The generated file's text (written and read back: the file is what a user would load).
const std::string& w2_text() {
  static const std::string text = [] {
    test::ScratchDir dir("SceneLoadLarge");
    bench::write_w2_scene(dir / "w2.json", w2().boxes);
    return slurp(dir / "w2.json");
  }();
  return text;
}

std::uint64_t bits(double v) {
  return std::bit_cast<std::uint64_t>(v);
}

// Object i's line in `text`: [begin, end) of its bytes, without the newline.
std::pair<std::size_t, std::size_t> object_line(const std::string& text, std::uint32_t i) {
  const std::string head = "    {\"id\": \"w2-" + std::to_string(i) + "\"";
  const std::size_t begin = text.find(head);
  return {begin, text.find('\n', begin)};
}

// `text` with the first `from` after object i's start replaced by `to`; the 1-based column (in
// object i's line) where the replacement starts.
std::string edited(const std::string& text, std::uint32_t i, const std::string& from,
                   const std::string& to, int* column = nullptr) {
  const auto [begin, end] = object_line(text, i);
  const std::size_t at = text.find(from, begin);
  EXPECT_LT(at, end) << from << " not in object " << i;
  if (column) *column = static_cast<int>(at - begin) + 1;
  std::string out = text;
  out.replace(at, from.size(), to);
  return out;
}

void expect_every_box(const Scene& scene) {
  ASSERT_EQ(scene.objects.size(), kObjects);
  for (std::uint32_t i = 0; i < kObjects; ++i) {
    const SceneObject& o = scene.objects[i];
    ASSERT_EQ(o.id, "w2-" + std::to_string(i));
    const auto* box = std::get_if<desc::Aabb>(&o.desc);
    ASSERT_NE(box, nullptr) << o.id;
    const Aabb<float>& want = w2().boxes[i];
    for (int k = 0; k < 3; ++k) {
      ASSERT_EQ(bits(box->min[k]), bits(static_cast<double>(want.min[k]))) << o.id << " min " << k;
      ASSERT_EQ(bits(box->max[k]), bits(static_cast<double>(want.max[k]))) << o.id << " max " << k;
    }
  }
}

TEST(SceneLoadLarge, EveryNumberOfFiftyThousandBoxesIsBitExact) {
  test::ScratchDir dir;
  bench::write_w2_scene(dir / "w2.json", w2().boxes);
  const SceneLoad load = load_scene(dir / "w2.json");
  ASSERT_TRUE(load.ok()) << load.error->to_string();
  expect_every_box(*load.scene);
}

// The fast scanner leaves a \u escape to nlohmann's parser, which reads the whole text again:
// the objects read before it must not be counted twice (that would be a duplicate id).
TEST(SceneLoadLarge, TextReadAgainGivesTheSameObjects) {
  const std::string last = std::to_string(kObjects - 1);
  const std::string text =
      edited(w2_text(), kObjects - 1, "\"w2-" + last + "\"",
             "\"w2-" + last.substr(0, last.size() - 1) + "\\u003" + last.back() + "\"");
  const SceneLoad load = parse_scene(text);
  ASSERT_TRUE(load.ok()) << load.error->to_string();
  expect_every_box(*load.scene);
}

TEST(SceneLoadLarge, MalformedDeepInTheFileNamesItsLineAndColumn) {
  int column = 0;
  const std::string text = edited(w2_text(), 41'234, "[", "[NaN, ", &column);
  const SceneLoad load = parse_scene(text, "big.json");
  ASSERT_FALSE(load.ok());
  EXPECT_EQ(load.error->to_string(),
            "big.json:" + std::to_string(kFirstObjectLine + 41'234) + ":" +
                std::to_string(column + 1) +
                ": malformed JSON: syntax error while parsing value - invalid literal; last read: "
                "'\"min\": [N'");
}

TEST(SceneLoadLarge, NumberTooLargeDeepInTheFileNamesItsLineAndColumn) {
  int column = 0;
  const std::string text = edited(w2_text(), 33'333, "[", "[1e999, ", &column);
  const SceneLoad load = parse_scene(text, "big.json");
  ASSERT_FALSE(load.ok());
  EXPECT_EQ(load.error->to_string(), "big.json:" + std::to_string(kFirstObjectLine + 33'333) + ":" +
                                         std::to_string(column + 1) +
                                         ": malformed JSON: the number 1e999 is too large for a "
                                         "double");
}

TEST(SceneLoadLarge, WrongContentDeepInTheFileNamesItsPointer) {
  int column = 0;
  const std::string inserted = "\"kind\": \"aabb\", \"radius\": ";
  const SceneLoad load = parse_scene(
      edited(w2_text(), 45'678, "\"kind\": \"aabb\"", inserted + "1", &column), "big.json");
  ASSERT_FALSE(load.ok());
  // The line and column of the value the pointer names (the inserted 1; `column` is 1-based).
  EXPECT_EQ(load.error->to_string(),
            "big.json:" + std::to_string(kFirstObjectLine + 45'678) + ":" +
                std::to_string(column + static_cast<int>(inserted.size())) +
                ": /objects/45678/radius: unknown field \"radius\" (an aabb has id, kind, "
                "name, description, color, visible, min, max, velocity)");
}

TEST(SceneLoadLarge, DuplicatesDeepInTheFileNameTheirPointer) {
  int column = 0;
  const SceneLoad id =
      parse_scene(edited(w2_text(), 30'000, "\"w2-30000\"", "\"w2-7\"", &column), "f");
  ASSERT_FALSE(id.ok());
  EXPECT_EQ(id.error->to_string(), "f:" + std::to_string(kFirstObjectLine + 30'000) + ":" +
                                       std::to_string(column) +
                                       ": /objects/30000/id: duplicate id \"w2-7\" (already used "
                                       "by /objects/7)");

  // The second "min" (the inserted one) is the duplicate: its value's place.
  const SceneLoad key = parse_scene(
      edited(w2_text(), 20'000, "\"max\"", "\"min\": [0, 0, 0], \"max\"", &column), "f");
  ASSERT_FALSE(key.ok());
  EXPECT_EQ(key.error->to_string(),
            "f:" + std::to_string(kFirstObjectLine + 20'000) + ":" +
                std::to_string(column + static_cast<int>(std::string("\"min\": ").size())) +
                ": /objects/20000/min: duplicate key \"min\" (a key may appear only once in an "
                "object)");
}

// Objects are read while the text is parsed, but their errors come where they came before:
// after a JSON error anywhere in the file, and after the fields read before the objects.
TEST(SceneLoadLarge, AnObjectsErrorComesAfterJsonErrorsAndTheFieldsReadFirst) {
  const std::string bad_object = edited(w2_text(), 10, "\"kind\": \"aabb\"", "\"kind\": \"cone\"");
  const SceneLoad load = parse_scene(bad_object, "f");
  ASSERT_FALSE(load.ok());
  EXPECT_EQ(load.error->pointer, "/objects/10/kind");

  // and a truncated end
  const SceneLoad truncated =
      parse_scene(bad_object.substr(0, bad_object.size() - std::string("  ]\n}\n").size()), "f");
  ASSERT_FALSE(truncated.ok());
  EXPECT_EQ(truncated.error->line, kFirstObjectLine + static_cast<int>(kObjects));
  EXPECT_EQ(truncated.error->pointer, "");

  // and a format field after the objects, which read_scene checks first
  std::string late_format = bad_object;
  late_format.replace(late_format.rfind("\n}"), 2, ",\n  \"format\": \"x\"\n}");
  late_format.replace(late_format.find("  \"format\": \"collision-lab-scene\",\n"),
                      std::string("  \"format\": \"collision-lab-scene\",\n").size(), "");
  const SceneLoad format = parse_scene(late_format, "f");
  ASSERT_FALSE(format.ok());
  const std::size_t at = late_format.find("\"format\": \"x\"");
  const int line = 1 + static_cast<int>(std::count(
                           late_format.begin(), late_format.begin() + static_cast<long>(at), '\n'));
  EXPECT_EQ(format.error->to_string(),
            "f:" + std::to_string(line) +
                ":13: /format: expected \"collision-lab-scene\", found the string \"x\"");
}

}  // namespace
}  // namespace collide
