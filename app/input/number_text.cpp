#include "app/input/number_text.hpp"

#include <charconv>
#include <system_error>

namespace collide {

namespace {
bool blank(char c) {
  return c == ' ' || c == '\t';
}
}  // namespace

TypedNumber read_typed_number(std::string_view text) {
  const std::string quoted = "\"" + std::string(text) + "\"";
  std::string_view t = text;
  while (!t.empty() && blank(t.front()))
    t.remove_prefix(1);
  while (!t.empty() && blank(t.back()))
    t.remove_suffix(1);
  // Short: the Inspector shows it on one line, after the field's name ("nudge x: …").
  if (t.empty()) return {std::nullopt, "empty, not a number"};
  // from_chars takes a minus but no plus; a plus before a sign ("+-2") is still refused.
  std::string_view digits = t;
  if (digits.front() == '+') {
    digits.remove_prefix(1);
    if (digits.starts_with('-') || digits.starts_with('+')) digits = "?";
  }
  double value = 0;
  const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value,
                                         std::chars_format::general);
  const bool whole = ec != std::errc::invalid_argument && end == digits.data() + digits.size();
  // from_chars also reads "inf" and "nan": a field's number is finite.
  if (!whole || digits.find_first_of("iInN") != std::string_view::npos)
    return {std::nullopt, quoted + " is not a number"};
  if (ec == std::errc::result_out_of_range)
    return {std::nullopt, quoted + " is out of a double's range"};
  return {value, {}};
}

bool number_character(unsigned c) {
  return (c >= '0' && c <= '9') || c == '.' || c == '+' || c == '-' || c == 'e' || c == 'E' ||
         c == ' ';
}

}  // namespace collide
