#include "app/view/lecture_numbers.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "core/math/number_format.hpp"

namespace collide {

namespace {

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}
// A character that makes the digits after it part of a name ("A2", "r_2") or of another number.
bool joins(char c) {
  return is_digit(c) || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_' || c == '.';
}

// The length of the number at text[i] (a digit), or 0 when it is no decimal: digits, then
// optionally a point and digits, then optionally an exponent, and no letter right after.
std::size_t decimal_length(std::string_view text, std::size_t i, bool& decimal) {
  std::size_t j = i;
  decimal = false;
  while (j < text.size() && is_digit(text[j]))
    ++j;
  if (j < text.size() && text[j] == '.' && j + 1 < text.size() && is_digit(text[j + 1])) {
    decimal = true;
    for (++j; j < text.size() && is_digit(text[j]);)
      ++j;
  }
  if (j < text.size() && (text[j] == 'e' || text[j] == 'E')) {
    std::size_t k = j + 1;
    if (k < text.size() && (text[k] == '+' || text[k] == '-')) ++k;
    if (k < text.size() && is_digit(text[k])) {
      decimal = true;
      for (j = k; j < text.size() && is_digit(text[j]);)
        ++j;
    }
  }
  return j - i;
}

}  // namespace

std::string lecture_number(double v) {
  if (v == 0) return "0";  // either sign, as the rows write it (why_number)
  if (!std::isfinite(v)) return format_number(v);
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*e", kLectureDigits - 1, v);  // rounds to the digits
  return format_number(std::strtod(buf, nullptr));
}

std::string lecture_numbers(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  std::size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (!is_digit(c) || (i > 0 && joins(text[i - 1]))) {
      out += c;
      ++i;
      continue;
    }
    bool decimal = false;
    const std::size_t n = decimal_length(text, i, decimal);
    const std::string_view token = text.substr(i, n);
    // Digits running into a letter are a name ("2D"); a full stop after them ends a sentence.
    const bool named =
        i + n < text.size() && joins(text[i + n]) && !is_digit(text[i + n]) && text[i + n] != '.';
    if (decimal && !named)
      out += lecture_number(std::strtod(std::string(token).c_str(), nullptr));
    else
      out += token;
    i += n;
  }
  return out;
}

}  // namespace collide
