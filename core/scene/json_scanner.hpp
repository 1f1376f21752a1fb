#pragma once
// A fast path for reading JSON text into SAX events, for the text scene files are made of.
// nlohmann's lexer reads a byte at a time and keeps every byte of a token twice (for its error
// messages): on its own it takes 1.6 s of CPU for the 174 MB scene of a million boxes, half the
// 3 s budget of a load. This scanner reads the same text in 0.3 s and gives up — returns
// false — on anything it does not read itself: any syntax error, a byte order mark, a \u escape,
// a number too large or too small for a double. The caller then reads the text again with
// nlohmann's parser, which gives the exact error (line, column, message) or value.
//
// The events are the ones nlohmann's parser sends for the same text, with the same values, in
// the same order; every event is sent only once the text up to its end is known to be valid, so
// a handler that throws on an event throws what it would have thrown under nlohmann's parser.
// Numbers are classified as nlohmann does: an integer literal is number_unsigned (no sign) or
// number_integer (a minus) when it fits 64 bits, anything else a double, correctly rounded
// (std::from_chars, as strtod); number_float's text argument is empty. The handler's return
// values are not read: it must go on or throw.
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

namespace collide {

template <class Handler>
class JsonScanner {
 public:
  JsonScanner(std::string_view text, Handler& handler)
      : p_(text.data()), end_(text.data() + text.size()), h_(handler) {}

  // The next byte to read.
  const char* const& cursor() const { return p_; }

  // Reads the whole text; false when the fast path gave up (the events sent so far are then a
  // prefix of nlohmann's).
  bool run() {
    for (;;) {
      if (!value()) return false;
      if (expect_value_) continue;  // a container was opened: its first element follows
      // A value is complete: close the containers it completes, then go to the next element.
      for (;;) {
        skip_space();
        if (open_.empty()) return p_ == end_;
        if (p_ == end_) return false;
        const bool object = open_.back();
        if (*p_ == ',') {
          ++p_;
          if (object && !key()) return false;
          break;
        }
        if (*p_ != (object ? '}' : ']')) return false;
        ++p_;
        open_.pop_back();
        object ? h_.end_object() : h_.end_array();
      }
    }
  }

 private:
  static constexpr std::size_t kUnknownSize = static_cast<std::size_t>(-1);

  // Reads one value, or a container's opening (setting expect_value_ when elements follow).
  bool value() {
    expect_value_ = false;
    skip_space();
    if (p_ == end_) return false;
    switch (*p_) {
      case '{':
        ++p_;
        h_.start_object(kUnknownSize);
        skip_space();
        if (p_ < end_ && *p_ == '}') {
          ++p_;
          h_.end_object();
          return true;
        }
        open_.push_back(true);
        expect_value_ = true;
        return key();
      case '[':
        ++p_;
        h_.start_array(kUnknownSize);
        skip_space();
        if (p_ < end_ && *p_ == ']') {
          ++p_;
          h_.end_array();
          return true;
        }
        open_.push_back(false);
        expect_value_ = true;
        return true;
      case '"':
        if (!string()) return false;
        h_.string(text_);
        return true;
      case 't':
        return literal("true") && (h_.boolean(true), true);
      case 'f':
        return literal("false") && (h_.boolean(false), true);
      case 'n':
        return literal("null") && (h_.null(), true);
      default:
        return number();
    }
  }

  // A key and its colon; the key is sent before the colon is read, as nlohmann does.
  bool key() {
    skip_space();
    if (p_ == end_ || *p_ != '"' || !string()) return false;
    h_.key(text_);
    skip_space();
    if (p_ == end_ || *p_ != ':') return false;
    ++p_;
    return true;
  }

  void skip_space() {
    while (p_ < end_ && (*p_ == ' ' || *p_ == '\n' || *p_ == '\r' || *p_ == '\t'))
      ++p_;
  }

  bool literal(std::string_view word) {
    if (static_cast<std::size_t>(end_ - p_) < word.size() ||
        std::string_view(p_, word.size()) != word)
      return false;
    p_ += word.size();
    return true;
  }

  static bool digit(char c) { return c >= '0' && c <= '9'; }

