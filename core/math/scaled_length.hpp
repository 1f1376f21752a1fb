#pragma once
// |v| without overflow or underflow of the squares: |v| = 2^k · |v · 2^-k|, with 2^k the power
// of two of v's largest component. Scaling by a power of two is exact, so wherever glm::length
// neither overflows nor underflows the result is the same to the bit; beyond that it is still
// right. In float, glm::length of a vector of size 1e30 overflows (its square is 1e60) and one of
// size 1e-30 underflows to 0: a sphere 1.5e-31 from a box was reported touching it, and two
// spheres touching at 1e30 disjoint.
#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "vec.hpp"

namespace collide {

template <class T>
T scaled_length(const Vec3<T>& v) {
  const T largest = std::max({std::abs(v.x), std::abs(v.y), std::abs(v.z)});
  if (!(largest > 0) || !std::isfinite(largest)) return glm::length(v);  // 0, ∞ or NaN as is
  const int k = std::ilogb(largest);
  const Vec3<T> u = v * std::scalbn(T(1), -k);
  return std::scalbn(glm::length(u), k);
}

}  // namespace collide
