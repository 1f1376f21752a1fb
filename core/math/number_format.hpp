#pragma once
// How every number a person reads is written: the why rows, `check` and `check --explain`, the
// evidence labels and the Inspector's fields. One rule, so that two different numbers never
// print the same and the same number never prints two ways:
//
// - The shortest digits that read back as the same value (std::to_chars' round trip: a double
//   as a double, a float as a float). 10001.000499849917 stays 10001.000499849917, 0.5 stays 0.5.
// - Fixed notation for 1e-4 <= |v| < 1e15 (10000, never 1e+04); scientific outside, as printf's
//   %e writes it (1.5e-07, 2.5e+20); 0 as 0, -0 as -0, inf, -inf and nan as words.
//
// A column that must stay short writes a value relative to a local origin it shows:
// "10001 + 0.0004998499171051662" (format_relative), exact when the origin is near the value.
#include <string>

namespace collide {

std::string format_number(double v);
// A float's own shortest digits (10001.001, not its double expansion 10001.0009765625).
std::string format_number(float v);

// A printf format that writes v exactly as format_number(v) does ("%.12f", "%.0f", "%.2e"), for
// widgets that take a printf format (ImGui's fields); at most 16 characters.
std::string number_printf_format(double v);

// v as origin ± (v − origin), each part by format_number; when origin is near v (within a
// factor of two) the difference is exact, so origin + rest reads back as v. With origin == v,
// or an origin that is not finite, just format_number(v).
std::string format_relative(double v, double origin);
// A short local origin for v: v rounded to `digits` significant digits (at least 1), so that
// format_relative(v, local_origin(v, 5)) shows the leading digits, then the rest.
double local_origin(double v, int digits);

}  // namespace collide