  // JSON's grammar: -? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?
  bool number() {
    const char* start = p_;
    if (p_ < end_ && *p_ == '-') ++p_;
    if (p_ == end_ || !digit(*p_)) return false;
    if (*p_ == '0')
      ++p_;
    else
      while (p_ < end_ && digit(*p_))
        ++p_;
    bool integer = true;
    if (p_ < end_ && *p_ == '.') {
      integer = false;
      ++p_;
      if (p_ == end_ || !digit(*p_)) return false;
      while (p_ < end_ && digit(*p_))
        ++p_;
    }
    if (p_ < end_ && (*p_ == 'e' || *p_ == 'E')) {
      integer = false;
      ++p_;
      if (p_ < end_ && (*p_ == '+' || *p_ == '-')) ++p_;
      if (p_ == end_ || !digit(*p_)) return false;
      while (p_ < end_ && digit(*p_))
        ++p_;
    }
    // An integer that does not fit 64 bits is read as a double, as nlohmann does.
    if (integer && *start == '-') {
      std::int64_t v = 0;
      if (std::from_chars(start, p_, v).ec == std::errc()) {
        h_.number_integer(v);
        return true;
      }
    } else if (integer) {
      std::uint64_t v = 0;
      if (std::from_chars(start, p_, v).ec == std::errc()) {
        h_.number_unsigned(v);
        return true;
      }
    }
    double v = 0;
    const auto [end, ec] = std::from_chars(start, p_, v);
    // Out of range (overflow: an error; underflow: nlohmann's strtod value) is left to nlohmann.
    if (ec != std::errc() || end != p_) return false;
    h_.number_float(v, no_text_);
    return true;
  }

  // A string at p_ (on its quote) into text_.
  bool string() {
    ++p_;
    text_.clear();
    const char* run = p_;  // bytes copied as they are, up to p_
    while (p_ < end_) {
      const auto c = static_cast<unsigned char>(*p_);
      if (c == '"') {
        text_.append(run, p_);
        ++p_;
        return true;
      }
      if (c < 0x20) return false;  // a control character must be escaped
      if (c >= 0x80) {
        if (!utf8()) return false;
        continue;
      }
      if (c == '\\') {
        text_.append(run, p_);
        if (!escape()) return false;
        run = p_;
        continue;
      }
      ++p_;
    }
    return false;
  }

  // A two-character escape; \u is left to nlohmann (surrogate pairs and their errors).
  bool escape() {
    if (end_ - p_ < 2) return false;
    char out = 0;
    switch (p_[1]) {
      case '"':
        out = '"';
        break;
      case '\\':
        out = '\\';
        break;
      case '/':
        out = '/';
        break;
      case 'b':
        out = '\b';
        break;
      case 'f':
        out = '\f';
        break;
      case 'n':
        out = '\n';
        break;
      case 'r':
        out = '\r';
        break;
      case 't':
        out = '\t';
        break;
      default:
        return false;
    }
    text_ += out;
    p_ += 2;
    return true;
  }

  // One well-formed UTF-8 sequence of 2 to 4 bytes (Unicode table 3-7, which nlohmann checks).
  bool utf8() {
    const auto byte = [&](std::ptrdiff_t i) {
      return p_ + i < end_ ? static_cast<unsigned char>(p_[i]) : 0u;
    };
    const auto in = [](unsigned b, unsigned lo, unsigned hi) { return b >= lo && b <= hi; };
    const unsigned b0 = byte(0), b1 = byte(1);
    int length = 0;
    if (in(b0, 0xC2, 0xDF))
      length = in(b1, 0x80, 0xBF) ? 2 : 0;
    else if (b0 == 0xE0)
      length = in(b1, 0xA0, 0xBF) ? 3 : 0;
    else if (in(b0, 0xE1, 0xEC) || in(b0, 0xEE, 0xEF))
      length = in(b1, 0x80, 0xBF) ? 3 : 0;
    else if (b0 == 0xED)
      length = in(b1, 0x80, 0x9F) ? 3 : 0;
    else if (b0 == 0xF0)
      length = in(b1, 0x90, 0xBF) ? 4 : 0;
    else if (in(b0, 0xF1, 0xF3))
      length = in(b1, 0x80, 0xBF) ? 4 : 0;
    else if (b0 == 0xF4)
      length = in(b1, 0x80, 0x8F) ? 4 : 0;
    if (length == 0) return false;
    for (int i = 2; i < length; ++i)
      if (!in(byte(i), 0x80, 0xBF)) return false;
    p_ += length;
    return true;
  }

  const char* p_;
  const char* end_;
  Handler& h_;
  std::vector<bool> open_;  // the open containers, innermost last: true for an object
  bool expect_value_ = false;
  std::string text_;  // the last string or key read
  const std::string no_text_;
};

}  // namespace collide
