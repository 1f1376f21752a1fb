#include "core/queries/sat_axis_names.hpp"

#include <utility>

#include "core/queries/obb_sat.hpp"
#include "core/queries/triangle_box_sat.hpp"

namespace collide {

namespace {

constexpr std::string_view kTimes = "×";

char digit_char(int d) {
  return static_cast<char>('0' + d);
}
// '0'..'2' as 0..2, anything else -1.
int axis_digit(char c) {
  return c >= '0' && c <= '2' ? c - '0' : -1;
}

}  // namespace

std::string box_axis_name(int index, bool swapped) {
  if (index < 0 || index >= kSatAxisCount) return "?";
  const char first = swapped ? 'B' : 'A', second = swapped ? 'A' : 'B';
  if (index < 3) return {first, digit_char(index)};
  if (index < 6) return {second, digit_char(index - 3)};
  int i = (index - 6) / 3, j = (index - 6) % 3;
  if (swapped) std::swap(i, j);
  return std::string{'A', digit_char(i), 'x', 'B', digit_char(j)};
}

std::optional<int> parse_box_axis(std::string_view s, bool swapped) {
  if (s.size() == 2 && (s[0] == 'A' || s[0] == 'B') && axis_digit(s[1]) >= 0) {
    const bool tests_a = (s[0] == 'A') != swapped;  // the test's A
    return tests_a ? sat_face_a_index(axis_digit(s[1])) : sat_face_b_index(axis_digit(s[1]));
  }
  if (s.size() == 5 && s[0] == 'A' && s[2] == 'x' && s[3] == 'B' && axis_digit(s[1]) >= 0 &&
      axis_digit(s[4]) >= 0) {
    int i = axis_digit(s[1]), j = axis_digit(s[4]);
    if (swapped) std::swap(i, j);  // our Aᵢ×Bⱼ is the test's Aⱼ×Bᵢ (up to sign)
    return sat_edge_index(i, j);
  }
  return std::nullopt;
}

std::optional<int> parse_box_axis_text(std::string_view text, bool swapped) {
  const auto is_digit = [](char c) { return c >= '0' && c <= '9'; };
  if (!text.empty() && text.size() <= 2 && is_digit(text[0]) &&
      (text.size() == 1 || is_digit(text[1]))) {
    const int k = text.size() == 1 ? text[0] - '0' : 10 * (text[0] - '0') + (text[1] - '0');
    return k < kSatAxisCount ? std::optional<int>(k) : std::nullopt;
  }
  std::string s(text);
  if (const auto at = s.find(kTimes); at != std::string::npos) s.replace(at, kTimes.size(), "x");
  return parse_box_axis(s, swapped);
}

std::string aabb_axis_name(int index) {
  if (index < 0 || index > 2) return "?";
  return std::string(1, static_cast<char>('x' + index));
}

std::optional<int> parse_aabb_axis(std::string_view s) {
  if (s.size() == 1 && s[0] >= 'x' && s[0] <= 'z') return s[0] - 'x';
  return std::nullopt;
}

std::string triangle_box_axis_name(int index) {
  if (index < 0 || index >= kTriangleBoxAxisCount) return "?";
  if (index < 3) return {'u', digit_char(index)};
  if (index == 3) return "n";
  const int i = (index - 4) / 3, j = (index - 4) % 3;
  return std::string{'e', digit_char(i), 'x', 'u', digit_char(j)};
}

std::optional<int> parse_triangle_box_axis(std::string_view s) {
  if (s == "n") return 3;
  if (s.size() == 2 && s[0] == 'u' && axis_digit(s[1]) >= 0) return axis_digit(s[1]);
  if (s.size() == 5 && s[0] == 'e' && s[2] == 'x' && s[3] == 'u' && axis_digit(s[1]) >= 0 &&
      axis_digit(s[4]) >= 0)
    return 4 + 3 * axis_digit(s[1]) + axis_digit(s[4]);
  return std::nullopt;
}

std::optional<int> parse_axis(SatAxisFamily family, std::string_view name, bool swapped) {
  switch (family) {
    case SatAxisFamily::box_box:
      return parse_box_axis(name, swapped);
    case SatAxisFamily::aabb_aabb:
      return parse_aabb_axis(name);
    case SatAxisFamily::triangle_box:
      return parse_triangle_box_axis(name);
    case SatAxisFamily::none:
      break;
  }
  return std::nullopt;
}

std::string_view axis_names_text(SatAxisFamily family) {
  switch (family) {
    case SatAxisFamily::box_box:
      return "an axis name A0..A2, B0..B2 or A0xB0..A2xB2";
    case SatAxisFamily::aabb_aabb:
      return "x, y or z (two AABBs)";
    case SatAxisFamily::triangle_box:
      return "u0..u2, n or e0xu0..e2xu2 (a triangle and a box)";
    case SatAxisFamily::none:
      break;
  }
  return "";
}

std::string axis_label(std::string_view name) {
  // Only the five-character cross names hold an 'x' that is a cross ("x" alone is an axis).
  std::string s(name);
  if (s.size() == 5 && s[2] == 'x') s.replace(2, 1, kTimes);
  return s;
}

}  // namespace collide
