#include "core/math/number_format.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <system_error>

namespace collide {

namespace {

// The notation of the rule: fixed inside [1e-4, 1e15), and for 0; scientific outside.
bool fixed_range(double a) {
  return a == 0 || (a >= 1e-4 && a < 1e15);
}

template <class T>
std::string shortest(T v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v < 0 ? "-inf" : "inf";
  // Fixed below 1e15 is at most 16 digits before the point; scientific at most ~24 characters.
  char buf[64];
  const auto format =
      fixed_range(std::abs(double(v))) ? std::chars_format::fixed : std::chars_format::scientific;
  const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v, format);
  if (ec != std::errc()) return "?";  // cannot happen with 64 characters
  return std::string(buf, end);
}

}  // namespace

std::string format_number(double v) {
  return shortest(v);
}

std::string format_number(float v) {
  return shortest(v);
}

std::string number_printf_format(double v) {
  if (!std::isfinite(v)) return "%g";
  const std::string s = format_number(v);
  const bool fixed = fixed_range(std::abs(v));
  // Digits after the point (of the mantissa, for scientific).
  int decimals = 0;
  if (const auto dot = s.find('.'); dot != std::string::npos) {
    const auto stop = fixed ? s.size() : s.find('e');
    decimals = int(stop - dot - 1);
  }
  return "%." + std::to_string(decimals) + (fixed ? "f" : "e");
}

std::string format_relative(double v, double origin) {
  if (!std::isfinite(origin) || !std::isfinite(v) || origin == v || origin == 0)
    return format_number(v);
  const double rest = v - origin;  // exact when origin/2 <= v <= 2·origin (Sterbenz)
  return format_number(origin) + (rest < 0 ? " - " : " + ") + format_number(std::abs(rest));
}

double local_origin(double v, int digits) {
  if (!std::isfinite(v) || v == 0) return v;
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*e", digits > 1 ? digits - 1 : 0, v);
  double out = 0;
  std::from_chars(buf, buf + std::char_traits<char>::length(buf), out);
  return out;
}

}  // namespace collide
