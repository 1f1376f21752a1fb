#pragma once
// Workload W2 "aabb-broadphase" of shared/WORKLOADS.md, generated exactly as written there:
// seed 2, L = ∛N, per box c = float(L·u()) for x, y, z, then h = float(0.05 + 0.45·u()) for
// x, y, z; min = c − h and max = c + h in float. The move: seed 3, per box and axis
// d = float(0.1·(2·u() − 1)), c' = c + d, then min' = c' − h and max' = c' + h, in float.
#include <cmath>
#include <cstdint>
#include <vector>

#include "core/shapes/shapes.hpp"
#include "tests/bench/splitmix64.hpp"

namespace collide::bench {

struct W2 {
  std::vector<Aabb<float>> boxes;  // as generated
  std::vector<Aabb<float>> moved;  // after the move
};

inline W2 make_w2(std::uint32_t n) {
  W2 w;
  w.boxes.resize(n);
  w.moved.resize(n);
  std::vector<Vec3<float>> center(n), half(n);
  SplitMix64 rng(2);
  const double side = std::cbrt(static_cast<double>(n));
  for (std::uint32_t i = 0; i < n; ++i) {
    for (int k = 0; k < 3; ++k)
      center[i][k] = static_cast<float>(side * rng.u());
    for (int k = 0; k < 3; ++k)
      half[i][k] = static_cast<float>(0.05 + 0.45 * rng.u());
    w.boxes[i] = {center[i] - half[i], center[i] + half[i]};
  }
  SplitMix64 move(3);
  for (std::uint32_t i = 0; i < n; ++i) {
    Vec3<float> c = center[i];
    for (int k = 0; k < 3; ++k)
      c[k] += static_cast<float>(0.1 * (2.0 * move.u() - 1.0));
    w.moved[i] = {c - half[i], c + half[i]};
  }
  return w;
}

// The checksums of WORKLOADS.md: overlapping pairs before and after the move.
struct W2Checksum {
  std::uint32_t n;
  std::uint64_t pairs, pairs_moved;
};
inline constexpr W2Checksum kW2Checksums[] = {
    {10'000, 6'475, 6'484}, {100'000, 65'244, 65'115}, {1'000'000, 658'887, 659'507}};

inline W2Checksum w2_checksum(std::uint32_t n) {
  for (const W2Checksum& c : kW2Checksums)
    if (c.n == n) return c;
  return {n, 0, 0};
}

}  // namespace collide::bench
