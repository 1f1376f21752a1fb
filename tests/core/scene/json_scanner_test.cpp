// The fast JSON scanner sends exactly the SAX events nlohmann's parser sends for the same text,
// and gives up (for nlohmann to read the text again) on everything it does not read itself.
#include "core/scene/json_scanner.hpp"

#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace collide {
namespace {

using Json = nlohmann::ordered_json;

// Every event as a line of text; numbers with their type and bits.
struct Recorder {
  std::vector<std::string> events;
  bool null() { return add("null"); }
  bool boolean(bool v) { return add(v ? "true" : "false"); }
  bool number_integer(std::int64_t v) { return add("int " + std::to_string(v)); }
  bool number_unsigned(std::uint64_t v) { return add("unsigned " + std::to_string(v)); }
  bool number_float(double v, const std::string&) {
    return add("float " + std::to_string(std::bit_cast<std::uint64_t>(v)));
  }
  bool string(std::string& v) { return add("string " + v); }
  bool binary(Json::binary_t&) { return add("binary"); }
  bool start_object(std::size_t n) { return add("{" + std::to_string(n)); }
  bool key(std::string& k) { return add("key " + k); }
  bool end_object() { return add("}"); }
  bool start_array(std::size_t n) { return add("[" + std::to_string(n)); }
  bool end_array() { return add("]"); }
  template <class E>
  bool parse_error(std::size_t, const std::string&, const E&) {
    return false;
  }
  bool add(std::string e) {
    events.push_back(std::move(e));
    return true;
  }
};

std::vector<std::string> nlohmann_events(const std::string& text) {
  Recorder r;
  EXPECT_TRUE(Json::sax_parse(text, &r)) << text;
  return r.events;
}

TEST(JsonScanner, SendsNlohmannsEvents) {
  const char* texts[] = {
      R"({"format": "collision-lab-scene", "version": 1, "objects": []})",
      R"([0, -0, -0.0, 1, -1, 0.1, 1e5, 1E-5, 2.5e+3, 123456789012345678, -123456789012345678])",
      // integers beyond 64 bits are doubles; the extremes that fit stay integers
      R"([18446744073709551615, 18446744073709551616, -9223372036854775808, -9223372036854775809])",
      R"([4.9406564584124654e-324, 1.7976931348623157e308, 2.2250738585072009e-308, 0.30000000000000004])",
      R"({"a": {"b": [[], {}, [{}], true, false, null]}, "": ""})",
      R"(["esc \" \\ \/ \b \f \n \r \t", "utf-8 é — ∛ 𝄞"])",
      " \t\r\n{ \"spaced\" : [ 1 , 2 ] } \n",
      "7",
      "\"just a string\"",
  };
  for (const char* text : texts) {
    Recorder r;
    EXPECT_TRUE((JsonScanner<Recorder>(text, r).run())) << text;
    EXPECT_EQ(r.events, nlohmann_events(text)) << text;
  }
}

// The events sent before giving up are a prefix of nlohmann's for the same text.
TEST(JsonScanner, GivesUpOnWhatItDoesNotRead) {
  const char* texts[] = {
      "",                // nothing
      "\xEF\xBB\xBF{}",  // a byte order mark (nlohmann skips it)
      R"(["\u0041"])",   // \u escapes (and their surrogate pairs) are nlohmann's
      "[1e999]",         // overflow: nlohmann's error
      "[1e-400]",        // underflow: nlohmann's value
      "[01]",
      "[1.]",
      "[.5]",
      "[-]",
      "[1e]",
      "[+1]",
      "[NaN]",
      "[tru]",
      "[nul]",
      "[1,]",
      "{\"a\":1,}",
      "{\"a\" 1}",
      "{1: 2}",
      "[1] 2",
      "[1",
      "{\"a\":",
      "[\"a\nb\"]",  // a raw control character in a string
      "[\"\xC3\"]",
      "[\"\xED\xA0\x80\"]",
      "[\"\xF4\x90\x80\x80\"]",
      "[\"\xC0\xAF\"]",  // bad UTF-8
      "[\"\\x\"]",       // an unknown escape
  };
  for (const char* text : texts) {
    Recorder r;
    EXPECT_FALSE((JsonScanner<Recorder>(text, r).run())) << text;
    Recorder full;
    Json::sax_parse(std::string(text), &full);
    ASSERT_LE(r.events.size(), full.events.size()) << text;
    EXPECT_TRUE(std::equal(r.events.begin(), r.events.end(), full.events.begin())) << text;
  }
}

}  // namespace
}  // namespace collide
