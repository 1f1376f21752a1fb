#pragma once
// What the input-band tests share: float's rounding of doubles, and random directions.
#include <cmath>
#include <random>

#include <glm/geometric.hpp>

#include "core/math/vec.hpp"

namespace collide::test {

inline constexpr double kFloatRho = 0x1p-24;  // float's half-ulp, relative

// A random double that rounds to the same float as x (x itself when no other was drawn).
inline double same_float(double x, std::mt19937_64& rng) {
  const float f = static_cast<float>(x);
  const double lo = 0.5 * (double(std::nextafter(f, -INFINITY)) + double(f));
  const double hi = 0.5 * (double(f) + double(std::nextafter(f, INFINITY)));
  for (int tries = 0; tries < 8; ++tries) {
    const double y = std::uniform_real_distribution<double>(lo, hi)(rng);
    if (static_cast<float>(y) == f) return y;
  }
  return x;
}
inline Vec3<double> same_float(const Vec3<double>& v, std::mt19937_64& rng) {
  return {same_float(v.x, rng), same_float(v.y, rng), same_float(v.z, rng)};
}

inline Vec3<float> to_float(const Vec3<double>& v) {
  return Vec3<float>(v);
}

inline Vec3<double> random_unit(std::mt19937_64& rng) {
  std::normal_distribution<double> n;
  const Vec3<double> v(n(rng), n(rng), n(rng));
  return v / glm::length(v);
}

}  // namespace collide::test
