#include "app/panels/text_fit.hpp"

namespace collide {

namespace {

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

// Where a number's exponent starts ("e-07" in "1.25e-07)"): an e or E after a digit, then an
// optional sign and a digit. The exponent and whatever follows it are kept whole. text.size()
// when there is none.
std::size_t exponent_start(std::string_view t) {
  for (std::size_t i = 1; i + 1 < t.size(); ++i) {
    if ((t[i] != 'e' && t[i] != 'E') || !is_digit(t[i - 1])) continue;
    std::size_t j = i + 1;
    if (t[j] == '+' || t[j] == '-') ++j;
    if (j < t.size() && is_digit(t[j])) return i;
  }
  return t.size();
}

// How much of `head` a cut keeps at least: through the point of its first number (the digits
// before it say how big the number is), all of it when that number has no point (an integer
// cannot be cut without reading as a smaller one), nothing when there is no digit (plain text).
std::size_t kept_at_least(std::string_view head) {
  std::size_t i = 0;
  while (i < head.size() && !is_digit(head[i]))
    ++i;
  if (i == head.size()) return 0;
  while (i < head.size() && is_digit(head[i]))
    ++i;
  return i < head.size() && head[i] == '.' ? i + 1 : head.size();
}

// The start of the UTF-8 character before byte `at` (a cut never splits a character).
std::size_t previous_character(std::string_view t, std::size_t at) {
  do {
    --at;
  } while (at > 0 && (static_cast<unsigned char>(t[at]) & 0xC0) == 0x80);
  return at;
}

}  // namespace

FittedText fit_text(std::string_view text, float width,
                    const std::function<float(std::string_view)>& measure) {
  if (measure(text) <= width) return {std::string(text), false};
  const std::size_t tail = exponent_start(text);
  const std::string_view head = text.substr(0, tail), rest = text.substr(tail);
  const std::size_t least = kept_at_least(head);
  // The longest head that fits with the marker and the exponent.
  for (std::size_t cut = head.size(); cut > least;) {
    cut = previous_character(head, cut);
    if (cut < least) break;
    std::string shown = std::string(head.substr(0, cut)).append(kCutMarker).append(rest);
    if (measure(shown) <= width) return {std::move(shown), true};
  }
  return {std::string(kCutMarker), true};
}

}  // namespace collide
